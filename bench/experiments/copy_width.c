/* How fast can the GPU stream 2^27 fp32 complex values from one buffer to
 * another, by the width of each work-item's accesses?  libclfft's kernels
 * move one complex value (8 bytes) per access; the question is whether
 * 16-byte accesses (two values) would lift the single-pass lengths, where
 * libclfft runs at 95% of the copy and cuFFT at 98-99% (bench/NOTES.md,
 * entry 36).  Not built by meson.  On the GPU machine:
 *   gcc -O1 -o copy_width bench/experiments/copy_width.c -Iinclude -Lbuild -lclfft-ocl -lOpenCL
 *   LD_LIBRARY_PATH=build ./copy_width
 * Each line: kernel, work-group size, GB/s (2 x buffer bytes / time, best of
 * 3 rounds of 10 launches) and whether the copy is exact. */
#include "experiment_gpu.h"

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define ELEMS ((size_t)1 << 27) /* complex fp32 values */
#define ITERS 10

static const char *source =
    "/* one value per work-item, 8 bytes */\n"
    "__kernel void copy8(__global const float2 *restrict s, __global float2 *restrict d)\n"
    "{\n"
    "    const size_t i = get_global_id(0);\n"
    "    d[i] = s[i];\n"
    "}\n"
    "/* two values per work-item in one 16-byte access */\n"
    "__kernel void copy16(__global const float4 *restrict s, __global float4 *restrict d)\n"
    "{\n"
    "    const size_t i = get_global_id(0);\n"
    "    d[i] = s[i];\n"
    "}\n"
    "/* libclfft's N = 64 access pattern: groups of 16 transforms x 8 work-items,\n"
    " * each moving values t + 8j (j < 8) of its transform, 8 bytes at a time */\n"
    "__kernel void tile64x8(__global const float2 *restrict s, __global float2 *restrict d)\n"
    "{\n"
    "    const uint lid = get_local_id(0);\n"
    "    const size_t base = ((size_t)get_group_id(0) * 16 + lid / 8) * 64 + lid % 8;\n"
    "    float2 v[8];\n"
    "    for (int j = 0; j < 8; j++)\n"
    "        v[j] = s[base + 8 * j];\n"
    "    for (int j = 0; j < 8; j++)\n"
    "        d[base + 8 * j] = v[j];\n"
    "}\n"
    "/* the same values in 16-byte accesses: 32 transforms x 4 work-items, each\n"
    " * moving pairs t + 4j (j < 8) of its transform's 32 pairs */\n"
    "__kernel void tile64x16(__global const float4 *restrict s, __global float4 *restrict d)\n"
    "{\n"
    "    const uint lid = get_local_id(0);\n"
    "    const size_t base = ((size_t)get_group_id(0) * 32 + lid / 4) * 32 + lid % 4;\n"
    "    float4 v[8];\n"
    "    for (int j = 0; j < 8; j++)\n"
    "        v[j] = s[base + 4 * j];\n"
    "    for (int j = 0; j < 8; j++)\n"
    "        d[base + 4 * j] = v[j];\n"
    "}\n"
    "/* tile64x8's registers, but global memory moved in 16-byte accesses that\n"
    " * are contiguous across the group, staged through local memory */\n"
    "__kernel void staged64x16(__global const float4 *restrict s, __global float4 *restrict d)\n"
    "{\n"
    "    __local float4 tile4[16 * 32];\n"
    "    __local float2 *tile = (__local float2 *)tile4;\n"
    "    const uint lid = get_local_id(0);\n"
    "    const size_t base = (size_t)get_group_id(0) * 512;\n"
    "    for (int k = 0; k < 4; k++)\n"
    "        tile4[lid + 128 * k] = s[base + lid + 128 * k];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    const uint at = (lid / 8) * 64 + lid % 8;\n"
    "    float2 v[8];\n"
    "    for (int j = 0; j < 8; j++)\n"
    "        v[j] = tile[at + 8 * j];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int j = 0; j < 8; j++)\n"
    "        tile[at + 8 * j] = v[j];\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    for (int k = 0; k < 4; k++)\n"
    "        d[base + lid + 128 * k] = tile4[lid + 128 * k];\n"
    "}\n";

typedef struct variant {
    const char *kernel;
    size_t global; /* work-items */
    size_t local;
} variant;

int main(void)
{
    cl_device_id dev;
    cl_context ctx;
    clfft_profile prof;
    if (!experiment_setup(&dev, &ctx, &prof)) {
        fprintf(stderr, "no GPU\n");
        return 77;
    }
    cl_int err;
    cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
    cl_program prog = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
    if (clBuildProgram(prog, 1, &dev, "", NULL, NULL) != CL_SUCCESS) {
        fprintf(stderr, "build failed\n");
        return 1;
    }
    size_t bytes = ELEMS * 8;
    float *host = malloc(bytes), *back = malloc(bytes);
    if (!host || !back)
        return 1;
    for (size_t i = 0; i < 2 * ELEMS; i++)
        host[i] = (float)(i % 1000003);
    cl_mem src = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, host, &err);
    cl_mem dst = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
    const variant variants[] = {
        {"copy8", ELEMS, 128},   {"copy8", ELEMS, 256},     {"copy16", ELEMS / 2, 128},
        {"copy16", ELEMS / 2, 256}, {"tile64x8", ELEMS / 8, 128}, {"tile64x16", ELEMS / 16, 128},
        {"staged64x16", ELEMS / 8, 128},
    };
    printf("device: %s\n", prof.device_name);
    for (int round = 0; round < 2; round++) {
        for (size_t v = 0; v < sizeof variants / sizeof variants[0]; v++) {
            cl_kernel k = clCreateKernel(prog, variants[v].kernel, &err);
            clSetKernelArg(k, 0, sizeof src, &src);
            clSetKernelArg(k, 1, sizeof dst, &dst);
            double best = 1e30;
            for (int r = 0; r < 4; r++) { /* round 0 warms up */
                clFinish(q);
                double t0 = experiment_now_ms();
                for (int i = 0; i < ITERS && err == CL_SUCCESS; i++)
                    err = clEnqueueNDRangeKernel(q, k, 1, NULL, &variants[v].global, &variants[v].local, 0, NULL,
                                                 NULL);
                if (err == CL_SUCCESS)
                    err = clFinish(q);
                if (err != CL_SUCCESS) {
                    fprintf(stderr, "%s: error %d\n", variants[v].kernel, err);
                    return 1;
                }
                double ms = (experiment_now_ms() - t0) / ITERS;
                if (r > 0 && ms < best)
                    best = ms;
            }
            clEnqueueReadBuffer(q, dst, CL_TRUE, 0, bytes, back, 0, NULL, NULL);
            int exact = memcmp(host, back, bytes) == 0;
            printf("%-10s group %3zu  %7.1f GB/s  %s\n", variants[v].kernel, variants[v].local,
                   2.0 * (double)bytes / best / 1e6, exact ? "exact" : "WRONG");
            clReleaseKernel(k);
            clEnqueueFillBuffer(q, dst, &(float){0}, sizeof(float), 0, bytes, 0, NULL, NULL);
        }
    }
    return 0;
}
