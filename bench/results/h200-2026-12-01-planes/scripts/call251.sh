#!/bin/bash
# call251 (H200, after call249 on the same build): the variant balanced-planes on R2C and C2R planes and on more
# C2C plane shapes against the rules, two runs each alternating; the kernels' own times under the rules and each
# variant (kernel_times shim); balanced-planes' plans checked against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call251; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
E="--elements 134217728 --rounds 2 --no-verify"
P="100x100x100,128x128x128,64x128x128,100x100,128x128,48x48,75x75"
bash .device/abenv.sh $out/bpr 2 "--sizes 64x64x64,128x128,100x100,48x48,32x32x32 --precision fp32 --kind r2c,c2r $E" new rules= bp=CLFFT_VARIANT=balanced-planes
python3 .device/cmpvar.py $out/bpr rules bp > $out/bpr.txt
bash .device/abenv.sh $out/bps 2 "--sizes 32x32,64x64,96x96,64x36,36x64,72x72,80x80,120x120,50x50,60x60,32x32x32,64x64x64,48x48x48,96x96x96,80x80x80,60x100x100 --precision fp32 --kind c2c $E" new rules= bp=CLFFT_VARIANT=balanced-planes
python3 .device/cmpvar.py $out/bps rules bp > $out/bps.txt
echo "ab $(( $(date +%s) - start )) s"
[ -f /tmp/kt.so ] || gcc -O1 -shared -fPIC -o /tmp/kt.so bench/experiments/kernel_times.c -ldl
B=/tmp/b-new/bench/clfft-bench
kt() { # variant kind shape
  KERNEL_TIMES_FILE=$out/kt-$1-$2-$3.txt LD_PRELOAD=/tmp/kt.so CLFFT_VARIANT=${1/rules/} CLFFT_CACHE_DIR=$(mktemp -d) timeout 60 $B $E --libs libclfft --in-process --sizes $3 --kind $2 --precision fp32 --describe $out/d-$1-$2-$3.txt > $out/b-$1-$2-$3.txt 2>&1
}
for v in rules balanced-planes; do for s in 100x100x100 128x128x128 100x100; do kt $v c2c $s; done; done
for v in rules twist-turns; do kt $v r2c 32768; done
CLFFT_VARIANT=balanced-planes CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 $B --sizes $P --fp64-sizes 100x100x100,128x128x128 --precision both --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
cat $out/bpr.txt $out/bps.txt; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
(cd $OUT && tar czf call251.tgz call251 && rm -rf call251); echo "done $(( $(date +%s) - start )) s"
