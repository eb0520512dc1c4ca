#!/bin/bash
# call67: 4096-point column steps as 16x16x16 in groups of 1024 work-items (XP_WG1024=1; =2 also C2R's out-of-place step) against e650430
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur w1=.device/xp:-DXP_WG1024=1 w2=.device/xp:-DXP_WG1024=2
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/wg 2 "--sizes 4096x4096,4096x2048,4096x1024,4096x64x64 --precision fp32 --kind c2c,r2c,c2r $E" 1 head w1 w2
