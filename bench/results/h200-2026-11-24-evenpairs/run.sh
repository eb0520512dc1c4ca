#!/bin/bash
# short even real rows two per full-length transform (EVEN_PAIRS_MAX=32, 64) against the twist (head)
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build ep "-Dc_args=-DEVEN_PAIRS_MAX=64" & wait
mkdir -p /tmp/o
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 100 /tmp/b-$n/bench/clfft-bench "$@" --csv /tmp/o/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=4,8,16,32,64,128,1024x32,512x64,4096x16
F=16,32,64
run head head1 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
run ep ep1 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2
run head head2 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2
run ep ep2 --sizes $S --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2
tar -czf $out/all.tar.gz -C /tmp/o .
