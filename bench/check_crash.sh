#!/bin/sh
# bench-crash test: clfft-bench with the self-test peer that segfaults at
# n = 64 must exit 0, report that peer 'crashed' at 64 in both precisions
# and still measure libclfft at every quick size (8, 64, 1000).
# Usage: check_crash.sh CLFFT_BENCH CSV
set -u
bench=$1
csv=$2
rm -f "$csv"
"$bench" --quick --libs libclfft,crash-selftest --csv "$csv" || { echo "clfft-bench exited $?"; exit 1; }
fail=0
expect() {
    if ! grep -q "^$1" "$csv"; then
        echo "missing row: $1"
        fail=1
    fi
}
for p in fp32 fp64; do
    expect "crash-selftest,$p,c2c,64,.*,crashed,"
    for n in 8 64 1000; do
        expect "libclfft,$p,c2c,$n,.*,ok,"
    done
done
rows=$(grep -c . "$csv")
[ "$rows" -eq 13 ] || { echo "expected a header and 12 rows, got $rows lines"; fail=1; }
[ $fail -eq 0 ] || cat "$csv"
exit $fail
