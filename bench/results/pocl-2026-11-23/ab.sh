#!/bin/bash
# Same-session A/B of two release builds of libclfft on pocl (bench/NOTES.md,
# entry 49): build/ holds the rule, build-ab/ the same source configured with
# -Dc_args=-DLOOP_ROW_STORES=0 (runs rows, rows64, r64b: the first version,
# which had no column threshold) or -DLOOP_ROW_STORES_MIN_COLUMNS=1000
# (run rows32: the adopted rule against none).  The builds alternate within
# each run; the table prints every run's GB/s and the ratio of the medians.
# usage: ab.sh tag runs sizes fp64sizes   (from the repository root's parent
# layout /work/main; CSVs go to /tmp/ab-<tag>-<build>-<run>.csv)
tag=$1; runs=$2; S=$3; F=$4
for r in $(seq 1 $runs); do for b in build build-ab; do
  CLFFT_CACHE_DIR=/tmp/abcache-$b /work/main/$b/bench/clfft-bench --elements 1048576 --sizes $S --fp64-sizes $F --libs libclfft --rounds 5 --no-verify --csv /tmp/ab-$tag-$b-$r.csv > /dev/null 2>&1
done; done
python3 - "$tag" "$runs" <<'PY'
import csv,sys,collections
tag,runs=sys.argv[1],int(sys.argv[2])
res=collections.defaultdict(lambda: collections.defaultdict(list))
for b in ['build','build-ab']:
  for r in range(1,runs+1):
    for row in csv.DictReader(open(f'/tmp/ab-{tag}-{b}-{r}.csv')):
      if row.get('library','')!='libclfft': continue
      res[(row['precision'],int(row['n']))][b].append(float(row['gbps']))
for k in sorted(res):
  a=res[k]['build']; o=res[k]['build-ab']
  print(f"{k[0]} {k[1]:>8}  new {' '.join(f'{x:5.2f}' for x in a)}  | old {' '.join(f'{x:5.2f}' for x in o)}  ratio of medians {sorted(a)[len(a)//2]/sorted(o)[len(o)//2]:.3f}")
PY
