#!/bin/bash
# call121 (H200 asked): split columns (2D C2C: columns of n0/R first, the rows finishing them) against the
# rows-then-columns plan (variant whole-columns), one build (the working tree), two runs each; peers once;
# a verified pass
set +e
start=$(date +%s)
source .device/env.sh
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
out=$OUT/call121; mkdir -p $out
S="--sizes 2048x2048,4096x4096,1000x1000,1536x1536,1200x1200,2048x512,4096x1024,4096x256,2560x2560,2000x2000 --kind c2c --fp64-sizes 2048x2048,1000x1000,4096x4096,1536x1536"
bash .device/abvar.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" new rules whole-columns
python3 .device/cmpvar.py $out/ab whole-columns rules
timeout 250 /tmp/b-new/bench/clfft-bench $S --elements 134217728 --rounds 2 --no-verify --libs vkfft,cufft --csv $out/peers.csv > $out/peers.txt 2>&1
grep -E "vkfft|cufft" $out/peers.txt | awk '{print $1,$2,$3,$4,$(NF-4),$(NF-3),$(NF-2),$(NF-1),$NF}'
timeout 200 /tmp/b-new/bench/clfft-bench $S --elements 16777216 --rounds 1 --iters 2 --libs libclfft > $out/verify.txt 2>&1
grep "libclfft " $out/verify.txt | awk '{print $2,$3,$4,$8,$NF}'
echo "done $(( $(date +%s) - start )) s"
