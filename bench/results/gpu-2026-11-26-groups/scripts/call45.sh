#!/bin/bash
# call45: C2R rows with the target group instead of one SIMD width (XP_NO_C2R_SIMD); C2R's first column
# step of 256 points with 16x16 instead of radix 32 (XP_C2R_COLS=256); against the commit
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/cur s1=.device/xp:-DXP_NO_C2R_SIMD s2=.device/xp:-DXP_C2R_COLS=256
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2r 3 "--sizes 256x256,128x256,512x256,2048x256,256x128,64x256,16x16x256,128,256,512,64,32 --precision fp32 --kind c2r $E" 1 head s1 s2
