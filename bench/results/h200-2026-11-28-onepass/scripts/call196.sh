#!/bin/bash
# call196 (H200 wanted): passes of 15x3 in several-pass plans regrouped where their work-items stay (working
# tree) against c943625 (.device/cur.tar) on every 7-smooth length of 20000 to 4.2 million whose plan changes,
# two runs alternating, libclfft only
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call196; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" 0 head new; python3 .device/cmpvar.py $out/$1 head new | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab c2c "--sizes 450000,460800,483840,504000,518400,540000,737280 --precision fp32 --kind c2c"
ab f64 "--sizes 450000,460800,483840,504000,518400,540000,552960 --fp64-sizes all --precision fp64 --kind c2c"
ab real "--sizes 900000,921600,967680,1008000,1036800,1474560 --precision fp32 --kind r2c,c2r"
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
