#!/bin/bash
# call86: call84 again (asked for an H200, call84 got an H100): the tiles rule (new) with three H100-fitted column rules
# off through the environment of an experiment build: XP_NOFULL (no full-group turns: 2048 as 32x32x2 in 512),
# XP_TILES16 (tiles below 16 columns, in place too), XP_UNITS1 (column groups up to one coalescing unit)
set +e
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for t in xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp
out=$OUT/env; mkdir -p $out
args="--sizes 1000x1000,1024x1024,2048x2048,256x256,512x512,128x128x128,256x256x256 --precision fp32 --kind c2c,r2c,c2r --elements 134217728 --rounds 2"
for r in 1 2; do
  for cfg in new new:XP_NOFULL new:XP_TILES16 new:XP_UNITS1; do
    b=${cfg%%:*}; e=${cfg#*:}; [ "$e" = "$cfg" ] && e=""; name=$b${e:+-$e}
    c=$(mktemp -d)
    env ${e:+$e=1} CLFFT_CACHE_DIR=$c timeout 300 /tmp/b-$b/bench/clfft-bench $args --libs libclfft --csv $out/$name$r.csv >> $out/log.txt 2>&1
    echo "$name run $r: exit $? $(date +%T)"; rm -rf $c
  done
done
timeout 300 /tmp/b-new/bench/clfft-bench $args --libs vkfft,cufft --csv $out/peers.csv >> $out/log.txt 2>&1; echo "peers: exit $?"
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
