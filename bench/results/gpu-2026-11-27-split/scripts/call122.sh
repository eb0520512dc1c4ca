#!/bin/bash
# call122: each launch's device time (xp-steptimes.patch on the working tree), min over 8 launches:
# split columns (rules), forced split (split-columns: smallest R), rows then columns (whole-columns)
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh st=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call122; mkdir -p $out/logs
export CLFFT_XP_STEP_TIMES=1
run() { CLFFT_VARIANT=$3 /tmp/b-st/bench/clfft-bench --sizes $1 --kind c2c --precision fp32 --elements 134217728 --rounds 1 --iters 8 --libs libclfft --no-verify --in-process > $out/logs/$1-$2.log 2>&1; }
for s in 1000x1000 2048x2048 4096x4096 1200x1200 2000x2000 1536x1536; do run $s rules ""; run $s split split-columns; run $s whole whole-columns; done
python3 .device/steps.py $out/logs > $out/steps.txt
cat $out/steps.txt
echo "done $(( $(date +%s) - start )) s"
