#!/bin/bash
# call286 (H200): (1) the final rules (working tree) against HEAD 5ce0b51 (.device/old) on fp32 C2C planes call285
# did not time (16384-point planes, other planes of 4096 points or more); (2) a wider split (.device/alt: fp32 C2C
# 2D with rows of at most 1024 points split their columns wherever the split's column step holds more columns
# than the whole one, or than a coalescing unit where the rules exclude the split) against the working tree;
# two alternating runs each; (3) correctness against FFTW on the GPU of the changed plans
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call286; mkdir -p $out
bash .device/build.sh old=.device/old new=. alt=.device/alt
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" 0 $3 $4 > /dev/null; python3 .device/cmpvar.py $out/$1 $3 $4 > $out/$1.txt; echo "== $1 $(( $(date +%s) - start )) s"; cat $out/$1.txt; }
ab planes "--sizes 128x128,64x256,256x64,2x128x128,8x128x128,72x72,64x80,48x96,96x48,128x48,50x100,64x100,84x84,32x128x32 --kind c2c --precision fp32" old new
ab wide "--sizes 112x112,120x120,144x144,200x200,240x240,250x250,300x300,400x400,500x500,640x640,720x720,100x1000 --kind c2c --precision fp32" new alt
for b in new alt; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-$b/bench/clfft-bench --sizes 128x128,64x256,2x128x128,72x72,64x80,1024x1024,64x64x64,32x128,100x100x100,2048x512,112x112,200x200,500x500,720x720,1048576 --precision fp32 --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify-$b.txt 2>&1
  echo "verify $b exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify-$b.txt | awk '{print $NF}' | sort | uniq -c
done
rm -f $out/*/log.txt
(cd $OUT && tar czf call286.tgz call286 && rm -rf call286); echo "done $(( $(date +%s) - start )) s"
