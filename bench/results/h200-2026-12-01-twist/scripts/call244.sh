#!/bin/bash
# call244 (H200 wanted): ablations of the real twist passes (XP_FILTER through .device/abl2.py on the
# xp-ablate tree; timing only), per-kernel times through the kernel_times shim
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call244; mkdir -p $out
[ -x /tmp/b-xp/bench/clfft-bench ] || bash .device/build.sh xp=.device/xp
[ -f /tmp/kt.so ] || gcc -O1 -shared -fPIC -o /tmp/kt.so bench/experiments/kernel_times.c -ldl
B=/tmp/b-xp/bench/clfft-bench
E="--elements 134217728 --rounds 2 --no-verify --libs libclfft --in-process --precision fp32"
for mode in none twist align pairs mirror align+pairs align+mirror twist+align+pairs; do
  for kind in r2c c2r; do
    XP_FILTER="python3 $PWD/.device/abl2.py $mode" KERNEL_TIMES_FILE=$out/kt-$kind-$mode.txt LD_PRELOAD=/tmp/kt.so CLFFT_CACHE_DIR=$(mktemp -d) timeout 120 $B $E --sizes 65536,262144,1048576 --kind $kind > $out/bench-$kind-$mode.txt 2>&1
    echo "$kind $mode: exit $? $(date +%T)"
  done
done
for f in $out/bench-*.txt; do echo "$f $(grep -E '^libclfft ' $f | awk '{print $4, $5, $8}' | tr '\n' ' ')"; done > $out/gbps.txt
cat $out/gbps.txt
(cd $OUT && tar czf call244.tgz call244 && rm -rf call244); echo "done $(( $(date +%s) - start )) s"
