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
    uint64_t in_bytes, out_bytes;
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
    uint64_t bytes = (uint64_t)req->n * req->batch * (req->fp64 ? 16u : 8u);
    p->in_bytes = bytes;
    p->out_bytes = bytes;

    VkFFTConfiguration cfg = {0};
    cfg.FFTdim = 1;
    cfg.size[0] = req->n;
    cfg.numberBatches = req->batch;
    cfg.doublePrecision = req->fp64 ? 1 : 0;
    cfg.device = &p->dev;
    cfg.context = &p->ctx;
    cfg.commandQueue = &p->queue;
    cfg.makeForwardPlanOnly = 1; /* only forward is timed; halves compile time */
    /* Out of place: VkFFT reads the "input buffer" and writes "buffer". */
    cfg.isInputFormatted = 1;
    cfg.inputBuffer = &p->in;
    cfg.inputBufferSize = &p->in_bytes;
    cfg.buffer = &p->out;
    cfg.bufferSize = &p->out_bytes;
    cfg.inputBufferStride[0] = req->n;
    cfg.bufferStride[0] = req->n;

    VkFFTResult r = initializeVkFFT(&p->app, cfg);
    if (r != VKFFT_SUCCESS) {
        snprintf(why, why_size, "initializeVkFFT: VkFFTResult %d", (int)r);
        free(p); /* initializeVkFFT already released what it built */
        return 1;
    }
    *handle = p;
    return 0;
}

static int vkfft_peer_run_forward(void *handle, const peer_env *env)
{
    (void)env;
    vkfft_peer_plan *p = handle;
    VkFFTLaunchParams lp = {0};
    lp.commandQueue = &p->queue;
    lp.inputBuffer = &p->in;
    lp.buffer = &p->out;
    return VkFFTAppend(&p->app, -1, &lp) != VKFFT_SUCCESS; /* -1: forward */
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
    .run_forward = vkfft_peer_run_forward,
    .finish = vkfft_peer_finish,
    .destroy = vkfft_peer_destroy,
};
