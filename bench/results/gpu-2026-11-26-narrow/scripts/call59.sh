#!/bin/bash
# call59: the "saves a small pass" radix-32 rule of column steps for power-of-two lengths only
# (XP_WIDE_POW2) against db39501
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur wp=.device/xp:-DXP_WIDE_POW2
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/wp 2 "--sizes 48x48,96x96,48x48x48,96x96x96,112x112,224x224,288x288,352x352,480x480,672x672 --fp64-sizes 112x112,160x160,224x224,352x352,672x672,800x800 --kind c2c,r2c,c2r $E" 1 head wp
