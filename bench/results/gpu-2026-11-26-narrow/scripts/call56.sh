#!/bin/bash
# call56: the complex-value rule (db39501, "fin") against f17eb73 ("prev"); issue 19's table at
# fin with VkFFT and cuFFT; GPU tests real, c2c, layouts at fin
set +e
for t in cur prev; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
( rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log ) &
bash .device/build.sh fin=.device/cur prev=.device/prev
wait
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/cv 2 "--sizes 51,57,69,87,93,85,102 --precision fp32 --kind c2c,r2c,c2r $E" 0 prev fin
bash .device/abrun.sh $OUT/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 fin
mkdir -p $OUT/g; c=$(mktemp -d)
for t in real c2c layouts; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 150 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
