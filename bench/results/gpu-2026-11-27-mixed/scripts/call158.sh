#!/bin/bash
# call158 (H200 wanted): fp32 C2R rows of one pass with the twist in their loads taking twiddles from the
# table's powers of two (the tree, uncommitted) against HEAD, two runs each, fp32 only
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call158; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/tw 2 "--sizes 512,1024,2048,4096,8192,16384,65536,2^20,1000,64x64,256x256,1024x1024,2048x2048,4096x4096,4096x64,100x100,32x32x32,64x64x64,128x128x128 --precision fp32 --kind c2r --elements 134217728 --rounds 2" 0 head new
mkdir -p /tmp/stw && tar -xzf $out/tw/csv.tgz -C /tmp/stw && python3 .device/tab3.py /tmp/stw HEAD > $out/tw-summary.md; cat $out/tw-summary.md
echo "done $(( $(date +%s) - start )) s"
