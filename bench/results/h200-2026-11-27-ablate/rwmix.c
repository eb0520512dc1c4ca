/* rwmix: copy-ceiling of read:write mixes (1:1, 1:2, 2:1) on the first NVIDIA GPU, 2^27 float2 per array */
#define CL_TARGET_OPENCL_VERSION 200
#include <CL/cl.h>
#include <stdio.h>
#include <string.h>
static const char *src =
"__kernel void k11(__global const float2 *a, __global float2 *c) { size_t i = get_global_id(0); c[i] = a[i] * 1.0001f; }\n"
"__kernel void k12(__global const float2 *a, __global float2 *b, __global float2 *c) { size_t i = get_global_id(0); float2 v = a[i]; b[i] = v * 1.0001f; c[i] = v * 0.9999f; }\n"
"__kernel void k21(__global const float2 *a, __global const float2 *b, __global float2 *c) { size_t i = get_global_id(0); c[i] = a[i] + b[i]; }\n"
"__kernel void k31(__global const float2 *a, __global const float2 *b, __global float2 *c) { size_t i = get_global_id(0); c[i] = a[i] + b[i] * c[i]; }\n";
int main(void)
{
    cl_platform_id plats[8]; cl_uint np; clGetPlatformIDs(8, plats, &np);
    cl_device_id dev = 0;
    for (cl_uint i = 0; i < np && !dev; i++) {
        char name[256]; clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "NVIDIA")) clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL);
    }
    if (!dev) return 1;
    cl_int e; cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, (cl_queue_properties[]){CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0}, &e);
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &e); clBuildProgram(p, 1, &dev, "", NULL, NULL);
    size_t n = (size_t)1 << 27, bytes = n * 8;
    cl_mem a = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &e), b = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &e), c = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &e);
    float z = 1; clEnqueueFillBuffer(q, a, &z, 4, 0, bytes, 0, NULL, NULL); clEnqueueFillBuffer(q, b, &z, 4, 0, bytes, 0, NULL, NULL); clEnqueueFillBuffer(q, c, &z, 4, 0, bytes, 0, NULL, NULL);
    const char *names[] = {"k11", "k12", "k21", "k31"}; int arrays[] = {2, 3, 3, 4};
    for (int round = 0; round < 3; round++)
    for (int k = 0; k < 4; k++) {
        cl_kernel kk = clCreateKernel(p, names[k], &e);
        clSetKernelArg(kk, 0, sizeof a, &a); clSetKernelArg(kk, 1, sizeof b, k == 0 ? (void *)&c : (void *)&b); if (k) clSetKernelArg(kk, 2, sizeof c, &c);
        size_t g = n, l = 256; double best = 1e30;
        for (int it = 0; it < 12; it++) {
            cl_event ev; clEnqueueNDRangeKernel(q, kk, 1, NULL, &g, &l, 0, NULL, &ev); clWaitForEvents(1, &ev);
            cl_ulong t0, t1; clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, &t0, NULL); clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, &t1, NULL);
            if (it >= 2 && (t1 - t0) * 1e-9 < best) best = (t1 - t0) * 1e-9; clReleaseEvent(ev);
        }
        printf("round %d %s: %.1f us, %.0f GB/s of traffic\n", round, names[k], best * 1e6, arrays[k] * (double)bytes / best / 1e9);
        clReleaseKernel(kk);
    }
    return 0;
}
