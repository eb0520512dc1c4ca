#!/bin/bash
# call206 (H200 wanted): one-kernel Bluestein tables: the store chirp sharing the load chirp's table (lab, values
# scaled wrong) and the filter read from its lower half (symmetric), against e2c7316; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call206; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur chirp=.:-DLAB_SHARED_CHIRP half=.:-DLAB_HALF_FILTER both=.:"-DLAB_SHARED_CHIRP -DLAB_HALF_FILTER"
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" $3 head chirp half both; for v in chirp half both; do echo "== $v"; python3 .device/cmpvar.py $out/$1 head $v; done | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab c2c "--sizes 1031,1279,2063,4099,4603 --fp64-sizes 1031,1279,2063 --precision both --kind c2c" 1
ab real "--sizes 1031,4099 --fp64-sizes 1031 --precision both --kind r2c,c2r" 0
/tmp/b-half/bench/clfft-bench --sizes 1031,4099 --precision both --kind c2c,r2c,c2r --fp64-sizes 1031,2063 \
  --elements 4194304 --rounds 1 --iters 1 --libs libclfft --csv $out/verify.csv > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "inaccurate|unsupported|failed" $out/verify.txt | head
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
