#!/bin/bash
# call191 (H200 wanted): (a) CLFFT_VARIANT=balanced-odd-radices against the rules on one-pass R2C/C2R fp32 and
# C2C fp64 lengths not measured in call188 (the 15x3 -> 9x5 lead and three odd radices), two runs;
# (b) the measuring planner's candidates on issue 19's Bluestein rows; (c) 823 and its products
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call191; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abenv.sh $out/$1 $2 "$3 $E" new "$4" "$5"; python3 .device/cmpvar.py $out/$1 $6 $7 | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
B=bal=CLFFT_VARIANT=balanced-odd-radices
R=90,180,360,720,1440,2880,5760,11520,23040,1890,3780,4050,4500,6300,6750,8100,9000,12600,13500,16200,18000,420,840,1200,1800,2016,4032,4800,7200,9600
ab real 2 "--sizes $R --precision fp32 --kind r2c,c2r" rules= $B rules bal
ab f64 2 "--sizes 180,315,360,405,630,720,810,1260,1440,1620,2520,2835,2880,3240,5760,945,1890,2025,3375,3780,4050,4500,6300,6750 --fp64-sizes all --precision fp64 --kind c2c" rules= $B rules bal
B2=/tmp/b-new/bench/clfft-bench
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 250 $B2 --sizes 4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --precision both --kind c2c $E --libs libclfft,libclfft-measure --describe $out/measure-describe.txt --csv $out/measure.csv > $out/measure.log 2>&1
echo "measure exit $? $(( $(date +%s) - start )) s"
timeout 60 $B2 --sizes 823,1646,2469,4115,8230,12345,1728,3456 --precision fp32 --kind c2c $E --libs libclfft --describe $out/p823-describe.txt --csv $out/p823.csv > /dev/null 2>&1
echo "823 exit $? $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
( cd $out && tar -czf ../call191.tgz . )
echo "done $(( $(date +%s) - start )) s"
