#!/bin/bash
# call231 (H200 wanted): call230's two failing groups again with their logs
set +e
source .device/env.sh
out=$OUT/call231; mkdir -p $out
meson setup /tmp/bt3 . -Dbench=disabled -Dexamples=false > /tmp/bt3.log 2>&1 && ninja -C /tmp/bt3 > /tmp/bt3b.log 2>&1 || tail -20 /tmp/bt3*.log
CLFFT_TEST_DEVICE=0:0 timeout 300 meson test -C /tmp/bt3 --no-rebuild multidim-bluestein-two multidim-bluestein-one --num-processes 2 --print-errorlogs > $out/gpu-tests.txt 2>&1
echo "tests $?"; grep -E "^FAIL|ERROR|runtime error|Sanitizer" $out/gpu-tests.txt | cut -c1-400 | head -20
