#!/bin/bash
# call65: working tree ("new": in-place sector columns, C2R one-SIMD fill, fp64 two-pass sector pairs) against 5a2ef1f ("head"):
# fp64 large 1D lengths A/B; issue 18's table and the C2R table with VkFFT and cuFFT
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/f64 2 "--sizes 600000,800000,1000000,1048576,1500000,2000000,2097152,3000000,4194304,1594323,2985984,8388608 --precision fp64 --kind c2c,r2c,c2r $E" 1 head new
bash .device/abrun.sh $OUT/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 new head
bash .device/abrun.sh $OUT/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 new head
