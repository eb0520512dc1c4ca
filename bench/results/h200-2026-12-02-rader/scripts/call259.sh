#!/bin/bash
# call259 (H200): Rader's one-kernel indices computed from one table entry per butterfly (working tree) against
# HEAD 2027979 (.device/xp without XP_FILTER), two runs each alternating, C2C / R2C / C2R, fp32 and fp64; the new
# plans against FFTW on the GPU; colcopy.py (a column step's memory pattern: 64- against 128-byte runs)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call259; mkdir -p $out
bash .device/build.sh new=. xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="37,43,53,61,71,79,89,97,101,103,113,127,151,163,193,229,257,313,401,521,641,769,1153,1297,1601,2593,4001"
bash .device/abrun.sh $out/c2c 2 "--sizes $S,97x97,12x193 --fp64-sizes 97,193,257,641,1153,2593 --precision both --kind c2c $E" 0 xp new
python3 .device/cmpvar.py $out/c2c xp new > $out/c2c.txt; cat $out/c2c.txt
echo "c2c $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/real 2 "--sizes 37,97,193,257,769,1153,2593 --fp64-sizes 97,1153 --precision both --kind r2c,c2r $E" 0 xp new
python3 .device/cmpvar.py $out/real xp new > $out/real.txt; cat $out/real.txt
echo "real $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-new/bench/clfft-bench --sizes $S,97x97,12x193 --fp64-sizes 97,193,1153,2593 --precision both --kind c2c,r2c,c2r --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for n in 1000 2048; do timeout 60 python3 .device/colcopy.py $n; done > $out/colcopy.txt 2>&1; cat $out/colcopy.txt
rm -f $out/*/log.txt
(cd $OUT && tar czf call259.tgz call259 && rm -rf call259); echo "done $(( $(date +%s) - start )) s"
