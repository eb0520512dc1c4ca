#!/bin/bash
# call243 (H200 wanted): per-kernel times (bench/experiments/kernel_times.c, LD_PRELOAD) of the rows whose
# real transforms trail their half length's C2C, and of issue 18's rows below the better peer; then the
# real rows under the planner variants, one run each
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call243; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
gcc -O1 -shared -fPIC -o /tmp/kt.so bench/experiments/kernel_times.c -ldl || echo "shim build failed"
B=/tmp/b-new/bench/clfft-bench
E="--elements 134217728 --rounds 2 --no-verify --libs libclfft --in-process"
kt() { # label args...
  local lab=$1; shift
  KERNEL_TIMES_FILE=$out/kt-$lab.txt LD_PRELOAD=/tmp/kt.so CLFFT_CACHE_DIR=$(mktemp -d) timeout 120 $B $E "$@" > $out/bench-$lab.txt 2>&1
  echo "kt $lab: exit $? $(date +%T)"
}
kt c2c-half --sizes 32768,524288,131072 --kind c2c --precision fp32
kt r2c --sizes 65536,1048576,262144 --kind r2c --precision fp32
kt c2r --sizes 65536,1048576,262144 --kind c2r --precision fp32
kt 2d --sizes 1000x1000,4096x4096,128x128x128,100x100x100 --kind c2c --precision fp32
kt 1000 --sizes 1000,1024 --kind c2c,r2c,c2r --precision fp32
kt primes --sizes 10007,999983,4099 --kind c2c --precision fp32
for f in $out/bench-*.txt; do grep -E "^libclfft " $f; done > $out/gbps.txt
V="rules= wide-radix=CLFFT_VARIANT=wide-radix narrow-columns=CLFFT_VARIANT=narrow-columns first-pass-160=CLFFT_VARIANT=first-pass-160 table-twiddles=CLFFT_VARIANT=table-twiddles bigger-groups=CLFFT_VARIANT=bigger-groups smaller-groups=CLFFT_VARIANT=smaller-groups reim-values=CLFFT_VARIANT=reim-values"
bash .device/abenv.sh $out/var 1 "--sizes 65536,1048576,262144 --kind r2c,c2r --precision fp32 --elements 134217728 --rounds 2 --no-verify" new $V
python3 .device/vartab.py $out/var rules > $out/var.txt 2>&1
rm -f $out/*/log.txt; (cd $OUT && tar czf call243.tgz call243 && rm -rf call243); echo "done $(( $(date +%s) - start )) s"
