#!/bin/bash
# call72: HEAD (bac08f4): CLFFT_EFFORT_MEASURE candidates (libclfft-measure --describe) on the rows below the better peer;
# GPU tests (test_multidim c2c, layouts, real, bluestein)
set +e
source .device/env.sh
[ -x /tmp/b-head/bench/clfft-bench ] || { rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur; bash .device/build.sh head=.device/cur; }
[ -x /tmp/bt/tests/test_multidim ] || { rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1; }
E="--elements 134217728 --rounds 2"
mkdir -p $OUT/m; c=$(mktemp -d)
for spec in "c2c 102,1000x1000,128x128x128,2048x2048,4096x4096,999983,2^21" "r2c 1000x1000,2048x2048,4096x4096" "c2r 65536,1024x1024,2048x2048,4096x4096,128x128x128"; do
  k=${spec%% *}; s=${spec#* }
  CLFFT_CACHE_DIR=$c timeout 280 /tmp/b-head/bench/clfft-bench --sizes $s --precision fp32 --kind $k $E --libs libclfft-measure --describe $OUT/m/desc-$k.txt --csv $OUT/m/m-$k.csv >> $OUT/m/log.txt 2>&1
  echo "measure $k: exit $? $(date +%T)"
done
CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-head/bench/clfft-bench --sizes 1031 --fp64-sizes 1031 --precision fp64 --kind c2c $E --libs libclfft-measure --describe $OUT/m/desc-fp64.txt --csv $OUT/m/m-fp64.csv >> $OUT/m/log.txt 2>&1
echo "measure fp64: exit $? $(date +%T)"
mkdir -p $OUT/g; c=$(mktemp -d)
for t in c2c layouts real bluestein; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 200 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
