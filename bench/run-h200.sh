#!/bin/bash
# Benchmark sweeps on the GPU machine:  bench/run-h200.sh OUTDIR [SET] [clfft-bench options]
#
# Builds clfft-bench in /tmp/clfft-bench-build (release, bench on, tests and examples off), then
# runs SET, writing OUTDIR/SET.csv (one row as soon as it is measured) and OUTDIR/SET.log:
#   sweep1d        the 1D C2C sweep of RESULTS.md (fp32 8 .. 2^24 and mixed radices; fp64 six lengths)
#   multidim       issue 18's table: fp32 1024, 4096, 1000, 65536, 2^20, 256x256, 1024x1024,
#                  2048x2048, 4096x4096, 1000x1000, 64^3, 128^3, 256^3, 512^3, 100^3, C2C and R2C;
#                  fp64 1024x1024 and 128^3, C2C and R2C
#   multidim-c2c   the C2C half of multidim, and
#   multidim-r2c   its R2C half: one each per device command when the whole does not fit in one
#   custom         only the clfft-bench options given after it
# Options after SET go to clfft-bench after the set's own (a later option wins: --libs,
# --rounds 1, --no-verify ...).  Plot the CSV here afterwards: /usr/bin/python3 bench/plot.py.
#
# How it is run (the device tool, from the repository root; the call sends the checkout with its
# .device/ folder of Debian packages and env.sh, from ../shared/device/fetch-debs.sh and env.sh):
#   bash bench/run-h200.sh $OUT multidim
# Environment:
#   BENCH_ENV   a script to source first (default: .device/env.sh when it exists): it provides
#               the OpenCL loader and headers, FFTW, clFFT, VkFFT and pkg-config, and points the
#               ICD loader at NVIDIA's OpenCL driver
#   BENCH_DEBS  (older way, when there is no env.sh) a folder of those .deb files, unpacked under /tmp
#   BENCH_REV   the commit to record in the log (the device copy has no .git)
#   BENCH_TIME_LIMIT  seconds after which clfft-bench is stopped (0 = none); the rows measured
#               by then are in the CSV already
# Every libclfft plan starts from an empty disk cache (CLFFT_CACHE_DIR=mktemp -d), so that the
# cold plan times include compiling.  libclfft rows the library cannot plan yet say
# 'unsupported' (CLFFT_ERR_NOT_SUPPORTED); the peers' rows are measured regardless.
set -euo pipefail
out=${1:?usage: $0 OUTDIR [sweep1d|multidim|multidim-c2c|multidim-r2c|custom] [clfft-bench options]}
shift
set_name=sweep1d
if [ $# -gt 0 ] && [[ $1 != -* ]]; then
    set_name=$1
    shift
fi
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)

one_d=1024,4096,1000,65536,2^20
two_d=256x256,1024x1024,2048x2048,4096x4096,1000x1000
three_d=64x64x64,128x128x128,256x256x256,512x512x512,100x100x100
multidim=(--sizes "$one_d,$two_d,$three_d" --fp64-sizes 1024x1024,128x128x128)
case "$set_name" in
    sweep1d) args=(--fp64-sizes 64,1000,2187,4096,65536,2^20 --kind c2c) ;;
    multidim) args=("${multidim[@]}" --kind c2c,r2c) ;;
    multidim-c2c) args=("${multidim[@]}" --kind c2c) ;;
    multidim-r2c) args=("${multidim[@]}" --kind r2c) ;;
    custom) args=() ;;
    *) echo "$0: unknown set '$set_name'" >&2; exit 2 ;;
esac

env_script=${BENCH_ENV:-$src/.device/env.sh}
if [ -f "$env_script" ]; then
    # env.sh is written for interactive shells (a failing ls in a pipeline is normal there)
    set +euo pipefail
    # shellcheck disable=SC1090
    source "$env_script"
    set -euo pipefail
elif [ -n "${BENCH_DEBS:-}" ]; then
    d=/tmp/bench-deps l=/tmp/bench-deps/usr/lib/x86_64-linux-gnu
    for f in "$BENCH_DEBS"/*.deb; do dpkg -x "$f" "$d"; done
    export PKG_CONFIG=$d/usr/bin/pkgconf PKG_CONFIG_SYSROOT_DIR=$d
    export PKG_CONFIG_LIBDIR=$l/pkgconfig:$d/usr/share/pkgconfig
    # C_INCLUDE_PATH, unlike CPATH, makes them system headers: no warnings from clFFT.h.
    export C_INCLUDE_PATH=$d/usr/include LIBRARY_PATH=$l LD_LIBRARY_PATH=$l:${LD_LIBRARY_PATH:-}
    # No ICD file for NVIDIA's OpenCL driver: point the loader at it directly.
    if ! ls /etc/OpenCL/vendors/*.icd >/dev/null 2>&1; then
        nv=$(find / -name 'libnvidia-opencl.so.1' -not -path '/proc/*' 2>/dev/null | head -1)
        mkdir -p /tmp/bench-icd && echo "$nv" >/tmp/bench-icd/nvidia.icd
        export OCL_ICD_VENDORS=/tmp/bench-icd
    fi
fi
# meson's cuda dependency finds the toolkit through CUDA_PATH and nvcc on PATH.
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"

build=/tmp/clfft-bench-build
reconf=$([ -d "$build" ] && echo --reconfigure || true)
meson setup $reconf "$build" "$src" -Dbench=enabled -Dtests=disabled -Dexamples=false \
    --buildtype=release >"$out/$set_name-setup.log" 2>&1 || { tail -30 "$out/$set_name-setup.log"; exit 1; }
ninja -C "$build" bench/clfft-bench >"$out/$set_name-build.log" 2>&1 || { tail -30 "$out/$set_name-build.log"; exit 1; }
grep -E "peers|FFTW" "$out/$set_name-setup.log" || true

limit=()
if [ "${BENCH_TIME_LIMIT:-0}" != 0 ]; then
    limit=(timeout --signal=INT "$BENCH_TIME_LIMIT")
fi
cache=$(mktemp -d)
set +e
{
    echo "source:   ${BENCH_REV:-$(git -C "$src" rev-parse --short HEAD 2>/dev/null || echo unknown)}"
    echo "set:      $set_name ${args[*]} $*"
    CLFFT_CACHE_DIR=$cache "${limit[@]}" "$build/bench/clfft-bench" "${args[@]}" "$@" \
        --csv "$out/$set_name.csv"
    echo "clfft-bench exit status: $?"
} 2>&1 | tee "$out/$set_name.log"
rm -rf "$cache"
echo "rows in $out/$set_name.csv: $(($(wc -l <"$out/$set_name.csv") - 1))"
