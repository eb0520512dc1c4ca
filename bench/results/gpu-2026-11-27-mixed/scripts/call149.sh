#!/bin/bash
# call149 (any card): balanced mixed radices (10 = 2x5, 12, 20, ...) in column steps whose radices hold 25 or 27
# (CLFFT_XP_MIX=F: the fewest factors of at most F, the most balanced; an uncommitted hook), two runs each
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call149; mkdir -p $out
A="--sizes 1000x1000,500x500,200x200,2000x2000,750x750,600x600,300x300,400x400,100x100x100,1200x1200,250x250,2500x2500,200x200x200,1000x100,100x1000 --fp64-sizes 1000x1000,100x100x100,600x600 --kind c2c,r2c,c2r --elements 134217728 --rounds 2"
bash .device/abenv.sh $out/mix 2 "$A" new "base=" "f16=CLFFT_XP_MIX=16" "f20=CLFFT_XP_MIX=20"
for v in f16 f20; do echo "== $v"; python3 .device/cmpvar.py $out/mix base $v; done
echo "done $(( $(date +%s) - start )) s"
