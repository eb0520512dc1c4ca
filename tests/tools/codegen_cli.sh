#!/usr/bin/env bash
# Command-line checks of clfft-codegen (no OpenCL device needed):
#   codegen_cli.sh PATH/TO/clfft-codegen
# Option syntax (--opt VALUE, --opt=VALUE), --version, strict numbers, the
# output path checked before any work and never left half-written, and every
# rank and kind on every preset either printing kernels or failing with the
# library's own message.
set -u
codegen=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0

fail() {
    echo "FAIL: $*" >&2
    failures=$((failures + 1))
}

# run EXPECTED_STATUS ARGS...: runs the tool, keeps stdout/stderr in $tmp.
run() {
    local expected=$1
    shift
    "$codegen" "$@" >"$tmp/out" 2>"$tmp/err"
    local status=$?
    if [[ $status -ne $expected ]]; then
        fail "clfft-codegen $* exited $status, expected $expected; stderr: $(head -c 400 "$tmp/err")"
        return 1
    fi
    return 0
}

expect_out() { grep -q -- "$1" "$tmp/out" || fail "stdout of the last run lacks '$1'"; }
expect_err() { grep -q -- "$1" "$tmp/err" || fail "stderr of the last run lacks '$1'"; }
expect_no_out() { [[ ! -s $tmp/out ]] || fail "the last run wrote to stdout"; }

# --version and --help.
run 0 --version && expect_out '^clfft-codegen (libclfft) [0-9]*\.[0-9]*\.[0-9]*$'
run 0 --help && expect_out '--kind KIND'

# Both value syntaxes give the same kernels.
run 0 --n 1000 --profile amd-gcn --describe && cp "$tmp/out" "$tmp/spaced"
run 0 --n=1000 --profile=amd-gcn --describe && cmp -s "$tmp/out" "$tmp/spaced" ||
    fail "--n=1000 --profile=amd-gcn differs from --n 1000 --profile amd-gcn"
expect_out '__kernel'
expect_out 'plan: C2C 1D N=1000'

# Strict numbers and well-formed shapes; a bad command line is status 2.
for bad in 3abc 0 -8 +8 ' 8' '8 ' 8.0 0x10 x8 8x 8xx8 1x2x3x4 18446744073709551616 ''; do
    run 2 --n "$bad" && expect_err '--n needs' && expect_no_out
done
for bad in 3abc 0 -1 +3 ''; do
    run 2 --n 8 --batch "$bad" && expect_err '--batch needs' && expect_no_out
done
run 2 --n 8 --kind c2x && expect_err '--kind needs'
run 2 --n 8 --fp64=1 && expect_err 'unexpected value: --fp64=1'
run 2 --n 8 --no-such-option && expect_err 'unknown option'
run 2 --n 8 stray && expect_err 'unexpected argument "stray"'
run 2 --n && expect_err '--n needs a value'
run 2 --batch 4 && expect_err '--n is required'

# The output path is checked before the work, and a failure leaves no file
# (an existing one keeps its contents).
run 1 --n 8 --out "$tmp/no/such/dir/k.cl" && expect_err 'No such file or directory'
run 1 --n 8 --out "$tmp" && expect_err 'is a directory'
run 1 --n 8 --profile no-such-preset --out "$tmp/k.cl" && expect_err 'CLFFT_ERR_INVALID_PROFILE'
[[ ! -e $tmp/k.cl ]] || fail "a failed run left $tmp/k.cl"
echo previous >"$tmp/keep.cl"
run 1 --n 8 --profile no-such-preset --out "$tmp/keep.cl"
[[ $(cat "$tmp/keep.cl") == previous ]] || fail "a failed run changed an existing --out file"
run 0 --n 8 --out "$tmp/keep.cl" && expect_no_out
grep -q '__kernel' "$tmp/keep.cl" || fail "--out FILE holds no kernels"
leftovers=$(find "$tmp" -name 'k.cl.*' -o -name 'keep.cl.*')
[[ -z $leftovers ]] || fail "temporary files left behind: $leftovers"

