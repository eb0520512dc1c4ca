#!/bin/bash
# issue 18's table at head, and the real rows this session changed, peers in the same call
out=$1
set +euo pipefail
BENCH_TIME_LIMIT=330 bash bench/run-h200.sh $out multidim --rounds 2 > $out/md-stdout.txt 2>&1
tail -3 $out/md-stdout.txt
BENCH_TIME_LIMIT=200 bash bench/run-h200.sh $out custom --sizes 64,128,256,512,1024,2048,4096,8192,16384,32768,65536 --fp64-sizes 256,1024,4096,16384 --kind r2c,c2r --libs libclfft,vkfft,cufft --rounds 2 > $out/real-stdout.txt 2>&1
tail -3 $out/real-stdout.txt
rm -f $out/*-setup.log $out/*-build.log
