#!/bin/bash
# N = 125 (25 transforms x 5 work-items per group): direct loads/stores (the rule: runs of 5 values >= a quarter of
# the 128-byte unit) against tiles staged through local memory (CLFFT_PROFILE=coalesce=256 changes only 125 here).
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; exit 1; }
S=125,250,625
F=125
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2 3; do
run direct-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_PROFILE=coalesce=256 run staged-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
