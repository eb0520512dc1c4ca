#!/bin/bash
# Whole SIMD groups (1000: 160 work-items instead of 120) against the previous rule, alternating, with peers.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b0 -DWHOLE_SIMD_GROUPS=0 & build /tmp/b1 "" & wait
S=24,48,96,100,500,1000,2187,6000
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 "$@" --sizes $S --fp64-sizes 1000 --rounds 3 --csv $OUT/$name.csv > $OUT/$name.log 2>&1; echo "== $name rc=$?"; grep -E "^(libclfft|vkfft|cufft) " $OUT/$name.log | awk '{print $1,$2,$3,$6,$7}'; }
run peers /tmp/b0/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2 3; do
run old-$r /tmp/b0/bench/clfft-bench --libs libclfft
run new-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
