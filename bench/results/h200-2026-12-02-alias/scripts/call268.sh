#!/bin/bash
# call268 (H200): the aliased outputs' correction unrolled (working tree) against its loop (4f56268), two runs each
# alternating, 1025 (M = 2048, exact) for reference; issue 19's table at the working tree with the peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call268; mkdir -p $out
bash .device/build.sh new=. base=.device/base
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/un 2 "--sizes 1025,263,1031,1039,1049,2063,2087,4099,4127,4157 --fp64-sizes 1031,2063,2087 --precision both --kind c2c $E" 0 base new
bash .device/abrun.sh $out/unr 2 "--sizes 1031,4099 --precision fp32 --kind r2c,c2r $E" 0 base new
python3 .device/cmpvar.py $out/un base new > $out/un.txt; cat $out/un.txt; python3 .device/cmpvar.py $out/unr base new > $out/unr.txt; cat $out/unr.txt
echo "un $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench --sizes 263,1031,1039,2087,4157,16x1031 --fp64-sizes 1031,2087 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
rm -f $out/*/log.txt
(cd $OUT && tar czf call268.tgz call268 && rm -rf call268); echo "done $(( $(date +%s) - start )) s"
