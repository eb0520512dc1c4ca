#!/bin/bash
# call172 (H200 wanted): OpenCL compiler math options through CLFFT_BUILD_OPTIONS on HEAD (844b6ba): none,
# -cl-no-signed-zeros, -cl-mad-enable, -cl-unsafe-math-optimizations, -cl-fast-relaxed-math; two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call172; mkdir -p $out
E="--elements 134217728 --rounds 2"
[ -x /tmp/b-head/bench/clfft-bench ] || { rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur; bash .device/build.sh head=.device/cur; }
echo "built $(( $(date +%s) - start )) s"
SET="base= nsz=CLFFT_BUILD_OPTIONS=-cl-no-signed-zeros mad=CLFFT_BUILD_OPTIONS=-cl-mad-enable unsafe=CLFFT_BUILD_OPTIONS=-cl-unsafe-math-optimizations fast=CLFFT_BUILD_OPTIONS=-cl-fast-relaxed-math"
bash .device/abenv.sh $out/c 2 "--sizes 97,102,1000,1024,4096,65536,1031,4099,10007,12345,65537,999983,1000x1000,4096x4096,64x64x64,100x100x100,128x128x128 --fp64-sizes 1031,4099,1000x1000 --kind c2c $E" head $SET
for l in nsz mad unsafe fast; do echo "== base vs $l"; python3 .device/cmpvar.py $out/c base $l; done > $out/c-summary.txt
python3 .device/errs.py $out/c base nsz mad unsafe fast >> $out/c-summary.txt; cat $out/c-summary.txt
echo "c $(( $(date +%s) - start )) s"
if [ $(( $(date +%s) - start )) -lt 400 ]; then
bash .device/abenv.sh $out/r 2 "--sizes 1000,4096,65536,1000x1000,128x128x128 --kind r2c,c2r --precision fp32 $E" head $SET
for l in nsz mad unsafe fast; do echo "== base vs $l"; python3 .device/cmpvar.py $out/r base $l; done > $out/r-summary.txt
python3 .device/errs.py $out/r base nsz mad unsafe fast >> $out/r-summary.txt; cat $out/r-summary.txt
fi
echo "done $(( $(date +%s) - start )) s"
