#!/bin/bash
# call290 (H200): L2 prefetch probes in one build (an experimental PFX switch in lib/pass_reads.c): twist = the
# C2R twist's first pass of multi-pass rows prefetches its element and mirror; twist1 = one-pass C2R rows too;
# small = single-pass groups below 16 KiB or ending inside a line too; off = no prefetch anywhere; two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call290; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
run() { bash .device/abenv.sh $out/$1 2 "$2 $E" new "${@:3}" > /dev/null; echo "== $1 $(( $(date +%s) - start )) s";
  for s in "${@:4}"; do l=${s%%=*}; python3 .device/cmpvar.py $out/$1 base $l > $out/$1-$l.txt; echo "-- $1 $l"; cat $out/$1-$l.txt; done; }
run c2r "--sizes 2048,4096,8192,16384,32768,65536,131072,2^20,64x64,256x256,1024x1024,4096x4096 --kind c2r --precision fp32" base= tw=PFX=twist tw1=PFX=twist1 off=PFX=off
run small "--sizes 100,500,1000,2000,1000x1000,1000x100,100x100x100 --kind c2c,r2c --precision fp32" base= sm=PFX=small off=PFX=off
run t18 "--sizes 1024,4096,65536,2^20,1024x1024,2048x2048,4096x4096,128x128x128 --kind c2c,r2c --precision fp32" base= off=PFX=off
c=$(mktemp -d); PFX=twist1 CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench --sizes 2048,4096,16384,65536,131072,2^20,256x256,1024x1024 --kind c2r --precision fp32 --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify-tw1.txt 2>&1
PFX=small CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench --sizes 100,1000,1000x1000 --kind c2c,r2c --precision fp32 --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify-sm.txt 2>&1
grep -hE "^libclfft " $out/verify-*.txt | awk '{print $2,$3,$4,$8,$NF}'
rm -f $out/*/log.txt
(cd $OUT && tar czf call290.tgz call290 && rm -rf call290); echo "done $(( $(date +%s) - start )) s"
