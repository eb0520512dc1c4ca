#!/bin/bash
# call78: why test_errors test_create_arguments segfaults on NVIDIA; the other test programs on the GPU
set +e
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
gcc -O1 -o /tmp/probe .device/probe.c $(pkg-config --cflags --libs OpenCL) && /tmp/probe
( rm -rf /tmp/bt; meson setup /tmp/bt .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st.log 2>&1 && ninja -C /tmp/bt > /tmp/btl.log 2>&1 || tail /tmp/st.log /tmp/btl.log )
which gdb && CLFFT_TEST_DEVICE=0:0 gdb -batch -ex run -ex bt --args /tmp/bt/tests/test_errors 2>&1 | tail -25
mkdir -p $OUT/g; c=$(mktemp -d)
for t in errors cache events concurrency dump hardening measure; do
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$c/$t CLFFT_DUMP_DIR=$c timeout 120 /tmp/bt/tests/test_$t >> $OUT/g/gpu-tests2.log 2>&1; echo "$t $? $(date +%T)" | tee -a $OUT/g/gpu-tests2.log
done
grep -B3 "FAILED\|ERROR" $OUT/g/gpu-tests2.log | head -40
gzip $OUT/g/*.log
