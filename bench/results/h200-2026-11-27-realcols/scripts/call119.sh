#!/bin/bash
# call119 (H200 asked): variant twiddle-powers against the rules on column-heavy shapes, two runs each, at HEAD
set +e
start=$(date +%s)
source .device/env.sh
ls /tmp/b-new/bench/clfft-bench > /dev/null 2>&1 || { rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp && bash .device/build.sh new=.device/xp; }
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call119; mkdir -p $out
S="--sizes 512x512x512,256x256x256,128x128x128,512x512,1024x512,512x4096,64x512x512,1024x1024,2048x2048,1000x1000,1536x1536,4096x4096 --fp64-sizes 512x512x512 --kind c2c,r2c,c2r"
bash .device/abvar.sh $out/tp 2 "$S --elements 134217728 --rounds 2 --no-verify" new rules twiddle-powers
python3 .device/cmpvar.py $out/tp rules twiddle-powers
echo "done $(( $(date +%s) - start )) s"
