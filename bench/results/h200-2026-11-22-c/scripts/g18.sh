#!/bin/bash
# L2 prefetch: distances, placement, per-pass masks for 2^20; alternating; peers first.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=64,512,1000,2048,2187,4096,6000,8192,10000,16384,32768,65536,131072,262144,2^20,2^21,2^24
F=64,4096,65536,2^20
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --rounds 3 > $OUT/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" $OUT/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft --sizes $S --fp64-sizes $F
echo "t=$SECONDS"
for r in 1 2; do
for o in "0" "33" "66" "132" "132 -DCLFFT_PREFETCH_BEFORE=1"; do
name=pf$(echo $o | tr -d ' =-' | sed 's/DCLFFT_PREFETCH_BEFORE/b/')-$r
CLFFT_BUILD_OPTIONS="-DCLFFT_PREFETCH_GROUPS=$o" run $name /tmp/b1/bench/clfft-bench --libs libclfft --sizes $S --fp64-sizes $F
echo "t=$SECONDS"
done
for o in "132 -DCLFFT_PREFETCH_PASS_MASK=1" "132 -DCLFFT_PREFETCH_PASS_MASK=2" "66 -DCLFFT_PREFETCH_PASS_MASK=2"; do
name=pf$(echo $o | tr -d ' =-' | sed 's/DCLFFT_PREFETCH_PASS_MASK/m/')-$r
CLFFT_BUILD_OPTIONS="-DCLFFT_PREFETCH_GROUPS=$o" run $name /tmp/b1/bench/clfft-bench --libs libclfft --sizes 131072,262144,2^20 --fp64-sizes 65536,2^20
echo "t=$SECONDS"
done
done
