#!/bin/bash
# call112 (H200 asked): real 2D/3D plans with the stage rows aligned (xp) against fcd0bbe (head), two runs each, peers once
set +e
start=$(date +%s)
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call112; mkdir -p $out
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/real 2 "--sizes 256x256,1000x1000,1024x1024,2048x2048,4096x4096,1200x1200,1536x1536,100x100x100,128x128x128,256x256x256,512x512x512 --fp64-sizes 1024x1024,128x128x128 --kind r2c,c2r $E" 1 head new
echo "real $(( $(date +%s) - start )) s"
python3 .device/cmpvar.py $out/real head new 2>&1 | tail -40
echo "done $(( $(date +%s) - start )) s"