# A length with a prime above 31: Bluestein in one kernel where M fits one
# (on GPUs the aliased power of two below 2N - 2 where few outputs need a
# correction: 1031 as 2048, the exact 2304 as the variant exact-m),
# steps otherwise (three steps of rows on GPUs, as with the variant
# two-step-convolutions; the Stockham steps with stockham-convolutions), shown with
# M; Rader's one kernel for a prime whose p - 1 is smooth and cheaper than
# Bluestein's M (97: 96 against 196; 47: 46 = 2 x 23 costs more than M =
# 96), in the kernels' header too.
run 0 --n 1031 --describe && expect_out 'Bluestein, M = 2048 (aliased: 2N - 2 = 2060), one kernel'
run 0 --n 1031 --describe --variant exact-m && expect_out 'Bluestein, M = 2304, one kernel'
run 0 --n 1031 --describe --variant two-step-convolutions && expect_out 'Bluestein, M = 2304 = 2 x 1152, step 1 of 3'
run 0 --n 20011 --describe && expect_out 'Bluestein, M = 40960 = 20 x 2048, step 1 of 3'
run 0 --n 20011 --describe --variant stockham-convolutions && expect_out 'Bluestein, M = 40960, step 1 of 2'
# the three steps' aliased M (16411: 16 x 2048 below 2N - 2, its first 53 inputs kept for step 3) and its exact M
run 0 --n 16411 --describe && expect_out 'Bluestein, M = 32768 = 16 x 2048 (aliased: 2N - 2 = 32820), step 1 of 3: 16411 values times the chirp as a 16 x 2048 array, the DFTs of its columns; its first 53 values kept after the array'
run 0 --n 16411 --describe --variant exact-m && expect_out 'Bluestein, M = 36864 = 18 x 2048, step 1 of 3'
run 0 --n 5x47x4 --kind r2c --describe && expect_out 'Bluestein, M = 96, one kernel'
run 0 --n 5x41x4 --kind r2c --describe && expect_out 'Rader, one kernel'
run 0 --n 97 && expect_out 'Rader step for the prime length 97'

# Every preset, rank and kind: kernels, or the library's refusal passed
# through (status 1, "clfft_generate_source: CLFFT_ERR_...", nothing on stdout).
run 0 --list-presets
mapfile -t presets <"$tmp/out"
[[ ${#presets[@]} -ge 2 ]] || fail "--list-presets printed ${#presets[@]} names"
for preset in "${presets[@]}"; do
    run 0 --n 1000 --profile "$preset" && expect_out '__kernel'
    for shape in 64 48x40 8x12x10; do
        for kind in c2c r2c c2r; do
            for precision in '' --fp64; do
                "$codegen" --n "$shape" --kind "$kind" $precision --profile "$preset" \
                    >"$tmp/out" 2>"$tmp/err"
                status=$?
                what="--n $shape --kind $kind $precision --profile $preset"
                if [[ $status -eq 0 ]]; then
                    grep -q '__kernel' "$tmp/out" || fail "$what: status 0 without kernels"
                elif [[ $status -eq 1 ]]; then
                    grep -q '^clfft-codegen: clfft_generate_source: CLFFT_ERR_[A-Z_0-9]*: ..' "$tmp/err" ||
                        fail "$what: refused without the library's message: $(cat "$tmp/err")"
                    expect_no_out
                else
                    fail "$what: status $status"
                fi
            done
        done
    done
done

# The measuring planner's variants and candidates.
run 0 --list-variants && expect_out '^rules$'
run 0 --n 6000 --candidates && expect_out '^candidate 1: rules'
run 2 --n 6000 --candidates --variant rules && expect_err 'exclude each other'
run 1 --n 64 --variant no-such-variant && expect_err 'CLFFT_ERR_INVALID_VARIANT'

if [[ $failures -ne 0 ]]; then
    echo "$failures check(s) failed" >&2
    exit 1
fi
echo "all clfft-codegen checks passed"
