#!/bin/bash
# call205 (H200 wanted): the test groups that hold this session's plans (Rader's three steps, odd-last
# convolutions, every variant) on the GPU, at aaea0cf
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call205; mkdir -p $out
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 tests/test_multidim tests/test_measure > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
echo "built $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 timeout 170 meson test -C /tmp/bt2 --no-rebuild multidim-bluestein-one multidim-bluestein-two variants --num-processes 3 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^(Ok|Fail|Timeout):" $out/suite.log; grep -E " OK | FAIL | TIMEOUT " $out/suite.log | head; grep -m3 "device:" /tmp/bt2/meson-logs/testlog.txt
gzip $out/suite.log
echo "done $(( $(date +%s) - start )) s"
