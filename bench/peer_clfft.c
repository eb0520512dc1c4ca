/* AMD clFFT as a peer.  This file includes libclfft's header and clFFT.h in
 * one translation unit on purpose: it is the build-time proof that the two
 * APIs do not collide (clfft_* / CLFFT_ERR_* vs clfft* / CLFFT_SUCCESS). */
#include "peer.h"

#include <clfft/clfft.h>
#include <clFFT.h>

#include <stdio.h>
#include <stdlib.h>

/* Compile-time checks that both vocabularies are usable side by side. */
_Static_assert(CLFFT_OK == 0 && CLFFT_SUCCESS == CL_SUCCESS, "status vocabularies coexist");
_Static_assert((int)CLFFT_FP64 != (int)CLFFT_ERR_NO_FP64, "enum names stay distinct");

typedef struct clfft_peer_plan {
    clfftPlanHandle plan;
    clfftDirection direction; /* backward for C2R */
} clfft_peer_plan;

static int setup_done;

static void clfft_peer_version(char *buf, size_t size)
{
    cl_uint major = 0, minor = 0, patch = 0;
    if (clfftGetVersion(&major, &minor, &patch) == CLFFT_SUCCESS)
        snprintf(buf, size, "%u.%u.%u", major, minor, patch);
    else
        snprintf(buf, size, "?");
}

static int ensure_setup(void)
{
    if (setup_done)
        return 0;
    /* clfftInitSetupData is a header-only __inline function, which a C11
     * build may not emit; filling the four fields directly is equivalent. */
    clfftSetupData setup;
    setup.major = clfftVersionMajor;
    setup.minor = clfftVersionMinor;
    setup.patch = clfftVersionPatch;
    setup.debugFlags = 0;
    if (clfftSetup(&setup) != CLFFT_SUCCESS)
        return 1;
    setup_done = 1;
    return 0;
}

static int clfft_peer_init(const peer_env *env, const peer_plan_request *req, void **handle,
                           char *why, size_t why_size)
{
    if (ensure_setup()) {
        snprintf(why, why_size, "clfftSetup failed");
        return 1;
    }
    clfft_peer_plan *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(why, why_size, "out of host memory");
        return 1;
    }
    /* clFFT numbers axes from the fastest: lengths[0] is our n[rank-1]. */
    const bench_shape *sh = &req->shape;
    size_t lengths[3], rstride[3], cstride[3];
    size_t real_dist = 1, cplx_dist = 1;
    for (int i = 0; i < sh->rank; i++) {
        size_t len = sh->n[sh->rank - 1 - i];
        lengths[i] = len;
        rstride[i] = real_dist;
        cstride[i] = cplx_dist;
        real_dist *= len;
        cplx_dist *= req->kind != BENCH_C2C && i == 0 ? len / 2 + 1 : len;
    }
    clfftDim dim = sh->rank == 3 ? CLFFT_3D : sh->rank == 2 ? CLFFT_2D : CLFFT_1D;
    clfftLayout in_layout = CLFFT_COMPLEX_INTERLEAVED, out_layout = CLFFT_COMPLEX_INTERLEAVED;
    size_t *in_stride = cstride, *out_stride = cstride, in_dist = cplx_dist, out_dist = cplx_dist;
    if (req->kind == BENCH_R2C) {
        in_layout = CLFFT_REAL;
        out_layout = CLFFT_HERMITIAN_INTERLEAVED;
        in_stride = rstride;
        in_dist = real_dist;
    } else if (req->kind == BENCH_C2R) {
        in_layout = CLFFT_HERMITIAN_INTERLEAVED;
        out_layout = CLFFT_REAL;
        out_stride = rstride;
        out_dist = real_dist;
    }
    p->direction = req->kind == BENCH_C2R ? CLFFT_BACKWARD : CLFFT_FORWARD;
    clfftStatus st = clfftCreateDefaultPlan(&p->plan, env->ctx, dim, lengths);
    const char *step = "clfftCreateDefaultPlan";
    if (st == CLFFT_SUCCESS) {
        step = "plan settings";
        st = clfftSetPlanPrecision(p->plan, req->fp64 ? CLFFT_DOUBLE : CLFFT_SINGLE);
        if (st == CLFFT_SUCCESS)
            st = clfftSetLayout(p->plan, in_layout, out_layout);
        if (st == CLFFT_SUCCESS)
            st = clfftSetResultLocation(p->plan, CLFFT_OUTOFPLACE);
        if (st == CLFFT_SUCCESS)
            st = clfftSetPlanBatchSize(p->plan, req->batch);
        if (st == CLFFT_SUCCESS)
            st = clfftSetPlanInStride(p->plan, dim, in_stride);
        if (st == CLFFT_SUCCESS)
            st = clfftSetPlanOutStride(p->plan, dim, out_stride);
        if (st == CLFFT_SUCCESS)
            st = clfftSetPlanDistance(p->plan, in_dist, out_dist);
        /* clFFT scales the backward transform by 1/N by default: unnormalised
         * like the others instead. */
        if (st == CLFFT_SUCCESS && p->direction == CLFFT_BACKWARD)
            st = clfftSetPlanScale(p->plan, CLFFT_BACKWARD, 1.0f);
        /* clFFT's default forward scale is already 1 (unnormalised). */
        if (st == CLFFT_SUCCESS) {
            step = "clfftBakePlan";
            cl_command_queue q = env->queue;
            st = clfftBakePlan(p->plan, 1, &q, NULL, NULL);
        }
        if (st != CLFFT_SUCCESS)
            clfftDestroyPlan(&p->plan);
    }
    if (st != CLFFT_SUCCESS) {
        snprintf(why, why_size, "%s: clFFT status %d", step, (int)st);
        free(p);
        return 1;
    }
    *handle = p;
    return 0;
}

static int clfft_peer_run(void *handle, const peer_env *env)
{
    clfft_peer_plan *p = handle;
    cl_command_queue q = env->queue;
    cl_mem in = env->in, out = env->out;
    return clfftEnqueueTransform(p->plan, p->direction, 1, &q, 0, NULL, NULL, &in, &out, NULL) !=
           CLFFT_SUCCESS;
}

static int clfft_peer_finish(void *handle, const peer_env *env)
{
    (void)handle;
    return clFinish(env->queue) != CL_SUCCESS;
}

static void clfft_peer_destroy(void *handle)
{
    clfft_peer_plan *p = handle;
    if (!p)
        return;
    clfftDestroyPlan(&p->plan);
    free(p);
}

static void clfft_peer_shutdown(void)
{
    if (setup_done)
        clfftTeardown();
    setup_done = 0;
}

const peer peer_clfft = {
    .name = "clfft",
    .version = clfft_peer_version,
    .init = clfft_peer_init,
    .run = clfft_peer_run,
    .finish = clfft_peer_finish,
    .destroy = clfft_peer_destroy,
    .shutdown = clfft_peer_shutdown,
};
