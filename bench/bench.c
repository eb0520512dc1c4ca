/* clfft-bench: libclfft against clFFT, VkFFT and cuFFT (those found at build
 * time) on one OpenCL device, one run, the same buffers and the same input.
 *
 * Every buffer holds a fixed number of complex values and each length n runs
 * as a batch of elements / n transforms, so every size moves the same number
 * of bytes and bandwidth is comparable across the sweep.  Time is best of
 * R rounds of K back-to-back launches ended by one clFinish: it includes
 * launch overhead, as an application calling the library would see.  The
 * libraries' rounds alternate, so that they share the machine's moods. */
#include "bench_device.h"
#include "bench_options.h"
#include "bench_report.h"
#include "peer.h"
#include "reference.h"

#include <clfft/clfft.h>

#include <math.h>
#include <stdint.h>
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

static const peer *const all_peers[] = {
    &peer_libclfft,
    &peer_libclfft_measure,
#ifdef HAVE_CLFFT
    &peer_clfft,
#endif
#ifdef HAVE_VKFFT
    &peer_vkfft,
#endif
#ifdef HAVE_CUFFT
    &peer_cufft,
#endif
};
enum { NUM_PEERS = sizeof all_peers / sizeof all_peers[0] };

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* Uniform in [-0.5, 0.5), from a fixed seed so every run sees the same data. */
static uint64_t rng_state = 0x9E3779B97F4A7C15ull;
static double uniform(void)
{
    uint64_t z = (rng_state += 0x9E3779B97F4A7C15ull); /* splitmix64 */
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0) - 0.5;
}

static size_t batch_for(size_t elements, size_t n)
{
    return n >= elements ? 1 : elements / n;
}

