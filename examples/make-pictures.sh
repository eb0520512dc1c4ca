#!/bin/sh
# Regenerates the README's pictures in docs/images/ with the picture
# examples (on the default OpenCL device: the first GPU, else the first
# device).  Needs a build directory (default: build) of a library with 2-D
# and real transforms.
#
#   examples/make-pictures.sh [BUILD_DIR]
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
build=${1:-"$root/build"}
ninja -C "$build" examples/clfft-ocean examples/clfft-filter examples/clfft-spectrogram
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
"$build/examples/clfft-ocean" --n 256 --frames 4 --out "$tmp"
"$build/examples/clfft-filter" --size 256 --out "$tmp"
"$build/examples/clfft-spectrogram" --out "$tmp"
mkdir -p "$root/docs/images"
for f in ocean.png ocean-frame-000.png filter-input.png filter-lowpass.png filter-edges.png \
         filter-spectrum.png spectrogram.png; do
    cp "$tmp/$f" "$root/docs/images/$f"
done
echo "updated $root/docs/images"
