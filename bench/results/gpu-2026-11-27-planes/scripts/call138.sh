#!/bin/bash
# call138: paired real planes with the other radices: R2C rules (paired, radix 32) / narrow-radix (paired) / single-planes; C2R rules (paired, narrow) / wide-radix (paired, radix 32)
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call138; mkdir -p $out
S=16x16,32x32,64x64,128x32,32x128,64x16,32x32x32,64x64x64,8x64x64
A="--sizes $S --fp64-sizes 32x32,64x64,64x64x64 --kind r2c --precision both --elements 134217728 --rounds 2"
bash .device/abvar.sh $out/r2c 2 "$A" new rules narrow-radix single-planes
python3 .device/cmpvar.py $out/r2c single-planes rules
python3 .device/cmpvar.py $out/r2c single-planes narrow-radix
A="--sizes $S --fp64-sizes 32x32,64x64,64x64x64 --kind c2r --precision both --elements 134217728 --rounds 2"
bash .device/abvar.sh $out/c2r 2 "$A" new rules wide-radix
python3 .device/cmpvar.py $out/c2r rules wide-radix
echo "done $(( $(date +%s) - start )) s"
