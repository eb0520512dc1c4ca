#!/bin/bash
# call257: multidim-real (the suite's real and plane rows, updated after call255) on the GPU at the final rules
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call257; mkdir -p $out
rm -rf /tmp/bt3; meson setup /tmp/bt3 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st3.log 2>&1 && ninja -C /tmp/bt3 tests/test_multidim > /tmp/bt3l.log 2>&1 || tail /tmp/st3.log /tmp/bt3l.log
echo "built $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$(mktemp -d) timeout 140 /tmp/bt3/tests/test_multidim real > $out/real.log 2>&1
echo "test_multidim real exit $? $(( $(date +%s) - start )) s"; grep -E "PASSED|FAILED|^FAIL|device:" $out/real.log | head
gzip $out/real.log
