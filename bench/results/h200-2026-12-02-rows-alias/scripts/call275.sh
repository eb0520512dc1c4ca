#!/bin/bash
# call275 (H200): the aliased three steps with step A's keep and step C's correction once per butterfly
# summed once per work-item and added by a select (working tree) against CLFFT_VARIANT=exact-m, two runs each; narrow-radix
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call275; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/c32 2 "--sizes 6151,12301,16411,20483,24593,32771,49157,65539,98317,131101,262147 --fp64-sizes 4099,16411,65539,262147 --precision both --kind c2c $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/c32 exact rules > $out/c32.txt; cat $out/c32.txt
echo "c32 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/real 2 "--sizes 16411,24593,65539,131101 --fp64-sizes 4099 --precision both --kind r2c,c2r $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/real exact rules > $out/real.txt; cat $out/real.txt
echo "real $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/nr 2 "--sizes 65537,65539,24593 --precision fp32 --kind c2c,c2r $E" new rules= nr=CLFFT_VARIANT=narrow-radix
python3 .device/cmpvar.py $out/nr rules nr > $out/nr.txt; cat $out/nr.txt
echo "nr $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench --sizes 6151,12301,16411,24593,65539,131101,3x16411 --fp64-sizes 4099,4133,8219,65543 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
rm -f $out/*/log.txt
(cd $OUT && tar czf call275.tgz call275 && rm -rf call275); echo "done $(( $(date +%s) - start )) s"
