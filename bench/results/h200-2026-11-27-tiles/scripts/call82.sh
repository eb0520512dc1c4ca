#!/bin/bash
# call82: fp32 C2R rows of one pass with radices <= 16 take twiddles from the table's powers of 2 (XP_C2RTW=256) against ede271a; peers once
set +e
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp:-DXP_C2RTW=256
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2r 3 "--sizes 256,512,1000,1024,2048,4096,8192,16384,64x64,256x256,1024x1024,2048x2048,4096x4096,128x128x128 --precision fp32 --kind c2r $E" 1 head new
