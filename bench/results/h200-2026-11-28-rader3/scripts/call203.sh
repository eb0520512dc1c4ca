#!/bin/bash
# call203 (H200 wanted): the odd-last rule extended to M = 2560 (fp32 and fp64; working tree) against acbac92,
# three kinds, two runs alternating; VkFFT and cuFFT once; the new plans against FFTW
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call203; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" $3 head new; python3 .device/cmpvar.py $out/$1 head new | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab m2560 "--sizes 1163,1187,1229,1259,1279,2558 --fp64-sizes 1163,1229,1279 --precision both --kind c2c,r2c,c2r" 1
/tmp/b-new/bench/clfft-bench --sizes 1163,1279 --precision both --kind c2c,r2c,c2r --fp64-sizes all \
  --elements 4194304 --rounds 1 --iters 1 --libs libclfft --csv $out/verify.csv > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "inaccurate|unsupported|failed" $out/verify.txt | head
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
