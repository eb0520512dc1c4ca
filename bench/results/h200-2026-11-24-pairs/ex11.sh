#!/bin/bash
# exploration 11: odd C2R rows two per transform (PAIR_ROWS); GPU tests
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} PATH="/usr/local/cuda/bin:$PATH" LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
build() {
  meson setup /tmp/b-$1 "$2" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $3 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 bench/clfft-bench >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "$src" & build nopair "$src" -Dc_args=-DPAIR_ROWS=0 &
(meson setup /tmp/bt "$src" -Dtests=enabled -Dbench=disabled -Dexamples=false --buildtype=release > /tmp/bt-setup.log 2>&1 && ninja -C /tmp/bt tests/test_multidim tests/fuzz > /tmp/bt-build.log 2>&1 || tail -20 /tmp/bt-build.log) &
wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 200 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs |FAIL|error" | grep -v "^vkfft  *1\|^cufft  *cuFFT"
  rm -rf $c_dir
}
S=45,97,999,1001,1031,2187,4099,10007,65537,1031x1031
echo "== c2r head"; run head c2r-head --sizes $S --fp64-sizes 97,1031,10007 --kind c2r --libs libclfft,vkfft,cufft --rounds 2
echo "== c2r nopair"; run nopair c2r-nopair --sizes $S --fp64-sizes 97,1031,10007 --kind c2r --libs libclfft --rounds 2 --no-verify
echo "== r2c head"; run head r2c-head --sizes 97,1031,4099,10007 --kind r2c --libs libclfft,vkfft,cufft --rounds 2
export CLFFT_TEST_DEVICE=0:0
for g in bluestein real; do
  (CLFFT_CACHE_DIR=/tmp/g$g timeout 280 /tmp/bt/tests/test_multidim $g > /tmp/g$g.log 2>&1; echo "group $g rc $?" >> /tmp/g$g.log) &
done
(CLFFT_CACHE_DIR=/tmp/gfz timeout 280 /tmp/bt/tests/fuzz --seed 11 --descriptors 3000 --runs 200 > /tmp/gfz.log 2>&1; echo "fuzz rc $?" >> /tmp/gfz.log) &
wait
cat /tmp/g*.log > $out/groups.log
grep -h "rc \|FAIL\|ERROR\|failures" $out/groups.log | sort | uniq -c | head -20
tail -3 /tmp/gfz.log
cd $out && tar -czf all.tar.gz *.csv groups.log && rm -f *.csv groups.log
