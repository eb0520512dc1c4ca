#!/bin/bash
# call266 (H200): aliased one kernels with 33 to 128 outputs corrected (CLFFT_VARIANT=aliased-m) against the
# rules (their exact M); fp64 2063 (29 corrected, the rule) against exact-m; the lengths whose M became 2N - 2
# under narrow-radix (call264's plan) against the rules; two runs each alternating; aliased-m against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call266; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/cnt 2 "--sizes 277,293,557,1049,1069,1087,2069,2087,4127,4157 --fp64-sizes 557,1049,1087,2087 --precision both --kind c2c $E" new rules= al=CLFFT_VARIANT=aliased-m
bash .device/abenv.sh $out/cntr 2 "--sizes 1087,4157 --precision fp32 --kind r2c,c2r $E" new rules= al=CLFFT_VARIANT=aliased-m
python3 .device/cmpvar.py $out/cnt rules al > $out/cnt.txt; cat $out/cnt.txt; python3 .device/cmpvar.py $out/cntr rules al > $out/cntr.txt; cat $out/cntr.txt
echo "cnt $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/f64 2 "--sizes 2063 --precision fp64 --kind c2c,r2c,c2r $E" new exact=CLFFT_VARIANT=exact-m rules=
python3 .device/cmpvar.py $out/f64 exact rules > $out/f64.txt; cat $out/f64.txt
echo "f64 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/nr 2 "--sizes 65537,40961,12289 --fp64-sizes 65537 --precision both --kind c2c,r2c,c2r $E" new rules= nr=CLFFT_VARIANT=narrow-radix
python3 .device/cmpvar.py $out/nr rules nr > $out/nr.txt; cat $out/nr.txt
echo "nr $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_VARIANT=aliased-m CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench --sizes 277,293,557,1049,1069,1087,2069,2087,4127,4157,16x1087 --fp64-sizes 557,1049,1087,2087,2063 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
rm -f $out/*/log.txt
(cd $OUT && tar czf call266.tgz call266 && rm -rf call266); echo "done $(( $(date +%s) - start )) s"
