#!/bin/bash
# call117 (H200 asked): mirror rows on rows shorter than the rule's 256 bytes (variant mirror-rows against the
# rules), two runs each; then the default and tools suites on the GPU at HEAD
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh new=.device/xp &
rm -rf /tmp/bt2; (meson setup /tmp/bt2 .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log) &
wait
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call117; mkdir -p $out
S="--sizes 256x32,1024x32,300x36,512x48,4096x16,100x40,2048x24,128x128x32,1000x50,64x1000x40 --fp64-sizes 256x32,300x36,512x48,1024x16 --kind r2c,c2r"
bash .device/abvar.sh $out/short 2 "$S --elements 134217728 --rounds 2 --no-verify" new rules mirror-rows
python3 .device/cmpvar.py $out/short rules mirror-rows
echo "short $(( $(date +%s) - start )) s"
CLFFT_TEST_DEVICE=0:0 timeout 420 meson test -C /tmp/bt2 --suite clfft --suite tools --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^ *[0-9]+/[0-9]+ " $out/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
gzip $out/suite.log 2>/dev/null
echo "done $(( $(date +%s) - start )) s"
