#!/bin/bash
# call200 (H200 wanted): the odd-last rule for one-kernel Bluestein convolutions (fp32 M = 9216, fp64 M =
# 4608; working tree) against 66f8a3f, two runs alternating; VkFFT and cuFFT once; the new plans against FFTW
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call200; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" $3 head new; python3 .device/cmpvar.py $out/$1 head new | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab f32 "--sizes 4099,4111,4133,4357,4603 --precision fp32 --kind c2c,r2c,c2r" 1
ab f64 "--sizes 2063,2111,2203,2297 --fp64-sizes all --precision fp64 --kind c2c,r2c,c2r" 1
/tmp/b-new/bench/clfft-bench --sizes 4099,4603 --fp64-sizes 2063,2297 --precision both --kind c2c,r2c,c2r \
  --elements 4194304 --rounds 1 --iters 1 --libs libclfft --csv $out/verify.csv > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "inaccurate|unsupported|failed" $out/verify.txt | head
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
