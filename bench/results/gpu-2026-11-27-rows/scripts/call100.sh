#!/bin/bash
# call100 (H200 asked): the default cmocka suite on the GPU at the new commit (xp), then issue 19's table at the new
# commit, one run, VkFFT and cuFFT once
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
( rm -rf /tmp/bt2; meson setup /tmp/bt2 .device/xp -Dbench=disabled -Dexamples=false --buildtype=debugoptimized > /tmp/st2.log 2>&1 && ninja -C /tmp/bt2 > /tmp/bt2l.log 2>&1 || tail /tmp/st2.log /tmp/bt2l.log ) &
bash .device/build.sh new=.device/xp
wait
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call100; mkdir -p $out
CLFFT_TEST_DEVICE=0:0 timeout 330 meson test -C /tmp/bt2 --suite clfft --num-processes 8 --print-errorlogs > $out/suite.log 2>&1
echo "meson test exit $? $(( $(date +%s) - start )) s"; grep -E "^ *[0-9]+/[0-9]+ " $out/suite.log | awk '{print $2, $4, $5, $6}' | tr '\n' ';'; echo
gzip $out/suite.log
T="--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 3"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 100 /tmp/b-new/bench/clfft-bench $T --libs libclfft --csv $out/new-t19.csv >> $out/log.txt 2>&1; echo "t19: exit $? $(( $(date +%s) - start )) s"
[ $(( $(date +%s) - start )) -lt 480 ] && { timeout 100 /tmp/b-new/bench/clfft-bench $T --no-verify --libs vkfft,cufft --csv $out/peers-t19.csv >> $out/log.txt 2>&1; echo "peers: exit $? $(( $(date +%s) - start )) s"; }
( cd $out && tar -czf csv.tgz *.csv && rm -f *.csv )
echo "done $(( $(date +%s) - start )) s"
