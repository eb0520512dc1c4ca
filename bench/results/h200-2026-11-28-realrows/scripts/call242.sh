#!/bin/bash
# call242 (H200 wanted): HEAD (fp64 three steps with rows <= 1024 in smaller groups): FFTW checks of those rows,
# one timing run, test_multidim bluestein-two on the GPU
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call242; mkdir -p $out
bash .device/build.sh new=.
( meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false > /tmp/bt2.log 2>&1 && ninja -C /tmp/bt2 tests/test_multidim >> /tmp/bt2.log 2>&1 ) &
S="--fp64-sizes 4099,6151,6659,3593 --precision fp64"
/tmp/b-new/bench/clfft-bench $S --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
/tmp/b-new/bench/clfft-bench $S --kind c2c,r2c,c2r --elements 134217728 --rounds 2 --no-verify --libs libclfft --csv $out/new.csv > $out/new.txt 2>&1
awk -F, 'NR>1 {print $2,$3,$4,$8}' $out/new.csv
wait
( cd /tmp/bt2 && CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=/tmp/tc timeout 200 ./tests/test_multidim bluestein-two ) > $out/gpu-tests.txt 2>&1
echo "gpu tests $? $(grep -c 'OK \]' $out/gpu-tests.txt) ok, $(grep -c 'FAILED \]' $out/gpu-tests.txt) failed"
echo "done $(( $(date +%s) - start )) s"
