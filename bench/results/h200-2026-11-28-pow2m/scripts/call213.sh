#!/bin/bash
# call213 (H200 wanted): one-kernel Bluestein with the power-of-two convolution length instead of the cost
# model's 7-smooth M (lab LAB_BLUESTEIN_M), fp32 and fp64, three kinds; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call213; mkdir -p $out
bash .device/build.sh lm=.:-DCLFFT_LAB_M
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/c2c 2 "--sizes 389,787,823,853,1549,1613,3331,263,523,607,709,1031,1283,2063,2591,2741 --fp64-sizes 389,787,823,1549,1613,1031,1283 --precision both --kind c2c $E" lm r= p=LAB_BLUESTEIN_M=389:1024,787:2048,823:2048,853:2048,1549:4096,1613:4096,3331:8192,263:1024,523:2048,607:2048,709:2048,1031:4096,1283:4096,2063:8192,2591:8192,2741:8192
python3 .device/cmpvar.py $out/c2c r p | tee $out/c2c.txt; echo "c2c $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/real 2 "--sizes 389,787,823,1549,1613,3331,1031 --fp64-sizes 823,1613 --precision both --kind r2c,c2r $E" lm r= p=LAB_BLUESTEIN_M=389:1024,787:2048,823:2048,853:2048,1549:4096,1613:4096,3331:8192,263:1024,523:2048,607:2048,709:2048,1031:4096,1283:4096,2063:8192,2591:8192,2741:8192
python3 .device/cmpvar.py $out/real r p | tee $out/real.txt
LAB_BLUESTEIN_M=389:1024,787:2048,823:2048,853:2048,1549:4096,1613:4096,3331:8192,263:1024,523:2048,607:2048,709:2048,1031:4096,1283:4096,2063:8192,2591:8192,2741:8192 /tmp/b-lm/bench/clfft-bench --sizes 389,823,1613,3331 --fp64-sizes 823,1613 --precision both --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $?"; grep -E "inaccurate|failed" $out/verify.txt | head -3
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
