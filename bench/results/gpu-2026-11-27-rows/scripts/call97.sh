#!/bin/bash
# call97 (H200 asked): eb4dee4 plus experiment switches (xp-colsouter.patch): XP_COLS_OUTER=1 launches Bluestein's
# column steps (A and C) column block by column block with the transforms fastest, so that consecutive groups read
# the same chirp entries; then the column-twiddles variant against the rules on lengths of few rows (A = 5 to 32)
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call97; mkdir -p $out
E="--elements 134217728 --rounds 3 --no-verify"
run() { # tag envspec args... (envspec: VAR=value or -)
  local tag=$1 envs=$2; shift 2; c=$(mktemp -d)
  if [ "$envs" = - ]; then CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench "$@" --libs libclfft --csv $out/$tag.csv >> $out/log.txt 2>&1
  else env $envs CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench "$@" --libs libclfft --csv $out/$tag.csv >> $out/log.txt 2>&1; fi
  echo "$tag ($envs): exit $? $(( $(date +%s) - start )) s"; rm -rf $c
}
A="--sizes 10007,40009,65537,200003,999983 --fp64-sizes 65537,999983 --kind c2c $E"
R="--sizes 65537,999983 --precision fp32 --kind r2c $E"
for r in 1 2; do run A-rules$r - $A; run A-outer$r XP_COLS_OUTER=1 $A; run R-rules$r - $R; run R-outer$r XP_COLS_OUTER=1 $R; done
for s in 0 2; do run D-999983outer-s$s "XP_ONLY_STEP=$s XP_COLS_OUTER=1" --sizes 999983 --precision fp32 --kind c2c $E; run D-65537outer-s$s "XP_ONLY_STEP=$s XP_COLS_OUTER=1" --sizes 65537 --precision fp32 --kind c2c $E; done
C="--sizes 12289,16007,20011,24001,30011 --fp64-sizes 5003,8009,12289,16007 --kind c2c $E"
for r in 1 2; do
  [ $(( $(date +%s) - start )) -gt 450 ] && break
  run C-rules$r - $C; run C-coltw$r CLFFT_VARIANT=column-twiddles $C; done
[ $(( $(date +%s) - start )) -lt 540 ] && run F-verify-outer XP_COLS_OUTER=1 --sizes 10007,65537,999983 --fp64-sizes 999983 --kind c2c,r2c --elements 16777216 --rounds 1
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
