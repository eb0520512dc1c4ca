#!/bin/bash
# call167 (H200 wanted): the default and tools suites on the GPU at 6f3d22b; on an H200 first e3980d0 against
# 6f3d22b on 16 plane shapes and 100^3, two runs, peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call167; mkdir -p $out
if [[ $gpu == *H200* ]]; then
  rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
  bash .device/build.sh head=.device/cur new=.
  S="75x75,64x100,100x100,90x90,8x1024,64x128,128x64,72x128,80x100,60x100,32x100,16x250,72x72x72,96x96x96,100x100x100,128x64x128"
  bash .device/abrun.sh $out/c 2 "--sizes $S --kind c2c --precision fp32 --elements 134217728 --rounds 2" 1 head new
  python3 .device/cmpvar.py $out/c head new
  echo "ab $(( $(date +%s) - start )) s"
fi
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
CLFFT_TEST_DEVICE=0:0 timeout 400 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; grep -E " FAIL | TIMEOUT " $out/suite.log | head; gzip $out/suite.log
echo "done $(( $(date +%s) - start )) s"
