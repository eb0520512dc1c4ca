#!/bin/bash
# call248 (H200 wanted): 9ed3a4c (new) against b84eb94 (head) on the R2C rows whose kernels changed, two runs,
# peers once; C2R's paired-loads and R2C's paired-complex variants against the rules; the first-pass variants on long R2C and C2R rows (new); FFTW checks on the GPU
# (.device/head: `git archive b84eb94 | tar -x -C .device/head`; new: the working tree)
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call248; mkdir -p $out
bash .device/build.sh new=. head=.device/head
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 32768,65536,131072,262144,524288,1048576,2097152,4194304 --fp64-sizes 32768,65536,262144,1048576 --precision both --kind r2c"
bash .device/abrun.sh $out/ab 2 "$S $E" 1 head new
python3 .device/cmpvar.py $out/ab head new > $out/ab.txt
bash .device/abenv.sh $out/pl 2 "--sizes 65536,131072,262144,1048576,2097152,4096x4096 --fp64-sizes 65536,1048576 --precision both --kind c2r $E" new rules= pl=CLFFT_VARIANT=paired-loads
bash .device/abenv.sh $out/pc 2 "--sizes 524288,1048576,262144 --fp64-sizes 1048576 --precision both --kind r2c $E" new rules= pc=CLFFT_VARIANT=paired-complex
python3 .device/cmpvar.py $out/pc rules pc > $out/pc.txt
python3 .device/cmpvar.py $out/pl rules pl > $out/pl.txt
V="rules= fp80=CLFFT_VARIANT=first-pass-80 fp90=CLFFT_VARIANT=first-pass-90 fp125=CLFFT_VARIANT=first-pass-125 fp160=CLFFT_VARIANT=first-pass-160"
bash .device/abenv.sh $out/var 1 "--sizes 131072,262144,524288,1048576,2097152 --fp64-sizes 262144,1048576 --precision both --kind r2c,c2r $E" new $V
python3 .device/vartab.py $out/var rules > $out/var.txt 2>&1
CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 /tmp/b-new/bench/clfft-bench --sizes 32768,65536,131072,262144,524288,1048576,2097152,4194304 --fp64-sizes 32768,65536,262144,1048576 --precision both --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
CLFFT_VARIANT=paired-loads CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 /tmp/b-new/bench/clfft-bench --sizes 65536,131072,1048576,2097152 --fp64-sizes 65536,1048576 --precision both --kind c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-pl.txt 2>&1
CLFFT_VARIANT=paired-complex CLFFT_CACHE_DIR=$(mktemp -d) timeout 200 /tmp/b-new/bench/clfft-bench --sizes 524288,1048576 --fp64-sizes 1048576 --precision both --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-pc.txt 2>&1
cat $out/ab.txt $out/pl.txt $out/pc.txt $out/var.txt; grep -E "^libclfft " $out/verify.txt
(cd $OUT && tar czf call248.tgz call248 && rm -rf call248); echo "done $(( $(date +%s) - start )) s"
