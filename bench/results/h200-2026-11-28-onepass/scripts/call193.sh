#!/bin/bash
# call193 (H200 wanted): the one-pass regrouping at d898837 (columns keep their work-items) against b02750e
# on the 2D and 3D shapes whose plans it changes, two runs alternating, peers once; the changed plans
# verified against FFTW on the GPU; the default and tools suites on the GPU
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call193; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=. &
rm -rf /tmp/bt2; ( meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log ) &
wait
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" 1 head new; python3 .device/cmpvar.py $out/$1 head new | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab md "--sizes 90x90,180x180,300x300,360x360,600x600,720x720,1440x1440,1200x1200,150x150,90x90x90,180x180x180,64x360,128x720,720x128,32x32x720,720x32x32,100x2880 --precision fp32 --kind c2c,r2c,c2r"
ab od "--sizes 90,720,2880,4050,6300,6750,11520,4800,8100 --precision fp32 --kind c2c,r2c,c2r"
timeout 120 /tmp/b-new/bench/clfft-bench --sizes 90,180,300,360,600,720,1200,1440,2025,2880,4050,4800,5760,6300,6750,8100,9000,11520,13500,23040,720x720,1440x1440,90x90x90,64x360 --fp64-sizes all --kind c2c,r2c,c2r --precision both --elements 16777216 --rounds 1 --libs libclfft --csv $out/verify.csv > $out/verify.log 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"
awk -F, 'NR==1{for(i=1;i<=NF;i++) h[$i]=i; next} {print $h["precision"], $h["kind"], $h["shape"], $h["status"], $h["gbps"], $h["rel_err"]}' $out/verify.csv > $out/verify.txt
sort -k6 -g $out/verify.txt | tail -4
left=$(( 585 - ($(date +%s) - start) )); echo "suite gets $left s"; CLFFT_TEST_DEVICE=0:0 timeout $left meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; grep -E " FAIL | TIMEOUT " $out/suite.log | head; grep -m3 "device:" /tmp/bt2/meson-logs/testlog.txt
gzip $out/suite.log $out/verify.log
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
