#!/bin/bash
# call131 (H200 asked): R2C pairs after split columns: adjacent pairs always and two to a work-group (xp:
# -DXP_PAIRS_GROUPED=1, a lab switch) against HEAD (base), two runs each
set +e
start=$(date +%s)
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
bash .device/build.sh base=.device/cur xp=.device/xp:-DXP_PAIRS_GROUPED=1
echo "built $(( $(date +%s) - start )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
out=$OUT/call131; mkdir -p $out
S="--sizes 2048x2048,1536x1536,2000x2000,2560x2560,4096x4096,2048x512,2048x256 --kind r2c --fp64-sizes 2048x2048,1536x1536"
bash .device/abrun.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" 0 base xp
python3 .device/cmpvar.py $out/ab base xp
timeout 200 /tmp/b-xp/bench/clfft-bench $S --elements 16777216 --rounds 1 --iters 2 --libs libclfft > $out/verify.txt 2>&1
grep "libclfft " $out/verify.txt | awk '{print $2,$3,$4,$8,$NF}'
echo "done $(( $(date +%s) - start )) s"
