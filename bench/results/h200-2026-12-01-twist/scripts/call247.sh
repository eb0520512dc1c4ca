#!/bin/bash
# call247 (H200 wanted): per-kernel times (kernel_times shim) of issue 18's, the C2R table's and issue 19's rows,
# one bench run per shape, the working tree (paired twist rules); peers once for the same rows
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call247; mkdir -p $out
bash .device/build.sh new=.
[ -f /tmp/kt.so ] || gcc -O1 -shared -fPIC -o /tmp/kt.so bench/experiments/kernel_times.c -ldl
B=/tmp/b-new/bench/clfft-bench
E="--elements 134217728 --rounds 2 --no-verify --libs libclfft --in-process"
run() { # kind prec shape
  KERNEL_TIMES_FILE=$out/kt-$1-$2-$3.txt LD_PRELOAD=/tmp/kt.so CLFFT_CACHE_DIR=$(mktemp -d) timeout 60 $B $E --sizes $3 --fp64-sizes $3 --kind $1 --precision $2 --describe $out/d-$1-$2-$3.txt > $out/b-$1-$2-$3.txt 2>&1
}
for s in 1000 1024 4096 8192 16384 2097152 256x256 1000x1000 1024x1024 2048x2048 4096x4096 64x64x64 100x100x100 128x128x128 256x256x256 512x512x512 102 97 1031 4099 12345; do run c2c fp32 $s; done
for s in 1000 1024 4096 65536 1048576 256x256 1000x1000 1024x1024 2048x2048 4096x4096 64x64x64 100x100x100 128x128x128 256x256x256 512x512x512; do run r2c fp32 $s; done
for s in 1024 4096 65536 1048576 64x64 256x256 1024x1024 2048x2048 4096x4096 32x32x32 64x64x64 128x128x128; do run c2r fp32 $s; done
for s in 1024x1024 128x128x128 1031; do run c2c fp64 $s; done
for s in 1024x1024 128x128x128; do run r2c fp64 $s; done
echo "kt done $(( $(date +%s) - start )) s"
timeout 250 $B --elements 134217728 --rounds 2 --no-verify --libs vkfft,cufft --kind r2c,c2r --precision fp32 --sizes 65536,131072,262144,524288,1048576,2097152,32768 --csv $out/peers-real.csv > $out/peers-real.txt 2>&1
(cd $OUT && tar czf call247.tgz call247 && rm -rf call247); echo "done $(( $(date +%s) - start )) s"
