#!/bin/bash
# candidates.sh TREE OUT NAME "BENCH ARGS" [NAME "BENCH ARGS"]...: builds clfft-bench from TREE
# (release) and runs libclfft, libclfft-measure, VkFFT and cuFFT on each argument set, from one
# empty disk cache, writing OUT/NAME.csv and OUT/NAME.txt (--describe: every measured candidate's
# time).  Calls 17 and 24 ran this (as two scripts with these steps inline); see ../README.md.
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
tree=$1; out=$2; shift 2
rm -rf /tmp/b-h; meson setup /tmp/b-h "$tree" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s.log 2>&1 && ninja -C /tmp/b-h bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log
mkdir -p "$out"; c=$(mktemp -d); export CLFFT_CACHE_DIR=$c
while [ $# -ge 2 ]; do
  timeout 250 /tmp/b-h/bench/clfft-bench $2 --elements 134217728 --rounds 2 --libs libclfft,libclfft-measure,vkfft,cufft \
    --csv "$out/$1.csv" --describe "$out/$1.txt" >> "$out/log.txt" 2>&1; echo "$1 $?"
  shift 2
done
rm -rf "$c"
