#!/bin/bash
# call104 (H200 asked): stage twiddles read before the exchanges (variant early-twiddles) against the rules,
# issue 19's and issue 18's tables, two runs each alternating, one build (the working tree)
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call104; mkdir -p $out
E="--elements 134217728 --rounds 2"
bash .device/abvar.sh $out/t19 2 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" xp rules early-twiddles
echo "t19 $(( $(date +%s) - start )) s"
bash .device/abvar.sh $out/t18 2 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" xp rules early-twiddles
echo "done $(( $(date +%s) - start )) s"
