#!/bin/bash
# Copy bandwidth by access width (bench/experiments/copy_width.c).
source .device/env.sh
meson setup /tmp/b . -Dtests=disabled -Dexamples=false --buildtype=release > $OUT/setup.log 2>&1 && ninja -C /tmp/b > $OUT/build.log 2>&1 || { echo BUILD FAIL; tail $OUT/build.log; }
gcc -O1 -o /tmp/copy_width bench/experiments/copy_width.c -Iinclude -L/tmp/b -lclfft -lOpenCL && LD_LIBRARY_PATH=/tmp/b:$LD_LIBRARY_PATH /tmp/copy_width | tee $OUT/copy_width.txt
