#!/bin/bash
# call129 (H200 asked): R2C pairs / C2R rows after split columns enumerated so that the rows sharing stage
# (R2C) or mirror (C2R) rows are adjacent (new: the working tree) against HEAD (old), two runs each; then on new,
# the variant split-columns against the rules below the thresholds
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh old=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
out=$OUT/call129; mkdir -p $out
S="--sizes 2048x2048,1536x1536,2000x2000,2560x2560,4096x4096,2048x512 --kind r2c,c2r --fp64-sizes 2048x2048"
bash .device/abrun.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" 0 old new
python3 .device/cmpvar.py $out/ab old new
S2="--sizes 1000x1000,1200x1200,1024x1024,512x512,2048x64,2048x256 --kind r2c,c2r --fp64-sizes 1024x1024,1000x1000"
bash .device/abvar.sh $out/var 2 "$S2 --elements 134217728 --rounds 2 --no-verify" new rules split-columns
python3 .device/cmpvar.py $out/var rules split-columns
timeout 200 /tmp/b-new/bench/clfft-bench $S --elements 16777216 --rounds 1 --iters 2 --libs libclfft > $out/verify.txt 2>&1
grep "libclfft " $out/verify.txt | awk '{print $2,$3,$4,$8,$NF}'
echo "done $(( $(date +%s) - start )) s"
