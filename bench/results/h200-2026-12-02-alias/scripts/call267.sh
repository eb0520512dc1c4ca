#!/bin/bash
# call267 (H200): the R2C column rule (4f56268) against 0930c6f on R2C three-step Bluestein lengths; the split
# lengths whose convolutions became aliased (exact-m against the rules); two runs each alternating; the rules'
# new plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call267; mkdir -p $out
bash .device/build.sh new=. base=.device/base
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/col 2 "--sizes 65537,131101,262147,524309,999983,147457 --precision fp32 --kind r2c $E" 0 base new
python3 .device/cmpvar.py $out/col base new > $out/col.txt; cat $out/col.txt
echo "col $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/split 2 "--sizes 2062,6186,30930,3093x16 --fp64-sizes 3093 --precision both --kind c2c,r2c,c2r $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/split exact rules > $out/split.txt; cat $out/split.txt
echo "split $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-new/bench/clfft-bench --sizes 1049,2087,4127,4157,2062,6186,30930,65537,131101,262147,999983 --fp64-sizes 1049,2087,2063,3093 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
rm -f $out/*/log.txt
(cd $OUT && tar czf call267.tgz call267 && rm -rf call267); echo "done $(( $(date +%s) - start )) s"
