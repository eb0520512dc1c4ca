#!/bin/bash
# call136: real planes two per transform (paired-planes, the working tree's rule) against one (single-planes)
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call136; mkdir -p $out
S=16x16,32x32,64x64,128x32,32x128,64x16,32x32x32,64x64x64,8x64x64
A="--sizes $S --fp64-sizes 32x32,64x64,64x64x64 --kind r2c,c2r --precision both --elements 134217728 --rounds 2"
bash .device/abvar.sh $out/ab 2 "$A" new rules single-planes
python3 .device/cmpvar.py $out/ab single-planes rules
# the shapes of the tables, peers once
/tmp/b-new/bench/clfft-bench --sizes 64x64,64x64x64,32x32x32 --kind r2c,c2r --precision fp32 --elements 134217728 --rounds 2 --libs libclfft,vkfft,cufft --csv $out/peers.csv > $out/peers.log 2>&1
grep -E "^(libclfft|vkfft|cufft)" $out/peers.log
echo "done $(( $(date +%s) - start )) s"