/* Seconds for `iters` launches, or negative on failure. */
static double time_round(const peer *p, void *h, const peer_env *env, int iters)
{
    if (p->time_forward)
        return p->time_forward(h, env, iters);
    double t0 = now_s();
    for (int i = 0; i < iters; i++)
        if (p->run_forward(h, env))
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

/* Runs one forward transform of fresh input into a zeroed output (so a
 * library that writes nothing cannot pass on a predecessor's result) and
 * returns its error against FFTW; negative when the run itself failed. */
static double verify(const peer *p, void *h, const peer_env *env, const peer_plan_request *req,
                     char *note, size_t note_size)
{
    size_t elem = req->fp64 ? 16 : 8;
    size_t count = req->batch < VERIFY_MAX_TRANSFORMS ? req->batch : VERIFY_MAX_TRANSFORMS;
    while (count > 1 && count * req->n > VERIFY_MAX_VALUES)
        count--;
    size_t bytes = count * req->n * elem;
    void *host_out = malloc(bytes);
    if (!host_out) {
        snprintf(note, note_size, "out of host memory for the check");
        return -1.0;
    }
    const cl_uint zero = 0;
    int bad = clEnqueueWriteBuffer(env->queue, env->in, CL_TRUE, 0, bytes, env->host_in, 0, NULL,
                                   NULL) != CL_SUCCESS ||
              clEnqueueFillBuffer(env->queue, env->out, &zero, sizeof zero, 0, bytes, 0, NULL,
                                  NULL) != CL_SUCCESS ||
              clFinish(env->queue) != CL_SUCCESS;
    if (!bad && p->prepare)
        bad = p->prepare(h, env);
    if (bad) {
        snprintf(note, note_size, "could not stage input");
        free(host_out);
        return -1.0;
    }
    if (p->run_forward(h, env) || p->finish(h, env)) {
        snprintf(note, note_size, "forward transform failed");
        free(host_out);
        return -1.0;
    }
    bad = p->read_output ? p->read_output(h, host_out, bytes)
                         : clEnqueueReadBuffer(env->queue, env->out, CL_TRUE, 0, bytes, host_out,
                                               0, NULL, NULL) != CL_SUCCESS;
    double err = -1.0;
    if (bad)
        snprintf(note, note_size, "could not read the result");
    else if ((err = reference_rel_error(env->host_in, host_out, req->n, count, req->fp64)) < 0.0)
        snprintf(note, note_size, "FFTW reference failed");
    free(host_out);
    return err;
}

/* One library at one size between its preparation and its result. */
typedef struct timed_peer {
    const peer *p;
    void *h;            /* NULL once it has failed */
    int iters;          /* launches per round */
    double best;        /* best seconds per launch so far */
    bench_result *r;
} timed_peer;

/* Plans (cold, then warm), checks the result against FFTW, sizes the rounds;
 * leaves t->h NULL and r->status set when any of that fails. */
static void prepare_one(timed_peer *t, const peer_env *env, const peer_plan_request *req,
                        const bench_options *opts)
{
    const peer *p = t->p;
    bench_result *r = t->r;
    memset(r, 0, sizeof *r);
    r->lib = p->name;
    r->fp64 = req->fp64;
    r->n = req->n;
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
    } else if ((p->prepare && p->prepare(h, env)) || p->run_forward(h, env) ||
               p->finish(h, env)) {
        snprintf(r->note, sizeof r->note, "forward transform failed");
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

/* One timed round of a prepared library; on failure it drops out. */
static void time_one(timed_peer *t, const peer_env *env)
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

static void finish_one(timed_peer *t, const peer_plan_request *req, const bench_options *opts)
{
    if (!t->h)
        return;
    t->p->destroy(t->h);
    t->h = NULL;
    bench_result *r = t->r;
    size_t bytes = req->n * req->batch * (req->fp64 ? 16u : 8u);
    r->us_per_fft = t->best * 1e6;
    r->gbps = 2.0 * (double)bytes / t->best * 1e-9;
    double bound = req->fp64 ? FP64_ERROR_BOUND : FP32_ERROR_BOUND;
    if (opts->verify && !(r->rel_err <= bound)) {
        r->status = "inaccurate";
        snprintf(r->note, sizeof r->note, "error above %.0e", bound);
    } else {
        r->status = "ok";
    }
}

static void print_versions(const peer *const *peers, size_t npeers)
{
    printf("libclfft: %s (header %d, library %u); disk cache: %s\n", clfft_version_string(),
           LIBCLFFT_VERSION, clfft_version(),
           clfft_cache_directory()[0] ? clfft_cache_directory() : "disabled");
    for (size_t i = 0; i < npeers; i++) {
        if (!strcmp(peers[i]->name, "libclfft"))
            continue;
        char v[128] = "";
        peers[i]->version(v, sizeof v);
        printf("%-9s %s\n", peers[i]->name, v);
    }
}

/* The host input and the two device buffers for one precision, sized for
 * the largest n * batch of its sweep. */
static int allocate_buffers(peer_env *env, size_t values, int fp64, void **host)
{
    size_t bytes = values * (fp64 ? 16u : 8u);
    size_t reals = values * 2;
    *host = malloc(bytes);
    if (!*host)
        return 1;
    for (size_t i = 0; i < reals; i++) {
        if (fp64)
            ((double *)*host)[i] = uniform();
        else
            ((float *)*host)[i] = (float)uniform();
    }
    cl_int e1, e2;
    env->in = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, *host, &e1);
    env->out = clCreateBuffer(env->ctx, CL_MEM_READ_WRITE, bytes, NULL, &e2);
    env->host_in = *host;
    return !env->in || !env->out;
}

static void release_buffers(peer_env *env, void *host)
{
    if (env->in)
        clReleaseMemObject(env->in);
    if (env->out)
        clReleaseMemObject(env->out);
    env->in = env->out = NULL;
    env->host_in = NULL;
    free(host);
}

/* Keeps only printable characters the plot font has. */
static void plot_title(const peer_env *env, char *buf, size_t size)
{
    char name[200];
    bench_device_string(env->dev, CL_DEVICE_NAME, name, sizeof name);
    for (char *c = name; *c; c++)
        if (!strchr("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .-/()+:_", *c))
            *c = ' ';
    snprintf(buf, size, "C2C forward bandwidth on %s", name);
}

int main(int argc, char **argv)
{
    bench_options opts;
    int parsed = bench_parse_options(argc, argv, &opts);
    if (parsed)
        return parsed > 0 ? 0 : 2;

    const peer *peers[NUM_PEERS];
    size_t npeers = 0;
    for (size_t i = 0; i < NUM_PEERS; i++)
        if (bench_lib_selected(&opts, all_peers[i]->name) && (opts.libs || !all_peers[i]->opt_in))
            peers[npeers++] = all_peers[i];
    if (!npeers) {
        fprintf(stderr, "clfft-bench: --libs %s selects nothing; built:", opts.libs);
        for (size_t i = 0; i < NUM_PEERS; i++)
            fprintf(stderr, " %s", all_peers[i]->name);
        fprintf(stderr, "\n");
        return 2;
    }

    peer_env env;
    memset(&env, 0, sizeof env);
    if (bench_device_open(opts.device, &env))
        return 2;
    bench_device_print(&env);
    if (opts.describe && !(env.describe = fopen(opts.describe, "w"))) {
        perror(opts.describe);
        bench_device_close(&env);
        return 2;
    }
    print_versions(peers, npeers);
    printf("buffers:  %zu complex fp32 / %zu complex fp64 values, out of place; %d round(s), "
           "%s launches per round; us/launch is one batched call\n\n",
           opts.elements, opts.elements / 2, opts.rounds, opts.iters ? "fixed" : "auto");

    size_t max_rows = NUM_PEERS * (opts.sizes32.count + opts.sizes64.count);
    bench_result *rows = calloc(max_rows ? max_rows : 1, sizeof *rows);
    FILE *csv = opts.csv ? report_csv_open(opts.csv) : NULL;
    if (!rows || (opts.csv && !csv)) {
        bench_device_close(&env);
        return 2;
    }
    report_table_header();

    /* Without double support fp64 is skipped rather than reported as every
     * library failing every size. */
    if (opts.fp64 && !bench_device_has_fp64(env.dev)) {
        printf("fp64: the device has no cl_khr_fp64; skipped\n");
        opts.fp64 = 0;
    }

    size_t nrows = 0;
    int libclfft_failures = 0;
    for (int fp64 = 0; fp64 <= 1; fp64++) {
        if (!(fp64 ? opts.fp64 : opts.fp32))
            continue;
        const size_list *sizes = fp64 ? &opts.sizes64 : &opts.sizes32;
        /* Same bytes per buffer in both precisions. */
        size_t elements = fp64 ? (opts.elements > 1 ? opts.elements / 2 : 1) : opts.elements;
        size_t values = 0;
        for (size_t s = 0; s < sizes->count; s++) {
            size_t v = sizes->n[s] * batch_for(elements, sizes->n[s]);
            values = v > values ? v : values;
        }
        void *host = NULL;
        if (allocate_buffers(&env, values, fp64, &host)) {
            fprintf(stderr, "clfft-bench: cannot allocate 2 x %zu %s values on the device\n",
                    values, fp64 ? "fp64" : "fp32");
            release_buffers(&env, host);
            libclfft_failures += bench_lib_selected(&opts, "libclfft");
            continue;
        }
        for (size_t s = 0; s < sizes->count; s++) {
            peer_plan_request req = {sizes->n[s], batch_for(elements, sizes->n[s]), fp64};
            /* Every library is prepared first, then the rounds take turns
             * (round r of each library before round r + 1 of any), so that
             * a slow spell of a shared machine hits all of them alike. */
            timed_peer timed[NUM_PEERS];
            for (size_t i = 0; i < npeers; i++) {
                timed[i] = (timed_peer){.p = peers[i], .r = &rows[nrows + i]};
                prepare_one(&timed[i], &env, &req, &opts);
            }
            for (int round = 0; round < opts.rounds; round++)
                for (size_t i = 0; i < npeers; i++)
                    time_one(&timed[i], &env);
            for (size_t i = 0; i < npeers; i++) {
                bench_result *r = &rows[nrows++];
                finish_one(&timed[i], &req, &opts);
                report_table_row(r);
                if (csv)
                    report_csv_row(csv, r);
                if ((peers[i] == &peer_libclfft || peers[i] == &peer_libclfft_measure) && strcmp(r->status, "ok"))
                    libclfft_failures++;
            }
        }
        release_buffers(&env, host);
    }

    int status = libclfft_failures ? 1 : 0;
    if (csv && fclose(csv)) {
        fprintf(stderr, "clfft-bench: error writing %s\n", opts.csv);
        status = 1;
    }
    if (opts.png) {
        char title[256];
        plot_title(&env, title, sizeof title);
        if (report_png(opts.png, rows, nrows, title, opts.linear_y)) {
            fprintf(stderr, "clfft-bench: could not write %s (or nothing to plot)\n", opts.png);
            status = 1;
        }
    }
    report_summary(rows, nrows);
    clfft_cache_stats cs;
    clfft_cache_get_stats(&cs);
    printf("\nlibclfft program cache: %lu memory hits, %lu disk hits, %lu builds, %lu rejected\n",
           cs.memory_hits, cs.disk_hits, cs.builds, cs.disk_rejects);
    if (libclfft_failures)
        printf("libclfft: %d size(s) not ok\n", libclfft_failures);

    for (size_t i = 0; i < npeers; i++)
        if (peers[i]->shutdown)
            peers[i]->shutdown();
    free(rows);
    bench_device_close(&env);
    return status;
}
