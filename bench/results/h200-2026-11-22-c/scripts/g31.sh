#!/bin/bash
# The odd-radix rule's effect on the multi-pass plans it changes: 10^6 (passes of 100 = 4x25 -> 4x5x5), fp64 10^6,
# fp64 10000; new rule (b1) against -DSMALL_ODD_BELOW_THREADS=0 (b0), alternating, three rounds.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b0 "-DSMALL_ODD_BELOW_THREADS=0" & build /tmp/b1 "" & wait
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes 1000000 --fp64-sizes 10000,1000000 --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2 3; do
run old-$r /tmp/b0/bench/clfft-bench --libs libclfft
run new-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
