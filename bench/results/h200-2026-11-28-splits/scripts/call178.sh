#!/bin/bash
# call178 (H200 wanted): the measuring planner with the split variants (7621da5) against the rules on the 11
# lengths of call177 and 10 others, peers once in the same run; candidates compiled first in parallel
# (CLFFT_VARIANT, the nvidia preset's distinct candidates), so the measuring planner mostly times
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call178; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
B=/tmp/b-new/bench/clfft-bench
export CLFFT_CACHE_DIR=$(mktemp -d)
xargs -P 14 -L 1 bash -c 'CLFFT_VARIANT=$1 timeout 60 '$B' --sizes $0 --kind c2c --precision fp32 --elements 1048576 --rounds 1 --iters 1 --no-verify --libs libclfft > /dev/null 2>&1' < .device/warm178.txt
echo "warm $(( $(date +%s) - start )) s"
S=$(cut -d" " -f1 .device/warm178.txt | uniq | paste -sd,)
timeout 420 $B --sizes $S --kind c2c --precision fp32 --elements 134217728 --rounds 2 --libs libclfft,libclfft-measure,vkfft,cufft --csv $out/m.csv --describe $out/describe.txt > $out/log.txt 2>&1
echo "bench exit $? $(( $(date +%s) - start )) s"
python3 - $out/m.csv <<'PY' | tee $out/summary.txt
import csv,sys,collections,math
t=collections.defaultdict(dict)
for r in csv.DictReader(open(sys.argv[1])):
    if r['gbps']: t[int(r['shape'])][r['library']]=(float(r['gbps']),r['plan_cold_ms'])
lm=[];lp=[];lr=[]
print('%-8s %7s %7s %6s %9s %7s %7s %6s %6s'%('N','rules','measure','ratio','plan ms','vkfft','cufft','r/peer','m/peer'))
for n in sorted(t):
    d=t[n]; a=d.get('libclfft',(0,''))[0]; b=d.get('libclfft-measure',(0,''))[0]; p=max(d.get('vkfft',(0,))[0],d.get('cufft',(0,))[0])
    print('%-8d %7.0f %7.0f %6.3f %9s %7.0f %7.0f %6.3f %6.3f'%(n,a,b,b/a if a else 0,d.get('libclfft-measure',(0,'-'))[1],d.get('vkfft',(0,))[0],d.get('cufft',(0,))[0],a/p if p else 0,b/p if p else 0))
    if a and b: lm.append(math.log(b/a))
    if a and b and p: lp.append(math.log(b/p)); lr.append(math.log(a/p))
print('geomean measure/rules %.3f over %d; rules/peer %.3f, measure/peer %.3f'%(math.exp(sum(lm)/len(lm)),len(lm),math.exp(sum(lr)/len(lr)),math.exp(sum(lp)/len(lp))))
PY
grep -E "^== measure|<- chosen|distinct candidates|remembered" $out/describe.txt > $out/chosen.txt; grep -c . $out/chosen.txt; gzip $out/describe.txt
echo "done $(( $(date +%s) - start )) s"
