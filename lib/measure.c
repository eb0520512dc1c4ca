/* The measuring planner: plan every variant of the rules (plan_variant.c),
 * keep the distinct plans, time each on the device with scratch buffers,
 * keep the fastest.  Costs one compilation per distinct candidate, so the
 * choice is remembered: in memory for the process, and as a small text
 * file in the disk cache ("measured-<key>.txt", the variant's name) for the
 * next process on the same device, driver and library version. */
#include "measure.h"

#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "fft_codegen.h"
#include "error.h"
#include "fft_plan.h"
#include "hash.h"
#include "plan_internal.h"
#include "program_cache.h"

/* Elements per timed buffer: GPUs get buffers well beyond their last-level
 * cache (the H200 has 50 MB of L2), so that candidates are timed against
 * memory as in real use; CPUs smaller ones, because they are slow. */
#define MEASURE_GPU_ELEMENTS ((size_t)1 << 24)
#define MEASURE_CPU_ELEMENTS ((size_t)1 << 18)
#define MEASURE_ROUND_SECONDS 0.005 /* launches per round: at least this long */
#define MEASURE_ROUNDS 3            /* best of */
#define MEASURE_MAX_LAUNCHES 1000
/* A variant replaces the rules only when it is this much faster: the
 * rules' plan is the tested default, and on a noisy device (pocl on a
 * shared 2-core machine varies by several per cent between rounds) a
 * smaller difference is as likely noise as a better plan. */
#define MEASURE_MARGIN 0.03

typedef struct candidate {
    size_t variant;  /* index in the variant list */
    double seconds;  /* per launch, best round; INFINITY until timed */
    clfft_status failed; /* CLFFT_OK, or why it could not be built or run */
} candidate;

/* ---- the remembered choices ---- */

typedef struct remembered {
    fft_hash key;
    size_t variant;
    struct remembered *next;
} remembered;

static pthread_mutex_t remembered_lock = PTHREAD_MUTEX_INITIALIZER;
static remembered *remembered_list; /* guarded by remembered_lock; lives as long as the process */


/* The transform's fields that shape a plan (not the scales), the profile,
 * the device and its driver (as the binaries' key) and the library with
 * its list of variants. */
static clfft_status measure_key(cl_device_id dev, const clfft_desc *d, const clfft_profile *prof, fft_hash *key)
{
    fft_key h;
    fft_key_init(&h);
    fft_key_str(&h, "measured plan v3");
    fft_key_str(&h, clfft_version_string());
    for (size_t i = 0; i < fft_variant_count(); i++)
        fft_key_str(&h, fft_variant_name(i));
    clfft_status st = program_cache_hash_device(&h, dev);
    if (st != CLFFT_OK) {
        fft_key_free(&h);
        return st;
    }
    char text[2048];
    clfft_profile_format(prof, text, sizeof text);
    fft_key_str(&h, text);
    const size_t fields[] = {(size_t)d->rank, d->n[0], d->n[1], d->n[2], d->batch, (size_t)d->kind,
                             (size_t)d->precision, (size_t)(d->inplace != 0), d->istride[0], d->istride[1],
                             d->istride[2], d->ostride[0], d->ostride[1], d->ostride[2], d->idist, d->odist,
                             d->ioffset, d->ooffset, (size_t)d->directions};
    for (size_t i = 0; i < sizeof fields / sizeof fields[0]; i++)
        fft_key_u64(&h, fields[i]);
    if (h.failed) {
        fft_key_free(&h);
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "measuring: key material");
    }
    *key = fft_key_hash(&h);
    fft_key_free(&h);
    return CLFFT_OK;
}

/* The disk cache's file of a remembered choice. */
static void choice_file(char name[64], const fft_hash *key)
{
    char hex[33];
    fft_hash_hex(key, hex);
    snprintf(name, 64, "measured-%s.txt", hex);
}

static int recall(const fft_hash *key, size_t *variant)
{
    int found = 0;
    pthread_mutex_lock(&remembered_lock);
    for (remembered *r = remembered_list; r && !found; r = r->next)
        if (fft_hash_equal(&r->key, key)) {
            *variant = r->variant;
            found = 1;
        }
    pthread_mutex_unlock(&remembered_lock);
    if (found)
        return 1;
    char name[64], *text;
    choice_file(name, key);
    if (!(text = program_cache_load_text(name)))
        return 0;
    text[strcspn(text, "\n")] = '\0';
    found = fft_variant_find(text, variant);
    free(text);
    return found;
}

