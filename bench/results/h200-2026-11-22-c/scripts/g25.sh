#!/bin/bash
# Short lengths: the rules' groups (8 KiB at 32-128, no prefetch) against CLFFT_VARIANT=bigger-groups
# (twice the transforms per group: 16 KiB, so they prefetch), alternating; peers first.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/b1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b1 > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=8,16,32,64,128,256,512,1000,1024,2048,2187,4096
F=64,128,1000,2187
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --sizes $S --fp64-sizes $F --rounds 3 --describe /tmp/runs/$name.txt > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft
for r in 1 2 3; do
run rules-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_VARIANT=bigger-groups run bigger-$r /tmp/b1/bench/clfft-bench --libs libclfft
CLFFT_VARIANT=bigger-groups CLFFT_PROFILE=prefetch=0 run bigger-nopf-$r /tmp/b1/bench/clfft-bench --libs libclfft
done
grep -E "^ *pass 0|^== " /tmp/runs/bigger-1.txt | grep -o "N=[0-9]* .*fp[0-9]*\|work-group [0-9]* = [0-9]* transforms\|prefetch [0-9]* groups*" | paste -sd' ' | sed 's/N=/\nN=/g'
