#!/bin/bash
# call54 (at 21689bb): column groups counted from a power of two (XP_POW2_START); C2R's first
# column step of 32 and 64 points narrow (XP_C2R_NARROW_SMALL); complex values on short big-prime rows
set +e
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur p2=.device/xp:-DXP_POW2_START cs=.device/xp:-DXP_C2R_NARROW_SMALL
ls /tmp/b-*/bench/clfft-bench
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/p2 2 "--sizes 1000x1000,80x80,96x96,160x160,250x250,300x300,360x360,384x384,500x500,625x625,640x640,243x243,40x40x40,48x48x48,96x96x96,80x80x80,1000x100,100x100x100,40009,100003,24x24,48x48,64x36,100x100,200x200 --fp64-sizes 128x128x128,512x512x512,100x100x100,96x96,200x200,360x360,48x48x48,80x80x80,65537,12289 --kind c2c,r2c,c2r $E" 1 head p2
bash .device/abrun.sh $OUT/cs 2 "--sizes 64x36,64x100,64x128,32x36,32x100,64x20,32x1000,64x1000,64x64x64,32x32x32,64x256 --precision fp32 --kind c2r $E" 0 head cs
mkdir -p $OUT/var
for r in 1 2; do for v in rules complex-values; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c CLFFT_VARIANT=$v timeout 100 /tmp/b-head/bench/clfft-bench --sizes 17,34,51,57,68,69,85,87,93,102,119,136,153,187,221,255 --precision fp32 --kind c2c,r2c,c2r $E --libs libclfft --csv $OUT/var/$v$r.csv >> $OUT/var/log.txt 2>&1; echo "var $v $r $?"; rm -rf $c
done; done
( cd $OUT/var && tar -czf csv.tgz *.csv && rm -f *.csv && gzip -f log.txt )
