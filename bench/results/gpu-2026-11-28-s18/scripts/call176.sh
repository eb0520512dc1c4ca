#!/bin/bash
# call176 (H200 wanted): the default and tools suites on the GPU at 9343c5a (+ the inactive hook of
# xp-passes.patch); then 96000 and 240000 with their passes' radices forced (CLFFT_XP_PASSES), two runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call176; mkdir -p $out
bash .device/build.sh new=. &
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
wait
echo "built $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 timeout 300 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; grep -E " FAIL | TIMEOUT " $out/suite.log | head; gzip $out/suite.log
E="--elements 134217728 --rounds 2 --kind c2c --precision fp32"
bash .device/abenv.sh $out/a 2 "--sizes 96000 $E" new base= p400=CLFFT_XP_PASSES=400,240 p240=CLFFT_XP_PASSES=240,400 p384=CLFFT_XP_PASSES=384,250 p250=CLFFT_XP_PASSES=250,384 p480=CLFFT_XP_PASSES=480,200 p200=CLFFT_XP_PASSES=200,480 p128=CLFFT_XP_PASSES=128,750 p750=CLFFT_XP_PASSES=750,128 t3=CLFFT_XP_PASSES=40,48,50
for l in p400 p240 p384 p250 p480 p200 p128 p750 t3; do echo "== base vs $l"; python3 .device/cmpvar.py $out/a base $l | head -1; done > $out/a-summary.txt; cat $out/a-summary.txt
echo "a $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/b 2 "--sizes 240000 $E" new base= q480=CLFFT_XP_PASSES=480,500 q400=CLFFT_XP_PASSES=400,600 q600=CLFFT_XP_PASSES=600,400 q384=CLFFT_XP_PASSES=384,625 q960=CLFFT_XP_PASSES=960,250 q250=CLFFT_XP_PASSES=250,960 t3=CLFFT_XP_PASSES=50,48,100 t4=CLFFT_XP_PASSES=64,75,50
for l in q480 q400 q600 q384 q960 q250 t3 t4; do echo "== base vs $l"; python3 .device/cmpvar.py $out/b base $l | head -1; done > $out/b-summary.txt; cat $out/b-summary.txt
echo "done $(( $(date +%s) - start )) s"
