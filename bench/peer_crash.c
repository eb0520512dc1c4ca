/* A peer that crashes on purpose, for testing the bench itself: at n = 64
 * it raises SIGSEGV while planning, as a library with a bad kernel would;
 * at any other length it is 'unsupported'.  Runs only when --libs names it
 * (the bench-crash test does). */
#include "peer.h"

#include <signal.h>
#include <stdio.h>

static void crash_version(char *buf, size_t size)
{
    snprintf(buf, size, "self-test peer: crashes at n = 64");
}

static int crash_init(const peer_env *env, const peer_plan_request *req, void **handle, char *why, size_t why_size)
{
    (void)env;
    *handle = NULL;
    if (req->shape.rank == 1 && req->shape.n[0] == 64) {
        /* a runtime may have installed a handler that returns */
        signal(SIGSEGV, SIG_DFL);
        raise(SIGSEGV);
    }
    snprintf(why, why_size, "self-test peer: plans nothing");
    return 1;
}

static int crash_never(void *handle, const peer_env *env)
{
    (void)handle;
    (void)env;
    return 1;
}

static void crash_destroy(void *handle)
{
    (void)handle;
}

const peer peer_crash = {
    .name = "crash-selftest",
    .opt_in = 1,
    .version = crash_version,
    .init = crash_init,
    .run = crash_never,
    .finish = crash_never,
    .destroy = crash_destroy,
};
