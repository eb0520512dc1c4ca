#!/bin/bash
# call118 (H200 asked): the measuring planner's candidates (each timed) on 3D and 2D shapes at HEAD
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call118; mkdir -p $out
c=$(mktemp -d)
CLFFT_CACHE_DIR=$c timeout 500 /tmp/b-new/bench/clfft-bench --sizes 512x512x512,256x256x256,100x100x100,2048x2048,1000x1000 --precision fp32 --kind c2c,r2c,c2r --elements 134217728 --rounds 2 --no-verify --libs libclfft,libclfft-measure --describe $out/describe.txt --csv $out/measure.csv > $out/measure.txt 2>&1
echo "measure exit $? $(( $(date +%s) - start )) s"
grep -E "libclfft" $out/measure.txt | awk '{print $1,$3,$4,$7}' | paste - - | column -t
grep -E "candidate|us/launch|measured" $out/describe.txt | head -80
gzip $out/describe.txt
echo "done $(( $(date +%s) - start )) s"
