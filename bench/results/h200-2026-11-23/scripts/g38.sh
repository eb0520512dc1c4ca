#!/bin/bash
# One-pass plans whose composite odd radices leave fewer than two SIMD widths of work-items per transform, while their factors give at least that many, run as the factors (SMALL_ODD_FILL_SIMDS=2) against the rule off (0); three alternating rounds; peers on the same lengths.

source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup /tmp/$1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$1.log 2>&1 && ninja -C /tmp/$1 > $OUT/build-$1.log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$1.log; }; }
build base "-DSMALL_ODD_FILL_SIMDS=0" & build fill "" & wait
mkdir -p /tmp/runs
run() { name=$1; b=$2; libs=$3; s32=$4
  CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/$b/bench/clfft-bench --libs $libs --sizes $s32 --fp64-sizes $D --rounds 3 --no-verify --describe /tmp/runs/$name.desc > /tmp/runs/$name.log 2>&1
  echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
S=500,625,648,700,729,756,875,882,972,1000,1050,1125,1134,1200,1215,1225,1250,1260,1296,1323,1350,1400,1458,1500,1575,1620,1701
D=1200,1250,1296,1000,1500
run peers base vkfft,cufft $S
for r in 1 2 3; do run base-$r base libclfft $S; run fill-$r fill libclfft $S; done
tar -C /tmp/runs -czf $OUT/g38.tgz .
