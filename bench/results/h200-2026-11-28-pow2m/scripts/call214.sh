#!/bin/bash
# call214 (H200 wanted): the rule (working tree: one-kernel convolutions of an M with 25 or 27 take the power of
# two) against e2c7316 on M classes not timed in call213 (216, 400, 432, 648, 864, 1296) and four that were;
# three kinds, both precisions, two runs alternating; VkFFT and cuFFT once; the new plans against FFTW
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call214; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/ab 2 "--sizes 107,194,201,321,431,643,389,823,1283,1613,12345 --fp64-sizes 107,194,201,321,431,643,823 --precision both --kind c2c,r2c,c2r $E" 1 head new
python3 .device/cmpvar.py $out/ab head new | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench --sizes 107,194,201,321,431,643,389,823,1283,1613,12345 --fp64-sizes 107,194,431,643,823 --precision both --kind c2c,r2c,c2r \
  --elements 4194304 --rounds 1 --iters 1 --libs libclfft --csv $out/verify.csv > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -ciE "inaccurate|unsupported|failed" $out/verify.txt
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
