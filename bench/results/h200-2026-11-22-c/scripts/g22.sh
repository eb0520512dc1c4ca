#!/bin/bash
# Why strided passes of 512/1024 rows lose with prefetching: distance 1 group (pure overhead) vs 16/33/64 groups,
# and prefetching every 2nd/4th value only. b2..b4 allow prefetching in every strided pass.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b1 "" & build /tmp/b2 "-DPREFETCH_MAX_STRIDED_ROWS=1024" & build /tmp/b3 "-DPREFETCH_MAX_STRIDED_ROWS=1024 -DPREFETCH_EVERY=2" & build /tmp/b4 "-DPREFETCH_MAX_STRIDED_ROWS=1024 -DPREFETCH_EVERY=4" & wait
S=131072,262144,524288,2^20
F=2^20
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2; do
run base-$r /tmp/b1/bench/clfft-bench --libs libclfft
for p in 128K 2M 4M 8M; do
CLFFT_PROFILE=prefetch=$p run all-$p-$r /tmp/b2/bench/clfft-bench --libs libclfft
done
for p in 128K 4M; do
CLFFT_PROFILE=prefetch=$p run half-$p-$r /tmp/b3/bench/clfft-bench --libs libclfft
CLFFT_PROFILE=prefetch=$p run quarter-$p-$r /tmp/b4/bench/clfft-bench --libs libclfft
done
echo "t=$SECONDS"
done
