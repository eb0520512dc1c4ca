#!/bin/bash
# Mixed lengths with several transforms per group: groups cut to whole 128-byte units of at least 16000 B so that
# they prefetch (b2: -DPREFETCH_WHOLE_GROUPS=1 -DPREFETCH_MIN_GROUP_BYTES=16000) against the rules (b1); alternating.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b1 "" & build /tmp/b2 "-DPREFETCH_WHOLE_GROUPS=1 -DPREFETCH_MIN_GROUP_BYTES=16000" & wait
S=125,250,300,500,600,1000,1500
F=500,1000
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2 3; do
run rules-$r /tmp/b1/bench/clfft-bench --libs libclfft
run whole-$r /tmp/b2/bench/clfft-bench --libs libclfft
done
