#!/bin/bash
set +e
mkdir -p $OUT/one/r $OUT/conv
bash .device/ab.sh $OUT/one 2 "--sizes 26,30,33,34,38,39,45,46,51,57,58,62 --fp64-sizes 26,30,33,34,38,39,45,51,57 --kind c2c --elements 134217728 --rounds 2" head=.device/head one=.device/cur:"-DXP_ONE_ITEM_MAX=64 -DXP_MAX_BFLY=20"
bash .device/ab.sh $OUT/one/r 2 "--sizes 33,39,45,51,57 --precision fp32 --kind r2c --elements 134217728 --rounds 2" head=.device/head one=.device/cur:"-DXP_ONE_ITEM_MAX=64 -DXP_MAX_BFLY=20" 2>&1 | tail -3
bash .device/ab.sh $OUT/conv 2 "--sizes 97 --fp64-sizes 97,193,1031,2053,4099,12345,1153,2062 --precision fp64 --kind c2c,r2c,c2r --elements 134217728 --rounds 2" head=.device/head conv=.device/cur:-DXP_CONV_REIM64=1 rader=.device/cur:-DXP_CONV_REIM64=2
