/* Ranks 1-3 and every kind (C2C, R2C, C2R) against FFTW long double:
 * odd and even fastest lengths, length-1 and -2 axes, batches, strides,
 * distances and offsets, FFTW's in-place padding; NaN-poisoned outputs
 * (every element outside the output layout must stay poison), inputs left
 * unchanged out of place, the round trip C2R(R2C(x)) = N x, and malformed
 * real layouts.
 *
 *   test_multidim c2c | real | layouts | errors | bluestein
 *                                                    one group (default: these)
 *   test_multidim bluestein-one | bluestein-two      bluestein's halves
 *   test_multidim split-real     real lengths that split (in bluestein-two)
 *   test_multidim exhaustive | every-length [i/m]    wider sweeps (slice i of m) */
#include "test_common.h"

#include <fftw3.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* One transform: zero fields are the library's defaults. */
typedef struct md_case {
    int rank;
    size_t n[3];
    clfft_kind kind;
    clfft_precision prec;
    size_t batch;
    int inplace;
    size_t istride[3], ostride[3], idist, odist, ioffset, ooffset;
    double scale; /* the plan's direction's scale; 0 = 1 */
    const char *profile; /* tc_profile spec: another device's kernels on this one; NULL: its own */
    const char *method;  /* text the plan's description must contain (", Rader,"); NULL: any */
    int measure;         /* CLFFT_EFFORT_MEASURE */
    const char *variant; /* CLFFT_VARIANT while the plan is made (a path the rules leave for another) */
    int backward;        /* C2C: the backward transform (sign +1) */
} md_case;

/* A side's layout as the library resolves it (defaults filled in). */
typedef struct md_side {
    size_t shape[3], stride[3], dist, offset;
    size_t elem; /* bytes of one element */
    int real;
} md_side;

static void packed(md_side *s, int rank, size_t row)
{
    size_t st = 1;
    for (int k = rank - 1; k >= 0; k--) {
        s->stride[k] = st;
        st *= k == rank - 1 ? row : s->shape[k];
    }
    s->dist = st;
}

static void given(md_side *s, int rank, const size_t *stride, size_t dist)
{
    size_t widest = 1;
    for (int k = 0; k < rank; k++) {
        s->stride[k] = stride[k] ? stride[k] : 1;
        if (s->stride[k] * s->shape[k] > widest)
            widest = s->stride[k] * s->shape[k];
    }
    s->dist = dist ? dist : widest;
}

static int any(const size_t *v, int rank)
{
    for (int k = 0; k < rank; k++)
        if (v[k])
            return 1;
    return 0;
}

/* The layouts of both sides, following the README's rules. */
static void sides(const md_case *c, md_side *in, md_side *out)
{
    int f = c->rank - 1;
    size_t half = c->n[f] / 2 + 1;
    size_t cb = c->prec == CLFFT_FP64 ? 16 : 8;
    memset(in, 0, sizeof *in);
    memset(out, 0, sizeof *out);
    for (int k = 0; k < c->rank; k++)
        in->shape[k] = out->shape[k] = c->n[k];
    in->elem = out->elem = cb;
    if (c->kind == CLFFT_R2C) {
        in->real = 1, in->elem = cb / 2, out->shape[f] = half;
    } else if (c->kind == CLFFT_C2R) {
        out->real = 1, out->elem = cb / 2, in->shape[f] = half;
    }
    in->offset = c->ioffset;
    out->offset = c->ooffset;
    int ig = any(c->istride, c->rank), og = any(c->ostride, c->rank);
    if (c->inplace && c->kind != CLFFT_C2C && !ig && !og) {
        md_side *r = in->real ? in : out, *x = in->real ? out : in;
        packed(r, c->rank, 2 * half);
        packed(x, c->rank, half);
    } else {
        if (ig)
            given(in, c->rank, c->istride, c->idist);
        else
            packed(in, c->rank, in->shape[f]);
        if (c->inplace && c->kind == CLFFT_C2C) {
            size_t off = out->offset;
            *out = *in;
            out->offset = off ? off : in->offset;
        } else if (og) {
            given(out, c->rank, c->ostride, c->odist);
        } else {
            packed(out, c->rank, out->shape[f]);
        }
    }
    if (!ig && c->idist)
        in->dist = c->idist;
    if (!og && c->odist && !(c->inplace && c->kind == CLFFT_C2C))
        out->dist = c->odist;
}

static size_t side_count(const md_side *s, int rank)
{
    size_t e = 1;
    for (int k = 0; k < rank; k++)
        e *= s->shape[k];
    return e;
}

/* Element index (in the side's elements) of packed element e of batch b. */
static size_t side_index(const md_side *s, int rank, size_t b, size_t e)
{
    size_t at = s->offset + b * s->dist;
    for (int k = rank - 1; k >= 0; k--) {
        at += (e % s->shape[k]) * s->stride[k];
        e /= s->shape[k];
    }
    return at;
}

static size_t side_bytes(const md_side *s, int rank, size_t batch)
{
    size_t last = s->offset + (batch - 1) * s->dist;
    for (int k = 0; k < rank; k++)
        last += (s->shape[k] - 1) * s->stride[k];
    return (last + 1) * s->elem;
}

static void put(void *buf, const md_side *s, int prec64, size_t at, long double re, long double im)
{
    if (s->real) {
        if (prec64)
            ((double *)buf)[at] = (double)re;
        else
            ((float *)buf)[at] = (float)re;
    } else if (prec64) {
        ((double *)buf)[2 * at] = (double)re, ((double *)buf)[2 * at + 1] = (double)im;
    } else {
        ((float *)buf)[2 * at] = (float)re, ((float *)buf)[2 * at + 1] = (float)im;
    }
}

static void get(const void *buf, const md_side *s, int prec64, size_t at, long double *re, long double *im)
{
    if (s->real) {
        *re = prec64 ? ((const double *)buf)[at] : ((const float *)buf)[at];
        *im = 0;
    } else if (prec64) {
        *re = ((const double *)buf)[2 * at], *im = ((const double *)buf)[2 * at + 1];
    } else {
        *re = ((const float *)buf)[2 * at], *im = ((const float *)buf)[2 * at + 1];
    }
}

/* FFTW long double of one batch entry: packed in (complex or real) ->
 * packed out, unscaled. */
static void reference(const md_case *c, long double *in, long double *out)
{
    int n[3];
    for (int k = 0; k < c->rank; k++)
        n[k] = (int)c->n[k];
    fftwl_plan p;
    if (c->kind == CLFFT_C2C)
        p = fftwl_plan_dft(c->rank, n, (fftwl_complex *)in, (fftwl_complex *)out,
                           c->backward ? FFTW_BACKWARD : FFTW_FORWARD, FFTW_ESTIMATE);
    else if (c->kind == CLFFT_R2C)
        p = fftwl_plan_dft_r2c(c->rank, n, in, (fftwl_complex *)out, FFTW_ESTIMATE);
    else
        p = fftwl_plan_dft_c2r(c->rank, n, (fftwl_complex *)in, out, FFTW_ESTIMATE); /* destroys in */
    if (!p)
        fail_msg("FFTW could not plan the reference");
    fftwl_execute(p);
    fftwl_destroy_plan(p);
}

static size_t total_n(const md_case *c)
{
    size_t t = 1;
    for (int k = 0; k < c->rank; k++)
        t *= c->n[k];
    return t;
}

static void describe_case(const md_case *c, char *buf, size_t size)
{
    static const char *kinds[] = {"C2C", "R2C", "C2R"};
    size_t at = (size_t)snprintf(buf, size, "%s %s ", kinds[c->kind], c->prec == CLFFT_FP64 ? "fp64" : "fp32");
    for (int k = 0; k < c->rank && at < size; k++)
        at += (size_t)snprintf(buf + at, size - at, "%s%zu", k ? "x" : "", c->n[k]);
    if (at < size)
        snprintf(buf + at, size - at, " batch %zu%s%s%s", c->batch ? c->batch : 1, c->backward ? " backward" : "",
                 c->inplace ? " in-place" : "",
                 any(c->istride, c->rank) || any(c->ostride, c->rank) || c->idist || c->odist || c->ioffset ||
                         c->ooffset
                     ? " strided"
                     : "");
}

/* Random input: reals; or for C2R the half spectrum of random reals (so
 * that the result is defined exactly as FFTW's: a real array). */
static void make_input(const md_case *c, size_t batch, long double *packed_in, size_t in_count)
{
    int f = c->rank - 1;
    if (c->kind == CLFFT_C2R) {
        size_t nreal = total_n(c);
        long double *x = malloc(sizeof(long double) * nreal);
        md_case r2c = *c;
        r2c.kind = CLFFT_R2C;
        for (size_t b = 0; b < batch; b++) {
            for (size_t e = 0; e < nreal; e++)
                x[e] = tc_rand();
            reference(&r2c, x, packed_in + 2 * b * in_count);
        }
        free(x);
        (void)f;
        return;
    }
    size_t per = c->kind == CLFFT_R2C ? 1 : 2;
    for (size_t e = 0; e < per * in_count * batch; e++)
        packed_in[e] = tc_rand();
}

/* Runs c on the device and checks it; 1 when every check passed. */
static int run_case(const md_case *c)
{
    char name[160];
    describe_case(c, name, sizeof name);
    if (c->prec == CLFFT_FP64 && !tc.has_fp64)
        fail_msg("%s: the test device has no fp64", name);
    md_side in, out;
    sides(c, &in, &out);
    size_t batch = c->batch ? c->batch : 1;
    int p64 = c->prec == CLFFT_FP64;
    clfft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = c->rank;
    d.batch = c->batch;
    d.kind = c->kind;
    d.precision = c->prec;
    d.inplace = c->inplace;
    for (int k = 0; k < c->rank; k++) {
        d.n[k] = c->n[k];
        d.istride[k] = c->istride[k];
        d.ostride[k] = c->ostride[k];
    }
    d.idist = c->idist;
    d.odist = c->odist;
    d.ioffset = c->ioffset;
    d.ooffset = c->ooffset;
    d.effort = c->measure ? CLFFT_EFFORT_MEASURE : CLFFT_EFFORT_ESTIMATE;
    int forward = c->kind != CLFFT_C2R && !c->backward;
    if (forward)
        d.forward_scale = c->scale;
    else
        d.backward_scale = c->scale;
    clfft_plan *plan = NULL;
    clfft_status st;
    clfft_profile prof;
    if (c->profile && (st = tc_profile(c->profile, &prof)) != CLFFT_OK)
        fail_msg("%s: profile %s: %s", name, c->profile, clfft_last_error());
    if (c->variant)
        setenv("CLFFT_VARIANT", c->variant, 1);
    st = c->profile ? clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &prof)
                    : clfft_plan_create(&plan, tc.ctx, tc.device, &d);
    if (c->variant)
        unsetenv("CLFFT_VARIANT");
    if (st != CLFFT_OK) {
        print_error("FAIL %s: plan: %s (%s)\n", name, clfft_status_string(st), clfft_last_error());
        return 0;
    }
    size_t in_bytes = side_bytes(&in, c->rank, batch), out_bytes = side_bytes(&out, c->rank, batch);
    int ok = 1;
    if (c->method && !strstr(clfft_plan_describe(plan), c->method)) {
        print_error("FAIL %s: the plan does not say \"%s\":\n%s", name, c->method, clfft_plan_describe(plan));
        ok = 0;
    }
    if (clfft_plan_input_bytes(plan) != in_bytes || clfft_plan_output_bytes(plan) != out_bytes) {
        print_error("FAIL %s: plan reads %zu / writes %zu bytes, expected %zu / %zu\n", name,
                    clfft_plan_input_bytes(plan), clfft_plan_output_bytes(plan), in_bytes, out_bytes);
        ok = 0;
    }
    size_t in_count = side_count(&in, c->rank), out_count = side_count(&out, c->rank);
    long double *pin = calloc(2 * in_count * batch, sizeof(long double));
    long double *pout = calloc(2 * out_count * batch + 2, sizeof(long double));
    long double *scratch = calloc(2 * in_count + 2, sizeof(long double));
    make_input(c, batch, pin, in_count);
    size_t buf_bytes = (c->inplace && out_bytes > in_bytes ? out_bytes : in_bytes) + 64;
    size_t obuf_bytes = out_bytes + 64;
    unsigned char *host_in = malloc(buf_bytes), *host_out = malloc(c->inplace ? buf_bytes : obuf_bytes);
    unsigned char *host_orig = malloc(buf_bytes);
    tc_poison_host(host_in, buf_bytes);
    for (size_t b = 0; b < batch; b++)
        for (size_t e = 0; e < in_count; e++) {
            long double re, im = 0;
            if (in.real) {
                re = pin[b * in_count + e];
            } else {
                re = pin[2 * (b * in_count + e)];
                im = pin[2 * (b * in_count + e) + 1];
            }
            put(host_in, &in, p64, side_index(&in, c->rank, b, e), re, im);
        }
    /* overlapping inputs: later batch entries overwrote shared elements;
     * the reference reads what the buffer holds */
    for (size_t b = 0; b < batch; b++)
        for (size_t e = 0; e < in_count; e++) {
            long double re, im;
            get(host_in, &in, p64, side_index(&in, c->rank, b, e), &re, &im);
            if (in.real) {
                pin[b * in_count + e] = re;
            } else {
                pin[2 * (b * in_count + e)] = re;
                pin[2 * (b * in_count + e) + 1] = im;
            }
        }
    memcpy(host_orig, host_in, buf_bytes);
    cl_mem bin = tc_buffer(tc.ctx, buf_bytes);
    cl_mem bout = c->inplace ? NULL : tc_buffer(tc.ctx, obuf_bytes);
    tc_write(tc.queue, bin, 0, buf_bytes, host_in);
    if (bout)
        tc_poison_buffer(tc.queue, bout, obuf_bytes);
    st = forward ? clfft_enqueue_forward(plan, tc.queue, bin, bout, 0, NULL, NULL)
                 : clfft_enqueue_backward(plan, tc.queue, bin, bout, 0, NULL, NULL);
    if (st != CLFFT_OK) {
        print_error("FAIL %s: enqueue: %s (%s)\n", name, clfft_status_string(st), clfft_last_error());
        ok = 0;
    }
    TC_CL(clFinish(tc.queue));
    tc_read(tc.queue, c->inplace ? bin : bout, 0, c->inplace ? buf_bytes : obuf_bytes, host_out);
    if (!c->inplace) {
        unsigned char *now = malloc(buf_bytes);
        tc_read(tc.queue, bin, 0, buf_bytes, now);
        if (memcmp(now, host_orig, buf_bytes) != 0) {
            print_error("FAIL %s: the out-of-place input was modified\n", name);
            ok = 0;
        }
        free(now);
    }
    /* reference and comparison, batch entry by batch entry */
    double worst = 0;
    long double scale = c->scale != 0 ? c->scale : 1;
    for (size_t b = 0; b < batch && ok; b++) {
        size_t per_in = in.real ? 1 : 2;
        memcpy(scratch, pin + per_in * b * in_count, sizeof(long double) * per_in * in_count);
        reference(c, scratch, pout);
        long double num = 0, den = 0;
        for (size_t e = 0; e < out_count; e++) {
            long double re, im, rre = pout[out.real ? e : 2 * e] * scale, rim = out.real ? 0 : pout[2 * e + 1] * scale;
            get(host_out, &out, p64, side_index(&out, c->rank, b, e), &re, &im);
            if (isnan((double)re) || isnan((double)im)) {
                print_error("FAIL %s: output element %zu of batch %zu is NaN (not written)\n", name, e, b);
                ok = 0;
                break;
            }
            num += (re - rre) * (re - rre) + (im - rim) * (im - rim);
            den += rre * rre + rim * rim;
        }
        double err = den > 0 ? sqrt((double)(num / den)) : sqrt((double)num);
        if (err > worst)
            worst = err;
    }
    double bound = tc_bound(c->prec, total_n(c));
    if (ok && !(worst <= bound)) {
        print_error("FAIL %s: relative L2 error %.3g above the bound %.3g\n", name, worst, bound);
        ok = 0;
    }
    if (ok && !c->inplace) {
        /* every byte outside the output layout still poison */
        unsigned char *mask = calloc(obuf_bytes, 1);
        for (size_t b = 0; b < batch; b++)
            for (size_t e = 0; e < out_count; e++)
                memset(mask + side_index(&out, c->rank, b, e) * out.elem, 1, out.elem);
        for (size_t i = 0; i + 4 <= obuf_bytes && ok; i += 4)
            if (!mask[i] && !tc_is_poison(host_out + i, 4)) {
                print_error("FAIL %s: byte %zu outside the output layout was written\n", name, i);
                ok = 0;
            }
        free(mask);
    }
    if (ok && c->inplace && !tc_is_poison(host_out + buf_bytes - 64, 64)) {
        print_error("FAIL %s: the in-place plan wrote past its extent\n", name);
        ok = 0;
    }
    clReleaseMemObject(bin);
    if (bout)
        clReleaseMemObject(bout);
    clfft_plan_destroy(plan);
    free(pin);
    free(pout);
    free(scratch);
    free(host_in);
    free(host_out);
    free(host_orig);
    if (ok && worst / bound > tc_worst_ratio)
        tc_worst_ratio = worst / bound;
    return ok;
}

static void run_cases(const md_case *cases, size_t count)
{
    int failed = 0;
    for (size_t i = 0; i < count; i++) {
        if (!tc_in_slice(i))
            continue;
        double t0 = tc_seconds();
        failed += !run_case(&cases[i]);
        char name[160];
        describe_case(&cases[i], name, sizeof name);
        tc_report_time(name, t0);
    }
    if (failed)
        fail_msg("%d of %zu cases failed", failed, count);
}

#define F32 CLFFT_FP32
#define F64 CLFFT_FP64

