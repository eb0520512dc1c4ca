#!/bin/bash
# twist twiddles as base x constant (TWIST_CONST=1) against head; ptxas of the real kernels
out=$1
src=$(pwd)
set +euo pipefail
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda} PATH="/usr/local/cuda/bin:$PATH" LD_LIBRARY_PATH="/usr/local/cuda/lib64:${LD_LIBRARY_PATH:-}"
build() {
  meson setup /tmp/b-$1 "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release $2 >/tmp/$1-setup.log 2>&1 || tail -20 /tmp/$1-setup.log
  ninja -C /tmp/b-$1 >/tmp/$1-build.log 2>&1 || tail -20 /tmp/$1-build.log
}
build head "" & build tc "-Dc_args=-DTWIST_CONST=1" & wait
run() {
  local n=$1 c=$2; shift 2
  c_dir=$(mktemp -d)
  CLFFT_CACHE_DIR=$c_dir timeout 130 /tmp/b-$n/bench/clfft-bench "$@" --csv $out/$c.csv 2>&1 | grep -E "^(libclfft|vkfft|cufft) |vs "
  rm -rf $c_dir
}
for b in head tc; do
  gcc -O1 -o /tmp/kr-$b bench/experiments/kernel_resources.c -Iinclude -Ibench/experiments -L/tmp/b-$b -lclfft-ocl -lOpenCL 2>&1 | tail -3
  mkdir -p /tmp/ptx-$b && (cd /tmp/ptx-$b && KERNEL_RESOURCES_DIR=/tmp/ptx-$b LD_LIBRARY_PATH=/tmp/b-$b:$LD_LIBRARY_PATH /tmp/kr-$b 8192 c2r:4096 c2r:8192 c2r:16384 r2c:4096 r2c:8192 r2c:16384 fp64:c2r:4096 >/dev/null 2>&1)
  for f in /tmp/ptx-$b/*.bin; do echo "-- $b $(basename $f)"; ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -E "registers|spill" | sort | uniq -c | head -6; done
done > $out/ptxas.txt 2>&1
cat $out/ptxas.txt
S=256,512,1024,2048,4096,8192,16384,65536,256x256,1024x1024,2048x2048
run head head1 --sizes $S --fp64-sizes 1024,4096,16384 --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2
run tc tc1 --sizes $S --fp64-sizes 1024,4096,16384 --kind r2c,c2r --libs libclfft --rounds 2
run head head2 --sizes $S --fp64-sizes 1024,4096,16384 --kind r2c,c2r --libs libclfft --rounds 2
run tc tc2 --sizes $S --fp64-sizes 1024,4096,16384 --kind r2c,c2r --libs libclfft --rounds 2
CLFFT_VARIANT=narrow-radix run head narrow --sizes 8192,16384 --fp64-sizes 8192 --kind r2c,c2r --libs libclfft --rounds 2
CLFFT_VARIANT=narrow-radix run tc tcnarrow --sizes 8192,16384 --fp64-sizes 8192 --kind r2c,c2r --libs libclfft --rounds 2
