#!/bin/bash
# Composite odd radices with fewer than 10 work-items per transform split into their factors (b1, the new rule)
# against the old rule (b0: -DSMALL_ODD_BELOW_THREADS=0); then libclfft-measure with the new small-odd-radices
# variant among its candidates. Alternating, three rounds.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
build() { meson setup $1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$(basename $1).log 2>&1 && ninja -C $1 > $OUT/build-$(basename $1).log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$(basename $1).log; }; }
build /tmp/b0 "-DSMALL_ODD_BELOW_THREADS=0" & build /tmp/b1 "" & wait
S=25,75,81,125,135,175,243,250,1000
F=75,125,243
mkdir -p /tmp/runs
run() { name=$1; shift; CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 "$@" --rounds 3 > /tmp/runs/$name.log 2>&1; echo "== $name rc=$?"; for l in libclfft libclfft-measure vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
run peers /tmp/b1/bench/clfft-bench --libs libclfft,vkfft,cufft --sizes $S --fp64-sizes $F
for r in 1 2 3; do
run old-$r /tmp/b0/bench/clfft-bench --libs libclfft --sizes $S --fp64-sizes $F
run new-$r /tmp/b1/bench/clfft-bench --libs libclfft --sizes $S --fp64-sizes $F
done
run measure /tmp/b1/bench/clfft-bench --libs libclfft,libclfft-measure --sizes 500,625,729,1500 --fp64-sizes 1000 --describe /tmp/runs/describe.txt
grep -E "^== |<- chosen" /tmp/runs/describe.txt | paste - - | grep measure | head
