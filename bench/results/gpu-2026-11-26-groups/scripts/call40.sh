#!/bin/bash
# call40: column groups rounded up to whole coalescing units (XP_COLALIGN=2) on a broad set;
# fp64 convolution rows of at most 1024 points (XP_ROWS_MAX_BYTES) or power-of-two rows (XP_ROWS_POW2)
set +e
date +%T
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/head a2=.device/cur:-DXP_COLALIGN=2 x1=.device/cur:-DXP_ROWS_MAX_BYTES=16384 x2=.device/cur:-DXP_ROWS_POW2=512
date +%T
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/rows 2 "--sizes 4099,8537,10007,12289,65537,200003,999983 --precision fp64 --kind c2c,r2c $E" 1 head x1 x2
bash .device/abrun.sh $OUT/cc 2 "--sizes 80x80,96x96,160x160,250x250,300x300,360x360,384x384,243x243,40x40x40,48x48x48,96x96x96,80x80x80,40009,100003,200003 --precision fp32 --kind c2c,r2c $E" 1 head a2
bash .device/abrun.sh $OUT/cd 2 "--sizes 100x100x100,72x72,100x100,200x200,384x384,60x60x60,30x30x30,65537,40009 --precision fp64 --kind c2c,r2c $E" 1 head a2
bash .device/abrun.sh $OUT/cr 2 "--sizes 48x48,80x80,100x100,160x160,360x360,40x40x40,48x48x48,100x100x100 --precision both --kind c2r $E" 1 head a2
date +%T
