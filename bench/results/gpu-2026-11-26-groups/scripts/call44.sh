#!/bin/bash
# call44: the C2R twist's loads prefetching in multi-pass plans (XP_C2R_PF) against 728cd55
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh head=.device/cur pf=.device/xp:-DXP_C2R_PF
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/pf 3 "--sizes 65536,131072,4194304,8388608,64x65536 --precision both --kind c2r $E" 1 head pf
