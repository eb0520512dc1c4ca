#!/bin/bash
# call91: issue 19's lengths (C2C and R2C), d3f2d42 (head) against ef45829 (new: step A prefetches, step B's filter
# loaded early) and ef45829 with XP_TW2 (steps A and C: w_M^(e b) = T1[b/G, e] T2[e, b%G], tables the group's lanes
# read at one or two addresses, not the hi/lo split); two runs each, alternating; VkFFT and cuFFT once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp .device/cur && mkdir -p .device/xp .device/cur && tar -xf .device/xp.tar -C .device/xp && tar -xf .device/cur.tar -C .device/cur
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh head=.device/cur new=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/t19; mkdir -p $out
args="--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c,r2c --elements 134217728 --rounds 3"
for r in 1 2; do
  for x in head new tw2; do
    b=new; e=""; [ $x = head ] && b=head; [ $x = tw2 ] && e="XP_TW2=1"
    [ $(( $(date +%s) - start )) -gt 380 ] && { echo "time up"; break 2; }
    c=$(mktemp -d)
    env $e CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-$b/bench/clfft-bench $args --no-verify --libs libclfft --csv $out/$x-$r.csv >> $out/log.txt 2>&1
    echo "$x run $r: exit $? $(( $(date +%s) - start )) s"; rm -rf $c
  done
done
timeout 150 /tmp/b-new/bench/clfft-bench $args --libs vkfft,cufft --no-verify --csv $out/peers.csv >> $out/log.txt 2>&1; echo "peers: exit $? $(( $(date +%s) - start )) s"
c=$(mktemp -d); XP_TW2=1 CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench --sizes 10007,65537,999983 --fp64-sizes 65537,999983 --kind c2c --elements 134217728 --rounds 1 --iters 2 --libs libclfft --csv $out/tw2-verify.csv >> $out/log.txt 2>&1; echo "verify: exit $? $(( $(date +%s) - start )) s"
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
