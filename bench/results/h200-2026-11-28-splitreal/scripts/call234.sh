#!/bin/bash
# call234 (H200 wanted): R2C and C2R of primes (one row or two per transform) at HEAD with VkFFT and cuFFT, for
# the next lead (R2C of long primes runs one row per transform)
set +e
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
out=$OUT/call234; mkdir -p $out
bash .device/build.sh new=.
/tmp/b-new/bench/clfft-bench --sizes 1031,4099,10007,65537 --kind r2c,c2r --elements 134217728 --rounds 2 --no-verify --libs libclfft,vkfft,cufft --csv $out/primes.csv > $out/primes.txt 2>&1
echo "rc $?"; grep -E "libclfft|vkfft|cufft" $out/primes.txt | awk '{print $1,$2,$3,$4,$7}'
