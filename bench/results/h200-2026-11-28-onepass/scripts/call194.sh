#!/bin/bash
# call194 (H200 wanted): the measuring planner's candidates (CLFFT_EFFORT_MEASURE) at c943625 on odd-factor
# shapes below cuFFT or VkFFT in call193, the rules in the same run
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call194; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
B=/tmp/b-new/bench/clfft-bench; E="--elements 134217728 --rounds 2 --no-verify"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 200 $B --sizes 90,720,4800,6300,6750,8100,150x150,1200x1200,1440x1440 --precision fp32 --kind c2c $E --libs libclfft,libclfft-measure --describe $out/c2c-describe.txt --csv $out/c2c.csv > $out/c2c.log 2>&1
echo "c2c exit $? $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 120 $B --sizes 150x150,300x300,1200x1200,4800 --precision fp32 --kind r2c,c2r $E --libs libclfft,libclfft-measure --describe $out/real-describe.txt --csv $out/real.csv > $out/real.log 2>&1
echo "real exit $? $(( $(date +%s) - start )) s"
python3 - $out <<'PY'
import csv,sys,glob,collections
rows=collections.OrderedDict()
for f in glob.glob(sys.argv[1]+'/*.csv'):
    for r in csv.DictReader(open(f)):
        if r['status']=='ok' and r['gbps']: rows.setdefault((r['kind'],r['shape']),{})[r['library']]=float(r['gbps'])
for k,v in rows.items(): print(*k, '%.0f'%v.get('libclfft',0), '%.0f'%v.get('libclfft-measure',0), '%.3f'%(v.get('libclfft-measure',0)/v.get('libclfft',1)))
PY
grep -B1 -A16 "measured (CLFFT" $out/*-describe.txt | grep -E "==|<- chosen|rules  " | cut -c1-120
echo "done $(( $(date +%s) - start )) s"
