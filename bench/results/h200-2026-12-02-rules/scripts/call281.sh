#!/bin/bash
# call281 (H200): two fp64 rules (working tree) against HEAD 7a85d87 (.device/old, git archive), two alternating
# runs each: fp64 one-kernel Bluestein of M = 2048 exchanges complex values; fp64 three steps with the rows the
# outermost level take the rows' twiddles; correctness against FFTW; issue 19's table with peers
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call281; mkdir -p $out
bash .device/build.sh old=.device/old new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/m2k 2 "--fp64-sizes 907,1019,1025,1031 --precision fp64 --kind c2c,c2r $E" 0 old new
python3 .device/cmpvar.py $out/m2k old new > $out/m2k.txt; cat $out/m2k.txt
bash .device/abrun.sh $out/outer 2 "--fp64-sizes 262147,524309,999983,2000003 --precision fp64 --kind c2c,r2c $E" 0 old new
python3 .device/cmpvar.py $out/outer old new > $out/outer.txt; cat $out/outer.txt
echo "ab $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-new/bench/clfft-bench --fp64-sizes 907,1031,262147,999983 --precision fp64 --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call281.tgz call281 && rm -rf call281); echo "done $(( $(date +%s) - start )) s"
