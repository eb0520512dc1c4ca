#!/bin/bash
# Registers and spills (ptxas -v) of 2^20, 16384, 262144 with and without prefetching (every strided pass allowed).
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
meson setup /tmp/b2 . -Dbench=disabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=-DPREFETCH_MAX_STRIDED_ROWS=1024" > $OUT/setup.log 2>&1 && ninja -C /tmp/b2 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail $OUT/build.log; exit 1; }
gcc -O1 -o /tmp/kr bench/experiments/kernel_resources.c -Iinclude -L/tmp/b2 -lclfft -lOpenCL $(pkg-config --cflags OpenCL 2>/dev/null) || exit 1
for p in 0 4M; do
mkdir -p /tmp/ptx-$p
CLFFT_PROFILE=prefetch=$p KERNEL_RESOURCES_DIR=/tmp/ptx-$p LD_LIBRARY_PATH=/tmp/b2 /tmp/kr 1048576 16384 262144 8192 > /tmp/kr-$p.log 2>&1
for f in /tmp/ptx-$p/*.bin; do echo "== prefetch=$p $(basename $f)"; ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -E "Compiling entry|registers|spill" | sed 's/ptxas info *: //' | paste - - - ; done
done
