#!/bin/bash
# call128: each launch's device time at HEAD (composite split columns): rules, split-columns, whole-columns
# split columns (rules), forced split (split-columns: smallest R), rows then columns (whole-columns)
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh st=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call128; mkdir -p $out/logs
export CLFFT_XP_STEP_TIMES=1
run() { CLFFT_VARIANT=$3 /tmp/b-st/bench/clfft-bench --sizes $1 --kind ${4:-c2c} --precision fp32 --elements 134217728 --rounds 1 --iters 8 --libs libclfft --no-verify --in-process > $out/logs/${4:-c2c}-$1-$2.log 2>&1; }
for s in 1000x1000 2000x2000 500x500 1200x1200; do run $s rules ""; run $s split split-columns; run $s whole whole-columns; done
for s in 1000x1000 1200x1200 2048x2048; do run $s rules "" r2c; run $s split split-columns r2c; run $s whole whole-columns r2c; done
python3 .device/steps.py $out/logs > $out/steps.txt
cat $out/steps.txt
echo "done $(( $(date +%s) - start )) s"
