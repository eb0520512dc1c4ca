#!/bin/bash
# call35: three-step Bluestein (rows) against head, row bytes 8K/16K/32K
set +e
mkdir -p $OUT/c $OUT/r
bash .device/ab.sh $OUT/c 2 "--sizes 10007,40009,65537,100003,200003,999983,700001 --fp64-sizes 10007,65537,999983 --kind c2c --elements 134217728 --rounds 2" head=.device/head r8k=.device/cur:-DCONV_ROWS_MAX_BYTES=8192 r16k=.device/cur:-DCONV_ROWS_MAX_BYTES=16384 r32k=.device/cur:-DCONV_ROWS_MAX_BYTES=32768
bash .device/ab.sh $OUT/r 2 "--sizes 65537,999983,10007x64 --fp64-sizes 65537 --kind r2c --elements 134217728 --rounds 2" head=.device/head r8k=.device/cur:-DCONV_ROWS_MAX_BYTES=8192 r16k=.device/cur:-DCONV_ROWS_MAX_BYTES=16384 r32k=.device/cur:-DCONV_ROWS_MAX_BYTES=32768
