#!/bin/bash
# call165 (H200 wanted): e3980d0 against the tree (C2C planes wherever the plane kernel fits, planes padded where
# plane_n1 is a multiple of 16), two runs each; C2C fp32 planes, the changed real planes and fp64 planes; peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call165; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
C="64x128,128x64,96x96,100x100,90x90,80x100,72x128,8x1024,48x192,96x96x96,100x100x100,90x90x90,72x72x72,128x64x128,128x128x64,64x64x64,48x100,70x70,64x80,72x72,75x75,60x100,64x100,100x64,81x81,84x84,120x60,88x88,160x50,50x160,64x144,144x64,10x1000,1000x10,104x104,105x105,64x60,48x80,32x100,16x250,64x50"
R="64x60,48x80,32x100,16x250,64x50"
F="72x72,75x75,72x72x72,64x60,48x80,32x100,16x250,64x50"
bash .device/abrun.sh $out/c 2 "--sizes $C --kind c2c --precision fp32 $E" 0 head new
python3 .device/cmpvar.py $out/c head new
bash .device/abrun.sh $out/r 2 "--sizes $R --kind r2c,c2r --precision fp32 $E" 0 head new
python3 .device/cmpvar.py $out/r head new
bash .device/abrun.sh $out/f 2 "--sizes $F --fp64-sizes all --kind c2c --precision fp64 $E" 0 head new
python3 .device/cmpvar.py $out/f head new
echo "ab $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 250 /tmp/b-new/bench/clfft-bench --sizes $C --kind c2c --precision fp32 $E --libs vkfft,cufft --csv $out/peers.csv > $out/peers.log 2>&1; echo "peers exit $?"
grep -E "^(vkfft|cufft) " $out/peers.log | awk '{print $1,$4,$7}' | paste - - 
echo "done $(( $(date +%s) - start )) s"
