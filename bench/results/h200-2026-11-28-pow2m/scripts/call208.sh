#!/bin/bash
# call208 (H200 wanted): fp32 M = 9216 one-kernel Bluestein (4099, 4111, 4603): the measuring planner's variants
# on e2c7316 and on the lab build with one chirp table and the filter's lower half (both), two runs alternating
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call208; mkdir -p $out
rm -rf .device/cur && mkdir -p .device/cur && tar -xf .device/cur.tar -C .device/cur
bash .device/build.sh head=.device/cur both=.:"-DLAB_SHARED_CHIRP -DLAB_HALF_FILTER"
echo "built $(( $(date +%s) - start )) s"
E="--sizes 4099,4111,4603 --precision fp32 --kind c2c,r2c,c2r --elements 134217728 --rounds 2 --no-verify"
for b in head both; do
  bash .device/abenv.sh $out/$b 2 "$E" $b r= et=CLFFT_VARIANT=early-twiddles np=CLFFT_VARIANT=no-pad tt=CLFFT_VARIANT=table-twiddles nr=CLFFT_VARIANT=narrow-radix
  for v in et np tt nr; do echo "== $b $v"; python3 .device/cmpvar.py $out/$b r $v; done | tee $out/$b.txt
  echo "$b $(( $(date +%s) - start )) s"
done
mkdir -p $out/x; tar -xzf $out/head/csv.tgz -C $out/x; for f in $out/x/r*.csv; do mv $f $out/x/hd$(basename $f .csv | tr -d r).csv; done
tar -xzf $out/both/csv.tgz -C $out/x r1.csv r2.csv; ( cd $out/x && tar -czf csv.tgz hd*.csv r*.csv ); echo "== both rules vs head rules"; python3 .device/cmpvar.py $out/x hd r | tee $out/both-vs-head.txt
rm -rf $out/x; rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
