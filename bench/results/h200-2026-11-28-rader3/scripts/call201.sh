#!/bin/bash
# call201 (H200 wanted): one-kernel Bluestein convolution lengths M other than fft_bluestein_length's, forced
# in a lab build (-DCLFFT_LAB_M, LAB_BLUESTEIN_M="n:m,..."); the working tree; two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call201; mkdir -p $out
bash .device/build.sh lab=.:-DCLFFT_LAB_M
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/m 2 "--sizes 1031,2063,4099 --fp64-sizes 1031,2063 --precision both --kind c2c $E" lab rules= \
  m1=LAB_BLUESTEIN_M=1031:2100,2063:4200,4099:8232 m2=LAB_BLUESTEIN_M=1031:2160,2063:4320,4099:8400 \
  m3=LAB_BLUESTEIN_M=1031:2187,2063:4374,4099:8640 m4=LAB_BLUESTEIN_M=1031:2240,2063:4410,4099:8748 \
  m5=LAB_BLUESTEIN_M=1031:2250,2063:4480,4099:8750 m6=LAB_BLUESTEIN_M=1031:2268,2063:4500,4099:8820 \
  m7=LAB_BLUESTEIN_M=1031:2352,2063:4536,4099:8960 m8=LAB_BLUESTEIN_M=1031:2400,2063:4800,4099:9000 \
  m9=LAB_BLUESTEIN_M=2063:4704,4099:9072
for v in m1 m2 m3 m4 m5 m6 m7 m8 m9; do echo "== $v"; python3 .device/cmpvar.py $out/m rules $v | tee $out/m-$v.txt; done
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
