#!/bin/bash
# call93: Bluestein's three steps with the four-step twiddles in step B (loads w_M^(k_a b), stores the conjugate; row
# tables read at adjacent or one address) instead of steps A and C (hi/lo tables): 2ff433d (head) against the working
# tree (new); two runs each, alternating
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp .device/cur && mkdir -p .device/xp .device/cur && tar -xf .device/xp.tar -C .device/xp && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/rowtw; mkdir -p $out
args="--sizes 10007,12345,40009,65537,200003,999983 --fp64-sizes 4099,65537,999983 --kind c2c,r2c --elements 134217728 --rounds 3 --no-verify --libs libclfft"
for r in 1 2; do
  for x in head new; do
    [ $(( $(date +%s) - start )) -gt 190 ] && { echo "time up"; break 2; }
    c=$(mktemp -d)
    CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-$x/bench/clfft-bench $args --csv $out/$x-$r.csv >> $out/log.txt 2>&1
    echo "$x run $r: exit $? $(( $(date +%s) - start )) s"; rm -rf $c
  done
done
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 45 /tmp/b-new/bench/clfft-bench --sizes 10007,65537,999983 --fp64-sizes 999983 --kind c2c --elements 134217728 --rounds 1 --iters 2 --libs libclfft --csv $out/new-verify.csv >> $out/log.txt 2>&1; echo "verify: exit $? $(( $(date +%s) - start )) s"
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
