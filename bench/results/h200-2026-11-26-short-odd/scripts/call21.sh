#!/bin/bash
set +e
mkdir -p $OUT/conv $OUT/big $OUT/bigr
bash .device/ab.sh $OUT/conv 3 "--sizes 907 --fp64-sizes 907,1009,1031,1097 --precision fp64 --kind c2c,c2r --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
bash .device/ab.sh $OUT/big 2 "--sizes 17,34,38,51,57,68,85,95,102,119,136,170,238,306,64x51 --precision fp32 --kind c2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur div=.device/cur:-DXP_BIG_DIV=4
bash .device/ab.sh $OUT/bigr 2 "--sizes 34,38,51,68,85,102,119,136,170,238,306,64x51 --precision fp32 --kind r2c,c2r --elements 134217728 --rounds 2" head=.device/head cur=.device/cur div=.device/cur:-DXP_BIG_DIV=4
