/* Validation of a device profile (every field), shared by the entry points
 * that take one: plan creation, offline generation, overrides, CLFFT_PROFILE. */
#ifndef LIBCLFFT_PROFILE_CHECK_H
#define LIBCLFFT_PROFILE_CHECK_H

#include "clfft/clfft.h"

/* CLFFT_OK, or CLFFT_ERR_INVALID_PROFILE with a message naming the field
 * (by its override key), its value and the accepted range. */
clfft_status fft_profile_validate(const clfft_profile *p);

/* Bounds, also for tests and the fuzzer's oracle. */
#define FFT_PROFILE_MIN_LOCAL_MEM ((cl_ulong)1024)
#define FFT_PROFILE_MAX_LOCAL_MEM ((cl_ulong)64 << 20)    /* 64 MiB */
#define FFT_PROFILE_MAX_WORK_GROUP ((size_t)1 << 16)
#define FFT_PROFILE_MAX_SIMD ((size_t)1024)
#define FFT_PROFILE_MAX_COMPUTE_UNITS ((cl_uint)1 << 20)
#define FFT_PROFILE_MAX_CACHE_LINE ((cl_uint)4096)
#define FFT_PROFILE_MAX_BANKS ((cl_uint)1024)
#define FFT_PROFILE_MAX_BANK_WIDTH ((cl_uint)64)
#define FFT_PROFILE_MAX_COALESCE ((cl_uint)4096)
#define FFT_PROFILE_MAX_REGISTERS ((cl_uint)4096)
#define FFT_PROFILE_MAX_PREFETCH ((cl_ulong)1 << 30)       /* 1 GiB */

#endif
