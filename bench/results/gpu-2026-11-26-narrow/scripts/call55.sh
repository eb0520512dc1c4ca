#!/bin/bash
# call55: the rounding rule (working tree, "new") against 21689bb ("head") on the changed rows;
# issue 18's table and the C2R table at ae9c6cc ("base") and "new", with VkFFT and cuFFT
set +e
for t in cur xp base; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp base=.device/base
ls /tmp/b-*/bench/clfft-bench
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/rnd 2 "--sizes 1000x1000,250x250,300x300,360x360,500x500,625x625,640x640,243x243,200003,1000x100 --fp64-sizes 160x160,200x200,300x300,360x360,640x640,200003,12289,12345 --kind c2c,r2c,c2r $E" 0 head new
bash .device/abrun.sh $OUT/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 new base
bash .device/abrun.sh $OUT/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 new base
