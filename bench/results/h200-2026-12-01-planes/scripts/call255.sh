#!/bin/bash
# call255: the default and tools suites on the GPU with the final rules (twist-turns, balanced planes, paired-complex rule, 2^19 split)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call255; mkdir -p $out
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
echo "built $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 timeout 480 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; grep -E " FAIL | TIMEOUT " $out/suite.log | head; grep -m3 "device:" /tmp/bt2/meson-logs/testlog.txt
gzip $out/suite.log
(cd $OUT && tar czf call255.tgz call255 && rm -rf call255); echo "done $(( $(date +%s) - start )) s"
