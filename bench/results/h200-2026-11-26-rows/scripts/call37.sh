#!/bin/bash
# call37: three-step Bluestein rows (B <= 2048 points) against head, rows innermost (c0) or outermost (c1); GPU tests
set +e
mkdir -p $OUT/c $OUT/r $OUT/g
source .device/env.sh
( rm -rf /tmp/bt; meson setup /tmp/bt .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/bt.log 2>&1 || tail -30 /tmp/st.log /tmp/bt.log ) &
( rm -rf /tmp/bt1; meson setup /tmp/bt1 .device/cur -Dbench=disabled -Dexamples=false --buildtype=debugoptimized -Dc_args=-DXP_ROWS_OUTER > /tmp/st1.log 2>&1 && ninja -C /tmp/bt1 tests/test_multidim > /tmp/bt1.log 2>&1 || tail -30 /tmp/st1.log /tmp/bt1.log ) &
bash .device/ab.sh $OUT/c 2 "--sizes 10007,40009,65537,100003,200003,700001,999983 --fp64-sizes 10007,65537,999983 --kind c2c --elements 134217728 --rounds 2" head=.device/head c0=.device/cur c1=.device/cur:-DXP_ROWS_OUTER
bash .device/ab.sh $OUT/r 2 "--sizes 65537,999983,10007x64 --fp64-sizes 65537 --kind r2c --elements 134217728 --rounds 2" head=.device/head c0=.device/cur c1=.device/cur:-DXP_ROWS_OUTER
wait
c=$(mktemp -d)
for t in rows bluestein; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 150 /tmp/bt/tests/test_multidim $t >> $OUT/g/gpu-tests.log 2>&1; echo "c0 $t $?" | tee -a $OUT/g/gpu-tests.log
done
CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c timeout 60 /tmp/bt1/tests/test_multidim rows >> $OUT/g/gpu-tests-outer.log 2>&1; echo "c1 rows $?" | tee -a $OUT/g/gpu-tests-outer.log
gzip $OUT/g/*.log
