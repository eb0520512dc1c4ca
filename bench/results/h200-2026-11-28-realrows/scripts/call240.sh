#!/bin/bash
# call240 (H200 wanted): HEAD (the stage per pair) on the GPU: test_multidim bluestein and real; R2C/C2R of even
# lengths in pairs (20014, 131074) and 10007 with peers; fp64 one-kernel M = 9216 primes under smaller-groups
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call240; mkdir -p $out
bash .device/build.sh new=.
( meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false > /tmp/bt2.log 2>&1 && ninja -C /tmp/bt2 tests/test_multidim >> /tmp/bt2.log 2>&1 ) &
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 20014,131074,10007 --precision fp32"
bash .device/abrun.sh $out/even 2 "$S --kind r2c,c2r $E" 1 new
tar -xzf $out/even/csv.tgz -O | awk -F, '$8!="" && $8!="gbps" {print $1,$2,$3,$4,$8}' | sort | tee $out/even.txt
S2="--fp64-sizes 4099,4111,4127,4133 --precision fp64"
bash .device/abenv.sh $out/groups 2 "$S2 --kind c2c $E" new rules= small=CLFFT_VARIANT=smaller-groups
python3 .device/cmpvar.py $out/groups rules small | tee $out/groups.txt
/tmp/b-new/bench/clfft-bench $S --kind r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
wait
( cd /tmp/bt2 && for g in bluestein real; do CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=/tmp/tc timeout 250 ./tests/test_multidim $g; done ) > $out/gpu-tests.txt 2>&1
echo "gpu tests $? $(grep -c 'OK \]' $out/gpu-tests.txt) ok, $(grep -c 'FAILED \]' $out/gpu-tests.txt) failed"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
