#!/bin/bash
# GPU tests at HEAD on the H200: test_multidim c2c, real, bluestein (live NVIDIA profile).
source .device/env.sh
rm -rf /tmp/bt; meson setup /tmp/bt .device/head -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/bt.log 2>&1 || tail -30 /tmp/st.log /tmp/bt.log
mkdir -p $OUT/g; c=$(mktemp -d)
for t in c2c real bluestein; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 170 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $?" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/gpu-tests.log
