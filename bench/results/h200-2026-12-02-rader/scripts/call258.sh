#!/bin/bash
# call258 (H200): Rader's one-kernel rows under source ablations (abl3.py: perm, tabs, nobar) on the XP tree;
# bigger-groups on multiples of 17; issue 18's, 19's and the C2R tables at HEAD (after entry 126's rules) with
# the peers; libclfft-measure on the rows below the better peer; multidim-real on the GPU (call257) if time is left
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call258; mkdir -p $out
( rm -rf /tmp/bt3; meson setup /tmp/bt3 . -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st3.log 2>&1 && ninja -C /tmp/bt3 tests/test_multidim > /tmp/bt3l.log 2>&1 || tail /tmp/st3.log /tmp/bt3l.log ) &
bash .device/build.sh new=. xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/abl 2 "--sizes 37,97,103,193,769,1153,2593 --fp64-sizes 97,193 --precision both --kind c2c $E" xp none= perm=XP_FILTER=.device/f-perm tabs=XP_FILTER=.device/f-tabs pt=XP_FILTER=.device/f-perm_tabs nobar=XP_FILTER=.device/f-nobar
for l in perm tabs pt nobar; do echo "== $l"; python3 .device/cmpvar.py $out/abl none $l; done > $out/abl.txt; cat $out/abl.txt
echo "abl $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/bg 2 "--sizes 17,34,51,68,85,102,119,204,38,57,114,23,46,92,29,58,31,62,124 --precision fp32 --kind c2c $E" new rules= bg=CLFFT_VARIANT=bigger-groups
python3 .device/cmpvar.py $out/bg rules bg > $out/bg.txt; cat $out/bg.txt
echo "bg $(( $(date +%s) - start )) s"
T="--elements 134217728 --rounds 2"
for t in t18:"--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100 --fp64-sizes 1024x1024,128x128x128 --kind c2c,r2c" \
         t19:"--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c" \
         c2r:"--sizes 1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128 --fp64-sizes 1024x1024 --kind c2r"; do
  n=${t%%:*}; a=${t#*:}
  bash .device/abrun.sh $out/$n 1 "$a $T" 1 new
  mkdir -p /tmp/s$n && tar -xzf $out/$n/csv.tgz -C /tmp/s$n && mv /tmp/s$n/new1.csv /tmp/s$n/head1.csv; python3 .device/tab1.py /tmp/s$n > $out/$n-summary.md; tail -1 $out/$n-summary.md
  echo "$n $(( $(date +%s) - start )) s"
done
if [ $(( $(date +%s) - start )) -lt 400 ]; then
  c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-new/bench/clfft-bench --sizes 1000,102,1000x1000,4096x4096,100x100x100 --fp64-sizes 1031 --kind c2c $T --no-verify --libs libclfft,libclfft-measure --csv $out/measure.csv --describe $out/measure-describe.txt > $out/measure.log 2>&1
  echo "measure exit $? $(( $(date +%s) - start )) s"; grep -E "^(libclfft|N |shape)" $out/measure.log | head -20
fi
if [ $(( $(date +%s) - start )) -lt 440 ]; then
  wait
  CLFFT_TEST_DEVICE=0:0 CLFFT_CACHE_DIR=$(mktemp -d) timeout 120 /tmp/bt3/tests/test_multidim real > $out/real.log 2>&1
  echo "test_multidim real exit $? $(( $(date +%s) - start )) s"; grep -E "PASSED|FAILED|^FAIL|device" $out/real.log | head; gzip $out/real.log
fi
rm -f $out/*/log.txt
(cd $OUT && tar czf call258.tgz call258 && rm -rf call258); echo "done $(( $(date +%s) - start )) s"
