#!/bin/bash
# call226 (H200 wanted): GPU test groups at HEAD (73e3cc6): multidim-bluestein-two (with split-real), -one, -real, -c2c, accuracy-primes
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call226; mkdir -p $out
meson setup /tmp/bt3 . -Dbench=disabled -Dexamples=false > /tmp/bt3.log 2>&1 && ninja -C /tmp/bt3 > /tmp/bt3b.log 2>&1 || tail -20 /tmp/bt3*.log
echo "built $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 timeout 500 meson test -C /tmp/bt3 --no-rebuild multidim-bluestein-two multidim-bluestein-one multidim-real multidim-c2c accuracy-primes --num-processes 4 > $out/gpu-tests.txt 2>&1
echo "tests $?"; grep -E "OK|FAIL|TIMEOUT" $out/gpu-tests.txt | tail -8; echo "done $(( $(date +%s) - start )) s"
