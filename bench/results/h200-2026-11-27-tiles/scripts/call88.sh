#!/bin/bash
# call88: is the chirp table (N entries) what holds Bluestein's column steps back? XP_CHIRP_SMALL reads the chirp
# from the table's first 2048 entries (wrong values, --no-verify) in steps A and C; each step alone (XP_ONLY_STEP)
set +e
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
out=$OUT/chirp; mkdir -p $out
args="--sizes 65537,999983 --fp64-sizes 999983 --kind c2c --elements 134217728 --rounds 3 --no-verify --libs libclfft"
for r in 1 2; do
  for cfg in all:0 all:1 0:0 0:1 2:0 2:1; do
    k=${cfg%%:*}; x=${cfg#*:}; e=""
    [ $k != all ] && e="XP_ONLY_STEP=$k"; [ $x = 1 ] && e="$e XP_CHIRP_SMALL=1"
    c=$(mktemp -d)
    env $e CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-new/bench/clfft-bench $args --csv $out/s$k-x$x-$r.csv >> $out/log.txt 2>&1
    echo "step $k xp $x run $r: exit $? $(date +%T)"; rm -rf $c
  done
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
