#!/bin/bash
# Composite odd radices (25, 27, 15) against their prime factors (CLFFT_PROFILE=registers=32: radix <= 16,
# more work-items per transform), odd and mixed lengths, alternating, three rounds; peers first.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; exit 1; }
S=25,75,125,243,250,375,500,625,729,1000,1500,2187,3125
F=125,250,1000
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2 3; do
run rules-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_PROFILE=registers=32 run r32-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
