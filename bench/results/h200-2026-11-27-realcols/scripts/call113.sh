#!/bin/bash
# call113 (H200 asked): each launch's device time (xp-steptimes.patch on b878aaf), min over launches, per shape
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh st=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call113; mkdir -p $out/logs
export CLFFT_XP_STEP_TIMES=1
run() { /tmp/b-st/bench/clfft-bench --sizes $1 --kind $2 --precision ${3:-fp32} --fp64-sizes all --elements 134217728 --rounds 1 --iters 8 --libs libclfft --no-verify --in-process > $out/logs/$2-$1-${3:-fp32}.log 2>&1; }
for k in c2c r2c c2r; do for s in 256x256 1000x1000 1024x1024 2048x2048 4096x4096 128x128x128 256x256x256 512x512x512 100x100x100 1024 4096; do run $s $k; done; done
for s in 1031 4099 10007 65537 999983; do run $s c2c; done
run 65537 c2c fp64; run 1024x1024 c2c fp64
python3 .device/steps.py $out/logs > $out/steps.txt
cat $out/steps.txt
echo "done $(( $(date +%s) - start )) s"
