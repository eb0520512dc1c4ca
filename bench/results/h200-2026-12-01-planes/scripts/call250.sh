#!/bin/bash
# call250 (H200 only, not run yet): issue 18's table (C2C, R2C), issue 19's table and the C2R table at HEAD, one run, peers once (as call179 at 7621da5)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call250; mkdir -p $out
[[ $gpu == *H200* ]] || { echo "not an H200: tables not run"; exit 0; }
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 new
mkdir -p /tmp/st18 && tar -xzf $out/t18/csv.tgz -C /tmp/st18 && mv /tmp/st18/new1.csv /tmp/st18/head1.csv; python3 .device/tab1.py /tmp/st18 > $out/t18-summary.md; cat $out/t18-summary.md
echo "t18 $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
if [ $(( $(date +%s) - start )) -lt 420 ]; then
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 new
mkdir -p /tmp/sc2r && tar -xzf $out/c2r/csv.tgz -C /tmp/sc2r && mv /tmp/sc2r/new1.csv /tmp/sc2r/head1.csv; python3 .device/tab1.py /tmp/sc2r > $out/c2r-summary.md; cat $out/c2r-summary.md
fi
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
