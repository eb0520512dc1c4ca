#!/bin/bash
# call69: fp32 1D multi-pass plans with 1024-item radix-16 groups where exchanges take turns (XP_1DFGT) against 0bc47d7,
# each with its rules and with CLFFT_VARIANT=fewest-passes
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
source .device/env.sh
bash .device/build.sh head=.device/cur x=.device/xp:-DXP_1DFGT
E="--elements 134217728 --rounds 2"
A="--sizes 1048576,2097152,4194304,8388608,16777216 --precision fp32 --kind c2c,r2c,c2r $E"
mkdir -p $OUT/f
for r in 1 2; do for b in head x; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-$b/bench/clfft-bench $A --libs libclfft --csv $OUT/f/$b$r.csv >> $OUT/f/log.txt 2>&1; echo "$b $r $?"; rm -rf $c
  c=$(mktemp -d); CLFFT_VARIANT=fewest-passes CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-$b/bench/clfft-bench $A --libs libclfft --csv $OUT/f/${b}few$r.csv >> $OUT/f/log.txt 2>&1; echo "$b few $r $?"; rm -rf $c
done; done
timeout 200 /tmp/b-head/bench/clfft-bench $A --libs vkfft,cufft --csv $OUT/f/peers.csv >> $OUT/f/log.txt 2>&1; echo "peers $?"
( cd $OUT/f && tar -czf csv.tgz *.csv && rm -f *.csv )
