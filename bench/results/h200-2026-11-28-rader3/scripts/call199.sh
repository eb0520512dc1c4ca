#!/bin/bash
# call199 (H200 wanted): one-kernel Bluestein convolutions of M = 4608 to 10368 under the rules and the
# variants odd-last (radices 32x32x9 | 9x32x32), early-twiddles; fp64 also complex-values; the working
# tree (66f8a3f), two runs alternating, libclfft only
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call199; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
P32=2063,2111,2333,2609,2677,3089,3209,3461,3517,4099,4133,4637,4663,5147
P64=1031,1543,2063,2609,3089,3461,4099,4637
bash .device/abenv.sh $out/f32 2 "--sizes $P32 --precision fp32 --kind c2c $E" new rules= ol=CLFFT_VARIANT=odd-last et=CLFFT_VARIANT=early-twiddles
for v in ol et; do python3 .device/cmpvar.py $out/f32 rules $v | tee $out/f32-$v.txt; done
echo "f32 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/f64 2 "--sizes $P64 --fp64-sizes all --precision fp64 --kind c2c $E" new rules= ol=CLFFT_VARIANT=odd-last cv=CLFFT_VARIANT=complex-values
for v in ol cv; do python3 .device/cmpvar.py $out/f64 rules $v | tee $out/f64-$v.txt; done
echo "f64 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/real 2 "--sizes 4099,4637,3461,2063 --precision fp32 --kind r2c,c2r $E" new rules= ol=CLFFT_VARIANT=odd-last
python3 .device/cmpvar.py $out/real rules ol | tee $out/real-ol.txt
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
