#!/bin/bash
# call87: each step of a plan timed alone (XP_ONLY_STEP=k in enqueue; --no-verify) at baa2bda: Bluestein's three
# steps of rows (65537, 999983, 10007, fp64 999983) and the 2D rows/columns steps (4096x4096, 2048x2048, 1000x1000)
set +e
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
out=$OUT/steps; mkdir -p $out
args="--sizes 10007,65537,999983,1000x1000,2048x2048,4096x4096 --fp64-sizes 65537,999983 --kind c2c --elements 134217728 --rounds 3 --no-verify --libs libclfft"
for r in 1 2; do
  for k in all 0 1 2; do
    c=$(mktemp -d)
    if [ $k = all ]; then e=""; else e="XP_ONLY_STEP=$k"; fi
    env $e CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-new/bench/clfft-bench $args --csv $out/step$k-$r.csv >> $out/log.txt 2>&1
    echo "step $k run $r: exit $? $(date +%T)"; rm -rf $c
  done
done
/tmp/b-new/bench/clfft-bench $args --describe $out/describe.txt > /dev/null 2>&1
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv && gzip describe.txt )
