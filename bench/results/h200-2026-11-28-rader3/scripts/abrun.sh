#!/bin/bash
# abrun.sh OUT RUNS "ARGS" PEERS name ...: runs prebuilt /tmp/b-NAME/bench/clfft-bench RUNS times
# alternating (libclfft only, empty disk cache each), then the peers once if PEERS=1; CSVs in OUT/csv.tgz
out=$1; runs=$2; args=$3; peers=$4; shift 4
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
mkdir -p $out
for r in $(seq 1 $runs); do
  for name in "$@"; do
    c=$(mktemp -d)
    CLFFT_CACHE_DIR=$c timeout 200 /tmp/b-$name/bench/clfft-bench $args --libs libclfft --csv $out/$name$r.csv >> $out/log.txt 2>&1
    echo "$out $name run $r: exit $? $(date +%T)"
    rm -rf $c
  done
done
[ "$peers" = 1 ] && { timeout 200 /tmp/b-$1/bench/clfft-bench $args --libs vkfft,cufft --csv $out/peers.csv >> $out/log.txt 2>&1; echo "peers: exit $?"; }
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
