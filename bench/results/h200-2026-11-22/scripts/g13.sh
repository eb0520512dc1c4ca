#!/bin/bash
# Fused passes with PTX membar.gl: alternating runs against separate launches, with peers.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b0 -DFUSION=0 & build /tmp/b1 "" & build /tmp/bg -DFUSE_MAX_GROUP=512 & wait
S=32768,65536,131072,262144,2^20
F64=32768,65536,262144
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 "$@" --sizes $SZ --fp64-sizes $F64 --rounds 3 --csv $OUT/$name.csv > $OUT/$name.log 2>&1; echo "== $name rc=$?"; grep -E "^(libclfft|vkfft|cufft) " $OUT/$name.log | awk '{print $1,$2,$3,$6,$7}'; }
SZ=$S run base-peers /tmp/b0/bench/clfft-bench --libs libclfft,vkfft,cufft
SZ=$S run fused1 /tmp/b1/bench/clfft-bench --libs libclfft
SZ=$S run base1 /tmp/b0/bench/clfft-bench --libs libclfft
SZ=$S run fused2 /tmp/b1/bench/clfft-bench --libs libclfft
SZ=$S CLFFT_PROFILE=cache=100M run fused-c100 /tmp/b1/bench/clfft-bench --libs libclfft
SZ=2^20 F64=2^20 run group512 /tmp/bg/bench/clfft-bench --libs libclfft
# the fence in NVIDIA's PTX of a fused program
D=$(mktemp -d); CLFFT_CACHE_DIR=$D timeout 60 /tmp/b1/bench/clfft-bench --libs libclfft --sizes 65536 --fp64-sizes 64 --rounds 1 --no-verify > /dev/null 2>&1
for f in $D/*; do echo "$f: $(grep -a -c 'membar.gl' $f) membar.gl, $(grep -a -c 'membar.cta' $f) membar.cta"; done | tee $OUT/ptx-fences.txt
