#!/bin/bash
# issue 18's table (C2C, R2C) and the same shapes as C2R at the session's end; short and long real rows
out=$1
set +euo pipefail
BENCH_TIME_LIMIT=300 bash bench/run-h200.sh $out multidim --rounds 2 > $out/md-stdout.txt 2>&1
tail -2 $out/md-stdout.txt
BENCH_TIME_LIMIT=150 bash bench/run-h200.sh $out custom --sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2r --libs libclfft,vkfft,cufft --rounds 2 > $out/c2r-stdout.txt 2>&1
mv $out/custom.csv $out/c2r.csv; mv $out/custom.log $out/c2r.log
tail -2 $out/c2r-stdout.txt
BENCH_TIME_LIMIT=120 bash bench/run-h200.sh $out custom --sizes 32,64,128,256,512,2048,8192,16384,32768,32x32,48x48,64x64,32x32x32 --fp64-sizes 64,256,4096,16384,32x32 --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2 > $out/real-stdout.txt 2>&1
mv $out/custom.csv $out/real.csv; mv $out/custom.log $out/real.log
tail -2 $out/real-stdout.txt
rm -f $out/*-setup.log $out/*-build.log
