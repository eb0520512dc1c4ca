#!/bin/bash
# call180 (H200 wanted): the measuring planner on the rows below the better peer (issue 18, 19 tables and long 1D),
# to find which variants win there; candidates compiled first in parallel; peers once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call180; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
B=/tmp/b-new/bench/clfft-bench
export CLFFT_CACHE_DIR=$(mktemp -d)
xargs -P 14 -L 1 bash -c 'CLFFT_VARIANT=$2 timeout 90 '$B' --sizes $0 --kind $1 --precision fp32 --elements 4194304 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1' < .device/warm180.txt
echo "warm $(( $(date +%s) - start )) s"
for k in c2c r2c c2r; do
  S=$(awk -v k=$k '$2==k {print $1}' .device/warm180.txt | uniq | paste -sd,)
  timeout 300 $B --sizes $S --kind $k --precision fp32 --elements 134217728 --rounds 2 --libs libclfft,libclfft-measure,vkfft,cufft --csv $out/m-$k.csv --describe $out/describe-$k.txt >> $out/log.txt 2>&1
  echo "$k exit $? $(( $(date +%s) - start )) s"
done
for k in c2c r2c c2r; do awk '/^== measure/{n=$3" "$4} /<- chosen/{print n, $1, $2}' $out/describe-$k.txt | sort -u; done | tee $out/chosen.txt
for k in c2c r2c c2r; do awk -F, 'NR>1 && $8!="" {print $3, $4, $1, $8}' $out/m-$k.csv; done | tee $out/gbps.txt
gzip $out/describe-*.txt; rm -f $out/log.txt
echo "done $(( $(date +%s) - start )) s"
