#!/bin/bash
# call103 (H200 asked): ablations of the convolution kernels (XP_FILTER rewrites each generated source through
# .device/abl.py MODE: table reads -> tw[0u], filter reads, load/store twiddles, stage twiddles, barriers removed),
# timing only (results wrong); then a read:write mix probe
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
gcc -O2 -o /tmp/rwmix .device/rwmix.c $(pkg-config --cflags --libs OpenCL 2>/dev/null || echo -lOpenCL) &
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call103; mkdir -p $out
A="--sizes 102,1031,4099,10007,65537,999983,1000x1000,2048x2048 --fp64-sizes 1031,65537 --kind c2c --elements 134217728 --rounds 2 --no-verify"
for m in none alltw filter iotw stage nobar none2; do
  c=$(mktemp -d)
  XP_FILTER="python3 $PWD/.device/abl.py ${m%2}" CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-xp/bench/clfft-bench $A --libs libclfft --csv $out/$m.csv >> $out/log.txt 2>&1
  echo "$m: exit $? $(( $(date +%s) - start )) s"; rm -rf $c
done
wait
/tmp/rwmix > $out/rwmix.txt 2>&1; echo "rwmix exit $?"; cat $out/rwmix.txt
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
