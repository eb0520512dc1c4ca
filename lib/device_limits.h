/* Device memory limits, checked before a plan's kernels are generated and
 * compiled, and allocation failures reported as what they are. */
#ifndef LIBCLFFT_DEVICE_LIMITS_H
#define LIBCLFFT_DEVICE_LIMITS_H

#include "clfft/clfft.h"

/* The buffers a plan will allocate (bytes[0..count)), against the device's
 * own CL_DEVICE_MAX_MEM_ALLOC_SIZE and CL_DEVICE_GLOBAL_MEM_SIZE and the
 * profile's max_alloc_bytes (the smaller limit wins: a profile may overstate
 * the device).  CLFFT_ERR_OUT_OF_DEVICE_MEMORY naming the buffer (names[i])
 * and its byte count when one does not fit. */
clfft_status fft_check_device_memory(cl_device_id dev, const clfft_profile *prof, const char *const *names,
                                     const size_t *bytes, size_t count);

/* The largest local memory and work-group of a plan's kernels against the
 * device's CL_DEVICE_LOCAL_MEM_SIZE and CL_DEVICE_MAX_WORK_GROUP_SIZE (a
 * profile made for another device may overstate this one, and some
 * drivers abort on a kernel beyond them): CLFFT_ERR_INVALID_PROFILE with
 * both figures when one does not fit. */
clfft_status fft_check_device_kernels(cl_device_id dev, size_t local_bytes, size_t work_group);

/* clCreateBuffer's error for a buffer of `bytes`: CL_INVALID_BUFFER_SIZE,
 * CL_MEM_OBJECT_ALLOCATION_FAILURE and CL_OUT_OF_RESOURCES become
 * CLFFT_ERR_OUT_OF_DEVICE_MEMORY with the byte count; others as
 * fft_status_from_cl.  Records the message. */
clfft_status fft_alloc_failed(cl_int err, const char *what, size_t bytes);

#endif
