#!/bin/bash
# call75: the big-prime mix rule (working tree: R2C rows, C2R half-length rows, Rader kernels, column steps; radix 31 everywhere) against ca3c18e
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2c 2 "--sizes 102,174,186,310,372,434,103,229,102x102,170x170,228x228,1000x228,256x190 --precision fp32 --kind c2c $E" 1 head new
bash .device/abrun.sh $OUT/real 2 "--sizes 102,204,228,456,476,552,186,372,532,744,102x102,228x228,340x340 --precision fp32 --kind r2c,c2r $E" 1 head new
