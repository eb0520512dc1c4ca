#!/bin/bash
# call254 (H200): the final rules (twist-turns; fp32 planes with an axis other than a power of two in balanced
# radices; R2C's re/im paired passes as complex values; R2C 2^19 as 1024 x 256) as one build against 958e84e
# (.device/head958), two runs each alternating, on the rows they change and some they keep; FFTW checks
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call254; mkdir -p $out
bash .device/build.sh new=.
[ -x /tmp/b-head958/bench/clfft-bench ] || bash .device/build.sh head958=.device/head958
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/ab 2 "--sizes 32768,65536,131072,262144,524288,1048576,393216,786432,4x524288,2097152 --fp64-sizes 524288,1048576,262144 --precision both --kind r2c $E" 0 head958 new
bash .device/abrun.sh $out/abp 2 "--sizes 48x48,50x50,36x64,64x36,100x100,48x48x48,100x100x100,64x64,128x128x128 --precision fp32 --kind c2c,r2c,c2r $E" 0 head958 new
python3 .device/cmpvar.py $out/ab head958 new > $out/ab.txt; python3 .device/cmpvar.py $out/abp head958 new > $out/abp.txt; cat $out/ab.txt $out/abp.txt
CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/b-new/bench/clfft-bench --sizes 524288,1048576,393216,4x524288,32768 --fp64-sizes 524288,1048576 --precision both --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
(cd $OUT && tar czf call254.tgz call254 && rm -rf call254); echo "done $(( $(date +%s) - start )) s"
