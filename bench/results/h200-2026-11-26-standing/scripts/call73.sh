#!/bin/bash
# call73: XP_MIX (a big-prime single pass's other factors as one small radix: 102 = 17x6 instead of 17x3x2) against ca3c18e
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur m16=.device/xp:-DXP_MIX=16 m8=.device/xp:-DXP_MIX=8
E="--elements 134217728 --rounds 2"
S=102,170,204,114,138,174,186,190,238,255,68,136,340,408,612
bash .device/abrun.sh $OUT/c2c 2 "--sizes $S,256x102,102x102 --precision fp32 --kind c2c $E" 1 head m16 m8
bash .device/abrun.sh $OUT/real 2 "--sizes 204,340,408,228,372,204x204 --precision fp32 --kind r2c,c2r $E" 0 head m16
bash .device/abrun.sh $OUT/f64 2 "--sizes 102,170,204,114,186,255 --fp64-sizes 102,170,204,114,186,255 --precision fp64 --kind c2c $E" 1 head m16
