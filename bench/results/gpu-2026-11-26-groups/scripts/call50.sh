#!/bin/bash
# call50: the adopted column rule (two units, one for Bluestein's columns; the working tree) against the commit:
# split lengths whose column step changed, issue 18's rows that changed, Bluestein controls
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/cur fin=.device/xp
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/fin 2 "--sizes 4094,8194,12345,100003,65537,256x256,64x64x64,256x256x256,512x512x512,96x96 --fp64-sizes 128x128x128,256x256 --kind c2c,r2c $E" 1 head fin
