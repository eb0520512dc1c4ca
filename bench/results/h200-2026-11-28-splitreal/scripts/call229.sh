#!/bin/bash
# call229 (H200 wanted): odd C2R split lengths in pairs, the columns first (the rule since 763c541) against the
# convolutions first (CLFFT_VARIANT=split-rows-first), HEAD, two runs each; then R2C and C2R of split lengths by
# the rules at HEAD against b4109f3, two runs each; FFTW checks; test_multidim split-real on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call229; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
( meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false > /tmp/bt2.log 2>&1 && ninja -C /tmp/bt2 tests/test_multidim >> /tmp/bt2.log 2>&1 ) &
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S1="--sizes 12345,4115,15465,16x12345 --fp64-sizes 12345,4115 --precision both"
bash .device/abenv.sh $out/order 2 "$S1 --kind c2r $E" new rows=CLFFT_VARIANT=split-rows-first cols=
python3 .device/cmpvar.py $out/order rows cols | tee $out/order.txt; echo "order $(( $(date +%s) - start )) s"
S="--sizes 24690,10344,8230,4938,30930,12345,4115,2469,16x24690 --fp64-sizes 24690,8230,12345 --precision both"
bash .device/abrun.sh $out/ab 2 "$S --kind r2c,c2r $E" 0 head new
python3 .device/cmpvar.py $out/ab head new | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench $S --kind r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
wait
( cd /tmp/bt2 && CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=/tmp/tc timeout 200 ./tests/test_multidim split-real ) > $out/gpu-tests.txt 2>&1
echo "gpu tests $? $(tail -3 $out/gpu-tests.txt | tr '\n' ' ')"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
