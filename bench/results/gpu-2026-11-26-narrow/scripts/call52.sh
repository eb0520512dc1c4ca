#!/bin/bash
# call52: the measuring planner's candidates on the rows below the peers, at HEAD (fifth session start)
set +e
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
P="--precision fp32"
timeout 560 bash .device/candidates.sh .device/cur $OUT/cand \
  short "--sizes 102,51,85,119,153 $P --kind c2c" \
  blue "--sizes 999983 --fp64-sizes 1031 --kind c2c" \
  c2r "--sizes 65536,1024x1024,2048x2048,128x128x128 $P --kind c2r" \
  md "--sizes 1000x1000,2048x2048,128x128x128 $P --kind c2c,r2c"
( cd $OUT/cand && gzip -f *.txt log.txt )
