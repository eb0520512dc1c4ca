#!/bin/bash
# call285 (H200): the working tree's five rules (twiddle powers in fp32 C2C planes and in split column steps;
# complex exchanges in fp32 C2C planes with a fastest axis of 64 points or more; fp32 C2C 1024-point columns
# split under rows of at most 1024; early twiddles in fp32 R2C rows with a 512-point paired last pass) against
# HEAD 5ce0b51 (.device/old), two alternating runs each; correctness against FFTW on the GPU; issue 18's table
# and the C2R table with the peers
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call285; mkdir -p $out
bash .device/build.sh old=.device/old new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" 0 old new > /dev/null; python3 .device/cmpvar.py $out/$1 old new > $out/$1.txt; echo "== $1 $(( $(date +%s) - start )) s"; cat $out/$1.txt; }
ab planes "--sizes 64x64,32x128,128x32,16x256,256x16,64x64x64,16x64x64,128x64x64,32x32x32,100x100,96x96,80x80,90x90,64x128,128x64,112x112,100x100x100,96x96x96,80x80x80,64x100x100,100x100x16,60x100,50x50,48x48,48x48x48,36x64,64x36,1024x1024x4,16x16,32x32 --kind c2c --precision fp32"
ab split "--sizes 2048x2048,2048x512,2048x1024,2048x4096,1536x1536,2560x2560,1024x1024,1024x512,1024x256,1048576,655360 --kind c2c,r2c,c2r --precision fp32"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-new/bench/clfft-bench --sizes 64x64,32x128,128x32,100x100,48x48,64x64x64,100x100x16,32x32x32,2048x2048,2048x512,1536x1536,1024x1024,1024x256,1048576,655360 --precision fp32 --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
T="--elements 134217728 --rounds 2"
for t in t18:"--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c" \
         c2r:"--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r"; do
  n=${t%%:*}; a=${t#*:}
  if [ $(( $(date +%s) - start )) -lt 430 ]; then
    bash .device/abrun.sh $out/$n 1 "$a $T" 1 new > /dev/null
    mkdir -p /tmp/s$n && tar -xzf $out/$n/csv.tgz -C /tmp/s$n && mv /tmp/s$n/new1.csv /tmp/s$n/head1.csv; python3 .device/tab1.py /tmp/s$n > $out/$n-summary.md; cat $out/$n-summary.md
    echo "$n $(( $(date +%s) - start )) s"
  fi
done
rm -f $out/*/log.txt
(cd $OUT && tar czf call285.tgz call285 && rm -rf call285); echo "done $(( $(date +%s) - start )) s"
