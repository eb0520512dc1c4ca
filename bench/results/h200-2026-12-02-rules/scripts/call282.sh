#!/bin/bash
# call282 (H200): issue 19's table with the peers at the session's final rules (working tree: 7a85d87 plus fp64
# rows-outermost twiddles in the row step)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call282; mkdir -p $out
bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
bash .device/abrun.sh $out/t19 1 "--sizes 17,97,102,1031,4099,10007,12345,65537,999983 --fp64-sizes 1031,4099,65537,999983 --kind c2c --elements 134217728 --rounds 2" 1 new
mkdir -p /tmp/st19 && tar -xzf $out/t19/csv.tgz -C /tmp/st19 && mv /tmp/st19/new1.csv /tmp/st19/head1.csv; python3 .device/tab1.py /tmp/st19 > $out/t19-summary.md; cat $out/t19-summary.md
echo "t19 $(( $(date +%s) - start )) s"
rm -f $out/*/log.txt
(cd $OUT && tar czf call282.tgz call282 && rm -rf call282); echo "done $(( $(date +%s) - start )) s"
