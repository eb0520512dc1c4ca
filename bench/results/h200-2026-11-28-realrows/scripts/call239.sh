#!/bin/bash
# call239 (H200 wanted): issue 19's prime rows under each planner variant (CLFFT_VARIANT) against the rules,
# HEAD's build, one run each, for leads
set +e
start=$(date +%s)
source .device/env.sh
out=$OUT/call239; mkdir -p $out
bash .device/build.sh new=.
E="--elements 134217728 --rounds 2 --no-verify"
S="--sizes 97,1031,4099,10007,65537,999983 --fp64-sizes 1031,4099,65537,999983 --precision both"
bash .device/abenv.sh $out/var 1 "$S --kind c2c $E" new rules= row-twiddles=CLFFT_VARIANT=row-twiddles column-twiddles=CLFFT_VARIANT=column-twiddles cheapest-m=CLFFT_VARIANT=cheapest-m pow2-m=CLFFT_VARIANT=pow2-m early-twiddles=CLFFT_VARIANT=early-twiddles late-twiddles=CLFFT_VARIANT=late-twiddles two-step-convolutions=CLFFT_VARIANT=two-step-convolutions bigger-groups=CLFFT_VARIANT=bigger-groups smaller-groups=CLFFT_VARIANT=smaller-groups twiddle-powers=CLFFT_VARIANT=twiddle-powers table-twiddles=CLFFT_VARIANT=table-twiddles odd-first=CLFFT_VARIANT=odd-first odd-last=CLFFT_VARIANT=odd-last wide-radix=CLFFT_VARIANT=wide-radix narrow-radix=CLFFT_VARIANT=narrow-radix reim-values=CLFFT_VARIANT=reim-values complex-values=CLFFT_VARIANT=complex-values pad=CLFFT_VARIANT=pad no-pad=CLFFT_VARIANT=no-pad fewest-passes=CLFFT_VARIANT=fewest-passes
python3 .device/vartab.py $out/var rules | tee $out/var.txt
rm -f $out/*/log.txt; echo "done $(( $(date +%s) - start )) s"
