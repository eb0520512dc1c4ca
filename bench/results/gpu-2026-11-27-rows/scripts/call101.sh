#!/bin/bash
# call101 (H200 asked): the variants and multidim-bluestein-two tests on the GPU at the new commit (350f563, whose
# variants row call100 failed at 52dab4e's parent tree); eb4dee4 (head) against 350f563 (new) on the lengths whose
# plans it changes and their neighbours, two runs each, alternating
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
for t in cur xp; do rm -rf .device/$t && mkdir -p .device/$t && tar -xf .device/$t.tar -C .device/$t; done
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
( rm -rf /tmp/bt2; meson setup /tmp/bt2 .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log ) &
bash .device/build.sh head=.device/cur new=.device/xp
wait
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call101; mkdir -p $out
CLFFT_TEST_DEVICE=0:0 timeout 200 meson test -C /tmp/bt2 --suite clfft --num-processes 2 --print-errorlogs variants multidim-bluestein-two > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^ *[0-9]+/[0-9]+ " $out/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
gzip $out/suite.log
E="--elements 134217728 --rounds 3 --no-verify"
run() { local x=$1 tag=$2; shift 2; c=$(mktemp -d)
  CLFFT_CACHE_DIR=$c timeout 150 /tmp/b-$x/bench/clfft-bench "$@" --libs libclfft --csv $out/$x-$tag.csv >> $out/log.txt 2>&1
  echo "$x $tag: exit $? $(( $(date +%s) - start )) s"; rm -rf $c; }
A="--sizes 10007,30011,65537,100003,131101,200003,262147,999983 --fp64-sizes 4099,5003,10007,65537,262147,999983 --kind c2c $E"
R="--sizes 65537,131101 --fp64-sizes 65537,262147 --kind r2c $E"
for r in 1 2; do for x in head new; do [ $(( $(date +%s) - start )) -gt 470 ] && break 2; run $x A$r $A; run $x R$r $R; done; done
[ $(( $(date +%s) - start )) -lt 500 ] && { timeout 100 /tmp/b-head/bench/clfft-bench $A --libs vkfft,cufft --csv $out/peers-A.csv >> $out/log.txt 2>&1; echo "peers: exit $? $(( $(date +%s) - start )) s"; }
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
