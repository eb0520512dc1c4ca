#!/bin/bash
# call74: XP_MIX=16 against ca3c18e on every 1D length up to 1100 whose plan it changes (C2C, R2C, C2R), 2D with such axes, fp64
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
[ -x /tmp/b-head/bench/clfft-bench ] && [ -x /tmp/b-m16/bench/clfft-bench ] || bash .device/build.sh head=.device/cur m16=.device/xp:-DXP_MIX=16
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2c 2 "--sizes 103,114,138,170,174,186,190,204,228,229,230,238,266,276,290,310,322,348,372,406,434,228x228,170x170,340x340,1000x228 --precision fp32 --kind c2c $E" 0 head m16
bash .device/abrun.sh $OUT/r2c 2 "--sizes 102,114,138,174,186,204,228,276,340,348,372,380,408,456,460,476,532,552,580,620,644,696,744,812,868,102x102,228x228,340x340,256x340 --precision fp32 --kind r2c $E" 0 head m16
bash .device/abrun.sh $OUT/c2r 2 "--sizes 102,114,138,170,174,186,190,204,228,230,238,266,276,290,310,348,372,406,434,532,552,580,620,696,744,868,102x102,228x228,340x340,256x340 --precision fp32 --kind c2r $E" 0 head m16
bash .device/abrun.sh $OUT/f64 2 "--sizes 114,138,174,204,228,238,372,434,228x228 --fp64-sizes 114,138,174,204,228,238,372,434,228x228 --precision fp64 --kind c2c,r2c,c2r $E" 0 head m16
