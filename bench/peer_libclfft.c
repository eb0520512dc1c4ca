/* libclfft, the library under test, driven through the common peer table. */
#include "peer.h"

#include <clfft/clfft.h>
#include <stdio.h>

static void libclfft_version(char *buf, size_t size)
{
    snprintf(buf, size, "%s", clfft_version_string());
}

static int libclfft_init(const peer_env *env, const peer_plan_request *req, void **handle,
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
    *handle = plan;
    return 0;
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
