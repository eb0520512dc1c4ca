#!/bin/bash
# L2 prefetch for real loads (PREFETCH_REAL=1) against head
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build pf "-Dc_args=-DPREFETCH_REAL=1" & wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 140 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=256,512,1000,1024,2048,4096,8192,16384,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,128x128x128
F=1024,4096,65536,1024x1024
run head head1 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
run pf pf1 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2
run head head2 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2
run pf pf2 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2
