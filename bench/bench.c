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
#include "bench_isolate.h"
#include "bench_measure.h"
#include "bench_options.h"
#include "bench_report.h"
#include "peer.h"

#include <clfft/clfft.h>

#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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
    &peer_crash,
};
enum { NUM_PEERS = sizeof all_peers / sizeof all_peers[0] };

/* Uniform in [-0.5, 0.5), from a seed per precision, so that every run, and
 * a worker started after a crash, sees the same data. */
static double uniform(uint64_t *state)
{
    uint64_t z = (*state += 0x9E3779B97F4A7C15ull); /* splitmix64 */
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    z ^= z >> 31;
    return (double)(z >> 11) * (1.0 / 9007199254740992.0) - 0.5;
}

static size_t batch_for(size_t elements, size_t n)
{
    return n >= elements ? 1 : elements / n;
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
    uint64_t rng = fp64 ? 0x2545F4914F6CDD1Dull : 0x9E3779B97F4A7C15ull;
    for (size_t i = 0; i < reals; i++) {
        if (fp64)
            ((double *)*host)[i] = uniform(&rng);
        else
            ((float *)*host)[i] = (float)uniform(&rng);
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

/* ---- the sweep ----
 *
 * It runs in a worker process (bench_isolate.h) unless --in-process: a
 * library that crashes then costs its own row ("crashed") and a restart of
 * the worker at the same size without it, not the whole run.  The worker
 * reports through messages; the parent collects them, prints the table,
 * writes the CSV as rows arrive and makes the summary and the plot at the
 * end.  In-process the same messages go straight to the collector. */

typedef enum { MSG_STEP, MSG_ROW, MSG_TITLE, MSG_STATS } msg_kind;

/* Pointers in a message point to static strings, which a forked worker
 * shares with its parent. */
typedef struct sweep_msg {
    msg_kind kind;
    int peer;           /* MSG_STEP, MSG_ROW: index into the sweep's peers; -1: the bench itself */
    int fp64;           /* MSG_STEP, MSG_ROW */
    size_t size_index;  /* MSG_STEP, MSG_ROW; SIZE_MAX: after the last size */
    const char *stage;  /* MSG_STEP: what the worker is about to do */
    bench_result row;   /* MSG_ROW */
    char title[256];    /* MSG_TITLE: the plot's title, from the device name */
    clfft_cache_stats stats; /* MSG_STATS: this worker's libclfft cache counts so far */
} sweep_msg;

typedef struct sweep {
    bench_options opts;
    const peer *peers[NUM_PEERS];
    size_t npeers;
    unsigned char *done; /* per (precision, size, peer): its row has been reported */
    int out_fd;          /* the worker's pipe to the parent; -1 in-process */
    int restarts;        /* workers started before this one */
    sweep_msg rerun;     /* the step at which the last worker crashed */
    /* the collector's side */
    bench_result *rows;
    size_t nrows;
    FILE *csv;
    int libclfft_failures;
    char title[256];
    clfft_cache_stats stats, worker_stats;
    sweep_msg last_step;
} sweep;

static unsigned char *done_flag(sweep *sw, int fp64, size_t s, size_t i)
{
    return &sw->done[((size_t)fp64 * BENCH_MAX_SIZES + s) * NUM_PEERS + i];
}

static void collect(void *ctx, const void *message)
{
    sweep *sw = ctx;
    const sweep_msg *m = message;
    switch (m->kind) {
    case MSG_STEP:
        sw->last_step = *m;
        break;
    case MSG_ROW: {
        unsigned char *done = done_flag(sw, m->fp64, m->size_index, (size_t)m->peer);
        if (*done)
            break; /* each row is sent once; this only guards the rows array */
        *done = 1;
        bench_result *r = &sw->rows[sw->nrows++];
        *r = m->row;
        report_table_row(r);
        if (sw->csv)
            report_csv_row(sw->csv, r);
        if ((!strcmp(r->lib, peer_libclfft.name) || !strcmp(r->lib, peer_libclfft_measure.name)) &&
            strcmp(r->status, "ok"))
            sw->libclfft_failures++;
        break;
    }
    case MSG_TITLE:
        snprintf(sw->title, sizeof sw->title, "%s", m->title);
        break;
    case MSG_STATS:
        sw->worker_stats = m->stats;
        break;
    }
}

static void send_msg(sweep *sw, const sweep_msg *m)
{
    if (sw->out_fd < 0) {
        collect(sw, m);
        return;
    }
    /* what the worker printed comes before what the parent prints for it */
    fflush(stdout);
    if (bench_isolate_send(sw->out_fd, m, sizeof *m))
        _Exit(3); /* the parent is gone: nobody to report to */
}

static void step(sweep *sw, int peer_index, int fp64, size_t s, const char *stage)
{
    sweep_msg m = {.kind = MSG_STEP, .peer = peer_index, .fp64 = fp64, .size_index = s, .stage = stage};
    send_msg(sw, &m);
}

static void send_row(sweep *sw, int peer_index, int fp64, size_t s, const bench_result *r)
{
    sweep_msg m = {.kind = MSG_ROW, .peer = peer_index, .fp64 = fp64, .size_index = s, .row = *r};
    send_msg(sw, &m);
}

static void send_stats(sweep *sw)
{
    sweep_msg m = {.kind = MSG_STATS};
    clfft_cache_get_stats(&m.stats);
    send_msg(sw, &m);
}

/* One size: every library still to run there is prepared first, then the
 * rounds take turns (round r of each library before round r + 1 of any),
 * so that a slow spell of a shared machine hits all of them alike. */
static void run_size(sweep *sw, const peer_env *env, int fp64, size_t s, const peer_plan_request *req)
{
    timed_peer timed[NUM_PEERS];
    bench_result results[NUM_PEERS];
    for (size_t i = 0; i < sw->npeers; i++) {
        timed[i] = (timed_peer){.p = sw->peers[i], .r = &results[i]};
        if (*done_flag(sw, fp64, s, i))
            continue;
        step(sw, (int)i, fp64, s, "planning and checking");
        measure_prepare(&timed[i], env, req, &sw->opts);
        send_stats(sw); /* a worker that crashes later keeps its builds counted */
    }
    for (int round = 0; round < sw->opts.rounds; round++)
        for (size_t i = 0; i < sw->npeers; i++)
            if (!*done_flag(sw, fp64, s, i) && timed[i].h) {
                step(sw, (int)i, fp64, s, "timing");
                measure_round(&timed[i], env);
            }
    for (size_t i = 0; i < sw->npeers; i++) {
        if (*done_flag(sw, fp64, s, i))
            continue;
        step(sw, (int)i, fp64, s, "releasing its plan");
        measure_finish(&timed[i], req, &sw->opts);
        if (sw->restarts && sw->rerun.fp64 == fp64 && sw->rerun.size_index == s && !results[i].note[0])
            snprintf(results[i].note, sizeof results[i].note,
                     "run again after %s crashed here (its cold plan may be a cache hit)",
                     sw->peers[sw->rerun.peer]->name);
        send_row(sw, (int)i, fp64, s, &results[i]);
    }
}

/* Complex values per buffer: the same bytes in both precisions. */
static size_t precision_elements(const bench_options *opts, int fp64)
{
    return fp64 ? (opts->elements > 1 ? opts->elements / 2 : 1) : opts->elements;
}

/* The row of a library that produced no measurement at a size. */
static bench_result missing_row(const peer *p, int fp64, size_t n, size_t elements, const char *status)
{
    return (bench_result){.lib = p->name, .fp64 = fp64, .n = n, .batch = batch_for(elements, n),
                          .us_per_fft = NAN, .gbps = NAN, .rel_err = NAN, .plan_cold_ms = NAN,
                          .plan_warm_ms = NAN, .status = status};
}

static int precision_pending(sweep *sw, int fp64)
{
    const size_list *sizes = fp64 ? &sw->opts.sizes64 : &sw->opts.sizes32;
    for (size_t s = 0; s < sizes->count; s++)
        for (size_t i = 0; i < sw->npeers; i++)
            if (!*done_flag(sw, fp64, s, i))
                return 1;
    return 0;
}

/* The worker: opens the device and runs every (precision, size, library)
 * whose row is still missing.  Returns the process status: 0, or 2 when
 * the device or a file could not be opened. */
static int run_sweep(void *ctx, int out_fd)
{
    sweep *sw = ctx;
    bench_options *opts = &sw->opts;
    sw->out_fd = out_fd;
    step(sw, -1, 0, 0, "opening the device");
    peer_env env;
    memset(&env, 0, sizeof env);
    if (bench_device_open(opts->device, &env))
        return 2;
    int first = sw->restarts == 0;
    if (first) {
        bench_device_print(&env);
        print_versions(sw->peers, sw->npeers);
        printf("buffers:  %zu complex fp32 / %zu complex fp64 values, out of place; %d round(s), "
               "%s launches per round; us/launch is one batched call\n\n",
               opts->elements, opts->elements / 2, opts->rounds, opts->iters ? "fixed" : "auto");
    }
    sweep_msg title = {.kind = MSG_TITLE};
    plot_title(&env, title.title, sizeof title.title);
    send_msg(sw, &title);
    /* a restarted worker adds to the descriptions of the one before */
    if (opts->describe && !(env.describe = fopen(opts->describe, first ? "w" : "a"))) {
        perror(opts->describe);
        bench_device_close(&env);
        return 2;
    }
    if (first)
        report_table_header();

    /* Without double support fp64 is skipped rather than reported as every
     * library failing every size. */
    if (opts->fp64 && !bench_device_has_fp64(env.dev)) {
        if (first)
            printf("fp64: the device has no cl_khr_fp64; skipped\n");
        opts->fp64 = 0;
    }

    for (int fp64 = 0; fp64 <= 1; fp64++) {
        if (!(fp64 ? opts->fp64 : opts->fp32) || !precision_pending(sw, fp64))
            continue;
        const size_list *sizes = fp64 ? &opts->sizes64 : &opts->sizes32;
        size_t elements = precision_elements(opts, fp64);
        size_t values = 0;
        for (size_t s = 0; s < sizes->count; s++) {
            size_t v = sizes->n[s] * batch_for(elements, sizes->n[s]);
            values = v > values ? v : values;
        }
        void *host = NULL;
        step(sw, -1, fp64, 0, "allocating buffers");
        if (allocate_buffers(&env, values, fp64, &host)) {
            fprintf(stderr, "clfft-bench: cannot allocate 2 x %zu %s values on the device\n", values,
                    fp64 ? "fp64" : "fp32");
            release_buffers(&env, host);
            for (size_t s = 0; s < sizes->count; s++)
                for (size_t i = 0; i < sw->npeers; i++)
                    if (!*done_flag(sw, fp64, s, i)) {
                        bench_result r = missing_row(sw->peers[i], fp64, sizes->n[s], elements, "failed");
                        snprintf(r.note, sizeof r.note, "no device buffers for this precision");
                        send_row(sw, (int)i, fp64, s, &r);
                    }
            continue;
        }
        for (size_t s = 0; s < sizes->count; s++) {
            peer_plan_request req = {sizes->n[s], batch_for(elements, sizes->n[s]), fp64};
            run_size(sw, &env, fp64, s, &req);
        }
        release_buffers(&env, host);
    }

    for (size_t i = 0; i < sw->npeers; i++)
        if (sw->peers[i]->shutdown) {
            step(sw, (int)i, 0, SIZE_MAX, "shutting down");
            sw->peers[i]->shutdown();
        }
    step(sw, -1, 0, SIZE_MAX, "closing the device");
    bench_device_close(&env); /* and the descriptions file */
    return 0;
}

static const char *signal_name(int sig)
{
    switch (sig) {
    case SIGSEGV: return "segmentation fault";
    case SIGBUS: return "bus error";
    case SIGABRT: return "abort";
    case SIGFPE: return "arithmetic exception";
    case SIGILL: return "illegal instruction";
    case SIGKILL: return "killed";
    default: return "signal";
    }
}

/* A worker that a signal ended while a library was at work: that library's
 * row at that size says so, and the caller starts another worker.  Returns
 * 0 when a restart can go on, 1 when the death is not a library's. */
static int record_crash(sweep *sw, int sig)
{
    const sweep_msg *at = &sw->last_step;
    if (at->peer < 0 || at->size_index == SIZE_MAX || *done_flag(sw, at->fp64, at->size_index, (size_t)at->peer)) {
        fprintf(stderr, "clfft-bench: the worker died (signal %d, %s) while %s%s%s\n", sig, signal_name(sig),
                at->peer >= 0 ? sw->peers[at->peer]->name : "", at->peer >= 0 ? " was " : "", at->stage);
        return 1;
    }
    const size_list *sizes = at->fp64 ? &sw->opts.sizes64 : &sw->opts.sizes32;
    bench_result r = missing_row(sw->peers[at->peer], at->fp64, sizes->n[at->size_index],
                                 precision_elements(&sw->opts, at->fp64), "crashed");
    snprintf(r.note, sizeof r.note, "signal %d (%s) while %s; the run went on without it here", sig,
             signal_name(sig), at->stage);
    send_row(sw, at->peer, at->fp64, at->size_index, &r);
    sw->rerun = *at;
    return 0;
}

/* Adds the last worker's cache counts to the run's. */
static void add_worker_stats(sweep *sw)
{
    sw->stats.memory_hits += sw->worker_stats.memory_hits;
    sw->stats.disk_hits += sw->worker_stats.disk_hits;
    sw->stats.builds += sw->worker_stats.builds;
    sw->stats.disk_rejects += sw->worker_stats.disk_rejects;
    memset(&sw->worker_stats, 0, sizeof sw->worker_stats);
}

/* Runs the sweep, in workers unless --in-process; returns 0, 1 when a
 * worker died outside any library, or 2 when the worker could not open the
 * device or its files. */
static int run_all(sweep *sw)
{
    int status = -1000;
    if (!sw->opts.in_process && bench_isolate_available()) {
        for (;; sw->restarts++) {
            sw->last_step = (sweep_msg){.kind = MSG_STEP, .peer = -1, .stage = "starting"};
            status = bench_isolate_run(run_sweep, collect, sw, sizeof(sweep_msg));
            add_worker_stats(sw);
            if (status >= 0 || status == -1000 || record_crash(sw, -status))
                break;
        }
        if (status == -1000)
            fprintf(stderr, "clfft-bench: cannot start a worker process; running in this one\n");
    }
    if (status == -1000) {
        status = run_sweep(sw, -1);
        add_worker_stats(sw);
    }
    return status < 0 ? 1 : status;
}

int main(int argc, char **argv)
{
    static sweep sw; /* large; zeroed */
    sw.out_fd = -1;
    int parsed = bench_parse_options(argc, argv, &sw.opts);
    if (parsed)
        return parsed > 0 ? 0 : 2;
    const bench_options *opts = &sw.opts;

    for (size_t i = 0; i < NUM_PEERS; i++)
        if (bench_lib_selected(opts, all_peers[i]->name) && (opts->libs || !all_peers[i]->opt_in))
            sw.peers[sw.npeers++] = all_peers[i];
    if (!sw.npeers) {
        fprintf(stderr, "clfft-bench: --libs %s selects nothing; built:", opts->libs);
        for (size_t i = 0; i < NUM_PEERS; i++)
            fprintf(stderr, " %s", all_peers[i]->name);
        fprintf(stderr, "\n");
        return 2;
    }

    /* one row per (precision, size, library), whoever reports it */
    size_t max_rows = NUM_PEERS * (opts->sizes32.count + opts->sizes64.count) + 1;
    sw.rows = calloc(max_rows, sizeof *sw.rows);
    sw.done = calloc(2 * BENCH_MAX_SIZES * NUM_PEERS, 1);
    sw.csv = opts->csv ? report_csv_open(opts->csv) : NULL;
    if (!sw.rows || !sw.done || (opts->csv && !sw.csv)) {
        free(sw.rows);
        free(sw.done);
        return 2;
    }
    int status = run_all(&sw);
    if (status == 2 && !sw.nrows) {
        /* no device (it said why): nothing to write or sum up */
        if (sw.csv)
            fclose(sw.csv);
        free(sw.rows);
        free(sw.done);
        return 2;
    }

    if (sw.csv && fclose(sw.csv)) {
        fprintf(stderr, "clfft-bench: error writing %s\n", opts->csv);
        status = status ? status : 1;
    }
    if (opts->png) {
        if (report_png(opts->png, sw.rows, sw.nrows, sw.title, opts->linear_y)) {
            fprintf(stderr, "clfft-bench: could not write %s (or nothing to plot)\n", opts->png);
            status = status ? status : 1;
        }
    }
    report_summary(sw.rows, sw.nrows);
    printf("\nlibclfft program cache: %lu memory hits, %lu disk hits, %lu builds, %lu rejected\n",
           sw.stats.memory_hits, sw.stats.disk_hits, sw.stats.builds, sw.stats.disk_rejects);
    if (sw.libclfft_failures)
        printf("libclfft: %d size(s) not ok\n", sw.libclfft_failures);
    free(sw.rows);
    free(sw.done);
    return status ? status : sw.libclfft_failures ? 1 : 0;
}
