#!/bin/bash
# call289 (H200): issue 19's table, issue 18's table and the C2R table with the peers at this session's rules
# (fp32 one-kernel convolutions' twiddles as products of two entries; fp64 errors against FFTW long double)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call289; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
T="--elements 134217728 --rounds 2"
for t in t19:"--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c" \
         t18:"--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c" \
         c2r:"--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r"; do
  n=${t%%:*}; a=${t#*:}
  if [ $(( $(date +%s) - start )) -lt 420 ]; then
    bash .device/abrun.sh $out/$n 1 "$a $T" 1 new > /dev/null
    mkdir -p /tmp/s$n && tar -xzf $out/$n/csv.tgz -C /tmp/s$n && mv /tmp/s$n/new1.csv /tmp/s$n/head1.csv; python3 .device/tab1.py /tmp/s$n > $out/$n-summary.md; cat $out/$n-summary.md
  fi
  echo "$n $(( $(date +%s) - start )) s"
done
rm -f $out/*/log.txt
(cd $OUT && tar czf call289.tgz call289 && rm -rf call289); echo "done $(( $(date +%s) - start )) s"
