#!/bin/bash
# call291 (H200): work-groups of big-prime-radix one-pass rows (an experimental BIGM switch in lib/planner.c):
# lanes = 32 / gcd(32, work-items per transform) transforms (whole warps), e8 = an eighth of the target group
# (at least 2 transforms); two alternating runs each against the rules; peers once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call291; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 51,57,68,85,93,102,119,136,174,204 --kind c2c --precision fp32"
R="--sizes 85,102,136 --kind r2c,c2r --precision fp32"
S64="--sizes 34,68,102 --kind c2c --precision fp64"
run() { bash .device/abenv.sh $out/$1 2 "$2 $E" new "${@:3}" > /dev/null; echo "== $1 $(( $(date +%s) - start )) s";
  for s in "${@:4}"; do l=${s%%=*}; python3 .device/cmpvar.py $out/$1 base $l > $out/$1-$l.txt; echo "-- $1 $l"; cat $out/$1-$l.txt; done; }
run c2c "$S" base= lanes=BIGM=lanes eighth=BIGM=e8
run real "$R" base= lanes=BIGM=lanes eighth=BIGM=e8
run fp64 "$S64" base= lanes=BIGM=lanes eighth=BIGM=e8
timeout 100 /tmp/b-new/bench/clfft-bench --sizes 51,57,68,85,93,102,119,136,174,204 --kind c2c --precision fp32 $E --libs cufft,vkfft > $out/peers.txt 2>&1
grep -E "^(cufft|vkfft) " $out/peers.txt | awk '{print $1,$3,$4,$7}'
for v in lanes e8; do c=$(mktemp -d); BIGM=$v CLFFT_CACHE_DIR=$c timeout 60 /tmp/b-new/bench/clfft-bench --sizes 51,102,119,136 --kind c2c,r2c,c2r --precision fp32 --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify-$v.txt 2>&1; rm -rf $c; done
grep -hE "^libclfft " $out/verify-*.txt | awk '{print $NF}' | sort | uniq -c
rm -f $out/*/log.txt
(cd $OUT && tar czf call291.tgz call291 && rm -rf call291); echo "done $(( $(date +%s) - start )) s"
