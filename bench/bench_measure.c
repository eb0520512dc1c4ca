/* One library at one size (bench_measure.h).  Time is best of R rounds of
 * K back-to-back launches ended by one finish: it includes launch
 * overhead, as an application calling the library would see. */
#include "bench_measure.h"
#include "reference.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* Error bounds: loose enough for any correct algorithm (an FFT's error grows
 * like eps * log n), tight enough to catch a wrong twiddle or index. */
#define FP32_ERROR_BOUND 1e-3
#define FP64_ERROR_BOUND 1e-9

/* Transforms checked per size: the first few of the batch, at most 2^22
 * values, so FFTW never dominates a large sweep. */
#define VERIFY_MAX_TRANSFORMS 4
#define VERIFY_MAX_VALUES ((size_t)1 << 22)

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Seconds for `iters` launches, or negative on failure. */
static double time_round(const peer *p, void *h, const peer_env *env, int iters)
{
    if (p->time_runs)
        return p->time_runs(h, env, iters);
    double t0 = now_s();
    for (int i = 0; i < iters; i++)
        if (p->run(h, env))
            return -1.0;
    if (p->finish(h, env))
        return -1.0;
    return now_s() - t0;
}

/* Launches per round: opts->iters, or enough for a round of at least
 * min_round_s (sized from a short probe), so that the host clock and
 * launch jitter are noise; 0 on failure. */
static int launches_per_round(const peer *p, void *h, const peer_env *env, const bench_options *opts)
{
    if (opts->iters)
        return opts->iters;
    double probe = time_round(p, h, env, 2);
    if (probe < 0.0)
        return 0;
    double per = probe / 2.0;
    double k = per > 0.0 ? ceil(opts->min_round_s / per) : 1000.0;
    return k < 2.0 ? 2 : k > 100000.0 ? 100000 : (int)k;
}

/* Runs one transform of fresh input into a zeroed output (so a library
 * that writes nothing cannot pass on a predecessor's result) and returns its
 * error against FFTW; negative when the run itself failed.  A C2R's input is
 * made a real signal's half spectrum first (reference_make_hermitian). */
static double verify(const peer *p, void *h, const peer_env *env, const peer_plan_request *req,
                     char *note, size_t note_size)
{
    size_t in_per = bench_input_bytes(&req->shape, req->kind, req->fp64);
    size_t out_per = bench_output_bytes(&req->shape, req->kind, req->fp64);
    size_t values = bench_shape_elements(&req->shape);
    size_t count = req->batch < VERIFY_MAX_TRANSFORMS ? req->batch : VERIFY_MAX_TRANSFORMS;
    while (count > 1 && count * values > VERIFY_MAX_VALUES)
        count--;
    size_t in_bytes = count * in_per, out_bytes = count * out_per;
    void *host_out = malloc(out_bytes);
    void *staged = req->kind == BENCH_C2R ? malloc(in_bytes) : NULL;
    if (!host_out || (req->kind == BENCH_C2R && !staged)) {
        snprintf(note, note_size, "out of host memory for the check");
        free(host_out);
        free(staged);
        return -1.0;
    }
    const void *input = env->host_in;
    if (staged) {
        memcpy(staged, env->host_in, in_bytes);
        reference_make_hermitian(staged, &req->shape, count, req->fp64);
        input = staged;
    }
    const cl_uint zero = 0;
    int bad = clEnqueueWriteBuffer(env->queue, env->in, CL_TRUE, 0, in_bytes, input, 0, NULL, NULL) !=
                  CL_SUCCESS ||
              clEnqueueFillBuffer(env->queue, env->out, &zero, sizeof zero, 0, out_bytes, 0, NULL, NULL) !=
                  CL_SUCCESS ||
              clFinish(env->queue) != CL_SUCCESS;
    if (!bad && p->prepare)
        bad = p->prepare(h, env, input, in_bytes);
    double err = -1.0;
    if (bad) {
        snprintf(note, note_size, "could not stage input");
    } else if (p->run(h, env) || p->finish(h, env)) {
        snprintf(note, note_size, "%s transform failed", req->kind == BENCH_C2R ? "backward" : "forward");
    } else if (p->read_output ? p->read_output(h, host_out, out_bytes)
                              : clEnqueueReadBuffer(env->queue, env->out, CL_TRUE, 0, out_bytes, host_out, 0,
                                                    NULL, NULL) != CL_SUCCESS) {
        snprintf(note, note_size, "could not read the result");
    } else if ((err = reference_rel_error(input, host_out, &req->shape, req->kind, count, req->fp64)) < 0.0) {
        snprintf(note, note_size, "FFTW reference failed");
    }
    free(host_out);
    free(staged);
    return err;
}

