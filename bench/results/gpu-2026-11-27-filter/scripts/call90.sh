#!/bin/bash
# call90: XP_PF_CONV (Bluestein step A prefetches, guarded below N) and XP_FILTER_EARLY (the filter's values
# loaded right after the first inputs, in one-kernel convolutions and step B), alone and together; --no-verify
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/fe; mkdir -p $out
args="--sizes 97,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c,r2c --elements 134217728 --rounds 3 --no-verify --libs libclfft"
for r in 1 2 3; do
  for x in base pf early both; do
    case $x in base) e="";; pf) e="XP_PF_CONV=1";; early) e="XP_FILTER_EARLY=1";; both) e="XP_PF_CONV=1 XP_FILTER_EARLY=1";; esac
    [ $(( $(date +%s) - start )) -gt 530 ] && { echo "time up"; break 2; }
    c=$(mktemp -d)
    env $e CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench $args --csv $out/$x-$r.csv >> $out/log.txt 2>&1
    echo "$x run $r: exit $? $(( $(date +%s) - start )) s"; rm -rf $c
  done
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
