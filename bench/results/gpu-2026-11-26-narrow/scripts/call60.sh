#!/bin/bash
# call60: GPU tests real, c2c, layouts at 1fe8050 (the session's last code commit)
set +e
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log
mkdir -p $OUT/g; c=$(mktemp -d)
for t in real c2c layouts; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 150 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
