#!/bin/bash
set +e
mkdir -p $OUT/c $OUT/r
bash .device/ab.sh $OUT/c 3 "--sizes 17,23,31,38,51,57,68,85,95,102,103,119,136,138,152,174,232 --precision fp32 --kind c2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
bash .device/ab.sh $OUT/r 3 "--sizes 17,34,51,68,85,102,119,136,170,238,272,100x34 --precision fp32 --kind r2c --elements 134217728 --rounds 2" head=.device/head cur=.device/cur
