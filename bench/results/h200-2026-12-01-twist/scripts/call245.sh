#!/bin/bash
# call245 (H200 wanted): R2C last pass ablations (fourstep, partner, nobar, alltw), kernel registers
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call245; mkdir -p $out
[ -x /tmp/b-xp/bench/clfft-bench ] || bash .device/build.sh xp=.device/xp
[ -f /tmp/kt.so ] || gcc -O1 -shared -fPIC -o /tmp/kt.so bench/experiments/kernel_times.c -ldl
B=/tmp/b-xp/bench/clfft-bench
E="--elements 134217728 --rounds 2 --no-verify --libs libclfft --in-process --precision fp32"
for mode in none fourstep partner twist+fourstep twist+fourstep+partner nobar alltw; do
  for kind in r2c; do
    XP_FILTER="python3 $PWD/.device/abl2.py $mode" KERNEL_TIMES_FILE=$out/kt-$kind-$mode.txt LD_PRELOAD=/tmp/kt.so CLFFT_CACHE_DIR=$(mktemp -d) timeout 120 $B $E --sizes 65536,1048576 --kind $kind > $out/bench-$kind-$mode.txt 2>&1
    echo "$kind $mode: exit $? $(date +%T)"
  done
done
for v in first-pass-160 wide-radix; do
  CLFFT_VARIANT=$v KERNEL_TIMES_FILE=$out/kt-r2c-$v.txt LD_PRELOAD=/tmp/kt.so CLFFT_CACHE_DIR=$(mktemp -d) timeout 120 $B $E --sizes 65536,1048576 --kind r2c > $out/bench-r2c-$v.txt 2>&1
done
gcc -O1 -o /tmp/kres bench/experiments/kernel_resources.c -Iinclude -L/tmp/b-xp -lclfft-ocl -lOpenCL && mkdir -p /tmp/ptx && KERNEL_RESOURCES_DIR=/tmp/ptx LD_LIBRARY_PATH=/tmp/b-xp:$LD_LIBRARY_PATH /tmp/kres r2c:1048576 r2c:65536 524288 32768 c2r:65536 c2r:1048576 > $out/kres.txt 2>&1
for f in /tmp/ptx/*.bin; do echo "== $f"; ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -E "Compiling|registers"; done > $out/ptxas.txt 2>&1
(cd $OUT && tar czf call245.tgz call245 && rm -rf call245); echo "done $(( $(date +%s) - start )) s"
