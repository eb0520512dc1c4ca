#!/bin/bash
# call58: the measuring planner's candidates on column-heavy 2D/3D shapes at db39501
set +e
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
P="--precision fp32"
timeout 570 bash .device/candidates.sh .device/cur $OUT/cand \
  odd "--sizes 100x100x100,625x625,243x243,729x729,500x500,2000x500 $P --kind c2c,r2c,c2r" \
  even "--sizes 384x384,160x160,96x96x96,80x80x80,200x200,48x48x48 $P --kind c2c,r2c,c2r" \
  f64 "--sizes 1000x1000,625x625,100x100x100,2048x2048 --precision fp64 --kind c2c,r2c,c2r"
( cd $OUT/cand && tar -czf describe.tgz *.txt log.txt && rm -f *.txt log.txt )
