#!/bin/bash
# Measured plans (CLFFT_EFFORT_MEASURE) on the short odd lengths that trail the peers: which variant of the rules wins.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/rel . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/rel > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=75,135,175,250,375,405,675,700,882,1200,1323,1400
cd $OUT
CLFFT_CACHE_DIR=$(mktemp -d) timeout 400 /tmp/rel/bench/clfft-bench --libs libclfft,libclfft-measure,vkfft,cufft --sizes $S --fp64-sizes 1200,250,375 --rounds 3 --no-verify --describe measure.desc > measure.log 2>&1
echo "rc=$?"
for l in libclfft libclfft-measure vkfft cufft; do grep -E "^$l +fp" measure.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done
grep -E "^== measure|<- chosen" measure.desc | paste - - | awk '$0 !~ /rules +[0-9.]+ +<- chosen/' | grep -v "^$" | head -40
grep -B1 -A12 "measured (CLFFT" measure.desc | grep -E "N=|^ +[a-z-]+ +[0-9.]+" | head -150 > cands.txt
