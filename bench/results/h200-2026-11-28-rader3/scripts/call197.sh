#!/bin/bash
# call197 (H200 wanted): Rader's convolution in three steps for primes whose p - 1 does not fit one kernel
# (working tree) against affe5af (Bluestein's three steps), two runs alternating; the peers once; the new
# plans verified against FFTW
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call197; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" $3 head new; python3 .device/cmpvar.py $out/$1 head new | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab nice "--sizes 12289,13313,18433,40961,65537,114689,147457,163841 --precision fp32 --kind c2c" 1
ab odd "--sizes 13751,29569,36709,78301,111781,238729,332641,549121,739201,1068751 --precision fp32 --kind c2c" 0
ab f64 "--sizes 12289,40961,65537,147457,36709,332641 --fp64-sizes all --precision fp64 --kind c2c" 1
ab r2c "--sizes 12289,40961,65537,147457,36709 --precision fp32 --kind r2c" 0
# accuracy of the new plans against FFTW on the GPU
/tmp/b-new/bench/clfft-bench --sizes 12289,13313,18433,40961,65537,147457,36709,332641,1068751 --fp64-sizes all \
  --precision both --kind c2c,r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft --csv $out/verify.csv > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "inaccurate|unsupported|failed" $out/verify.txt | head
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
