#!/bin/bash
# plane kernels: widest radices for R2C and fp32 C2C planes with axes >= 32 (head) against a5c4ac5 (prev)
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
rm -rf /tmp/prev && mkdir -p /tmp/prev && tar -xzf .device/prev.tar.gz -C /tmp/prev
build() {
  meson setup /tmp/b-$1 $2 -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "$src" & build prev /tmp/prev & wait
mkdir -p /tmp/o
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 100 /tmp/b-$n/bench/clfft-bench "$@" --csv /tmp/o/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=16x16,32x32,48x48,64x64,32x64,64x32,40x40,32x32x32,64x64x64,8x64x64
F=32x32,64x64,64x64x64
run head head1 --sizes $S --fp64-sizes $F --kind r2c,c2c --libs libclfft,vkfft,cufft --rounds 2
run prev prev1 --sizes $S --fp64-sizes $F --kind r2c,c2c --libs libclfft --rounds 2
run head head2 --sizes $S --fp64-sizes $F --kind r2c,c2c --libs libclfft --rounds 2
run prev prev2 --sizes $S --fp64-sizes $F --kind r2c,c2c --libs libclfft --rounds 2
tar -czf $out/all.tar.gz -C /tmp/o .
