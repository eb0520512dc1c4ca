#!/bin/bash
# call109 (H200 asked): the measuring planner's candidates (libclfft-measure --describe) on issue 19's rows
# and the 2D rows below the better peer, at 0fd83e3, with the rules' plan in the same run
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call109; mkdir -p $out
c=$(mktemp -d)
CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-xp/bench/clfft-bench --sizes 4099,65537,999983 --fp64-sizes 1031,65537 --kind c2c --elements 134217728 --rounds 2 --libs libclfft,libclfft-measure --describe $out/describe-t19.txt --csv $out/t19.csv > $out/log-t19.txt 2>&1
echo "t19 exit $? $(( $(date +%s) - start )) s"
CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench --sizes 1000x1000,2048x2048 --precision fp32 --kind c2c,r2c --elements 134217728 --rounds 2 --libs libclfft,libclfft-measure --describe $out/describe-2d.txt --csv $out/2d.csv > $out/log-2d.txt 2>&1
echo "2d exit $? $(( $(date +%s) - start )) s"
grep -E "^libclfft" $out/log-t19.txt $out/log-2d.txt | awk '{print $1,$2,$3,$4,$7}'
gzip $out/describe-*.txt
echo "done $(( $(date +%s) - start )) s"
