/* The device the experiments measure: the first GPU of any platform (the
 * first platform alone can be pocl even on the GPU machine), else NULL. */
#ifndef CLFFT_EXPERIMENT_GPU_H
#define CLFFT_EXPERIMENT_GPU_H

#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>

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

#endif
