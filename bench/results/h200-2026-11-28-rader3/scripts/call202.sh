#!/bin/bash
# call202 (H200 wanted): one-kernel convolutions of M below 4608 (Bluestein) and Rader's one kernels under the
# rules and the variant odd-last; 12345's split second step (823, M = 1728); acbac92; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call202; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/ol 2 "--sizes 263,523,787,823,1031,1279,1543,12345,1801,2053,193,769 --fp64-sizes 263,523,787,823,1279,1543,1801 --precision both --kind c2c $E" new rules= ol=CLFFT_VARIANT=odd-last
python3 .device/cmpvar.py $out/ol rules ol | tee $out/ol.txt
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
