#!/bin/bash
# call164 (H200 wanted): planes of 4097-12288 points (CLFFT_XP_BIGPLANES=12288) with the exchange padding forced
# (CLFFT_VARIANT=pad) against without, and the rules; calls 162 and 163's shapes, two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call164; mkdir -p $out
bash .device/build.sh xp=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
S="64x128,128x64,96x96,100x100,90x90,80x100,72x128,16x512,512x16,8x1024,1024x8,48x192,96x96x96,100x100x100,90x90x90,80x80x80,72x72x72,128x64x128,128x128x64,64x96,96x64,60x100,100x60,64x100,100x64,120x60,60x120,75x100,100x75,50x160,160x50,120x100,100x120,81x81,88x88,104x104,84x84,70x70,75x75,105x105,40x250,250x40,20x500,500x20,10x1000,1000x10,12x1000,32x320,320x32,128x80,80x128,64x144,144x64,96x128,128x96,72x72,80x80,90x100,100x90,64x80,80x64,48x100,100x48"
bash .device/abenv.sh $out/p 2 "--sizes $S --kind c2c --precision fp32 $E" xp rules= big=CLFFT_XP_BIGPLANES=12288 bigpad=CLFFT_XP_BIGPLANES=12288\ CLFFT_VARIANT=pad
for v in big bigpad; do echo "== rules -> $v"; python3 .device/cmpvar.py $out/p rules $v; done
echo "== big -> bigpad"; python3 .device/cmpvar.py $out/p big bigpad
echo "done $(( $(date +%s) - start )) s"
