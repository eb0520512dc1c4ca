#!/bin/bash
# call264 (H200; planned, not run: the twenty-ninth session's device time was spent): the lengths whose Bluestein M
# became 2N - 2 under narrow-radix (their power-of-two column steps without column_radix's 32x2) against the
# rules, two runs each; then issue 18's, 19's and the C2R table at HEAD with the peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call264; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/nr 2 "--sizes 65537,40961,12289,18433,147457,999983 --fp64-sizes 65537 --precision both --kind c2c,r2c,c2r $E" new rules= nr=CLFFT_VARIANT=narrow-radix
python3 .device/cmpvar.py $out/nr rules nr > $out/nr.txt; cat $out/nr.txt
echo "nr $(( $(date +%s) - start )) s"
for t in t18:"--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c" \
         t19:"--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c" \
         c2r:"--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r"; do
  n=${t%%:*}; a=${t#*:}
  bash .device/abrun.sh $out/$n 1 "$a --elements 134217728 --rounds 2" 1 new
  mkdir -p /tmp/s$n && tar -xzf $out/$n/csv.tgz -C /tmp/s$n && mv /tmp/s$n/new1.csv /tmp/s$n/head1.csv; python3 .device/tab1.py /tmp/s$n > $out/$n-summary.md; tail -1 $out/$n-summary.md
done
rm -f $out/*/log.txt
(cd $OUT && tar czf call264.tgz call264 && rm -rf call264); echo "done $(( $(date +%s) - start )) s"
