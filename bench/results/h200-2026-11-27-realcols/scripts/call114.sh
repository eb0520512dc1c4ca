#!/bin/bash
# call114 (H200 asked): real 2D/3D, variant mirror-rows against the rules at 6682edf, two runs each, peers once; a verified pass
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call114; mkdir -p $out
S="--sizes 256x256,1000x1000,1024x1024,1200x1200,1536x1536,2048x2048,4096x4096,512x2048,100x100x100,128x128x128,256x256x256,512x512x512 --fp64-sizes 1024x1024,128x128x128,2048x2048 --kind r2c,c2r"
CLFFT_VARIANT=mirror-rows timeout 300 /tmp/b-new/bench/clfft-bench $S --elements 4194304 --rounds 1 --iters 2 --libs libclfft > $out/verify.txt 2>&1; echo "verify exit $?"
grep -c " ok" $out/verify.txt; grep -v " ok" $out/verify.txt | grep "libclfft " | head
bash .device/abvar.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" new rules mirror-rows
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"; export LD_LIBRARY_PATH="$CUDA_PATH/lib64:$LD_LIBRARY_PATH"
timeout 250 /tmp/b-new/bench/clfft-bench $S --elements 134217728 --rounds 2 --no-verify --libs vkfft,cufft --csv $out/peers.csv > $out/peers.txt 2>&1; echo "peers $?"
python3 .device/cmpvar.py $out/ab rules mirror-rows
echo "done $(( $(date +%s) - start )) s"
