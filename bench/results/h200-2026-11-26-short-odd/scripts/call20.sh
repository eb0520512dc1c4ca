#!/bin/bash
set +e
mkdir -p $OUT/c2c $OUT/conv $OUT/big
bash .device/ab.sh $OUT/c2c 3 "--sizes 24,26,30,33,34,36,256x30,100x26,64x34 --fp64-sizes 26,30,33,34,256x30 --kind c2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
bash .device/ab.sh $OUT/conv 3 "--sizes 263 --fp64-sizes 263,523,1031,1279 --precision fp64 --kind c2c,c2r,r2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
bash .device/ab.sh $OUT/big 2 "--sizes 17,19,23,29,31,38,46,51,57,58,62,85,95,102,119 --fp64-sizes 102,119 --kind c2c --elements 134217728 --rounds 2" head=.device/head stage=.device/cur:-DXP_BIG_STAGE=8 div=.device/cur:-DXP_BIG_DIV=4
