#!/bin/bash
# C2R twist rows: group size divided (C2R_GROUP_DIV=2,4), fp32 re/im exchanges from m=2048 (TWIST_REIM_FP32=2048)
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build d2 "-Dc_args=-DC2R_GROUP_DIV=2" & build d4 "-Dc_args=-DC2R_GROUP_DIV=4" & build reim "-Dc_args=-DTWIST_REIM_FP32=2048" & wait
mkdir -p /tmp/o
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 100 /tmp/b-$n/bench/clfft-bench "$@" --csv /tmp/o/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=256,512,1000,1024,2048,4096,8192,16384,65536,256x256,1024x1024,2048x2048,128x128x128
F=256,1024,4096,1024x1024
run head head1 --sizes $S --fp64-sizes $F --kind c2r --libs libclfft,vkfft,cufft --rounds 2
for k in 1 2; do
  for b in d2 d4 reim head; do
    [ $k = 1 ] && [ $b = head ] && continue
    run $b $b$k --sizes $S --fp64-sizes $F --kind c2r --libs libclfft --rounds 2
  done
done
tar -czf $out/all.tar.gz -C /tmp/o .
