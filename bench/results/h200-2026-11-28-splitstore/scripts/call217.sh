#!/bin/bash
# call217 (H200 wanted): where a split length's time goes (lab -DCLFFT_LAB_SPLIT, timing only, wrong values):
# the second step's twiddle left out (notw) or read at the element's index (cotw), its stores in row order
# (rows), one step skipped (onlyb: step 0 skipped, onlya: step 1 skipped); against the rules (base)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call217; mkdir -p $out
bash .device/build.sh lab=.:-DCLFFT_LAB_SPLIT
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 12345,24690,2469,10310,823 --fp64-sizes 12345 --precision both"
bash .device/abenv.sh $out/w 2 "$S --kind c2c $E" lab base= notw=LAB_SPLIT=notw cotw=LAB_SPLIT=cotw rows=LAB_SPLIT=rowstore onlyb=LAB_SKIP_STEP=0 onlya=LAB_SKIP_STEP=1 both=LAB_SPLIT=notw@LAB_SPLIT_M=2
for v in notw cotw rows onlyb onlya both; do echo "== $v"; python3 .device/cmpvar.py $out/w base $v | tee $out/w-$v.txt; done
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
