#!/bin/bash
# call177 (H200 wanted): every two-pass split of 11 long 1D lengths (hook CLFFT_XP_PASSES, uncommitted), one run
# each, no verify, after a parallel warm-up of the disk cache; splits ordered nearest-balanced first, round-robin
# over the lengths, stopped at a deadline
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call177; mkdir -p $out/csv
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
B=/tmp/b-new/bench/clfft-bench
export CLFFT_CACHE_DIR=$(mktemp -d)
# warm-up: compile every config (source does not depend on the batch)
while read n a b; do echo "$n $a $b"; done < .device/sweep177.txt | xargs -P 12 -L 1 bash -c 'CLFFT_XP_PASSES=$1,$2 timeout 60 '$B' --sizes $0 --kind c2c --precision fp32 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1'
for n in $(cut -d" " -f1 .device/sweep177.txt | sort -un); do timeout 60 $B --sizes $n --kind c2c --precision fp32 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1; done
echo "warm $(( $(date +%s) - start )) s"
E="--kind c2c --precision fp32 --elements 134217728 --rounds 1 --no-verify --libs libclfft"
for n in $(cut -d" " -f1 .device/sweep177.txt | sort -un); do timeout 60 $B --sizes $n $E --csv $out/csv/d-$n.csv > /dev/null 2>&1; done
echo "defaults $(( $(date +%s) - start )) s"
k=0
while read n a b; do
  [ $(( $(date +%s) - start )) -gt 560 ] && break
  CLFFT_XP_PASSES=$a,$b timeout 30 $B --sizes $n $E --csv $out/csv/s-$n-$a.csv > /dev/null 2>&1
  k=$((k+1))
done < .device/sweep177.txt
echo "timed $k configs $(( $(date +%s) - start )) s"
python3 - $out/csv > $out/sweep.txt <<'PY'
import csv,glob,sys,os,collections
res=collections.defaultdict(dict)
for f in glob.glob(sys.argv[1]+'/*.csv'):
    b=os.path.basename(f)[:-4].split('-')
    for r in csv.DictReader(open(f)):
        if r['library']=='libclfft' and r['gbps']:
            res[int(b[1])]['default' if b[0]=='d' else int(b[2])]=float(r['gbps'])
for n in sorted(res):
    d=res[n].get('default',0)
    items=sorted(((v,k) for k,v in res[n].items() if k!='default'), reverse=True)
    print(n, 'default %.0f'%d, ' '.join('%sx%d:%.0f'%(k,n//k,v) for v,k in items))
PY
cat $out/sweep.txt
( cd $out && tar -czf csv.tgz csv && rm -rf csv )
echo "done $(( $(date +%s) - start )) s"
