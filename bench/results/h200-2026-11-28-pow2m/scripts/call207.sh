#!/bin/bash
# call207 (H200 wanted): short one-pass C2C rows with loads and stores staged through local memory where a
# transform's run of work-items is short (lab LAB_RUN_MULT=1: run < 16 values; =2: run < 8) against e2c7316
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call207; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur stg=.:-DLAB_RUN_MULT=1 stg2=.:-DLAB_RUN_MULT=2
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" $3 head stg stg2; for v in stg stg2; do echo "== $v"; python3 .device/cmpvar.py $out/$1 head $v; done | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab short "--sizes 20,28,32,36,40,48,56,60,64,68,72,80,85,96,102,104,114,119,120,136,144,153,160,170,187,192,204,224,238,240,250,255,276,310,341,372,406,465 --fp64-sizes 34,68,102,119,136,170,204,238 --precision both --kind c2c" 1
ab real "--sizes 68,102,136,170,204,238,310,372 --precision fp32 --kind r2c,c2r" 0
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