static void remember(const fft_hash *key, size_t variant)
{
    remembered *r = malloc(sizeof *r);
    if (r) {
        r->key = *key;
        r->variant = variant;
        pthread_mutex_lock(&remembered_lock);
        r->next = remembered_list;
        remembered_list = r;
        pthread_mutex_unlock(&remembered_lock);
    }
    char name[64], text[64];
    choice_file(name, key);
    snprintf(text, sizeof text, "%s\n", fft_variant_name(variant));
    program_cache_save_text(name, text); /* best effort, as the binaries */
}

/* ---- candidates ---- */

/* The distinct plans of the variants for the timed transform; variant 0
 * (the rules) always comes first, and its failure is the caller's. */
/* A plan's identity: the hash of its steps' generated sources. */
static clfft_status steps_hash(const fft_steps *plan, const clfft_profile *prof, fft_hash *out)
{
    fft_key h;
    fft_key_init(&h);
    for (unsigned s = 0; s < plan->nsteps; s++) {
        char *source = codegen_generate(&plan->steps[s].layout, prof);
        if (!source) {
            fft_key_free(&h);
            return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "generating the kernel source");
        }
        fft_key_str(&h, source);
        free(source);
    }
    if (h.failed) {
        fft_key_free(&h);
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "hashing the kernel sources");
    }
    *out = fft_key_hash(&h);
    fft_key_free(&h);
    return CLFFT_OK;
}

static clfft_status list_candidates(const clfft_desc *timed, const clfft_profile *prof, candidate *out,
                                    size_t *count)
{
    fft_hash seen[64];
    size_t n = 0;
    fft_steps *steps = malloc(sizeof *steps);
    if (!steps)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan steps");
    for (size_t i = 0; i < fft_variant_count() && n < sizeof seen / sizeof seen[0]; i++) {
        fft_variant v = fft_variant_at(i);
        clfft_status st = fft_solve(timed, prof, &v, steps);
        if (st != CLFFT_OK) {
            if (i == 0) {
                free(steps);
                return st;
            }
            continue; /* a variant that does not fit this transform */
        }
        fft_hash h;
        if ((st = steps_hash(steps, prof, &h)) != CLFFT_OK) {
            free(steps);
            return st;
        }
        int duplicate = 0;
        for (size_t k = 0; k < n && !duplicate; k++)
            duplicate = fft_hash_equal(&seen[k], &h);
        if (duplicate)
            continue;
        seen[n] = h;
        out[n].variant = i;
        out[n].seconds = INFINITY;
        out[n].failed = CLFFT_OK;
        n++;
    }
    free(steps);
    *count = n;
    fft_clear_error(); /* variants that did not fit left their reason */
    return CLFFT_OK;
}

/* ---- timing ---- */

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static clfft_status launch_and_wait(clfft_plan *plan, int forward, cl_command_queue q, cl_mem in, cl_mem out,
                                    size_t launches)
{
    for (size_t i = 0; i < launches; i++) {
        clfft_status st = forward ? clfft_enqueue_forward(plan, q, in, out, 0, NULL, NULL)
                                  : clfft_enqueue_backward(plan, q, in, out, 0, NULL, NULL);
        if (st != CLFFT_OK)
            return st;
    }
    cl_int err = clFinish(q);
    return err == CL_SUCCESS ? CLFFT_OK : fft_fail(fft_status_from_cl(err), "clFinish: %s", fft_cl_error_name(err));
}

/* Launches per timed round: enough for MEASURE_ROUND_SECONDS, from one
 * timed launch after a warm-up launch. */
static clfft_status launches_per_round(clfft_plan *plan, int forward, cl_command_queue q, cl_mem in, cl_mem out,
                                       size_t *launches)
{
    clfft_status st = launch_and_wait(plan, forward, q, in, out, 1);
    double t0 = now_seconds();
    if (st == CLFFT_OK)
        st = launch_and_wait(plan, forward, q, in, out, 1);
    double once = now_seconds() - t0;
    *launches = once > 0 ? (size_t)ceil(MEASURE_ROUND_SECONDS / once) : MEASURE_MAX_LAUNCHES;
    if (*launches > MEASURE_MAX_LAUNCHES)
        *launches = MEASURE_MAX_LAUNCHES;
    if (*launches < 1)
        *launches = 1;
    return st;
}

/* The transform the candidates are timed on: the user's, with a batch that
 * moves about MEASURE_*_ELEMENTS (timing 2^27 elements would cost seconds
 * per candidate), at least the batch a work-group of the first kernel
 * takes, in one direction. */
