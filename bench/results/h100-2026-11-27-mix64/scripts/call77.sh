#!/bin/bash
# call77: the fp64 mix rule as committed (working tree on b3bb646, new) against 4017b9b (head), peers once;
# GPU tests of the new tree (test_multidim c2c, layouts, real, bluestein-one, bluestein-two; test_errors)
set +e
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp &
( rm -rf /tmp/bt; meson setup /tmp/bt .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim tests/test_errors > /tmp/btl.log 2>&1 || tail /tmp/st.log /tmp/btl.log ) &
wait
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2c 2 "--fp64-sizes 229,3893,186x186,204x204,228x228,276x276,372x372,204x64 --precision fp64 --kind c2c $E" 1 head new
bash .device/abrun.sh $OUT/real 2 "--fp64-sizes 372,408,456,552,620,696,744,868,229,186x186,204x204,228x228,276x276,372x372,2000x372 --precision fp64 --kind r2c,c2r $E" 1 head new
mkdir -p $OUT/g; c=$(mktemp -d)
for t in c2c layouts real bluestein-one bluestein-two; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 150 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 60 /tmp/bt/tests/test_errors >> $OUT/g/gpu-tests.log 2>&1; echo "errors $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
gzip $OUT/g/*.log
