#!/bin/bash
# abvar.sh OUT RUNS "ARGS" BUILD VARIANT ...: runs prebuilt /tmp/b-BUILD/bench/clfft-bench RUNS times alternating
# the planner variants (CLFFT_VARIANT; "rules" = unset), libclfft only, empty disk cache each; CSVs in OUT/csv.tgz
out=$1; runs=$2; args=$3; build=$4; shift 4
source .device/env.sh
mkdir -p $out
for r in $(seq 1 $runs); do
  for v in "$@"; do
    c=$(mktemp -d)
    if [ "$v" = rules ]; then unset CLFFT_VARIANT; else export CLFFT_VARIANT=$v; fi
    CLFFT_CACHE_DIR=$c timeout 250 /tmp/b-$build/bench/clfft-bench $args --libs libclfft --csv $out/$v$r.csv >> $out/log.txt 2>&1
    echo "$out $v run $r: exit $? $(date +%T)"
    rm -rf $c; unset CLFFT_VARIANT
  done
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
