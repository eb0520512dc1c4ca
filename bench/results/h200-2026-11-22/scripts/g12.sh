#!/bin/bash
# Fused passes (one persistent kernel per plan) against separate launches, H200.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b0 -DFUSION=0 & build /tmp/b1 "" & build /tmp/bl1 -DFUSE_LAG=1 & build /tmp/bl4 -DFUSE_LAG=4 & wait
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader | tee $OUT/gpu.txt
S=32768,65536,262144,2^20,1000000
F64=65536,2^20
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $SZ --fp64-sizes $F64 --rounds 3 --csv $OUT/$name.csv > $OUT/$name.log 2>&1; echo "== $name rc=$?"; grep -E "^ *(fp32|fp64)|libclfft|vkfft|cufft" $OUT/$name.log | grep -v "^#" | head -40; }
SZ=$S run base-peers /tmp/b0/bench/clfft-bench --libs libclfft,vkfft,cufft
SZ=$S run fused /tmp/b1/bench/clfft-bench --libs libclfft
SZ=$S,2^21,2^22 CLFFT_PROFILE=cache=200M run fused-c200 /tmp/b1/bench/clfft-bench --libs libclfft
SZ=$S CLFFT_PROFILE=cache=25M run fused-c25 /tmp/b1/bench/clfft-bench --libs libclfft
SZ=$S run lag1 /tmp/bl1/bench/clfft-bench --libs libclfft
SZ=$S run lag4 /tmp/bl4/bench/clfft-bench --libs libclfft
SZ=$S run base2 /tmp/b0/bench/clfft-bench --libs libclfft
# fences in NVIDIA's PTX of a fused program
D=$(mktemp -d); CLFFT_CACHE_DIR=$D timeout 60 /tmp/b1/bench/clfft-bench --libs libclfft --sizes 65536 --fp64-sizes 64 --rounds 1 --no-verify > /dev/null 2>&1
ls -la $D | head; for f in $D/*; do grep -a -c "membar\|fence" $f; grep -a -m5 "membar\|fence\|atom" $f; done > $OUT/ptx-fences.txt 2>&1; head -20 $OUT/ptx-fences.txt
