#!/bin/bash
set +e
mkdir -p $OUT/c
bash .device/ab.sh $OUT/c 2 "--sizes 64x36,64x100,32x100,128x100,64x128,64x1024,256x256,128x128x128,64x64x64,256x256x256,32x32x32 --precision fp32 --kind c2c,r2c --elements 134217728 --rounds 2" head=.device/head colw=.device/cur:-DXP_COL_WIDE=256
