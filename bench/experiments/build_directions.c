/* How long does NVIDIA's OpenCL take to build a libclfft program that holds
 * only the forward kernels, against one with both directions?  Not built by
 * meson.  On the GPU machine, after building the library into build/:
 *   gcc -O1 -o build_directions bench/experiments/build_directions.c -Iinclude -Lbuild -lclfft-ocl -lOpenCL
 *   CUDA_CACHE_DISABLE=1 LD_LIBRARY_PATH=build ./build_directions
 * The forward-only source is the generated one cut before its first
 * backward kernel.  Sources are salted through forward_scale so that no
 * cache can answer; each variant is built three times, alternating. */
#include "experiment_gpu.h"

#include <clfft/clfft.h>
#include <stdio.h>
#include <string.h>
#include <time.h>

static double build_ms(cl_context ctx, cl_device_id dev, const char *src)
{
    double t0 = experiment_now_ms();
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &src, NULL, &err);
    err = clBuildProgram(p, 1, &dev, "", NULL, NULL);
    double ms = experiment_now_ms() - t0;
    clReleaseProgram(p);
    return err == CL_SUCCESS ? ms : -1.0;
}

int main(void)
{
    cl_device_id dev;
    cl_context ctx;
    clfft_profile prof;
    if (!experiment_setup(&dev, &ctx, &prof))
        return 1;
    const size_t ns[] = {64, 1024, 4096, 16384, 1 << 20};
    unsigned salt = 0;
    for (size_t k = 0; k < sizeof ns / sizeof ns[0]; k++) {
        printf("N=%zu", ns[k]);
        for (int round = 0; round < 3; round++)
            for (int forward_only = 0; forward_only < 2; forward_only++) {
                char *src = experiment_source(&prof, ns[k], 64, ++salt);
                if (!src)
                    return 1;
                char *cut = strstr(src, "/* Backward pass 1 ");
                if (forward_only && cut)
                    *cut = '\0';
                printf(" %s %.0f", forward_only ? "fwd" : "both", build_ms(ctx, dev, src));
                clfft_free(src);
            }
        printf(" ms\n");
    }
    clReleaseContext(ctx);
    return 0;
}
