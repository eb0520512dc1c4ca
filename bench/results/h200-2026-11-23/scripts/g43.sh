#!/bin/bash
# fp64: 9, 15 and 21 that leave fewer than 10 work-items per transform as radices of at most 7 (FP64_SHORT_ODD_MAX=7)
# against the rule off (0), every fp64 length up to 4096 whose plan it changes; three alternating rounds; peers.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup /tmp/$1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$1.log 2>&1 && ninja -C /tmp/$1 > $OUT/build-$1.log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$1.log; }; }
build base "-DFP64_SHORT_ODD_MAX=0" & build new "" & wait
mkdir -p /tmp/runs
run() { name=$1; b=$2; libs=$3; s=$4
  CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/$b/bench/clfft-bench --libs $libs --sizes 64 --fp64-sizes $s --rounds 3 --no-verify --describe /tmp/runs/$name.desc > /tmp/runs/$name.log 2>&1
  echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp64" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {printf " d%s=%d", $3, $6} END{print ""}'; done | grep "="; }
D=18,30,36,45,54,60,63,72,75,81,90,105,120,135,144
run peers base vkfft,cufft $D
for r in 1 2 3; do run base-$r base libclfft $D; run new-$r new libclfft $D; done
tar -C /tmp/runs -czf $OUT/g43.tgz .
