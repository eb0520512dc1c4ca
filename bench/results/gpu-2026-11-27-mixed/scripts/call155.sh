#!/bin/bash
# call155 (H200 wanted): issue 19's table (84ca242 against the tree, one run, peers once); then the default and
# tools suites on the GPU at the tree
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call155; mkdir -p $out
E="--elements 134217728 --rounds 2"
[ -x /tmp/b-head/bench/clfft-bench ] && [ -x /tmp/b-new/bench/clfft-bench ] || { rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur; bash .device/build.sh head=.device/cur new=.; }
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E" 1 head new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && python3 .device/tab3.py /tmp/st19 84ca242 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
rm -rf /tmp/bt2; meson setup /tmp/bt2 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log
CLFFT_TEST_DEVICE=0:0 timeout 400 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^ *[0-9]+/[0-9]+ " $out/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
grep -E "^(Ok|Fail|Timeout):" $out/suite.log; gzip $out/suite.log
echo "done $(( $(date +%s) - start )) s"
