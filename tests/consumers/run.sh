#!/usr/bin/env bash
# Installs libclfft into a temporary prefix and builds programs outside the
# tree against it, the way users do:
#   - plain cc with pkg-config and an rpath (the README's recipe),
#   - tests/consumers/cmake: find_package(libclfft CONFIG), libclfft::libclfft,
#     also checking that the version file refuses 0.2 and 1.0,
#   - tests/consumers/meson: dependency('libclfft') through pkg-config, and
#     again with libclfft as a subproject (whose tests, bench and examples
#     must stay out of the parent's build and `meson test`).
# Each program checks the library version, generates kernels offline and runs
# a 1D plan on the first OpenCL device against a direct DFT.
#
#   tests/consumers/run.sh [WORKDIR]
#
# WORKDIR (default: a new temporary directory, removed on success; a given one
# is emptied of what an earlier run left there) holds the
# library build, the prefix and the consumers' builds.  Needs meson, ninja,
# pkg-config, cmake, a C compiler and an OpenCL device (pocl will do).
set -euo pipefail

repo=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
if [[ $# -ge 1 ]]; then
    work=$1
    mkdir -p "$work"
    work=$(cd "$work" && pwd)
    remove_work=0
else
    work=$(mktemp -d "${TMPDIR:-/tmp}/libclfft-consumers.XXXXXX")
    remove_work=1
fi
prefix=$work/prefix
# A reused WORKDIR starts over (only what this script makes there).
rm -rf "$work"/{lib-build,prefix,cmake-build,cmake-refuse-*,meson-build,meson-sub-build,src} \
    "$work"/{clfft-cache,pocl-cache,cc-consumer,codegen.cl} "$work"/*.log

finish() {
    local status=$?
    if [[ $status -eq 0 ]]; then
        echo "consumers: all passed"
        if [[ $remove_work -eq 1 ]]; then
            rm -rf "$work"
        fi
    else
        echo "consumers: FAILED (status $status); builds and logs kept in $work" >&2
    fi
}
trap finish EXIT

step() { printf '\n== consumers: %s\n' "$*"; }
die() {
    echo "consumers: $*" >&2
    exit 1
}

# The programs must find libclfft through their rpath, not the environment;
# their OpenCL caches stay in the work directory.
unset LD_LIBRARY_PATH
export CLFFT_CACHE_DIR=$work/clfft-cache POCL_CACHE_DIR=$work/pocl-cache

# resolves_into EXE DIR: the dynamic loader finds libclfft for EXE below DIR.
resolves_into() {
    local exe=$1 dir
    dir=$(cd "$2" && pwd -P)
    local line
    line=$(ldd "$exe" | grep 'libclfft-ocl') || die "$exe does not link libclfft-ocl"
    local path=${line#*=> }
    path=${path%% (*}
    [[ -e $path ]] || die "$exe: libclfft-ocl not found by the loader: $line"
    path=$(cd "$(dirname "$path")" && pwd -P)/$(basename "$path")
    [[ $path == "$dir"/* ]] || die "$exe: libclfft-ocl resolves to $path, not below $dir"
    echo "$exe: libclfft-ocl from $path"
}

step "build libclfft and install it into $prefix"
meson setup "$work/lib-build" "$repo" --prefix "$prefix" \
    -Dtests=disabled -Dbench=disabled -Dexamples=false >"$work/lib-setup.log" ||
    { cat "$work/lib-setup.log"; die "meson setup of libclfft failed"; }
meson compile -C "$work/lib-build" >"$work/lib-compile.log" ||
    { tail -50 "$work/lib-compile.log"; die "building libclfft failed"; }
meson install -C "$work/lib-build" --quiet

pc=$(find "$prefix" -name libclfft.pc)
[[ -n $pc ]] || die "no libclfft.pc installed"
libdir=$(dirname "$(dirname "$pc")")
(cd "$prefix" && find . -type f -o -type l | sort)
for f in include/clfft/clfft.h include/clfft/clfft_types.h bin/clfft-codegen; do
    [[ -f $prefix/$f ]] || die "$f is not installed"
done
for f in libclfft-ocl.so cmake/libclfft/libclfftConfig.cmake \
         cmake/libclfft/libclfftConfigVersion.cmake; do
    [[ -e $libdir/$f ]] || die "$libdir/$f is not installed"
done
# Nothing that a case-insensitive file system would confuse with AMD clFFT.
clash=$(cd "$prefix" && find . -iname 'clfft.pc' -o -iname 'libclfft.so*' -o -iname 'clfftConfig*.cmake')
[[ -z $clash ]] || die "installed names that fold to AMD clFFT's: $clash"

step "installed clfft-codegen"
"$prefix/bin/clfft-codegen" --version
"$prefix/bin/clfft-codegen" --n 64 --profile generic --out "$work/codegen.cl"
grep -q __kernel "$work/codegen.cl" || die "installed clfft-codegen printed no kernel"

step "plain cc + pkg-config + rpath"
export PKG_CONFIG_PATH=$libdir/pkgconfig
pkg-config --modversion libclfft
# shellcheck disable=SC2046 # pkg-config's flags are meant to split
${CC:-cc} -std=c11 -D_GNU_SOURCE -o "$work/cc-consumer" "$repo/tests/consumers/consumer.c" \
    $(pkg-config --cflags --libs libclfft) -lm \
    -Wl,-rpath,"$(pkg-config --variable=libdir libclfft)"
resolves_into "$work/cc-consumer" "$prefix"
"$work/cc-consumer"

step "CMake: find_package(libclfft CONFIG)"
cmake -S "$repo/tests/consumers/cmake" -B "$work/cmake-build" -DCMAKE_PREFIX_PATH="$prefix" \
    >"$work/cmake-configure.log" || { cat "$work/cmake-configure.log"; die "cmake configure failed"; }
grep 'libclfft ' "$work/cmake-configure.log"
cmake --build "$work/cmake-build" >"$work/cmake-build.log" ||
    { cat "$work/cmake-build.log"; die "cmake build failed"; }
resolves_into "$work/cmake-build/consumer" "$prefix"
(cd "$work/cmake-build" && ctest --output-on-failure)
for request in 0.2 1.0; do
    if cmake -S "$repo/tests/consumers/cmake" -B "$work/cmake-refuse-$request" \
        -DCMAKE_PREFIX_PATH="$prefix" -DLIBCLFFT_REQUEST=$request >"$work/cmake-refuse-$request.log" 2>&1; then
        die "find_package(libclfft $request) accepted version $(pkg-config --modversion libclfft)"
    fi
    grep -q 'compatible with requested version "'"$request"'"' "$work/cmake-refuse-$request.log" ||
        { cat "$work/cmake-refuse-$request.log"; die "find_package(libclfft $request) failed for another reason"; }
    echo "find_package(libclfft $request) refused, as it should be"
done

step "Meson: dependency('libclfft') from pkg-config"
meson setup "$work/meson-build" "$repo/tests/consumers/meson" --wrap-mode=nofallback \
    >"$work/meson-setup.log" || { cat "$work/meson-setup.log"; die "meson setup failed"; }
grep -i 'dependency libclfft' "$work/meson-setup.log"
meson compile -C "$work/meson-build" >/dev/null
resolves_into "$work/meson-build/consumer" "$prefix"
meson test -C "$work/meson-build" --print-errorlogs

step "Meson: libclfft as a subproject"
unset PKG_CONFIG_PATH
mkdir -p "$work/src"
cp -R "$repo/tests/consumers/." "$work/src/"
mkdir -p "$work/src/meson/subprojects"
ln -sfn "$repo" "$work/src/meson/subprojects/libclfft"
meson setup "$work/meson-sub-build" "$work/src/meson" --force-fallback-for=libclfft \
    >"$work/meson-sub-setup.log" || { cat "$work/meson-sub-setup.log"; die "meson setup failed"; }
# Only the parent's test, and none of libclfft's tests, bench or examples built.
tests=$(meson test -C "$work/meson-sub-build" --list 2>/dev/null | grep -v "^ninja:")
[[ $tests == "consumer" ]] || die "the subproject adds tests to the parent: $tests"
targets=$(meson introspect "$work/meson-sub-build" --targets |
    /usr/bin/python3 -c 'import json, sys; print(" ".join(sorted(t["name"] for t in json.load(sys.stdin))))')
echo "targets: $targets"
for t in $targets; do
    case $t in
        # clfft-generator: the code generator's static library, linked
        # whole into clfft-ocl (meson.build), not installed
        consumer | clfft-ocl | clfft-generator | clfft-codegen) ;;
        *) die "the subproject builds $t" ;;
    esac
done
meson compile -C "$work/meson-sub-build" >/dev/null
resolves_into "$work/meson-sub-build/consumer" "$work/meson-sub-build"
meson test -C "$work/meson-sub-build" --print-errorlogs
