#!/bin/bash
# call141: the default and tools suites on the GPU with the working tree (real planes in pairs, more real planes)
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call141; mkdir -p $out
CLFFT_TEST_DEVICE=0:0 timeout 480 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^ *[0-9]+/[0-9]+ " $out/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
cp /tmp/bt2/meson-logs/testlog.txt $out/ 2>/dev/null; gzip $out/suite.log $out/testlog.txt 2>/dev/null
echo "done $(( $(date +%s) - start )) s"
