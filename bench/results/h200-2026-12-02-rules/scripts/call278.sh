#!/bin/bash
# call278 (H200): two rules (working tree) against HEAD 435b664 (.device/old, git archive), two alternating runs
# each: fp64 three-step row steps exchange complex values; fp32 three-step column steps of 32 points keep the
# rules' radices (8x4); correctness against FFTW; issue 19's table with peers
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call278; mkdir -p $out
bash .device/build.sh old=.device/old new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/c64 2 "--fp64-sizes 4099,10007,16411,32771,65537,131101,262147,999983 --precision fp64 --kind c2c $E" 0 old new
python3 .device/cmpvar.py $out/c64 old new > $out/c64.txt; cat $out/c64.txt
bash .device/abrun.sh $out/r64 2 "--fp64-sizes 4099,65537,262147 --precision fp64 --kind r2c,c2r $E" 0 old new
python3 .device/cmpvar.py $out/r64 old new > $out/r64.txt; cat $out/r64.txt
bash .device/abrun.sh $out/c32 2 "--sizes 32749,32771,16411,65537 --precision fp32 --kind c2c,c2r $E" 0 old new
python3 .device/cmpvar.py $out/c32 old new > $out/c32.txt; cat $out/c32.txt
echo "ab $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-new/bench/clfft-bench --sizes 32749,32771 --fp64-sizes 4099,10007,65537,262147 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call278.tgz call278 && rm -rf call278); echo "done $(( $(date +%s) - start )) s"
