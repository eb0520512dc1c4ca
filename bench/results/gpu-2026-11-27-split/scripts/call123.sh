#!/bin/bash
# call123 (H200 asked): split columns by the rule (radix 2 only) against rows then columns (variant
# whole-columns), one build (the working tree), two runs each, fp32 and fp64; VkFFT and cuFFT once; verified pass
set +e
start=$(date +%s)
source .device/env.sh
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
out=$OUT/call123; mkdir -p $out
S="--sizes 2048x2048,4096x4096,1000x1000,1536x1536,1200x1200,2560x2560,2000x2000,2048x512,4096x1024,1024x1024,256x256 --kind c2c --fp64-sizes 1024x1024,2048x2048,1000x1000,2000x2000,1536x1536"
bash .device/abvar.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" new rules whole-columns
python3 .device/cmpvar.py $out/ab whole-columns rules
timeout 250 /tmp/b-new/bench/clfft-bench $S --elements 134217728 --rounds 2 --no-verify --libs vkfft,cufft --csv $out/peers.csv > $out/peers.txt 2>&1
grep -E "^(vkfft|cufft) +fp" $out/peers.txt | awk '{print $1,$2,$3,$4,$7}'
timeout 200 /tmp/b-new/bench/clfft-bench $S --elements 16777216 --rounds 1 --iters 2 --libs libclfft > $out/verify.txt 2>&1
grep "libclfft " $out/verify.txt | awk '{print $2,$3,$4,$8,$NF}'
echo "done $(( $(date +%s) - start )) s"
