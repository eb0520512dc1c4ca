/* One "backend" table per FFT library, so the benchmark drives libclfft and
 * every peer it compares against through exactly the same steps:
 *
 *   [available] -> init -> [prepare] -> run x K -> finish -> [read_output] -> destroy
 *
 * Every transform is batched, out of place, of packed interleaved data and
 * unnormalised (as FFTW): C2C forward, R2C forward (n reals -> n/2 + 1
 * complex values on the fastest axis), C2R backward (the reverse), of rank
 * 1, 2 or 3 (bench_shape.h). */
#ifndef BENCH_PEER_H
#define BENCH_PEER_H

#include "bench_shape.h"

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
    cl_mem in, out;      /* OpenCL buffers holding at least one batch's input / output bytes */
    const void *host_in; /* the same input on the host (for libraries that keep their own copy) */
    FILE *describe;      /* libclfft writes its plans' descriptions here when not NULL */
} peer_env;

/* A plan for one (shape, kind, batch, precision), created by init.  The
 * transforms of a batch follow each other without gaps: the distance is
 * one transform's input (output) values. */
typedef struct peer_plan_request {
    bench_shape shape;
    bench_kind kind;
    size_t batch;
    int fp64;
} peer_plan_request;

static inline size_t peer_request_in_bytes(const peer_plan_request *r)
{
    return bench_input_bytes(&r->shape, r->kind, r->fp64) * r->batch;
}

static inline size_t peer_request_out_bytes(const peer_plan_request *r)
{
    return bench_output_bytes(&r->shape, r->kind, r->fp64) * r->batch;
}

typedef struct peer {
    const char *name; /* what --libs and the CSV call it */
    int opt_in;       /* runs only when --libs names it */
    /* Library version as text; "" when unknown. */
    void (*version)(char *buf, size_t size);
    /* Optional: whether the library can run on env's device at all (cuFFT
     * needs a CUDA device, and the OpenCL one to be NVIDIA's).  Returns 0 and
     * writes why when not: the library is then left out of the whole run. */
    int (*available)(const peer_env *env, char *why, size_t why_size);
    /* Creates a plan; returns 0 on success.  On failure writes a short reason
     * to why and returns nonzero: the size is reported 'unsupported'. */
    int (*init)(const peer_env *env, const peer_plan_request *req, void **handle, char *why,
                size_t why_size);
    /* Optional (may be NULL): makes the first `bytes` of host the library's
     * input, for libraries that do not read env->in (cuFFT keeps its own
     * device memory). */
    int (*prepare)(void *handle, const peer_env *env, const void *host, size_t bytes);
    /* Enqueues one batched transform of the planned kind (forward for C2C and
     * R2C, backward for C2R), env->in -> env->out; asynchronous.  Only the
     * output need be meaningful afterwards: a library may use its input as
     * scratch (cuFFT and VkFFT do for C2R), so it is staged again before a check. */
    int (*run)(void *handle, const peer_env *env);
    /* Waits until everything run enqueued has completed. */
    int (*finish)(void *handle, const peer_env *env);
    /* Optional: copies the first bytes of the result to host.  NULL means the
     * result is in env->out and the benchmark reads it itself. */
    int (*read_output)(void *handle, void *host, size_t bytes);
    /* Optional: the library times `iters` back-to-back launches with its own
     * device timer; returns seconds, or a negative value on failure.  NULL
     * means the benchmark times run x iters + finish on the host clock. */
    double (*time_runs)(void *handle, const peer_env *env, int iters);
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
