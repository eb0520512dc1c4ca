#!/bin/bash
# Short odd lengths whose composites below radix 16 (15, 21) leave few work-items per transform:
# the rules against CLFFT_PROFILE=registers=8 (odd radices of at most 8: 75 = 5x5x3), three alternating rounds; peers.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/rel . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/rel > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
mkdir -p /tmp/runs
run() { name=$1; libs=$2; s32=$3; shift 3
  env "$@" CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/rel/bench/clfft-bench --libs $libs --sizes $s32 --fp64-sizes $s32 --rounds 3 --no-verify --describe /tmp/runs/$name.desc > /tmp/runs/$name.log 2>&1
  echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
S=45,75,105,135,165,195,225,315,375,525
run peers vkfft,cufft $S X=1
for r in 1 2 3; do run rules-$r libclfft $S X=1; run reg8-$r libclfft $S CLFFT_PROFILE=registers=8; done
tar -C /tmp/runs -czf $OUT/g42.tgz .
