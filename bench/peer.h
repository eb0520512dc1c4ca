/* One "backend" table per FFT library, so the benchmark drives libclfft and
 * every peer it compares against through exactly the same steps:
 *
 *   init -> [prepare] -> run_forward x K -> finish -> [read_output] -> destroy
 *
 * Every transform is a batched, out-of-place, complex-to-complex forward 1D
 * FFT of interleaved data, unnormalised (as FFTW). */
#ifndef BENCH_PEER_H
#define BENCH_PEER_H

#include <stddef.h>
#include <stdio.h>

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#include <CL/cl.h>

/* What the benchmark owns and shares with every library. */
typedef struct peer_env {
    cl_platform_id platform;
    cl_context ctx;
    cl_device_id dev;
    cl_command_queue queue;
    cl_mem in, out;      /* OpenCL buffers holding at least n * batch complex values */
    const void *host_in; /* the same input on the host (for libraries that keep their own copy) */
    FILE *describe;      /* libclfft writes its plans' descriptions here when not NULL */
} peer_env;

/* A plan for one (n, batch, precision), created by init. */
typedef struct peer_plan_request {
    size_t n;
    size_t batch;
    int fp64;
} peer_plan_request;

typedef struct peer {
    const char *name; /* what --libs and the CSV call it */
    int opt_in;       /* runs only when --libs names it */
    /* Library version as text; "" when unknown. */
    void (*version)(char *buf, size_t size);
    /* Creates a plan; returns 0 on success.  On failure writes a short reason
     * to why and returns nonzero: the size is reported 'unsupported'. */
    int (*init)(const peer_env *env, const peer_plan_request *req, void **handle, char *why,
                size_t why_size);
    /* Optional (may be NULL): makes env->host_in the library's input, for
     * libraries that do not read env->in (cuFFT keeps its own device memory). */
    int (*prepare)(void *handle, const peer_env *env);
    /* Enqueues one batched forward transform, env->in -> env->out; asynchronous. */
    int (*run_forward)(void *handle, const peer_env *env);
    /* Waits until everything run_forward enqueued has completed. */
    int (*finish)(void *handle, const peer_env *env);
    /* Optional: copies the first bytes of the result to host.  NULL means the
     * result is in env->out and the benchmark reads it itself. */
    int (*read_output)(void *handle, void *host, size_t bytes);
    /* Optional: the library times `iters` back-to-back launches with its own
     * device timer; returns seconds, or a negative value on failure.  NULL
     * means the benchmark times run_forward x iters + finish on the host clock. */
    double (*time_forward)(void *handle, const peer_env *env, int iters);
    void (*destroy)(void *handle);
    /* Optional: releases library-global state at exit. */
    void (*shutdown)(void);
} peer;

extern const peer peer_libclfft;
extern const peer peer_libclfft_measure;
extern const peer peer_crash; /* crashes on purpose: tests the bench's worker restarts */
#ifdef HAVE_CLFFT
extern const peer peer_clfft;
#endif
#ifdef HAVE_VKFFT
extern const peer peer_vkfft;
#endif
#ifdef HAVE_CUFFT
extern const peer peer_cufft;
#endif

#endif
