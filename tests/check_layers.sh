#!/bin/sh
# The layers' include rules (README, "How it is built"): the library (lib/)
# and the code generator (codegen/) include neither the other's headers;
# what both need lives below them in plan/; the code generator and plan/
# include no OpenCL header (the public types come from clfft/clfft_types.h;
# codegen/clfft-codegen.c, a program on the public API, may use clfft.h).
# Exits 1 and names each offending line.
src=${1:-$(dirname "$0")/..}
status=0
check() { # what pattern files...
    what=$1 pattern=$2
    shift 2
    if hits=$(grep -nE "$pattern" "$@" 2>/dev/null); then
        printf '%s:\n%s\n' "$what" "$hits"
        status=1
    fi
}
lib=$(ls "$src"/lib/*.c "$src"/lib/*.h)
gen=$(ls "$src"/codegen/*.c "$src"/codegen/*.h | grep -v '/clfft-codegen\.c$')
plan=$(ls "$src"/plan/*.c "$src"/plan/*.h)
# shellcheck disable=SC2086
check "lib/ includes a codegen/ header" '#[[:space:]]*include[[:space:]]*"[^"]*(codegen/|butterfly\.h|strbuf\.h|kernel_[a-z]*\.h)' $lib
# shellcheck disable=SC2086
check "codegen/ includes a lib/ header" '#[[:space:]]*include[[:space:]]*"[^"]*lib/' $gen
# shellcheck disable=SC2086
check "codegen/ or plan/ includes an OpenCL header or clfft.h" '#[[:space:]]*include[[:space:]]*[<"](CL/|OpenCL/|clfft/clfft\.h)' $gen $plan
# shellcheck disable=SC2086
check "plan/ includes a lib/ or codegen/ header" '#[[:space:]]*include[[:space:]]*"[^"]*(lib|codegen)/' $plan
[ $status = 0 ] && echo "layers: lib/ and codegen/ apart, no OpenCL header below the library"
exit $status
