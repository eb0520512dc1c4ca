#!/bin/bash
# Exploration: the measuring planner's candidates (times in --describe) beside the rules and the peers.
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf /tmp/b-h; meson setup /tmp/b-h .device/head -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > /tmp/s.log 2>&1 && ninja -C /tmp/b-h bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log
mkdir -p $OUT/m; B=/tmp/b-h/bench/clfft-bench; E="--elements 134217728 --rounds 2"
L="--libs libclfft,libclfft-measure,vkfft,cufft"
c=$(mktemp -d); export CLFFT_CACHE_DIR=$c
timeout 250 $B --sizes 34,51,85,119,102,38,57,95,1000 --fp64-sizes 34,102,1031 --kind c2c $E $L --csv $OUT/m/c2c.csv --describe $OUT/m/c2c.txt > $OUT/m/log.txt 2>&1; echo "c2c $?"
timeout 200 $B --sizes 60,64,1000,4096,64x36,256x24 --precision fp32 --kind r2c,c2r $E $L --csv $OUT/m/real.csv --describe $OUT/m/real.txt >> $OUT/m/log.txt 2>&1; echo "real $?"
timeout 120 $B --sizes 1000x1000,2048x2048,128x128x128 --precision fp32 --kind c2c,r2c $E $L --csv $OUT/m/md.csv --describe $OUT/m/md.txt >> $OUT/m/log.txt 2>&1; echo "md $?"
rm -rf $c
( cd $OUT/m && tar -czf all.tgz *.csv *.txt log.txt && rm -f *.csv *.txt )
