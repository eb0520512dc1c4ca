#!/bin/bash
# call61: C2R rows' odd composites split where one SIMD width is their group (XP_C2R_FILL) against d1b757d
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur cf=.device/xp:-DXP_C2R_FILL
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/cf 2 "--sizes 500,588,500x500,2000x500,256x500,500x500x4,64x588 --precision fp32 --kind c2r $E" 1 head cf
