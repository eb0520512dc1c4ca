#!/bin/bash
# call159 (H200 wanted): R2C real planes (pairs) under reim-values (re and im exchanged as separate arrays)
# against the rules, two runs each; the tree
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call159; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
bash .device/abvar.sh $out/re 2 "--sizes 64x64,64x64x64,48x48,128x16,32x128,8x64x64,60x60,64x48 --precision fp32 --kind r2c,c2r --elements 134217728 --rounds 2" new rules reim-values
python3 .device/cmpvar.py $out/re rules reim-values
echo "done $(( $(date +%s) - start )) s"
