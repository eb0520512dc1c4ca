#!/bin/bash
# call162 (H200 wanted): C2C planes of 4097-12288 points in one kernel (CLFFT_XP_BIGPLANES=12288: a staged plane
# kernel whose exchanges take one turn) against the rules (4096), two runs each; peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call162; mkdir -p $out
bash .device/build.sh xp=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
S="64x128,128x64,96x96,100x100,90x90,80x100,72x128,16x512,512x16,8x1024,1024x8,48x192,96x96x96,100x100x100,90x90x90,80x80x80,72x72x72,128x64x128,128x128x64,64x64x64,128x128x128,1000x1000"
bash .device/abenv.sh $out/p 2 "--sizes $S --kind c2c --precision fp32 $E" xp rules= big=CLFFT_XP_BIGPLANES=12288
python3 .device/cmpvar.py $out/p rules big
echo "ab $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 250 /tmp/b-xp/bench/clfft-bench --sizes $S --kind c2c --precision fp32 $E --libs vkfft,cufft --csv $out/peers.csv > $out/peers.log 2>&1; echo "peers exit $?"
grep -E "^(vkfft|cufft) " $out/peers.log | awk '{print $1,$4,$7}' | paste - - 
echo "done $(( $(date +%s) - start )) s"
