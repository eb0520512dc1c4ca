#!/bin/bash
# call98 (H200 asked): ptxas registers of the kernels in .device/kern2 (clfft-codegen -p nvidia, one file per step);
# per-step times (XP_ONLY_STEP) of the 2D shapes that trail cuFFT, with column groups of 4 (XP_COLS=4) and with
# the 1000-point columns' composite radix kept (CLFFT_VARIANT=composite-odd-radices)
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp &
out=$OUT/call98; mkdir -p $out
gcc -O1 -o /tmp/ptxinfo .device/ptxinfo.c $(pkg-config --cflags --libs OpenCL) 2>&1 | tail -3
/tmp/ptxinfo .device/kern2/*.cl > $out/ptxinfo.txt 2>&1
grep -E "====|Used|spill" $out/ptxinfo.txt | grep -v "0 bytes spill" | paste -sd' ' | sed 's/====/\n====/g'
wait
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 3 --no-verify --precision fp32"
run() { # tag envspec args... (envspec: VAR=value or -)
  local tag=$1 envs=$2; shift 2; c=$(mktemp -d)
  if [ "$envs" = - ]; then CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench "$@" --libs libclfft --csv $out/$tag.csv >> $out/log.txt 2>&1
  else env $envs CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-xp/bench/clfft-bench "$@" --libs libclfft --csv $out/$tag.csv >> $out/log.txt 2>&1; fi
  echo "$tag ($envs): exit $? $(( $(date +%s) - start )) s"; rm -rf $c
}
for s in 0 1; do
  run S-c2c-$s XP_ONLY_STEP=$s --sizes 1000x1000,2048x2048,4096x4096 --kind c2c $E
  run S-r2c-$s XP_ONLY_STEP=$s --sizes 1000x1000,2048x2048,4096x4096 --kind r2c $E
  run S-c2r-$s XP_ONLY_STEP=$s --sizes 1000x1000,2048x2048,4096x4096 --kind c2r $E
done
run S-c2c-1-c4 "XP_ONLY_STEP=1 XP_COLS=4" --sizes 1000x1000,2048x2048 --kind c2c $E
run S-c2c-1-c4odd "XP_ONLY_STEP=1 XP_COLS=4 CLFFT_VARIANT=composite-odd-radices" --sizes 1000x1000 --kind c2c $E
run S-c2c-1-odd "XP_ONLY_STEP=1 CLFFT_VARIANT=composite-odd-radices" --sizes 1000x1000 --kind c2c $E
run S-c2c-0-1024 XP_ONLY_STEP=0 --sizes 1000,1024,2048,4096 --kind c2c $E
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv; gzip ptxinfo.txt )
echo "done $(( $(date +%s) - start )) s"
