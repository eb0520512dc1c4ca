#!/bin/bash
# Seventh full sweep: the library at the end of the third session (prefetch + odd-radix rule), peers in the same run.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=8,16,32,64,128,256,512,1000,1024,2048,2187,2401,3125,4096,6000,8192,10000,16384,32768,65536,100000,131072,262144,524288,1000000,2^20,2^21,2^22,2^23,2^24
F=64,1000,2187,4096,65536,2^20
CLFFT_CACHE_DIR=$(mktemp -d) timeout 400 /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft --sizes $S --fp64-sizes $F --rounds 3 --csv $OUT/sweep7.csv --png $OUT/sweep7.png > $OUT/sweep7.log 2>&1
echo "rc=$?"
for l in libclfft vkfft cufft; do grep -E "^$l +fp" $OUT/sweep7.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done
