#!/bin/bash
# exploration 9: real pairs as complex accesses; Bluestein's fused pair in two passes (FUSED_TWO_PASS_LAST)
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
build head "$src" & build old /tmp/old &
build f256 "$src" -Dc_args=-DFUSED_TWO_PASS_LAST=256 & build f512 "$src" -Dc_args=-DFUSED_TWO_PASS_LAST=512 &
build f1024 "$src" -Dc_args=-DFUSED_TWO_PASS_LAST=1024 & wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 250 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs |FAIL|error" | grep -v "^vkfft  *1\|^cufft  *cuFFT"
  rm -rf $c_dir
}
R=1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048
echo "== real head"; run head real-head --sizes $R --fp64-sizes 4096,1024x1024 --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
echo "== real old"; run old real-old --sizes $R --fp64-sizes 4096,1024x1024 --kind r2c,c2r --libs libclfft --rounds 2 --no-verify
B=999983,65537,10007,100003,40009,200003,1000003
for b in head f256 f512 f1024; do
  echo "== blue $b"; run $b blue-$b --sizes $B --fp64-sizes 999983,65537,10007 --kind c2c --libs libclfft$([ $b = head ] && echo ,vkfft,cufft) --rounds 2 $([ $b = head ] || echo --no-verify)
done
for v in rules wide-radix reim-values no-pad bigger-groups smaller-groups; do
  echo "== variant $v"; CLFFT_VARIANT=$v run head var-$v --sizes 4096,1000,1024 --kind r2c,c2r --libs libclfft --rounds 2 --no-verify
done
cd $out && tar -czf all.tar.gz *.csv && rm -f *.csv
