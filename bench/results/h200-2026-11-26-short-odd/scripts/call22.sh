#!/bin/bash
set +e
mkdir -p $OUT/cols
bash .device/ab.sh $OUT/cols 2 "--sizes 1024x1024,512x512,256x256,256x256x256,64x1024 --precision fp32 --kind c2c,r2c --elements 134217728 --rounds 2" head=.device/head cols8=.device/cur:-DXP_COLS_MAX=8 cols4=.device/cur:-DXP_COLS_MAX=4
