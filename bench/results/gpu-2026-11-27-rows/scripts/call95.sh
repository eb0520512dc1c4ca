#!/bin/bash
# call95 (H200 asked): the tenth session's Bluestein changes on the card the targets name: d3f2d42 (old) against
# eb4dee4 (head), two runs each, alternating, the peers once; rows of 4096 (r4096 = head with -DCONV_ROWS_MAX_N=4096)
# against head on the lengths whose plan that changes; fp64 999983 with CLFFT_VARIANT=row-twiddles (the fp64 rule)
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for t in cur old; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh old=.device/old head=.device/cur "r4096=.device/cur:-DCONV_ROWS_MAX_N=4096"
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call95; mkdir -p $out
E="--elements 134217728 --rounds 3 --no-verify"
full="--sizes 17,97,102,1031,4099,10007,12345,40009,65537,200003,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c $E"
real="--sizes 10007,65537,999983 --fp64-sizes 65537,999983 --kind r2c $E"
sub="--sizes 10007,40009,65537,200003,999983 --fp64-sizes 65537,999983 --kind c2c,r2c $E"
run() { # name tag args...
  local x=$1 tag=$2; shift 2; c=$(mktemp -d)
  CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-$x/bench/clfft-bench "$@" --libs libclfft --csv $out/$x-$tag.csv >> $out/log.txt 2>&1
  echo "$x $tag: exit $? $(( $(date +%s) - start )) s"; rm -rf $c
}
for r in 1 2; do for x in old head; do run $x full$r $full; run $x real$r $real; done; done
timeout 120 /tmp/b-head/bench/clfft-bench $full --libs vkfft,cufft --csv $out/peers-full.csv >> $out/log.txt 2>&1; echo "peers: exit $? $(( $(date +%s) - start )) s"
timeout 60 /tmp/b-head/bench/clfft-bench $real --libs cufft --csv $out/peers-real.csv >> $out/log.txt 2>&1; echo "peers real: exit $? $(( $(date +%s) - start )) s"
for r in 1 2; do for x in head r4096; do
  [ $(( $(date +%s) - start )) -gt 480 ] && break 2
  run $x sub$r $sub; done; done
for r in 1 2; do
  [ $(( $(date +%s) - start )) -gt 540 ] && break
  run head fp64rules$r --sizes 999983 --precision fp64 --kind c2c,r2c $E
  CLFFT_VARIANT=row-twiddles run head fp64rowtw$r --sizes 999983 --precision fp64 --kind c2c,r2c $E
done
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
