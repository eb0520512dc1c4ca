#!/bin/bash
# Prefetch addresses as the load's address plus a constant (b1, b2) against separately computed ones (b0);
# b2 also prefetches in strided passes of 512 and 1024 rows. Registers/spills by ptxas -v for b0 and b2.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b0 "-DPREFETCH_CONSTANT_OFFSET=0" & build /tmp/b1 "" & build /tmp/b2 "-DPREFETCH_MAX_STRIDED_ROWS=1024" & wait
for b in b0 b2; do
gcc -O1 -o /tmp/kr-$b bench/experiments/kernel_resources.c -Iinclude -L/tmp/$b -lclfft -lOpenCL
mkdir -p /tmp/ptx-$b; KERNEL_RESOURCES_DIR=/tmp/ptx-$b LD_LIBRARY_PATH=/tmp/$b /tmp/kr-$b 1048576 262144 8192 > /dev/null 2>&1
for f in /tmp/ptx-$b/*.bin; do echo "$b $(basename $f): $(ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -E "fwd|spill|registers" | grep -A2 fwd | grep -oE "fft_fwd_[0-9]|[0-9]+ bytes spill stores|Used [0-9]+ registers" | tr '\n' ' ')"; done
done
S=4096,6000,8192,16384,65536,131072,262144,524288,1000000,2^20,2^21,2^24
F=1000,4096,65536,2^20
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2; do
for b in b0 b1 b2; do run $b-$r /tmp/$b/bench/clfft-bench --libs libclfft; done
echo "t=$SECONDS"
done
