#!/bin/bash
# call273 (H200): as call272 with the kept values ALIAS_STAGE_ALIGN (128) apart per transform; issue 19 table with peers
# build, two runs each alternating; the aliased plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call273; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/c32 2 "--sizes 12301,16411,20483,24593,32771,49157,65539,98317,131101,262147 --precision fp32 --kind c2c $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/c32 exact rules > $out/c32.txt; cat $out/c32.txt
echo "c32 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/c64 2 "--sizes 4099,4127,8219,16411,32771,65539,131101,262147 --precision fp64 --kind c2c $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/c64 exact rules > $out/c64.txt; cat $out/c64.txt
echo "c64 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/real 2 "--sizes 16411,65539,131101 --fp64-sizes 4099 --precision both --kind r2c,c2r $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/real exact rules > $out/real.txt; cat $out/real.txt
echo "real $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench --sizes 12301,16411,32779,65539,131101,262147,3x16411 --fp64-sizes 4099,4133,8219,65543 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call273.tgz call273 && rm -rf call273); echo "done $(( $(date +%s) - start )) s"
