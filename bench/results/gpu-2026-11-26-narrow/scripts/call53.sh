#!/bin/bash
# call53: 128-point columns narrow (8x8x2, complex values) against radix 32 (32x4) now that groups take two units
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur a=.device/xp:-DXP_NARROW=1 b=.device/xp:-DXP_NARROW=2 c=.device/xp:-DXP_NARROW=3
ls /tmp/b-*/bench/clfft-bench
E="--elements 134217728 --rounds 2 --precision fp32"
bash .device/abrun.sh $OUT/n128 2 "--sizes 128x128x128,128x128,128x64,128x256,128x36,128x100,128x1000,256x256,256x100,64x128x128,256x128x128,128x32x32 --kind c2c,r2c,c2r $E" 1 head a b c
# variants on short rows with a prime 17 factor and 1000x1000 (head build), two runs each
mkdir -p $OUT/var
for r in 1 2; do for v in rules bigger-groups smaller-groups complex-values; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c CLFFT_VARIANT=$v timeout 100 /tmp/b-head/bench/clfft-bench --sizes 51,85,102,119,1000x1000 --kind c2c $E --libs libclfft --csv $OUT/var/$v$r.csv >> $OUT/var/log.txt 2>&1; echo "var $v $r $?"; rm -rf $c
done; done
( cd $OUT/var && tar -czf csv.tgz *.csv && rm -f *.csv && gzip -f log.txt )
