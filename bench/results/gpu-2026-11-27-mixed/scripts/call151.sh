#!/bin/bash
# call151 (any card): mixed radices in column steps (the tree's rule, column_rules.c mixed_radices_pay) against
# HEAD 84ca242, on the shapes whose plans change and their neighbours, three runs each, peers once
set +e
start=$(date +%s)
source .device/env.sh
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur new=.
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call151; mkdir -p $out
S="100x100,225x225,250x250,500x500,1000x1000,1125x1125,2000x2000,100x100x100,250x250x250,1000x100,100x1000,500x500x8,98x98,10007,100003,200003,300x300,1200x1200"
bash .device/abrun.sh $out/mix 3 "--sizes $S --fp64-sizes 1000x1000,100x100x100,500x500,10007,100003 --kind c2c,r2c,c2r --elements 134217728 --rounds 2" 1 head new
mkdir -p /tmp/smix && tar -xzf $out/mix/csv.tgz -C /tmp/smix && python3 .device/tab3.py /tmp/smix 84ca242 > $out/mix-summary.md; cat $out/mix-summary.md
echo "done $(( $(date +%s) - start )) s"
