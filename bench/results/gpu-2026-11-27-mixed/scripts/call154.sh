#!/bin/bash
# call154 (H200 wanted): issue 18's table and the C2R table, 84ca242 against the tree (mixed radices), one run
# each, VkFFT and cuFFT once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call154; mkdir -p $out
E="--elements 134217728 --rounds 2"
[ -x /tmp/b-head/bench/clfft-bench ] && [ -x /tmp/b-new/bench/clfft-bench ] || { rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur; bash .device/build.sh head=.device/cur new=.; }
echo "built $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
echo "t18 $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
for t in t18 c2r; do mkdir -p /tmp/s$t && tar -xzf $out/$t/csv.tgz -C /tmp/s$t && python3 .device/tab3.py /tmp/s$t 84ca242 > $out/$t-summary.md; cat $out/$t-summary.md; done
echo "done $(( $(date +%s) - start )) s"
