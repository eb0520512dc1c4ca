#!/bin/bash
# exploration 10: re/im exchanges for the real twist kernels (TWIST_REIM_FP64/FP32); the fused pair confirmed; GPU tests
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} PATH="/usr/local/cuda/bin:$PATH" LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
mkdir -p /tmp/old && tar -xzf .device/old.tar.gz -C /tmp/old
build() {
  meson setup /tmp/b-$1 "$2" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $3 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 bench/clfft-bench >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "$src" & build old /tmp/old & build none "$src" -Dc_args=-DTWIST_REIM_FP64=0 & build all "$src" -Dc_args=-DTWIST_REIM_FP32=1 &
(meson setup /tmp/bt "$src" -Dtests=enabled -Dbench=disabled -Dexamples=false --buildtype=release > /tmp/bt-setup.log 2>&1 && ninja -C /tmp/bt tests/test_multidim > /tmp/bt-build.log 2>&1 || tail -20 /tmp/bt-build.log) &
wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 200 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs |FAIL|error" | grep -v "^vkfft  *1\|^cufft  *cuFFT"
  rm -rf $c_dir
}
R=256,512,1000,1024,2048,4096,8192,16384,65536,2^20,256x256,1024x1024,2048x2048,64x64x64
F=256,1024,2048,4096,8192,65536,1024x1024,128x128x128
echo "== real head"; run head real-head --sizes $R --fp64-sizes $F --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
echo "== real none"; run none real-none --sizes $R --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2 --no-verify
echo "== real all"; run all real-all --sizes $R --fp64-sizes $F --kind r2c,c2r --libs libclfft --rounds 2 --no-verify
B=10007,65537,100003,200003,12289
echo "== blue head"; run head blue-head --sizes $B --fp64-sizes 65537,200003,12289 --kind c2c --libs libclfft,vkfft,cufft --rounds 2
echo "== blue old"; run old blue-old --sizes $B --fp64-sizes 65537,200003,12289 --kind c2c --libs libclfft --rounds 2 --no-verify
export CLFFT_TEST_DEVICE=0:0
for g in bluestein real; do
  (CLFFT_CACHE_DIR=/tmp/g$g timeout 170 /tmp/bt/tests/test_multidim $g > /tmp/g$g.log 2>&1; echo "group $g rc $?" >> /tmp/g$g.log) &
done
wait
cat /tmp/g*.log > $out/groups.log
grep -h "rc \|FAIL\|ERROR" $out/groups.log | sort | uniq -c | head -20
cd $out && tar -czf all.tar.gz *.csv groups.log && rm -f *.csv groups.log
