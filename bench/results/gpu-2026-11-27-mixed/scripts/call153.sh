#!/bin/bash
# call153 (H200 wanted): mixed radices (the tree) against 84ca242 on call151's shapes, two runs; then the real
# planes' variants (rules, single-planes, paired-planes) on more plane shapes, two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call153; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2"
S="100x100,225x225,250x250,500x500,1000x1000,1125x1125,2000x2000,100x100x100,250x250x250,1000x100,100x1000,500x500x8,98x98,10007,100003,200003,300x300,1200x1200"
bash .device/abrun.sh $out/mix 2 "--sizes $S --fp64-sizes 1000x1000,100x100x100,500x500,10007,100003 --kind c2c,r2c,c2r $E" 0 head new
mkdir -p /tmp/smix && tar -xzf $out/mix/csv.tgz -C /tmp/smix && python3 .device/tab3.py /tmp/smix 84ca242 > $out/mix-summary.md; cat $out/mix-summary.md
echo "mix $(( $(date +%s) - start )) s"
P="--sizes 36x64,64x36,80x50,100x40,256x16,48x48,60x60,64x48,512x8,128x16,24x96,96x24,40x60,60x40,72x72,50x50,56x56,45x64,64x45,90x30,30x90,72x40,40x72,120x30,200x20,20x200,8x36x64,8x48x48,1024x4,64x128,128x64 --fp64-sizes 128x16,48x48,64x36 --kind r2c,c2r $E"
bash .device/abvar.sh $out/planes 2 "$P" new rules single-planes paired-planes
for v in single-planes paired-planes; do echo "== rules -> $v"; python3 .device/cmpvar.py $out/planes rules $v; done
echo "done $(( $(date +%s) - start )) s"
