#!/bin/bash
# call223 (H200 wanted): HEAD (this session's split and M rules) against the session's start (4d45759) on issue
# 19's lengths, the new M classes and split lengths, with smooth controls; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call223; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 17,102,1031,4099,10007,12345,65537,191,709,2591,8230,4094,1024,1000 --fp64-sizes 1031,4099,12345,709,1283 --precision both"
bash .device/abrun.sh $out/ab 2 "$S --kind c2c $E" 0 head new
python3 .device/cmpvar.py $out/ab head new | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench --sizes 191,709,2591,1418 --fp64-sizes 709,1283 --precision both --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
