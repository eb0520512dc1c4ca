#!/bin/bash
# call253 (H200, the working tree's build of call252): call248's variant part (the twenty-seventh session's
# variants, untimed there): C2R's paired-loads and R2C's paired-complex against the rules, two runs each, and the
# first-pass variants on long R2C and C2R rows, one run; both variants' plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call253; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/pl 2 "--sizes 65536,131072,262144,1048576,2097152,4096x4096 --fp64-sizes 65536,1048576 --precision both --kind c2r $E" new rules= pl=CLFFT_VARIANT=paired-loads
bash .device/abenv.sh $out/pc 2 "--sizes 524288,1048576,262144 --fp64-sizes 1048576 --precision both --kind r2c $E" new rules= pc=CLFFT_VARIANT=paired-complex
python3 .device/cmpvar.py $out/pc rules pc > $out/pc.txt
python3 .device/cmpvar.py $out/pl rules pl > $out/pl.txt
cat $out/pl.txt $out/pc.txt
echo "ab $(( $(date +%s) - start )) s"
V="rules= fp80=CLFFT_VARIANT=first-pass-80 fp90=CLFFT_VARIANT=first-pass-90 fp125=CLFFT_VARIANT=first-pass-125 fp160=CLFFT_VARIANT=first-pass-160"
bash .device/abenv.sh $out/var 1 "--sizes 131072,262144,524288,1048576,2097152 --fp64-sizes 262144,1048576 --precision both --kind r2c,c2r $E" new $V
python3 .device/vartab.py $out/var rules > $out/var.txt 2>&1; cat $out/var.txt
CLFFT_VARIANT=paired-loads CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/b-new/bench/clfft-bench --sizes 65536,131072,1048576,2097152 --fp64-sizes 65536,1048576 --precision both --kind c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-pl.txt 2>&1
CLFFT_VARIANT=paired-complex CLFFT_CACHE_DIR=$(mktemp -d) timeout 150 /tmp/b-new/bench/clfft-bench --sizes 524288,1048576 --fp64-sizes 1048576 --precision both --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-pc.txt 2>&1
grep -hE "^libclfft " $out/verify-p*.txt | awk '{print $NF}' | sort | uniq -c
(cd $OUT && tar czf call253.tgz call253 && rm -rf call253); echo "done $(( $(date +%s) - start )) s"
