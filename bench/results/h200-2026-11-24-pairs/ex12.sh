#!/bin/bash
# exploration 12: odd R2C rows two per transform (PAIR_ROWS_R2C) against single rows (Rader where it applies)
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} PATH="/usr/local/cuda/bin:$PATH" LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
build() {
  meson setup /tmp/b-$1 "$2" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $3 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 bench/clfft-bench >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "$src" & build nor2c "$src" -Dc_args=-DPAIR_ROWS_R2C=0 & wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 250 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv --describe $out/$c-describe.txt 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs |FAIL|error" | grep -v "^vkfft  *1\|^cufft  *cuFFT"
  rm -rf $c_dir
}
S=37,97,193,257,769,1153,263,787,999,1031,2063,4099,1031x1031
echo "== r2c head"; run head r2c-head --sizes $S --fp64-sizes 97,257,1031 --kind r2c --libs libclfft,vkfft,cufft --rounds 2
echo "== r2c nor2c"; run nor2c r2c-nor2c --sizes $S --fp64-sizes 97,257,1031 --kind r2c --libs libclfft --rounds 2 --no-verify
gzip $out/*describe.txt
cd $out && tar -czf all.tar.gz *.csv *.gz && rm -f *.csv *describe.txt.gz
