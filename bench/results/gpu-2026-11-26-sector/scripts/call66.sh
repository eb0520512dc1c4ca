#!/bin/bash
# call66: e650430 ("new") against 5a2ef1f ("head"): fp64 C2R 999983 (its convolution's passes changed) and the fp64 rows again;
# issue 19's table at e650430 with VkFFT and cuFFT; GPU tests real, c2c, layouts, bluestein at e650430
set +e
for t in cur prev; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
( rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log ) &
bash .device/build.sh new=.device/cur head=.device/prev
wait
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/f64 2 "--sizes 999983,1048576,2097152,4194304,8388608 --precision fp64 --kind c2c,c2r $E" 0 head new
bash .device/abrun.sh $OUT/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 new
mkdir -p $OUT/g; c=$(mktemp -d)
for t in c2c layouts real bluestein; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 200 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
