#!/bin/bash
# call160 (H200 wanted): the C2R table, 96cc04f against the tree fc20017 (C2R rows with twiddle powers), one
# run, peers once; then the default and tools suites on the GPU at the tree
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call160; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
bash .device/abrun.sh $out/c2r 1 "--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r --elements 134217728 --rounds 2" 1 head new
mkdir -p /tmp/sc2r && tar -xzf $out/c2r/csv.tgz -C /tmp/sc2r && python3 .device/tab3.py /tmp/sc2r 96cc04f > $out/c2r-summary.md; cat $out/c2r-summary.md
echo "c2r $(( $(date +%s) - start )) s"
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
CLFFT_TEST_DEVICE=0:0 timeout 400 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; gzip $out/suite.log
echo "done $(( $(date +%s) - start )) s"
