#!/bin/bash
# NVIDIA compiler options against cold plan time and bandwidth (CLFFT_BUILD_OPTIONS).
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail $OUT/build.log; }
S=64,1000,4096,8192,16384,65536,2^20
run() { name=$1; opts=$2; CLFFT_BUILD_OPTIONS="$opts" CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/b/bench/clfft-bench --libs libclfft --sizes $S --fp64-sizes 64,4096 --rounds 3 --csv $OUT/$name.csv > $OUT/$name.log 2>&1; echo "== $name [$opts] rc=$?"; grep -E "^libclfft " $OUT/$name.log | awk '{print $2,$3,$6,$7,$8,$9}'; }
for round in 1 2; do
run opt-default-$round ""
run opt-level2-$round "-cl-nv-opt-level=2"
run opt-level1-$round "-cl-nv-opt-level=1"
run opt-level0-$round "-cl-nv-opt-level=0"
done
run opt-disable "-cl-opt-disable"
