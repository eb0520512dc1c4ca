#!/bin/bash
# call148 (any card): each launch's device time (xp-steptimes.patch on the tree with the CLFFT_XP_FACTORS hook):
# 1000x1000 C2C/R2C/C2R with the rules' and with 10x10x10 columns; 4096x4096 C2C, 1000 C2C, 4096 C2R/R2C
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
bash .device/build.sh st=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call148; mkdir -p $out/logs $out/logs2
export CLFFT_XP_STEP_TIMES=1
run() { /tmp/b-st/bench/clfft-bench --sizes $1 --kind $2 --precision fp32 --elements 134217728 --rounds 1 --iters 8 --libs libclfft --no-verify --in-process > $3/$2-$1.log 2>&1; }
for k in c2c r2c c2r; do run 1000x1000 $k $out/logs; done
run 4096x4096 c2c $out/logs; run 1000 c2c $out/logs; run 4096 c2r $out/logs; run 4096 r2c $out/logs; run 2048x2048 c2c $out/logs
export CLFFT_XP_FACTORS=1000+:10.10.10
for k in c2c r2c c2r; do run 1000x1000 $k $out/logs2; done
python3 .device/steps.py $out/logs > $out/steps.txt; python3 .device/steps.py $out/logs2 > $out/steps-c10.txt; cat $out/steps.txt $out/steps-c10.txt; rm -rf $out/logs $out/logs2
echo "done $(( $(date +%s) - start )) s"
