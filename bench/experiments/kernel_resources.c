/* Registers, spills and local memory of libclfft's kernels: builds the
 * program of each length given on the command line ("fp64:4096" for
 * double, "r2c:" / "c2r:" for real transforms) and writes the device's program binary (PTX on NVIDIA) to
 * $KERNEL_RESOURCES_DIR/<length>.bin, for ptxas -v.  Not built by meson.
 * On the GPU machine, after building the library into build/:
 *   gcc -O1 -o kernel_resources bench/experiments/kernel_resources.c -Iinclude -Lbuild -lclfft-ocl -lOpenCL
 *   KERNEL_RESOURCES_DIR=/tmp/ptx LD_LIBRARY_PATH=build ./kernel_resources 8192 fp64:4096 2401
 *   for f in /tmp/ptx/\*.bin; do ptxas -arch=sm_90 -v -o /dev/null "$f"; done
 * The batch is 2^27 / N, as in clfft-bench's sweep.  Build options go in
 * KERNEL_RESOURCES_OPTIONS. */
#include "experiment_gpu.h"

#include <clfft/clfft.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void report(cl_context ctx, cl_device_id dev, const clfft_profile *prof, const char *arg)
{
    clfft_desc d;
    memset(&d, 0, sizeof d);
    /* optional prefixes, in any order: "fp64:", "r2c:", "c2r:" */
    const char *num = arg;
    int fp64 = 0;
    d.kind = CLFFT_C2C;
    for (;;) {
        if (strncmp(num, "fp64:", 5) == 0)
            fp64 = 1;
        else if (strncmp(num, "r2c:", 4) == 0)
            d.kind = CLFFT_R2C;
        else if (strncmp(num, "c2r:", 4) == 0)
            d.kind = CLFFT_C2R;
        else
            break;
        num = strchr(num, ':') + 1;
    }
    d.rank = 1;
    d.n[0] = strtoull(num, NULL, 10);
    d.batch = ((size_t)1 << 27) / d.n[0];
    d.precision = fp64 ? CLFFT_FP64 : CLFFT_FP32;
    char *src = NULL;
    if (clfft_generate_source(&d, prof, &src, NULL) != CLFFT_OK) {
        printf("%s: %s\n", arg, clfft_last_error());
        return;
    }
    const char *opts = getenv("KERNEL_RESOURCES_OPTIONS");
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, (const char **)&src, NULL, &err);
    err = clBuildProgram(p, 1, &dev, opts ? opts : "", NULL, NULL);
    size_t len = 0;
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &len);
    char *log = malloc(len + 1);
    clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, len, log, NULL);
    log[len] = '\0';
    printf("== %s (rc %d)\n%s\n", arg, err, log);
    free(log);
    size_t bin_size = 0;
    clGetProgramInfo(p, CL_PROGRAM_BINARY_SIZES, sizeof bin_size, &bin_size, NULL);
    unsigned char *bin = malloc(bin_size);
    const char *dir = getenv("KERNEL_RESOURCES_DIR");
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.bin", dir ? dir : ".", arg);
    FILE *f = bin && clGetProgramInfo(p, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL) == CL_SUCCESS
                  ? fopen(path, "wb")
                  : NULL;
    if (f) {
        /* NVIDIA's PTX ends in a NUL that ptxas reads as a truncated file */
        while (bin_size && bin[bin_size - 1] == 0)
            bin_size--;
        fwrite(bin, 1, bin_size, f);
        fclose(f);
    }
    free(bin);
    clReleaseProgram(p);
    clfft_free(src);
}

int main(int argc, char **argv)
{
    cl_device_id dev;
    cl_context ctx;
    clfft_profile prof;
    if (!experiment_setup(&dev, &ctx, &prof))
        return 1;
    for (int i = 1; i < argc; i++)
        report(ctx, dev, &prof, argv[i]);
    clReleaseContext(ctx);
    return 0;
}
