#!/bin/bash
# call92: the default cmocka suite on the GPU at ef45829 (Bluestein step A prefetch, step B filter early)
set +e
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
meson setup /tmp/bt2 .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
date +%T
CLFFT_TEST_DEVICE=0:0 timeout 330 meson test -C /tmp/bt2 --suite clfft --num-processes 8 --print-errorlogs > $OUT/suite.log 2>&1
echo "meson test exit $?"; grep -E "^ *[0-9]+/[0-9]+ " $OUT/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
gzip $OUT/suite.log
date +%T
