#!/bin/bash
# call38: GPU tests (test_multidim bluestein) at the commit; rows whose plans changed but were not measured
set +e
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
mkdir -p $OUT/g $OUT/b
( meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/bt.log 2>&1 || tail -30 /tmp/st.log /tmp/bt.log ) &
for t in prev cur; do ( meson setup /tmp/b-$t .device/$t -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s-$t.log 2>&1 && ninja -C /tmp/b-$t bench/clfft-bench > /tmp/b-$t.log 2>&1 || tail /tmp/*-$t.log ) & done
wait
c=$(mktemp -d)
CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 110 /tmp/bt/tests/test_multidim bluestein > $OUT/g/gpu-tests.log 2>&1; echo "bluestein $?" | tee -a $OUT/g/gpu-tests.log
gzip $OUT/g/gpu-tests.log
for t in prev cur; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 40 /tmp/b-$t/bench/clfft-bench --sizes 8537,12289 --fp64-sizes 4099,10007 --kind c2c --libs libclfft --elements 134217728 --rounds 2 --csv $OUT/b/$t.csv > $OUT/b/log-$t.txt 2>&1; echo "$t $?"
done
