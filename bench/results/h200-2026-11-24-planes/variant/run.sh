#!/bin/bash
# wide-radix variant against the rules on short rows and planes, twice each
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
meson setup /tmp/b-head "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release >/tmp/setup.log 2>&1 || tail -20 /tmp/setup.log
ninja -C /tmp/b-head >/tmp/build.log 2>&1 || tail -20 /tmp/build.log
mkdir -p /tmp/o
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 100 /tmp/b-$n/bench/clfft-bench "$@" --csv /tmp/o/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=32,64,16x16,32x32,64x64,16x64,64x16,32x32x32,64x64x64
run head rules1 --sizes $S --fp64-sizes 32x32,64x64 --kind r2c,c2r,c2c --libs libclfft,vkfft,cufft --rounds 2
CLFFT_VARIANT=wide-radix run head wide1 --sizes $S --fp64-sizes 32x32,64x64 --kind r2c,c2r,c2c --libs libclfft --rounds 2
run head rules2 --sizes $S --fp64-sizes 32x32,64x64 --kind r2c,c2r,c2c --libs libclfft --rounds 2
CLFFT_VARIANT=wide-radix run head wide2 --sizes $S --fp64-sizes 32x32,64x64 --kind r2c,c2r,c2c --libs libclfft --rounds 2
tar -czf $out/all.tar.gz -C /tmp/o .
