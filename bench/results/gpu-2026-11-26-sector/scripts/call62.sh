#!/bin/bash
# call62: 4096-point column steps in one pass of 4 columns (XP_LONGCOL=4) and C2R rows' odd composites split where one SIMD width is their group (XP_C2R_FILL) against 5a2ef1f
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur lc=.device/xp:-DXP_LONGCOL=4 cf=.device/xp:-DXP_C2R_FILL
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/lc 2 "--sizes 4096x4096,4096x1024,4096x256,4096x64x64 --precision fp32 --kind c2c,r2c,c2r $E" 1 head lc
bash .device/abrun.sh $OUT/cf 2 "--sizes 500,588,648,700,756,882,924,972,1008,1050,1092,1100,1134,1188,1200,1260,1300,1350,1404,1500,1620,500x500,1200x1200 --precision fp32 --kind c2r $E" 1 head cf
