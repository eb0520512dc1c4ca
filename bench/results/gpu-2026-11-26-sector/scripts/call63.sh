#!/bin/bash
# call63: in-place fp32 column steps that would take tiles keep one pass where a sector of columns fits (XP_SECTOR) against 5a2ef1f; fewest-passes variant on 2^21..2^24
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur sec=.device/xp:-DXP_SECTOR
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/sec 2 "--sizes 1536x1536,1600x1600,2000x2000,2560x2560,2400x2400,2976x2976,4096x4096,4096x2048,2000x200x200 --precision fp32 --kind c2c,r2c,c2r $E" 1 head sec
mkdir -p $OUT/fp; A="--sizes 2097152,4194304,8388608,16777216 --precision fp32,fp64 --kind c2c,r2c,c2r $E --libs libclfft"
for r in 1 2; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-head/bench/clfft-bench $A --csv $OUT/fp/head$r.csv >> $OUT/fp/log.txt 2>&1; echo "fp head $r $?"; rm -rf $c
  c=$(mktemp -d); CLFFT_VARIANT=fewest-passes CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-head/bench/clfft-bench $A --csv $OUT/fp/few$r.csv >> $OUT/fp/log.txt 2>&1; echo "fp few $r $?"; rm -rf $c
done
timeout 200 /tmp/b-head/bench/clfft-bench ${A/--libs libclfft/--libs vkfft,cufft} --csv $OUT/fp/peers.csv >> $OUT/fp/log.txt 2>&1; echo "peers $?"
( cd $OUT/fp && tar -czf csv.tgz *.csv && rm -f *.csv )
