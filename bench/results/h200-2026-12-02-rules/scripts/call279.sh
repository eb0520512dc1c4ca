#!/bin/bash
# call279 (H200): the variant smaller-groups against the rules (working tree, entry 137's rules) on Bluestein's
# three steps with few rows (A = 4 to 20 x 2048), fp64 and fp32, two alternating runs each of one build
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call279; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/s64 2 "--fp64-sizes 4099,5003,6151,7001,8209,10007,12301,14009,16411,20011 --precision fp64 --kind c2c $E" new rules= small=CLFFT_VARIANT=smaller-groups
python3 .device/cmpvar.py $out/s64 rules small > $out/s64.txt; cat $out/s64.txt
bash .device/abenv.sh $out/r64 2 "--fp64-sizes 5003,10007,14009 --precision fp64 --kind r2c,c2r $E" new rules= small=CLFFT_VARIANT=smaller-groups
python3 .device/cmpvar.py $out/r64 rules small > $out/r64.txt; cat $out/r64.txt
bash .device/abenv.sh $out/s32 2 "--sizes 5003,7001,10007,14009,20011 --precision fp32 --kind c2c $E" new rules= small=CLFFT_VARIANT=smaller-groups
python3 .device/cmpvar.py $out/s32 rules small > $out/s32.txt; cat $out/s32.txt
echo "ab $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call279.tgz call279 && rm -rf call279); echo "done $(( $(date +%s) - start )) s"
