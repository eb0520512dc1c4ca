#!/bin/bash
# call42: 1a00783 (cur) against e32efc5 (head) on the fp64 rows rule, fp32 12289 with power-of-two rows (xp,
# XP_POW2_ALL); issue 18's, issue 19's and the C2R tables at cur with VkFFT and cuFFT
set +e
date +%T
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/head cur=.device/cur xp=.device/xp:-DXP_POW2_ALL
date +%T
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/rows 2 "--sizes 12289 --fp64-sizes 4099,8537,12289,65537 --kind c2c,r2c $E" 0 head cur xp
bash .device/abrun.sh $OUT/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 cur
bash .device/abrun.sh $OUT/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 cur
bash .device/abrun.sh $OUT/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 cur
date +%T
