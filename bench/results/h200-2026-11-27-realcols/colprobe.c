/* colprobe: libclfft's column steps with aligned and misaligned rows.  Each
 * config N:W:B plans a rank-1 fp32 C2C of length N along columns (stride W
 * complex values, B adjacent columns, distance 1), out of place, and times
 * it on the first NVIDIA GPU: W = B (rows of 8B bytes), W = B + 1 (every row
 * shifted 8 bytes: the R2C half spectrum's n/2+1 columns), W = B + 4 (32-byte
 * aligned rows), ...  Kinds r2c/c2r time the 1D real rows N:B as well.
 * Build: cc colprobe.c -I include -L build -lclfft-ocl -lOpenCL */
#define CL_TARGET_OPENCL_VERSION 200
#include <CL/cl.h>
#include <clfft/clfft.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

int main(int argc, char **argv)
{
    cl_platform_id plats[8];
    cl_uint np;
    clGetPlatformIDs(8, plats, &np);
    cl_device_id dev = 0;
    for (cl_uint i = 0; i < np && !dev; i++) {
        char name[256];
        clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "NVIDIA"))
            clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL);
    }
    if (!dev)
        return 1;
    cl_int e;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &e);
    cl_command_queue q = clCreateCommandQueueWithProperties(
        ctx, dev, (cl_queue_properties[]){CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0}, &e);
    for (int a = 1; a < argc; a++) {
        size_t n, w, b;
        if (sscanf(argv[a], "%zu:%zu:%zu", &n, &w, &b) != 3)
            return 2;
        clfft_desc d = {.rank = 1, .n = {n}, .batch = b, .kind = CLFFT_C2C, .precision = CLFFT_FP32};
        d.istride[0] = d.ostride[0] = w;
        d.idist = d.odist = 1;
        d.directions = CLFFT_FORWARD_ONLY;
        clfft_plan *p = NULL;
        clfft_status st = clfft_plan_create(&p, ctx, dev, &d);
        if (st != CLFFT_OK) {
            printf("%s: plan failed %d %s\n", argv[a], st, clfft_last_error());
            continue;
        }
        size_t bytes = n * w * 8;
        cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &e);
        cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &e);
        float z = 1;
        clEnqueueFillBuffer(q, in, &z, 4, 0, bytes, 0, NULL, NULL);
        double best = 1e30;
        for (int it = 0; it < 23; it++) {
            cl_event ev;
            clfft_enqueue_forward(p, q, in, out, 0, NULL, &ev);
            clWaitForEvents(1, &ev);
            cl_ulong t0, t1;
            clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_START, 8, &t0, NULL);
            clGetEventProfilingInfo(ev, CL_PROFILING_COMMAND_END, 8, &t1, NULL);
            if (it >= 3 && (t1 - t0) * 1e-9 < best)
                best = (t1 - t0) * 1e-9;
            clReleaseEvent(ev);
        }
        printf("%s: %.1f us, %.0f GB/s (row %zu B, row start mod 128 = %zu B)\n", argv[a], best * 1e6,
               16.0 * n * b / best / 1e9, w * 8, (w * 8) % 128);
        clReleaseMemObject(in);
        clReleaseMemObject(out);
        clfft_plan_destroy(p);
    }
    return 0;
}
