#!/bin/bash
# Full benchmark sweep on the GPU machine:  bench/run-h200.sh OUTDIR [clfft-bench options]
# Builds in OUTDIR/build (bench on, tests off); writes OUTDIR/bench.{csv,png,log}.
set -euo pipefail
out=${1:?usage: $0 OUTDIR [clfft-bench options]}
shift
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
# meson's cuda dependency finds the toolkit through CUDA_PATH and nvcc on PATH.
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [ -d "$out/build" ]; then
    meson setup --reconfigure "$out/build" "$src" -Dbench=enabled -Dtests=disabled --buildtype=release
else
    meson setup "$out/build" "$src" -Dbench=enabled -Dtests=disabled --buildtype=release
fi
meson compile -C "$out/build" clfft-bench
"$out/build/bench/clfft-bench" --fp64-sizes all --csv "$out/bench.csv" --png "$out/bench.png" "$@" \
    2>&1 | tee "$out/bench.log"
