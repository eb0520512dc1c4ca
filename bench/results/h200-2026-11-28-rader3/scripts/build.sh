#!/bin/bash
# build.sh name=srcdir[:c_args] ...: release clfft-bench of each tree into /tmp/b-NAME, in parallel
source .device/env.sh
for spec in "$@"; do
  name=${spec%%=*}; rest=${spec#*=}; src=${rest%%:*}; cargs=""; [[ $rest == *:* ]] && cargs=${rest#*:}
  rm -rf /tmp/b-$name; ( meson setup /tmp/b-$name $src -Dbench=enabled -Dtests=disabled -Dexamples=false --buildtype=release -Dc_args="$cargs" > /tmp/setup-$name.log 2>&1 &&
    ninja -C /tmp/b-$name bench/clfft-bench > /tmp/build-$name.log 2>&1 || tail -20 /tmp/*-$name.log ) &
done
wait
