#!/bin/bash
# call34: measuring planner survey on the Bluestein rows (every candidate's time)
bash .device/candidates.sh .device/head $OUT/m \
  blue "--sizes 97,1031,4099,10007,12345,65537,999983,2097152 --precision fp32 --kind c2c" \
  blue64 "--sizes 4099,65537,999983 --precision fp64 --kind c2c"
