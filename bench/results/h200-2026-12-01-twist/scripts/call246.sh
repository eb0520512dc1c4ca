#!/bin/bash
# call246 (H200 wanted): the R2C paired last pass's twist twiddles as a table entry per work-item times
# constant roots (new) against HEAD, and radix 8 in that pass (XP_PAIR=r8) against new; two runs each
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call246; mkdir -p $out
bash .device/build.sh new=. head=.device/head
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 16384,32768,65536,131072,262144,524288,1048576,2097152,24690,8230,1024x1024,2048x2048 --fp64-sizes 16384,65536,1048576,24690,1024x1024 --precision both --kind r2c"
bash .device/abrun.sh $out/ab 2 "$S $E" 0 head new
python3 .device/cmpvar.py $out/ab head new > $out/ab.txt
bash .device/abenv.sh $out/r8 2 "$S $E" new rules= r8=XP_PAIR=r8
python3 .device/cmpvar.py $out/r8 rules r8 > $out/r8.txt
CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 /tmp/b-new/bench/clfft-bench --sizes 16384,65536,1048576,24690,8230 --fp64-sizes 65536,24690 --precision both --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
XP_PAIR=r8 CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 /tmp/b-new/bench/clfft-bench --sizes 262144,1048576,2097152 --precision fp32 --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-r8.txt 2>&1
cat $out/ab.txt $out/r8.txt
(cd $OUT && tar czf call246.tgz call246 && rm -rf call246); echo "done $(( $(date +%s) - start )) s"
