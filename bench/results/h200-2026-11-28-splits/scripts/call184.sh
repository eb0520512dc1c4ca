#!/bin/bash
# call184 (H200 wanted): cold plan creation (empty libclfft disk cache, CUDA_CACHE_DISABLE=1) of multi-step plans,
# HEAD (steps compiled one after the other) against the tree (steps compiled in parallel threads), alternating,
# three runs each
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call184; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
export CUDA_CACHE_DISABLE=1
for r in 1 2 3; do
  for b in head new; do
    for spec in "c2c 256x256,1000x1000,64x64x64,128x128x128,4099,999983,1024" "r2c 1024x1024,100x100x100" "c2r 4096x4096"; do
      set -- $spec
      c=$(mktemp -d)
      CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-$b/bench/clfft-bench --sizes $2 --kind $1 --precision fp32 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft --csv $out/$b-$r-$1.csv > /dev/null 2>&1
      rm -rf $c
    done
  done
done
echo "timed $(( $(date +%s) - start )) s"
python3 - $out <<'PY' | tee $out/summary.txt
import csv,glob,sys,collections,os
t=collections.defaultdict(lambda: collections.defaultdict(list))
for f in glob.glob(sys.argv[1]+'/*.csv'):
    b=os.path.basename(f).split('-')[0]
    for r in csv.DictReader(open(f)):
        if r['plan_cold_ms']: t[(r['kind'],r['shape'])][b].append(float(r['plan_cold_ms']))
print('%-4s %-12s %-26s %-26s %s'%('kind','shape','head cold ms','new cold ms','new/head (medians)'))
for k in sorted(t):
    h=sorted(t[k]['head']); n=sorted(t[k]['new'])
    print('%-4s %-12s %-26s %-26s %.2f'%(k[0],k[1],' '.join('%.0f'%x for x in h),' '.join('%.0f'%x for x in n),n[len(n)//2]/h[len(h)//2]))
PY
echo "done $(( $(date +%s) - start )) s"
