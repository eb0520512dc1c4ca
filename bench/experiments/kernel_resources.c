/* Registers, spills and local memory of libclfft's kernels as NVIDIA's
 * compiler reports them (-cl-nv-verbose), for the lengths given on the
 * command line ("fp64:4096" for double).  Not built by meson.  On the GPU
 * machine, after building the library into build/:
 *   gcc -O1 -o kernel_resources bench/experiments/kernel_resources.c -Iinclude -Lbuild -lclfft -lOpenCL
 *   LD_LIBRARY_PATH=build ./kernel_resources 8192 fp64:4096 2401
 * The batch is 2^27 / N, as in clfft-bench's sweep.  Extra build options
 * (e.g. -cl-nv-maxrregcount=64) go in KERNEL_RESOURCES_OPTIONS. */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <clfft/clfft.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void report(cl_context ctx, cl_device_id dev, const clfft_profile *prof, const char *arg)
{
    clfft_desc d;
    memset(&d, 0, sizeof d);
    int fp64 = strncmp(arg, "fp64:", 5) == 0;
    d.rank = 1;
    d.n[0] = strtoull(fp64 ? arg + 5 : arg, NULL, 10);
    d.batch = ((size_t)1 << 27) / d.n[0];
    d.precision = fp64 ? CLFFT_FP64 : CLFFT_FP32;
    char *src = NULL;
    if (clfft_generate_source(&d, prof, &src, NULL) != CLFFT_OK) {
        printf("%s: %s\n", arg, clfft_last_error());
        return;
    }
    const char *extra = getenv("KERNEL_RESOURCES_OPTIONS");
    char opts[512];
    snprintf(opts, sizeof opts, "-cl-nv-verbose %s", extra ? extra : "");
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, (const char **)&src, NULL, &err);
    err = clBuildProgram(p, 1, &dev, opts, NULL, NULL);
    size_t len = 0;
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char *log = malloc(len + 1);
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, len, log, NULL);
    log[len] = '\0';
    printf("== %s (rc %d)\n", arg, err);
    /* keep ptxas's summary lines only */
    for (char *line = strtok(log, "\n"); line; line = strtok(NULL, "\n"))
        if (strstr(line, "ptxas info") && !strstr(line, "Compiling entry"))
            printf("  %s\n", line);
    free(log);
    clReleaseProgram(p);
    clfft_free(src);
}

int main(int argc, char **argv)
{
    cl_platform_id pl;
    cl_device_id dev;
    clGetPlatformIDs(1, &pl, NULL);
    clGetDeviceIDs(pl, CL_DEVICE_TYPE_ALL, 1, &dev, NULL);
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, NULL);
    clfft_profile prof;
    clfft_profile_query(dev, &prof);
    for (int i = 1; i < argc; i++)
        report(ctx, dev, &prof, argv[i]);
    clReleaseContext(ctx);
    return 0;
}
