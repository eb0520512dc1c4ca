#!/bin/bash
# call106 (H200 asked): issue 18's table, the C2R table and issue 19's table, a5713b8 (head, the session's
# start) against a493fb6 (new), one run each, VkFFT and cuFFT once
set +e
start=$(date +%s)
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call106; mkdir -p $out
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
echo "t18 $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
echo "c2r $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 head new
echo "done $(( $(date +%s) - start )) s"
