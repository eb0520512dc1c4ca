#!/bin/bash
# call262 (H200): column steps with half the work-items per column (XP_THREADS_DIV=2 on the XP tree: 1000-point
# columns as 10x10x10 in 8 x 50 work-items, 20 values each, instead of 8 x 100; colcopy.py in call261 copied that
# pattern at 3.88 TB/s against 3.14 for 800 work-items) against the rules, two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call262; mkdir -p $out
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/c2c 2 "--sizes 1000x1000,500x500,1200x1200,2000x2000,600x600,750x750,1000x100,100x1000,1000x1000x4,100x100x100,256x256,1024x1024,2048x2048,4096x4096,64x64x64,128x128x128,512x512x512 --fp64-sizes 1000x1000,1024x1024,128x128x128 --precision both --kind c2c $E" xp rules= d2=XP_THREADS_DIV=2
python3 .device/cmpvar.py $out/c2c rules d2 > $out/c2c.txt; cat $out/c2c.txt
echo "c2c $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/real 2 "--sizes 1000x1000,500x500,1200x1200,1024x1024,100x100x100,256x256,2048x2048 --fp64-sizes 1000x1000 --precision both --kind r2c,c2r $E" xp rules= d2=XP_THREADS_DIV=2
python3 .device/cmpvar.py $out/real rules d2 > $out/real.txt; cat $out/real.txt
echo "real $(( $(date +%s) - start )) s"
XP_THREADS_DIV=2 CLFFT_CACHE_DIR=$(mktemp -d) timeout 90 /tmp/b-xp/bench/clfft-bench --sizes 1000x1000,500x500,1200x1200,100x100x100 --fp64-sizes 1000x1000 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft --describe $out/d2-describe.txt > $out/d2-verify.txt 2>&1
grep -hE "^libclfft " $out/d2-verify.txt | awk '{print $NF}' | sort | uniq -c
rm -f $out/*/log.txt
(cd $OUT && tar czf call262.tgz call262 && rm -rf call262); echo "done $(( $(date +%s) - start )) s"
