#!/bin/bash
# call133 (H200 asked): the three tables, 0404fd0 against the working tree (split rules fitted on call132)
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.
wait
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call133; mkdir -p $out
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
echo "t18 $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
echo "c2r $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/split 1 "--sizes 1536x1536,2000x2000,2560x2560,2048x512,4096x1024,1200x1200,2048x256 --fp64-sizes 2048x2048,2000x2000,1536x1536 --kind c2c,r2c,c2r $E" 1 head new
echo "split $(( $(date +%s) - start )) s"
for t in t18 c2r split; do mkdir -p /tmp/s$t && tar -xzf $out/$t/csv.tgz -C /tmp/s$t && python3 .device/tab2.py /tmp/s$t > $out/$t-summary.md; tail -1 $out/$t-summary.md; done
echo "done $(( $(date +%s) - start )) s"
