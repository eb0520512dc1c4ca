#!/bin/bash
# clfft-bench's default sweep at HEAD (fp32 and fp64, C2C), VkFFT and cuFFT beside, one run from an empty cache.
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[ -x /tmp/b-h/bench/clfft-bench ] || { rm -rf /tmp/b-h; meson setup /tmp/b-h .device/head -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s.log 2>&1 && ninja -C /tmp/b-h bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log; }
mkdir -p $OUT/s; c=$(mktemp -d)
CLFFT_CACHE_DIR=$c timeout 560 /tmp/b-h/bench/clfft-bench --libs libclfft,vkfft,cufft --rounds 2 --csv $OUT/s/sweep.csv > $OUT/s/log.txt 2>&1; echo "sweep $?"
rm -rf $c
