#!/bin/bash
# call135: each launch's device time at HEAD (abb1293) for the shapes near or below their targets
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh st=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call135; mkdir -p $out/logs
export CLFFT_XP_STEP_TIMES=1
run() { /tmp/b-st/bench/clfft-bench --sizes $1 --kind $2 --precision ${3:-fp32} --elements 134217728 --rounds 1 --iters 8 --libs libclfft --no-verify --in-process > $out/logs/$2-$1-${3:-fp32}.log 2>&1; }
for s in 64x64x64 100x100x100 128x128x128 256x256x256 1000x1000 1024x1024 4096x4096 256x256 4096 1000; do run $s c2c; done
for s in 2048x2048 256x256 64x64x64 128x128x128 1000x1000 1024 4096; do run $s r2c; done
for s in 64x64 4096 65536 4096x4096 1024; do run $s c2r; done
run 128x128x128 c2c fp64; run 1031 c2c fp64; run 102 c2c
python3 .device/steps.py $out/logs > $out/steps.txt
cat $out/steps.txt
echo "done $(( $(date +%s) - start )) s"
