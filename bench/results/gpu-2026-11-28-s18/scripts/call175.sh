#!/bin/bash
# call175 (H200 wanted): mixed radices in 1D multi-pass plans (planner.c mixed_passes_apply), HEAD 844b6ba against
# the tree, three runs each on the lengths whose nvidia plans changed and two that did not, peers once; then on an
# H200 only, issue 18's table and the C2R table, head against new, one run, peers once (as far as time allows)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call175; mkdir -p $out
E="--elements 134217728 --rounds 2"
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
S="50000,60000,72000,75000,80000,100000,200000,240000,250000,300000,10000000,600000,1000000"
bash .device/abrun.sh $out/m 3 "--sizes $S --kind c2c --precision fp32 $E" 1 head new
python3 .device/cmpvar.py $out/m head new > $out/m-summary.txt
mkdir -p /tmp/sm && tar -xzf $out/m/csv.tgz -C /tmp/sm && python3 .device/tab3.py /tmp/sm 844b6ba >> $out/m-summary.txt; cat $out/m-summary.txt
echo "m $(( $(date +%s) - start )) s"
[[ $gpu == *H200* ]] || { echo "not an H200: tables not run"; exit 0; }
bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
mkdir -p /tmp/st18 && tar -xzf $out/t18/csv.tgz -C /tmp/st18 && python3 .device/tab3.py /tmp/st18 844b6ba > $out/t18-summary.md; cat $out/t18-summary.md
echo "t18 $(( $(date +%s) - start )) s"
if [ $(( $(date +%s) - start )) -lt 430 ]; then
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
mkdir -p /tmp/sc2r && tar -xzf $out/c2r/csv.tgz -C /tmp/sc2r && python3 .device/tab3.py /tmp/sc2r 844b6ba > $out/c2r-summary.md; cat $out/c2r-summary.md
fi
echo "done $(( $(date +%s) - start )) s"
