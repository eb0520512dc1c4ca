#!/bin/bash
# Narrow first passes (a longer first radix with 4 or 8 columns; only its loads are strided) against the rules'
# plans on the long lengths; and the prefetch whole-units rule off on odd lengths.  Two alternating rounds.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
N="-DFIRST_PASS_EXACT -DNARROW_FIRST_COST=0.01"
build() { meson setup /tmp/$1 . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=$2" > $OUT/setup-$1.log 2>&1 && ninja -C /tmp/$1 > $OUT/build-$1.log 2>&1 || { echo BUILD FAIL $1; tail -20 $OUT/build-$1.log; }; }
build base "" & build A "$N -DFIRST_PASS_MIN_RUN_BYTES=32 -DFIRST_PASS_RADIX=2048" & build B "$N -DFIRST_PASS_MIN_RUN_BYTES=64 -DFIRST_PASS_RADIX=2048" &
build C "$N -DFIRST_PASS_MIN_RUN_BYTES=32 -DFIRST_PASS_RADIX=4096" & build D "$N -DFIRST_PASS_MIN_RUN_BYTES=32 -DFIRST_PASS_RADIX=1024" &
build F "$N -DFIRST_PASS_MIN_RUN_BYTES=32 -DFIRST_PASS_RADIX=1000" & build P "-DPREFETCH_WHOLE_UNITS=0" & wait
mkdir -p /tmp/runs
# run NAME BUILD LIBS FP32SIZES FP64SIZES
run() { name=$1; b=$2; libs=$3; s32=$4; s64=$5
  CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/$b/bench/clfft-bench --libs $libs --sizes $s32 --fp64-sizes $s64 --rounds 3 --no-verify --describe /tmp/runs/$name.desc > /tmp/runs/$name.log 2>&1
  echo "== $name rc=$?"; for l in libclfft vkfft cufft; do grep -E "^$l +fp" /tmp/runs/$name.log | awk -v l=$l 'BEGIN{printf "%s:", l} {p=($2=="fp64")?"d":""; printf " %s%s=%d", p, $3, $6} END{print ""}'; done | grep "="; }
LONG=262144,524288,2^20,2^21,2^22,2^23,1000000,100000
ODD=1000,2187,2401,3125
run peers-long base libclfft,vkfft,cufft $LONG 65536,2^20
run peers-odd base libclfft,vkfft,cufft $ODD 1000,1500,2187,2401,3125
for r in 1 2; do
run base-$r base libclfft $LONG 65536,2^20
run A-$r A libclfft 262144,524288,2^20,2^21,2^22,2^23 65536,2^20
run B-$r B libclfft 262144,524288,2^20,2^21 2^20
run C-$r C libclfft 524288,2^20,2^21,2^22,2^23 2^20
run D-$r D libclfft 262144,2^20,2^21 65536,2^20
run F-$r F libclfft 1000000,100000 1000000
run Pbase-$r base libclfft $ODD 1000,1500,2187,2401,3125
run P-$r P libclfft $ODD 1000,1500,2187,2401,3125
done
cd /tmp/runs && tar czf $OUT/g33-runs.tgz .
