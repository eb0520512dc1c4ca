#!/bin/bash
# R2C 32768: passes with paired columns (head) against the full-length transform (TWIST_PASSES_OVER_TURNS=0); variants on C2R rows
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build full "-Dc_args=-DTWIST_PASSES_OVER_TURNS=0" & wait
mkdir -p /tmp/o
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 100 /tmp/b-$n/bench/clfft-bench "$@" --csv /tmp/o/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=32768,2x32768,64x32768
run head head1 --sizes $S --precision fp32 --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
run full full1 --sizes $S --precision fp32 --kind r2c --libs libclfft --rounds 2
run head head2 --sizes $S --precision fp32 --kind r2c,c2r --libs libclfft --rounds 2
run full full2 --sizes $S --precision fp32 --kind r2c --libs libclfft --rounds 2
V="256,512,1000,4096,8192,256x256,1000x1000,2048x2048"
for v in rules odd-first odd-last wide-radix narrow-radix complex-values reim-values pad no-pad bigger-groups smaller-groups narrow-columns; do
  CLFFT_VARIANT=$v run head var-$v --sizes $V --precision fp32 --kind c2r --libs libclfft --rounds 1 --no-verify
done
run head var-peers --sizes $V --precision fp32 --kind c2r --libs vkfft,cufft --rounds 1
tar -czf $out/all.tar.gz -C /tmp/o .
