#!/bin/bash
# call249 (H200 wanted, not run yet): the variants twist-turns (R2C rows of 32768: one kernel, the twist's
# exchange in two turns) and balanced-planes (C2C plane shapes, fp32 and fp64) against the rules, two runs each
# alternating, the peers once; twist-turns' plans checked against FFTW on the GPU (call251 follows)
set +e
start=$(date +%s)
source .device/env.sh
gpu=$(nvidia-smi --query-gpu=name,driver_version --format=csv,noheader); echo "$gpu"
out=$OUT/call249; mkdir -p $out
[ -x /tmp/b-new/bench/clfft-bench ] || bash .device/build.sh new=.
E="--elements 134217728 --rounds 2 --no-verify"
P="100x100x100,128x128x128,64x128x128,100x100,128x128,48x48,75x75"
B=/tmp/b-new/bench/clfft-bench
bash .device/abenv.sh $out/tt 2 "--sizes 32768,8x32768,64x32768 --precision fp32 --kind r2c $E" new rules= tt=CLFFT_VARIANT=twist-turns
python3 .device/cmpvar.py $out/tt rules tt > $out/tt.txt; cat $out/tt.txt
echo "tt $(( $(date +%s) - start )) s"
bash .device/abenv.sh $out/bp 2 "--sizes $P --fp64-sizes 100x100x100,128x128x128 --precision both --kind c2c $E" new rules= bp=CLFFT_VARIANT=balanced-planes
python3 .device/cmpvar.py $out/bp rules bp > $out/bp.txt
echo "bp $(( $(date +%s) - start )) s"
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}; export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
timeout 150 $B $E --sizes $P --fp64-sizes 100x100x100,128x128x128 --precision both --kind c2c --libs vkfft,cufft --csv $out/peers-c2c.csv > $out/peers-c2c.txt 2>&1
timeout 100 $B $E --sizes 32768,8x32768,64x32768,64x64x64,128x128,100x100 --precision fp32 --kind r2c,c2r --libs vkfft,cufft --csv $out/peers-real.csv > $out/peers-real.txt 2>&1
CLFFT_VARIANT=twist-turns CLFFT_CACHE_DIR=$(mktemp -d) timeout 100 $B --sizes 32768,8x32768 --precision fp32 --kind r2c --elements 4194304 --rounds 1 --iters 1 --libs libclfft > $out/verify-tt.txt 2>&1
cat $out/bp.txt; grep -E "^libclfft " $out/verify-tt.txt
(cd $OUT && tar czf call249.tgz call249 && rm -rf call249); echo "done $(( $(date +%s) - start )) s"
