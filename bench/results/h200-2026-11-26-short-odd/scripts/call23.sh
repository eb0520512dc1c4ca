#!/bin/bash
set +e
mkdir -p $OUT/grp
bash .device/ab.sh $OUT/grp 3 "--sizes 1000x1000,1000x500,500x1000,600x600,625x625,800x800,640x480,1500x1500,2000x2000,100x1000x100,1000x200,2000x500 --precision fp32 --kind c2c,r2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
