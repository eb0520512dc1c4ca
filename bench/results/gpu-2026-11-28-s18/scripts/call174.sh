#!/bin/bash
# call174 (H200 wanted): long 1D transforms, the tree with the hook CLFFT_XP_P2 (xp-p2.patch: f = fewest passes,
# m = balanced mixed radices in 1D passes), settings base / f / m / fm, two runs each; peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call174; mkdir -p $out
E="--elements 134217728 --rounds 2"
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
S="65536,1048576,2097152,4194304,8388608,16777216,200000,500000,600000,1000000,2000000,3000000,5000000,10000000,48000,96000"
bash .device/abenv.sh $out/c 2 "--sizes $S --kind c2c --precision fp32 $E" new base= f=CLFFT_XP_P2=f m=CLFFT_XP_P2=m fm=CLFFT_XP_P2=fm
for l in f m fm; do echo "== base vs $l"; python3 .device/cmpvar.py $out/c base $l; done > $out/c-summary.txt; cat $out/c-summary.txt
echo "c $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/r 2 "--sizes 1000000,2000000,4194304,2097152,500000 --fp64-sizes 1000000,2000000,4194304 --kind c2c,r2c,c2r $E" new base= f=CLFFT_XP_P2=f fm=CLFFT_XP_P2=fm
for l in f fm; do echo "== base vs $l"; python3 .device/cmpvar.py $out/r base $l; done > $out/r-summary.txt; cat $out/r-summary.txt
echo "r $(( $(date +%s) - start )) s"
if [ $(( $(date +%s) - start )) -lt 480 ]; then
bash .device/abrun.sh $out/p 0 "--sizes $S --kind c2c --precision fp32 $E" 1 new
cat $out/p/log.txt | grep -E "^(vkfft|cufft) " | awk '{print $1, $3, $4, $7}'
fi
echo "done $(( $(date +%s) - start )) s"
