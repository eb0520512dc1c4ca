#!/bin/bash
# call211 (H200 wanted): fp32 4099's one-kernel Bluestein with convolution lengths that have a generated prime
# radix of 11 to 19 (lab LAB_BLUESTEIN_M, scripts/lab-m.patch of the rader3 results), odd-first and odd-last,
# against the rule's M = 9216 (odd-last); two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call211; mkdir -p $out
bash .device/build.sh lm=.:-DCLFFT_LAB_M
echo "built $(( $(date +%s) - start )) s"
E="--sizes 4099 --precision fp32 --kind c2c,r2c,c2r --elements 134217728 --rounds 2 --no-verify"
S="r="
for m in 8704 8736 8208 8800 9120; do S="$S f$m=LAB_BLUESTEIN_M=4099:$m l$m=LAB_BLUESTEIN_M=4099:$m@CLFFT_VARIANT=odd-last"; done
S="$S f9216=CLFFT_VARIANT=odd-first"
bash .device/abenv.sh $out/m 2 "$E" lm $S
for m in 8704 8736 8208 8800 9120; do for o in f l; do echo "== $o$m"; python3 .device/cmpvar.py $out/m r $o$m; done; done; echo "== f9216"; python3 .device/cmpvar.py $out/m r f9216
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
