#!/bin/bash
# call105 (H200 asked): the early-twiddles rule (columns of 1000 points or more read their stage twiddles before
# the exchanges) against late-twiddles (never), 2D shapes and long 1D, C2C/R2C/C2R, two runs each alternating;
# then the plan creation time of long primes (the host's long double tables, host_dft.c) at the new tree
set +e
start=$(date +%s)
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader; nproc
bash .device/build.sh xp=.device/xp head=.device/cur
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call105; mkdir -p $out
E="--elements 134217728 --rounds 2"
bash .device/abvar.sh $out/cols 2 "--sizes 1000x1000,1024x1024,2048x2048,1536x1536,2000x2000,1200x1200,1000x4000,2^20,2^21,2^22,1000x1000x8 --fp64-sizes 1024x1024,2048x2048,2^20 --kind c2c,r2c,c2r $E" xp rules late-twiddles
echo "cols $(( $(date +%s) - start )) s"
for b in head xp; do
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-$b/bench/clfft-bench --sizes 1048573,4194301 --fp64-sizes 1048573,4194301 --elements 16777216 --rounds 1 --libs libclfft --csv $out/primes-$b.csv > $out/primes-$b.txt 2>&1; echo "primes $b exit $?"; grep -E "^libclfft" $out/primes-$b.txt; rm -rf $c
done
( cd $out && tar -czf primes-csv.tgz primes-*.csv && rm -f primes-*.csv )
echo "done $(( $(date +%s) - start )) s"
