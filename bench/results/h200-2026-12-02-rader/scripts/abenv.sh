#!/bin/bash
# abenv.sh OUT RUNS "ARGS" BUILD LABEL=ENV ...: runs prebuilt /tmp/b-BUILD/bench/clfft-bench RUNS times alternating
# settings (LABEL=VAR=value runs with that environment variable; LABEL= with none), libclfft only, empty disk
# cache each; CSVs in OUT/csv.tgz (LABELrun.csv, for cmpvar.py)
out=$1; runs=$2; args=$3; build=$4; shift 4
source .device/env.sh
mkdir -p $out
for r in $(seq 1 $runs); do
  for spec in "$@"; do
    lab=${spec%%=*}; envs=${spec#*=}; envs=${envs//@/ }
    c=$(mktemp -d)
    env $envs CLFFT_CACHE_DIR=$c timeout 250 /tmp/b-$build/bench/clfft-bench $args --libs libclfft --csv $out/$lab$r.csv >> $out/log.txt 2>&1
    echo "$out $lab run $r: exit $? $(date +%T)"
    rm -rf $c
  done
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
