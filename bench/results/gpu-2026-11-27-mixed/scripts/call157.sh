#!/bin/bash
# call157 (H200 wanted): does a row's figure depend on the sizes run before it in the same process?  C2C 1000x1000
# and C2R 4096 alone, in call156's short lists and in the tables' lists; libclfft (the tree) and the peers
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call157; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
B=/tmp/b-new/bench/clfft-bench; E="--elements 134217728 --rounds 2"
T18="1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,1000x1000,64x64x64,128x128x128,256x256x256,512x512x512,100x100x100"
C2R="1024,4096,65536,2^20,64x64,256x256,1024x1024,2048x2048,4096x4096,32x32x32,64x64x64,128x128x128"
for r in 1 2; do
  for libs in libclfft vkfft,cufft; do
    c=$(mktemp -d)
    CLFFT_CACHE_DIR=$c $B --sizes 1000x1000 --kind c2c $E --libs $libs --csv $out/alone-c2c-$libs-$r.csv > /dev/null 2>&1
    CLFFT_CACHE_DIR=$c $B --sizes 1000,1000x1000,4096x4096 --kind c2c $E --libs $libs --csv $out/short-c2c-$libs-$r.csv > /dev/null 2>&1
    CLFFT_CACHE_DIR=$c $B --sizes $T18 --kind c2c $E --libs $libs --csv $out/table-c2c-$libs-$r.csv > /dev/null 2>&1
    CLFFT_CACHE_DIR=$c $B --sizes 4096 --kind c2r $E --libs $libs --csv $out/alone-c2r-$libs-$r.csv > /dev/null 2>&1
    CLFFT_CACHE_DIR=$c $B --sizes $C2R --kind c2r $E --libs $libs --csv $out/table-c2r-$libs-$r.csv > /dev/null 2>&1
    rm -rf $c
    echo "run $r $libs $(( $(date +%s) - start )) s"
  done
done
python3 - "$out" <<'PY'
import csv,glob,os,sys,collections
t=collections.defaultdict(list)
for f in sorted(glob.glob(sys.argv[1]+'/*.csv')):
    ctx=os.path.basename(f).split('-')[0]
    for r in csv.DictReader(open(f)):
        if (r['kind'],r['shape']) in (('c2c','1000x1000'),('c2r','4096'),('c2c','4096x4096'),('c2c','1000')) and r['gbps']:
            t[(r['kind'],r['shape'],r['library'],ctx)].append(float(r['gbps']))
for k in sorted(t): print(k, ' '.join('%.0f'%x for x in t[k]))
PY
echo "done $(( $(date +%s) - start )) s"
