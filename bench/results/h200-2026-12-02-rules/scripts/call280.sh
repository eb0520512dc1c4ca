#!/bin/bash
# call280 (H200): every variant that changes one of issue 19's C2C plans against the rules (HEAD 7a85d87, one
# build), two alternating runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call280; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
V="odd-first odd-last wide-radix narrow-radix complex-values reim-values bigger-groups smaller-groups table-twiddles early-twiddles twiddle-powers row-twiddles column-twiddles plain-radices"
specs="rules="; for v in $V; do specs="$specs $v=CLFFT_VARIANT=$v"; done
bash .device/abenv.sh $out/v19 2 "--sizes 97,102,1031,4099,10007,65537,999983 --fp64-sizes 1031,4099,999983 --precision both --kind c2c $E" new $specs
for v in $V; do echo "== $v"; python3 .device/cmpvar.py $out/v19 rules $v | awk '$6 > 1.025 || $6 < 0.9 || /geomean/'; done > $out/v19.txt; cat $out/v19.txt
echo "v19 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call280.tgz call280 && rm -rf call280); echo "done $(( $(date +%s) - start )) s"
