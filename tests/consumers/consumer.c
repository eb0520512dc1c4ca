/* A program outside libclfft's tree, built by the CMake and the Meson
 * consumer projects against an installed libclfft (or the subproject):
 * checks that the header and the library it links agree, generates kernels
 * offline, and runs one 1D plan on the first OpenCL device against a direct
 * DFT.  Exit status 0 when everything held, 1 otherwise. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clfft/clfft.h>

enum { N = 24, BATCH = 3 };

static int check(clfft_status st, const char *what)
{
    if (st != CLFFT_OK)
        fprintf(stderr, "consumer: %s: %s\n%s\n", what, clfft_status_string(st), clfft_last_error());
    return st != CLFFT_OK;
}

static int first_device(cl_device_id *dev)
{
    cl_platform_id platforms[8];
    cl_uint count = 0;
    if (clGetPlatformIDs(8, platforms, &count) != CL_SUCCESS)
        return 1;
    for (cl_uint p = 0; p < count && p < 8; p++)
        if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 1, dev, NULL) == CL_SUCCESS)
            return 0;
    return 1;
}

static int run_plan(void)
{
    cl_device_id dev;
    if (first_device(&dev) != 0) {
        fprintf(stderr, "consumer: no OpenCL device\n");
        return 1;
    }
    cl_int err;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return 1;
    cl_command_queue queue = clCreateCommandQueue(ctx, dev, 0, &err);
    if (err != CL_SUCCESS) {
        clReleaseContext(ctx);
        return 1;
    }

    clfft_desc desc = {0};
    desc.rank = 1;
    desc.n[0] = N;
    desc.batch = BATCH;
    clfft_plan *plan = NULL;
    int failed = check(clfft_plan_create(&plan, ctx, dev, &desc), "clfft_plan_create");

    float host[2 * N * BATCH], result[2 * N * BATCH];
    for (int i = 0; i < 2 * N * BATCH; i++)
        host[i] = (float)sin(0.37 * i + 0.1) + 0.25f * (float)(i % 7);
    cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof host, host, &err);
    cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, sizeof result, NULL, &err);
    if (!failed)
        failed = check(clfft_enqueue_forward(plan, queue, in, out, 0, NULL, NULL), "forward");
    if (!failed)
        failed = clEnqueueReadBuffer(queue, out, CL_TRUE, 0, sizeof result, result, 0, NULL, NULL) != CL_SUCCESS;

    double worst = 0.0, scale = 0.0;
    for (int b = 0; b < BATCH && !failed; b++) {
        const float *x = host + 2 * N * b;
        for (int k = 0; k < N; k++) {
            double re = 0.0, im = 0.0;
            for (int j = 0; j < N; j++) {
                double angle = -2.0 * M_PI * (double)((j * k) % N) / N;
                re += x[2 * j] * cos(angle) - x[2 * j + 1] * sin(angle);
                im += x[2 * j] * sin(angle) + x[2 * j + 1] * cos(angle);
            }
            const float *y = result + 2 * (N * b + k);
            worst = fmax(worst, hypot(y[0] - re, y[1] - im));
            scale = fmax(scale, hypot(re, im));
        }
    }
    if (!failed) {
        printf("1D C2C N=%d batch %d on the first device: max error %.2e of %.2e\n", N, BATCH, worst,
               scale);
        if (!(worst <= 1e-5 * scale)) {
            fprintf(stderr, "consumer: the transform is wrong\n");
            failed = 1;
        }
    }
    clReleaseMemObject(in);
    clReleaseMemObject(out);
    clfft_plan_destroy(plan);
    clReleaseCommandQueue(queue);
    clReleaseContext(ctx);
    return failed;
}

int main(void)
{
    printf("libclfft %s (header %d.%d.%d)\n", clfft_version_string(), LIBCLFFT_VERSION_MAJOR,
           LIBCLFFT_VERSION_MINOR, LIBCLFFT_VERSION_PATCH);
    if (clfft_version() != LIBCLFFT_VERSION) {
        fprintf(stderr, "consumer: library version %u, header %d\n", clfft_version(), LIBCLFFT_VERSION);
        return 1;
    }

    /* Offline: no device involved. */
    clfft_profile profile;
    clfft_desc desc = {0};
    desc.rank = 1;
    desc.n[0] = 1000;
    char *source = NULL;
    if (check(clfft_profile_preset("generic", &profile), "clfft_profile_preset") ||
        check(clfft_generate_source(&desc, &profile, &source, NULL), "clfft_generate_source"))
        return 1;
    int has_kernel = strstr(source, "__kernel") != NULL;
    clfft_free(source);
    if (!has_kernel) {
        fprintf(stderr, "consumer: generated source has no kernel\n");
        return 1;
    }
    return run_plan();
}
