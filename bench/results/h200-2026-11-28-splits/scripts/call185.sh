#!/bin/bash
# call185 (H200 wanted): the measuring planner (split variants) against the rules on long 1D R2C, C2R and fp64 C2C,
# VkFFT and cuFFT in the same run; candidates compiled first in parallel
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call185; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
B=/tmp/b-new/bench/clfft-bench
export CLFFT_CACHE_DIR=$(mktemp -d)
xargs -P 14 -L 1 bash -c 'CLFFT_VARIANT=$3 timeout 90 '$B' --sizes $0 --kind $1 --precision $2 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1' < .device/warm185.txt
echo "warm $(( $(date +%s) - start )) s"
for spec in "r2c fp32" "c2r fp32" "c2c fp64"; do
  set -- $spec
  timeout 150 $B --sizes 96000,192000,360000 --fp64-sizes all --kind $1 --precision $2 --elements 134217728 --rounds 2 --libs libclfft,libclfft-measure,vkfft,cufft --csv $out/m-$1-$2.csv --describe $out/d-$1-$2.txt > /dev/null 2>&1
  echo "$1 $2 exit $? $(( $(date +%s) - start )) s"
done
for f in $out/d-*.txt; do awk '/^== measure/{n=$2" "$3" "$4" "$5} /<- chosen/{print n, $1, $2}' $f | sort -u; done | tee $out/chosen.txt
cat $out/m-*.csv | awk -F, '$8!="" && $1!="library" {print $2, $3, $4, $1, $8}' | tee $out/gbps.txt
gzip $out/d-*.txt
echo "done $(( $(date +%s) - start )) s"
