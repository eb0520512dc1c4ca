#!/bin/bash
# call163 (H200 wanted): as call162 on 44 more plane shapes of 4097-12288 points, to fit the rule
# kernel whose exchanges take one turn) against the rules (4096), two runs each; peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call163; mkdir -p $out
bash .device/build.sh xp=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
S="64x96,96x64,60x100,100x60,64x100,100x64,120x60,60x120,75x100,100x75,50x160,160x50,120x100,100x120,81x81,88x88,104x104,84x84,70x70,75x75,105x105,40x250,250x40,20x500,500x20,10x1000,1000x10,12x1000,32x320,320x32,128x80,80x128,64x144,144x64,96x128,128x96,72x72,80x80,90x100,100x90,64x80,80x64,48x100,100x48"
bash .device/abenv.sh $out/p 2 "--sizes $S --kind c2c --precision fp32 $E" xp rules= big=CLFFT_XP_BIGPLANES=12288
python3 .device/cmpvar.py $out/p rules big
echo "ab $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 250 /tmp/b-xp/bench/clfft-bench --sizes $S --kind c2c --precision fp32 $E --libs vkfft,cufft --csv $out/peers.csv > $out/peers.log 2>&1; echo "peers exit $?"
grep -E "^(vkfft|cufft) " $out/peers.log | awk '{print $1,$4,$7}' | paste - - 
echo "done $(( $(date +%s) - start )) s"
