#!/bin/bash
set +e
mkdir -p $OUT/c $OUT/r
bash .device/ab.sh $OUT/c 3 "--sizes 128x100,128x128x128,128x64,128x256,128x36,128x1000,4x128x50 --precision fp32 --kind c2c,r2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
bash .device/ab.sh $OUT/r 3 "--sizes 128x128x128,128x128x64 --precision fp32 --kind c2r --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
