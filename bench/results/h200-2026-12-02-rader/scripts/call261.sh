#!/bin/bash
# call261 (H200): colcopy.py over more work-group sizes (the 1000-point column step's 800 work-items copied at 3.14
# TB/s in call260, 512 and 1024 at 3.8); the column steps of 1000-point (and other) columns in 1000 work-items
# (8x5x5x5: CLFFT_VARIANT=plain-radices+small-odd-radices on the XP tree, which combines variants) and in 320
# (8x25x5, plain-radices) against the rules (10x10x10 in 800), two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call261; mkdir -p $out
bash .device/build.sh xp=.device/xp &
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 90 python3 .device/colcopy.py 1000 > $out/colcopy.txt 2>&1; cat $out/colcopy.txt
wait
echo "built+colcopy $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/col 2 "--sizes 1000x1000,500x500,1200x1200,2000x2000,600x600,750x750,1000x100,100x1000,1000x1000x4 --fp64-sizes 1000x1000 --precision both --kind c2c $E" xp rules= w1000=CLFFT_VARIANT=plain-radices+small-odd-radices w320=CLFFT_VARIANT=plain-radices
for l in w1000 w320; do echo "== $l"; python3 .device/cmpvar.py $out/col rules $l; done > $out/col.txt; cat $out/col.txt
echo "col $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/colr 2 "--sizes 1000x1000,500x500,1200x1200 --precision fp32 --kind r2c,c2r $E" xp rules= w1000=CLFFT_VARIANT=plain-radices+small-odd-radices
python3 .device/cmpvar.py $out/colr rules w1000 > $out/colr.txt; cat $out/colr.txt
echo "colr $(( $(date +%s) - start )) s"
for s in 1000x1000 500x500; do CLFFT_VARIANT=plain-radices+small-odd-radices CLFFT_CACHE_DIR=$(mktemp -d) timeout 60 /tmp/b-xp/bench/clfft-bench --sizes $s --precision fp32 --kind c2c --elements 134217728 --rounds 1 --libs libclfft --describe $out/d-$s.txt > $out/v-$s.txt 2>&1; done
grep -h "^libclfft " $out/v-*.txt
rm -f $out/*/log.txt
(cd $OUT && tar czf call261.tgz call261 && rm -rf call261); echo "done $(( $(date +%s) - start )) s"
