#!/bin/bash
# call277 (H200): four variants against the rules on Bluestein's three-step rows (fp32 and fp64 C2C), two
# alternating runs each of one build at HEAD
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call277; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
V="complex-values narrow-radix smaller-groups"
specs="rules="; for v in $V; do specs="$specs $v=CLFFT_VARIANT=$v"; done
bash .device/abenv.sh $out/v64 2 "--fp64-sizes 4099,10007,32771,65537,262147 --precision fp64 --kind c2c $E" new $specs
for v in $V; do echo "== fp64 $v"; python3 .device/cmpvar.py $out/v64 rules $v; done > $out/v64.txt; cat $out/v64.txt
echo "v64 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/v32 2 "--sizes 10007,32771,65537,262147 --precision fp32 --kind c2c $E" new $specs
for v in $V; do echo "== fp32 $v"; python3 .device/cmpvar.py $out/v32 rules $v; done > $out/v32.txt; cat $out/v32.txt
echo "v32 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call277.tgz call277 && rm -rf call277); echo "done $(( $(date +%s) - start )) s"
