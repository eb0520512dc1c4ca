#!/bin/bash
# Column steps of 2D/3D transforms on the GPU machine: libclfft's time for
# each CLFFT_EXP_COLS setting (max columns per work-group : re/im exchanged
# in turn allowed : exchanges in turns allowed), cuFFT and VkFFT once, as
# side-by-side CSV rows in OUTDIR/columns.csv.  Usage (device tool):
#   bash bench/experiments/column_groups.sh $OUT [shapes]
set -uo pipefail
out=${1:?usage: $0 OUTDIR [shapes]}
shapes=${2:-1024x1024,2048x2048,4096x4096,1000x1000,512x512x512,256x256x256,4096x17}
src=$(cd "$(dirname "$0")/../.." && pwd)
BENCH_TIME_LIMIT=150 bash "$src/bench/run-h200.sh" "$out" custom --sizes "$shapes" --kind c2c,r2c \
    --precision fp32 --rounds 2 --no-verify --libs libclfft,vkfft,cufft >"$out/build.log" 2>&1
bench=/tmp/clfft-bench-build/bench/clfft-bench
# shellcheck disable=SC1091
source "$src/.device/env.sh"
export LD_LIBRARY_PATH="${CUDA_PATH:-/usr/local/cuda}/lib64:$LD_LIBRARY_PATH"
mv "$out/custom.csv" "$out/columns.csv"
for setting in 8:1:0 16:1:0 16:1:1 16:0:1; do
    cache=$(mktemp -d)
    CLFFT_EXP_COLS=$setting CLFFT_CACHE_DIR=$cache timeout 120 "$bench" --sizes "$shapes" --kind c2c,r2c \
        --precision fp32 --rounds 2 --no-verify --libs libclfft --csv "$out/s.csv" >>"$out/build.log" 2>&1
    tail -n +2 "$out/s.csv" | sed "s/^libclfft,/libclfft-$setting,/" >>"$out/columns.csv"
    rm -rf "$cache" "$out/s.csv"
done
rm -f "$out"/custom*.log
