#!/bin/bash
# call168 (H200 wanted): on an H200 only (exits at once otherwise), e3980d0 against 6f3d22b on 16 plane shapes and 100^3, two runs, peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call168; mkdir -p $out
[[ $gpu == *H200* ]] || { echo "not an H200: nothing run"; exit 0; }
if true; then
  rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
  bash .device/build.sh head=.device/cur new=.
  S="75x75,64x100,100x100,90x90,8x1024,64x128,128x64,72x128,80x100,60x100,32x100,16x250,72x72x72,96x96x96,100x100x100,128x64x128"
  bash .device/abrun.sh $out/c 2 "--sizes $S --kind c2c --precision fp32 --elements 134217728 --rounds 2" 1 head new
  python3 .device/cmpvar.py $out/c head new
  echo "ab $(( $(date +%s) - start )) s"
fi
echo "done $(( $(date +%s) - start )) s"
