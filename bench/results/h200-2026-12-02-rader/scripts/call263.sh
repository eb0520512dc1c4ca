#!/bin/bash
# call263 (H200): Bluestein's M >= 2N - 2 (working tree: 65537 takes 2^17, 12289 24576, 1025 2048, ...) against
# 2027979 (.device/xp, whose Bluestein lengths the Rader change did not touch), two runs each; the new plans
# against FFTW on the GPU; issue 19's table at the working tree with the peers once
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call263; mkdir -p $out
bash .device/build.sh new=. xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
S="1025,2049,12289,18433,40961,65537,147457,163841,786433,1179649"
bash .device/abrun.sh $out/c2c 2 "--sizes $S,1025x1025,4x65537 --fp64-sizes 1025,12289,65537,147457 --precision both --kind c2c $E" 0 xp new
python3 .device/cmpvar.py $out/c2c xp new > $out/c2c.txt; cat $out/c2c.txt
echo "c2c $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/real 2 "--sizes 1025,2049,12289,65537,147457 --fp64-sizes 65537 --precision both --kind r2c,c2r $E" 0 xp new
python3 .device/cmpvar.py $out/real xp new > $out/real.txt; cat $out/real.txt
echo "real $(( $(date +%s) - start )) s"
c=$(mktemp -d); CLFFT_CACHE_DIR=$c timeout 120 /tmp/b-new/bench/clfft-bench --sizes $S,1025x1025 --fp64-sizes 1025,12289,65537 --precision both --kind c2c,r2c,c2r --elements 8388608 --rounds 1 --iters 1 --libs libclfft > $out/verify.txt 2>&1
echo "verify exit $? $(( $(date +%s) - start )) s"; grep -E "^libclfft " $out/verify.txt | awk '{print $NF}' | sort | uniq -c
if [ $(( $(date +%s) - start )) -lt 330 ]; then
  bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
  mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
fi
rm -f $out/*/log.txt
(cd $OUT && tar czf call263.tgz call263 && rm -rf call263); echo "done $(( $(date +%s) - start )) s"
