/* Does NVIDIA's OpenCL compile two programs faster from two threads?
 * Experiment behind bench/NOTES.md entry 17; not built by meson.  On the GPU
 * machine, after building the library into build/:
 *   gcc -O1 -o build_threads bench/experiments/build_threads.c -Iinclude -Lbuild -lclfft-ocl -lOpenCL -lpthread
 *   CUDA_CACHE_DISABLE=1 LD_LIBRARY_PATH=build ./build_threads
 * Sources are salted through forward_scale so that no cache can answer. */
#include "experiment_gpu.h"

#include <clfft/clfft.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
static cl_context ctx;
static cl_device_id dev;
typedef struct {
    const char *src;
    const char *opt;
    double ms;
} job;
static void *build(void *p) {
    job *j = p;
    double t0 = experiment_now_ms();
    cl_int e;
    cl_program pr = clCreateProgramWithSource(ctx, 1, &j->src, NULL, &e);
    e = clBuildProgram(pr, 1, &dev, j->opt, NULL, NULL);
    if (e)
        printf("build err %d\n", e);
    clReleaseProgram(pr);
    j->ms = experiment_now_ms() - t0;
    return NULL;
}
static char *gen(size_t n, unsigned salt) {
    clfft_profile p;
    clfft_profile_query(dev, &p);
    return experiment_source(&p, n, 1000, salt);
}
int main(void) {
    dev = experiment_gpu();
    if (!dev)
        return 1;
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, NULL);
    size_t ns[] = {4096, 1000, 16384};
    for (int k = 0; k < 3; k++) {
        unsigned salt = k * 10;
        char *a = gen(ns[k], salt + 1), *b = gen(ns[k], salt + 2), *c = gen(ns[k], salt + 3),
             *d = gen(ns[k], salt + 4);
        job j1 = {a, "", 0};
        build(&j1);
        job j2 = {b, "-D ONLY_A", 0}, j3 = {c, "-D ONLY_B", 0};
        pthread_t t;
        double t0 = experiment_now_ms();
        pthread_create(&t, NULL, build, &j2);
        build(&j3);
        pthread_join(t, NULL);
        double par = experiment_now_ms() - t0;
        job j4 = {d, "", 0};
        build(&j4);
        printf("N=%zu sequential one program %.0f ms; two programs in two threads %.0f ms (each %.0f, %.0f); "
               "again one %.0f ms\n",
               ns[k], j1.ms, par, j2.ms, j3.ms, j4.ms);
    }
    return 0;
}
