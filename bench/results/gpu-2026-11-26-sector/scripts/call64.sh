#!/bin/bash
# call64: C2R's out-of-place column steps as one pass of a sector of columns into stage rows padded to 4 values (XP_C2RSEC) against 5a2ef1f; fewest-passes variant on 2^21..2^24
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur cs=.device/xp:-DXP_C2RSEC
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/cs 2 "--sizes 1536x1536,2000x2000,2048x2048,2560x2560,4096x1024,4096x2048,4096x4096 --precision fp32 --kind c2r $E" 1 head cs
for p in fp32 fp64; do
mkdir -p $OUT/$p
A="--sizes 2097152,4194304,8388608,16777216 --precision $p --kind c2c,r2c,c2r $E"
for r in 1 2; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-head/bench/clfft-bench $A --libs libclfft --csv $OUT/$p/head$r.csv >> $OUT/$p/log.txt 2>&1; echo "$p head $r $?"; rm -rf $c
  c=$(mktemp -d); CLFFT_VARIANT=fewest-passes CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-head/bench/clfft-bench $A --libs libclfft --csv $OUT/$p/few$r.csv >> $OUT/$p/log.txt 2>&1; echo "$p few $r $?"; rm -rf $c
done
timeout 200 /tmp/b-head/bench/clfft-bench $A --libs vkfft,cufft --csv $OUT/$p/peers.csv >> $OUT/$p/log.txt 2>&1; echo "peers $?"
( cd $OUT/$p && tar -czf csv.tgz *.csv && rm -f *.csv )
done
