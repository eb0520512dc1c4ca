#!/bin/bash
# call192 (H200 wanted): the one-pass odd-radix regrouping rule (working tree) against b02750e (.device/cur.tar)
# on every shape whose plan it changes (clfft-codegen, nvidia preset, 7-smooth 8..24000 and squares), two runs
# alternating, libclfft only
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call192; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abrun.sh $out/$1 2 "$2 $E" 0 head new; python3 .device/cmpvar.py $out/$1 head new | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab c2c32 "--sizes 90,180,300,360,600,720,1440,2250,2400,2880,3150,3375,4500,4725,4800,5760,6300,6750,9000,9450,9600,11520,90x90,150x150,180x180,300x300,360x360,600x600,720x720,1200x1200,1440x1440 --precision fp32 --kind c2c"
ab r2c32 "--sizes 90,180,360,600,720,1200,1440,2880,3375,4500,4725,4800,5760,6300,6750,9000,9450,9600,11520,12600,13500,18000,18900,19200,23040,90x90,180x180,300x300,360x360,600x600,720x720,1440x1440 --precision fp32 --kind r2c"
ab c2r32 "--sizes 90,180,360,600,720,1200,1440,2880,3375,4500,4725,4800,5760,6300,6750,9000,9450,9600,11520,12600,13500,18000,18900,19200,23040 --precision fp32 --kind c2r"
ab f64 "--sizes 180,360,720,1440,2400,2880,4800,5760,9600,11520 --fp64-sizes all --precision fp64 --kind c2c,r2c,c2r"
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
