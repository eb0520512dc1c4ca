#!/bin/bash
# call186 (H200 wanted): rules against CLFFT_VARIANT=small-odd-radices on two-pass C2C lengths
# (fp64, fp32) whose passes hold a radix 25, 27, 21 or 15 that the variant splits; two runs each,
# alternating, libclfft only; then the 1D C2C sweep (36 rows) with the peers, one run
set +e
start=$(date +%s)
source .device/env.sh
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call186; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
echo "built $(( $(date +%s) - start )) s"
E="--elements 134217728 --rounds 2 --no-verify"
F64=50000,60000,75000,90000,100000,112500,128000,150000,160000,180000,200000,225000,250000,300000,320000,360000,375000,400000,450000,480000,500000
F32=76800,96000,100000,105000,112500,120000,128000,140000,144000,168000,192000,218750,281250,300000,315000,337500,375000,384000,437500,448000,504000,540000
bash .device/abenv.sh $out/f64 2 "--sizes $F64 --fp64-sizes all --precision fp64 --kind c2c $E" new rules= sor=CLFFT_VARIANT=small-odd-radices
python3 .device/cmpvar.py $out/f64 rules sor | tee $out/f64.txt
echo "f64 $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/f32 2 "--sizes $F32 --precision fp32 --kind c2c $E" new rules= sor=CLFFT_VARIANT=small-odd-radices
python3 .device/cmpvar.py $out/f32 rules sor | tee $out/f32.txt
echo "f32 $(( $(date +%s) - start )) s"
if [ $(( $(date +%s) - start )) -lt 330 ] && [[ $gpu == *H200* ]]; then
  timeout 240 /tmp/b-new/bench/clfft-bench --fp64-sizes 64,1000,2187,4096,65536,2^20 --kind c2c $E --libs libclfft,vkfft,cufft --csv $out/sweep1d.csv > $out/sweep1d.log 2>&1
  echo "sweep exit $? $(( $(date +%s) - start )) s"
  mkdir -p /tmp/sw && cp $out/sweep1d.csv /tmp/sw/ && python3 - /tmp/sw/sweep1d.csv <<'PY' | tee $out/sweep1d-summary.txt
import csv,sys,math,collections
rows=collections.OrderedDict()
for r in csv.DictReader(open(sys.argv[1])):
    if r['status']=='ok' and r['gbps']: rows.setdefault((r['precision'],r['shape']),{})[r['library']]=float(r['gbps'])
lr=[]
for k,v in rows.items():
    p=[v[x] for x in ('vkfft','cufft') if x in v]
    if 'libclfft' in v and p: lr.append(math.log(v['libclfft']/max(p))); print(k[0],k[1],'%.0f'%v['libclfft'],' '.join('%s %.0f'%(x,v[x]) for x in ('vkfft','cufft') if x in v),'%.3f'%(v['libclfft']/max(p)))
print('geomean vs better peer %.3f over %d'%(math.exp(sum(lr)/len(lr)),len(lr)))
PY
  gzip $out/sweep1d.log
fi
rm -f $out/*/log.txt
echo "done $(( $(date +%s) - start )) s"
