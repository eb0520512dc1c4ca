#!/bin/bash
# GPU tests: test_multidim real and layouts, and every R2C/C2R length in 16 of 64 slices
out=$1
set +euo pipefail
source .device/env.sh
meson setup /tmp/bt . -Dtests=enabled -Dbench=disabled -Dexamples=false --buildtype=release > /tmp/bt-setup.log 2>&1 || tail -20 /tmp/bt-setup.log
ninja -C /tmp/bt tests/test_multidim > /tmp/bt-build.log 2>&1 || tail -20 /tmp/bt-build.log
export CLFFT_TEST_DEVICE=0:0
(CLFFT_CACHE_DIR=/tmp/g1 timeout 400 /tmp/bt/tests/test_multidim real > /tmp/g-real.log 2>&1; echo "real rc $?" >> /tmp/g-real.log) &
(CLFFT_CACHE_DIR=/tmp/g2 timeout 400 /tmp/bt/tests/test_multidim layouts > /tmp/g-layouts.log 2>&1; echo "layouts rc $?" >> /tmp/g-layouts.log) &
for i in $(seq 0 4 63); do
  (CLFFT_CACHE_DIR=/tmp/r$i CLFFT_TEST_VERBOSE=1 timeout 400 /tmp/bt/tests/test_multidim every-length-real $i/64 > /tmp/er$i.log 2>&1; echo "slice $i/64 rc $?" >> /tmp/er$i.log) &
done
wait
cat /tmp/g-real.log /tmp/g-layouts.log > $out/groups.log
cat /tmp/er*.log > $out/every-length-real.log
tail -4 /tmp/g-real.log /tmp/g-layouts.log
grep -c "^ok " $out/every-length-real.log
grep -h "rc \|^FAIL" $out/every-length-real.log | sort | uniq -c | head -40
gzip $out/every-length-real.log
