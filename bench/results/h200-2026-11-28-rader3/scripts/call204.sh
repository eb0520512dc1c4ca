#!/bin/bash
# call204 (H200 wanted): Rader's one kernels under the rules and the variant odd-last, fp32 and fp64; 11aa30b;
# two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call204; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/rd 2 "--sizes 97,193,641,769,1153,1297,1801,2593,3457 --fp64-sizes all --precision both --kind c2c $E" new rules= ol=CLFFT_VARIANT=odd-last
python3 .device/cmpvar.py $out/rd rules ol | tee $out/rd.txt
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
