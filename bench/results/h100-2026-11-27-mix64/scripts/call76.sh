#!/bin/bash
# call76: XP_MIX64 (fp64 one-pass transforms: a prime 17-31 with rest 12, or 31 with any rest <= 16, as two radices) against HEAD 4017b9b
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur m64=.device/xp:-DXP_MIX64=1
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2c 2 "--fp64-sizes 186,204,228,276,310,348,372,434,229,3893,4351,204x204,228x228,276x276,186x186,372x372,2000x372,204x64 --precision fp64 --kind c2c $E" 0 head m64
bash .device/abrun.sh $OUT/real 2 "--fp64-sizes 372,408,456,552,620,696,744,868,229,204x204,228x228,276x276,186x186,372x372,2000x372 --precision fp64 --kind r2c,c2r $E" 0 head m64
