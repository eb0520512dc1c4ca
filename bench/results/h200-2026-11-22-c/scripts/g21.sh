#!/bin/bash
# Prefetch distance in bytes of inputs (profile field prefetch_bytes): off / 2 MiB / 4 MiB (the preset) / 8 MiB,
# the whole sweep, same build, alternating; peers first (with the preset).
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=8,16,32,64,128,256,512,1000,1024,2048,2187,2401,3125,4096,6000,8192,10000,16384,32768,65536,100000,131072,262144,524288,1000000,2^20,2^21,2^22,2^23,2^24
F=64,1000,2187,4096,65536,2^20
mkdir -p $OUT/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 280 "$@" --sizes $S --fp64-sizes $F --rounds 3 --csv $OUT/runs/$name.csv > $OUT/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" $OUT/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
SECONDS=0
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft --png $OUT/runs/peers.png
echo "t=$SECONDS"
for r in 1 2; do
for p in 0 2M 4M 8M; do
CLFFT_PROFILE=prefetch=$p run pf$p-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
echo "t=$SECONDS"
done
echo "cold/warm plan ms (peers run, libclfft):"; grep -E "^libclfft +fp" $OUT/runs/peers.log | awk '{print $2,$3,$8,$9}' | tr '\n' ' '; echo
cd $OUT/runs && tar czf $OUT/runs.tgz . && cd / && rm -rf $OUT/runs
