#!/bin/bash
# call46: the time of each step alone (XP_ONLY_STEP; is last step's is_last logic unchanged) for real 2D shapes
set +e
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
bash .device/build.sh x=.device/xp:-DXP_ONLY_STEP
source .device/env.sh
mkdir -p $OUT/s; B=/tmp/b-x/bench/clfft-bench
c=$(mktemp -d); export CLFFT_CACHE_DIR=$c
for k in c2r r2c c2c; do for st in all 0 1; do
  if [ $st = all ]; then unset CLFFT_XP_ONLY_STEP; else export CLFFT_XP_ONLY_STEP=$st; fi
  timeout 100 $B --sizes 256x256,512x256,128x256,64x256,256x512,1024x1024 --precision fp32 --kind $k --libs libclfft --rounds 2 --no-verify --elements 134217728 --csv $OUT/s/$k-$st.csv >> $OUT/s/log.txt 2>&1
  echo "$k $st $?"
done; done
cd $OUT/s && tar -czf ../steps.tgz *.csv && rm -f *.csv
