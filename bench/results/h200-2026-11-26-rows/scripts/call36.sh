#!/bin/bash
# call36: per-step times of the three-step Bluestein for several row lengths B
set +e
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf /tmp/b-x; meson setup /tmp/b-x .device/cur -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release "-Dc_args=-DXP_ONLY_STEP -DXP_ROWS_B" > /tmp/s.log 2>&1 && ninja -C /tmp/b-x bench/clfft-bench > /tmp/b.log 2>&1 || tail /tmp/*.log
mkdir -p $OUT/s; B=/tmp/b-x/bench/clfft-bench
c=$(mktemp -d); export CLFFT_CACHE_DIR=$c
run() { # prec n rb
  for st in all 0 1 2; do
    if [ $st = all ]; then unset CLFFT_XP_ONLY_STEP; else export CLFFT_XP_ONLY_STEP=$st; fi
    a="--sizes $2 --precision $1"
    CLFFT_XP_ROWS_B=$3 timeout 60 $B $a --kind c2c --libs libclfft --rounds 1 --no-verify --elements 134217728 --csv $OUT/s/$1-$2-$3-$st.csv >> $OUT/s/log.txt 2>&1
  done
  echo "$1 $2 $3 done"
}
for rb in 1024 2048 4096 5120; do run fp32 10007 $rb; done
for rb in 1024 2048 4096 4608 8192; do run fp32 65537 $rb; done
for rb in 1024 1600 2048 3200 4096 6400; do run fp32 200003 $rb; done
for rb in 2048 3072 4096 6144; do run fp32 700001 $rb; done
for rb in 1024 2048 4096 8192; do run fp32 999983 $rb; done
for rb in 1024 2048 4096; do run fp64 999983 $rb; done
for rb in 1024 2048 4096; do run fp64 65537 $rb; done
rm -rf $c
cd $OUT/s && tar -czf ../steps.tgz *.csv && rm -f *.csv