static const md_case c2c_cases[] = {
    /* GPU kernels: short rows with one work-item per transform, the small
     * passes exchanging by renaming registers (pass_shape.c ONE_ITEM_MAX_N);
     * 130 rows: the second group holds 2 */
#define ONE_ITEM "x 1 threads"
    {.rank = 1, .n = {12}, .batch = 130, .profile = "nvidia", .method = "radices=4x3, work-group 128 = 128 transforms " ONE_ITEM},
    {.rank = 1, .n = {24}, .batch = 7, .inplace = 1, .prec = F64, .profile = "amd-gcn", .method = ONE_ITEM},
    {.rank = 2, .n = {300, 18}, .profile = "nvidia", .variant = "small-planes", .scale = 0.5, .method = "radices=2x9, work-group 128 = 128 transforms " ONE_ITEM},
    /* three work-items per transform with a big prime radix, loads and
     * stores staged: complex-value exchanges (pass_shape.c
     * big_prime_staged); 25 rows: the third group holds 5; R2C 93's rows
     * in pairs, 31x3 */
    {.rank = 1, .n = {51}, .batch = 25, .profile = "nvidia",
     .method = "radices=17x3, work-group 30 = 10 transforms x 3 threads, local 4400 B (complex values)"},
    {.rank = 1, .n = {93}, .batch = 5, .kind = CLFFT_R2C, .profile = "nvidia",
     .method = "radices=31x3, work-group 15 = 5 transforms x 3 threads, local 3960 B (complex values)"},
    /* a column group of more than a coalescing unit rounds up to whole
     * units where a split exchange holds them (column_rules.c column_group):
     * 300-point columns 32 to a group, not 20; the second group holds 8 */
    {.rank = 2, .n = {300, 40}, .profile = "nvidia", .variant = "small-planes", .method = "R=300 p=1 radices=4x25x3, work-group 384 = 32 transforms x 12 threads"},
    {.rank = 1, .n = {22}, .batch = 3, .kind = CLFFT_R2C, .profile = "intel-xe", .method = ONE_ITEM},
    {.rank = 1, .n = {6}, .batch = 9, .kind = CLFFT_R2C, .inplace = 1, .profile = "nvidia", .method = ONE_ITEM},
    /* C2C rows up to 34 points (pass_shape.c ONE_ITEM_C2C_MAX_N): 34's
     * radix-2 pass is 17 butterflies in one work-item; 70 rows: the third
     * group holds 6 */
    {.rank = 1, .n = {34}, .batch = 70, .profile = "nvidia", .method = "radices=2x17, work-group 32 = 32 transforms " ONE_ITEM},
    {.rank = 1, .n = {33}, .batch = 5, .inplace = 1, .prec = F64, .profile = "nvidia", .method = "radices=11x3, work-group 5 = 5 transforms " ONE_ITEM},
    {.rank = 2, .n = {150, 30}, .profile = "nvidia", .variant = "small-planes", .method = "radices=2x15, work-group 128 = 128 transforms " ONE_ITEM},
    {.rank = 2, .n = {8, 8}},
    {.rank = 2, .n = {16, 12}, .batch = 3},
    {.rank = 2, .n = {1, 16}},
    {.rank = 2, .n = {16, 1}},
    {.rank = 2, .n = {2, 2}, .batch = 2},
    {.rank = 2, .n = {6, 10}, .inplace = 1, .batch = 2},
    {.rank = 2, .n = {10, 6}, .prec = F64},
    {.rank = 2, .n = {9, 15}, .scale = 0.25},
    {.rank = 3, .n = {4, 6, 8}},
    {.rank = 3, .n = {3, 5, 2}, .batch = 2, .prec = F64},
    {.rank = 3, .n = {8, 8, 8}, .inplace = 1},
    {.rank = 3, .n = {1, 4, 1}},
    {.rank = 3, .n = {2, 1, 3}, .batch = 4},
    /* CPU column steps take 8 adjacent columns per work-item: blocks that
     * cross from one batch entry to the next */
    {.rank = 2, .n = {12, 6}, .batch = 4},
    {.rank = 3, .n = {6, 4, 3}, .batch = 2, .inplace = 1},
    /* GPU kernels: radices of primes 17..31 in smaller groups (planner.c,
     * BIG_PRIME_MIN_GROUP: a quarter of the target group), the last group
     * partly filled */
    {.rank = 1, .n = {68}, .batch = 37, .profile = "nvidia", .method = "8 transforms x 4 threads"},
    /* a prime radix's other factors as one radix (pass_radices.c
     * mix_big_prime): radix 31 in C2C rows, column steps; C2C rows of the
     * other primes keep theirs */
    {.rank = 1, .n = {372}, .batch = 3, .profile = "nvidia", .method = "R=372 p=1 radices=31x12,"},
    {.rank = 2, .n = {170, 40}, .inplace = 1, .profile = "nvidia", .variant = "small-planes", .method = "R=170 p=1 radices=17x10,"},
    {.rank = 1, .n = {102}, .batch = 5, .profile = "nvidia", .method = "R=102 p=1 radices=17x3x2,"},
    {.rank = 1, .n = {228}, .batch = 3, .prec = F64, .profile = "nvidia", .method = "R=228 p=1 radices=4x19x3,"},
    {.rank = 1, .n = {34}, .batch = 21, .prec = F64, .profile = "nvidia", .method = "16 transforms x 2 threads"},
    {.rank = 1, .n = {124}, .batch = 40, .inplace = 1, .profile = "nvidia", .method = "8 transforms x 4 threads"},
    /* column steps: radix 32 where it saves a small pass at the same
     * columns per group */
    {.rank = 2, .n = {1024, 6}, .prec = F64, .profile = "nvidia", .method = "radices=32x32, work-group 128 = 4"},
    {.rank = 2, .n = {512, 20}, .inplace = 1, .profile = "nvidia", .variant = "small-planes", .method = "radices=32x16, work-group 256 = 16"},
    /* GPU kernels: twiddles from the table's powers of two (pass_reads.c
     * fft_twiddle_reads_of): fp64 stage and four-step twiddles, fp32 four-step
     * twiddles of an 8 MiB table (2^20's second pass, radix 32 first) */
    {.rank = 1, .n = {8192}, .batch = 3, .prec = F64, .profile = "nvidia", .method = "R=64 p=128 radices=8x8, work-group 128 = 16 transforms x 8 threads, local 18176 B (complex values), padding 1 per 8, load direct columns-fast, store direct columns-fast, prefetch 256 groups ahead, twiddles from the table's powers of 2"},
    {.rank = 2, .n = {96, 250}, .prec = F64, .inplace = 1, .profile = "amd-rdna", .method = "twiddles from the table's powers of 2"},
    {.rank = 1, .n = {1048576}, .profile = "nvidia", .method = "p=1024 radices=32x32, work-group 512 = 16 transforms x 32 threads, local 33728 B (re/im exchanged in turn) (exchanges in 2 turns), padding 1 per 32, load direct columns-fast, store direct columns-fast, twiddles from the table's powers of 2"},
    /* GPU kernels: in-place column steps of a sector of columns in one pass
     * where tiles took two (column_rules.c column_tiles_below), and fp64's two
     * power-of-two passes of a sector of columns (fp64_sector_pair) */
    {.rank = 2, .n = {1536, 6}, .profile = "nvidia", .method = "R=1536 p=1 radices=32x16x3, work-group 192 = 4 transforms x 48 threads"},
    {.rank = 1, .n = {1048576}, .prec = F64, .profile = "nvidia", .method = "R=1024 p=1024 radices=16x16x4, work-group 256 = 4 transforms x 64 threads"},
    /* GPU kernels: split columns (solve.c split_columns): 1024-point
     * columns over the two sub-columns first, then the rows finishing the
     * radix-2 butterflies in their loads, in place (fft_plan_layout.
     * row_split); both directions, strides, offsets and distances, fp64, a
     * preset with other groups, the variant on a length the rule leaves
     * (500-point columns), and the rows-then-columns plan it replaces */
#define SPLIT_COLUMNS "the rows in blocks of 2"
    {.rank = 2, .n = {2048, 40}, .batch = 2, .profile = "nvidia", .method = SPLIT_COLUMNS},
    {.rank = 2, .n = {2048, 40}, .batch = 2, .backward = 1, .scale = 0.5, .profile = "nvidia", .method = SPLIT_COLUMNS},
    {.rank = 2, .n = {2048, 36}, .batch = 3, .istride = {40, 1}, .idist = 2048 * 40 + 7, .ioffset = 5,
     .ostride = {37, 1}, .odist = 2048 * 37 + 2, .ooffset = 3, .profile = "nvidia", .method = SPLIT_COLUMNS},
    {.rank = 2, .n = {2048, 40}, .prec = F64, .backward = 1, .profile = "nvidia", .method = SPLIT_COLUMNS},
    {.rank = 2, .n = {2048, 48}, .batch = 2, .profile = "amd-gcn", .method = SPLIT_COLUMNS},
    {.rank = 2, .n = {1000, 40}, .backward = 1, .profile = "nvidia", .variant = "split-columns", .method = SPLIT_COLUMNS},
    {.rank = 2, .n = {2048, 40}, .profile = "nvidia", .variant = "whole-columns", .method = "C2C columns along axis 0 (n=2048)"},
    /* fp32 C2C 1024-point columns split where the rows have at most 1024
     * points (solve.c SPLIT_UNIT_MAX_ROW_N), and not under longer rows; the
     * split's column step takes twiddles from the table's powers of two
     * (pass_reads.c fft_twiddle_reads_of) */
    {.rank = 2, .n = {1024, 64}, .batch = 2, .profile = "nvidia",
     .method = "R=512 p=1 radices=32x16, work-group 512 = 32 transforms x 16 threads, local 33664 B (re/im exchanged in turn) (exchanges in 2 turns), padding 1 per 32, load direct columns-fast, store direct columns-fast, prefetch 32 groups ahead, twiddles from the table's powers of 2"},
    {.rank = 2, .n = {1024, 1040}, .profile = "nvidia", .method = "C2C columns along axis 0 (n=1024)"},
    /* GPU kernels: column steps of balanced mixed radices (column_rules.c
     * mixed_radices_pay, pass_radices.c mix_balanced): 10 = 2x5 and 15 = 3x5
     * as one radix, in place and out, both directions, strides and
     * offsets, another preset; the variant plain-radices gives the radices
     * they replace */
    {.rank = 2, .n = {1000, 16}, .batch = 2, .profile = "nvidia", .method = "R=1000 p=1 radices=10x10x10, work-group 800"},
    {.rank = 2, .n = {1000, 16}, .backward = 1, .scale = 0.25, .istride = {17, 1}, .idist = 17003, .ioffset = 2,
     .profile = "amd-gcn", .method = "R=1000 p=1 radices=10x10x10,"},
    {.rank = 2, .n = {225, 48}, .inplace = 1, .profile = "nvidia", .variant = "small-planes", .method = "R=225 p=1 radices=15x15, work-group 480"},
    {.rank = 2, .n = {100, 64}, .inplace = 1, .backward = 1, .profile = "nvidia", .variant = "small-planes", .method = "R=100 p=1 radices=10x10,"},
    {.rank = 2, .n = {100, 128}, .profile = "nvidia", .variant = "plain-radices", .method = "R=100 p=1 radices=4x25,"},
    /* the variant mixed-radices on columns (the batch adjacent, each
     * transform along a stride) of lengths whose balanced radices mix 2 and
     * odd primes (6, 10, 12, 14), against FFTW; 72 and 200 keep theirs (the
     * balanced ones would take a wider radix or another small pass) */
    {.rank = 1, .n = {12}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=12 p=1 radices=12, work-group 16 = 16 transforms"},
    {.rank = 1, .n = {14}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .inplace = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=14 p=1 radices=14, work-group 16 = 16 transforms"},
    {.rank = 1, .n = {18}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .backward = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=18 p=1 radices=6x3, work-group 48 = 16 transforms"},
    {.rank = 1, .n = {36}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .prec = F64,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=36 p=1 radices=6x6, work-group 96 = 16 transforms"},
    {.rank = 1, .n = {50}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .inplace = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=50 p=1 radices=10x5, work-group 80 = 16 transforms"},
    {.rank = 1, .n = {72}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=72 p=1 radices=8x9, work-group 128 = 16 transforms"},
    {.rank = 1, .n = {98}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=98 p=1 radices=14x7, work-group 112 = 16 transforms"},
    {.rank = 1, .n = {100}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .prec = F64, .inplace = 1, .backward = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=100 p=1 radices=10x10, work-group 160 = 16 transforms"},
    {.rank = 1, .n = {144}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=144 p=1 radices=12x12, work-group 192 = 16 transforms"},
    {.rank = 1, .n = {196}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=196 p=1 radices=14x14, work-group 224 = 16 transforms"},
    {.rank = 1, .n = {200}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .inplace = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=200 p=1 radices=8x25, work-group 128 = 16 transforms"},
    {.rank = 1, .n = {250}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .prec = F64,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=250 p=1 radices=10x5x5, work-group 400 = 16 transforms"},
    {.rank = 1, .n = {500}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .backward = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=500 p=1 radices=10x10x5, work-group 800 = 16 transforms"},
    {.rank = 1, .n = {1000}, .batch = 16, .istride = {16}, .idist = 1, .ostride = {16}, .odist = 1, .inplace = 1,
     .profile = "nvidia", .variant = "mixed-radices", .method = "R=1000 p=1 radices=10x10x10, work-group 800 = 8 transforms"},
};

static const md_case real_cases[] = {
    /* GPU kernels: R2C rows and C2R rows of the half length join a prime
     * radix's other factors into one radix (pass_radices.c mix_big_prime) */
    {.rank = 1, .n = {456}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = "R=228 p=1 radices=19x12,"},
    {.rank = 1, .n = {532}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = "R=266 p=1 radices=19x14,"},
    /* fp64: a rest of 12, or with radix 31; fp64 C2C rows keep theirs */
    {.rank = 1, .n = {408}, .kind = CLFFT_R2C, .batch = 3, .prec = F64, .profile = "nvidia", .method = "R=204 p=1 radices=17x12,"},
    {.rank = 1, .n = {620}, .kind = CLFFT_C2R, .batch = 2, .prec = F64, .profile = "nvidia", .method = "R=310 p=1 radices=31x10,"},
#define PLANE_PAIRS "two planes per transform"
    /* GPU kernels: C2R's first column step (out of place) takes radix 32
     * (column_rules.c C2R_WIDE_COLUMNS_MAX_N); 76 columns: the second group
     * holds 12 */
    {.rank = 2, .n = {64, 36}, .kind = CLFFT_C2R, .batch = 4, .profile = "nvidia", .variant = "single-planes",
     .method = "radices=32x2, work-group 128 = 64 transforms x 2 threads"},
    /* column groups of two coalescing units (planner.c
     * COLUMN_GROUP_MAX_UNITS): 3 x 24 and 3 x 16 columns of n/2 + 1 in
     * groups of 32 that cross batch entries, the last partly filled */
    {.rank = 2, .n = {256, 46}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia",
     .method = "radices=32x8, work-group 256 = 32 transforms x 8 threads"},
    {.rank = 2, .n = {256, 30}, .kind = CLFFT_R2C, .batch = 3, .inplace = 1, .profile = "nvidia",
     .method = "radices=16x16, work-group 512 = 32 transforms x 16 threads"},
    /* 128-point column steps keep 8x8x2 (column_rules.c NARROW_COLUMNS_N), in
     * groups of 32 of the 3 x 19 columns: R2C's in place, C2R's first out
     * of place */
    {.rank = 2, .n = {128, 36}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia",
     .method = "R=128 p=1 radices=8x8x2, work-group 512 = 32 transforms x 16 threads"},
    {.rank = 2, .n = {128, 36}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia",
     .method = "R=128 p=1 radices=8x8x2, work-group 512 = 32 transforms x 16 threads"},
    /* fp32 columns of fewer than 128 points that are not a power of two
     * keep their small passes (column_rules.c wide_saves_pass_applies): 96 as
     * 8x4x3, not 32x3; 2 x 16 columns */
    /* C2R rows in groups of one SIMD width split 25 where that fills it
     * (pass_radices.c split_odd_radices); R2C's in-place column step of a
     * sector of columns (column_rules.c column_tiles_below) */
    {.rank = 1, .n = {500}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = "R=250 p=1 radices=5x5x5x2, work-group 50 = 1 transforms x 50 threads"},
    {.rank = 2, .n = {1536, 8}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = "R=1536 p=1 radices=32x16x3, work-group 192 = 4 transforms x 48 threads"},
    {.rank = 2, .n = {96, 30}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .variant = "single-planes",
     .method = "R=96 p=1 radices=8x4x3, work-group 384 = 32 transforms x 12 threads"},
    /* (with more than one plane, the planes of 2048 points and more two
     * per transform, axes of any length: solve_real.c real_plane_pays) */
    {.rank = 2, .n = {96, 30}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 3, .n = {3, 48, 45}, .kind = CLFFT_R2C, .profile = "nvidia", .scale = 0.5, .method = PLANE_PAIRS},
    /* (not where the complex plane exceeds local memory: fp64 60x60, 57.6 KB) */
    {.rank = 2, .n = {60, 60}, .kind = CLFFT_R2C, .batch = 2, .prec = F64, .profile = "nvidia",
     .method = "R2C rows in mirror pairs"},
    {.rank = 1, .n = {16}, .kind = CLFFT_R2C},
    {.rank = 1, .n = {15}, .kind = CLFFT_R2C, .batch = 3},
    {.rank = 1, .n = {1}, .kind = CLFFT_R2C, .batch = 2},
    {.rank = 1, .n = {2}, .kind = CLFFT_R2C},
    {.rank = 1, .n = {1000}, .kind = CLFFT_R2C, .batch = 2, .prec = F64},
    {.rank = 1, .n = {9}, .kind = CLFFT_R2C, .batch = 2, .inplace = 1},
    {.rank = 2, .n = {8, 8}, .kind = CLFFT_R2C},
    {.rank = 2, .n = {6, 7}, .kind = CLFFT_R2C, .batch = 2},
    {.rank = 2, .n = {8, 10}, .kind = CLFFT_R2C, .inplace = 1},
    {.rank = 2, .n = {12, 10}, .kind = CLFFT_R2C, .prec = F64, .scale = 0.5},
    {.rank = 3, .n = {4, 4, 6}, .kind = CLFFT_R2C},
    {.rank = 1, .n = {16}, .kind = CLFFT_C2R},
    {.rank = 1, .n = {15}, .kind = CLFFT_C2R, .batch = 2},
    {.rank = 1, .n = {1}, .kind = CLFFT_C2R},
    {.rank = 1, .n = {2}, .kind = CLFFT_C2R, .batch = 3},
    {.rank = 1, .n = {12}, .kind = CLFFT_C2R, .inplace = 1, .batch = 2},
    {.rank = 2, .n = {8, 8}, .kind = CLFFT_C2R},
    {.rank = 2, .n = {6, 7}, .kind = CLFFT_C2R, .batch = 2, .scale = 1.0 / 42},
    {.rank = 2, .n = {8, 10}, .kind = CLFFT_C2R, .inplace = 1},
    {.rank = 2, .n = {10, 12}, .kind = CLFFT_C2R, .prec = F64},
    {.rank = 3, .n = {4, 6, 5}, .kind = CLFFT_C2R},
    {.rank = 3, .n = {2, 4, 4}, .kind = CLFFT_C2R, .inplace = 1, .batch = 2},
    /* GPU work-group kernels on this device: R2C rows as half-length
     * transforms with the twist in their stores */
    {.rank = 1, .n = {64}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = "two rows per transform"},
    {.rank = 1, .n = {1000}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .scale = 0.5},
    {.rank = 1, .n = {6}, .kind = CLFFT_R2C, .batch = 5, .profile = "amd-gcn", .prec = F64},
    {.rank = 2, .n = {6, 20}, .kind = CLFFT_R2C, .profile = "nvidia", .inplace = 1},
    {.rank = 2, .n = {5, 4096}, .kind = CLFFT_R2C, .profile = "intel-xe"},
    {.rank = 2, .n = {4, 30}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .istride = {64, 2}, .idist = 300,
     .ostride = {20, 1}, .odist = 90},
    {.rank = 2, .n = {8, 8}, .kind = CLFFT_C2R, .profile = "nvidia"},
    {.rank = 3, .n = {4, 4, 8}, .kind = CLFFT_C2C, .profile = "nvidia"},
    /* GPU kernels: C2R planes (the half spectrum loaded with its mirror
     * image, the plane's inverse DFT, real parts stored), after the
     * slowest axis of a 3D through the stage */
    /* GPU kernels: C2R rows of one kernel read X[e] and X[m-e] straight
     * from global memory; from m = 256 (fp32) the twist's twiddles are a
     * table entry per butterfly times constant roots, as are those of the
     * R2C stores from m = 8192 (fp32) */
#define TWIST_SPLIT "twist twiddles: a table entry per butterfly"
    {.rank = 1, .n = {1024}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = TWIST_SPLIT},
    {.rank = 1, .n = {1000}, .kind = CLFFT_C2R, .batch = 2, .prec = F64, .profile = "amd-gcn", .scale = 0.001,
     .method = TWIST_SPLIT},
    {.rank = 1, .n = {16384}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = TWIST_SPLIT},
    /* R2C rows prefetch the real pairs of the group a distance ahead (one
     * group here, so that the prefetching code runs) */
    {.rank = 1, .n = {4096}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia,prefetch=16384",
     .method = "prefetch 1 group ahead"},
    {.rank = 1, .n = {64}, .kind = CLFFT_C2R, .batch = 5, .inplace = 1, .profile = "nvidia",
     .method = "two rows per transform"},
    /* fp32 R2C rows of 24 to 48 points: a half-length transform of one
     * work-item whose twist reads its own registers, stores staged
     * (planner.c ONE_ITEM_TWIST_MIN_M); 130 rows: the second group holds 2 */
    {.rank = 1, .n = {24}, .kind = CLFFT_R2C, .batch = 130, .profile = "nvidia",
     .method = "(n=12), in -> out, 130 transforms in 1 batch level, first pass loads reals 2e and 2e+1 as element e, last pass stores the 13 values of the half spectrum through the R2C twist"},
    {.rank = 1, .n = {48}, .kind = CLFFT_R2C, .batch = 3, .inplace = 1, .profile = "nvidia",
     .method = "twist in its stores"},
    /* their half spectra leave through rows of local memory copied out
     * whole (planner.c, fft_pass.stage_out), odd rows padded; not where
     * the output is not packed (the staged stores) */
    {.rank = 1, .n = {30}, .kind = CLFFT_R2C, .batch = 70, .profile = "nvidia",
     .method = "outputs copied out whole (16 values per transform, rows of 17 in local memory)"},
    {.rank = 1, .n = {24}, .kind = CLFFT_R2C, .batch = 5, .inplace = 1, .scale = 0.5, .profile = "nvidia",
     .method = "outputs copied out whole (13 values per transform)"},
    {.rank = 1, .n = {18}, .kind = CLFFT_R2C, .batch = 37, .prec = F64, .profile = "amd-rdna",
     .method = "outputs copied out whole (10 values per transform, rows of 11 in local memory)"},
    /* from 8 points (planner.c ONE_ITEM_TWIST_MIN_M), fp64 from 24
     * (ONE_ITEM_TWIST_FP64_MIN_M; odd half lengths from 7), from 4 work-items (pass_shape.c
     * ONE_ITEM_R2C_BELOW_THREADS) */
    {.rank = 1, .n = {18}, .kind = CLFFT_R2C, .batch = 45, .inplace = 1, .profile = "nvidia",
     .method = "outputs copied out whole (10 values per transform, rows of 11 in local memory)"},
    {.rank = 1, .n = {32}, .kind = CLFFT_R2C, .batch = 70, .prec = F64, .profile = "nvidia",
     .method = "R=16 p=1 radices=16, work-group 70 = 70 transforms x 1 threads, local 19040 B (complex values), padding 1 per 8, load staged rows-fast, store staged rows-fast, outputs copied out whole (17 values per transform)"},
    {.rank = 1, .n = {60}, .kind = CLFFT_R2C, .batch = 33, .inplace = 1, .profile = "nvidia",
     .method = "R=30 p=1 radices=2x15, work-group 33 = 33 transforms x 1 threads"},
    {.rank = 1, .n = {40}, .kind = CLFFT_R2C, .batch = 77, .profile = "nvidia",
     .method = "R=20 p=1 radices=4x5, work-group 77 = 77 transforms x 1 threads"},
    {.rank = 1, .n = {24}, .kind = CLFFT_R2C, .batch = 3, .odist = 14, .profile = "nvidia",
     .method = "work-group 3 = 3 transforms x 1 threads, local 312 B (complex values), padding 1 per 16, load staged rows-fast, store staged rows-fast, twiddles from the table's powers of 2\n"},
    {.rank = 2, .n = {300, 32}, .kind = CLFFT_R2C, .profile = "intel-xe", .scale = 0.5, .method = "twist in its stores"},
    /* even rows whose twist did not plan (R2C 102 = 2 x 51: staged
     * stores) pair at full length */
    {.rank = 1, .n = {102}, .kind = CLFFT_R2C, .batch = 5, .profile = "nvidia",
     .method = "two rows per transform"},
    /* C2R rows with a radix of a prime from 17 to 31 keep half the target
     * group, not one SIMD width (planner.c C2R_ONE_SIMD_MAX_M); 70 rows:
     * the second group holds 6 */
    {.rank = 1, .n = {34}, .kind = CLFFT_C2R, .batch = 70, .profile = "nvidia",
     .method = "R=17 p=1 radices=17, work-group 64 = 64 transforms x 1 threads"},
    /* C2R rows whose half length takes one work-item: the group's half
     * spectra copied into local memory, the twist from the work-item's
     * registers (planner.c one_item_twist_load); 70 rows: the third group
     * holds 6 */
    {.rank = 1, .n = {24}, .kind = CLFFT_C2R, .batch = 70, .profile = "nvidia",
     .method = "R=12 p=1 radices=4x3, work-group 32 = 32 transforms x 1 threads, local 6656 B (complex values), padding 1 per 16, load staged rows-fast, store staged rows-fast, inputs copied in whole (13 values per transform), the C2R twist from the work-item's registers"},
    {.rank = 1, .n = {28}, .kind = CLFFT_C2R, .batch = 3, .inplace = 1, .scale = 0.25, .profile = "nvidia",
     .method = "inputs copied in whole (15 values per transform), the C2R twist"},
    {.rank = 1, .n = {24}, .kind = CLFFT_C2R, .batch = 33, .prec = F64, .profile = "amd-rdna",
     .method = "inputs copied in whole (13 values per transform), the C2R twist"},
    {.rank = 2, .n = {300, 36}, .kind = CLFFT_C2R, .profile = "intel-xe",
     .method = "inputs copied in whole (19 values per transform), the C2R twist"},
    /* odd half lengths: the copied rows padded to an odd length (fft_pass.
     * stage_pad); half lengths up to 32 (pass_shape.c ONE_ITEM_TWIST_MAX_N) */
    {.rank = 1, .n = {30}, .kind = CLFFT_C2R, .batch = 70, .profile = "nvidia",
     .method = "inputs copied in whole (16 values per transform, rows of 17 in local memory), the C2R twist"},
    {.rank = 1, .n = {30}, .kind = CLFFT_C2R, .batch = 41, .prec = F64, .profile = "amd-rdna",
     .method = "inputs copied in whole (16 values per transform, rows of 17 in local memory), the C2R twist"},
    {.rank = 1, .n = {42}, .kind = CLFFT_C2R, .batch = 29, .prec = F64, .profile = "nvidia",
     .method = "inputs copied in whole (22 values per transform, rows of 23 in local memory), the C2R twist"},
    {.rank = 1, .n = {60}, .kind = CLFFT_C2R, .batch = 35, .inplace = 1, .profile = "nvidia",
     .method = "R=30 p=1 radices=2x15, work-group 32 = 32 transforms x 1 threads"},
    /* (48 KiB: the intel-xe preset's 64 KiB plan a 64704-byte column step,
     * which the NVIDIA GPUs that also run these tests refuse) */
    {.rank = 2, .n = {300, 46}, .kind = CLFFT_C2R, .profile = "intel-xe,local_mem=48K",
     .method = "inputs copied in whole (24 values per transform, rows of 25 in local memory)"},
    /* (not where the half spectra are not packed: the staged twist loads) */
    {.rank = 1, .n = {24}, .kind = CLFFT_C2R, .batch = 3, .idist = 15, .profile = "nvidia"},
    /* and from 64 points (fp32) at full length in pairs (solve_real.c
     * c2r_big_prime_pairs) */
    {.rank = 1, .n = {102}, .kind = CLFFT_C2R, .batch = 5, .inplace = 1, .profile = "nvidia",
     .method = "two rows per transform"},
    /* short C2R rows: groups of one SIMD width, the last one partial */
    {.rank = 1, .n = {512}, .kind = CLFFT_C2R, .batch = 5, .profile = "nvidia",
     .method = "work-group 32 = 2 transforms x 16 threads"},
    {.rank = 2, .n = {3, 2048}, .kind = CLFFT_C2R, .profile = "intel-xe"},
#define C2R_PLANES "C2R planes"
    {.rank = 2, .n = {64, 64}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = C2R_PLANES},
    {.rank = 2, .n = {16, 8}, .kind = CLFFT_C2R, .batch = 3, .profile = "amd-gcn", .scale = 1.0 / 128,
     .method = C2R_PLANES},
    {.rank = 2, .n = {8, 4}, .kind = CLFFT_C2R, .prec = F64, .profile = "amd-gcn", .method = C2R_PLANES},
    {.rank = 3, .n = {5, 16, 8}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = C2R_PLANES},
    {.rank = 3, .n = {3, 4, 32}, .kind = CLFFT_C2R, .prec = F64, .profile = "amd-rdna", .method = C2R_PLANES},
    /* real planes two per transform on GPUs (solve.c pairs_planes): C2R
     * always, R2C from 2048 points; an odd count leaves the last alone */
    {.rank = 2, .n = {32, 16}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 3, .n = {3, 8, 32}, .kind = CLFFT_C2R, .prec = F64, .profile = "amd-gcn", .scale = 0.5,
     .method = PLANE_PAIRS},
    {.rank = 2, .n = {64, 32}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 3, .n = {2, 32, 128}, .kind = CLFFT_R2C, .batch = 2, .prec = F64, .profile = "amd-rdna", .scale = 2.0,
     .method = PLANE_PAIRS},
    /* (with distances and offsets; 3D planes across the batch levels) */
    {.rank = 2, .n = {32, 16}, .kind = CLFFT_C2R, .batch = 3, .istride = {9, 1}, .idist = 300, .ioffset = 5,
     .ostride = {16, 1}, .odist = 520, .ooffset = 3, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 2, .n = {64, 32}, .kind = CLFFT_R2C, .batch = 3, .istride = {32, 1}, .idist = 2050, .ioffset = 1,
     .ostride = {17, 1}, .odist = 1100, .ooffset = 2, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 3, .n = {3, 8, 32}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 3, .n = {3, 32, 64}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = PLANE_PAIRS},
    {.rank = 2, .n = {8, 16}, .kind = CLFFT_R2C, .batch = 5, .profile = "nvidia", .variant = "paired-planes",
     .method = PLANE_PAIRS},
    {.rank = 2, .n = {16, 32}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .variant = "single-planes",
     .method = "C2R planes (the two fastest axes in one kernel) along axis 1 (n=512), in -> out, 2 transforms"},
    /* (planes only where both axes are powers of two and the fastest has 32
     * points or the plane at most 1024: solve_real.c real_plane_pays) */
    {.rank = 2, .n = {12, 15}, .kind = CLFFT_C2R, .batch = 3, .profile = "amd-gcn", .scale = 1.0 / 180,
     .method = "C2C columns of the half spectrum"},
    {.rank = 2, .n = {256, 16}, .kind = CLFFT_C2R, .profile = "nvidia", .method = "C2C columns of the half spectrum"},
    {.rank = 2, .n = {64, 36}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .variant = "real-rows",
     .method = "C2C columns of the half spectrum"},
    /* GPU kernels: R2C rows longer than one kernel as half-length
     * multi-pass transforms whose last pass pairs its columns for the twist */
    {.rank = 1, .n = {65536}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = "column pairs"},
    /* (one kernel of 16384 points would exchange in turns: passes instead) */
    /* fp32 R2C rows of one pass whose radices are at most 16 take twiddles
     * from the table's powers of two (pass_reads.c fft_twiddle_reads_of) */
    {.rank = 1, .n = {2048}, .kind = CLFFT_R2C, .batch = 3, .inplace = 1, .profile = "nvidia",
     .method = "R=1024 p=1 radices=16x16x4, work-group 128 = 2 transforms x 64 threads, local 17392 B (complex values), padding 1 per 16, load direct rows-fast, store direct rows-fast, prefetch 256 groups ahead, twiddles from the table's powers of 2"},
    /* and so do C2R rows of one pass (the twist in the loads), out of place
     * and in place as a 2D transform's rows */
    {.rank = 1, .n = {4096}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia",
     .method = "R=2048 p=1 radices=16x16x8, work-group 128 = 1 transforms x 128 threads, local 17400 B (complex values), padding 1 per 16, load direct rows-fast, store direct rows-fast, twiddles from the table's powers of 2"},
    {.rank = 2, .n = {3, 1024}, .kind = CLFFT_C2R, .batch = 2, .inplace = 1, .scale = 0.5, .profile = "nvidia",
     .method = "R=512 p=1 radices=16x16x2, work-group 128 = 4 transforms x 32 threads, local 17376 B (complex values), padding 1 per 16, load direct rows-fast, store direct rows-fast, twiddles from the table's powers of 2"},
    /* (fp32 paired last passes take twiddles from the table's powers of
     * two: pass_reads.c fft_twiddle_reads_of) */
    {.rank = 1, .n = {32768}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .variant = "twist-passes",
     .method = "column pairs for the R2C twist, work-group 512 = 32 transforms x 16 threads, local 34560 B (complex values), padding 1 per 16, load direct columns-fast, store direct columns-fast, twiddles from the table's powers of 2"},
    {.rank = 1, .n = {40000}, .kind = CLFFT_R2C, .prec = F64, .profile = "amd-gcn", .method = "column pairs"},
    {.rank = 2, .n = {3, 2 * 12288}, .kind = CLFFT_R2C, .inplace = 1, .profile = "nvidia", .method = "column pairs"},
    /* (fp32 R2C rows of two passes whose paired last pass has 512 points
     * read their stage twiddles before the exchanges: pass_reads.c
     * EARLY_TWIDDLES_R2C_PAIRED_RADIX) */
    {.rank = 1, .n = {1 << 20}, .kind = CLFFT_R2C, .profile = "nvidia", .scale = 0.5,
     .method = "R=512 p=1024 radices=16x16x2, column pairs for the R2C twist, work-group 256 = 8 transforms x 32 threads, local 34752 B (complex values), padding 1 per 16, load direct columns-fast, store direct columns-fast, twiddles from the table's powers of 2, stage twiddles read before the exchanges"},
    /* from m = 16384 the paired last pass's twist twiddles are a table
     * entry per work-item times constant roots (axis_step.c
     * PAIRED_TWIST_SPLIT_MIN), and one exchanging complex values takes
     * radices of at most 8 (multi_pass.c PAIRED_COMPLEX_MAX_RADIX) */
    {.rank = 1, .n = {32768}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .variant = "twist-passes",
     .method = TWIST_SPLIT},
    {.rank = 1, .n = {131072}, .kind = CLFFT_R2C, .profile = "nvidia",
     .method = "R=256 p=256 radices=8x8x4, column pairs for the R2C twist, work-group 512 = 16 transforms x 32 threads"},
    {.rank = 1, .n = {65536}, .kind = CLFFT_R2C, .batch = 2, .prec = F64, .profile = "amd-gcn", .idist = 65600,
     .odist = 32800, .method = TWIST_SPLIT},
    /* R2C's paired last pass of complex values only where the cost model
     * gave it re and im in turn (multi_pass.c shape_cheapest; the variant
     * paired-complex everywhere), and 2^19 as 1024 x 256 (multi_pass.c
     * paired_split) */
    {.rank = 1, .n = {3 << 18}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia",
     .method = "R=384 p=1024 radices=16x8x3, column pairs for the R2C twist, work-group 192 = 8 transforms x 24 threads, local 26048 B (complex values)"},
    {.rank = 1, .n = {1 << 19}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia",
     .method = "R=256 p=1024 radices=8x8x4, column pairs for the R2C twist, work-group 512 = 16 transforms x 32 threads"},
    {.rank = 1, .n = {1 << 19}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .variant = "first-pass-90",
     .method = "R=512 p=512 radices=16x16x2, column pairs for the R2C twist, work-group 256 = 8 transforms x 32 threads, local 34752 B (complex values)"},
    /* C2R across passes with the first pass's columns in pairs (the
     * variant paired-loads: axis_step.c pair_twist_loads); the pairs'
     * duplicated columns 0 and B/2, odd batches, distances, in place and
     * as the rows of a 2D transform */
    /* R2C of one kernel whose exchanges take turns, the twist's too (the
     * rule, planner.c fft_twist_turns_fit; codegen
     * emit_twist_exchange_turns), batches, distances, in place and as the
     * rows of a 2D transform */
#define TWIST_TURNS "R=16384 p=1 radices=32x32x16, work-group 512 = 1 transforms x 512 threads, local 33788 B (re/im exchanged in turn) (exchanges in 2 turns)"
    {.rank = 1, .n = {32768}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = TWIST_TURNS},
    {.rank = 1, .n = {32768}, .kind = CLFFT_R2C, .batch = 2, .inplace = 1, .profile = "nvidia",
     .variant = "twist-turns", .method = TWIST_TURNS},
    {.rank = 1, .n = {32768}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .variant = "twist-turns",
     .idist = 32800, .odist = 16400, .method = TWIST_TURNS},
    {.rank = 2, .n = {3, 32768}, .kind = CLFFT_R2C, .profile = "nvidia", .variant = "twist-turns",
     .method = TWIST_TURNS},
#define PAIRED_LOADS "column pairs for the C2R twist's loads"
    {.rank = 1, .n = {65536}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .variant = "paired-loads",
     .method = PAIRED_LOADS},
    {.rank = 1, .n = {1 << 20}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "paired-loads", .scale = 0.5,
     .method = PAIRED_LOADS},
    {.rank = 1, .n = {40000}, .kind = CLFFT_C2R, .batch = 2, .prec = F64, .profile = "amd-gcn",
     .variant = "paired-loads", .idist = 20100, .odist = 40050, .method = PAIRED_LOADS},
    {.rank = 1, .n = {65536}, .kind = CLFFT_C2R, .batch = 2, .inplace = 1, .profile = "nvidia",
     .variant = "paired-loads", .method = PAIRED_LOADS},
    {.rank = 2, .n = {3, 2 * 12288}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "paired-loads",
     .method = PAIRED_LOADS},
    /* GPU kernels: the two fastest axes of a C2C in one plane kernel */
    {.rank = 2, .n = {16, 12}, .batch = 3, .profile = "nvidia"},
    {.rank = 3, .n = {4, 6, 10}, .batch = 2, .profile = "nvidia", .scale = 0.5},
    {.rank = 3, .n = {3, 5, 6}, .batch = 2, .inplace = 1, .profile = "amd-gcn"},
    {.rank = 3, .n = {2, 64, 64}, .profile = "nvidia"},
    {.rank = 2, .n = {10, 9}, .prec = F64, .profile = "amd-rdna"},
    {.rank = 3, .n = {4, 6, 10}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia"},
    {.rank = 2, .n = {16, 12}, .kind = CLFFT_R2C, .profile = "nvidia", .scale = 2.0},
    {.rank = 3, .n = {3, 8, 7}, .kind = CLFFT_R2C, .prec = F64, .profile = "amd-gcn"},
    /* C2C planes of more than 4096 points in one kernel wherever it fits
     * (solve.c C2C_SMALL_PLANE_POINTS), padded where plane_n1 is a multiple
     * of 16 (planner.c plane_transpose_conflicts) */
#define BIG_PLANE "C2C planes (the two fastest axes in one kernel) along axis "
    {.rank = 2, .n = {75, 75}, .batch = 2, .profile = "nvidia",
     .method = BIG_PLANE "1 (n=5625), in -> out, 2 transforms in 1 batch level\n  plan: C2C 1D N=5625 batch=2 fp32 out-of-place, 1 pass, 0 scratch buffers, 5610 twiddles, profile 'nvidia'\n    pass 0: in -> out, R=5625 p=1 radices=15x5x15x5"},
    {.rank = 3, .n = {3, 64, 100}, .profile = "nvidia", .scale = 0.5, .variant = "plain-planes",
     .method = "radices=5x5x4x8x8, work-group 800 = 1 transforms x 800 threads, local 26396 B (re/im exchanged in turn), padding 1 per 32, load staged"},
    {.rank = 2, .n = {8, 1024}, .inplace = 1, .profile = "nvidia", .variant = "big-planes", .method = BIG_PLANE "1 (n=8192)"},
    /* (16384 points: the tile staged in two turns, codegen
     * emit_plane_staging_turns) */
    {.rank = 2, .n = {128, 128}, .profile = "nvidia",
     .method = "R=16384 p=1 radices=32x4x32x4, work-group 512 = 1 transforms x 512 threads, local 33788 B (re/im exchanged in turn) (exchanges in 2 turns), padding 1 per 32, load staged rows-fast, store direct rows-fast"},
    {.rank = 3, .n = {2, 128, 128}, .inplace = 1, .profile = "nvidia", .scale = 0.5, .method = BIG_PLANE "2 (n=16384)"},
    {.rank = 2, .n = {512, 32}, .batch = 2, .backward = 1, .profile = "nvidia", .method = "(exchanges in 2 turns)"},
    {.rank = 2, .n = {48, 80}, .batch = 2, .prec = F64, .profile = "nvidia", .variant = "plain-planes",
     .method = "R=3840 p=1 radices=5x8x2x3x8x2, work-group 480 = 1 transforms x 480 threads, local 32632 B (re/im exchanged in turn), padding 1 per 16"},
    {.rank = 2, .n = {32, 100}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .variant = "plain-planes",
     .method = "R=3200 p=1 radices=5x5x4x8x4, work-group 400 = 1 transforms x 400 threads, local 27192 B (complex values), padding 1 per 16"},
    {.rank = 2, .n = {64, 100}, .profile = "nvidia", .variant = "small-planes",
     .method = "step 0: C2C rows along axis 1 (n=100)"},
    /* fp32 planes with an axis other than a power of two in balanced
     * radices (planner.c plane_balanced_radices; the variant
     * balanced-planes everywhere): mixed radices, powers of two in
     * narrower radices whose exchanges take turns in the largest group;
     * real planes too */
#define BALANCED_PLANES(radices, group) "radices=" radices ", work-group " group " = 1 transforms x " group " threads"
    {.rank = 3, .n = {2, 100, 100}, .profile = "nvidia", .scale = 0.5, .method = BALANCED_PLANES("10x10x10x10", "1000")},
    {.rank = 3, .n = {3, 64, 100}, .profile = "nvidia", .scale = 0.5, .method = BALANCED_PLANES("10x10x8x8", "640")},
    {.rank = 2, .n = {32, 100}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia",
     .method = BALANCED_PLANES("10x10x8x4", "320")},
    {.rank = 2, .n = {128, 128}, .batch = 2, .backward = 1, .profile = "nvidia", .variant = "balanced-planes",
     .method = BALANCED_PLANES("16x8x16x8", "1024") ", local 33788 B (re/im exchanged in turn) (exchanges in 2 turns)"},
    {.rank = 2, .n = {48, 48}, .inplace = 1, .profile = "nvidia", .method = BALANCED_PLANES("12x4x12x4", "192")},
    /* fp32 C2C planes exchange complex values where the fastest axis has 64
     * points or more, however many values a work-item holds (planner.c
     * plane_complex_values), and take twiddles from the table's powers of
     * two (pass_reads.c plane_twiddle_powers); a 32-point fastest axis
     * keeps re and im in turn */
    {.rank = 2, .n = {64, 64}, .batch = 2, .profile = "nvidia",
     .method = "R=4096 p=1 radices=32x2x32x2, work-group 128 = 1 transforms x 128 threads, local 34808 B (complex values), padding 1 per 16, load staged rows-fast, store direct rows-fast, twiddles from the table's powers of 2"},
    {.rank = 3, .n = {2, 128, 32}, .profile = "nvidia", .scale = 0.5,
     .method = "R=4096 p=1 radices=32x32x4, work-group 128 = 1 transforms x 128 threads, local 33784 B, padding 1 per 32"},
    {.rank = 2, .n = {64, 36}, .batch = 3, .profile = "nvidia", .method = BALANCED_PLANES("6x6x8x8", "288")},
    /* (fp64: C2C planes of at most 4096 points only) */
    {.rank = 2, .n = {48, 80}, .batch = 2, .prec = F64, .profile = "nvidia", .method = "radices=5x8x2x12x4, work-group 320"},
    {.rank = 3, .n = {2, 48, 48}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .method = "radices=3x8x2x3x8x2"},
    {.rank = 3, .n = {3, 64, 64}, .kind = CLFFT_R2C, .profile = "nvidia", .variant = "balanced-planes",
     .method = BALANCED_PLANES("8x8x8x8", "512")},
    {.rank = 3, .n = {3, 64, 64}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "balanced-planes",
     .method = BALANCED_PLANES("8x8x8x8", "512")},
    /* fp32 column steps in place keep composite odd radices (100 = 4 x 25,
     * without mixed radices), and take mixed radices (10 x 10) by the rules */
    {.rank = 2, .n = {100, 200}, .batch = 2, .profile = "nvidia", .variant = "plain-radices", .method = "radices=4x25, work-group 128 = 32"},
    {.rank = 2, .n = {100, 160}, .kind = CLFFT_R2C, .profile = "nvidia", .variant = "real-rows", .method = "radices=10x10"},
    /* fp32 C2C planes whose axes are not both multiples of 16 do not
     * (planner.c plane_wide_radix) */
    {.rank = 2, .n = {64, 36}, .batch = 3, .profile = "nvidia", .variant = "plain-planes",
     .method = "C2C planes (the two fastest axes in one kernel) along axis 1 (n=2304), in -> out, 3 transforms in 1 batch level\n  plan: C2C 1D N=2304 batch=3 fp32 out-of-place, 1 pass, 0 scratch buffers, 2295 twiddles, profile 'nvidia'\n    pass 0: in -> out, R=2304 p=1 radices=9x4x8x8"},
    /* R2C planes with axes of 32 points or more take radix 32, single planes
     * only (pairs lost with it) */
    {.rank = 2, .n = {32, 32}, .kind = CLFFT_R2C, .batch = 5, .profile = "nvidia", .method = "radices=32x32"},
    {.rank = 3, .n = {3, 64, 32}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .variant = "single-planes",
     .method = "radices=32x32x2"},
    {.rank = 3, .n = {3, 64, 32}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .method = "radices=8x4x8x8"},
    {.rank = 2, .n = {12, 10}, .kind = CLFFT_R2C, .batch = 4},
    /* GPU kernels: long columns as passes of column tiles (adjacent
     * columns per group, intermediates in the columns' layout) */
#define TILES "column tiles"
    {.rank = 2, .n = {4096, 2}, .profile = "nvidia", .method = TILES},
    /* in place too where one pass would exchange in turns (planner.c
     * column_tiles_below; that pass is test_measure's column-one-pass) */
    {.rank = 2, .n = {4096, 8}, .batch = 2, .profile = "nvidia", .method = TILES},
    {.rank = 2, .n = {4096, 6}, .kind = CLFFT_C2R, .inplace = 1, .profile = "nvidia", .method = TILES},
    {.rank = 2, .n = {2048, 14}, .kind = CLFFT_C2R, .profile = "nvidia", .method = "R=2048 p=1 radices=16x16x8, work-group 1024 = 8 transforms x 128 threads"},
    {.rank = 2, .n = {512, 24}, .prec = F64, .inplace = 1, .profile = "nvidia,local_mem=8K", .method = TILES},
    {.rank = 3, .n = {1024, 3, 4}, .profile = "nvidia,local_mem=4K", .scale = 0.25, .method = TILES},
    {.rank = 3, .n = {6, 2048, 5}, .profile = "nvidia,local_mem=16K", .inplace = 1, .method = TILES},
    {.rank = 2, .n = {4096, 2}, .kind = CLFFT_R2C, .profile = "nvidia", .method = TILES},
    {.rank = 2, .n = {2048, 6}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia,local_mem=16K", .method = TILES},
    {.rank = 1, .n = {4096}, .batch = 6, .istride = {6}, .idist = 1, .ostride = {6}, .odist = 1, .profile = "nvidia",
     .method = TILES},
    /* GPU kernels: one work-item per transform (a staged tile) exchanges
     * complex values, as do fp64's short transforms; C2R 8 keeps the
     * target group (128 transforms, the last group partial); C2R 32's
     * local memory holds its tile and the copied half spectra (planner.c
     * one_item_twist_load) */
    {.rank = 1, .n = {32}, .kind = CLFFT_C2R, .batch = 37, .profile = "nvidia", .method = "32 transforms x 1 threads, local 8704 B (complex values)"},
    {.rank = 1, .n = {16}, .kind = CLFFT_R2C, .batch = 131, .profile = "nvidia",
     .method = "R=8 p=1 radices=8, work-group 128 = 128 transforms x 1 threads, local 9216 B (complex values)"},
    {.rank = 1, .n = {8}, .kind = CLFFT_C2R, .batch = 300, .profile = "nvidia", .method = "128 transforms x 1 threads"},
    {.rank = 1, .n = {20}, .kind = CLFFT_R2C, .batch = 70, .prec = F64, .profile = "nvidia",
     .method = "64 transforms x 2 threads, local 11264 B (complex values)"},
    /* fp64 R2C half lengths of 12 to 26: one work-item (planner.c
     * fp64_one_item_twist_rows) */
    {.rank = 1, .n = {24}, .kind = CLFFT_R2C, .batch = 70, .prec = F64, .profile = "nvidia",
     .method = "R=12 p=1 radices=4x3, work-group 70 = 70 transforms x 1 threads, local 14560 B (complex values), padding 1 per 8, load staged rows-fast, store staged rows-fast, outputs copied out whole (13 values per transform)"},
    /* column steps: radix 32 where it saves a small pass at the same
     * columns per group */
    {.rank = 2, .n = {512, 20}, .kind = CLFFT_C2R, .profile = "nvidia", .method = "radices=32x16, work-group 128"},
    /* prime radices as axes */
    {.rank = 2, .n = {17, 34}, .kind = CLFFT_R2C},
    {.rank = 1, .n = {31}, .kind = CLFFT_C2R, .batch = 2},
    /* GPU kernels: rows with their mirrors (fft_mirror): R2C's slower axes
     * first on the input read as complex, then mirror pairs; C2R's rows
     * first (twist from the mirror row), then the slower axes in place.
     * Even and odd slower axes (rows that are their own mirror), 3D, batch,
     * strides and offsets, scales, fp64 */
#define MIRROR_R2C "R2C rows in mirror pairs"
#define MIRROR_C2R "C2R rows with their mirrors"
    {.rank = 2, .n = {10, 64}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = MIRROR_R2C},
    {.rank = 2, .n = {7, 96}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .method = MIRROR_R2C},
    {.rank = 3, .n = {6, 5, 64}, .kind = CLFFT_R2C, .batch = 2, .profile = "amd-gcn", .method = MIRROR_R2C},
    {.rank = 3, .n = {5, 6, 128}, .kind = CLFFT_R2C, .profile = "nvidia", .scale = 0.5, .method = MIRROR_R2C},
    {.rank = 2, .n = {6, 64}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .istride = {80, 1}, .idist = 500,
     .ioffset = 6, .ostride = {40, 1}, .odist = 250, .ooffset = 3, .method = MIRROR_R2C},
    {.rank = 3, .n = {3, 5, 64}, .kind = CLFFT_R2C, .profile = "nvidia", .istride = {325, 65, 1}, .ioffset = 2,
     .method = "R2C rows along axis 2"}, /* the real side cannot be read as complex: the rows on it */
    {.rank = 2, .n = {10, 64}, .kind = CLFFT_R2C, .profile = "nvidia", .variant = "real-rows", .method = "R2C rows along axis 1"},
    {.rank = 2, .n = {10, 64}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = MIRROR_C2R},
    {.rank = 2, .n = {7, 96}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .scale = 1.0 / 672, .method = MIRROR_C2R},
    {.rank = 3, .n = {6, 5, 64}, .kind = CLFFT_C2R, .batch = 2, .profile = "amd-gcn", .method = MIRROR_C2R},
    {.rank = 3, .n = {5, 6, 128}, .kind = CLFFT_C2R, .profile = "nvidia", .method = MIRROR_C2R},
    {.rank = 2, .n = {6, 64}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .istride = {40, 1}, .idist = 250,
     .ioffset = 3, .ostride = {80, 1}, .odist = 500, .ooffset = 6, .method = MIRROR_C2R},
    {.rank = 2, .n = {10, 64}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "real-rows",
     .method = "C2C columns of the half spectrum"},
    /* slower axes of Rader's and Bluestein's lengths (the convolution's
     * intermediate after the stage's copy) */
    {.rank = 2, .n = {97, 64}, .kind = CLFFT_R2C, .profile = "nvidia", .method = MIRROR_R2C},
    {.rank = 2, .n = {1031, 64}, .kind = CLFFT_C2R, .profile = "nvidia", .method = MIRROR_C2R},
    /* R2C row pairs after split columns (solve_real.c MIRROR_SPLIT_MIN_N): the
     * pairs' loads combine two stage rows for each of A and B; batch,
     * strides, offsets and distances, fp64, a preset with other groups,
     * and the variant on rows the rule leaves */
#define SPLIT_PAIRS "stage row r mod"
    {.rank = 2, .n = {2048, 64}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = SPLIT_PAIRS},
    {.rank = 2, .n = {2048, 64}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .istride = {66, 1},
     .idist = 2048 * 66 + 4, .ioffset = 2, .ostride = {35, 1}, .odist = 2048 * 35 + 1, .ooffset = 3,
     .method = SPLIT_PAIRS},
    {.rank = 2, .n = {2048, 64}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .method = SPLIT_PAIRS},
    {.rank = 2, .n = {1536, 64}, .kind = CLFFT_R2C, .profile = "amd-gcn", .method = SPLIT_PAIRS},
    {.rank = 2, .n = {100, 64}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .variant = "split-columns",
     .method = SPLIT_PAIRS},
    /* C2R rows before split columns (solve_real.c C2R_SPLIT_MIN_HALF_ROW): rows
     * p and p + n0/2 combined in the stores, every row once; odd n0/2,
     * batch, strides, offsets and distances, fp64, scale, another preset */
#define SPLIT_ROWS "every row once"
    {.rank = 2, .n = {2048, 512}, .kind = CLFFT_C2R, .profile = "nvidia", .method = SPLIT_ROWS},
    {.rank = 2, .n = {6, 64}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .variant = "split-columns",
     .method = SPLIT_ROWS},
    {.rank = 2, .n = {160, 64}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .variant = "split-columns",
     .istride = {40, 1}, .idist = 160 * 40 + 3, .ioffset = 3, .ostride = {68, 1}, .odist = 160 * 68 + 2,
     .ooffset = 6, .scale = 0.25, .method = SPLIT_ROWS},
    {.rank = 2, .n = {200, 128}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .variant = "split-columns",
     .method = SPLIT_ROWS},
    {.rank = 2, .n = {2048, 512}, .kind = CLFFT_C2R, .profile = "amd-gcn", .method = SPLIT_ROWS},
    /* GPU kernels: real transforms' column steps of balanced mixed radices
     * (column_rules.c mixed_radices_pay): R2C's columns in, C2R's out of
     * place first, fp64, 3D, in place, a radix of 12 where the variant
     * forces them */
    {.rank = 2, .n = {1000, 16}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "R=1000 p=1 radices=10x10x10, work-group 800"},
    {.rank = 2, .n = {1000, 8}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .method = "R=1000 p=1 radices=10x10x10, work-group 400"},
    {.rank = 2, .n = {500, 32}, .kind = CLFFT_C2R, .batch = 2, .inplace = 1, .profile = "nvidia", .method = "R=500 p=1 radices=10x10x5,"},
    {.rank = 3, .n = {250, 3, 32}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "R=250 p=1 radices=10x5x5,"},
    {.rank = 2, .n = {12, 64}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .variant = "mixed-radices", .method = "R=12 p=1 radices=12,"},
};

static const md_case layout_cases[] = {
    /* column-major input, padded output, offsets, batch distances */
    {.rank = 2, .n = {5, 6}, .batch = 2, .istride = {1, 5}, .idist = 33, .ioffset = 2, .ostride = {7, 1},
     .odist = 40, .ooffset = 3},
    /* batch innermost (interleaved transforms) */
    {.rank = 2, .n = {4, 6}, .batch = 3, .istride = {18, 3}, .idist = 1, .ostride = {6, 1}, .odist = 24},
    {.rank = 3, .n = {3, 4, 5}, .batch = 2, .istride = {40, 10, 2}, .idist = 1, .ooffset = 5},
    /* R2C with a strided real input and a padded complex output */
    {.rank = 2, .n = {6, 8}, .kind = CLFFT_R2C, .batch = 2, .istride = {16, 2}, .idist = 100, .ostride = {6, 1},
     .odist = 40, .ooffset = 1},
    /* C2R reading a strided half spectrum */
    {.rank = 2, .n = {4, 6}, .kind = CLFFT_C2R, .batch = 2, .istride = {1, 4}, .idist = 17, .ioffset = 1},
    /* in-place real with explicit strides (FFTW's padding spelled out) */
    {.rank = 2, .n = {4, 6}, .kind = CLFFT_R2C, .inplace = 1, .istride = {8, 1}, .ostride = {4, 1}},
    {.rank = 1, .n = {10}, .kind = CLFFT_C2R, .inplace = 1, .batch = 3, .istride = {1}, .idist = 7,
     .ostride = {1}, .odist = 14},
    /* overlapping input windows out of place (a spectrogram's frames) */
    {.rank = 1, .n = {16}, .kind = CLFFT_R2C, .batch = 7, .idist = 6},
    {.rank = 1, .n = {12}, .batch = 5, .idist = 3, .istride = {1}},
    {.rank = 2, .n = {4, 8}, .kind = CLFFT_R2C, .batch = 3, .idist = 8},
    /* measured plans (CLFFT_EFFORT_MEASURE): every step of a 2D/3D, real
     * or Rader plan planned by each variant, the fastest kept */
#define MEASURED "measured (CLFFT_EFFORT_MEASURE)"
    {.rank = 2, .n = {48, 64}, .batch = 3, .profile = "nvidia", .measure = 1, .method = MEASURED},
    {.rank = 3, .n = {4, 8, 12}, .kind = CLFFT_R2C, .batch = 2, .measure = 1, .method = MEASURED},
    {.rank = 1, .n = {97}, .kind = CLFFT_C2R, .profile = "amd-gcn", .measure = 1, .method = MEASURED},
    /* axes longer than one kernel on pocl: multi-pass steps */
    {.rank = 2, .n = {3, 8192}, .kind = CLFFT_R2C},
    {.rank = 2, .n = {8192, 2}},
    {.rank = 1, .n = {65536}, .kind = CLFFT_C2R},
    {.rank = 1, .n = {65536}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = TWIST_SPLIT},
};

/* Lengths with a prime factor above 31 (Bluestein's chirp-z, M >= 2N-2):
 * small and large primes, a product with a large prime, fp32 and fp64,
 * every kind, in place, strided, batched, and as an axis of 2D/3D. */
#define ROWS3 "step 1 of 3: "
static const md_case bluestein_cases[] = {
    {.rank = 1, .n = {37}},
    {.rank = 1, .n = {37}, .prec = F64, .batch = 3},
    {.rank = 1, .n = {97}, .inplace = 1, .batch = 2, .scale = 0.5},
    {.rank = 1, .n = {1031}},
    {.rank = 1, .n = {1031}, .prec = F64, .inplace = 1},
    {.rank = 1, .n = {4099}, .batch = 2},
    {.rank = 1, .n = {4099}, .prec = F64},
    {.rank = 1, .n = {12345}},
    {.rank = 1, .n = {2018}, .prec = F64, .batch = 2},
    {.rank = 1, .n = {65537}},
    {.rank = 1, .n = {65537}, .prec = F64},
    /* M = 2N - 2 where N - 1 is smooth (chirp.c fft_bluestein_min_length:
     * the one index pair sharing a slot, +-(N - 1), holds one value): in
     * three steps, in one kernel, R2C and C2R, and the pocl-cpu preset's
     * two steps */
    {.rank = 1, .n = {65537}, .batch = 2, .profile = "nvidia", .method = "M = 131072 = 64 x 2048, step 1 of 3"},
    {.rank = 1, .n = {12289}, .prec = F64, .profile = "nvidia", .method = "M = 24576 = 12 x 2048, step 1 of 3"},
    {.rank = 1, .n = {1025}, .batch = 3, .profile = "nvidia", .method = "Bluestein, M = 2048, one kernel"},
    {.rank = 1, .n = {2049}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .method = "M = 4096, one kernel"},
    {.rank = 1, .n = {1025}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = "M = 2048, one kernel"},
    {.rank = 1, .n = {1025}, .inplace = 1, .method = "Bluestein, M = 2048, step 1 of 2"},
    {.rank = 1, .n = {999983}},
    /* fp32 one-kernel convolutions multiply their twiddles from few table
     * entries, as products of two (pass_reads.c fft_twiddle_reads_of), fp32
     * two-step ones read each; twiddle-chains: from the powers of 2 */
    {.rank = 1, .n = {1031}, .batch = 3, .profile = "nvidia", .variant = "exact-m", .method = "16x16x9, work-group 144 = 1 transforms x 144 threads, local 19576 B (complex values), padding 1 per 16, load direct rows-fast, store direct rows-fast, twiddles as products of two table entries"},
    {.rank = 1, .n = {97}, .batch = 20, .inplace = 1, .profile = "nvidia", .method = "radices=8x4x3x3x4x8, work-group 120 = 10 transforms x 12 threads, local 15840 B (complex values), padding 1 per 16, load direct rows-fast, store direct rows-fast, twiddles as products of two table entries"},
    {.rank = 1, .n = {1031}, .kind = CLFFT_R2C, .batch = 2, .profile = "amd-gcn", .variant = "twiddle-chains", .method = "twiddles from the table's powers of 2"},
    {.rank = 1, .n = {4099}, .kind = CLFFT_C2R, .profile = "nvidia", .method = "twiddles as products of two table entries"},
    /* prime powers: 37^2 (Bluestein), 31^2 (the generated radix twice) */
    {.rank = 1, .n = {1369}, .batch = 2},
    {.rank = 1, .n = {1369}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia"},
    {.rank = 1, .n = {961}, .kind = CLFFT_R2C, .batch = 2},
    /* strided: stride 3 in, offsets, distances; batch innermost */
    {.rank = 1, .n = {41}, .batch = 2, .istride = {3}, .idist = 130, .ioffset = 5, .ostride = {2}, .odist = 90,
     .ooffset = 1},
    {.rank = 1, .n = {43}, .batch = 4, .istride = {4}, .idist = 1, .ostride = {1}, .odist = 43},
    /* real transforms */
    {.rank = 1, .n = {37}, .kind = CLFFT_R2C, .batch = 2},
    {.rank = 1, .n = {1031}, .kind = CLFFT_R2C, .prec = F64},
    {.rank = 1, .n = {74}, .kind = CLFFT_R2C, .inplace = 1},
    {.rank = 1, .n = {4099}, .kind = CLFFT_R2C},
    {.rank = 1, .n = {37}, .kind = CLFFT_C2R, .batch = 2, .scale = 1.0 / 37},
    {.rank = 1, .n = {1031}, .kind = CLFFT_C2R, .prec = F64},
    {.rank = 1, .n = {94}, .kind = CLFFT_C2R, .inplace = 1},
    {.rank = 1, .n = {12345}, .kind = CLFFT_C2R},
    /* GPU kernels: even R2C rows whose half length needs Bluestein, as a
     * one-kernel Bluestein of the half length with the twist in its stores
     * (codegen emit_paired_rows_outputs) where its M is 2048 or more or the
     * row has no other (solve_real.c half_twist_pays), C2R's with the twist in
     * its loads alike; shorter ones at full length, two rows per transform
     * (solve_internal.h EVEN_PAIRS_N), an odd count of rows leaving the last one
     * alone */
#define BLUESTEIN_TWIST "R2C rows (half-length transform, twist in its stores) along axis 0 (n=1031), in -> out, 3 transforms in 1 batch level, first pass loads reals 2e and 2e+1 as element e, last pass stores the 1032 values of the half spectrum through the R2C twist, Bluestein, M = 2048 (aliased: 2N - 2 = 2060), one kernel"
    {.rank = 1, .n = {2062}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = BLUESTEIN_TWIST},
    {.rank = 1, .n = {206}, .inplace = 1, .kind = CLFFT_R2C, .prec = F64, .profile = "amd-gcn",
     .method = "twist in its stores"}, /* (one row: nothing to pair with) */
    {.rank = 2, .n = {2, 2062}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "twist in its stores"},
    {.rank = 2, .n = {5, 74}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "two rows per transform"},
    {.rank = 1, .n = {2062}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia",
     .method = "C2R rows (half-length transform, twist in its loads) along axis 0 (n=1031), in -> out, 3 transforms in 1 batch level, first pass forms the half-length transform's input from the 1032 values of the half spectrum"},
    {.rank = 1, .n = {206}, .inplace = 1, .kind = CLFFT_C2R, .prec = F64, .profile = "amd-gcn", .scale = 0.5,
     .method = "twist in its loads"},
    {.rank = 2, .n = {2, 2062}, .kind = CLFFT_C2R, .profile = "nvidia", .method = "twist in its loads"},
    {.rank = 1, .n = {206}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = "two rows per transform"},
    {.rank = 1, .n = {206}, .kind = CLFFT_C2R, .batch = 2, .inplace = 1, .prec = F64, .profile = "nvidia",
     .method = "two rows per transform"},
    {.rank = 2, .n = {3, 74}, .kind = CLFFT_C2R, .profile = "nvidia", .scale = 1.0 / 222,
     .method = "two rows per transform"},
    /* an axis of 2D/3D */
    {.rank = 2, .n = {37, 6}},
    {.rank = 2, .n = {6, 37}, .prec = F64, .inplace = 1},
    {.rank = 2, .n = {41, 43}, .batch = 2},
    {.rank = 3, .n = {5, 41, 4}, .kind = CLFFT_R2C},
    {.rank = 3, .n = {3, 4, 37}, .kind = CLFFT_R2C, .inplace = 1},
    {.rank = 2, .n = {37, 8}, .kind = CLFFT_C2R},
    {.rank = 3, .n = {41, 2, 38}, .kind = CLFFT_C2R, .prec = F64},
    {.rank = 2, .n = {8, 47}, .kind = CLFFT_C2R, .inplace = 1},
    {.rank = 2, .n = {5, 37}, .istride = {1, 5}, .ostride = {40, 1}, .batch = 2, .idist = 190, .odist = 200},
    /* GPU kernels on this device: the whole convolution in one kernel
     * where M fits one (forward FFT, filter, inverse FFT) */
    {.rank = 1, .n = {37}, .batch = 3, .profile = "nvidia"},
    {.rank = 1, .n = {1031}, .prec = F64, .profile = "nvidia", .scale = 0.25, .method = "M = 2048 (aliased: 2N - 2 = 2060), one kernel"},
    /* fp64 M >= 2048: re and im arrays (planner.c REIM_CONV_FP64_MIN_M) */
    {.rank = 1, .n = {1031}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .method = "x 128 threads, local 35008 B, padding 1 per 16"},
    {.rank = 1, .n = {97}, .inplace = 1, .batch = 2, .profile = "amd-gcn"},
    /* exchanges in turns; the powers of two first (axis_step.c odd_last_conv: fp32 M = 2560 and 9216, fp64
     * 2560 with complex loads and stores, and 4608) */
    {.rank = 1, .n = {1279}, .batch = 3, .profile = "nvidia", .method = "R=2560 p=1 radices=32x16x5x5x16x32,"},
    {.rank = 1, .n = {1229}, .kind = CLFFT_R2C, .prec = F64, .batch = 2, .profile = "nvidia",
     .method = "R=2560 p=1 radices=5x32x16x16x32x5,"},
    {.rank = 1, .n = {4099}, .profile = "nvidia", .variant = "exact-m", .method = "M = 9216, one kernel"},
    {.rank = 1, .n = {4099}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "exact-m",
     .method = "R=9216 p=1 radices=32x32x9x9x32x32,"},
    {.rank = 1, .n = {2063}, .prec = F64, .batch = 2, .profile = "nvidia", .variant = "exact-m",
     .method = "R=4608 p=1 radices=32x16x9x9x16x32,"},
    {.rank = 1, .n = {2063}, .profile = "nvidia", .variant = "exact-m", .method = "R=4608 p=1 radices=9x32x16x16x32x9,"},
    /* an aliased M (convolution.c aliased_conv_length, codegen kernel_alias.c): the power of two below 2N - 2,
     * the last 2N - 1 - M outputs corrected from the first inputs kept in local memory; several transforms a
     * group (263: 4 of M = 512) and a last group short of them, C2R in place, fp64, an axis of 2D, the variant
     * aliased-m's 125 corrected outputs (1087), and CPUs' two aliased steps */
    {.rank = 1, .n = {4099}, .batch = 2, .profile = "nvidia", .method = "M = 8192 (aliased: 2N - 2 = 8196), one kernel"},
    {.rank = 1, .n = {4099}, .kind = CLFFT_C2R, .inplace = 1, .profile = "nvidia", .method = "M = 8192 (aliased"},
    {.rank = 1, .n = {2063}, .profile = "nvidia", .method = "R=4096 p=1 radices=16x16x16x16x16x16,"},
    {.rank = 1, .n = {263}, .batch = 7, .scale = 0.5, .profile = "nvidia", .method = "M = 512 (aliased: 2N - 2 = 524)"},
    {.rank = 1, .n = {1039}, .kind = CLFFT_R2C, .batch = 3, .profile = "amd-gcn", .method = "outputs 1010 to 1038 corrected"},
    {.rank = 1, .n = {1087}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "aliased-m", .method = "M = 2048 (aliased: 2N - 2 = 2172)"},
    {.rank = 2, .n = {1031, 6}, .prec = F64, .profile = "nvidia", .method = "M = 2048 (aliased"},
    /* CPUs: the two steps of one pass each (convolution.c add_aliased_steps): step 1 keeps its first
     * inputs after each transform's array, step 2 corrects its last outputs; in place, scaled, C2R, fp64,
     * an axis of 2D, and single R2C rows (no stored output aliased: nothing kept) */
    {.rank = 1, .n = {1031}, .profile = "pocl-cpu",
     .method = "Bluestein, M = 2048 (aliased: 2N - 2 = 2060), step 1 of 2: 1031 values times the chirp, FFT, times the "
               "filter's spectrum; its first 13 values kept after the array"},
    {.rank = 1, .n = {4099}, .batch = 2, .inplace = 1, .scale = 0.5, .profile = "pocl-cpu",
     .method = "M = 8192 (aliased: 2N - 2 = 8196), step 2 of 2: inverse FFT, outputs 4094 to 4098 corrected from the "
               "values step 1 kept"},
    {.rank = 1, .n = {1049}, .kind = CLFFT_C2R, .batch = 2, .prec = F64, .profile = "pocl-cpu",
     .method = "M = 2048 (aliased: 2N - 2 = 2096), step 2 of 2: inverse FFT, outputs"},
    {.rank = 2, .n = {3, 263}, .kind = CLFFT_R2C, .profile = "pocl-cpu",
     .method = "M = 512 (aliased: 2N - 2 = 524), step 1 of 2: 263 values times the chirp, FFT, times the filter's "
               "spectrum\n"},
    {.rank = 2, .n = {1031, 5}, .backward = 1, .profile = "pocl-cpu", .method = "M = 2048 (aliased: 2N - 2 = 2060)"},
    {.rank = 1, .n = {1031}, .profile = "pocl-cpu", .variant = "exact-m", .method = "Bluestein, M = 2304, step 1 of 2"},
    /* an M with a radix 25 or 27 gives way to the power of two that fits one kernel on GPUs (convolution.c
     * pow2_conv_length): 823's 1728 -> 2048, fp64 389's 800 -> 1024, 1613's 3456 -> 4096 (R2C rows in pairs,
     * and C2R 3226's half length with the twist in its loads);
     * fp64 1613 keeps 3456 (4096 > POW2_CONV_MAX_FP64), and CPUs keep the cost model's M */
    {.rank = 1, .n = {823}, .batch = 2, .profile = "nvidia", .method = "M = 2048, one kernel"},
    {.rank = 1, .n = {389}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .method = "M = 1024, one kernel"},
    {.rank = 1, .n = {1613}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = "M = 4096, one kernel"},
    {.rank = 1, .n = {1613}, .prec = F64, .profile = "nvidia", .method = "M = 3456, one kernel"},
    {.rank = 1, .n = {3226}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia",
     .method = "last pass stores element e as reals 2e and 2e+1, Bluestein, M = 4096, one kernel"},
    {.rank = 1, .n = {823}, .profile = "pocl-cpu", .method = "Bluestein, M = 1728, step 1 of 2"},
    /* M = 384 and 1536 take the power of two too, multiples of 81 up to twice the caps: 191's 384 -> 512, 709's
     * 1536 -> 2048, fp64 1283's 2592 -> 4096 */
    {.rank = 1, .n = {191}, .batch = 3, .profile = "nvidia", .method = "M = 512, one kernel"},
    {.rank = 1, .n = {709}, .prec = F64, .backward = 1, .profile = "nvidia", .method = "M = 2048, one kernel"},
    {.rank = 1, .n = {1283}, .prec = F64, .profile = "nvidia", .method = "M = 4096, one kernel"},
    /* the variant pow2-m: the power of two wherever it fits (373: 768 -> 1024) */
    {.rank = 1, .n = {373}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "pow2-m", .method = "M = 1024, one kernel"},
    {.rank = 1, .n = {1031}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = "M = 2048 (aliased: 2N - 2 = 2060), one kernel"},
    {.rank = 1, .n = {37}, .kind = CLFFT_C2R, .batch = 2, .profile = "intel-xe"},
    {.rank = 2, .n = {6, 41}, .kind = CLFFT_R2C, .profile = "nvidia"},
    {.rank = 2, .n = {41, 6}, .profile = "nvidia", .inplace = 1},
    {.rank = 1, .n = {47}, .batch = 3, .profile = "nvidia", .method = ", Bluestein, M = 96, one kernel"},
    /* M longer than one kernel without the three steps of rows (the
     * variant stockham-convolutions): the forward FFT's last pass also runs
     * the filter and the inverse FFT's first pass (two and three passes) */
#define FUSED "the inverse FFT's first pass in the same kernel"
#define SC "stockham-convolutions"
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .variant = SC, .method = FUSED},
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .variant = SC, .method = FUSED},
    /* M = 25600, whose planned passes (160 x 160) do not fuse: two passes
     * with a power-of-two last radix instead (100 x 256, 50 x 512); 12347
     * (prime) since 12345 splits */
    {.rank = 1, .n = {12347}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .variant = SC, .method = FUSED},
    {.rank = 1, .n = {12289}, .batch = 2, .inplace = 1, .profile = "nvidia", .method = ROWS3},
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .inplace = 1, .profile = "nvidia", .scale = 0.5, .variant = SC, .method = FUSED},
    {.rank = 2, .n = {3, 10009}, .profile = "intel-xe", .method = ROWS3},
    /* (the exact M: the rules take the aliased 12 x 2048, conv_rows.c fft_aliased_rows_length) */
    {.rank = 1, .n = {12347}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .variant = "exact-m", .method = "M = 25600 = 25 x 1024"},
    /* M = 18432 planned 24 x 24 x 32 by moving the power-of-two radix last
     * (the planner's own passes end in 24) */
    {.rank = 1, .n = {8537}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia,local_mem=4K", .variant = SC,
     .method = "R=32 p=576 radices=8x4x4x8"},
    {.rank = 1, .n = {8731}, .kind = CLFFT_C2R, .prec = F64, .inplace = 1, .profile = "nvidia,local_mem=4K",
     .variant = SC,
     .method = "R=32 p=576 radices=8x4x4x8"},
    /* local memory of 4 KiB: rows of 384 points */
    {.rank = 1, .n = {8731}, .kind = CLFFT_R2C, .prec = F64, .inplace = 1, .profile = "nvidia,local_mem=4K",
     .method = "M = 18432 = 48 x 384"},
    {.rank = 1, .n = {59}, .kind = CLFFT_C2R, .profile = "amd-gcn", .method = ", Bluestein, M = 128, one kernel"},
    /* GPU kernels: a smooth factor times large primes as two four-step
     * steps, the large factor's DFT one kernel (Bluestein or Rader) */
#define SPLIT "stored transposed"
    /* columns first: the twiddles w_N^(j k1) in the column step's stores
     * (the rule), in the large factor's loads (the variant
     * split-load-twiddles, long tables, fp64 column steps of a prime
     * radix 17 or more) */
#define SPLIT_STORES "applied by the first step's stores), stored transposed"
#define SPLIT_LOADS "each loaded element e of row k1 times"
    {.rank = 1, .n = {12345}, .profile = "nvidia", .variant = "split-columns-first", .method = SPLIT_STORES},
    {.rank = 1, .n = {3261}, .profile = "nvidia", .variant = "split-load-twiddles", .method = SPLIT_LOADS},
    {.rank = 1, .n = {3 * 1031}, .prec = F64, .inplace = 1, .profile = "nvidia", .method = SPLIT_STORES},
    {.rank = 1, .n = {46 * 89}, .batch = 3, .profile = "amd-gcn", .scale = 0.5, .method = SPLIT_STORES}, /* Rader */
    {.rank = 1, .n = {46 * 89}, .prec = F64, .profile = "nvidia", .method = SPLIT_LOADS}, /* 46 = 2 x 23 */
    {.rank = 1, .n = {46 * 89}, .prec = F64, .backward = 1, .profile = "nvidia", .variant = "split-store-twiddles",
     .method = SPLIT_STORES},
    {.rank = 1, .n = {30 * 1087}, .profile = "nvidia", .method = SPLIT_LOADS}, /* a table of 261 KB */
    {.rank = 2, .n = {3, 2 * 1087}, .profile = "nvidia", .method = SPLIT},
    {.rank = 2, .n = {4 * 1031, 5}, .batch = 2, .profile = "intel-xe", .method = SPLIT},
    {.rank = 2, .n = {3 * 1031, 6}, .kind = CLFFT_R2C, .profile = "nvidia", .method = SPLIT},
    {.rank = 2, .n = {2 * 1031, 4}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = SPLIT},
    /* the split the other way round (the rule on GPUs in fp32 where the
     * convolution's M is 1024 or 2048, else the variant split-rows-first:
     * the large factor's convolutions first with strided loads, the
     * columns second with the twiddles in their loads, or, where the
     * columns take several passes, in the convolutions' stores); where n2
     * takes Rader's kernel the variant keeps the columns first */
#define SPLIT_FIRST "row i the elements i + "
#define SPLIT_FIRST_LOADS "applied by the second step's loads)"
    {.rank = 1, .n = {12345}, .batch = 2, .profile = "nvidia", .method = SPLIT_FIRST_LOADS},
    {.rank = 1, .n = {12345}, .backward = 1, .scale = 0.5, .profile = "nvidia", .method = SPLIT_FIRST_LOADS},
    {.rank = 2, .n = {3, 12 * 431}, .profile = "nvidia", .method = SPLIT_FIRST_LOADS},
    {.rank = 2, .n = {12 * 431, 3}, .profile = "amd-gcn", .method = SPLIT_STORES}, /* a strided axis */
    {.rank = 1, .n = {8192 * 107}, .profile = "nvidia", .variant = "split-rows-first",
     .method = "row i the elements i + 8192 j, each stored element k of row i times"},
    {.rank = 1, .n = {3 * 1031}, .prec = F64, .inplace = 1, .istride = {2}, .ostride = {2}, .profile = "nvidia",
     .variant = "split-rows-first", .method = SPLIT_FIRST},
    {.rank = 2, .n = {4 * 1031, 5}, .batch = 2, .profile = "amd-gcn", .variant = "split-rows-first",
     .method = SPLIT_FIRST},
    {.rank = 1, .n = {46 * 89}, .profile = "nvidia", .variant = "split-rows-first", .method = SPLIT}, /* Rader */
    /* the slowest axis of a 3D C2R whose planes take one kernel: the
     * stage array holds both the half spectrum's copy and the split's
     * (or Bluestein's) intermediate */
    {.rank = 3, .n = {2 * 1031, 4, 4}, .kind = CLFFT_C2R, .profile = "nvidia", .method = SPLIT},
    {.rank = 3, .n = {10007, 2, 4}, .kind = CLFFT_C2R, .profile = "nvidia", .method = ROWS3},
    /* GPU kernels: odd C2R rows two per transform (X + iY in, x + iy out;
     * fft_plan_layout.pair_rows), odd and even row counts, with Bluestein
     * (one kernel and two steps), Rader and generated radices */
#define PAIRED "two rows per transform"
    {.rank = 1, .n = {1031}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = PAIRED},
    {.rank = 1, .n = {97}, .kind = CLFFT_C2R, .batch = 4, .prec = F64, .inplace = 1, .profile = "nvidia",
     .method = PAIRED},
    {.rank = 2, .n = {3, 1031}, .kind = CLFFT_C2R, .profile = "amd-gcn", .scale = 0.5, .method = PAIRED},
    {.rank = 3, .n = {2, 3, 37}, .kind = CLFFT_C2R, .profile = "intel-xe", .method = PAIRED},
    {.rank = 1, .n = {45}, .kind = CLFFT_C2R, .batch = 3, .istride = {2}, .idist = 60, .ioffset = 1, .ostride = {3},
     .odist = 140, .ooffset = 2, .profile = "nvidia", .method = PAIRED},
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = PAIRED},
    /* R2C rows: x + iy in, X[k] and Y[k] from Z[k] and Z[N-k] through
     * local memory (one-kernel Bluestein; Rader's lengths keep single
     * rows: rader_cases) */
    {.rank = 1, .n = {1031}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = PAIRED},
    {.rank = 1, .n = {263}, .kind = CLFFT_R2C, .batch = 4, .prec = F64, .inplace = 1, .profile = "nvidia",
     .method = PAIRED},
    {.rank = 2, .n = {3, 1031}, .kind = CLFFT_R2C, .profile = "amd-gcn", .scale = 0.5, .method = PAIRED},
    {.rank = 3, .n = {2, 3, 47}, .kind = CLFFT_R2C, .profile = "intel-xe", .method = PAIRED},
    {.rank = 1, .n = {999}, .kind = CLFFT_R2C, .batch = 3, .istride = {3}, .idist = 3000, .ioffset = 2, .ostride = {2},
     .odist = 1001, .ooffset = 1, .profile = "nvidia", .method = PAIRED},
    /* even rows of 64 points pair too (EVEN_PAIRS_N): strided, offset,
     * an odd row count, fp64 */
    {.rank = 1, .n = {64}, .kind = CLFFT_C2R, .batch = 3, .istride = {2}, .idist = 70, .ioffset = 1, .ostride = {3},
     .odist = 200, .ooffset = 2, .profile = "nvidia", .method = PAIRED},
    {.rank = 1, .n = {64}, .kind = CLFFT_R2C, .batch = 3, .istride = {3}, .idist = 200, .ioffset = 2, .ostride = {2},
     .odist = 70, .ooffset = 1, .profile = "nvidia", .method = PAIRED},
    {.rank = 2, .n = {100, 64}, .kind = CLFFT_R2C, .prec = F64, .profile = "amd-gcn", .variant = "real-rows",
     .method = PAIRED},
    {.rank = 2, .n = {5, 64}, .kind = CLFFT_C2R, .inplace = 1, .profile = "intel-xe", .method = PAIRED},
    /* shorter ones stay whole (SPLIT_MIN_WHOLE_M) */
    {.rank = 1, .n = {6 * 97}, .batch = 2, .profile = "nvidia", .method = ", Bluestein, M = 1280, one kernel"},
    {.rank = 1, .n = {2 * 37 * 41}, .istride = {2}, .idist = 3100, .ostride = {3}, .odist = 9200, .profile = "nvidia",
     .method = SPLIT},
};

/* Primes whose p - 1 has only generated radices, on the GPU presets'
 * kernels (the CPU's loop kernels take Bluestein): Rader's one kernel
 * where its convolution is cheaper than Bluestein's (lib/rader.c), every
 * kind and precision, in place, strided, scaled, and as an axis. */
#define RADER ", Rader, one kernel"
static const md_case rader_cases[] = {
    {.rank = 1, .n = {37}, .batch = 3, .profile = "nvidia", .method = RADER},
    {.rank = 1, .n = {97}, .prec = F64, .batch = 2, .profile = "nvidia", .scale = 0.5, .method = RADER},
    {.rank = 1, .n = {193}, .inplace = 1, .batch = 5, .profile = "amd-gcn", .method = RADER},
    {.rank = 1, .n = {257}, .batch = 4, .istride = {2}, .idist = 600, .ioffset = 3, .ostride = {1}, .odist = 260,
     .ooffset = 1, .profile = "nvidia", .method = RADER},
    {.rank = 1, .n = {641}, .batch = 2, .profile = "intel-xe", .method = RADER},
    {.rank = 1, .n = {2593}, .profile = "nvidia", .method = RADER}, /* 2592 = 2^5 3^4 */
    {.rank = 1, .n = {1153}, .prec = F64, .profile = "nvidia", .method = RADER},
    {.rank = 1, .n = {43}, .batch = 4, .istride = {4}, .idist = 1, .ostride = {1}, .odist = 43, .profile = "nvidia",
     .method = RADER},
    {.rank = 1, .n = {37}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = RADER},
    {.rank = 1, .n = {103}, .batch = 4, .profile = "nvidia", .method = "radices=17x6x6x17,"}, /* mix_big_prime */
    {.rank = 1, .n = {769}, .kind = CLFFT_R2C, .prec = F64, .profile = "amd-gcn", .method = RADER},
    {.rank = 1, .n = {97}, .kind = CLFFT_R2C, .inplace = 1, .batch = 2, .profile = "nvidia", .method = RADER},
    {.rank = 1, .n = {41}, .kind = CLFFT_C2R, .batch = 2, .scale = 1.0 / 41, .profile = "nvidia", .method = RADER},
    {.rank = 1, .n = {193}, .kind = CLFFT_C2R, .prec = F64, .inplace = 1, .profile = "nvidia", .method = RADER},
    {.rank = 2, .n = {97, 6}, .profile = "nvidia", .method = RADER},
    {.rank = 2, .n = {6, 97}, .kind = CLFFT_R2C, .profile = "nvidia", .method = RADER},
    {.rank = 3, .n = {4, 37, 6}, .kind = CLFFT_C2R, .profile = "nvidia", .method = RADER},
    {.rank = 2, .n = {41, 43}, .batch = 2, .prec = F64, .profile = "nvidia", .method = RADER},
};

/* GPU kernels: M longer than one kernel as an A x B array in three
 * single-pass steps (conv_rows.c fft_add_conv_rows): the columns' DFTs with
 * the chirp and twiddles, each row's convolution in one kernel, the
 * columns' inverse DFTs; complex and real loads, complex and half stores,
 * fp32 and fp64, in place, strided, batched, as an axis of 2D/3D. */
static const md_case bluestein_rows_cases[] = {
    /* fewer than 12 rows: the twiddles in the columns' steps
     * (conv_rows.c CONV_ROW_TWIDDLES_MIN_ROWS) */
    {.rank = 1, .n = {10007}, .batch = 2, .profile = "nvidia",
     .method = "M = 20480 = 10 x 2048, step 1 of 3: 10007 values times the chirp as a 10 x 2048 array, the DFTs of "
               "its columns, times w_M^(k_a b)\n"},
    {.rank = 1, .n = {10007}, .prec = F64, .inplace = 1, .profile = "nvidia", .scale = 0.5,
     .method = "M = 20480 = 10 x 2048, step 2 of 3"},
    {.rank = 1, .n = {10007}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = ROWS3},
    {.rank = 1, .n = {12301}, .kind = CLFFT_R2C, .prec = F64, .inplace = 1, .profile = "nvidia", .method = ROWS3},
    {.rank = 1, .n = {8537}, .batch = 3, .istride = {2}, .idist = 17100, .ioffset = 3, .ostride = {3}, .odist = 25700,
     .ooffset = 1, .profile = "nvidia", .method = ROWS3},
    {.rank = 2, .n = {10007, 3}, .profile = "nvidia", .method = ROWS3},
    {.rank = 2, .n = {2, 10009}, .batch = 2, .profile = "intel-xe", .method = ROWS3},
    {.rank = 3, .n = {10007, 2, 4}, .kind = CLFFT_C2R, .profile = "nvidia", .method = ROWS3},
    {.rank = 2, .n = {3, 8219}, .kind = CLFFT_R2C, .istride = {1, 3}, .ostride = {1, 3}, .profile = "nvidia",
     .method = ROWS3},
    /* the steps' own M (conv_rows.c fft_conv_rows_length: 65 x 2048, not
     * fft_bluestein_length's 147456 = 72 x 2048); the whole line: step A's
     * text alone, its twiddles in step B */
    {.rank = 1, .n = {65539}, .prec = F64, .profile = "nvidia", .variant = "exact-m",
     .method = "M = 133120 = 65 x 2048, step 1 of 3: 65539 values times the chirp as a 65 x 2048 array, the DFTs of "
               "its columns\n"},
    /* real loads and the half spectrum's stores with the steps' own M */
    {.rank = 1, .n = {30011}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "M = 61440 = 30 x 2048, step 1 of 3"},
    {.rank = 1, .n = {10007}, .batch = 3, .profile = "nvidia", .method = "in place, the rows the innermost batch level"},
    /* a filter of 8 MiB or more: the rows the outermost level */
    {.rank = 1, .n = {999983}, .batch = 2, .profile = "nvidia",
     .method = "M = 2097152 = 1024 x 2048, step 2 of 3: row k_a's values b times w_M^(k_a b), the DFT of each row, "
               "times the filter's spectrum (row k_a: its values k_a + 1024 k_b), inverse DFT, times w_M^-(k_a b), in "
               "place, the rows the outermost batch level, the filter's values loaded with the inputs"},
    /* R2C rows two per transform (x + iy through the three steps; step
     * C's column pairs j and (N - j) mod B separate the half spectra):
     * odd lengths, odd and even row counts over one and several batch levels, in
     * place, strided and offset, fp64, the rows of 2D and 3D, and the
     * steps' own M with the rows' twiddles (65539: 65 x 2048) */
#define CONV_PAIRS "stored from column pairs j and (N - j) mod "
#define C2R_PAIRS "X + iY, Bluestein, M = "
    {.rank = 1, .n = {10007}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = CONV_PAIRS "2048"},
    {.rank = 1, .n = {8209}, .kind = CLFFT_R2C, .prec = F64, .batch = 2, .inplace = 1, .scale = 0.5,
     .profile = "nvidia", .method = CONV_PAIRS},
    {.rank = 1, .n = {10009}, .kind = CLFFT_R2C, .batch = 3, .istride = {3}, .idist = 30030, .ioffset = 2,
     .ostride = {2}, .odist = 10011, .ooffset = 1, .profile = "nvidia", .method = CONV_PAIRS},
    {.rank = 2, .n = {5, 12301}, .kind = CLFFT_R2C, .profile = "amd-gcn,local_mem=48K", .method = CONV_PAIRS},
    {.rank = 3, .n = {2, 3, 10007}, .kind = CLFFT_R2C, .prec = F64, .profile = "nvidia", .method = CONV_PAIRS},
    {.rank = 1, .n = {65539}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia",
     .method = "M = 131072 = 64 x 2048 (aliased: 2N - 2 = 131076), step 1 of 3"},
    /* even lengths: the columns N/2 mod B and that plus B/2 are their own
     * mirrors (the Nyquist value among them) */
    {.rank = 1, .n = {20014}, .kind = CLFFT_R2C, .batch = 3, .profile = "nvidia", .method = CONV_PAIRS},
    {.rank = 2, .n = {2, 16402}, .kind = CLFFT_R2C, .prec = F64, .inplace = 1, .profile = "nvidia",
     .method = CONV_PAIRS},
    /* C2R: A loads the half spectrum (the rest by symmetry about N, from
     * the row's start) or, two rows per transform, X + iY (the DC and an
     * even length's Nyquist values' imaginary parts dropped); C stores
     * the real parts, or x and y to the two rows */
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .profile = "nvidia", .method = ROWS3},
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = C2R_PAIRS},
    {.rank = 1, .n = {8209}, .kind = CLFFT_C2R, .prec = F64, .batch = 2, .inplace = 1, .scale = 0.5,
     .profile = "nvidia", .method = C2R_PAIRS},
    {.rank = 1, .n = {10009}, .kind = CLFFT_C2R, .batch = 3, .istride = {2}, .idist = 10011, .ioffset = 1,
     .ostride = {3}, .odist = 30030, .ooffset = 2, .profile = "nvidia", .method = C2R_PAIRS},
    {.rank = 1, .n = {20014}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = C2R_PAIRS},
    {.rank = 3, .n = {2, 3, 10007}, .kind = CLFFT_C2R, .profile = "intel-xe", .method = C2R_PAIRS},
    /* fp64 rows of 1024 points and fewer: smaller groups in all three
     * steps (axis_step.c CONV_FP64_SMALL_GROUPS_MAX_ROW) */
    {.rank = 1, .n = {4099}, .prec = F64, .batch = 3, .profile = "nvidia", .variant = "exact-m",
     .method = "M = 9216 = 9 x 1024, step 2 of 3"},
    {.rank = 1, .n = {6151}, .kind = CLFFT_R2C, .prec = F64, .batch = 2, .profile = "nvidia", .variant = "exact-m",
     .method = "R=512 p=1 radices=16x16x2x2x16x16, work-group 64 = 2 transforms x 32 threads"},
    /* and those of at most 20 rows (axis_step.c CONV_FP64_SMALL_GROUPS_MAX_ROWS) */
    {.rank = 1, .n = {10007}, .kind = CLFFT_C2R, .prec = F64, .batch = 2, .profile = "nvidia",
     .method = "R=10 p=1 radices=10, work-group 64 = 64 transforms x 1 threads"},
    /* fp64 with the rows the outermost level: the twiddles in the row
     * step as elsewhere (conv_rows.c conv_row_twiddles_pay) */
    {.rank = 1, .n = {262139}, .prec = F64, .profile = "nvidia",
     .method = "M = 524288 = 256 x 2048, step 2 of 3: row k_a's values b times w_M^(k_a b), the DFT of each row, times "
               "the filter's spectrum (row k_a: its values k_a + 256 k_b), inverse DFT, times w_M^-(k_a b), in place, "
               "the rows the outermost batch level"},
    /* an aliased M (conv_rows.c fft_aliased_rows_length, codegen kernel_alias.c): the multiple of 2048 below 2N - 2,
     * step A keeping its first values after each transform's array in the stage, step C correcting the last
     * outputs from them: C2C fp32 and fp64 (backward, scaled), C2R single rows (strided) and in pairs, R2C
     * pairs in place (their Z[N - k]), R2C single rows (no stored output aliased: nothing kept), an axis of
     * 2D (strided columns), C2C in place under amd-gcn's groups, and aliased-m's 185 corrected outputs
     * (16477; the rules' M = 18 x 2048) */
#define ALIASED_ROWS(m, need) "M = " m " (aliased: 2N - 2 = " need "), step "
    {.rank = 1, .n = {16411}, .batch = 2, .profile = "nvidia",
     .method = ALIASED_ROWS("32768 = 16 x 2048", "32820") "1 of 3: 16411 values times the chirp as a 16 x 2048 array, "
               "the DFTs of its columns; its first 53 values kept after the array"},
    {.rank = 1, .n = {4099}, .prec = F64, .batch = 3, .backward = 1, .scale = 0.25, .profile = "nvidia",
     .method = ALIASED_ROWS("8192 = 4 x 2048", "8196") "3 of 3: the columns times w_M^-(k_a b), their inverse DFTs, "
               "outputs 4094 to 4098 corrected from the values step 1 kept"},
    {.rank = 1, .n = {16417}, .kind = CLFFT_C2R, .istride = {2}, .idist = 16417, .profile = "nvidia",
     .method = ALIASED_ROWS("32768 = 16 x 2048", "32832") "3 of 3: the columns, their inverse DFTs, outputs 16352 to "
               "16416 corrected"},
    {.rank = 1, .n = {12301}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .method = C2R_PAIRS "24576 = 12 x 2048 (aliased"},
    {.rank = 1, .n = {12301}, .kind = CLFFT_R2C, .batch = 3, .inplace = 1, .profile = "nvidia",
     .method = CONV_PAIRS "2048, Bluestein, " ALIASED_ROWS("24576 = 12 x 2048", "24600") "3 of 3"},
    {.rank = 1, .n = {16411}, .kind = CLFFT_R2C, .profile = "nvidia",
     .method = ALIASED_ROWS("32768 = 16 x 2048", "32820") "1 of 3: 16411 values times the chirp as a 16 x 2048 array, "
               "the DFTs of its columns\n"},
    {.rank = 2, .n = {16411, 3}, .prec = F64, .profile = "nvidia", .method = ALIASED_ROWS("32768 = 16 x 2048", "32820")},
    {.rank = 1, .n = {32771}, .batch = 2, .inplace = 1, .prec = F64, .profile = "amd-gcn",
     .method = ALIASED_ROWS("65536 = 32 x 2048", "65540") "3 of 3"},
    /* column steps of at most 64 points keep the rules' 8x8 and 8x4 (column_rules.c CONV_NARROW_COLUMNS_N) */
    {.rank = 1, .n = {65539}, .kind = CLFFT_C2R, .profile = "nvidia",
     .method = "R=64 p=1 radices=8x8, work-group 128 = 16 transforms x 8 threads"},
    {.rank = 1, .n = {32771}, .batch = 2, .profile = "nvidia",
     .method = "R=32 p=1 radices=8x4, work-group 128 = 32 transforms x 4 threads"},
    /* fp64 row steps exchange complex values (axis_step.c convolution_variant) */
    {.rank = 1, .n = {65537}, .prec = F64, .profile = "nvidia",
     .method = "R=2048 p=1 radices=16x16x8x8x16x16, work-group 128 = 1 transforms x 128 threads, local 36848 B "
               "(complex values)"},
    {.rank = 1, .n = {16477}, .profile = "nvidia", .variant = "aliased-m",
     .method = ALIASED_ROWS("32768 = 16 x 2048", "32952") "3 of 3: the columns, their inverse DFTs, outputs 16292 to "
               "16476 corrected"},
#undef ALIASED_ROWS
};

/* GPU kernels, the variant rader-rows (the rules take Bluestein's, whose
 * stores are not scattered): primes p whose p - 1 has only generated
 * radices but does not fit one kernel, Rader's convolution of p - 1 in
 * three steps (conv_rows.c rader_rows_tables): the gather through the
 * index table in step A, x[0] and X[0] through the stage array's two
 * values after each transform's M; the twiddles in the rows' and in the
 * columns' steps (12289: 6 rows), complex and real loads, complex and
 * half stores, fp32 and fp64, in place, strided, offset, batched, as an
 * axis of 2D. */
#define RADER3 ", Rader, M = p - 1 = "
#define RR .variant = "rader-rows"
static const md_case rader_rows_cases[] = {
    {.rank = 1, .n = {65537}, .batch = 2, .profile = "nvidia", RR,
     .method = RADER3 "65536 = 32 x 2048, step 1 of 3: the 65536 values but x[0] in the order of a primitive root's "
                      "powers as a 32 x 2048 array, the DFTs of its columns; x[0] kept after the array"},
    {.rank = 1, .n = {12289}, .prec = F64, .batch = 2, .inplace = 1, .scale = 0.5, .profile = "nvidia", RR,
     .method = RADER3 "12288 = 6 x 2048, step 1 of 3: the 12288 values but x[0] in the order of a primitive root's "
                      "powers as a 6 x 2048 array, the DFTs of its columns, times w_M^(k_a b)"},
    {.rank = 1, .n = {12289}, .kind = CLFFT_R2C, .prec = F64, .inplace = 1, .profile = "nvidia", RR, .method = RADER3},
    {.rank = 1, .n = {40961}, .kind = CLFFT_R2C, .batch = 3, .istride = {2}, .idist = 81930, .ioffset = 3,
     .ostride = {3}, .odist = 61450, .ooffset = 1, .profile = "nvidia", RR, .method = RADER3},
    {.rank = 1, .n = {18433}, .batch = 3, .istride = {3}, .idist = 55300, .ioffset = 2, .ostride = {2},
     .odist = 36870, .ooffset = 5, .profile = "nvidia", RR, .method = RADER3},
    {.rank = 2, .n = {12289, 3}, .profile = "nvidia", RR, .method = RADER3},
    {.rank = 2, .n = {3, 18433}, .batch = 2, .profile = "amd-gcn", RR, .method = RADER3},
};
#undef RR

/* and both directions, scaled, strided (tc_run_case) */
static const tc_case rader_rows_directions[] = {
    {.n = 12289, .batch = 2, .fscale = 2.0, .bscale = 1.0 / 12289, .istride = 3, .idist = 36870, .profile = "nvidia"},
};

static void test_rader_rows(void **state)
{
    (void)state;
    run_cases(rader_rows_cases, sizeof rader_rows_cases / sizeof rader_rows_cases[0]);
    setenv("CLFFT_VARIANT", "rader-rows", 1);
    tc_run_table(rader_rows_directions, sizeof rader_rows_directions / sizeof rader_rows_directions[0]);
    unsetenv("CLFFT_VARIANT");
}

static void test_bluestein_rows(void **state)
{
    (void)state;
    run_cases(bluestein_rows_cases, sizeof bluestein_rows_cases / sizeof bluestein_rows_cases[0]);
}

static void test_rader(void **state)
{
    (void)state;
    run_cases(rader_cases, sizeof rader_cases / sizeof rader_cases[0]);
}

/* GPU kernels: R2C and C2R of an even length whose half length m = n1 n2
 * splits (conv_split.c fft_add_split_real): the n2-point convolutions first,
 * then the n1-point columns as the half-length transform's last pass (p =
 * n2); R2C reads the real rows as complex values and pairs the columns k2
 * and n2 - k2 in one group for the twist in its stores, C2R forms the
 * twist in the convolutions' loads and stores the reals as complex
 * values.  fp32 and fp64, batches, 2D rows, in place (padded rows),
 * offsets and distances, CPU plans; where the split's M is not 1024 or
 * 2048 the half length's one kernel where it fits; strided reals and odd
 * offsets take that one kernel instead. */
#define SPLIT_TWIST "column pairs for the R2C twist"
static const md_case split_real_cases[] = {
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "R=15 p=823 radices=15, " SPLIT_TWIST},
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_R2C, .batch = 2, .prec = F64, .profile = "nvidia", .scale = 0.5,
     .method = SPLIT_TWIST},
    {.rank = 1, .n = {2 * 5172}, .kind = CLFFT_R2C, .inplace = 1, .profile = "nvidia", .method = SPLIT_TWIST},
    {.rank = 2, .n = {3, 2 * 5172}, .kind = CLFFT_R2C, .profile = "amd-gcn,local_mem=48K", .method = SPLIT_TWIST},
    {.rank = 1, .n = {2 * 3 * 823}, .kind = CLFFT_R2C, .batch = 3, .istride = {1}, .idist = 4940, .ioffset = 4,
     .ostride = {1}, .odist = 2500, .ooffset = 3, .profile = "intel-xe", .method = SPLIT_TWIST},
    /* where the convolutions' M is not 1024 or 2048, the half length's one
     * kernel where it fits (6522 = 2 x 3 x 1087, M = 6912), else the split
     * (30930 = 2 x 15 x 1031); strided reals and an odd offset take the
     * half length's one kernel instead */
    {.rank = 1, .n = {2 * 3261}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "M = 6912, one kernel"},
    {.rank = 1, .n = {2 * 15 * 1031}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "R=15 p=1031 radices=15, " SPLIT_TWIST},
    {.rank = 1, .n = {2 * 5172}, .kind = CLFFT_R2C, .batch = 2, .ioffset = 1, .idist = 10350, .profile = "nvidia",
     .method = "twist in its stores) along axis 0 (n=5172), in -> out, 2 transforms in 1 batch level, first pass loads reals 2e and 2e+1 as element e, last pass stores the 5173 values of the half spectrum through the R2C twist, Bluestein, M = 10368, one kernel"},
    {.rank = 1, .n = {2 * 5172}, .kind = CLFFT_R2C, .istride = {2}, .profile = "nvidia", .method = "M = 10368, one kernel"},
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_R2C},
    /* C2R: the twist in the convolutions' loads, the columns storing reals */
#define SPLIT_C2R "C2R, a split half length's large factor, first, the twist in its loads (into the stage array) along axis 0 (n=823), in -> stage, 15 transforms in 2 batch levels, first pass forms the half-length transform's input from the 12346 values"
#define SPLIT_C2R_B "C2R, a split half length's smooth factor, second, stored as reals"
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_C2R, .profile = "nvidia", .variant = "split-rows-first",
     .method = SPLIT_C2R},
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_C2R, .batch = 2, .prec = F64, .profile = "nvidia", .scale = 0.5,
     .variant = "split-rows-first", .method = SPLIT_C2R_B},
    {.rank = 1, .n = {2 * 5172}, .kind = CLFFT_C2R, .inplace = 1, .batch = 2, .profile = "nvidia", .method = SPLIT_C2R_B},
    {.rank = 2, .n = {3, 2 * 5172}, .kind = CLFFT_C2R, .profile = "amd-gcn,local_mem=48K", .method = SPLIT_C2R_B},
    {.rank = 1, .n = {2 * 3 * 823}, .kind = CLFFT_C2R, .batch = 3, .istride = {1}, .idist = 2500, .ioffset = 3,
     .ostride = {1}, .odist = 4940, .ooffset = 4, .profile = "intel-xe", .variant = "split-rows-first",
     .method = SPLIT_C2R_B},
    {.rank = 1, .n = {2 * 5172}, .kind = CLFFT_C2R, .batch = 2, .ooffset = 1, .odist = 10350, .profile = "nvidia",
     .method = "M = 10368, one kernel"},
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_C2R, .batch = 2},
    {.rank = 2, .n = {3, 2 * 5172}, .kind = CLFFT_R2C, .inplace = 1, .profile = "nvidia", .method = SPLIT_TWIST},
    {.rank = 3, .n = {2, 3, 2 * 12345}, .kind = CLFFT_C2R, .profile = "nvidia", .method = "the twist in its loads"},
    /* C2R with the columns first (the rule where the convolutions' M is
     * 2048 or more; the variant split-columns-first): the column step's
     * loads form the twist */
#define SPLIT_C2R_COLS "C2R, a split half length's smooth factor, first, the twist in its loads"
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = SPLIT_C2R_COLS},
    {.rank = 1, .n = {2 * 12345}, .kind = CLFFT_C2R, .prec = F64, .inplace = 1, .profile = "nvidia",
     .variant = "split-columns-first", .method = SPLIT_C2R_COLS},
    {.rank = 2, .n = {3, 2 * 5172}, .kind = CLFFT_C2R, .profile = "intel-xe", .variant = "split-columns-first",
     .method = SPLIT_C2R_COLS},
    {.rank = 1, .n = {2 * 3 * 823}, .kind = CLFFT_C2R, .batch = 3, .istride = {1}, .idist = 2500, .ioffset = 3,
     .ostride = {1}, .odist = 4940, .ooffset = 4, .profile = "amd-gcn,local_mem=48K", .variant = "split-columns-first",
     .method = SPLIT_C2R_COLS},
    /* R2C of odd split lengths, two rows per transform (x + iy through the
     * split, the half spectra separated in the column pairs' stores), an
     * odd row count leaving the last pair's second row empty; strided and
     * offset reals; in place; 2D rows */
#define SPLIT_RPAIRS "the two rows' half spectra from its column pairs"
    {.rank = 1, .n = {12345}, .kind = CLFFT_R2C, .batch = 2, .profile = "nvidia", .method = SPLIT_RPAIRS},
    {.rank = 1, .n = {12345}, .kind = CLFFT_R2C, .batch = 3, .prec = F64, .profile = "nvidia", .scale = 0.5,
     .method = SPLIT_RPAIRS},
    {.rank = 1, .n = {3 * 823}, .kind = CLFFT_R2C, .batch = 3, .istride = {3}, .idist = 7500, .ioffset = 5,
     .ostride = {2}, .odist = 2500, .ooffset = 1, .profile = "intel-xe", .method = SPLIT_RPAIRS},
    {.rank = 1, .n = {5 * 823}, .kind = CLFFT_R2C, .batch = 2, .inplace = 1, .profile = "nvidia", .method = SPLIT_RPAIRS},
    {.rank = 2, .n = {5, 9 * 431}, .kind = CLFFT_R2C, .profile = "amd-gcn,local_mem=48K", .method = SPLIT_RPAIRS},
    /* C2R alike: X + iY loaded by the convolutions (the rest by symmetry,
     * addressed from the row's start), x to one row and y to the other */
#define SPLIT_CPAIRS "real parts to one row, imaginary to the other"
    {.rank = 1, .n = {12345}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = SPLIT_CPAIRS},
    {.rank = 1, .n = {12345}, .kind = CLFFT_C2R, .batch = 3, .prec = F64, .profile = "nvidia", .scale = 0.5,
     .method = SPLIT_CPAIRS},
    {.rank = 1, .n = {5 * 823}, .kind = CLFFT_C2R, .batch = 3, .istride = {2}, .idist = 4200, .ioffset = 1,
     .ostride = {3}, .odist = 12400, .ooffset = 5, .profile = "intel-xe", .method = SPLIT_CPAIRS},
    {.rank = 1, .n = {5 * 823}, .kind = CLFFT_C2R, .batch = 2, .inplace = 1, .profile = "nvidia", .method = SPLIT_CPAIRS},
    {.rank = 2, .n = {5, 15 * 431}, .kind = CLFFT_C2R, .profile = "amd-gcn,local_mem=48K", .method = SPLIT_CPAIRS},
    /* the columns first (the variant split-columns-first): the column
     * step loads X + iY */
#define SPLIT_CPAIRS_COLS "C2R, a split length's smooth factor, first, two rows' half spectra as X + iY"
    {.rank = 1, .n = {12345}, .kind = CLFFT_C2R, .batch = 3, .profile = "nvidia", .variant = "split-columns-first",
     .method = SPLIT_CPAIRS_COLS},
    {.rank = 1, .n = {5 * 823}, .kind = CLFFT_C2R, .batch = 2, .prec = F64, .istride = {3}, .idist = 6200,
     .ioffset = 2, .ostride = {2}, .odist = 8300, .ooffset = 1, .profile = "nvidia", .variant = "split-columns-first",
     .method = SPLIT_CPAIRS_COLS},
    {.rank = 2, .n = {4, 12345}, .kind = CLFFT_C2R, .inplace = 1, .profile = "amd-gcn,local_mem=48K",
     .variant = "split-columns-first", .method = SPLIT_CPAIRS_COLS},
    /* one row per transform (a single row); CPUs' convolutions never take
     * the M of 1024 or 2048, so their rows stay whole there */
    {.rank = 1, .n = {12345}, .kind = CLFFT_R2C, .profile = "nvidia", .method = "first, reals loaded"},
    {.rank = 1, .n = {12345}, .kind = CLFFT_C2R, .prec = F64, .profile = "nvidia", .scale = 0.5,
     .method = "second, real parts stored"},
    {.rank = 1, .n = {5 * 823}, .kind = CLFFT_C2R, .inplace = 1, .profile = "nvidia", .variant = "split-columns-first",
     .method = "C2R, a split length's smooth factor, first, the half spectrum's values"},
    {.rank = 1, .n = {3 * 2053}, .kind = CLFFT_R2C, .batch = 2, .profile = "pocl-cpu,local_mem=48K",
     .method = "Bluestein, M = 12800"},
    /* C2R pairs whose whole M is at most 8192 keep the one kernel
     * (convolution.c SPLIT_C2R_PAIRS_MIN_M) */
    {.rank = 1, .n = {3 * 823}, .kind = CLFFT_C2R, .batch = 2, .profile = "nvidia", .method = "M = 5120, one kernel"},
};

static void test_split_real(void **state)
{
    (void)state;
    run_cases(split_real_cases, sizeof split_real_cases / sizeof split_real_cases[0]);
}

static void test_bluestein(void **state)
{
    (void)state;
    run_cases(bluestein_cases, sizeof bluestein_cases / sizeof bluestein_cases[0]);
}

/* Both directions and the round trip of 1D complex Bluestein plans
 * (tc_run_case): the CPU's shared kernels (backward = conj(forward(conj
 * x))) and the GPU presets' kernels per direction, whose second step runs
 * the other direction's DFT; single- and multi-pass M, scales, strides. */
static const tc_case bluestein_directions[] = {
    {.n = 1031},
    {.n = 37, .batch = 3, .fscale = 2.0, .bscale = 1.0 / 37},
    {.n = 1031, .profile = "nvidia"},
    {.n = 4099, .prec = CLFFT_FP64, .profile = "nvidia"},
    {.n = 97, .batch = 3, .istride = 2, .idist = 200, .ooffset = 3, .profile = "amd-gcn"},
    {.n = 12345, .inplace = 1, .profile = "nvidia"},
    {.n = 65537, .profile = "nvidia"},
    {.n = 10007, .batch = 2, .prec = CLFFT_FP64, .fscale = 0.5, .profile = "amd-gcn"},
};

static void test_bluestein_directions(void **state)
{
    (void)state;
    tc_run_table(bluestein_directions, sizeof bluestein_directions / sizeof bluestein_directions[0]);
}

/* Every length 1..4096 of the kinds first..last, 1D, batch 2, every third
 * in place (the exhaustive suite). */
static void every_length(clfft_kind first, clfft_kind last)
{
    static const char *names[] = {"C2C", "R2C", "C2R"};
    int failed = 0;
    for (size_t n = 1; n <= 4096; n++) {
        if (!tc_in_slice(n))
            continue;
        for (int kind = (int)first; kind <= (int)last; kind++) {
            md_case c = {.rank = 1, .n = {n}, .kind = (clfft_kind)kind, .batch = 2, .inplace = (int)(n % 3 == 0)};
            int ok = run_case(&c);
            failed += !ok;
            if (ok && getenv("CLFFT_TEST_VERBOSE"))
                printf("ok   %s n = %zu\n", names[kind], n);
        }
    }
    if (failed)
        fail_msg("%d cases failed", failed);
}

static void test_every_length(void **state)
{
    (void)state;
    every_length(CLFFT_C2C, CLFFT_C2C);
}

static void test_every_length_real(void **state)
{
    (void)state;
    every_length(CLFFT_R2C, CLFFT_C2R);
}

static void test_c2c(void **state)
{
    (void)state;
    run_cases(c2c_cases, sizeof c2c_cases / sizeof c2c_cases[0]);
}

static void test_real(void **state)
{
    (void)state;
    run_cases(real_cases, sizeof real_cases / sizeof real_cases[0]);
}

static void test_layouts(void **state)
{
    (void)state;
    run_cases(layout_cases, sizeof layout_cases / sizeof layout_cases[0]);
}

/* C2R(R2C(x)) = N x, through the library alone, and the documented C2R
 * semantics: imaginary parts of the DC and Nyquist values are ignored;
 * with this device's kernels (rows, columns) and a GPU preset's (the
 * plane kernels). */
static void round_trip(const char *profile)
{
    const size_t n0 = 8, n1 = 16, h = n1 / 2 + 1, N = n0 * n1;
    clfft_desc fwd = {.rank = 2, .n = {n0, n1}, .kind = CLFFT_R2C};
    clfft_desc bwd = {.rank = 2, .n = {n0, n1}, .kind = CLFFT_C2R};
    clfft_plan *pf = NULL, *pb = NULL;
    clfft_profile prof;
    if (profile) {
        assert_int_equal(tc_profile(profile, &prof), CLFFT_OK);
        assert_int_equal(clfft_plan_create_with_profile(&pf, tc.ctx, tc.device, &fwd, &prof), CLFFT_OK);
        assert_int_equal(clfft_plan_create_with_profile(&pb, tc.ctx, tc.device, &bwd, &prof), CLFFT_OK);
        assert_non_null(strstr(clfft_plan_describe(pb), "C2R planes"));
    } else {
        assert_int_equal(clfft_plan_create(&pf, tc.ctx, tc.device, &fwd), CLFFT_OK);
        assert_int_equal(clfft_plan_create(&pb, tc.ctx, tc.device, &bwd), CLFFT_OK);
    }
    float x[128], y[128], spec[2 * 8 * 9];
    for (size_t i = 0; i < N; i++)
        x[i] = (float)tc_rand();
    cl_mem bx = tc_buffer(tc.ctx, sizeof x), bs = tc_buffer(tc.ctx, sizeof spec), by = tc_buffer(tc.ctx, sizeof y);
    tc_write(tc.queue, bx, 0, sizeof x, x);
    assert_int_equal(clfft_enqueue_forward(pf, tc.queue, bx, bs, 0, NULL, NULL), CLFFT_OK);
    assert_int_equal(clfft_enqueue_backward(pb, tc.queue, bs, by, 0, NULL, NULL), CLFFT_OK);
    tc_read(tc.queue, by, 0, sizeof y, y);
    for (size_t i = 0; i < N; i++)
        if (fabsf(y[i] - (float)N * x[i]) > 1e-4f * (float)N)
            fail_msg("round trip: element %zu is %g, expected %g", i, y[i], (float)N * x[i]);
    /* the other direction is refused */
    assert_int_equal(clfft_enqueue_backward(pf, tc.queue, bx, bs, 0, NULL, NULL), CLFFT_ERR_DIRECTION_NOT_PLANNED);
    assert_int_equal(clfft_enqueue_forward(pb, tc.queue, bs, by, 0, NULL, NULL), CLFFT_ERR_DIRECTION_NOT_PLANNED);
    /* DC and Nyquist imaginary parts of every row: changing them changes nothing */
    tc_read(tc.queue, bs, 0, sizeof spec, spec);
    float spec2[2 * 8 * 9], y2[128];
    memcpy(spec2, spec, sizeof spec);
    spec2[2 * (0 * h + 0) + 1] += 3.0f;
    spec2[2 * (0 * h + h - 1) + 1] -= 2.0f;
    tc_write(tc.queue, bs, 0, sizeof spec2, spec2);
    assert_int_equal(clfft_enqueue_backward(pb, tc.queue, bs, by, 0, NULL, NULL), CLFFT_OK);
    tc_read(tc.queue, by, 0, sizeof y2, y2);
    for (size_t i = 0; i < N; i++)
        if (fabsf(y2[i] - y[i]) > 1e-4f * (float)N)
            fail_msg("C2R with DC/Nyquist imaginary parts: element %zu is %g, without them %g", i, y2[i], y[i]);
    clReleaseMemObject(bx);
    clReleaseMemObject(bs);
    clReleaseMemObject(by);
    clfft_plan_destroy(pf);
    clfft_plan_destroy(pb);
}

/* C2R rows taken two per transform (odd rows and 64-point rows, the GPU
 * presets' kernels, fft_plan_layout.pair_rows): the DC values' (and an
 * even length's Nyquist values') imaginary parts are ignored there too,
 * and reach neither row of a pair. */
static void dc_ignored(const char *profile, size_t n, size_t batch)
{
    const size_t h = n / 2 + 1;
    clfft_desc d = {.rank = 1, .n = {n}, .kind = CLFFT_C2R, .batch = batch};
    clfft_plan *plan = NULL;
    clfft_profile prof;
    assert_int_equal(tc_profile(profile, &prof), CLFFT_OK);
    assert_int_equal(clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &prof), CLFFT_OK);
    assert_non_null(strstr(clfft_plan_describe(plan), "two rows per transform"));
    float *spec = malloc(sizeof(float) * 2 * h * batch), *y = malloc(sizeof(float) * n * batch),
          *y2 = malloc(sizeof(float) * n * batch);
    assert_true(spec && y && y2);
    for (size_t i = 0; i < 2 * h * batch; i++)
        spec[i] = (float)tc_rand();
    cl_mem bs = tc_buffer(tc.ctx, sizeof(float) * 2 * h * batch), by = tc_buffer(tc.ctx, sizeof(float) * n * batch);
    float *outs[2] = {y, y2};
    for (int pass = 0; pass < 2; pass++) {
        if (pass == 1)
            for (size_t b = 0; b < batch; b++) {
                spec[2 * b * h + 1] += b % 2 ? -2.0f : 3.0f;
                if (n % 2 == 0)
                    spec[2 * (b * h + n / 2) + 1] += b % 2 ? 1.5f : -2.5f;
            }
        tc_write(tc.queue, bs, 0, sizeof(float) * 2 * h * batch, spec);
        assert_int_equal(clfft_enqueue_backward(plan, tc.queue, bs, by, 0, NULL, NULL), CLFFT_OK);
        tc_read(tc.queue, by, 0, sizeof(float) * n * batch, outs[pass]);
    }
    for (size_t i = 0; i < n * batch; i++)
        if (fabsf(y2[i] - y[i]) > 1e-4f * (float)n)
            fail_msg("C2R %zu x %zu with DC imaginary parts: element %zu is %g, without them %g", n, batch, i, y2[i],
                     y[i]);
    clReleaseMemObject(bs);
    clReleaseMemObject(by);
    free(spec);
    free(y);
    free(y2);
    clfft_plan_destroy(plan);
}

/* A 2D C2R computes the inverse of its spectrum's Hermitian part (docs/
 * transforms.md): an anti-Hermitian change of the DC and Nyquist columns
 * (+d at row k, -conj d at row n0 - k; imaginary parts of the rows that
 * are their own mirrors) changes nothing, a Hermitian one (+d, +conj d)
 * does, in every one of `batch` transforms of n0 x 64.  n0 = 6: the mirror
 * rows' plan on a GPU preset; on this device, the rows on the real side (a
 * CPU) or mirror rows.  n0 = 8: a GPU preset's plane kernels, two planes
 * per transform (one plane's changes must not reach the other). */
static void hermitian_part(const char *profile, const char *method, const char *variant, size_t n0, size_t batch)
{
    const size_t n1 = 64, h = n1 / 2 + 1, N = n0 * n1, S = 2 * n0 * h;
    clfft_desc d = {.rank = 2, .n = {n0, n1}, .kind = CLFFT_C2R, .batch = batch};
    clfft_plan *plan = NULL;
    clfft_profile prof;
    if (variant)
        setenv("CLFFT_VARIANT", variant, 1);
    if (profile) {
        assert_int_equal(tc_profile(profile, &prof), CLFFT_OK);
        assert_int_equal(clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &prof), CLFFT_OK);
    } else {
        assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
    }
    if (variant)
        unsetenv("CLFFT_VARIANT");
    if (method && !strstr(clfft_plan_describe(plan), method))
        fail_msg("C2R %zux%zu (%s): the plan does not say \"%s\":\n%s", n0, n1, profile ? profile : "own", method,
                 clfft_plan_describe(plan));
    float *spec[3], *y[3];
    for (int k = 0; k < 3; k++) {
        spec[k] = malloc(S * batch * sizeof *spec[k]);
        y[k] = malloc(N * batch * sizeof *y[k]);
        assert_non_null(spec[k]);
        assert_non_null(y[k]);
    }
    for (size_t i = 0; i < S * batch; i++)
        spec[0][i] = (float)tc_rand();
    memcpy(spec[1], spec[0], S * batch * sizeof *spec[0]);
    memcpy(spec[2], spec[0], S * batch * sizeof *spec[0]);
    const float dre = 0.75f, dim = -0.5f;
    for (size_t e = 0; e < batch; e++) {
        float *s1 = spec[1] + e * S, *s2 = spec[2] + e * S;
        for (int col = 0; col < 2; col++) {
            size_t c = col ? h - 1 : 0, a = 2 * (1 * h + c), b = 2 * ((n0 - 1) * h + c);
            s1[a] += dre, s1[a + 1] += dim; /* anti-Hermitian: +d at row 1, -conj d at row n0 - 1 */
            s1[b] -= dre, s1[b + 1] += dim;
            s1[2 * (0 * h + c) + 1] += 2.0f; /* rows 0 and n0/2: their own mirrors */
            s1[2 * ((n0 / 2) * h + c) + 1] -= 1.5f;
            s2[a] += dre, s2[a + 1] += dim; /* Hermitian: +d, +conj d */
            s2[b] += dre, s2[b + 1] -= dim;
        }
    }
    cl_mem bs = tc_buffer(tc.ctx, S * batch * sizeof *spec[0]), by = tc_buffer(tc.ctx, N * batch * sizeof *y[0]);
    for (int k = 0; k < 3; k++) {
        tc_write(tc.queue, bs, 0, S * batch * sizeof *spec[k], spec[k]);
        assert_int_equal(clfft_enqueue_backward(plan, tc.queue, bs, by, 0, NULL, NULL), CLFFT_OK);
        tc_read(tc.queue, by, 0, N * batch * sizeof *y[k], y[k]);
    }
    for (size_t e = 0; e < batch; e++) {
        double moved = 0;
        for (size_t i = e * N; i < (e + 1) * N; i++) {
            if (fabsf(y[1][i] - y[0][i]) > 1e-4f * N)
                fail_msg("C2R %zux%zu (%s), anti-Hermitian DC/Nyquist change: element %zu is %g, without it %g", n0,
                         n1, profile ? profile : "own", i, y[1][i], y[0][i]);
            moved = fmax(moved, fabs((double)y[2][i] - y[0][i]));
        }
        if (moved < 0.1)
            fail_msg("C2R %zux%zu (%s): a Hermitian DC/Nyquist change moved nothing in transform %zu (%g)", n0, n1,
                     profile ? profile : "own", e, moved);
    }
    for (int k = 0; k < 3; k++) {
        free(spec[k]);
        free(y[k]);
    }
    clReleaseMemObject(bs);
    clReleaseMemObject(by);
    clfft_plan_destroy(plan);
}

static void test_round_trip(void **state)
{
    (void)state;
    round_trip(NULL);
    round_trip("nvidia");
    hermitian_part("nvidia", "C2R rows with their mirrors", NULL, 6, 1);
    hermitian_part("nvidia", "every row once", "split-columns", 6, 1); /* the rows before split columns */
    hermitian_part(NULL, NULL, NULL, 6, 1); /* pocl: the rows on the real side; a GPU: mirror rows */
    hermitian_part("nvidia", "two planes per transform", NULL, 8, 3); /* plane kernels, the last one alone */
    dc_ignored("nvidia", 45, 3);   /* generated radices */
    dc_ignored("amd-gcn", 37, 2);  /* Rader */
    dc_ignored("nvidia", 1031, 2); /* Bluestein */
    dc_ignored("nvidia", 64, 3);   /* even rows in pairs */
}

typedef struct bad_row {
    const char *what;
    clfft_desc desc;
    clfft_status want;
} bad_row;

static void test_errors(void **state)
{
    (void)state;
    static const bad_row rows[] = {
        {"in-place R2C with only istride", {.rank = 1, .n = {8}, .kind = CLFFT_R2C, .inplace = 1, .istride = {1}},
         CLFFT_ERR_INVALID_LAYOUT},
        {"in-place R2C 2D without row padding",
         {.rank = 2, .n = {4, 8}, .kind = CLFFT_R2C, .inplace = 1, .istride = {8, 1}, .ostride = {4, 1}},
         CLFFT_ERR_INVALID_LAYOUT},
        {"in-place C2R with mismatched distances",
         {.rank = 1, .n = {8}, .kind = CLFFT_C2R, .inplace = 1, .batch = 2, .istride = {1}, .ostride = {1},
          .idist = 5, .odist = 12},
         CLFFT_ERR_INVALID_LAYOUT},
        {"R2C plan for backward transforms", {.rank = 2, .n = {4, 4}, .kind = CLFFT_R2C, .directions = CLFFT_BACKWARD_ONLY},
         CLFFT_ERR_INVALID_DIRECTIONS},
        {"C2R plan for forward transforms", {.rank = 1, .n = {4}, .kind = CLFFT_C2R, .directions = CLFFT_FORWARD_ONLY},
         CLFFT_ERR_INVALID_DIRECTIONS},
        {"2D output rows overlapping", {.rank = 2, .n = {4, 8}, .ostride = {4, 1}}, CLFFT_ERR_INVALID_LAYOUT},
        {"in-place batches overlapping", {.rank = 2, .n = {4, 8}, .batch = 2, .inplace = 1, .idist = 16},
         CLFFT_ERR_INVALID_LAYOUT},
        {"3D stride missing", {.rank = 3, .n = {2, 4, 8}, .istride = {32, 0, 1}}, CLFFT_ERR_INVALID_LAYOUT},
        {"an axis above 2^32 - 1", {.rank = 2, .n = {2, (size_t)1 << 32}}, CLFFT_ERR_NOT_SUPPORTED},
    };
    int failed = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        clfft_plan *plan = (clfft_plan *)(uintptr_t)0x5E17100;
        clfft_status st = clfft_plan_create(&plan, tc.ctx, tc.device, &rows[i].desc);
        const char *msg = clfft_last_error();
        if (st != rows[i].want || !msg || !*msg || plan != NULL) {
            print_error("FAIL %s: status %s (%s), want %s\n", rows[i].what, clfft_status_string(st), msg,
                        clfft_status_string(rows[i].want));
            failed++;
        }
    }
    /* a buffer too small for a 2D plan, nothing written */
    clfft_desc d = {.rank = 2, .n = {8, 8}, .kind = CLFFT_R2C};
    clfft_plan *plan = NULL;
    assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
    assert_int_equal(clfft_plan_input_bytes(plan), 8 * 8 * sizeof(float));
    assert_int_equal(clfft_plan_output_bytes(plan), 8 * 5 * 2 * sizeof(float));
    cl_mem small = tc_buffer(tc.ctx, 8 * 8 * sizeof(float)), in = tc_buffer(tc.ctx, 8 * 8 * sizeof(float));
    tc_poison_buffer(tc.queue, small, 8 * 8 * sizeof(float));
    assert_int_equal(clfft_enqueue_forward(plan, tc.queue, in, small, 0, NULL, NULL), CLFFT_ERR_BUFFER_TOO_SMALL);
    float back[64];
    tc_read(tc.queue, small, 0, sizeof back, back);
    if (!tc_is_poison(back, sizeof back)) {
        print_error("FAIL: a refused enqueue wrote its output\n");
        failed++;
    }
    clReleaseMemObject(small);
    clReleaseMemObject(in);
    clfft_plan_destroy(plan);
    if (failed)
        fail_msg("%d checks failed", failed);
}

