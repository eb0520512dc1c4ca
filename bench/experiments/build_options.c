/* NVIDIA build time of one libclfft program under different build options.
 * Experiment behind bench/NOTES.md entry 17; not built by meson.  On the GPU
 * machine, after building the library into build/:
 *   gcc -O1 -o build_options bench/experiments/build_options.c -Iinclude -Lbuild -lclfft-ocl -lOpenCL -lpthread
 *   CUDA_CACHE_DISABLE=1 LD_LIBRARY_PATH=build ./build_options
 * Sources are salted through forward_scale so that no cache can answer. */
#include "experiment_gpu.h"

#include <clfft/clfft.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
int main(void) {
    cl_device_id dev = experiment_gpu();
    if (!dev)
        return 1;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, NULL);
    const char *opts[] = {
        "", "-cl-nv-opt-level=0", "-cl-nv-opt-level=1", "-cl-nv-opt-level=2", "-cl-opt-disable", ""};
    size_t ns[] = {64, 4096, 16384};
    unsigned salt = 0;
    for (int k = 0; k < 3; k++)
        for (int o = 0; o < 6; o++) {
            clfft_profile p;
            clfft_profile_query(dev, &p);
            char *s = experiment_source(&p, ns[k], 1000, ++salt);
            if (!s)
                return 1;
            double t0 = experiment_now_ms();
            cl_int e;
            cl_program pr = clCreateProgramWithSource(ctx, 1, (const char **)&s, NULL, &e);
            e = clBuildProgram(pr, 1, &dev, opts[o], NULL, NULL);
            printf("N=%zu opts '%s': %.0f ms (rc %d)\n", ns[k], opts[o], experiment_now_ms() - t0, e);
            clReleaseProgram(pr);
            clfft_free(s);
        }
    return 0;
}
