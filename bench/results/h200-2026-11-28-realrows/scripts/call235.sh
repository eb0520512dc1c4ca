#!/bin/bash
# call235 (H200 wanted): R2C of long primes, two rows per transform through Bluestein's three steps (4286d41)
# against f58fb5b (single rows), two runs each, peers once; FFTW checks; test_multidim bluestein-two on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call235; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
( meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false > /tmp/bt2.log 2>&1 && ninja -C /tmp/bt2 tests/test_multidim >> /tmp/bt2.log 2>&1 ) &
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 10007,20011,30011,65537,100003,999983,16x10007,8209 --fp64-sizes 10007,65537,999983 --precision both"
bash .device/abrun.sh $out/ab 2 "$S --kind r2c $E" 1 head new
python3 .device/cmpvar.py $out/ab head new | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench $S --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
wait
( cd /tmp/bt2 && CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=/tmp/tc timeout 200 ./tests/test_multidim bluestein-two ) > $out/gpu-tests.txt 2>&1
echo "gpu tests $? $(tail -3 $out/gpu-tests.txt | tr '\n' ' ')"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
