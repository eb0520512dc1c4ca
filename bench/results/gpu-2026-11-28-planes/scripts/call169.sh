#!/bin/bash
# call169 (H200 wanted): as call166 with the staging rewritten (each turn loads its own columns, so no work-item holds more than its registers and one turn), fp32 only
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call169; mkdir -p $out
bash .device/build.sh xp=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
S="16384,128x128,64x256,256x64,32x512,512x32,16x1024,1024x16,128x128x128,64x128x128,8x128x128,128x128x16,96x128,128x96,64x128,128x64"
bash .device/abenv.sh $out/p 2 "--sizes $S --precision fp32 --kind c2c $E" xp rules= turns=CLFFT_XP_TURNPLANES=1
python3 .device/cmpvar.py $out/p rules turns
echo "ab $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 250 /tmp/b-xp/bench/clfft-bench --sizes $S --precision fp32 --kind c2c $E --libs vkfft,cufft --csv $out/peers.csv > $out/peers.log 2>&1; echo "peers exit $?"
grep -E "^(vkfft|cufft) " $out/peers.log | awk '{print $1,$2,$4,$7}' | paste - -
echo "done $(( $(date +%s) - start )) s"
