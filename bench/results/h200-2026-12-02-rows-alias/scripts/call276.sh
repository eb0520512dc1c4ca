#!/bin/bash
# call276 (H200): the rules with aliased fp32 rows only of A a power of two or at most 12 and 64-point Bluestein
# columns in 8x8 (working tree) against CLFFT_VARIANT=exact-m, two runs each; issue 19's table with peers
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call276; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/c32 2 "--sizes 6151,12301,16411,32771,65539,65543,131101,262147 --fp64-sizes 4099,65539 --precision both --kind c2c $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/c32 exact rules > $out/c32.txt; cat $out/c32.txt
echo "c32 $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench --sizes 16411,65539,65543 --fp64-sizes 4099 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call276.tgz call276 && rm -rf call276); echo "done $(( $(date +%s) - start )) s"
