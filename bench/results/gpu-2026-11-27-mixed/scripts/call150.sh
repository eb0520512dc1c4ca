#!/bin/bash
# call150 (any card): balanced mixed radices in column steps (CLFFT_XP_MIX=16 CLFFT_XP_BUSY=1: the fewest
# factors of at most 16 that keep every work-item busy, where that is fewer factors or a smaller largest one),
# the rules against it, three runs each
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call150; mkdir -p $out
S="100x100,225x225,250x250,500x500,1000x1000,1125x1125,2000x2000,100x100x100,250x250x250,1000x100,100x1000,500x500x8,98x98,10007,100003,200003"
A="--sizes $S --fp64-sizes 1000x1000,100x100x100,500x500,10007 --kind c2c,r2c,c2r --elements 134217728 --rounds 2"
bash .device/abenv.sh $out/mix 3 "$A" new "base=" "mix=CLFFT_XP_MIX=16 CLFFT_XP_BUSY=1"
python3 .device/cmpvar.py $out/mix base mix
echo "done $(( $(date +%s) - start )) s"
