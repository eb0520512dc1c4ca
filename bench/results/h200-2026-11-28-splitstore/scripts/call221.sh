#!/bin/bash
# call221 (H200 wanted): this session's split rules (HEAD: twiddles in the column step, convolutions first in
# fp32 for M = 1024/2048) against the session's start (4d45759), split lengths 1D and 2D, fp32 and fp64, with
# 1031, 4099 and 1024 as controls; VkFFT and cuFFT once; the new plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call221; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 12345,2469,4115,8230,24690,5172,3093,10310,4094,1031000,16x12345,12345x16,64x3093,1031,4099,1024 --fp64-sizes 12345,3093,10310,4094,8230 --precision both"
bash .device/abrun.sh $out/ab 2 "$S --kind c2c $E" 1 head new
python3 .device/cmpvar.py $out/ab head new | tee $out/ab.txt; echo "ab $(( $(date +%s) - start )) s"
/tmp/b-new/bench/clfft-bench $S --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
