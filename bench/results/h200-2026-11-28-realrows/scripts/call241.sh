#!/bin/bash
# call241 (H200 wanted): fp64 three-step convolutions under smaller-groups against the rules, by row length
# (4099: 9 x 1024; 6151: 25 x 512; 6659: 27 x 512; 3593: 4 x 2048; 5639: 6 x 2048), two runs each
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call241; mkdir -p $out
bash .device/build.sh new=.
E="--elements 134217728 --rounds 2 --no-verify"
S2="--fp64-sizes 4099,6151,6659,3593,5639 --precision fp64"
bash .device/abenv.sh $out/groups 2 "$S2 --kind c2c,r2c,c2r $E" new rules= small=CLFFT_VARIANT=smaller-groups
python3 .device/cmpvar.py $out/groups rules small | tee $out/groups.txt
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
