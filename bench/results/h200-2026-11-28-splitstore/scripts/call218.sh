#!/bin/bash
# call218 (H200 wanted): a split length's twiddle in the column step's stores (working tree: the rule) against
# the large factor's loads (CLFFT_VARIANT=split-load-twiddles, the old plans), fp32 and fp64, split lengths of
# Bluestein and Rader factors, 1D and 2D; the new plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call218; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 12345,24690,8230,2469,10310,3093,1031000,4094,30930,3093x64,64x3093 --fp64-sizes 12345,3093,10310,4094 --precision both"
bash .device/abenv.sh $out/ab 2 "$S --kind c2c $E" new old=CLFFT_VARIANT=split-load-twiddles st=
python3 .device/cmpvar.py $out/ab old st | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench $S --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
