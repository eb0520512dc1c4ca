#!/bin/bash
# call237 (H200 wanted): long primes' real rows through the three steps (HEAD) where M is large: C2R by the
# rules against CLFFT_VARIANT=stockham-convolutions (the fused two steps, f58fb5b's plan), R2C against f58fb5b
# (single rows), fp32 and fp64, two runs each
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call237; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 131101,262147,524309,999983,2000003 --fp64-sizes 131101,262147,524309,999983,2000003 --precision both"
bash .device/abenv.sh $out/c2r 2 "$S --kind c2r $E" new sc=CLFFT_VARIANT=stockham-convolutions rules=
python3 .device/cmpvar.py $out/c2r sc rules | tee $out/c2r.txt; echo "c2r $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/r2c 2 "$S --kind r2c $E" 0 head new
python3 .device/cmpvar.py $out/r2c head new | tee $out/r2c.txt; echo "r2c $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench $S --kind r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
