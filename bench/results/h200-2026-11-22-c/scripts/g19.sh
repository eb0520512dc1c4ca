#!/bin/bash
# L2 prefetch as planned (prefetch_items=256) against prefetch=0, the whole sweep, alternating; peers first.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=8,16,32,64,128,256,512,1000,1024,2048,2187,2401,3125,4096,6000,8192,10000,16384,32768,65536,100000,131072,262144,524288,1000000,2^20,2^21,2^22,2^23,2^24
F=64,1000,4096,65536,2^20
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 280 "$@" --rounds 3 --csv $OUT/$name.csv > $OUT/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" $OUT/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft --sizes $S --fp64-sizes $F
echo "t=$SECONDS"
for r in 1 2; do
CLFFT_PROFILE=prefetch=0 run off-$r /tmp/b1/bench/clfft-bench --libs libclfft --sizes $S --fp64-sizes $F
echo "t=$SECONDS"
run on-$r /tmp/b1/bench/clfft-bench --libs libclfft --sizes $S --fp64-sizes $F
echo "t=$SECONDS"
done
grep -E "^libclfft +fp" $OUT/peers.log | awk '{print $2,$3,$8}' | tr '\n' ' '; echo
