#!/bin/bash
# call57: GPU test test_multidim bluestein at db39501 (its cases take more than 100 s on NVIDIA's compiler)
set +e
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log
mkdir -p $OUT/g; c=$(mktemp -d)
CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 500 /tmp/bt/tests/test_multidim bluestein > $OUT/g/gpu-bluestein.log 2>&1; echo "bluestein $? $(date +%T)" | tee -a $OUT/g/gpu-bluestein.log
gzip $OUT/g/*.log
