#!/bin/bash
# Issue 18's table and issue 19's lengths at HEAD, peers beside, one run from an empty cache.
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf /tmp/b-h; meson setup /tmp/b-h .device/head -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s.log 2>&1 && ninja -C /tmp/b-h bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log
mkdir -p $OUT/t; B=/tmp/b-h/bench/clfft-bench
c=$(mktemp -d); export CLFFT_CACHE_DIR=$c
timeout 330 $B --sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c --libs libclfft,vkfft,cufft --rounds 2 --csv $OUT/t/multidim.csv > $OUT/t/log.txt 2>&1; echo "multidim $?"
timeout 200 $B --sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --libs libclfft,vkfft,cufft --rounds 2 --csv $OUT/t/lengths.csv >> $OUT/t/log.txt 2>&1; echo "lengths $?"
rm -rf $c
