#!/bin/bash
# The rules against CLFFT_VARIANT=wide-radix on 2D real shapes with short columns, two runs each, alternating.
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
[ -x /tmp/b-h/bench/clfft-bench ] || { rm -rf /tmp/b-h; meson setup /tmp/b-h .device/head -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s.log 2>&1 && ninja -C /tmp/b-h bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log; }
mkdir -p $OUT/w
A="--sizes 64x20,64x36,64x40,64x100,64x128,32x36,32x100,128x100,16x100 --precision fp32 --kind c2r,r2c --elements 134217728 --rounds 2"
for r in 1 2; do for v in rules wide-radix; do
  c=$(mktemp -d); CLFFT_VARIANT=$v CLFFT_CACHE_DIR=$c /tmp/b-h/bench/clfft-bench $A --libs libclfft --csv $OUT/w/$v$r.csv >> $OUT/w/log.txt 2>&1; echo "$v $r $?"; rm -rf $c
done; done
/tmp/b-h/bench/clfft-bench $A --libs vkfft,cufft --csv $OUT/w/peers.csv >> $OUT/w/log.txt 2>&1
( cd $OUT/w && tar -czf csv.tgz *.csv && rm -f *.csv )
