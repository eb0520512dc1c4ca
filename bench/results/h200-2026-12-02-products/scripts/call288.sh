#!/bin/bash
# call288 (H200): twiddle powers with one product at most (TPSQRT=1: reads j < s and the multiples of s,
# s = ceil(sqrt(r))) against the binary chains, two alternating runs each in one build; errors with fp64
# against FFTW long double, libclfft under both settings and the peers once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call288; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abenv.sh $out/$1 2 "$2 $E" new off= sq=TPSQRT=1 > /dev/null; python3 .device/cmpvar.py $out/$1 off sq > $out/$1.txt; echo "== $1 $(( $(date +%s) - start )) s"; cat $out/$1.txt; }
ab conv "--sizes 97,257,1031,2063,4099,10007,12345,65537,999983 --kind c2c,r2c,c2r --precision fp32"
ab rows "--sizes 1024,4096,8192,2^20,2^24,65536,64x64x64,100x100,2048x2048,512x512x512,128x128x128 --kind c2c,r2c,c2r --precision fp32"
ab fp64 "--sizes 1024,4096,65536,2^20,1031,4099,65537,1024x1024,128x128x128 --kind c2c,r2c,c2r --precision fp64"
V="--elements 8388608 --rounds 1 --iters 1"
S64="--sizes 1024,4096,65536,262144,1000000,1031,4099,65537,262147,999983,1024x1024,128x128x128 --kind c2c,r2c,c2r --precision fp64"
S32="--sizes 97,1031,4099,10007,65537,999983,1024,4096,1000000,1024x1024,128x128x128 --kind c2c,r2c,c2r --precision fp32"
for s in off sq; do
  c=$(mktemp -d)
  env $( [ $s = sq ] && echo TPSQRT=1 ) CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench $S64 $V --libs libclfft > $out/verify64-$s.txt 2>&1
  env $( [ $s = sq ] && echo TPSQRT=1 ) CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench $S32 $V --libs libclfft > $out/verify32-$s.txt 2>&1
  echo "verify $s $(( $(date +%s) - start )) s"; rm -rf $c
done
timeout 150 /tmp/b-new/bench/clfft-bench $S64 $V --libs vkfft,cufft > $out/verify64-peers.txt 2>&1
echo "peers $(( $(date +%s) - start )) s"
for f in $out/verify*.txt; do echo "== $f"; grep -E "^(libclfft|vkfft|cufft|errors)" $f | awk '{print $1,$2,$3,$4,$8,$NF}'; done
rm -f $out/*/log.txt
(cd $OUT && tar czf call288.tgz call288 && rm -rf call288); echo "done $(( $(date +%s) - start )) s"
