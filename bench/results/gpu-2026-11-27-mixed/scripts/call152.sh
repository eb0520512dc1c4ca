#!/bin/bash
# call152: on an H200, call142's real-plane table (abb1293 against the tree, two runs, peers once); on any other
# card, issue 18's table and the C2R table (84ca242 against the tree: mixed radices), one run, peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call152; mkdir -p $out
E="--elements 134217728 --rounds 2"
case "$gpu" in
*H200*)
  rm -rf .device/old && mkdir -p .device/old && tar -xf .device/old.tar -C .device/old
  bash .device/build.sh head=.device/old new=.
  echo "built $(( $(date +%s) - start )) s"
  bash .device/abrun.sh $out/planes 2 "--sizes 16x16,32x32,64x16,64x32,32x64,64x64,128x32,32x128,32x32x32,64x64x64,8x64x64,128x16,512x8,256x16,48x48,64x48,60x60,100x40,80x50,64x36,36x64,8x60x60,30x30x30 --fp64-sizes 64x64,64x64x64,128x16,60x60 --kind r2c,c2r $E" 1 head new
  mkdir -p /tmp/splanes && tar -xzf $out/planes/csv.tgz -C /tmp/splanes && python3 .device/tab3.py /tmp/splanes abb1293 > $out/planes-summary.md; cat $out/planes-summary.md ;;
*)
  rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
  bash .device/build.sh head=.device/cur new=.
  echo "built $(( $(date +%s) - start )) s"
  bash .device/abrun.sh $out/t18 1 "--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c $E" 1 head new
  bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r $E" 1 head new
  for t in t18 c2r; do mkdir -p /tmp/s$t && tar -xzf $out/$t/csv.tgz -C /tmp/s$t && python3 .device/tab3.py /tmp/s$t 84ca242 > $out/$t-summary.md; cat $out/$t-summary.md; done ;;
esac
echo "done $(( $(date +%s) - start )) s"
