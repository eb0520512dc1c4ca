/* See device_limits.h. */
#include "device_limits.h"

#include "error.h"

/* Two clGetDeviceInfo queries; a specific status naming `what` if either fails. */
static clfft_status query_two(cl_device_id dev, const char *what, cl_device_info a, size_t a_size, void *a_value,
                              cl_device_info b, size_t b_size, void *b_value)
{
    cl_int err = clGetDeviceInfo(dev, a, a_size, a_value, NULL);
    if (err == CL_SUCCESS)
        err = clGetDeviceInfo(dev, b, b_size, b_value, NULL);
    if (err != CL_SUCCESS)
        return fft_fail(err == CL_INVALID_DEVICE ? CLFFT_ERR_INVALID_DEVICE : fft_status_from_cl(err),
                        "clGetDeviceInfo(%s) failed: %s", what, fft_cl_error_name(err));
    return CLFFT_OK;
}

clfft_status fft_check_device_memory(cl_device_id dev, const clfft_profile *prof, const char *const *names,
                                     const size_t *bytes, size_t count)
{
    cl_ulong max_alloc = 0, global = 0;
    clfft_status st = query_two(dev, "memory limits", CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc,
                                CL_DEVICE_GLOBAL_MEM_SIZE, sizeof global, &global);
    if (st != CLFFT_OK)
        return st;
    const char *whose = "the device's";
    if (prof && prof->max_alloc_bytes && prof->max_alloc_bytes < max_alloc) {
        max_alloc = prof->max_alloc_bytes;
        whose = "the profile's";
    }
    cl_ulong total = 0;
    for (size_t i = 0; i < count; i++) {
        if (bytes[i] > max_alloc)
            return fft_fail(CLFFT_ERR_OUT_OF_DEVICE_MEMORY,
                            "%s of %zu bytes exceeds %s largest allocation (%llu bytes)", names[i], bytes[i], whose,
                            (unsigned long long)max_alloc);
        total += bytes[i]; /* each at most max_alloc: no overflow for any sane count */
    }
    if (global && total > global)
        return fft_fail(CLFFT_ERR_OUT_OF_DEVICE_MEMORY,
                        "the plan's buffers (%llu bytes) exceed the device's global memory (%llu bytes)",
                        (unsigned long long)total, (unsigned long long)global);
    return CLFFT_OK;
}

clfft_status fft_check_device_kernels(cl_device_id dev, size_t local_bytes, size_t work_group)
{
    cl_ulong local = 0;
    size_t max_group = 0;
    clfft_status st = query_two(dev, "kernel limits", CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local,
                                CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof max_group, &max_group);
    if (st != CLFFT_OK)
        return st;
    if (local_bytes > local)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE,
                        "a kernel of this plan needs %zu bytes of local memory and the device has %llu: the "
                        "profile's local_mem overstates this device",
                        local_bytes, (unsigned long long)local);
    if (work_group > max_group)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE,
                        "a kernel of this plan needs work-groups of %zu and the device allows %zu: the profile's "
                        "max_work_group overstates this device",
                        work_group, max_group);
    return CLFFT_OK;
}

clfft_status fft_alloc_failed(cl_int err, const char *what, size_t bytes)
{
    switch (err) {
    case CL_INVALID_BUFFER_SIZE:
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    case CL_OUT_OF_RESOURCES:
        return fft_fail(CLFFT_ERR_OUT_OF_DEVICE_MEMORY, "%s of %zu bytes could not be allocated (%s)", what, bytes,
                        fft_cl_error_name(err));
    default:
        return fft_fail(fft_status_from_cl(err), "%s of %zu bytes: %s", what, bytes, fft_cl_error_name(err));
    }
}
