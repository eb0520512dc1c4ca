/* VkFFT (OpenCL backend) as a peer.  vkFFT.h is a 1.6 MB header-only library
 * of static functions: it lives alone in this translation unit, compiled with
 * warnings off (see bench/meson.build), so its size and style do not leak
 * into the rest of the benchmark. */
#define VKFFT_BACKEND 3
#include "peer.h"

#include <vkFFT.h>

#include <stdio.h>
#include <stdlib.h>

/* VkFFT keeps pointers to these in its configuration, so they live on the
 * heap next to the application rather than on init's stack. */
typedef struct vkfft_peer_plan {
    VkFFTApplication app;
    cl_device_id dev;
    cl_context ctx;
    cl_command_queue queue;
    cl_mem in, out;
    uint64_t real_bytes, cplx_bytes; /* C2C: both are the complex data's */
    int inverse;                     /* C2R */
} vkfft_peer_plan;

static void vkfft_peer_version(char *buf, size_t size)
{
    int v = VkFFTGetVersion(); /* X.XX.XX encoded as X*10000 + XX*100 + XX */
    snprintf(buf, size, "%d.%d.%d", v / 10000, (v / 100) % 100, v % 100);
}

static int vkfft_peer_init(const peer_env *env, const peer_plan_request *req, void **handle,
                           char *why, size_t why_size)
{
    vkfft_peer_plan *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(why, why_size, "out of host memory");
        return 1;
    }
    p->dev = env->dev;
    p->ctx = env->ctx;
    p->queue = env->queue;
    p->in = env->in;
    p->out = env->out;
    p->inverse = req->kind == BENCH_C2R;

    /* VkFFT numbers axes from the fastest: size[0] is our n[rank-1].  A
     * stride is the distance between neighbours of the next axis, so the
     * last one is the batch distance. */
    const bench_shape *sh = &req->shape;
    VkFFTConfiguration cfg = {0};
    cfg.FFTdim = (uint64_t)sh->rank;
    uint64_t real_stride = 1, cplx_stride = 1;
    for (int a = 0; a < sh->rank; a++) {
        uint64_t len = sh->n[sh->rank - 1 - a];
        cfg.size[a] = len;
        real_stride *= len;
        cplx_stride *= req->kind == BENCH_C2C || a > 0 ? len : len / 2 + 1;
        cfg.inputBufferStride[a] = req->kind == BENCH_C2C ? cplx_stride : real_stride;
        cfg.bufferStride[a] = cplx_stride;
    }
    cfg.numberBatches = req->batch;
    cfg.doublePrecision = req->fp64 ? 1 : 0;
    cfg.device = &p->dev;
    cfg.context = &p->ctx;
    cfg.commandQueue = &p->queue;
    /* only the timed direction; halves compile time */
    if (p->inverse)
        cfg.makeInversePlanOnly = 1;
    else
        cfg.makeForwardPlanOnly = 1;
    /* Out of place: the forward transform reads the "input buffer" and writes
     * "buffer" (the complex side).  For R2C/C2R the input buffer holds the
     * reals; a C2R reads "buffer" and, with inverseReturnToInputBuffer,
     * writes the reals to the input buffer, so that is our output there. */
    cfg.performR2C = req->kind != BENCH_C2C;
    cfg.isInputFormatted = 1;
    p->real_bytes = peer_request_in_bytes(req);
    p->cplx_bytes = peer_request_out_bytes(req);
    if (p->inverse) {
        p->real_bytes = peer_request_out_bytes(req);
        p->cplx_bytes = peer_request_in_bytes(req);
        cfg.inverseReturnToInputBuffer = 1;
        cfg.inputBuffer = &p->out;
        cfg.buffer = &p->in;
    } else {
        cfg.inputBuffer = &p->in;
        cfg.buffer = &p->out;
    }
    cfg.inputBufferSize = &p->real_bytes;
    cfg.bufferSize = &p->cplx_bytes;

    VkFFTResult r = initializeVkFFT(&p->app, cfg);
    if (r != VKFFT_SUCCESS) {
        snprintf(why, why_size, "initializeVkFFT: VkFFTResult %d", (int)r);
        free(p); /* initializeVkFFT already released what it built */
        return 1;
    }
    *handle = p;
    return 0;
}

static int vkfft_peer_run(void *handle, const peer_env *env)
{
    (void)env;
    vkfft_peer_plan *p = handle;
    VkFFTLaunchParams lp = {0};
    lp.commandQueue = &p->queue;
    lp.inputBuffer = p->inverse ? &p->out : &p->in;
    lp.buffer = p->inverse ? &p->in : &p->out;
    return VkFFTAppend(&p->app, p->inverse ? 1 : -1, &lp) != VKFFT_SUCCESS; /* -1: forward */
}

static int vkfft_peer_finish(void *handle, const peer_env *env)
{
    (void)handle;
    return clFinish(env->queue) != CL_SUCCESS;
}

static void vkfft_peer_destroy(void *handle)
{
    vkfft_peer_plan *p = handle;
    if (!p)
        return;
    deleteVkFFT(&p->app);
    free(p);
}

const peer peer_vkfft = {
    .name = "vkfft",
    .version = vkfft_peer_version,
    .init = vkfft_peer_init,
    .run = vkfft_peer_run,
    .finish = vkfft_peer_finish,
    .destroy = vkfft_peer_destroy,
};
