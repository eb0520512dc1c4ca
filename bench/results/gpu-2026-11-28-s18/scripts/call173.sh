#!/bin/bash
# call173 (H200 wanted): a survey of shapes users commonly ask for (images, video frames, audio lengths, 3D
# grids) outside the issues' tables, HEAD (844b6ba), one run, VkFFT and cuFFT once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call173; mkdir -p $out
E="--elements 134217728 --rounds 2"
[ -x /tmp/b-head/bench/clfft-bench ] || { rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur; bash .device/build.sh head=.device/cur; }
echo "built $(( $(date +%s) - start )) s"
S2="1920x1080,1080x1920,3840x2160,1280x720,640x480,4000x3000,2048x1024,1024x2048,512x512,768x768,1536x1536,3000x3000"
S3="48x48x48,80x80x80,96x96x96,160x160x160,192x192x192,200x200x200,384x384x384,512x256x256,32x256x256"
S1="1080,1920,2160,3840,6000,44100,48000,96000,100000,1000000,4194304,16777216,8192,16384,32768"
bash .device/abrun.sh $out/c 1 "--sizes $S2,$S3,$S1 --kind c2c --precision fp32 $E" 1 head
mkdir -p /tmp/sc && tar -xzf $out/c/csv.tgz -C /tmp/sc && python3 .device/tab1.py /tmp/sc > $out/c-summary.md; cat $out/c-summary.md
echo "c $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/r 1 "--sizes $S2,96x96x96,192x192x192,384x384x384,1080,1920,44100,48000,96000,1000000,4194304 --kind r2c,c2r --precision fp32 $E" 1 head
mkdir -p /tmp/sr && tar -xzf $out/r/csv.tgz -C /tmp/sr && python3 .device/tab1.py /tmp/sr > $out/r-summary.md; cat $out/r-summary.md
echo "r $(( $(date +%s) - start )) s"
if [ $(( $(date +%s) - start )) -lt 420 ]; then
bash .device/abrun.sh $out/d 1 "--sizes 1920x1080,512x512,96x96x96,1000000,44100,4194304 --kind c2c,r2c --precision fp64 $E" 1 head
mkdir -p /tmp/sd && tar -xzf $out/d/csv.tgz -C /tmp/sd && python3 .device/tab1.py /tmp/sd > $out/d-summary.md; cat $out/d-summary.md
fi
echo "done $(( $(date +%s) - start )) s"
