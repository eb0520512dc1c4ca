#!/bin/bash
# call41: the adopted rules (column groups in whole coalescing units, fp64 rows of 1024 points
# where M <= 2^18) against head; Bluestein's rows before one kernel from M >= 2048 (XP_ROWS_FIRST_MIN_M);
# GPU tests of the working tree
set +e
date +%T
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
source .device/env.sh
( rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/btl.log 2>&1 || tail -30 /tmp/st.log /tmp/btl.log ) &
bash .device/build.sh head=.device/head cur=.device/cur rf=.device/cur:-DXP_ROWS_FIRST_MIN_M=2048
wait
date +%T
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/conf64 2 "--sizes 4099,8537,12289,65537,200003 --precision fp64 --kind c2c,r2c $E" 0 head cur
bash .device/abrun.sh $OUT/conf32 2 "--sizes 40009,100003,96x96,40x40x40,48x48x48,80x80x80,96x96x96,160x160 --precision fp32 --kind c2c,r2c $E" 0 head cur
bash .device/abrun.sh $OUT/confr 2 "--sizes 48x48,100x100,160x160 --precision both --kind c2r $E" 0 head cur
bash .device/abrun.sh $OUT/rf 2 "--sizes 1031,1279,2063,2579,4099,5147 --precision both --kind c2c,r2c $E" 1 cur rf
date +%T
mkdir -p $OUT/g; c=$(mktemp -d)
for t in bluestein real; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 120 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "cur $t $?" | tee -a $OUT/g/gpu-tests.log
done
gzip $OUT/g/*.log
date +%T
