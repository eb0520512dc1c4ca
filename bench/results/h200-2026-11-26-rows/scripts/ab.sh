#!/bin/bash
# A/B on the GPU machine: ab.sh OUT RUNS "ARGS" name=srcdir[:c_args] ...
# Builds clfft-bench for each tree in parallel (release), runs the builds RUNS times alternating
# (libclfft only), then the peers (vkfft, cufft) once from the first build; CSVs under OUT.
out=$1; runs=$2; args=$3; shift 3
set +euo pipefail
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
names=()
for spec in "$@"; do
  name=${spec%%=*}; rest=${spec#*=}; src=${rest%%:*}; cargs=""; [[ $rest == *:* ]] && cargs=${rest#*:}
  rm -rf /tmp/b-$name; ( meson setup /tmp/b-$name $src -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release -Dc_args="$cargs" > /tmp/setup-$name.log 2>&1 &&
    ninja -C /tmp/b-$name bench/clfft-bench > /tmp/build-$name.log 2>&1 || tail -20 /tmp/*-$name.log ) &
  names+=($name)
done
wait
date
for r in $(seq 1 $runs); do
  for name in "${names[@]}"; do
    c=$(mktemp -d)
    CLFFT_CACHE_DIR=$c /tmp/b-$name/bench/clfft-bench $args --libs libclfft --csv $out/$name$r.csv >> $out/log.txt 2>&1
    echo "$name run $r: exit $?"; date
    rm -rf $c
  done
done
/tmp/b-${names[0]}/bench/clfft-bench $args --libs vkfft,cufft --csv $out/peers.csv >> $out/log.txt 2>&1
echo "peers: exit $?"
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
