#!/bin/bash
# call195 (H200 wanted): CLFFT_VARIANT=balanced-odd-radices against the rules (c943625) on several-pass lengths
# whose only change under the variant is 15x3 -> 9x5 in a pass (every other one of them), two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call195; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
ab() { bash .device/abenv.sh $out/$1 2 "$2 $E" new rules= bal=CLFFT_VARIANT=balanced-odd-radices; python3 .device/cmpvar.py $out/$1 rules bal | tee $out/$1.txt; echo "$1 $(( $(date +%s) - start )) s"; }
ab c2c32 "--sizes 27000,30240,32400,36000,108000,120960,129600,138240,460800,504000,540000,567000,604800,648000,708750,725760,810000,843750,907200,1181250,1350000 --precision fp32 --kind c2c"
ab c2c64 "--sizes 27000,30240,32400,36000,108000,120960,129600,138240,460800,504000,540000 --fp64-sizes all --precision fp64 --kind c2c"
ab real "--sizes 54000,60480,64800,72000,216000,241920,259200,276480,921600,1008000,1080000,1134000,1209600,1296000,1417500,1451520,1620000,1687500,1814400 --precision fp32 --kind r2c,c2r"
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
