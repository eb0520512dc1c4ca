#!/bin/bash
# call283 (H200): earlier sessions' unfollowed variant leads, A/B against the rules (HEAD 5ce0b51, one build, two
# alternating runs): twiddle-powers on 3D shapes (100^3 +4.7% in call258's measuring planner), early-twiddles on
# long real rows (R2C 2^20 +5.6% in call260, one run), reim-values on C2R rows (C2R 4096 +4.1% in call260); then
# the measuring planner on issue 18's and the C2R table's rows, libclfft beside it
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call283; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
bash .device/abenv.sh $out/tp 2 "--sizes 100x100x100,128x128x128,64x64x64,96x96x96,120x120x120,200x200x200,100x100 --kind c2c,r2c,c2r $E" new rules= tp=CLFFT_VARIANT=twiddle-powers
python3 .device/cmpvar.py $out/tp rules tp > $out/tp.txt; cat $out/tp.txt
echo "tp $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/et 2 "--sizes 65536,131072,262144,524288,2^20,2^21 --kind r2c,c2r $E" new rules= et=CLFFT_VARIANT=early-twiddles
python3 .device/cmpvar.py $out/et rules et > $out/et.txt; cat $out/et.txt
echo "et $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/ri 2 "--sizes 2048,4096,8192,16384,131072 --kind c2r,r2c $E" new rules= ri=CLFFT_VARIANT=reim-values
python3 .device/cmpvar.py $out/ri rules ri > $out/ri.txt; cat $out/ri.txt
echo "ri $(( $(date +%s) - start )) s"
for t in m18:"--sizes 1024,4096,1000,65536,2^20,256x256,1024x1024,2048x2048,4096x4096,64x64x64,128x128x128,256x256x256,512x512x512 --fp64-sizes 1024x1024,128x128x128 --kind r2c,c2r" \
         m18c:"--sizes 256x256,1024x1024,2048x2048,64x64x64,128x128x128,256x256x256,512x512x512 --kind c2c"; do
  n=${t%%:*}; a=${t#*:}
  if [ $(( $(date +%s) - start )) -lt 380 ]; then
    c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-new/bench/clfft-bench $a --elements 134217728 --rounds 2 --no-verify --libs libclfft,libclfft-measure --csv $out/$n.csv --describe $out/$n-describe.txt > $out/$n.log 2>&1
    echo "$n exit $? $(( $(date +%s) - start )) s"; rm -rf $c
    python3 - $out/$n.csv <<'PY'
import csv, sys, collections
rows = collections.defaultdict(dict)
for r in csv.DictReader(open(sys.argv[1])):
    rows[(r['precision'], r['kind'], r['shape'])][r['library']] = float(r['gbps'] or 0)
for k, v in rows.items():
    a, b = v.get('libclfft', 0), v.get('libclfft-measure', 0)
    print('%-5s %-4s %-14s rules %7.0f measure %7.0f  %.3f' % (k + (a, b, b / a if a else 0)))
PY
  fi
done
gzip -f $out/*-describe.txt 2>/dev/null
rm -f $out/*/log.txt
(cd $OUT && tar czf call283.tgz call283 && rm -rf call283); echo "done $(( $(date +%s) - start )) s"
