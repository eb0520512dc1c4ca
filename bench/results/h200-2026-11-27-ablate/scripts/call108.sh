#!/bin/bash
# call108 (H200 asked): in-place transforms (XP_INPLACE, xp-inplace.patch: the bench's libclfft plans in place,
# timing only), the early-twiddles rule (ec6ebd9) against late-twiddles, two runs each alternating
set +e
start=$(date +%s)
source .device/env.sh
rm -rf .device/xp && mkdir -p .device/xp && tar -xf .device/xp.tar -C .device/xp
nvidia-smi --query-gpu=name,driver_version --format=csv,noheader
bash .device/build.sh xp=.device/xp
echo "built $(( $(date +%s) - start )) s"
out=$OUT/call108; mkdir -p $out
export XP_INPLACE=1
bash .device/abvar.sh $out/inplace 2 "--sizes 1000x1000,1024x1024,1200x1200,1536x1536,2048x2048,2^20,2^21 --fp64-sizes 1024x1024,2^20 --kind c2c,r2c,c2r --elements 134217728 --rounds 2 --no-verify" xp rules late-twiddles
echo "done $(( $(date +%s) - start )) s"
