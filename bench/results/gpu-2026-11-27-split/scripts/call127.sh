#!/bin/bash
# call127 (H200 asked): C2C radix-4 split through the stage array (r4: the working tree) against radix 2 only
# (r2: -DSTAGE_SPLIT_RADIX=0), two runs each; peers once; verified pass of r4
set +e
start=$(date +%s)
source .device/env.sh
bash .device/build.sh r4=. r2=.:-DSTAGE_SPLIT_RADIX=0
echo "built $(( $(date +%s) - start )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
out=$OUT/call127; mkdir -p $out
S="--sizes 4096x4096,4096x2048,4096x1024,4096x256,2048x2048,1536x1536 --kind c2c --fp64-sizes 4096x4096,4096x1024"
bash .device/abrun.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" 1 r2 r4
python3 .device/cmpvar.py $out/ab r2 r4
mkdir -p /tmp/p127 && tar -xzf $out/ab/csv.tgz -C /tmp/p127 && grep -hE "vkfft|cufft" /tmp/p127/peers.csv | cut -d, -f1-12 | head -20
timeout 200 /tmp/b-r4/bench/clfft-bench $S --elements 16777216 --rounds 1 --iters 2 --libs libclfft > $out/verify.txt 2>&1
grep "libclfft " $out/verify.txt | awk '{print $2,$3,$4,$8,$NF}'
echo "done $(( $(date +%s) - start )) s"
