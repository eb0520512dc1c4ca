#!/bin/bash
# call269 (H200): the aliased outputs' correction as a loop (base = 4f56268), fully unrolled (full) and in
# unrolled chunks of 8 (new = working tree), two runs each alternating; registers (ptxas -v of the program
# binaries, bench/experiments/kernel_resources.c) of 2063, 2087, 1031, 4099 under each
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call269; mkdir -p $out
bash .device/build.sh new=. base=.device/base full=.device/full
echo "built $(( $(date +%s) - start )) s"
for b in base full new; do
  gcc -O1 -o /tmp/kr-$b bench/experiments/kernel_resources.c -Iinclude -Ibench/experiments -L/tmp/b-$b -lclfft-ocl $(pkg-config --cflags --libs OpenCL) 2>&1 | tail -3
  mkdir -p /tmp/ptx-$b; KERNEL_RESOURCES_DIR=/tmp/ptx-$b LD_LIBRARY_PATH=/tmp/b-$b /tmp/kr-$b 2063 2087 1031 4099 fp64:2063 > /dev/null 2>&1
  for f in /tmp/ptx-$b/*.bin; do echo "$b $(basename $f): $(ptxas -arch=sm_90 -v -o /dev/null "$f" 2>&1 | grep -oE "Compiling entry function '[a-z_0-9]*'|Used [0-9]+ registers|[0-9]+ bytes spill stores" | sed 's/Compiling entry function //' | tr '\n' ' ')"; done
done | tee $out/regs.txt
echo "regs $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abrun.sh $out/un 2 "--sizes 263,1031,1039,1049,2063,2087,4099,4127,4157 --fp64-sizes 1031,2063,2087 --precision both --kind c2c $E" 0 base full new
bash .device/abrun.sh $out/unr 2 "--sizes 1031,2063,4099 --precision fp32 --kind r2c,c2r $E" 0 base full new
for t in un unr; do python3 .device/cmpvar.py $out/$t base full > $out/$t-full.txt; python3 .device/cmpvar.py $out/$t base new > $out/$t-new.txt; cat $out/$t-full.txt $out/$t-new.txt; done
echo "un $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 60 /tmp/b-new/bench/clfft-bench --sizes 263,1031,2063,2087,4157 --fp64-sizes 1031,2087 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
rm -f $out/*/log.txt
(cd $OUT && tar czf call269.tgz call269 && rm -rf call269); echo "done $(( $(date +%s) - start )) s"
