#!/bin/bash
# call99 (H200 asked): the three steps' own M (rows_length: A x 2048, A 13-smooth, where shorter than
# fft_bluestein_length's M) and the columns' twiddles below 12 rows: eb4dee4 (head) against the working tree (new),
# two runs each, alternating, the peers once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call99; mkdir -p $out
E="--elements 134217728 --rounds 3 --no-verify"
run() { local x=$1 tag=$2; shift 2; c=$(mktemp -d)
  CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-$x/bench/clfft-bench "$@" --libs libclfft --csv $out/$x-$tag.csv >> $out/log.txt 2>&1
  echo "$x $tag: exit $? $(( $(date +%s) - start )) s"; rm -rf $c; }
A="--sizes 10007,30011,65537,100003,131101,200003,262147,524309,999983 --fp64-sizes 4099,5003,10007,65537,262147,999983 --kind c2c $E"
R="--sizes 65537,262147,999983 --fp64-sizes 65537 --kind r2c,c2r $E"
for r in 1 2; do for x in head new; do run $x A$r $A; run $x R$r $R; done; done
timeout 120 /tmp/b-head/bench/clfft-bench $A --libs vkfft,cufft --csv $out/peers-A.csv >> $out/log.txt 2>&1; echo "peers: exit $? $(( $(date +%s) - start )) s"
[ $(( $(date +%s) - start )) -lt 500 ] && run new verify --sizes 30011,65537,999983 --fp64-sizes 65537,999983 --kind c2c,r2c,c2r --elements 16777216 --rounds 1
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
