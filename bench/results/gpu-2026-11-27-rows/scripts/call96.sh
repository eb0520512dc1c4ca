#!/bin/bash
# call96 (H200 asked): one build of eb4dee4 plus two experiment switches (xp-cols.patch: XP_COLS / XP_CONV_COLS cap
# the columns per work-group of column steps / Bluestein's column steps; XP_ONLY_STEP launches one step only); unset,
# the plans are eb4dee4's.  Two runs of each setting, alternating.
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call96; mkdir -p $out
E="--elements 134217728 --rounds 3 --no-verify"
run() { # tag envspec args... (envspec: VAR=value or -)
  local tag=$1 envs=$2; shift 2; c=$(mktemp -d)
  if [ "$envs" = - ]; then CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench "$@" --libs libclfft --csv $out/$tag.csv >> $out/log.txt 2>&1
  else env $envs CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench "$@" --libs libclfft --csv $out/$tag.csv >> $out/log.txt 2>&1; fi
  echo "$tag ($envs): exit $? $(( $(date +%s) - start )) s"; rm -rf $c
}
A="--sizes 65537,200003,999983 --fp64-sizes 999983 --kind c2c $E"
for r in 1 2; do run A-rules$r - $A; run A-cc8$r XP_CONV_COLS=8 $A; run A-cc4$r XP_CONV_COLS=4 $A; done
R="--sizes 999983 --precision fp32 --kind r2c $E"
for r in 1 2; do run R-rules$r - $R; run R-cc4$r XP_CONV_COLS=4 $R; done
B="--sizes 1000x1000,2048x2048 --precision fp32 --kind c2c,r2c,c2r $E"
for r in 1 2; do run B-rules$r - $B; run B-c4$r XP_COLS=4 $B; done
C="--sizes 10007,40009 --fp64-sizes 4099,10007 --kind c2c $E"
for r in 1 2; do run C-rules$r - $C; run C-coltw$r CLFFT_VARIANT=column-twiddles $C; done
echo "phase D $(( $(date +%s) - start )) s"
for s in 0 1 2; do
  run D-999983-s$s XP_ONLY_STEP=$s --sizes 999983 --precision fp32 --kind c2c $E
  run D-999983cc4-s$s "XP_ONLY_STEP=$s XP_CONV_COLS=4" --sizes 999983 --precision fp32 --kind c2c $E
  run D-65537-s$s XP_ONLY_STEP=$s --sizes 65537 --precision fp32 --kind c2c $E
done
for v in narrow-radix bigger-groups no-pad reim-values twiddle-powers wide-radix; do
  [ $(( $(date +%s) - start )) -gt 520 ] && break
  run E-$v CLFFT_VARIANT=$v --sizes 999983 --precision fp32 --kind c2c $E
done
[ $(( $(date +%s) - start )) -lt 550 ] && run F-verify-cc4 XP_CONV_COLS=4 --sizes 65537,999983 --precision fp32 --kind c2c,r2c --elements 16777216 --rounds 1
[ $(( $(date +%s) - start )) -lt 570 ] && run F-verify-c4 XP_COLS=4 --sizes 1000x1000,2048x2048 --precision fp32 --kind r2c,c2r --elements 16777216 --rounds 1
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
