#!/bin/bash
# Eighth full H200 sweep (the library at 10c273e): libclfft, VkFFT, cuFFT side by side, the seventh sweep's rows.
source .device/env.sh
export CUDA_PATH=/usr/local/cuda PATH=/usr/local/cuda/bin:$PATH
export LD_LIBRARY_PATH=/usr/local/cuda/lib64:$LD_LIBRARY_PATH
export CUDA_CACHE_DISABLE=1
meson setup /tmp/rel . -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/rel > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail -20 $OUT/build.log; exit 1; }
S=8,16,32,64,128,256,512,1000,1024,2048,2187,2401,3125,4096,6000,8192,10000,16384,32768,65536,100000,131072,262144,524288,1000000,2^20,2^21,2^22,2^23,2^24
cd $OUT
CLFFT_CACHE_DIR=$(mktemp -d) timeout 540 /tmp/rel/bench/clfft-bench --libs libclfft,vkfft,cufft --sizes $S \
  --fp64-sizes 64,1000,2187,4096,65536,2^20 --rounds 3 --csv sweep8.csv --png sweep8.png > sweep8.log 2>&1
echo "rc=$?"
grep -E "^(libclfft|vkfft|cufft) +fp" sweep8.log | awk '{k=$2" "$3; v[$1" "k]=$6; if(!(k in seen)){seen[k]=1; order[++n]=k}} END{for(i=1;i<=n;i++){k=order[i]; b=v["vkfft "k]>v["cufft "k]?v["vkfft "k]:v["cufft "k]; r=b?v["libclfft "k]/b:0; s+=log(r); printf "%s lib=%d vk=%d cu=%d r=%.3f\n",k,v["libclfft "k],v["vkfft "k],v["cufft "k],r} printf "gm=%.4f over %d\n", exp(s/n), n}'
