#!/bin/bash
# call49: column groups of up to two coalescing units (COLUMN_GROUP_MAX_UNITS = 2, the working tree)
# against the commit on a broad set
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/cur u2=.device/xp
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/b32 2 "--sizes 72x72,80x80,96x96,120x120,160x160,200x200,40x40x40,48x48x48,80x80x80,96x96x96,120x120x120,256x24,64x36,40009,65537,100003 --precision fp32 --kind c2c,r2c,c2r $E" 0 head u2
bash .device/abrun.sh $OUT/b64 2 "--sizes 256x256,128x128x128,256x256x256,100x100x100,100x100,200x200,60x60x60,65537,1024x1024 --precision fp64 --kind c2c,r2c,c2r $E" 0 head u2