static clfft_desc timed_transform(const clfft_desc *desc, const fft_steps *rules, const clfft_profile *prof)
{
    clfft_desc t = *desc;
    t.effort = CLFFT_EFFORT_ESTIMATE;
    /* a real plan has its kind's direction only */
    t.directions = desc->kind == CLFFT_C2R || (desc->kind == CLFFT_C2C && desc->directions == CLFFT_BACKWARD_ONLY)
                       ? CLFFT_BACKWARD_ONLY
                       : CLFFT_FORWARD_ONLY;
    size_t elements = prof->is_cpu ? MEASURE_CPU_ELEMENTS : MEASURE_GPU_ELEMENTS;
    /* at most a quarter of the largest allocation per buffer (small GPUs) */
    size_t fits = prof->max_alloc_bytes ? (size_t)(prof->max_alloc_bytes / 4 / rules->elem_bytes) : elements;
    if (elements > fits)
        elements = fits;
    size_t points = 1;
    for (int k = 0; k < desc->rank; k++)
        points *= desc->n[k];
    size_t batch = (elements + points - 1) / points;
    size_t group = rules->nsteps ? rules->steps[0].layout.passes[0].transforms_per_group : 1;
    if (batch < group)
        batch = group;
    if (batch < (desc->batch ? desc->batch : 1))
        t.batch = batch;
    return t;
}

static clfft_status scratch_buffer(cl_context ctx, size_t bytes, cl_command_queue q, cl_mem *buffer)
{
    cl_int err;
    *buffer = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, &err);
    if (err != CL_SUCCESS)
        return fft_fail(fft_status_from_cl(err), "measuring buffer of %zu bytes: %s", bytes, fft_cl_error_name(err));
    const cl_float zero = 0; /* defined input: no NaN or denormal timings */
    err = clEnqueueFillBuffer(q, *buffer, &zero, sizeof zero, 0, bytes, 0, NULL, NULL);
    return err == CL_SUCCESS ? CLFFT_OK : fft_fail(fft_status_from_cl(err), "clEnqueueFillBuffer: %s", fft_cl_error_name(err));
}

/* Builds every candidate's plan (and, with the first, the buffers all of
 * them use: they read and write the same extents).  The rules' candidate
 * must build (its failure is the caller's); another that fails to build or
 * run on this device is reported and passed over. */
static clfft_status build_candidates(cl_context ctx, cl_device_id dev, const clfft_desc *timed,
                                     const clfft_profile *prof, cl_command_queue q, candidate *cands, size_t count,
                                     clfft_plan **plans, cl_mem bufs[2])
{
    for (size_t c = 0; c < count; c++) {
        fft_variant v = fft_variant_at(cands[c].variant);
        clfft_status st = fft_plan_new(&plans[c], ctx, dev, timed, prof, &v);
        if (st == CLFFT_OK && !bufs[0]) {
            size_t in_bytes = clfft_plan_input_bytes(plans[c]), out_bytes = clfft_plan_output_bytes(plans[c]);
            if (timed->inplace && out_bytes > in_bytes)
                in_bytes = out_bytes;
            st = scratch_buffer(ctx, in_bytes, q, &bufs[0]);
            if (st == CLFFT_OK && !timed->inplace)
                st = scratch_buffer(ctx, out_bytes, q, &bufs[1]);
        }
        if (st != CLFFT_OK && c == 0)
            return st;
        cands[c].failed = st;
    }
    return CLFFT_OK;
}

/* Times the candidates in alternating rounds (round r of every candidate
 * before round r + 1 of any), so that a slow spell of a shared device, or
 * the first launches' start-up, does not fall on one of them. */
