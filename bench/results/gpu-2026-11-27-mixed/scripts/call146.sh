#!/bin/bash
# call146 (H200 only): call142's real planes table on an H200: abb1293 against 84ca242, two runs, peers once
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nvidia-smi --query-gpu=name --format=csv,noheader | grep -q H200 || { echo "not an H200"; exit 3; }
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call146; mkdir -p $out
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $out/planes 2 "--sizes 16x16,32x32,64x16,64x32,32x64,64x64,128x32,32x128,32x32x32,64x64x64,8x64x64,128x16,512x8,256x16,48x48,64x48,60x60,100x40,80x50,64x36,36x64,8x60x60,30x30x30 --fp64-sizes 64x64,64x64x64,128x16,60x60 --kind r2c,c2r $E" 1 head new
mkdir -p /tmp/splanes && tar -xzf $out/planes/csv.tgz -C /tmp/splanes && python3 .device/tab3.py /tmp/splanes abb1293 > $out/planes-summary.md; cat $out/planes-summary.md
echo "done $(( $(date +%s) - start )) s"
