#!/bin/bash
# paired last pass prefetch (PAIR_PREFETCH=1) against head; planner variants on the weak rows
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build pp "-Dc_args=-DPAIR_PREFETCH=1" & wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 100 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=32768,65536,131072,262144,2^20,2^22,4x65536,2048x2048,4096x4096
F=65536,2^20
run head head1 --sizes $S --fp64-sizes $F --kind r2c --libs libclfft,vkfft,cufft --rounds 2
run pp pp1 --sizes $S --fp64-sizes $F --kind r2c --libs libclfft --rounds 2
run head head2 --sizes $S --fp64-sizes $F --kind r2c --libs libclfft --rounds 2
run pp pp2 --sizes $S --fp64-sizes $F --kind r2c --libs libclfft --rounds 2
for v in rules odd-first odd-last wide-radix narrow-radix complex-values reim-values pad no-pad bigger-groups smaller-groups narrow-columns; do
  CLFFT_VARIANT=$v run head var-$v --sizes 256,512,1000,4096,8192,256x256,1000x1000,2048x2048 --precision fp32 --kind c2r --libs libclfft --rounds 1 --no-verify
done
run head var-peers --sizes 256,512,1000,4096,8192,256x256,1000x1000,2048x2048 --precision fp32 --kind c2r --libs vkfft,cufft --rounds 1 --no-verify
