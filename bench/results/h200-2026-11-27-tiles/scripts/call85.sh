#!/bin/bash
# call85: the default cmocka suite on the GPU at the new commit (xp), then issue 18's table, the C2R table and
# issue 19's table: 34a2296 (head) against the new commit (new), one run each, VkFFT and cuFFT once
set +e
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
( rm -rf /tmp/bt2; meson setup /tmp/bt2 .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log ) &
bash .device/build.sh head=.device/cur new=.device/xp
wait
date +%T
CLFFT_TEST_DEVICE=0:0 timeout 300 meson test -C /tmp/bt2 --suite clfft --num-processes 8 --print-errorlogs > $OUT/suite.log 2>&1
echo "meson test exit $?"; grep -E "^ *[0-9]+/[0-9]+ " $OUT/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
cp /tmp/bt2/meson-logs/testlog.txt $OUT/ 2>/dev/null; gzip $OUT/suite.log $OUT/testlog.txt 2>/dev/null
date +%T
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
bash .device/abrun.sh $OUT/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
bash .device/abrun.sh $OUT/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 head new
date +%T
