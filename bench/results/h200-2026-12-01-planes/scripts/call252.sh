#!/bin/bash
# call252 (H200): the working tree's rules (twist-turns, fp32 planes with an axis other than a power of two in
# balanced radices) against 958e84e (the rules before: .device/head958 = `git archive 958e84e`), two runs each
# alternating, on the rows they change and on some they keep; fp64 planes under balanced-planes against the rules
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call252; mkdir -p $out
bash .device/build.sh new=. head958=.device/head958
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/ab 2 "--sizes 32768,2x32768,64x32768,48x48,50x50,36x64,64x36,100x100,48x48x48,100x100x100,60x100x100,64x64,128x128x128,75x75 --precision fp32 --kind c2c,r2c,c2r $E" 0 head958 new
python3 .device/cmpvar.py $out/ab head958 new > $out/ab.txt; cat $out/ab.txt
echo "ab $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/f64 2 "--fp64-sizes 48x48,50x50,36x64,64x36,100x100,48x48x48,60x100x100 --precision fp64 --kind c2c,r2c,c2r $E" new rules= bp=CLFFT_VARIANT=balanced-planes
python3 .device/cmpvar.py $out/f64 rules bp > $out/f64.txt; cat $out/f64.txt
CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/b-new/bench/clfft-bench --sizes 32768,2x32768,48x48,50x50,36x64,100x100,48x48x48,60x100x100 --precision fp32 --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
(cd $OUT && tar czf call252.tgz call252 && rm -rf call252); echo "done $(( $(date +%s) - start )) s"
