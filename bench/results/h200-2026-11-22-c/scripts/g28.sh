#!/bin/bash
# N = 125 variants: the rules (25x5, re/im arrays padded 1 per 32), complex values, no padding (banks=0),
# 5x5x5 with 25 work-items per transform (registers=32), smaller groups; alternating, three rounds.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; exit 1; }
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 100 "$@" --sizes 125 --rounds 3 > /tmp/runs/$name.log 2>&1; echo "$name: $(grep -E '^libclfft +fp' /tmp/runs/$name.log | awk '{print $6}')"; }
for r in 1 2 3; do
run rules-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_VARIANT=complex-values run complex-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_PROFILE=banks=0 run nopad-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_PROFILE=registers=32 run r555-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_VARIANT=smaller-groups run smaller-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
