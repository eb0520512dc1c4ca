#!/bin/bash
# call144 (H200 asked): the measuring planner's candidates on the real plane pairs (R2C, C2R) and on C2C planes,
# two runs each, at the working tree
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call144; mkdir -p $out
A="--sizes 64x64,64x64x64,48x48,128x16 --kind r2c,c2r --precision fp32 --elements 134217728 --rounds 2"
bash .device/abvar.sh $out/real 2 "$A" new rules reim-values no-pad twiddle-powers early-twiddles
for v in reim-values no-pad twiddle-powers early-twiddles; do echo "== $v"; python3 .device/cmpvar.py $out/real rules $v; done
A="--sizes 64x64x64,64x64,32x32x32 --kind c2c --precision fp32 --elements 134217728 --rounds 2"
bash .device/abvar.sh $out/c2c 2 "$A" new rules narrow-radix complex-values
for v in narrow-radix complex-values; do echo "== $v"; python3 .device/cmpvar.py $out/c2c rules $v; done
echo "done $(( $(date +%s) - start )) s"
