#!/bin/bash
# call188 (H200 wanted): (a) the balanced odd radices with their floor of 15 (rules) against
# CLFFT_VARIANT=greedy-odd-radices on every length whose plan the rule changes (one run; 226800 and
# R2C/C2R 453600, new plans, two runs); (b) CLFFT_VARIANT=balanced-odd-radices (every pass, no floor)
# against the rules on one-pass lengths and 2D shapes whose plans it changes, two runs
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call188; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abenv.sh $out/$1 $2 "$3 $E" new "$4" "$5"; python3 .device/cmpvar.py $out/$1 $6 $7 | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
G=greedy=CLFFT_VARIANT=greedy-odd-radices
ab a-c2c-fp32 1 "--sizes 40320,42000,45360,47250,52500,75000,76800,81000,84000,86400,90000,94500,96000,105000,108000,112500,157500,161280,168000,168750,180000,181440,189000,201600,202500,210000,216000,225000,226800,236250,281250,300000,307200,315000,324000,336000,345600,360000,375000,378000,384000,614400 --precision fp32 --kind c2c" rules= $G greedy rules
ab a-c2c-fp64 1 "--sizes 40320,42000,45360,47250,52500,75000,76800,81000,84000,86400,90000,94500,96000,105000,108000,112500,157500,161280,168000,168750,180000,181440,189000,201600,202500,210000,216000,225000,226800,236250,281250,300000,307200,315000,324000,336000,345600,360000,375000,378000,384000 --fp64-sizes all --precision fp64 --kind c2c" rules= $G greedy rules
ab a-r2c-fp32 1 "--sizes 80640,84000,90720,94500,105000,150000,153600,162000,168000,172800,180000,189000,192000,210000,216000,225000,315000,322560,336000,337500,360000,362880,378000,403200,405000,420000,432000,450000,453600,472500,562500,600000,614400,630000,648000,672000,691200,720000,750000,756000,768000,1228800 --precision fp32 --kind r2c" rules= $G greedy rules
ab a-c2r-fp32 1 "--sizes 80640,84000,90720,94500,105000,150000,153600,162000,168000,172800,180000,189000,192000,210000,216000,225000,315000,322560,336000,337500,360000,362880,378000,403200,405000,420000,432000,450000,453600,472500,562500,600000,614400,630000,648000,672000,691200,720000,750000,756000,768000,1228800 --precision fp32 --kind c2r" rules= $G greedy rules
ab a-new 2 "--sizes 226800 --precision both --fp64-sizes 226800 --kind c2c" rules= $G greedy rules
ab a-new-real 2 "--sizes 453600 --precision fp32 --kind r2c,c2r" rules= $G greedy rules
B=bal=CLFFT_VARIANT=balanced-odd-radices
ab b-sp-fp32 2 "--sizes 45,90,180,210,252,300,324,360,420,450,504,600,720,840,900,945,1008,1260,1440,1620,1680,1800,1890,2016,2025,2250,2400,2592,2880,3150,3360,3375,3600,3780,4032,4050,4500,4725,4800,5184,5760,6300,6720,6750,7200,7560,8064,8100,9000,9450,9600,10368,11520 --precision fp32 --kind c2c" rules= $B rules bal
ab b-sp-fp64 2 "--sizes 180,315,360,405,630,720,810,1008,1260,1440,1620,1680,2016,2400,2520,2592,2835,2880,3240,3360,3600,4032,4800,5184,5760 --fp64-sizes all --precision fp64 --kind c2c" rules= $B rules bal
ab b-2d 2 "--sizes 300x300,420x420,450x450,600x600,900x900,1800x1800,128x600,600x128 --precision fp32 --kind c2c,r2c" rules= $B rules bal
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
