/* Choosing the OpenCL device the whole run uses. */
#ifndef BENCH_DEVICE_H
#define BENCH_DEVICE_H

#include "peer.h"

/* Finds the device (selector: an index over all platforms' devices in
 * enumeration order, or a case-insensitive substring of the device or
 * platform name; NULL picks the first GPU, else the first device) and
 * creates env->ctx and env->queue.  Returns 0 on success, else prints why. */
int bench_device_open(const char *selector, peer_env *env);
void bench_device_close(peer_env *env);

/* Prints name, vendor, driver and OpenCL versions of env->dev. */
void bench_device_print(const peer_env *env);

/* A device string parameter ("" if the query fails). */
void bench_device_string(cl_device_id dev, cl_device_info what, char *buf, size_t size);

/* Whether the device reports cl_khr_fp64 (or AMD's older cl_amd_fp64). */
int bench_device_has_fp64(cl_device_id dev);

#endif