static clfft_status time_candidates(cl_context ctx, cl_device_id dev, const clfft_desc *timed,
                                    const clfft_profile *prof, candidate *cands, size_t count)
{
    cl_int err;
    cl_command_queue q = clCreateCommandQueue(ctx, dev, 0, &err);
    if (err != CL_SUCCESS)
        return fft_fail(fft_status_from_cl(err), "measuring queue: %s", fft_cl_error_name(err));
    clfft_plan **plans = calloc(count, sizeof *plans);
    size_t *launches = calloc(count, sizeof *launches);
    cl_mem bufs[2] = {NULL, NULL};
    int forward = timed->directions != CLFFT_BACKWARD_ONLY;
    clfft_status st = plans && launches ? build_candidates(ctx, dev, timed, prof, q, cands, count, plans, bufs)
                                        : fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "measuring candidates");
    for (size_t c = 0; c < count && st == CLFFT_OK; c++)
        if (cands[c].failed == CLFFT_OK)
            cands[c].failed = launches_per_round(plans[c], forward, q, bufs[0], bufs[1], &launches[c]);
    for (int r = 0; r < MEASURE_ROUNDS && st == CLFFT_OK; r++)
        for (size_t c = 0; c < count; c++) {
            if (cands[c].failed != CLFFT_OK)
                continue;
            double t0 = now_seconds();
            cands[c].failed = launch_and_wait(plans[c], forward, q, bufs[0], bufs[1], launches[c]);
            double each = (now_seconds() - t0) / (double)launches[c];
            if (each < cands[c].seconds)
                cands[c].seconds = each;
        }
    if (st == CLFFT_OK && cands[0].failed != CLFFT_OK)
        st = fft_fail(cands[0].failed, "the rules' plan could not be timed: %s", clfft_status_string(cands[0].failed));
    for (size_t c = 0; c < count; c++) {
        if (cands[c].failed != CLFFT_OK)
            cands[c].seconds = INFINITY;
        if (plans && plans[c])
            clfft_plan_destroy(plans[c]);
    }
    free(plans);
    free(launches);
    for (int b = 0; b < 2; b++)
        if (bufs[b])
            clReleaseMemObject(bufs[b]);
    clFinish(q);
    clReleaseCommandQueue(q);
    if (st == CLFFT_OK)
        fft_clear_error();
    return st;
}

/* "measured: ..." lines for the plan's description. */
static char *report(const candidate *cands, size_t count, size_t best, size_t batch)
{
    size_t cap = 160 + 80 * count;
    char *text = malloc(cap);
    if (!text)
        return NULL;
    size_t at = (size_t)snprintf(text, cap, "  measured (CLFFT_EFFORT_MEASURE): %zu distinct candidate%s, batch %zu, "
                                            "us per launch:\n", count, count == 1 ? "" : "s", batch);
    for (size_t c = 0; c < count && at < cap; c++)
        at += cands[c].failed != CLFFT_OK
                  ? (size_t)snprintf(text + at, cap - at, "    %-16s failed: %s\n", fft_variant_name(cands[c].variant),
                                     clfft_status_string(cands[c].failed))
                  : (size_t)snprintf(text + at, cap - at, "    %-16s %10.2f%s\n", fft_variant_name(cands[c].variant),
                                     cands[c].seconds * 1e6, c == best ? "  <- chosen" : "");
    return text;
}

clfft_status fft_measure(cl_context ctx, cl_device_id dev, const clfft_desc *desc, const clfft_profile *prof,
                         fft_variant *chosen, char **note)
{
    *note = NULL;
    *chosen = fft_variant_at(0);
    fft_steps *rules = malloc(sizeof *rules);
    if (!rules)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan steps");
    fft_variant none = fft_variant_at(0);
    clfft_status st = fft_solve(desc, prof, &none, rules); /* also validates desc */
    if (st != CLFFT_OK) {
        free(rules);
        return st;
    }
    fft_hash key;
    if ((st = measure_key(dev, desc, prof, &key)) != CLFFT_OK) {
        free(rules);
        return st;
    }
    size_t variant = 0;
    if (recall(&key, &variant)) { /* nothing to time */
        free(rules);
        *chosen = fft_variant_at(variant);
        char text[160];
        snprintf(text, sizeof text, "  measured earlier (remembered for this device and driver): variant %s\n",
                 fft_variant_name(variant));
        *note = strdup(text);
        return *note ? CLFFT_OK : fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan note");
    }
    clfft_desc timed = timed_transform(desc, rules, prof);
    free(rules);
    candidate cands[64];
    size_t count = 0;
    if ((st = list_candidates(&timed, prof, cands, &count)) != CLFFT_OK)
        return st;
    if ((st = time_candidates(ctx, dev, &timed, prof, cands, count)) != CLFFT_OK)
        return st;
    size_t best = 0;
    for (size_t c = 1; c < count; c++)
        if (cands[c].seconds < cands[best].seconds)
            best = c;
    if (cands[best].seconds > cands[0].seconds * (1 - MEASURE_MARGIN))
        best = 0;
    *chosen = fft_variant_at(cands[best].variant);
    remember(&key, cands[best].variant);
    *note = report(cands, count, best, timed.batch ? timed.batch : 1);
    return *note ? CLFFT_OK : fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan note");
}
