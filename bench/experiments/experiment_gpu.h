/* The device the experiments measure: the first GPU of any platform (the
 * first platform alone can be pocl even on the GPU machine), else NULL. */
#ifndef CLFFT_EXPERIMENT_GPU_H
#define CLFFT_EXPERIMENT_GPU_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <clfft/clfft.h>
#include <string.h>
#include <time.h>

/* Milliseconds on the monotonic clock. */
static inline double experiment_now_ms(void)
{
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec * 1e3 + t.tv_nsec / 1e6;
}

static cl_device_id experiment_gpu(void)
{
    cl_platform_id platforms[8];
    cl_uint count = 0;
    cl_device_id dev = NULL;
    if (clGetPlatformIDs(8, platforms, &count) != CL_SUCCESS)
        return NULL;
    for (cl_uint i = 0; i < count && i < 8 && !dev; i++)
        if (clGetDeviceIDs(platforms[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL) != CL_SUCCESS)
            dev = NULL;
    return dev;
}

/* A context on the first GPU and its libclfft profile; 0 when there is no
 * GPU. */
static int experiment_setup(cl_device_id *dev, cl_context *ctx, clfft_profile *prof)
{
    *dev = experiment_gpu();
    if (!*dev)
        return 0;
    *ctx = clCreateContext(NULL, 1, dev, NULL, NULL, NULL);
    return *ctx && clfft_profile_query(*dev, prof) == CLFFT_OK;
}

/* The generated source of a fp32 length-n plan, salted through
 * forward_scale so that no compiler cache can answer; NULL on failure.
 * Free with clfft_free. */
static char *experiment_source(const clfft_profile *prof, size_t n, size_t batch, unsigned salt)
{
    clfft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = n;
    d.batch = batch;
    d.forward_scale = 1.0 + salt * 1e-7;
    char *src = NULL;
    return clfft_generate_source(&d, prof, &src, NULL) == CLFFT_OK ? src : NULL;
}

#endif
