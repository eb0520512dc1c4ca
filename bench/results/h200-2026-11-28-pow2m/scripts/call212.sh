#!/bin/bash
# call212 (H200 wanted): 823's one-kernel Bluestein (alone and as 12345 = 15 x 823's row step) with other
# convolution lengths (lab LAB_BLUESTEIN_M) and odd-last, against the rule's M = 1728; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call212; mkdir -p $out
bash .device/build.sh lm=.:-DCLFFT_LAB_M
echo "built $(( $(date +%s) - start )) s"
E="--sizes 823,12345 --precision fp32 --kind c2c --elements 134217728 --rounds 2 --no-verify"
S="r= l1728=CLFFT_VARIANT=odd-last"
for m in 1664 1680 1792 2048; do S="$S f$m=LAB_BLUESTEIN_M=823:$m l$m=LAB_BLUESTEIN_M=823:$m@CLFFT_VARIANT=odd-last"; done
bash .device/abenv.sh $out/m 2 "$E" lm $S
for s in ${S#r= }; do v=${s%%=*}; echo "== $v"; python3 .device/cmpvar.py $out/m r $v; done
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
