/* clfft-bench: libclfft against clFFT, VkFFT and cuFFT (those found at build
 * time) on one OpenCL device, one run, the same buffers and the same input.
 *
 * Each shape (N, HxW or DxHxW) of each kind (C2C, R2C, C2R) runs as a batch
 * of elements / N transforms, so every shape of a kind moves about the same
 * number of bytes and bandwidth, (input bytes + output bytes) / time, is
 * comparable across the sweep.  Time is best of R rounds of K back-to-back
 * launches ended by one clFinish: it includes launch overhead, as an
 * application calling the library would see.  The libraries' rounds
 * alternate, so that they share the machine's moods. */
#include "bench_device.h"
#include "bench_isolate.h"
#include "bench_measure.h"
#include "bench_options.h"
#include "bench_quiet.h"
#include "bench_report.h"
#include "peer.h"
#include "reference.h"

#include <clfft/clfft.h>

#include <errno.h>
#include <math.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>
#define HAVE_ISATTY 1
#endif

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

static size_t batch_for(size_t elements, const bench_shape *shape)
{
    size_t n = bench_shape_elements(shape);
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

/* The host input and the two device buffers for one precision, each of
 * `bytes`: the most that any shape and kind of its sweep reads or writes. */
static int allocate_buffers(peer_env *env, size_t bytes, int fp64, void **host)
{
    size_t reals = bytes / (fp64 ? 8u : 4u);
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

/* ---- the sweep ----
 *
 * It runs in a worker process (bench_isolate.h) unless --in-process: a
 * library that crashes then costs its own row ("crashed") and a restart of
 * the worker at the same size without it, not the whole run.  The worker
 * reports through messages; the parent collects them, prints each row as it
 * arrives (and, on a terminal, a progress line on stderr), writes the CSV
 * and makes the summary at the end.  In-process the same messages go
 * straight to the collector. */

typedef enum { MSG_STEP, MSG_ROW, MSG_OMIT, MSG_STATS } msg_kind;

/* Pointers in a message point to static strings, which a forked worker
 * shares with its parent. */
typedef struct sweep_msg {
    msg_kind kind;
    int peer;           /* MSG_STEP, MSG_ROW, MSG_OMIT: index into the sweep's peers; -1: the bench itself */
    int fp64;           /* MSG_STEP, MSG_ROW; MSG_OMIT with peer -1: the precision left out */
    bench_kind tkind;   /* MSG_STEP, MSG_ROW */
    size_t size_index;  /* MSG_STEP, MSG_ROW; SIZE_MAX: after the last size */
    const char *stage;  /* MSG_STEP: what the worker is about to do */
    bench_result row;   /* MSG_ROW */
    clfft_cache_stats stats; /* MSG_STATS: this worker's libclfft cache counts so far */
} sweep_msg;

typedef struct sweep {
    bench_options opts;
    const peer *peers[NUM_PEERS];
    size_t npeers;
    unsigned char *done; /* per (precision, kind, size, peer): its row has been reported or is not due */
    int out_fd;          /* the worker's pipe to the parent; -1 in-process */
    int restarts;        /* workers started before this one */
    int checked;         /* a worker has checked which peers the device has */
    sweep_msg rerun;     /* the step at which the last worker crashed */
    /* the collector's side */
    bench_result *rows;
    size_t nrows;
    FILE *csv;
    int libclfft_failures, libclfft_unsupported;
    clfft_cache_stats stats, worker_stats;
    sweep_msg last_step;
    /* progress on a terminal's stderr */
    FILE *progress;      /* NULL: no progress line */
    double t0;
    size_t rows_due;     /* rows this run will report */
} sweep;

static const size_list *sizes_of(const bench_options *o, int fp64)
{
    return fp64 ? &o->sizes64 : &o->sizes32;
}

static unsigned char *done_flag(sweep *sw, int fp64, bench_kind kind, size_t s, size_t i)
{
    return &sw->done[(((size_t)fp64 * BENCH_KINDS + (size_t)kind) * BENCH_MAX_SIZES + s) * NUM_PEERS + i];
}

/* Whether (fp64, kind) is part of this run at all. */
static int case_selected(const bench_options *o, int fp64, int kind)
{
    return (fp64 ? o->fp64 : o->fp32) && o->kinds[kind];
}

static double now_s(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static void format_duration(double s, char *buf, size_t size)
{
    long t = (long)(s + 0.5);
    if (t >= 3600)
        snprintf(buf, size, "%ld:%02ld:%02ld", t / 3600, t / 60 % 60, t % 60);
    else
        snprintf(buf, size, "%ld:%02ld", t / 60, t % 60);
}

/* "[12/136] 0:42 elapsed, about 3:10 left; vkfft fp32 r2c 256x256: timing" */
static void progress_show(sweep *sw, const sweep_msg *m)
{
    if (!sw->progress)
        return;
    double elapsed = now_s() - sw->t0;
    char el[32], left[48] = "";
    format_duration(elapsed, el, sizeof el);
    if (sw->nrows && sw->rows_due > sw->nrows) {
        char t[32];
        format_duration(elapsed / (double)sw->nrows * (double)(sw->rows_due - sw->nrows), t, sizeof t);
        snprintf(left, sizeof left, ", about %s left", t);
    }
    char what[160] = "";
    if (m && m->peer >= 0 && m->size_index != SIZE_MAX) {
        char shape[64];
        bench_shape_format(&sizes_of(&sw->opts, m->fp64)->s[m->size_index], shape, sizeof shape);
        snprintf(what, sizeof what, "; %s %s %s %s: %s", sw->peers[m->peer]->name, m->fp64 ? "fp64" : "fp32",
                 bench_kind_name(m->tkind), shape, m->stage);
    } else if (m && m->stage) {
        snprintf(what, sizeof what, "; %s", m->stage);
    }
    fprintf(sw->progress, "\r\033[K[%zu/%zu] %s elapsed%s%s", sw->nrows, sw->rows_due, el, left, what);
    fflush(sw->progress);
}

static void progress_clear(sweep *sw)
{
    if (sw->progress) {
        fputs("\r\033[K", sw->progress);
        fflush(sw->progress);
    }
}

/* Marks every row of peer i (or, with i == SIZE_MAX, every row of the
 * precision fp64) as not due. */
static void omit(sweep *sw, size_t i, int fp64)
{
    for (int p = 0; p <= 1; p++)
        for (int k = 0; k < BENCH_KINDS; k++)
            for (size_t s = 0; s < sizes_of(&sw->opts, p)->count; s++)
                for (size_t q = 0; q < sw->npeers; q++) {
                    if (i == SIZE_MAX ? p != fp64 : q != i)
                        continue;
                    unsigned char *d = done_flag(sw, p, (bench_kind)k, s, q);
                    if (!*d && case_selected(&sw->opts, p, k) && sw->rows_due)
                        sw->rows_due--;
                    *d = 1;
                }
}

static void collect(void *ctx, const void *message)
{
    sweep *sw = ctx;
    const sweep_msg *m = message;
    switch (m->kind) {
    case MSG_STEP:
        sw->last_step = *m;
        progress_show(sw, m);
        break;
    case MSG_ROW: {
        unsigned char *done = done_flag(sw, m->fp64, m->tkind, m->size_index, (size_t)m->peer);
        if (*done)
            break; /* each row is sent once; this only guards the rows array */
        *done = 1;
        bench_result *r = &sw->rows[sw->nrows++];
        *r = m->row;
        progress_clear(sw);
        report_table_row(r);
        if (sw->csv)
            report_csv_row(sw->csv, r);
        if (!strcmp(r->lib, peer_libclfft.name) || !strcmp(r->lib, peer_libclfft_measure.name)) {
            if (!strcmp(r->status, "unsupported"))
                sw->libclfft_unsupported++;
            else if (strcmp(r->status, "ok"))
                sw->libclfft_failures++;
        }
        progress_show(sw, &sw->last_step);
        break;
    }
    case MSG_OMIT:
        sw->checked = 1;
        if (m->peer >= 0 || m->fp64)
            omit(sw, m->peer >= 0 ? (size_t)m->peer : SIZE_MAX, m->fp64);
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

static void step(sweep *sw, int peer_index, int fp64, bench_kind kind, size_t s, const char *stage)
{
    sweep_msg m = {.kind = MSG_STEP, .peer = peer_index, .fp64 = fp64, .tkind = kind, .size_index = s,
                   .stage = stage};
    send_msg(sw, &m);
}

static void send_row(sweep *sw, int peer_index, int fp64, bench_kind kind, size_t s, const bench_result *r)
{
    sweep_msg m = {.kind = MSG_ROW, .peer = peer_index, .fp64 = fp64, .tkind = kind, .size_index = s,
                   .row = *r};
    send_msg(sw, &m);
}

static void send_stats(sweep *sw)
{
    sweep_msg m = {.kind = MSG_STATS};
    clfft_cache_get_stats(&m.stats);
    send_msg(sw, &m);
}

/* One shape of one kind: every library still to run there is prepared
 * first (a library that cannot run it reports its row at once), then the
 * rounds take turns (round r of each library before round r + 1 of any),
 * so that a slow spell of a shared machine hits all of them alike. */
static void run_size(sweep *sw, const peer_env *env, size_t s, const peer_plan_request *req)
{
    timed_peer timed[NUM_PEERS];
    bench_result results[NUM_PEERS];
    unsigned char due[NUM_PEERS];
    int fp64 = req->fp64;
    bench_kind kind = req->kind;
    for (size_t i = 0; i < sw->npeers; i++) {
        timed[i] = (timed_peer){.p = sw->peers[i], .r = &results[i]};
        due[i] = !*done_flag(sw, fp64, kind, s, i);
        if (!due[i])
            continue;
        step(sw, (int)i, fp64, kind, s, "planning and checking");
        quiet_state q;
        quiet_begin(&q); /* compilers' chatter stays out of the table */
        measure_prepare(&timed[i], env, req, &sw->opts);
        quiet_end(&q);
        send_stats(sw); /* a worker that crashes later keeps its builds counted */
        if (!timed[i].h) {
            send_row(sw, (int)i, fp64, kind, s, &results[i]);
            due[i] = 0;
        }
    }
    for (int round = 0; round < sw->opts.rounds; round++)
        for (size_t i = 0; i < sw->npeers; i++)
            if (due[i] && timed[i].h) {
                step(sw, (int)i, fp64, kind, s, "timing");
                measure_round(&timed[i], env);
            }
    for (size_t i = 0; i < sw->npeers; i++) {
        if (!due[i])
            continue;
        step(sw, (int)i, fp64, kind, s, "releasing its plan");
        measure_finish(&timed[i], req, &sw->opts);
        if (sw->restarts && sw->rerun.fp64 == fp64 && sw->rerun.tkind == kind && sw->rerun.size_index == s &&
            !results[i].note[0])
            snprintf(results[i].note, sizeof results[i].note,
                     "run again after %s crashed here (its cold plan may be a cache hit)",
                     sw->peers[sw->rerun.peer]->name);
        send_row(sw, (int)i, fp64, kind, s, &results[i]);
    }
}

/* Values per buffer: the same bytes in both precisions. */
static size_t precision_elements(const bench_options *opts, int fp64)
{
    return fp64 ? (opts->elements > 1 ? opts->elements / 2 : 1) : opts->elements;
}

/* The row of a library that produced no measurement at a size. */
static bench_result missing_row(const peer *p, int fp64, bench_kind kind, const bench_shape *shape,
                                size_t elements, const char *status)
{
    return (bench_result){.lib = p->name, .fp64 = fp64, .kind = kind, .shape = *shape,
                          .batch = batch_for(elements, shape), .us_per_fft = NAN, .gbps = NAN, .rel_err = NAN,
                          .plan_cold_ms = NAN, .plan_warm_ms = NAN, .status = status};
}

static int precision_pending(sweep *sw, int fp64)
{
    const size_list *sizes = sizes_of(&sw->opts, fp64);
    for (int k = 0; k < BENCH_KINDS; k++)
        for (size_t s = 0; s < sizes->count && case_selected(&sw->opts, fp64, k); s++)
            for (size_t i = 0; i < sw->npeers; i++)
                if (!*done_flag(sw, fp64, (bench_kind)k, s, i))
                    return 1;
    return 0;
}

/* The first worker asks each library whether it can run on this device at
 * all; one that cannot is left out of the run with one line saying why. */
static void check_peers(sweep *sw, const peer_env *env)
{
    for (size_t i = 0; i < sw->npeers; i++) {
        char why[160] = "";
        if (!sw->peers[i]->available || sw->peers[i]->available(env, why, sizeof why))
            continue;
        printf("%-9s not available on this device (%s): left out\n", sw->peers[i]->name, why);
        sweep_msg m = {.kind = MSG_OMIT, .peer = (int)i};
        send_msg(sw, &m);
        omit(sw, i, 0); /* the worker's own copy, when it is a separate process */
    }
    sweep_msg m = {.kind = MSG_OMIT, .peer = -1, .fp64 = 0};
    send_msg(sw, &m); /* checked */
}

/* The worker: opens the device and runs every (precision, kind, size,
 * library) whose row is still missing.  Returns the process status: 0, or 2
 * when the device or a file could not be opened. */
static int run_sweep(void *ctx, int out_fd)
{
    sweep *sw = ctx;
    bench_options *opts = &sw->opts;
    sw->out_fd = out_fd;
    step(sw, -1, 0, BENCH_C2C, 0, "opening the device");
    peer_env env;
    memset(&env, 0, sizeof env);
    if (bench_device_open(opts->device, &env))
        return 2;
    int first = sw->restarts == 0;
    if (first) {
        bench_device_print(&env);
        print_versions(sw->peers, sw->npeers);
    }
    if (!sw->checked)
        check_peers(sw, &env);
    if (first)
        printf("buffers:  %zu fp32 / %zu fp64 values per batch, out of place; %d round(s), "
               "%s launches per round; us/launch is one batched call\n",
               opts->elements, precision_elements(opts, 1), opts->rounds, opts->iters ? "fixed" : "auto");
    if (first && opts->verify)
        printf("errors:   relative L2 against FFTW, double for fp32, %s for fp64\n",
               reference_fp64_wide() ? "long double" : "double (no fftw3l)");
    if (first)
        printf("\n");
    /* a restarted worker adds to the descriptions of the one before (main
     * emptied the file) */
    if (opts->describe && !(env.describe = fopen(opts->describe, "a"))) {
        perror(opts->describe);
        bench_device_close(&env);
        return 2;
    }

    /* Without double support fp64 is skipped rather than reported as every
     * library failing every size. */
    if (opts->fp64 && !bench_device_has_fp64(env.dev)) {
        if (first)
            printf("fp64: the device has no cl_khr_fp64; skipped\n");
        sweep_msg m = {.kind = MSG_OMIT, .peer = -1, .fp64 = 1};
        send_msg(sw, &m);
        opts->fp64 = 0;
    }
    if (first)
        report_table_header();

    for (int fp64 = 0; fp64 <= 1; fp64++) {
        if (!(fp64 ? opts->fp64 : opts->fp32) || !precision_pending(sw, fp64))
            continue;
        const size_list *sizes = sizes_of(opts, fp64);
        size_t elements = precision_elements(opts, fp64);
        size_t bytes = 0;
        for (int k = 0; k < BENCH_KINDS; k++)
            for (size_t s = 0; s < sizes->count && opts->kinds[k]; s++) {
                peer_plan_request req = {sizes->s[s], (bench_kind)k, batch_for(elements, &sizes->s[s]), fp64};
                size_t in = peer_request_in_bytes(&req), out = peer_request_out_bytes(&req);
                bytes = in > bytes ? in : bytes;
                bytes = out > bytes ? out : bytes;
            }
        void *host = NULL;
        step(sw, -1, fp64, BENCH_C2C, 0, "allocating buffers");
        if (allocate_buffers(&env, bytes, fp64, &host)) {
            fprintf(stderr, "clfft-bench: cannot allocate 2 x %zu bytes for %s on the device\n", bytes,
                    fp64 ? "fp64" : "fp32");
            release_buffers(&env, host);
            for (int k = 0; k < BENCH_KINDS; k++)
                for (size_t s = 0; s < sizes->count && opts->kinds[k]; s++)
                    for (size_t i = 0; i < sw->npeers; i++)
                        if (!*done_flag(sw, fp64, (bench_kind)k, s, i)) {
                            bench_result r =
                                missing_row(sw->peers[i], fp64, (bench_kind)k, &sizes->s[s], elements, "failed");
                            snprintf(r.note, sizeof r.note, "no device buffers for this precision");
                            send_row(sw, (int)i, fp64, (bench_kind)k, s, &r);
                        }
            continue;
        }
        for (int k = 0; k < BENCH_KINDS; k++)
            for (size_t s = 0; s < sizes->count && opts->kinds[k]; s++) {
                peer_plan_request req = {sizes->s[s], (bench_kind)k, batch_for(elements, &sizes->s[s]), fp64};
                run_size(sw, &env, s, &req);
            }
        release_buffers(&env, host);
    }
    reference_release();

    for (size_t i = 0; i < sw->npeers; i++)
        if (sw->peers[i]->shutdown) {
            step(sw, (int)i, 0, BENCH_C2C, SIZE_MAX, "shutting down");
            sw->peers[i]->shutdown();
        }
    step(sw, -1, 0, BENCH_C2C, SIZE_MAX, "closing the device");
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
    if (at->peer < 0 || at->size_index == SIZE_MAX ||
        *done_flag(sw, at->fp64, at->tkind, at->size_index, (size_t)at->peer)) {
        progress_clear(sw);
        fprintf(stderr, "clfft-bench: the worker died (signal %d, %s) while %s%s%s\n", sig, signal_name(sig),
                at->peer >= 0 ? sw->peers[at->peer]->name : "", at->peer >= 0 ? " was " : "", at->stage);
        return 1;
    }
    const size_list *sizes = sizes_of(&sw->opts, at->fp64);
    bench_result r = missing_row(sw->peers[at->peer], at->fp64, at->tkind, &sizes->s[at->size_index],
                                 precision_elements(&sw->opts, at->fp64), "crashed");
    snprintf(r.note, sizeof r.note, "signal %d (%s) while %s; the run went on without it here", sig,
             signal_name(sig), at->stage);
    send_row(sw, at->peer, at->fp64, at->tkind, at->size_index, &r);
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
    progress_clear(sw);
    return status < 0 ? 1 : status;
}

/* Output files are opened (the CSV) or tried (the descriptions, which the
 * worker appends to) before any work, so that a bad path costs nothing. */
static int open_outputs(sweep *sw)
{
    const bench_options *opts = &sw->opts;
    if (opts->csv && !(sw->csv = report_csv_open(opts->csv)))
        return 1;
    if (opts->describe) {
        FILE *f = fopen(opts->describe, "w");
        if (!f) {
            fprintf(stderr, "clfft-bench: cannot write %s: %s\n", opts->describe, strerror(errno));
            return 1;
        }
        fclose(f);
    }
    return 0;
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

    /* one row per (precision, kind, size, library), whoever reports it */
    size_t max_rows = NUM_PEERS * BENCH_KINDS * (opts->sizes32.count + opts->sizes64.count) + 1;
    sw.rows = calloc(max_rows, sizeof *sw.rows);
    sw.done = calloc(2 * BENCH_KINDS * BENCH_MAX_SIZES * NUM_PEERS, 1);
    if (!sw.rows || !sw.done || open_outputs(&sw)) {
        if (sw.csv)
            fclose(sw.csv);
        free(sw.rows);
        free(sw.done);
        return 2;
    }
    for (int p = 0; p <= 1; p++)
        for (int k = 0; k < BENCH_KINDS; k++)
            if (case_selected(opts, p, k))
                sw.rows_due += sizes_of(opts, p)->count * sw.npeers;
#ifdef HAVE_ISATTY
    /* the progress line goes to a copy of stderr, which compilers' chatter
     * capture (bench_quiet.h) leaves alone */
    if (isatty(2)) {
        int fd = dup(2);
        sw.progress = fd >= 0 ? fdopen(fd, "w") : NULL;
    }
#endif
    sw.t0 = now_s();
    int status = run_all(&sw);
    if (sw.progress)
        fclose(sw.progress);
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
    report_summary(sw.rows, sw.nrows);
    printf("\nlibclfft program cache: %lu memory hits, %lu disk hits, %lu builds, %lu rejected\n",
           sw.stats.memory_hits, sw.stats.disk_hits, sw.stats.builds, sw.stats.disk_rejects);
    if (sw.libclfft_unsupported)
        printf("libclfft: %d row(s) unsupported\n", sw.libclfft_unsupported);
    if (sw.libclfft_failures)
        printf("libclfft: %d row(s) failed, crashed or inaccurate\n", sw.libclfft_failures);
    free(sw.rows);
    free(sw.done);
    return status ? status : sw.libclfft_failures ? 1 : 0;
}
