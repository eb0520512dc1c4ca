#!/bin/bash
# call156 (H200 wanted): every planner variant, one run each, on the rows of issue 18 that trail the better peer
# (C2C 1000, 1000x1000, 4096x4096; C2R 4096, 65536; R2C 4096)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call156; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
V="odd-first odd-last wide-radix narrow-radix complex-values reim-values pad no-pad bigger-groups smaller-groups fewest-passes narrow-columns composite-odd-radices small-odd-radices twiddle-powers table-twiddles column-tiles column-one-pass early-twiddles late-twiddles split-columns whole-columns mixed-radices plain-radices"
echo "variants: $V"
bash .device/abvar.sh $out/a 1 "--sizes 1000,1000x1000,4096x4096 --kind c2c --elements 134217728 --rounds 2" new rules $V
echo "a $(( $(date +%s) - start )) s"
bash .device/abvar.sh $out/b 1 "--sizes 4096,65536 --kind c2r,r2c --elements 134217728 --rounds 2" new rules $V
for d in a b; do mkdir -p /tmp/v$d && tar -xzf $out/$d/csv.tgz -C /tmp/v$d; done
python3 - <<'PY'
import csv,glob,collections,os
for d in ('/tmp/va','/tmp/vb'):
    t=collections.defaultdict(dict)
    for f in glob.glob(d+'/*.csv'):
        v=os.path.basename(f)[:-5]
        for r in csv.DictReader(open(f)):
            if r['gbps']: t[(r['kind'],r['shape'])][v]=float(r['gbps'])
    for k,v in t.items():
        base=v.get('rules'); best=sorted(v.items(),key=lambda x:-x[1])[:5]
        print(k,'rules %.0f'%base,' '.join('%s %.3f'%(n,g/base) for n,g in best))
PY
echo "done $(( $(date +%s) - start )) s"