/* Wider: every kind over a grid of small shapes (the exhaustive suite). */
/* Primes up to 2^24 (the exhaustive suite: long double references of
 * millions of points): Bluestein of M = 2^25 on this device. */
static const md_case large_prime_cases[] = {
    {.rank = 1, .n = {16777213}},
    {.rank = 1, .n = {4194301}, .prec = F64},
    {.rank = 1, .n = {4194301}, .kind = CLFFT_R2C},
};

static void test_large_primes(void **state)
{
    (void)state;
    run_cases(large_prime_cases, sizeof large_prime_cases / sizeof large_prime_cases[0]);
}

static void test_exhaustive(void **state)
{
    (void)state;
    static const size_t lens[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 12, 16, 25, 32};
    const size_t nl = sizeof lens / sizeof lens[0];
    int failed = 0;
    size_t row = 0;
    for (int kind = 0; kind < 3; kind++)
        for (size_t a = 0; a < nl; a++)
            for (size_t b = 0; b < nl; b++, row++) {
                if (!tc_in_slice(row))
                    continue;
                md_case c = {.rank = 2, .n = {lens[a], lens[b]}, .kind = (clfft_kind)kind, .batch = 2};
                failed += !run_case(&c);
                md_case c3 = {.rank = 3, .n = {lens[b] % 5 + 1, lens[a], lens[b]}, .kind = (clfft_kind)kind,
                              .inplace = (int)(row % 2)};
                failed += !run_case(&c3);
            }
    if (failed)
        fail_msg("%d cases failed", failed);
}

