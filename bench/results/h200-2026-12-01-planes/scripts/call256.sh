#!/bin/bash
# call256 (H200): the variant plane-prefetch (a C2C plane's staged tile prefetches a later group's tile into L2)
# against the rules, two runs each alternating; its plans against FFTW on the GPU
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call256; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/pf 2 "--sizes 100x100x100,100x100,128x128x128,128x128,64x64x64,48x48,50x50,75x75,64x64,60x100x100,256x64 --fp64-sizes 100x100x100,128x128x128,64x64x64 --precision both --kind c2c $E" new rules= pf=CLFFT_VARIANT=plane-prefetch
python3 .device/cmpvar.py $out/pf rules pf > $out/pf.txt; cat $out/pf.txt
CLFFT_VARIANT=plane-prefetch CLFFT_CACHE_DIR=$(mktemp -d) timeout 100 /tmp/b-new/bench/clfft-bench --sizes 100x100x100,128x128x128,48x48 --fp64-sizes 64x64x64 --precision both --kind c2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
grep -E "^libclfft " $out/verify.txt | awk '{print $2,$4,$7,$8,$NF}'
(cd $OUT && tar czf call256.tgz call256 && rm -rf call256); echo "done $(( $(date +%s) - start )) s"
