#!/bin/bash
# call48: column groups of up to two coalescing units (XP_COLS_2U) against the commit
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/cur u2=.device/xp:-DXP_COLS_2U
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/u2 2 "--sizes 256x256,512x256,128x256,1024x1024,2048x2048,128x128x128,256x256x256,64x64x64,100x100x100,512x512x512 --precision fp32 --kind c2c,r2c,c2r $E" 1 head u2
