#!/bin/bash
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
mkdir -p $OUT/r
gcc -O1 -o /tmp/nvinfo .device/nvinfo.c $(pkg-config --cflags --libs OpenCL) 2>&1 | tail -3
for f in .device/k/*.cl; do /tmp/nvinfo $f; done > $OUT/r/ptxas.txt 2>&1
for f in .device/k/c85.cl .device/k/c102.cl; do /tmp/nvinfo $f -cl-nv-maxrregcount=64; done >> $OUT/r/ptxas.txt 2>&1
[ -x /tmp/b-h/bench/clfft-bench ] || { rm -rf /tmp/b-h; meson setup /tmp/b-h .device/head -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s.log 2>&1 && ninja -C /tmp/b-h bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log; }
B=/tmp/b-h/bench/clfft-bench
A="--sizes 34,51,57,85,95,102,119,39,65 --precision fp32 --kind c2c --elements 134217728 --rounds 2"
for r in 1 2; do for o in none 48 64 96 128; do
  c=$(mktemp -d); opt=""; [ $o != none ] && opt="-cl-nv-maxrregcount=$o"
  CLFFT_BUILD_OPTIONS="$opt" CLFFT_CACHE_DIR=$c $B $A --libs libclfft --csv $OUT/r/r$o-$r.csv >> $OUT/r/log.txt 2>&1; echo "$o $r $?"; rm -rf $c
done; done
$B $A --libs vkfft,cufft --csv $OUT/r/peers.csv >> $OUT/r/log.txt 2>&1
( cd $OUT/r && tar -czf all.tgz *.csv log.txt && rm -f *.csv log.txt )
