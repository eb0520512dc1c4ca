#!/bin/bash
# call219 (H200 wanted): split lengths' convolutions first (split-rows-first) with 1, 2 and the rule's 8 rows
# per work-group (lab -DCLFFT_LAB_SPLIT, env LAB_SPLIT_M), and columns first with 2 rows per group, against
# the rules at 7abe0a9 (twiddles in the column step's stores); the lab plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call219; mkdir -p $out
bash .device/build.sh lab=.:-DCLFFT_LAB_SPLIT
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 12345,24690,8230,2469,10310,3093 --fp64-sizes 12345,3093 --precision both"
bash .device/abenv.sh $out/w 2 "$S --kind c2c $E" lab base= rf=CLFFT_VARIANT=split-rows-first rfa=CLFFT_VARIANT=split-rows-first@LAB_SPLIT_M=1 rfb=CLFFT_VARIANT=split-rows-first@LAB_SPLIT_M=2 cfb=LAB_SPLIT_M=2
for v in rf rfa rfb cfb; do echo "== $v"; python3 .device/cmpvar.py $out/w base $v | tee $out/w-$v.txt; done
CLFFT_VARIANT=split-rows-first LAB_SPLIT_M=1 /tmp/b-lab/bench/clfft-bench $S --kind c2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
