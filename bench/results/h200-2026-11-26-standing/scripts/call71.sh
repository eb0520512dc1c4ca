#!/bin/bash
# call71: HEAD (bac08f4): issue 18's table, the C2R table and issue 19's table with VkFFT and cuFFT;


set +e
for t in cur; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
( rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log ) &
bash .device/build.sh head=.device/cur
wait
E="--elements 134217728 --rounds 2"
date +%T
bash .device/abrun.sh $OUT/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head
date +%T
bash .device/abrun.sh $OUT/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head
date +%T
bash .device/abrun.sh $OUT/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 head
date +%T
