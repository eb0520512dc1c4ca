/* libclfft, the library under test, driven through the common peer table. */
#include "peer.h"

#include <clfft/clfft.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct libclfft_handle {
    clfft_plan *plan;
    int backward; /* C2R */
} libclfft_handle;

static void libclfft_version(char *buf, size_t size)
{
    snprintf(buf, size, "%s", clfft_version_string());
}

static int plan_with_effort(const peer_env *env, const peer_plan_request *req, clfft_effort effort, void **handle,
                            char *why, size_t why_size)
{
    clfft_desc desc = {0};
    desc.rank = req->shape.rank;
    for (int i = 0; i < req->shape.rank; i++)
        desc.n[i] = req->shape.n[i];
    desc.batch = req->batch;
    desc.kind = req->kind == BENCH_R2C ? CLFFT_R2C : req->kind == BENCH_C2R ? CLFFT_C2R : CLFFT_C2C;
    desc.precision = req->fp64 ? CLFFT_FP64 : CLFFT_FP32;
    desc.inplace = 0; /* out of place, packed: all strides 0 */
    /* Only the timed direction is planned, as for the peers: forward for
     * C2C and R2C, backward for C2R. */
    desc.directions = req->kind == BENCH_C2R ? CLFFT_BACKWARD_ONLY : CLFFT_FORWARD_ONLY;
    desc.effort = effort;

    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create(&plan, env->ctx, env->dev, &desc);
    if (st != CLFFT_OK) {
        /* clfft_last_error names the status and the failed check; a build
         * log can follow, so only its start fits a table cell. */
        const char *detail = clfft_last_error();
        snprintf(why, why_size, "%.150s", detail[0] ? detail : clfft_status_string(st));
        for (char *c = why; *c; c++)
            if (*c == '\n')
                *c = ' ';
        return 1;
    }
    if (env->describe) {
        char shape[64];
        bench_shape_format(&req->shape, shape, sizeof shape);
        fprintf(env->describe, "== %s %s n=%s batch=%zu %s\n%s\n",
                effort == CLFFT_EFFORT_MEASURE ? "measure" : "estimate", bench_kind_name(req->kind), shape,
                req->batch, req->fp64 ? "fp64" : "fp32", clfft_plan_describe(plan));
    }
    libclfft_handle *h = malloc(sizeof *h);
    if (!h) {
        clfft_plan_destroy(plan);
        snprintf(why, why_size, "out of host memory");
        return 1;
    }
    h->plan = plan;
    h->backward = req->kind == BENCH_C2R;
    *handle = h;
    return 0;
}

static int libclfft_init(const peer_env *env, const peer_plan_request *req, void **handle, char *why,
                         size_t why_size)
{
    return plan_with_effort(env, req, CLFFT_EFFORT_ESTIMATE, handle, why, why_size);
}

/* CLFFT_EFFORT_MEASURE: the plan time includes compiling and timing the
 * candidates (or, with the disk cache holding the choice, recalling it). */
static int libclfft_measure_init(const peer_env *env, const peer_plan_request *req, void **handle, char *why,
                                 size_t why_size)
{
    return plan_with_effort(env, req, CLFFT_EFFORT_MEASURE, handle, why, why_size);
}

/* A C2R plan runs backward, the others forward. */
static int libclfft_run(void *handle, const peer_env *env)
{
    libclfft_handle *h = handle;
    clfft_status st = h->backward
        ? clfft_enqueue_backward(h->plan, env->queue, env->in, env->out, 0, NULL, NULL)
        : clfft_enqueue_forward(h->plan, env->queue, env->in, env->out, 0, NULL, NULL);
    return st != CLFFT_OK;
}

static int libclfft_finish(void *handle, const peer_env *env)
{
    (void)handle;
    return clFinish(env->queue) != CL_SUCCESS;
}

static void libclfft_destroy(void *handle)
{
    libclfft_handle *h = handle;
    if (!h)
        return;
    clfft_plan_destroy(h->plan);
    free(h);
}

const peer peer_libclfft = {
    .name = "libclfft",
    .version = libclfft_version,
    .init = libclfft_init,
    .run = libclfft_run,
    .finish = libclfft_finish,
    .destroy = libclfft_destroy,
};

const peer peer_libclfft_measure = {
    .name = "libclfft-measure",
    .opt_in = 1,
    .version = libclfft_version,
    .init = libclfft_measure_init,
    .run = libclfft_run,
    .finish = libclfft_finish,
    .destroy = libclfft_destroy,
};
