#!/bin/bash
# call228 (H200 wanted): C2R of even split lengths, the convolutions first (the rule) against the columns first
# (CLFFT_VARIANT=split-columns-first), HEAD, two runs each; FFTW checks of the variant's plans
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call228; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 24690,10344,8230,4938,30930,16x24690 --fp64-sizes 24690,8230,10344 --precision both"
bash .device/abenv.sh $out/ab 2 "$S --kind c2r $E" new rows= cols=CLFFT_VARIANT=split-columns-first
python3 .device/cmpvar.py $out/ab rows cols | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
CLFFT_VARIANT=split-columns-first /tmp/b-new/bench/clfft-bench $S --kind c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
