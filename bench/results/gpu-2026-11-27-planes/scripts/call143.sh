#!/bin/bash
# call143 (run twice: the first run built the step-time tree beside the suite's, and env.sh's
# unpacking in build.sh truncated a library the suite's link read; now one after the other): the default and tools suites on the GPU at b7176a5 (real plane pairs, their new test cases); then
# each launch's device time of the real plane steps at b7176a5 (xp-steptimes.patch)
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call143; mkdir -p $out/logs
CLFFT_TEST_DEVICE=0:0 timeout 400 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^ *[0-9]+/[0-9]+ " $out/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
gzip $out/suite.log
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
bash .device/build.sh st=.device/xp
export CLFFT_XP_STEP_TIMES=1
run() { /tmp/b-st/bench/clfft-bench --sizes $1 --kind $2 --precision fp32 --elements 134217728 --rounds 1 --iters 8 --libs libclfft --no-verify --in-process > $out/logs/$2-$1.log 2>&1; }
for s in 64x64x64 64x64 48x48; do run $s r2c; run $s c2r; done; run 64x64x64 c2c
python3 .device/steps.py $out/logs > $out/steps.txt; cat $out/steps.txt; rm -rf $out/logs
echo "done $(( $(date +%s) - start )) s"
