#!/bin/bash
# call181 (H200 wanted): C2C planes of more than 4096 points (entry 102, fitted on an H100) on the H200: the rules
# against CLFFT_VARIANT=small-planes on the 62 shapes where they differ, two runs each alternating, peers once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call181; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
S="64x128,128x64,96x96,100x100,90x90,80x100,72x128,16x512,512x16,8x1024,1024x8,48x192,96x96x96,100x100x100,90x90x90,80x80x80,72x72x72,128x64x128,128x128x64,128x128x128,64x96,96x64,60x100,100x60,64x100,100x64,120x60,60x120,75x100,100x75,50x160,160x50,120x100,100x120,81x81,88x88,104x104,84x84,70x70,75x75,105x105,40x250,250x40,20x500,500x20,10x1000,1000x10,12x1000,32x320,320x32,128x80,80x128,64x144,144x64,72x72,80x80,90x100,100x90,64x80,80x64,48x100,100x48"
E="--elements 134217728 --rounds 2 --kind c2c --precision fp32"
bash .device/abenv.sh $out/p 2 "--sizes $S $E" new rules= small=CLFFT_VARIANT=small-planes
python3 .device/cmpvar.py $out/p rules small > $out/p-summary.txt; tail -1 $out/p-summary.txt
echo "p $(( $(date +%s) - start )) s"
timeout 200 /tmp/b-new/bench/clfft-bench --sizes $S $E --libs vkfft,cufft --csv $out/peers.csv > /dev/null 2>&1; echo "peers exit $?"
sort -k6 -n $out/p-summary.txt | head -70
rm -f $out/p/log.txt
echo "done $(( $(date +%s) - start )) s"
