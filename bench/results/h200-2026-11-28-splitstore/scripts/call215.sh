#!/bin/bash
# call215 (H200 wanted): the variant split-rows-first against the rules on split lengths (k x 823, k x 1031),
# fp32 and fp64, three kinds; pow2-m against the rules on one-kernel primes; VkFFT and cuFFT once; the
# variant's plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call215; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 12345,24690,8230,2469,10310,3093,1031000 --fp64-sizes 12345,3093,10310 --precision both"
bash .device/abenv.sh $out/split 2 "$S --kind c2c $E" new r= s=CLFFT_VARIANT=split-rows-first
python3 .device/cmpvar.py $out/split r s | tee $out/split.txt; echo "split $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/splitreal 2 "--sizes 12345,24690,10310 --fp64-sizes 12345 --precision both --kind r2c,c2r $E" new r= s=CLFFT_VARIANT=split-rows-first
python3 .device/cmpvar.py $out/splitreal r s | tee $out/splitreal.txt; echo "splitreal $(( $(date +%s) - start )) s"
timeout 200 /tmp/b-new/bench/clfft-bench $S --kind c2c,r2c,c2r $E --libs vkfft,cufft --csv $out/peers.csv > $out/peers.txt 2>&1; echo "peers $? $(( $(date +%s) - start )) s"
CLFFT_VARIANT=split-rows-first /tmp/b-new/bench/clfft-bench $S --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(( $(date +%s) - start )) s"; grep -ciE "inaccurate|unsupported|failed" $out/verify.txt
bash .device/abenv.sh $out/pow2 2 "--sizes 263,523,607,709,1031,2063,2591,2741,3331 --fp64-sizes 709,1283,2591 --precision both --kind c2c $E" new r= p=CLFFT_VARIANT=pow2-m
python3 .device/cmpvar.py $out/pow2 r p | tee $out/pow2.txt
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
