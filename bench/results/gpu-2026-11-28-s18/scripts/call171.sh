#!/bin/bash
# call171 (H200 wanted): real planes of 16384 points (REAL_PLANE_MAX_POINTS 16384, C2R pairs with radix 32
# where their exchanges take turns), HEAD 844b6ba against the tree, two runs, peers once; then on an H200
# only, issue 18's table and the C2R table, head against new, one run, peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call171; mkdir -p $out
E="--elements 134217728 --rounds 2"
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
S="128x128x128,64x128x128,32x128x128,128x128,64x256,256x64,32x512,512x32,64x64x64"
bash .device/abrun.sh $out/real 2 "--sizes $S --kind r2c,c2r --precision fp32 $E" 1 head new
mkdir -p /tmp/sreal && tar -xzf $out/real/csv.tgz -C /tmp/sreal && python3 .device/tab3.py /tmp/sreal 844b6ba > $out/real-summary.md; cat $out/real-summary.md
echo "real $(( $(date +%s) - start )) s"
[[ $gpu == *H200* ]] || { echo "not an H200: tables not run"; exit 0; }
if [ $(( $(date +%s) - start )) -lt 260 ]; then
bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
mkdir -p /tmp/st18 && tar -xzf $out/t18/csv.tgz -C /tmp/st18 && python3 .device/tab3.py /tmp/st18 844b6ba > $out/t18-summary.md; cat $out/t18-summary.md
echo "t18 $(( $(date +%s) - start )) s"
fi
if [ $(( $(date +%s) - start )) -lt 450 ]; then
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
mkdir -p /tmp/sc2r && tar -xzf $out/c2r/csv.tgz -C /tmp/sc2r && python3 .device/tab3.py /tmp/sc2r 844b6ba > $out/c2r-summary.md; cat $out/c2r-summary.md
fi
echo "done $(( $(date +%s) - start )) s"
