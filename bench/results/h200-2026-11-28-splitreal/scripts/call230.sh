#!/bin/bash
# call230 (H200 wanted): GPU test groups at HEAD: multidim-bluestein-two (with split-real), -one, -real, -c2c,
# -layouts, accuracy-primes; FFTW checks of split real lengths one row per transform (batch 1)
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call230; mkdir -p $out
meson setup /tmp/bt3 . -Dbench=enabled -Dexamples=false > /tmp/bt3.log 2>&1 && ninja -C /tmp/bt3 > /tmp/bt3b.log 2>&1 || tail -20 /tmp/bt3*.log
echo "built $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 timeout 450 meson test -C /tmp/bt3 --no-rebuild multidim-bluestein-two multidim-bluestein-one multidim-real multidim-c2c multidim-layouts accuracy-primes --num-processes 4 > $out/gpu-tests.txt 2>&1
echo "tests $?"; grep -E " OK | FAIL|TIMEOUT" $out/gpu-tests.txt | tail -8
for n in 12345 24690 4115 10344; do /tmp/bt3/bench/clfft-bench --sizes $n --kind r2c,c2r --precision both --elements $n --rounds 1 --iters 1 --libs libclfft; done > $out/verify-single.txt 2>&1
echo "verify $? $(grep -c ' ok' $out/verify-single.txt) ok, $(grep -ciE 'inaccurate|unsupported|failed' $out/verify-single.txt) bad"
echo "done $(( $(date +%s) - start )) s"
