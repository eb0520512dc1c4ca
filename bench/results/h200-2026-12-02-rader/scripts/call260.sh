#!/bin/bash
# call260 (H200, working tree): variants on the long real rows whose paired / twist passes trail the copy ceiling
# (R2C 65536 .. 2^20, C2R 4096, 65536), one run each against the rules; colcopy.py (64- against 128-byte runs)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call260; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for n in 1000 2048; do timeout 60 python3 .device/colcopy.py $n; done > $out/colcopy.txt 2>&1; cat $out/colcopy.txt
echo "colcopy $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
V="rules="
for v in smaller-groups bigger-groups reim-values complex-values wide-radix narrow-radix pad no-pad twiddle-powers table-twiddles early-twiddles late-twiddles paired-complex paired-loads first-pass-80 first-pass-125 first-pass-160 fewest-passes narrow-columns struct-values odd-first; do V="$V $v=CLFFT_VARIANT=$v"; done
bash .device/abenv.sh $out/var 1 "--sizes 65536,131072,262144,2^20 --precision fp32 --kind r2c $E" new $V
python3 .device/vartab.py $out/var rules > $out/var.txt 2>&1; cat $out/var.txt
echo "var $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/varc 1 "--sizes 4096,65536 --precision fp32 --kind c2r $E" new $V
python3 .device/vartab.py $out/varc rules > $out/varc.txt 2>&1; cat $out/varc.txt
rm -f $out/*/log.txt
(cd $OUT && tar czf call260.tgz call260 && rm -rf call260); echo "done $(( $(date +%s) - start )) s"
