#!/bin/bash
# exploration 13: Rader's R2C rows in pairs; issue 19's table; variants at 102; GPU tests
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} PATH="/usr/local/cuda/bin:$PATH" LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
build() {
  meson setup /tmp/b-$1 "$2" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $3 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 bench/clfft-bench >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "$src" & build rsingle "$src" -Dc_args=-DRADER_PAIRS_R2C=0 &
(meson setup /tmp/bt "$src" -Dtests=enabled -Dbench=disabled -Dexamples=false --buildtype=release > /tmp/bt-setup.log 2>&1 && ninja -C /tmp/bt tests/test_multidim tests/fuzz > /tmp/bt-build.log 2>&1 || tail -20 /tmp/bt-build.log) &
wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 200 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs |FAIL|error" | grep -v "^vkfft  *1\|^cufft  *cuFFT"
  rm -rf $c_dir
}
S=37,97,193,257,641,769,1153,2593
echo "== r2c head"; run head rader-r2c-head --sizes $S --fp64-sizes 97,257,1153 --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
echo "== r2c rsingle"; run rsingle rader-r2c-single --sizes $S --fp64-sizes 97,257,1153 --kind r2c --libs libclfft --rounds 2 --no-verify
echo "== lengths"; run head lengths --sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --libs libclfft,vkfft,cufft --rounds 2
for v in rules odd-first odd-last wide-radix narrow-radix bigger-groups smaller-groups composite-odd-radices small-odd-radices reim-values no-pad; do
  echo "== variant $v"; CLFFT_VARIANT=$v run head var102-$v --sizes 34,51,68,102,204,306 --kind c2c --libs libclfft --rounds 2 --no-verify | grep " 102 "
done
export CLFFT_TEST_DEVICE=0:0
for g in bluestein real c2c layouts; do
  (CLFFT_CACHE_DIR=/tmp/g$g timeout 230 /tmp/bt/tests/test_multidim $g > /tmp/g$g.log 2>&1; echo "group $g rc $?" >> /tmp/g$g.log) &
done
for i in 0 21 42 63; do
  (CLFFT_CACHE_DIR=/tmp/ge$i timeout 230 /tmp/bt/tests/test_multidim every-length-real $i/64 > /tmp/ge$i.log 2>&1; echo "every-length-real $i/64 rc $?" >> /tmp/ge$i.log) &
done
(CLFFT_CACHE_DIR=/tmp/gfz timeout 230 /tmp/bt/tests/fuzz --seed 13 --descriptors 3000 --runs 200 > /tmp/gfz.log 2>&1; echo "fuzz rc $?" >> /tmp/gfz.log) &
wait
cat /tmp/g*.log > $out/groups.log
grep -h "rc \|FAIL\|ERROR\|failures" $out/groups.log | sort | uniq -c | head -30
cd $out && tar -czf all.tar.gz *.csv groups.log && rm -f *.csv groups.log
