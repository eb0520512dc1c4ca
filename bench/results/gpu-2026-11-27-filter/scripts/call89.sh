#!/bin/bash
# call89: Bluestein's three steps of rows, ablations at d3f2d42 (each step alone through XP_ONLY_STEP):
# XP_PF_CONV (step A prefetches, guarded below N), XP_NO_TW (no w_M twiddles, wrong values), XP_NO_FILTER (step B
# without the filter multiply, wrong values); --no-verify
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/abl; mkdir -p $out
args="--sizes 10007,65537,999983 --fp64-sizes 999983 --kind c2c --elements 134217728 --rounds 3 --no-verify --libs libclfft"
for r in 1 2; do
  for cfg in base:all base:0 base:1 base:2 pf:all pf:0 notw:all notw:0 notw:2 nofilter:1 nofilter:all; do
    x=${cfg%%:*}; k=${cfg#*:}; e=""
    [ $k != all ] && e="XP_ONLY_STEP=$k"
    case $x in pf) e="$e XP_PF_CONV=1";; notw) e="$e XP_NO_TW=1";; nofilter) e="$e XP_NO_FILTER=1";; esac
    [ $(( $(date +%s) - start )) -gt 520 ] && { echo "time up"; break 2; }
    c=$(mktemp -d)
    env $e CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench $args --csv $out/$x-s$k-$r.csv >> $out/log.txt 2>&1
    echo "$x step $k run $r: exit $? $(( $(date +%s) - start )) s"; rm -rf $c
  done
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
