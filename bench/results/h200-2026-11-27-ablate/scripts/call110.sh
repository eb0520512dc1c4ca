#!/bin/bash
# call110 (H200 asked): passes that read their twiddles early (the early-twiddles rule) reading them as the
# table's powers of two too (XP_EARLY_POWERS=1, xp-early-powers.patch) against 0fd83e3's rules (every entry
# read), fp32 2D/3D C2C and R2C, two runs each alternating, one build
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call110; mkdir -p $out
A="--sizes 1000x1000,1024x1024,1200x1200,1536x1536,2000x2000,2048x2048,1000x4000,1000x1000x8 --precision fp32 --kind c2c,r2c --elements 134217728 --rounds 2"
for r in 1 2; do
  for v in rules powers; do
    c=$(mktemp -d)
    if [ $v = powers ]; then export XP_EARLY_POWERS=1; else unset XP_EARLY_POWERS; fi
    CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-xp/bench/clfft-bench $A --libs libclfft --csv $out/$v$r.csv >> $out/log.txt 2>&1
    echo "$v $r exit $? $(( $(date +%s) - start )) s"; rm -rf $c; unset XP_EARLY_POWERS
  done
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
