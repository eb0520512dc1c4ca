#!/bin/bash
set +e
mkdir -p $OUT/c
bash .device/ab.sh $OUT/c 3 "--sizes 64x20,64x36,64x40,64x100,64x128,32x36,32x100,128x100,256x100,256x256,128x128x128,512x60 --precision fp32 --kind c2r --elements 134217728 --rounds 2" head=.device/head c2rw=.device/cur:-DXP_C2R_WIDE=4096
