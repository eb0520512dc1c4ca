#!/bin/bash
# call79: the whole default cmocka suite (meson suite 'clfft') on the GPU, CLFFT_TEST_DEVICE=0:0, 8 tests at once
set +e
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
rm -rf /tmp/bt2; meson setup /tmp/bt2 .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
export CLFFT_TEST_DEVICE=0:0
timeout 520 meson test -C /tmp/bt2 --suite clfft --num-processes 8 --print-errorlogs > $OUT/suite.log 2>&1
echo "meson test exit $?"
grep -E "^ *[0-9]+/[0-9]+ " $OUT/suite.log
cp /tmp/bt2/meson-logs/testlog.txt $OUT/ 2>/dev/null; gzip $OUT/*.log $OUT/*.txt 2>/dev/null
