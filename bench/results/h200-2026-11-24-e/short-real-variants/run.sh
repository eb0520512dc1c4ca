#!/bin/bash
# planner variants on short real rows
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
S=16,32,64,128,32x32,64x64
for v in rules odd-first odd-last wide-radix narrow-radix complex-values reim-values pad no-pad bigger-groups smaller-groups fewest-passes narrow-columns struct-values vector-values group-kernels; do
  CLFFT_VARIANT=$v run head var-$v --sizes $S --fp64-sizes 32,64 --kind r2c,c2r --libs libclfft --rounds 1 --no-verify
done
run head var-peers --sizes $S --fp64-sizes 32,64 --kind r2c,c2r,c2c --libs vkfft,cufft --rounds 1
CLFFT_VARIANT=rules run head var-c2c --sizes 16,32,64,128 --fp64-sizes 32,64 --kind c2c --libs libclfft --rounds 1
tar -czf $out/all.tar.gz -C /tmp/o .
