#!/bin/bash
# call111 (H200 asked): column steps with aligned and misaligned rows (colprobe), and the 2D/1D rows for context, at fcd0bbe
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur
gcc -O2 .device/colprobe.c -I .device/cur/include -L /tmp/b-head -lclfft-ocl -lOpenCL -o /tmp/colprobe || echo colprobe build failed
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call111; mkdir -p $out
export LD_LIBRARY_PATH=/tmp/b-head:$LD_LIBRARY_PATH
C="2048:65536:65536 2048:65537:65536 2048:65540:65536 2048:65544:65536 2048:65552:65536 1024:131072:131072 1024:131073:131072 1024:131076:131072 1024:131088:131072 1000:131072:131072 1000:131073:131072 1000:131076:131072 4096:32768:32768 4096:32769:32768 4096:32772:32768 512:262144:262144 512:262145:262144"
for r in 1 2; do /tmp/colprobe $C 2>&1 | tee $out/colprobe-$r.txt; done
echo "probe $(( $(date +%s) - start )) s"
/tmp/b-head/bench/clfft-bench --sizes 1024,2048,4096,1000,1024x1024,2048x2048,1000x1000,4096x4096 --precision fp32 --kind c2c,r2c,c2r --elements 134217728 --rounds 2 --libs libclfft,cufft --no-verify --csv $out/ctx.csv > $out/ctx.txt 2>&1
tail -40 $out/ctx.txt
echo "done $(( $(date +%s) - start )) s"
