#!/bin/bash
# call68: 2048-point column passes as 16x16x8 in 1024-item groups (XP_FGT=1 in place; =2 also C2R's out-of-place step) against 7e701ae;
# GPU tests (test_multidim c2c, layouts, real, bluestein) at 7e701ae
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
( rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log ) &
bash .device/build.sh head=.device/cur f1=.device/xp:-DXP_FGT=1 f2=.device/xp:-DXP_FGT=2
wait
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/fgt 2 "--sizes 2048x2048,2048x1024,2048x512,2048x64x64 --precision fp32 --kind c2c,r2c,c2r $E" 1 head f1 f2
mkdir -p $OUT/g; c=$(mktemp -d)
for t in c2c layouts real bluestein; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 220 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
