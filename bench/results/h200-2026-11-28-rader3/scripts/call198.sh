#!/bin/bash
# call198 (H200 wanted): where Rader's three steps lose time: the working tree against builds whose step C
# stores coalesced (ds, -DRADER_DIAG=1) or whose step A loads coalesced (dl, -DRADER_DIAG=2), wrong values,
# timing only; affe5af (Bluestein) as the reference; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call198; mkdir -p $out
bash .device/build.sh new=. ds=.:-DRADER_DIAG=1 dl=.:-DRADER_DIAG=2
[ -x /tmp/b-head/bench/clfft-bench ] || { rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur; bash .device/build.sh head=.device/cur; }
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" 0 head new ds dl; for v in new ds dl; do python3 .device/cmpvar.py $out/$1 head $v | tee $out/$1-$v.txt; done; echo "$1 $(( $(date +%s) - start )) s"; }
ab c2c "--sizes 12289,40961,65537,147457,36709 --precision fp32 --kind c2c"
ab f64 "--sizes 12289,65537 --fp64-sizes all --precision fp64 --kind c2c"
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