int main(int argc, char **argv)
{
    tc_init();
    const struct CMUnitTest c2c[] = {cmocka_unit_test(test_c2c)};
    const struct CMUnitTest real[] = {cmocka_unit_test(test_real), cmocka_unit_test(test_round_trip)};
    const struct CMUnitTest layouts[] = {cmocka_unit_test(test_layouts)};
    const struct CMUnitTest errors[] = {cmocka_unit_test(test_errors)};
    const struct CMUnitTest bluestein[] = {cmocka_unit_test(test_bluestein), cmocka_unit_test(test_bluestein_rows),
                                           cmocka_unit_test(test_rader), cmocka_unit_test(test_rader_rows),
                                           cmocka_unit_test(test_bluestein_directions),
                                           cmocka_unit_test(test_split_real)};
    /* the default suite runs the bluestein group as its two halves, one per core */
    const struct CMUnitTest bluestein_one[] = {cmocka_unit_test(test_bluestein), cmocka_unit_test(test_rader)};
    const struct CMUnitTest bluestein_two[] = {cmocka_unit_test(test_bluestein_rows), cmocka_unit_test(test_rader_rows),
                                               cmocka_unit_test(test_bluestein_directions),
                                               cmocka_unit_test(test_split_real)};
    const struct CMUnitTest split_real[] = {cmocka_unit_test(test_split_real)};
    const struct CMUnitTest exhaustive[] = {cmocka_unit_test(test_exhaustive), cmocka_unit_test(test_large_primes)};
    const struct CMUnitTest every_length[] = {cmocka_unit_test(test_every_length)};
    const struct CMUnitTest every_length_real[] = {cmocka_unit_test(test_every_length_real)};
    const tc_group groups[] = {TC_GROUP("c2c", c2c),           TC_GROUP("real", real),
                               TC_GROUP("layouts", layouts),   TC_GROUP("errors", errors),
                               TC_GROUP("bluestein", bluestein), TC_GROUP("exhaustive", exhaustive),
                               TC_GROUP("every-length", every_length),
                               TC_GROUP("every-length-real", every_length_real),
                               TC_GROUP("bluestein-one", bluestein_one),
                               TC_GROUP("bluestein-two", bluestein_two), TC_GROUP("split-real", split_real)};
    int rc = tc_main(argc, argv, groups, argc > 1 ? sizeof groups / sizeof groups[0] : 5);
    tc_shutdown();
    return rc;
}
