/* libclfft, the library under test, driven through the common peer table. */
#include "peer.h"

#include <clfft/clfft.h>
#include <stdio.h>

static void libclfft_version(char *buf, size_t size)
{
    snprintf(buf, size, "%s", clfft_version_string());
}

static int plan_with_effort(const peer_env *env, const peer_plan_request *req, clfft_effort effort, void **handle,
                            char *why, size_t why_size)
{
    clfft_desc desc = {0};
    desc.rank = 1;
    desc.n[0] = req->n;
    desc.batch = req->batch;
    desc.kind = CLFFT_C2C;
    desc.precision = req->fp64 ? CLFFT_FP64 : CLFFT_FP32;
    desc.inplace = 0;
    /* only forward is timed, and VkFFT is planned forward-only too */
    desc.directions = CLFFT_FORWARD_ONLY;
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
    if (env->describe)
        fprintf(env->describe, "== %s n=%zu batch=%zu %s\n%s\n", effort == CLFFT_EFFORT_MEASURE ? "measure" : "estimate",
                req->n, req->batch, req->fp64 ? "fp64" : "fp32", clfft_plan_describe(plan));
    *handle = plan;
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

static int libclfft_run_forward(void *handle, const peer_env *env)
{
    return clfft_enqueue_forward(handle, env->queue, env->in, env->out, 0, NULL, NULL) != CLFFT_OK;
}

static int libclfft_finish(void *handle, const peer_env *env)
{
    (void)handle;
    return clFinish(env->queue) != CL_SUCCESS;
}

static void libclfft_destroy(void *handle)
{
    clfft_plan_destroy(handle);
}

const peer peer_libclfft = {
    .name = "libclfft",
    .version = libclfft_version,
    .init = libclfft_init,
    .run_forward = libclfft_run_forward,
    .finish = libclfft_finish,
    .destroy = libclfft_destroy,
};

const peer peer_libclfft_measure = {
    .name = "libclfft-measure",
    .opt_in = 1,
    .version = libclfft_version,
    .init = libclfft_measure_init,
    .run_forward = libclfft_run_forward,
    .finish = libclfft_finish,
    .destroy = libclfft_destroy,
};
