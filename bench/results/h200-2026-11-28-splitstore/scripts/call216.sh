#!/bin/bash
# call216 (H200 wanted): the split's second step (k x 823, k x 1031) with 2, 4 and 8 rows per work-group
# (lab: -DCLFFT_LAB_SPLITM, env LAB_SPLIT_M; the stores of adjacent rows adjacent) against the rules (one
# row per group); pow2-m on primes whose M is 3 x 2^k; the lab plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call216; mkdir -p $out
bash .device/build.sh lab=.:-DCLFFT_LAB_SPLITM
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 12345,24690,8230,2469,10310,3093,1031000 --fp64-sizes 12345,3093,10310 --precision both"
bash .device/abenv.sh $out/split 2 "$S --kind c2c $E" lab r= a=LAB_SPLIT_M=2 b=LAB_SPLIT_M=4 c=LAB_SPLIT_M=8
for v in a b c; do python3 .device/cmpvar.py $out/split r $v | tee $out/split-$v.txt; done; echo "split $(( $(date +%s) - start )) s"
for m in 2 4 8; do LAB_SPLIT_M=$m /tmp/b-lab/bench/clfft-bench $S --kind c2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify$m.txt 2>&1
echo "verify $m: $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify$m.txt)"; done
bash .device/abenv.sh $out/pow2 2 "--sizes 173,191,373,383,739,743,1487,1511,1523 --fp64-sizes 383,739,1511 --precision both --kind c2c $E" lab r= p=CLFFT_VARIANT=pow2-m
python3 .device/cmpvar.py $out/pow2 r p | tee $out/pow2.txt
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
