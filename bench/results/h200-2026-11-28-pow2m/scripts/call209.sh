#!/bin/bash
# call209 (H200 wanted): registers of generated kernels (ptxinfo, -cl-nv-verbose)
source .device/env.sh
out=$OUT/call209; mkdir -p $out
gcc -O1 -o /tmp/ptxinfo .device/ptxinfo.c $(pkg-config --cflags --libs OpenCL 2>/dev/null || echo -lOpenCL) && /tmp/ptxinfo .device/cl/*.cl* > $out/ptx.txt 2>&1
grep -E "^====|registers|spill|Compiling entry" $out/ptx.txt | head -80