void measure_prepare(timed_peer *t, const peer_env *env, const peer_plan_request *req,
                     const bench_options *opts)
{
    const peer *p = t->p;
    bench_result *r = t->r;
    memset(r, 0, sizeof *r);
    r->lib = p->name;
    r->fp64 = req->fp64;
    r->kind = req->kind;
    r->shape = req->shape;
    r->batch = req->batch;
    r->us_per_fft = r->gbps = r->rel_err = r->plan_cold_ms = r->plan_warm_ms = NAN;
    r->status = "failed";
    t->h = NULL;
    t->best = INFINITY;

    void *h = NULL;
    double t0 = now_s();
    if (p->init(env, req, &h, r->note, sizeof r->note)) {
        r->status = "unsupported";
        return;
    }
    r->plan_cold_ms = (now_s() - t0) * 1e3;
    p->destroy(h);
    h = NULL;
    t0 = now_s();
    if (p->init(env, req, &h, r->note, sizeof r->note))
        return; /* it planned once: failing now is a bug, not a gap */
    r->plan_warm_ms = (now_s() - t0) * 1e3;

    if (opts->verify) {
        r->rel_err = verify(p, h, env, req, r->note, sizeof r->note);
        if (r->rel_err < 0.0) {
            r->rel_err = NAN;
            p->destroy(h);
            return;
        }
    }
    /* The timed runs read the whole batch of the common input (the check
     * staged only its first transforms). */
    if ((p->prepare && p->prepare(h, env, env->host_in, peer_request_in_bytes(req))) ||
        (!opts->verify && (p->run(h, env) || p->finish(h, env)))) {
        snprintf(r->note, sizeof r->note, "transform failed");
        p->destroy(h);
        return;
    }
    t->iters = launches_per_round(p, h, env, opts);
    if (!t->iters) {
        snprintf(r->note, sizeof r->note, "timed launches failed");
        p->destroy(h);
        return;
    }
    t->h = h;
}

void measure_round(timed_peer *t, const peer_env *env)
{
    if (!t->h)
        return;
    double sec = time_round(t->p, t->h, env, t->iters);
    if (sec < 0.0) {
        snprintf(t->r->note, sizeof t->r->note, "timed launches failed");
        t->p->destroy(t->h);
        t->h = NULL;
        t->best = INFINITY;
        return;
    }
    t->best = fmin(t->best, sec / t->iters);
}

void measure_finish(timed_peer *t, const peer_plan_request *req, const bench_options *opts)
{
    if (!t->h)
        return;
    t->p->destroy(t->h);
    t->h = NULL;
    bench_result *r = t->r;
    size_t bytes = peer_request_in_bytes(req) + peer_request_out_bytes(req);
    r->us_per_fft = t->best * 1e6;
    r->gbps = (double)bytes / t->best * 1e-9;
    double bound = req->fp64 ? FP64_ERROR_BOUND : FP32_ERROR_BOUND;
    if (opts->verify && !(r->rel_err <= bound)) {
        r->status = "inaccurate";
        snprintf(r->note, sizeof r->note, "error above %.0e", bound);
    } else {
        r->status = "ok";
    }
}
