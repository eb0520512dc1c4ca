#!/bin/bash
# Prefetch distances for the lengths the rules leave out or that gained little: b2 prefetches every pass
# (-DPREFETCH_MIN_GROUP_BYTES=0 -DPREFETCH_WHOLE_UNITS=0 -DPREFETCH_MAX_STRIDED_ROWS=1024); the distance is
# compute_units groups (groups <= 256 work-items), set through CLFFT_PROFILE=compute_units=D.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b1 "" & build /tmp/b2 "-DPREFETCH_MIN_GROUP_BYTES=0 -DPREFETCH_WHOLE_UNITS=0 -DPREFETCH_MAX_STRIDED_ROWS=1024" & wait
S=32,64,128,1000,2187,2401,3125,100000,1000000,2^21,2^22,2^24
F=1000,2187
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 > $OUT/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" $OUT/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
echo "t=$SECONDS"
for r in 1 2; do
CLFFT_PROFILE=prefetch=0 run off-$r /tmp/b1/bench/clfft-bench --libs libclfft
for d in 132 264 528 1056; do
CLFFT_PROFILE=compute_units=$d run all$d-$r /tmp/b2/bench/clfft-bench --libs libclfft
done
echo "t=$SECONDS"
done
