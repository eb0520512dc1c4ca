#!/bin/bash
# one-kernel convolutions with odd radices last (CONV_ODD_LAST=2) against head; issue 19's table at head
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build ol "-Dc_args=-DCONV_ODD_LAST=2" & wait
mkdir -p /tmp/o
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 150 /tmp/b-$n/bench/clfft-bench "$@" --csv /tmp/o/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
S=97,193,263,523,769,1031,1153,1279,2053,2063,4099
F=1031,1153,2053,4099
run head head1 --sizes $S --fp64-sizes $F --kind c2c --libs libclfft,vkfft,cufft --rounds 2
run ol ol1 --sizes $S --fp64-sizes $F --kind c2c --libs libclfft --rounds 2
run head head2 --sizes $S --fp64-sizes $F --kind c2c --libs libclfft --rounds 2
run ol ol2 --sizes $S --fp64-sizes $F --kind c2c --libs libclfft --rounds 2
run head lengths-issue19 --sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --libs libclfft,vkfft,cufft --rounds 2
tar -czf $out/all.tar.gz -C /tmp/o .
