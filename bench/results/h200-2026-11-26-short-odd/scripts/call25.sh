#!/bin/bash
set +e
mkdir -p $OUT/pf
bash .device/ab.sh $OUT/pf 2 "--sizes 64x64x64,32x32x32,64x36,64x40,60x60,128x36,100x40 --precision fp32 --kind c2c,r2c,c2r --elements 134217728 --rounds 2" head=.device/head pf4k=.device/cur:-DXP_PF_COL_MIN=4096 pf2k=.device/cur:-DXP_PF_COL_MIN=2048
