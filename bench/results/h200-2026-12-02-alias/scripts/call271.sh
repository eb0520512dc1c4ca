#!/bin/bash
# call271 (H200): with the correction unrolled (a83fbe4), aliased-m (up to 256 outputs and M / 4) against the
# rules (M >= 32 count) on the lengths call266 timed with the loop between ratios 7 and 23; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call271; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/cnt 2 "--sizes 277,293,557,1061,1063,1069,1087 --fp64-sizes 557,1087 --precision both --kind c2c $E" new rules= al=CLFFT_VARIANT=aliased-m
bash .device/abenv.sh $out/cntr 2 "--sizes 277,1069,1087 --precision fp32 --kind r2c,c2r $E" new rules= al=CLFFT_VARIANT=aliased-m
python3 .device/cmpvar.py $out/cnt rules al > $out/cnt.txt; cat $out/cnt.txt; python3 .device/cmpvar.py $out/cntr rules al > $out/cntr.txt; cat $out/cntr.txt
echo "cnt $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call271.tgz call271 && rm -rf call271); echo "done $(( $(date +%s) - start )) s"
