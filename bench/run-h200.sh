#!/bin/bash
# Full benchmark sweep on the GPU machine:  bench/run-h200.sh OUTDIR [clfft-bench options]
# Builds in OUTDIR/build (bench on, tests off); writes OUTDIR/bench.{csv,png,log}.
# The GPU image lacks the OpenCL/FFTW/clFFT/VkFFT dev packages; fetch them here with
#   apt-get download ocl-icd-libopencl1 ocl-icd-opencl-dev opencl-c-headers libfftw3-dev \
#     libfftw3-double3 libclfft2 libclfft-dev libvkfft-dev pkgconf pkgconf-bin libpkgconf3
# into a folder, carry it, and name it in BENCH_DEBS: they are unpacked under /tmp, not /.
set -euo pipefail
out=${1:?usage: $0 OUTDIR [clfft-bench options]}
shift
src=$(cd "$(dirname "$0")/.." && pwd)
mkdir -p "$out"
out=$(cd "$out" && pwd)
if [ -n "${BENCH_DEBS:-}" ]; then
    d=/tmp/bench-deps l=/tmp/bench-deps/usr/lib/x86_64-linux-gnu
    for f in "$BENCH_DEBS"/*.deb; do dpkg -x "$f" "$d"; done
    export PKG_CONFIG=$d/usr/bin/pkgconf PKG_CONFIG_SYSROOT_DIR=$d
    export PKG_CONFIG_LIBDIR=$l/pkgconfig:$d/usr/share/pkgconfig
    # C_INCLUDE_PATH, unlike CPATH, makes them system headers: no warnings from clFFT.h.
    export C_INCLUDE_PATH=$d/usr/include LIBRARY_PATH=$l LD_LIBRARY_PATH=$l:${LD_LIBRARY_PATH:-}
fi
# No ICD file for NVIDIA's OpenCL driver: point the loader at it directly.
if ! ls /etc/OpenCL/vendors/*.icd >/dev/null 2>&1; then
    nv=$(find / -name 'libnvidia-opencl.so.1' -not -path '/proc/*' 2>/dev/null | head -1)
    mkdir -p /tmp/bench-icd && echo "$nv" >/tmp/bench-icd/nvidia.icd
    export OCL_ICD_VENDORS=/tmp/bench-icd
fi
# meson's cuda dependency finds the toolkit through CUDA_PATH and nvcc on PATH.
export CUDA_PATH=${CUDA_PATH:-/usr/local/cuda}
export PATH="$CUDA_PATH/bin:$PATH"
export LD_LIBRARY_PATH="$CUDA_PATH/lib64${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
reconf=$([ -d "$out/build" ] && echo --reconfigure || true)
meson setup $reconf "$out/build" "$src" -Dbench=enabled -Dtests=disabled --buildtype=release
meson compile -C "$out/build" clfft-bench
# The device machine's copy has no .git: pass BENCH_REV=<commit> to record it.
{ echo "source:   ${BENCH_REV:-$(git -C "$src" rev-parse --short HEAD 2>/dev/null || echo unknown)}"
  "$out/build/bench/clfft-bench" --fp64-sizes all --csv "$out/bench.csv" --png "$out/bench.png" "$@"
} 2>&1 | tee "$out/bench.log"
