#!/bin/bash
# call161 (H200 wanted): C2C planes of 8192-16384 points in one kernel (CLFFT_XP_BIGPLANES cap, direct loads
# with exchange turns) and direct plane loads (CLFFT_XP_PLANEDIRECT) against the rules, two runs; peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call161; mkdir -p $out
bash .device/build.sh xp=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
S="128x128x128,128x128,64x128,128x64,256x64,64x256,96x96x96,100x100x100,64x64x64,32x32x32,64x64,32x32,64x128x128,128x128x64"
bash .device/abenv.sh $out/p 2 "--sizes $S --fp64-sizes 32x32,64x64x64 --kind c2c $E" xp rules= big8=CLFFT_XP_BIGPLANES=8192 big16=CLFFT_XP_BIGPLANES=16384 big16d=CLFFT_XP_BIGPLANES=16384\ CLFFT_XP_PLANEDIRECT=1 direct=CLFFT_XP_PLANEDIRECT=1
for v in big8 big16 big16d direct; do echo "== rules -> $v"; python3 .device/cmpvar.py $out/p rules $v; done
echo "ab $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 250 /tmp/b-xp/bench/clfft-bench --sizes $S --kind c2c $E --libs vkfft,cufft --csv $out/peers.csv > $out/peers.log 2>&1; echo "peers exit $?"
grep -E "vkfft|cufft" $out/peers.log | awk '{print $1,$2,$4,$7}'
echo "done $(( $(date +%s) - start )) s"
