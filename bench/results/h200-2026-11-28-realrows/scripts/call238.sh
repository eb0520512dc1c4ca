#!/bin/bash
# call238 (H200 wanted): Bluestein's three steps launched in chunks of the batch (prototype: CLFFT_CONV_CHUNK_BYTES,
# the stage array's bytes per chunk) against whole launches, HEAD's build, two runs each
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call238; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 10007,20011,30011,65537,100003,131101 --fp64-sizes 10007,65537 --precision both"
bash .device/abenv.sh $out/chunk 2 "$S --kind c2c $E" new whole= c8=CLFFT_CONV_CHUNK_BYTES=8000000 c16=CLFFT_CONV_CHUNK_BYTES=16000000 c32=CLFFT_CONV_CHUNK_BYTES=32000000
for c in c8 c16 c32; do python3 .device/cmpvar.py $out/chunk whole $c | tee $out/$c.txt; done
echo "chunk $(( $(date +%s) - start )) s"
CLFFT_CONV_CHUNK_BYTES=16000000 /tmp/b-new/bench/clfft-bench $S --kind c2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify $? $(grep -ciE 'inaccurate|unsupported|failed' $out/verify.txt)"
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
