#!/bin/bash
# call220 (H200 wanted): split lengths with the convolutions first (variant split-rows-first: one row per
# work-group, the twiddles in the column step's loads) against the rules (columns first, the twiddles in the
# column step's stores), fp32 and fp64, n2 = 107 to 2063; the variant's plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call220; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 2469,4115,8230,12345,24690,3093,10310,30930,7698,8252,4815,5172,64x3093 --fp64-sizes 12345,3093,10310,8230,4815,7698 --precision both"
bash .device/abenv.sh $out/ab 2 "$S --kind c2c $E" new r= rf=CLFFT_VARIANT=split-rows-first
python3 .device/cmpvar.py $out/ab r rf | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
CLFFT_VARIANT=split-rows-first /tmp/b-new/bench/clfft-bench $S --kind c2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
