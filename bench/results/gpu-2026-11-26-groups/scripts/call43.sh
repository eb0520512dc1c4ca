#!/bin/bash
# call43: GPU tests at the commit (test_multidim bluestein, real, c2c, layouts; test_measure)
set +e
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
source .device/env.sh
meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim tests/test_measure > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log
mkdir -p $OUT/g; c=$(mktemp -d)
for t in bluestein real c2c layouts; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 130 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
