#!/bin/bash
# call265 (H200): aliased one-kernel Bluestein (M the power of two below 2N - 2, the last 2N - 1 - M outputs
# corrected) against exact-m (the same build, CLFFT_VARIANT=exact-m: the plans before), two runs alternating;
# the new plans against FFTW on the GPU; issue 19's table with the peers once if time is left
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call265; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/c2c 2 "--sizes 263,1031,1033,1039,2063,4099,3093,1031x1031,16x4099 --fp64-sizes 263,1031,1039,1031x1031 --precision both --kind c2c $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/c2c exact rules > $out/c2c.txt; cat $out/c2c.txt
echo "c2c $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/real 2 "--sizes 263,1031,1039,2063,4099,3093 --fp64-sizes 1031 --precision both --kind r2c,c2r $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/real exact rules > $out/real.txt; cat $out/real.txt
echo "real $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench --sizes 263,1031,1033,1039,2063,4099,3093,1031x1031,16x4099,4099x16 --fp64-sizes 263,1031,1039,1031x1031 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
if [ $(( $(date +%s) - start )) -lt 380 ]; then
  bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
  mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
fi
rm -f $out/*/log.txt
(cd $OUT && tar czf call265.tgz call265 && rm -rf call265); echo "done $(( $(date +%s) - start )) s"
