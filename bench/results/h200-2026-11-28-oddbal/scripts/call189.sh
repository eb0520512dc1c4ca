#!/bin/bash
# call189 (H200 wanted): the balanced odd radices' plans verified against FFTW on the GPU
# (clfft-bench's error column), then the default and tools suites on the GPU at HEAD
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call189; mkdir -p $out
bash .device/build.sh new=. &
rm -rf /tmp/bt2; ( meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log ) &
wait
echo "built $(( $(date +%s) - start )) s"
timeout 150 /tmp/b-new/bench/clfft-bench --sizes 90000,96000,202500,226800,360000,453600,614400 --fp64-sizes all --kind c2c,r2c,c2r --precision both --elements 16777216 --rounds 1 --libs libclfft --csv $out/verify.csv > $out/verify.log 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"
awk -F, 'NR==1{for(i=1;i<=NF;i++) h[$i]=i; next} {print $h["precision"], $h["kind"], $h["shape"], $h["status"], $h["gbps"], $h["rel_err"]}' $out/verify.csv | tee $out/verify.txt
CLFFT_TEST_DEVICE=0:0 timeout 380 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; grep -E " FAIL | TIMEOUT " $out/suite.log | head; grep -m3 "device:" /tmp/bt2/meson-logs/testlog.txt
gzip $out/suite.log $out/verify.log
cd $OUT && tar -czf call189.tgz call189 && rm -rf call189
echo "done $(( $(date +%s) - start )) s"
