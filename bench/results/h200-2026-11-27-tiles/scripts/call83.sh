#!/bin/bash
# call83: in-place fp32 column steps of fewer than 8 columns as two passes of 16-column tiles again (XP_TILES: the
# entry-53 rule, which entry 88 replaced with one pass of 4 columns after measuring on an H100 only), against 34a2296
set +e
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp:-DXP_TILES=1
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/cols 3 "--sizes 4096x4096,4096x2048,4096x1024,2560x2560,2000x2000,1536x1536,2048x2048,256x4096x64 --precision fp32 --kind c2c,r2c $E" 1 head new
