#!/bin/bash
# call81: call77 again (the fp64 mix rule, now at c949be9, against 4017b9b, peers once) on an H200; no GPU tests
set +e
source .device/env.sh
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp &

wait
E="--elements 134217728 --rounds 2"
bash .device/abrun.sh $OUT/c2c 2 "--fp64-sizes 229,3893,186x186,204x204,228x228,276x276,372x372,204x64 --precision fp64 --kind c2c $E" 1 head new
bash .device/abrun.sh $OUT/real 2 "--fp64-sizes 372,408,456,552,620,696,744,868,229,186x186,204x204,228x228,276x276,372x372,2000x372 --precision fp64 --kind r2c,c2r $E" 1 head new
