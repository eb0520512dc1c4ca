#!/bin/bash
# call39: real pairs as one 8-byte access (XP_PAIR8), column groups in whole coalescing units
# (XP_COLALIGN 1 down / 2 up), and fp64 4099/8537/12289 three steps against 51549a1
set +e
date +%T
bash .device/build.sh head=.device/head old=.device/old p8=.device/cur:-DXP_PAIR8=3 a1=.device/cur:-DXP_COLALIGN=1 a2=.device/cur:-DXP_COLALIGN=2
date +%T
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/p8c 2 "--sizes 16,32,60,1024,4096,256x24,60x60,48x48 --kind c2r $E" 1 head p8
bash .device/abrun.sh $OUT/p8r 2 "--sizes 1024,65536,1024x1024 --kind r2c $E" 1 head p8
bash .device/abrun.sh $OUT/al 2 "--sizes 40009,100003,48x48x48,80x80,96x96,40x40x40,360x360 --fp64-sizes 30x30x30 --kind c2c $E" 1 head a1 a2
bash .device/abrun.sh $OUT/old 2 "--sizes 8537,12289 --fp64-sizes 4099,8537,12289 --kind c2c $E" 1 old head
date +%T
