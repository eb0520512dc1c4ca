#!/bin/bash
# call233 (H200 wanted): C2R columns-first column step in groups of 128 columns (the working tree: the twist
# load's one-SIMD groups not for split steps) against HEAD's 32, two runs each; FFTW checks
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call233; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 24690,4938,30930,16x24690,8230 --fp64-sizes 24690,8230 --precision both"
bash .device/abrun.sh $out/ab 2 "$S --kind c2r $E" 0 head new
python3 .device/cmpvar.py $out/ab head new | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench $S --kind c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
