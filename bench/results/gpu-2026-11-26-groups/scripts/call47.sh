#!/bin/bash
# call47: C2R's stage array with rows padded to 16 values (XP_STAGE_PAD=16) against the commit
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/cur pad=.device/xp:-DXP_STAGE_PAD=16
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/pad 3 "--sizes 256x256,128x256,512x256,256x512,1024x1024,2048x2048,4096x4096,64x256,100x100,60x60,256x24,48x48,1000x1000,128x128x128,256x256x256,100x100x100 --precision both --kind c2r $E" 1 head pad
