#!/bin/bash
# call183 (H200 wanted): registers of every pass kernel of call177's 154 two-pass splits (hook xp-passes.patch in
# the tree, uncommitted): each split compiled into its own disk cache, the PTX of each binary through
# ptxas -arch=sm_90 -v
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call183; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
B=/tmp/b-new/bench/clfft-bench
mkdir -p /tmp/rc
xargs -P 14 -L 1 bash -c 'CLFFT_CACHE_DIR=/tmp/rc/$0-$1 CLFFT_XP_PASSES=$1,$2 timeout 60 '$B' --sizes $0 --kind c2c --precision fp32 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1' < .device/sweep177.txt
for n in $(cut -d" " -f1 .device/sweep177.txt | sort -un); do CLFFT_CACHE_DIR=/tmp/rc/$n-default timeout 60 $B --sizes $n --kind c2c --precision fp32 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1; done
echo "compiled $(( $(date +%s) - start )) s"
ls /tmp/rc | head -3; ls /tmp/rc/$(ls /tmp/rc | head -1)
for d in /tmp/rc/*; do
  for f in $d/*.clbin; do
    [ -f "$f" ] || continue
    python3 -c "import sys; b=open(sys.argv[1],'rb').read(); i=b.find(b'//'); j=b.rfind(b'}'); sys.stdout.buffer.write(b[i:j+1]+b'\n')" $f > /tmp/k.ptx
    ptxas -arch=sm_90 -v /tmp/k.ptx -o /dev/null 2>&1 | sed "s|^|$(basename $d) |"
  done
done > $out/ptxas.txt
grep -c "registers" $out/ptxas.txt; head -8 $out/ptxas.txt
gzip $out/ptxas.txt
echo "done $(( $(date +%s) - start )) s"
