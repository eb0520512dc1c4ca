#!/bin/bash
# call120 (H200 asked): the 512-point column rule (new, HEAD) against db6e911 (old, /tmp/b-new from call118),
# two runs each; a verified pass of the new build (errors)
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp2 && mkdir -p .device/xp2 && tar -xf .device/xp2.tar -C .device/xp2
ls /tmp/b-new/bench/clfft-bench > /dev/null 2>&1 || { rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp && bash .device/build.sh new=.device/xp; }
bash .device/build.sh rule=.device/xp2
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call120; mkdir -p $out
S="--sizes 512x512x512,512x512,512x4096,64x512x512,4096x512,1024x512,256x256x256 --kind c2c,r2c,c2r"
bash .device/abrun.sh $out/ab 2 "$S --elements 134217728 --rounds 2 --no-verify" 0 new rule
mkdir -p /tmp/c120 && tar -xzf $out/ab/csv.tgz -C /tmp/c120 && python3 .device/cmpvar.py $out/ab new rule
for b in new rule; do timeout 200 /tmp/b-$b/bench/clfft-bench $S --elements 16777216 --rounds 1 --iters 2 --libs libclfft > $out/verify-$b.txt 2>&1; done
paste <(grep "libclfft " $out/verify-new.txt | awk '{print $2,$3,$4,$8,$NF}') <(grep "libclfft " $out/verify-rule.txt | awk '{print $8,$NF}')
echo "done $(( $(date +%s) - start )) s"
