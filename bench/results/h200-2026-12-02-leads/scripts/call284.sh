#!/bin/bash
# call284 (H200): the scope of call283's leads, each variant against the rules (HEAD 5ce0b51, one build, two
# alternating runs): twiddle-powers on fp32 planes and the 2048-point axes; complex-values on 4096-point planes;
# split-columns on 1024-point columns; fp64 reim-values on 2D rows; early-twiddles on real two-pass rows with
# paired last passes; reim-values on C2R one-pass rows
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call284; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { # ab NAME VARIANT ARGS
  bash .device/abenv.sh $out/$1 2 "$3 $E" new rules= v=CLFFT_VARIANT=$2 > /dev/null
  python3 .device/cmpvar.py $out/$1 rules v > $out/$1.txt; echo "== $1 ($2) $(( $(date +%s) - start )) s"; cat $out/$1.txt
}
ab tpp twiddle-powers "--sizes 100x100,96x96,80x80,90x90,64x128,128x64,112x112,64x64,100x100x100,96x96x96,80x80x80,64x100x100,100x100x16 --kind c2c,r2c,c2r --precision fp32"
ab tp2 twiddle-powers "--sizes 2048x2048,2048x1024,1024x2048,2048x4096,4096x2048,2048x512,2048,1536x1536,3072x3072 --kind c2c,r2c,c2r --precision fp32"
ab cv complex-values "--sizes 64x64x64,64x64,32x128,128x32,16x256,16x64x64,128x64x64,32x32x32 --kind c2c,r2c,c2r --precision fp32"
ab sc split-columns "--sizes 1024x1024,1024x512,1024x2048,1024x4096,1024x256,1024x1024x4 --fp64-sizes 1024x1024,1024x512 --kind c2c,r2c,c2r"
ab ri64 reim-values "--sizes 1024x1024,1024x512,512x1024,2048x1024,512x512,1024,2048 --kind c2c,r2c --precision fp64"
ab et early-twiddles "--sizes 1048576,655360,786432,1024000,1310720,819200,921600,1000000 --kind r2c,c2r --precision fp32"
ab ri reim-values "--sizes 3072,4096,64x4096,16x4096,4096x4096,1536,131072,262144 --kind c2r,r2c --precision fp32"
rm -f $out/*/log.txt
(cd $OUT && tar czf call284.tgz call284 && rm -rf call284); echo "done $(( $(date +%s) - start )) s"
