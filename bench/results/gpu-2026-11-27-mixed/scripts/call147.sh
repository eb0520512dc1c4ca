#!/bin/bash
# call147 (any card): mixed radices (10 = 2x5, 20) for 1000/500/100-point passes through CLFFT_XP_FACTORS
# (an uncommitted hook in lib/pass_shape.c), two runs each
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call147; mkdir -p $out
A="--sizes 1000x1000,1000,100x100x100,500 --kind c2c,r2c,c2r --precision fp32 --elements 134217728 --rounds 2"
bash .device/abenv.sh $out/mix 2 "$A" new "base=" "c10=CLFFT_XP_FACTORS=1000+:10.10.10" "c20=CLFFT_XP_FACTORS=1000+:20.10.5" \
  "r10=CLFFT_XP_FACTORS=1000:10.10.10,500:10.10.5" "h10=CLFFT_XP_FACTORS=100+:10.10,100:10.10" "all=CLFFT_XP_FACTORS=1000+:10.10.10,1000:10.10.10,500:10.10.5,100+:10.10,100:10.10"
for v in c10 c20 r10 h10 all; do echo "== $v"; python3 .device/cmpvar.py $out/mix base $v; done
echo "done $(( $(date +%s) - start )) s"
