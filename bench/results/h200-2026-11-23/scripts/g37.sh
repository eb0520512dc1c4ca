#!/bin/bash
# fp32: composite odd radices as their factors below 64 work-items per transform (SMALL_ODD_BELOW_THREADS=64)
# against the default (10), three alternating rounds; peers on the same lengths.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup /tmp/$1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$1.log 2>&1 && ninja -C /tmp/$1 > $OUT/build-$1.log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$1.log; }; }
build base "" & build t64 "-DSMALL_ODD_BELOW_THREADS=64" & wait
mkdir -p /tmp/runs
run() { name=$1; b=$2; libs=$3; s32=$4
  CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/$b/bench/clfft-bench --libs $libs --sizes $s32 --rounds 3 --no-verify --describe /tmp/runs/$name.desc > /tmp/runs/$name.log 2>&1
  echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
S=250,375,405,500,625,675,729,875,1000,1125,1215,1250,1500,2187,3125,50000,100000,250000
run peers base vkfft,cufft $S
for r in 1 2 3; do run base-$r base libclfft $S; run t64-$r t64 libclfft $S; done
tar -C /tmp/runs -czf $OUT/g37.tgz .
