#!/bin/bash
# L2 prefetch of the group CLFFT_PREFETCH_GROUPS ahead (experiment), alternating distances, with peers.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=1000,4096,8192,16384,32768,131072,2^20,2^21
F=4096,65536,2^20
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 --csv $OUT/$name.csv > $OUT/$name.log 2>&1; echo "== $name rc=$?"; grep -E "^(libclfft|vkfft|cufft) " $OUT/$name.log | awk '{print $1,$2,$3,$6,$7}'; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
echo "t=$SECONDS"
for r in 1 2; do
for d in 0 132 264 528; do
CLFFT_BUILD_OPTIONS="-DCLFFT_PREFETCH_GROUPS=$d" run pf$d-$r /tmp/b1/bench/clfft-bench --libs libclfft
echo "t=$SECONDS"
done
done
