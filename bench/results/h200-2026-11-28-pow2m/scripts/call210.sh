#!/bin/bash
# call210 (H200 wanted): Bluestein's tables at offsets rounded up to 32 entries in the twiddle buffer (lab
# LAB_ALIGN_TABLES=32), alone and with one chirp table (LAB_SHARED_CHIRP), against e2c7316; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call210; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur al=.:-DLAB_ALIGN_TABLES=32 sc=.:"-DLAB_ALIGN_TABLES=32 -DLAB_SHARED_CHIRP"
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" $3 head al sc; for v in al sc; do echo "== $v"; python3 .device/cmpvar.py $out/$1 head $v; done | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab c2c "--sizes 1031,1279,2063,4099,4603,10007,65537 --fp64-sizes 1031,1279,2063,4099 --precision both --kind c2c" 0
ab real "--sizes 1031,1279,4099 --fp64-sizes 1031,1279 --precision both --kind r2c,c2r" 0
/tmp/b-sc/bench/clfft-bench --sizes 1031,4099 --precision both --kind c2c --fp64-sizes 1031 --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-sc.txt 2>&1
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
