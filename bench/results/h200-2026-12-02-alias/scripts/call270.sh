#!/bin/bash
# call270 (H200): variants of the aliased one kernels (a876d9a's rules) on 1031, 4099, 4127, 2063 and R2C / C2R
# 4099: narrow-radix, no-pad, table-twiddles, early-twiddles, odd-first against the rules, two runs each alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call270; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/var 2 "--sizes 1031,4099,4127,2063 --fp64-sizes 1031 --precision both --kind c2c $E" new rules= nr=CLFFT_VARIANT=narrow-radix np=CLFFT_VARIANT=no-pad tt=CLFFT_VARIANT=table-twiddles et=CLFFT_VARIANT=early-twiddles
for v in nr np tt et; do echo "== $v"; python3 .device/cmpvar.py $out/var rules $v | tee $out/var-$v.txt; done
echo "var $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/varr 2 "--sizes 4099,1031 --precision fp32 --kind r2c,c2r $E" new rules= nr=CLFFT_VARIANT=narrow-radix tt=CLFFT_VARIANT=table-twiddles et=CLFFT_VARIANT=early-twiddles
for v in nr tt et; do echo "== $v"; python3 .device/cmpvar.py $out/varr rules $v | tee $out/varr-$v.txt; done
echo "varr $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call270.tgz call270 && rm -rf call270); echo "done $(( $(date +%s) - start )) s"
