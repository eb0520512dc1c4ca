/* Stage 2: descriptor -> problem -> steps.  FFTW's design in small: the
 * problem (transform axes with their strides, batch, kind, precision) is
 * offered to solvers, each with applicable() and mkplan(); the first that
 * applies makes the plan, a short list of steps, each a batched 1D
 * transform planned by the 1D Stockham planner (planner.c).  Multi-
 * dimensional and real transforms are solvers built on it: an axis per
 * step, the other axes and the batch as the step's batch levels, the real
 * side folded into the loads of the first pass (R2C) or the stores of the
 * last (C2R).  No OpenCL calls. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "checked.h"
#include "error.h"
#include "fft_plan.h"

/* One side (what the plan reads or writes), in elements of its type. */
typedef struct side {
    size_t shape[3]; /* per axis: n, or n/2+1 on a half spectrum's fastest axis */
    size_t stride[3];
    size_t dist, offset;
    size_t elem_bytes; /* a real or a complex value */
    size_t extent;     /* elements spanned, offset included */
} side;

typedef struct problem {
    clfft_desc d; /* defaults filled in */
    int rank;
    size_t n[3];
    size_t batch;
    side in, out;
    size_t plane_n1; /* add_step: the step is a plane of plane_n1 x (n / plane_n1) */
} problem;

/* Row-major packed strides; the fastest axis's rows hold `row` elements
 * (more than its shape where real rows are padded in place). */
static clfft_status packed_side(side *s, int rank, size_t batch, size_t row, const char *which)
{
    size_t stride = 1;
    for (int k = rank - 1; k >= 0; k--) {
        s->stride[k] = stride;
        size_t len = k == rank - 1 ? row : s->shape[k];
        if (mul_overflows(stride, len, &stride))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: the default strides overflow", which);
    }
    (void)batch;
    s->dist = stride;
    return CLFFT_OK;
}

/* Strides the user gave for one side: every axis longer than 1 needs one;
 * the default distance is the largest stride x length. */
static clfft_status given_side(side *s, int rank, size_t batch, const size_t *stride, size_t dist, const char *which)
{
    size_t widest = 1;
    for (int k = 0; k < rank; k++) {
        if (stride[k] == 0 && s->shape[k] > 1)
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "%s: stride[%d] is 0 while other strides are set", which, k);
        s->stride[k] = stride[k] ? stride[k] : 1;
        size_t span;
        if (mul_overflows(s->stride[k], s->shape[k], &span))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: stride[%d] %zu x length %zu overflows", which, k,
                            s->stride[k], s->shape[k]);
        if (span > widest)
            widest = span;
    }
    s->dist = dist ? dist : widest;
    (void)batch;
    return CLFFT_OK;
}

/* The side's axes and batch must not reach an element twice: sorted by
 * stride, each level's stride is at least what the levels inside span.
 * may_overlap: an out-of-place input, which is only read, may (overlapping
 * windows); its extent is the same sum. */
static clfft_status check_nesting(side *s, int rank, size_t batch, const char *which, int may_overlap)
{
    size_t count[4], stride[4];
    unsigned k = 0;
    for (int a = 0; a < rank; a++)
        if (s->shape[a] > 1) {
            count[k] = s->shape[a];
            stride[k++] = s->stride[a];
        }
    if (batch > 1) {
        count[k] = batch;
        stride[k++] = s->dist;
    }
    for (unsigned i = 1; i < k; i++) /* insertion sort by stride */
        for (unsigned j = i; j > 0 && stride[j] < stride[j - 1]; j--) {
            size_t c = count[j], t = stride[j];
            count[j] = count[j - 1];
            stride[j] = stride[j - 1];
            count[j - 1] = c;
            stride[j - 1] = t;
        }
    size_t spanned = 1;
    for (unsigned i = 0; i < k; i++) {
        if (stride[i] < spanned && !may_overlap)
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                            "%s: a level of %zu elements %zu apart starts inside the %zu elements the levels "
                            "within it span (elements would overlap)",
                            which, count[i], stride[i], spanned);
        size_t more;
        if (mul_overflows(count[i] - 1, stride[i], &more) || add_overflows(more, spanned, &spanned))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: the layout's extent overflows", which);
    }
    size_t total, bytes;
    if (add_overflows(spanned, s->offset, &total) || mul_overflows(total, s->elem_bytes, &bytes) || bytes > (size_t)INT64_MAX)
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: the layout's extent overflows", which);
    s->extent = total;
    return CLFFT_OK;
}

/* In place, a real row and its half spectrum share their bytes: the real
 * side's strides are the complex side's in bytes, except along the
 * fastest axis, where both count their own elements (complex value k
 * holds reals 2k and 2k+1). */
static clfft_status check_real_in_place(const problem *pb)
{
    const side *r = pb->d.kind == CLFFT_R2C ? &pb->in : &pb->out;
    const side *c = pb->d.kind == CLFFT_R2C ? &pb->out : &pb->in;
    int f = pb->rank - 1;
    if (r->shape[f] > 1 && r->stride[f] != c->stride[f])
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "in-place real plan: the fastest axis's real stride %zu must equal its complex stride %zu",
                        r->stride[f], c->stride[f]);
    for (int k = 0; k < f; k++)
        if (r->shape[k] > 1 && r->stride[k] != 2 * c->stride[k])
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                            "in-place real plan: axis %d's real stride %zu must be twice its complex stride %zu "
                            "(the same bytes)",
                            k, r->stride[k], c->stride[k]);
    if (pb->batch > 1 && r->dist != 2 * c->dist)
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "in-place real plan: the real distance %zu must be twice the complex distance %zu", r->dist,
                        c->dist);
    if (r->offset != 2 * c->offset)
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "in-place real plan: the real offset %zu must be twice the complex offset %zu", r->offset,
                        c->offset);
    return CLFFT_OK;
}

static int any_set(const size_t *v, int rank)
{
    for (int k = 0; k < rank; k++)
        if (v[k])
            return 1;
    return 0;
}

/* Validates the descriptor and lays out both sides. */
static clfft_status make_problem(const clfft_desc *desc, problem *pb)
{
    clfft_status st = fft_desc_check(desc);
    if (st != CLFFT_OK)
        return st;
    memset(pb, 0, sizeof *pb);
    pb->d = *desc;
    clfft_desc *d = &pb->d;
    pb->rank = d->rank;
    pb->batch = d->batch ? d->batch : 1;
    d->batch = pb->batch;
    for (int k = 0; k < d->rank; k++)
        pb->n[k] = d->n[k];
    if (d->forward_scale == 0.0)
        d->forward_scale = 1.0;
    if (d->backward_scale == 0.0)
        d->backward_scale = 1.0;
    if (d->kind != CLFFT_C2C) {
        clfft_directions only = d->kind == CLFFT_R2C ? CLFFT_FORWARD_ONLY : CLFFT_BACKWARD_ONLY;
        if (d->directions != CLFFT_BOTH_DIRECTIONS && d->directions != only)
            return fft_fail(CLFFT_ERR_INVALID_DIRECTIONS, "a %s plan computes %s transforms only", fft_kind_name(d->kind),
                            d->kind == CLFFT_R2C ? "forward" : "backward");
        d->directions = only;
    }
    int f = d->rank - 1;
    size_t elem = d->precision == CLFFT_FP64 ? 16 : 8;
    size_t half = pb->n[f] / 2 + 1;
    side *in = &pb->in, *out = &pb->out;
    for (int k = 0; k < d->rank; k++)
        in->shape[k] = out->shape[k] = pb->n[k];
    in->elem_bytes = out->elem_bytes = elem;
    if (d->kind == CLFFT_R2C) {
        in->elem_bytes = elem / 2;
        out->shape[f] = half;
    } else if (d->kind == CLFFT_C2R) {
        out->elem_bytes = elem / 2;
        in->shape[f] = half;
    }
    in->offset = d->ioffset;
    out->offset = d->ooffset;
    int in_given = any_set(d->istride, d->rank), out_given = any_set(d->ostride, d->rank);
    if (d->inplace && d->kind == CLFFT_C2C) {
        for (int k = 0; k < d->rank; k++)
            if (d->ostride[k] && d->ostride[k] != d->istride[k])
                return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                                "an in-place plan's output layout must equal its input layout");
        if ((d->odist && d->odist != d->idist) || (d->ooffset && d->ooffset != d->ioffset))
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "an in-place plan's output layout must equal its input layout");
        st = in_given ? given_side(in, d->rank, pb->batch, d->istride, d->idist, "input")
                      : packed_side(in, d->rank, pb->batch, pb->n[f], "input");
        if (st == CLFFT_OK && !in_given && d->idist)
            in->dist = d->idist;
        if (st != CLFFT_OK)
            return st;
        *out = *in;
        out->offset = in->offset;
    } else if (d->inplace) {
        /* real in place: FFTW's padded rows by default, else both sides given */
        side *r = d->kind == CLFFT_R2C ? in : out, *c = d->kind == CLFFT_R2C ? out : in;
        if (!in_given && !out_given) {
            if ((st = packed_side(r, d->rank, pb->batch, 2 * half, "real side")) != CLFFT_OK ||
                (st = packed_side(c, d->rank, pb->batch, half, "complex side")) != CLFFT_OK)
                return st;
            if (d->idist)
                in->dist = d->idist;
            if (d->odist)
                out->dist = d->odist;
        } else if (!in_given || !out_given) {
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                            "an in-place real plan with explicit strides needs both istride and ostride (they "
                            "describe the real and the complex side of the same bytes)");
        } else if ((st = given_side(in, d->rank, pb->batch, d->istride, d->idist, "input")) != CLFFT_OK ||
                   (st = given_side(out, d->rank, pb->batch, d->ostride, d->odist, "output")) != CLFFT_OK) {
            return st;
        }
        if (!d->ooffset && !d->ioffset) {
            in->offset = out->offset = 0;
        }
        if ((st = check_real_in_place(pb)) != CLFFT_OK)
            return st;
    } else {
        st = in_given ? given_side(in, d->rank, pb->batch, d->istride, d->idist, "input")
                      : packed_side(in, d->rank, pb->batch, in->shape[f], "input");
        if (st == CLFFT_OK && !in_given && d->idist)
            in->dist = d->idist;
        if (st != CLFFT_OK)
            return st;
        st = out_given ? given_side(out, d->rank, pb->batch, d->ostride, d->odist, "output")
                       : packed_side(out, d->rank, pb->batch, out->shape[f], "output");
        if (st == CLFFT_OK && !out_given && d->odist)
            out->dist = d->odist;
        if (st != CLFFT_OK)
            return st;
    }
    if ((st = check_nesting(in, d->rank, pb->batch, "input", !d->inplace)) != CLFFT_OK ||
        (st = check_nesting(out, d->rank, pb->batch, "output", 0)) != CLFFT_OK)
        return st;
    /* the validated copy records the layouts in effect */
    for (int k = 0; k < d->rank; k++) {
        d->istride[k] = in->stride[k];
        d->ostride[k] = out->stride[k];
    }
    d->idist = in->dist;
    d->odist = out->dist;
    d->ioffset = in->offset;
    d->ooffset = out->offset;
    return CLFFT_OK;
}

/* Bluestein's chirp-z for an axis of length N with a prime factor above
 * FFT_MAX_PRIME (lib/chirp.c has the algebra): two steps of length M >= 2N
 * - 1 on the plan's STAGE array, M values per transform, packed, the
 * step's batch levels in the same order:
 *   A: x (N values, the rest zeros) times the chirp c, forward FFT_M,
 *      times the filter's spectrum FFT_M(b), into STAGE;
 *   B: inverse FFT_M of STAGE, times c/M, the first N values (n/2+1 of an
 *      R2C) into the step's output, with the step's scale.
 * A's first pass takes the axis's load kind (reals, half spectrum) and B's
 * last pass its store kind (real parts).  Backward transforms are
 * conj(forward(conj x)) with the same tables: the backward kernels take
 * the tables' conjugates and B, reversed, runs the forward DFT. */
#ifndef BLUESTEIN_ONE_KERNEL_MAX_M
#define BLUESTEIN_ONE_KERNEL_MAX_M ((size_t)-1) /* any M that fits one kernel */
#endif

/* Adds the step whose layout is already planned in the next slot: its
 * buffers, axis, what it computes and (Bluestein, Rader) the axis length. */
static void push_step(fft_steps *plan, fft_buffer in, fft_buffer out, int axis, const char *what, size_t conv_n)
{
    fft_step *step = &plan->steps[plan->nsteps++];
    step->in = in;
    step->out = out;
    step->axis = axis;
    step->what = what;
    step->conv_n = conv_n;
}

/* The stage array's region for a convolution's or a split's intermediate:
 * `per` values per transform of the axis problem, packed, its batch levels
 * in order (*packed), after the stage's other contents (or where earlier
 * axes' intermediates went: the steps run one after another).  0 when the
 * sizes overflow.  conv_reserve records it once the steps are planned. */
static int conv_region(const fft_steps *plan, const fft_axis_problem *ap, size_t per, size_t *offset, size_t *end,
                       fft_levels *packed)
{
    size_t transforms = 1, conv, dist = per;
    for (unsigned l = 0; l < ap->in.count_levels; l++)
        transforms *= ap->in.count[l];
    *offset = plan->has_conv ? plan->conv_offset : plan->stage_elems;
    if (mul_overflows(per, transforms, &conv) || add_overflows(*offset, conv, end))
        return 0;
    *packed = ap->in;
    for (unsigned l = 0; l < packed->count_levels; l++) {
        packed->dist[l] = dist;
        dist *= packed->count[l];
    }
    return 1;
}

static void conv_reserve(fft_steps *plan, size_t offset, size_t end)
{
    if (!plan->has_conv) {
        plan->has_conv = 1;
        plan->conv_offset = offset;
    }
    if (end > plan->stage_elems)
        plan->stage_elems = end;
}

/* Bluestein's two steps with one kernel less where the forward FFT takes
 * several passes: its last pass also multiplies by the filter's spectrum
 * and runs the inverse FFT's first pass (the same radix: the inverse is
 * planned with the radices in reverse order), so that with two passes the
 * convolution moves M values per transform four times, not six
 * (fft_fuse_filter).  Only where that last pass's radix is a power of two:
 * on the H200 (fp32 TB/s, fused against not, bench/results/h200-2026-11-
 * 24-rader/fused-*.csv) 10007 (M = 160 x 128) 0.57 against 0.48, fp64
 * 0.60 / 0.51; 999983 (128^3) 0.32 / 0.29, fp64 0.33 / 0.29; but 12345
 * (160 x 160) 0.48 / 0.48 and 65537 (384 x 384) 0.37 / 0.39, fp64 0.34 /
 * 0.36: the fused pass computes twice, which its odd radices did not
 * repay.  Returns whether it added the two steps. */
/* Where the planner's own passes for M do not fuse (a last radix that is
 * not a power of two: 65537's M = 147456 took 384 x 384, four launches),
 * two passes whose last radix is the largest power of two of at most
 * FUSED_LAST_BYTES of values do (the first pass takes the rest, at most
 * 4096 points): three launches.  H200, GB/s, against the planner's passes
 * (bench/results/h200-2026-11-24-fusedpair, blue-*.csv): fp32 65537 385 ->
 * 452 (288 x 512), 100003 441 -> 489 (400 x 512), 200003 388 -> 419; fp64
 * 65537 361 -> 434-440 (576 x 256).  Taken before the planner's fused
 * passes it lost (fp32 10007 587 -> 515 with 40 x 512, 40009 608 -> 505,
 * 999983 330 -> 225 with 4096 x 512), so only as the second choice. */
#ifndef FUSED_LAST_BYTES
#define FUSED_LAST_BYTES 4096
#endif
static int add_fused_pair_as(fft_steps *plan, const fft_axis_problem *a, const fft_axis_problem *b, fft_buffer fb,
                             fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                             const fft_variant *variant);

/* The planner's own passes for M with a power-of-two radix moved last,
 * where three passes or more end in another (1572864 = 128 x 128 x 96 ->
 * 128 x 96 x 128): five launches, where the two passes of the fallback
 * below would start with a long pass over few columns (3072 x 512: 2
 * columns of 8 bytes per group).  H200, GB/s (bench/results/h200-2026-11-
 * 24-pow2last): fp32 700001 138 -> 316, 756829 148 -> 341 (VkFFT 332),
 * 552469 243 -> 336, 5003893 264 -> 280, fp64 552469 293 -> 337, 756829
 * 289 -> 334. */
static int add_fused_pow2_last(fft_steps *plan, const fft_axis_problem *a, const fft_axis_problem *b, fft_buffer fb,
                               fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                               const fft_variant *variant)
{
    fft_plan_layout own;
    fft_axis_problem fa = *a;
    fa.store_table = FFT_TABLE_NONE;
    if (fft_plan_build_axis(&fa, prof, variant, &own) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    unsigned k = own.npasses, last = k;
    for (unsigned g = 0; g < k; g++)
        if (fft_is_pow2(own.passes[g].radix) && (last == k || own.passes[g].radix > own.passes[last].radix))
            last = g;
    if (k < 3 || last == k || last == k - 1)
        return 0;
    fft_axis_problem a2 = *a;
    a2.forced_passes = k;
    for (unsigned g = 0, h = 0; g < k; g++)
        if (g != last)
            a2.forced_radices[h++] = own.passes[g].radix;
    a2.forced_radices[k - 1] = own.passes[last].radix;
    return add_fused_pair_as(plan, &a2, b, fb, tb, axis, what, prof, variant);
}

static int add_fused_pair(fft_steps *plan, const fft_axis_problem *a, const fft_axis_problem *b, fft_buffer fb,
                          fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                          const fft_variant *variant)
{
    if (add_fused_pair_as(plan, a, b, fb, tb, axis, what, prof, variant))
        return 1;
    if (add_fused_pow2_last(plan, a, b, fb, tb, axis, what, prof, variant))
        return 1;
    size_t m = a->n, elem = a->precision == CLFFT_FP64 ? 16 : 8;
    for (size_t r2 = (size_t)1 << 20; r2 > 1; r2 /= 2) {
        if (r2 * elem > FUSED_LAST_BYTES || m % r2 != 0 || m / r2 > 4096 || m / r2 < 2)
            continue;
        fft_axis_problem a2 = *a;
        a2.forced_passes = 2;
        a2.forced_radices[0] = m / r2;
        a2.forced_radices[1] = r2;
        if (add_fused_pair_as(plan, &a2, b, fb, tb, axis, what, prof, variant))
            return 1;
    }
    return 0;
}

static int add_fused_pair_as(fft_steps *plan, const fft_axis_problem *a, const fft_axis_problem *b, fft_buffer fb,
                             fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                             const fft_variant *variant)
{
    fft_axis_problem fa = *a, fbk = *b;
    fa.store_table = FFT_TABLE_NONE;
    fft_step *sa = &plan->steps[plan->nsteps], *sb = &plan->steps[plan->nsteps + 1];
    if (fft_plan_build_axis(&fa, prof, variant, &sa->layout) != CLFFT_OK || sa->layout.npasses < 2 ||
        !fft_is_pow2(sa->layout.passes[sa->layout.npasses - 1].radix)) {
        fft_clear_error();
        return 0;
    }
    unsigned k = sa->layout.npasses;
    fbk.forced_passes = k;
    for (unsigned g = 0; g < k; g++)
        fbk.forced_radices[g] = sa->layout.passes[k - 1 - g].radix;
    if (fft_plan_build_axis(&fbk, prof, variant, &sb->layout) != CLFFT_OK || fft_fuse_filter(&sa->layout) != 0 ||
        fft_drop_first_pass(&sb->layout) != 0) {
        fft_clear_error();
        return 0;
    }
    push_step(plan, fb, FFT_BUF_STAGE, axis, what, a->chirp_n);
    push_step(plan, FFT_BUF_STAGE, tb, axis, what, a->chirp_n);
    return 1;
}

/* The whole Bluestein convolution of length m in one kernel, planned into
 * L; 0 (error cleared) where it does not fit one or the variant asks for
 * two steps. */
static int bluestein_one_kernel(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
                                const fft_variant *variant, fft_plan_layout *L)
{
    if (m > BLUESTEIN_ONE_KERNEL_MAX_M || (variant && variant->one_kernel_conv == FFT_FORCE_OFF))
        return 0;
    size_t n = ap->n;
    fft_axis_problem f = *ap;
    f.n = m;
    f.chirp_n = n;
    f.load_count = n;
    f.load_table = FFT_TABLE_CHIRP;
    f.store = ap->store == FFT_STORE_HALF ? FFT_STORE_COMPLEX : ap->store;
    f.store_count = ap->store == FFT_STORE_HALF ? n / 2 + 1 : n;
    f.store_table = FFT_TABLE_CHIRP_OVER_M;
    f.fused_filter = 1;
    if (fft_plan_build_axis(&f, prof, variant, L) == CLFFT_OK)
        return 1;
    fft_clear_error();
    return 0;
}

/* Bluestein's convolution in three steps where M does not fit one kernel:
 * M = A x B as an A x B array (row-major) in the stage array, and the
 * four-step algorithm with the transposes left out, since a convolution
 * only multiplies the spectrum pointwise and the inverse FFT undoes the
 * forward's order (fft_plan_layout.conv_cols, conv_rows):
 *   A: the A-point DFTs of the columns, x[g] c[g] loaded for the element g
 *      = a B + b of column b (zeros from g = N on), the results times
 *      w_M^(k_a b);
 *   B: each row k_a (B contiguous values) in one kernel: FFT_B, times the
 *      filter's spectrum at k_a + A k_b, inverse FFT_B, in place;
 *   C: the inverse A-point DFTs of the columns, each loaded value times
 *      w_M^-(k_a b), the results times c[g] / M for g < N.
 * Each step is a single pass: 2N + 4M values moved, with every load and
 * store along rows of adjacent columns or along contiguous rows, where the
 * Stockham passes of M take strided columns in narrow groups (999983: M =
 * 2^21 as 128 x 128 x 128, five launches; 65537: 288 x 512 with 8 columns
 * of 512 in a group).  B is the longest divisor of M of at most
 * CONV_ROWS_MAX_N points whose steps are single passes.  GPUs only;
 * complex or real loads, complex or half-spectrum stores.  H200, GB/s,
 * against the Stockham steps (two runs, bench/results/h200-2026-11-26-
 * rows, call37): fp32 10007 586 -> 655, 65537 452 -> 521, 100003 +6%,
 * 200003 419 -> 523, 999983 331 -> 424, fp64 10007 +5%, 65537 +10%,
 * 999983 +10%, R2C 65537 +23%, 999983 +27%; 700001 (8 columns of 768 in a
 * group) +3%; 40009 606 -> 577 lost (25 columns of 40 in a group).  Rows
 * of 2048 points against 1024 and 4096 (call35, call36): 999983 398 / 281
 * / 335, 200003 522 / 398 / 487, fp64 999983 372 (2048) / 305 (1024), but
 * 10007 656 / 643 / 695 and 65537 523 / 465 / 537: 2048 is the best or
 * within 6%.  The rows are the outermost batch level where the filter's
 * spectrum (M values) takes CONV_ROWS_OUTER_MIN_BYTES or more, so that its
 * rows stay in the cache across transforms (call37: 999983 398 -> 424,
 * fp64 371 -> 388, R2C 209 -> 223, 700001 +3%); with shorter filters that
 * lost 3-5% (65537, 100003, 200003).  The variant stockham-convolutions
 * (CLFFT_EFFORT_MEASURE) times the Stockham steps instead.  The rows take
 * a power of two of CONV_ROWS_POW2_MIN_N points or more over a longer row
 * of other factors.  GB/s, two runs of each build against e32efc5
 * (bench/results/gpu-2026-11-26-groups): on an H200 (call41) fp64 4099
 * (9 x 1024, not 6 x 1536) 605 -> 680, 12289 (25 x 1024, not 16 x 1600)
 * 544 -> 581, R2C 4099 322 -> 375, 12289 298 -> 331; on an H100 (call42)
 * fp32 12289 463 -> 522, R2C 248 -> 280, fp64 4099 and 12289 +1 to +5%.
 * Rows of at most 1024 fp64 points everywhere lost on the H200 (8537, 18
 * x 1024 instead of 9 x 2048: 682 -> 562).  Returns whether it added the
 * three steps. */
#ifndef CONV_ROWS_MAX_N
#define CONV_ROWS_MAX_N 2048
#endif
#define CONV_ROWS_POW2_MIN_N 512
#ifndef CONV_ROWS_OUTER_MIN_BYTES
#define CONV_ROWS_OUTER_MIN_BYTES ((size_t)8 << 20)
#endif
static int add_bluestein_rows(fft_steps *plan, const fft_axis_problem *ap, size_t m, fft_buffer fb, fft_buffer tb,
                              int axis, const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    size_t n = ap->n, elem = ap->precision == CLFFT_FP64 ? 16 : 8, offset, end;
    fft_levels packed; /* M per transform, the levels' order kept */
    if (variant && variant->rows_conv == FFT_FORCE_OFF)
        return 0;
    if (prof->is_cpu || (ap->load != FFT_LOAD_COMPLEX && ap->load != FFT_LOAD_REAL) ||
        (ap->store != FFT_STORE_COMPLEX && ap->store != FFT_STORE_HALF) || ap->plane_n1 || ap->split_n1 ||
        ap->pair_rows || ap->in.count_levels >= FFT_MAX_LEVELS || plan->nsteps + 3 > FFT_MAX_STEPS ||
        !conv_region(plan, ap, m, &offset, &end, &packed))
        return 0;
    size_t pow2 = 1; /* M's longest power-of-two row */
    while (m % (pow2 * 2) == 0 && pow2 * 2 <= CONV_ROWS_MAX_N)
        pow2 *= 2;
    for (size_t rb = CONV_ROWS_MAX_N; rb >= 2; rb--) {
        if (m % rb != 0 || m / rb < 2)
            continue;
        if (rb > pow2 && pow2 >= CONV_ROWS_POW2_MIN_N)
            continue;
        size_t ra = m / rb;
        fft_axis_problem a = *ap, b = *ap, c = *ap;
        a.n = c.n = ra;
        b.n = rb;
        a.chirp_n = b.chirp_n = c.chirp_n = n;
        a.conv_cols = c.conv_cols = rb;
        b.conv_rows = ra;
        a.inplace = c.inplace = 0;
        b.inplace = 1;
        a.in.count_levels = a.out.count_levels = b.in.count_levels = b.out.count_levels = c.in.count_levels =
            c.out.count_levels = ap->in.count_levels + 1;
        /* A: column j of x (stride B) -> column j of the array */
        a.istride = rb * ap->istride;
        a.in.count[0] = a.out.count[0] = rb;
        a.in.dist[0] = ap->istride;
        a.ostride = rb;
        a.out.dist[0] = 1;
        a.ooffset = offset;
        a.store = FFT_STORE_COMPLEX;
        a.load_count = n;
        a.load_table = FFT_TABLE_CHIRP;
        a.store_count = 0;
        a.store_table = FFT_TABLE_NONE;
        a.forward_scale = a.backward_scale = 1.0;
        /* B: row k_a, in place */
        b.istride = b.ostride = 1;
        b.ioffset = b.ooffset = offset;
        /* the rows the innermost batch level, or the outermost where the
         * filter is long: consecutive groups then take row k_a of
         * consecutive transforms, which read the same filter entries */
        b.conv_rows_outer = m * elem >= CONV_ROWS_OUTER_MIN_BYTES;
        unsigned rl = b.conv_rows_outer ? ap->in.count_levels : 0, inner = b.conv_rows_outer ? 0 : 1;
        b.in.count[rl] = b.out.count[rl] = ra;
        b.in.dist[rl] = b.out.dist[rl] = rb;
        b.load = FFT_LOAD_COMPLEX;
        b.store = FFT_STORE_COMPLEX;
        b.load_count = b.store_count = 0;
        b.load_table = b.store_table = FFT_TABLE_NONE;
        b.fused_filter = 1;
        b.forward_scale = b.backward_scale = 1.0;
        /* C: column j of the array -> column j of the output (stride B) */
        c.istride = rb;
        c.in.count[0] = c.out.count[0] = rb;
        c.in.dist[0] = 1;
        c.ioffset = offset;
        c.ostride = rb * ap->ostride;
        c.out.dist[0] = ap->ostride;
        c.load = FFT_LOAD_COMPLEX;
        c.store = FFT_STORE_COMPLEX;
        c.load_count = 0;
        c.load_table = FFT_TABLE_NONE;
        c.store_count = ap->store == FFT_STORE_HALF ? n / 2 + 1 : n;
        c.store_table = FFT_TABLE_CHIRP_OVER_M;
        c.reverse = 1;
        for (unsigned l = 0; l < ap->in.count_levels; l++) {
            a.in.count[l + 1] = a.out.count[l + 1] = c.in.count[l + 1] = c.out.count[l + 1] = ap->in.count[l];
            a.in.dist[l + 1] = ap->in.dist[l];
            a.out.dist[l + 1] = c.in.dist[l + 1] = packed.dist[l];
            c.out.dist[l + 1] = ap->out.dist[l];
            b.in.count[l + inner] = b.out.count[l + inner] = ap->in.count[l];
            b.in.dist[l + inner] = b.out.dist[l + inner] = packed.dist[l];
        }
        const fft_axis_problem *pbs[3] = {&a, &b, &c};
        unsigned h = 0;
        for (; h < 3; h++) {
            fft_plan_layout *L = &plan->steps[plan->nsteps + h].layout;
            if (fft_plan_build_axis(pbs[h], prof, variant, L) != CLFFT_OK || L->npasses != 1)
                break;
        }
        fft_clear_error();
        if (h < 3)
            continue;
        push_step(plan, fb, FFT_BUF_STAGE, axis, what, n);
        push_step(plan, FFT_BUF_STAGE, FFT_BUF_STAGE, axis, what, n);
        push_step(plan, FFT_BUF_STAGE, tb, axis, what, n);
        conv_reserve(plan, offset, end);
        return 1;
    }
    return 0;
}

static clfft_status add_bluestein(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                                  const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    if (plan->nsteps + 2 > FFT_MAX_STEPS)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "the plan needs more than %d steps", FFT_MAX_STEPS);
    size_t n = ap->n, m = fft_bluestein_length(n);
    /* Where M fits one kernel the whole convolution runs in it (read N,
     * write N).  On the H200 that lost at first (1031: 0.67 TB/s against
     * 0.83 for two steps, bench/results/h200-2026-11-23-lengths), so only M
     * <= 512 took it; with the inverse FFT's first small pass in registers
     * (fuse_turn) and padded exchanges it wins at most lengths (fp32 TB/s,
     * one kernel against two steps, bench/results/h200-2026-11-24-
     * onekernel/head.csv against old.csv): 263 1.08 / 1.00, 523 1.05 /
     * 0.89 (Rader), 787 1.19 / 1.00, 1031 1.16 / 1.11, 1279 0.95 / 0.77,
     * 2063 0.73 / 0.62, 4099 0.62 / 0.53, 5147 0.65 / 0.62, R2C 4099 0.33 /
     * 0.29; within 2% at 1543 and 2579.  fp64: 263 1.18 / 1.07, 2063 0.58
     * / 0.53, 4099 0.51 / 0.51, but 1031 0.97 / 1.01 and its C2R 0.49 /
     * 0.55.  The variant two-step-convolutions (CLFFT_EFFORT_MEASURE) times
     * the two steps. */
    if (bluestein_one_kernel(ap, m, prof, variant, &plan->steps[plan->nsteps].layout)) {
        push_step(plan, fb, tb, axis, what, n);
        return CLFFT_OK;
    }
    fft_clear_error();
    size_t offset, end;
    fft_levels packed; /* M per transform, the levels' order kept */
    if (!conv_region(plan, ap, m, &offset, &end, &packed))
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "Bluestein: the convolution array of length M = %zu per transform "
                        "overflows", m);
    if (add_bluestein_rows(plan, ap, m, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    conv_reserve(plan, offset, end);
    fft_axis_problem a = *ap, b = *ap;
    a.n = b.n = m;
    a.chirp_n = b.chirp_n = n;
    a.out = packed;
    a.ostride = 1;
    a.ooffset = plan->conv_offset;
    a.inplace = 0;
    a.store = FFT_STORE_COMPLEX;
    a.load_count = n;
    a.load_table = FFT_TABLE_CHIRP;
    a.store_table = FFT_TABLE_FILTER;
    a.forward_scale = a.backward_scale = 1.0;
    b.in = packed;
    b.istride = 1;
    b.ioffset = plan->conv_offset;
    b.inplace = 0;
    b.load = FFT_LOAD_COMPLEX;
    b.store = ap->store == FFT_STORE_HALF ? FFT_STORE_COMPLEX : ap->store;
    b.store_count = ap->store == FFT_STORE_HALF ? n / 2 + 1 : n;
    b.store_table = FFT_TABLE_CHIRP_OVER_M;
    b.reverse = 1;
    if (add_fused_pair(plan, &a, &b, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    const fft_axis_problem *pbs[2] = {&a, &b};
    for (int h = 0; h < 2; h++) {
        fft_step *step = &plan->steps[plan->nsteps];
        clfft_status st = fft_plan_build_axis(pbs[h], prof, variant, &step->layout);
        if (st != CLFFT_OK)
            return st;
        push_step(plan, h == 0 ? fb : FFT_BUF_STAGE, h == 0 ? FFT_BUF_STAGE : tb, axis, what, n);
    }
    return CLFFT_OK;
}

/* Rader's algorithm for a prime axis length p (lib/rader.c has the
 * algebra): one kernel that loads x[g^-q] through an index table, runs the
 * FFT of length p - 1, multiplies by the filter's spectrum (adding x[0] to
 * its DC value and storing X[0] there), runs the inverse FFT and stores
 * X[g^m] through the other table; the axis's load and store kinds (reals,
 * half spectrum) as they are.  Where p - 1 has only generated radices and
 * the convolution fits one kernel; against Bluestein the planner compares
 * the two convolutions' arithmetic (fft_points_cost) when Bluestein's also
 * fits one kernel, and takes Rader otherwise (one kernel reading N and
 * writing N against two steps through the stage array).  Returns whether
 * it added the step. */
static int add_rader(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                     const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    size_t p = ap->n;
    if (plan->nsteps >= FFT_MAX_STEPS || !fft_is_prime(p) || fft_needs_bluestein(p - 1))
        return 0;
    size_t m = fft_bluestein_length(p);
    if (fft_points_cost(m) < fft_points_cost(p - 1) &&
        bluestein_one_kernel(ap, m, prof, variant, &plan->steps[plan->nsteps].layout))
        return 0;
    fft_axis_problem f = *ap;
    f.n = p - 1;
    f.chirp_n = p;
    f.load_table = FFT_TABLE_RADER_IN;
    f.store_table = FFT_TABLE_RADER_OUT;
    f.fused_filter = 1;
    f.rader = 1;
    fft_step *one = &plan->steps[plan->nsteps];
    if (fft_plan_build_axis(&f, prof, variant, &one->layout) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    push_step(plan, fb, tb, axis, what, p);
    return 1;
}

/* A length N = n1 x n2 whose large primes (above FFT_MAX_PRIME) are all in
 * n2 and whose n2-point DFT is one kernel (Rader's or Bluestein's) runs as
 * two steps of the four-step algorithm instead of one convolution of M >=
 * 2N - 1: A, the n1-point DFTs along stride n2 (a column step, into the
 * stage array); B, the n2-point DFTs of its rows, each loaded element e of
 * row k1 times w_N^(e k1) (fft_plan_layout.split_n1), stored transposed
 * (X[k1 + n1 k2]).  Each step reads and writes N values: 4N in all, where
 * Bluestein's steps move 2N + 4M or more.  C2C steps only; the table has N
 * entries, so N <= SPLIT_MAX_N; and only for long lengths
 * (SPLIT_MIN_WHOLE_M).  H200, GB/s, split against one convolution
 * of the whole length (bench/results/h200-2026-11-24-split): 12345 = 15 x
 * 823 474 -> 689, 10310 486 -> 692, 3093 684 -> 787, 1031000 342 -> 469,
 * fp64 12345 470 -> 677; 24594 = 6 x 4099 484 -> 454 lost (4099's one
 * kernel is slow, NOTES 52); 582 = 6 x 97 gained too (1143 -> 1270) but
 * now stays whole (SPLIT_MIN_WHOLE_M).  Returns whether it added the two
 * steps. */
#ifndef SPLIT_MAX_N
#define SPLIT_MAX_N ((size_t)1 << 22)
#endif
/* Only where the whole length's Bluestein M exceeds this: a shorter one is
 * one cheap kernel reading N and writing N, which the two steps' 4N lost to
 * (H200, GB/s, split against the whole, bench/results/h200-2026-11-24-
 * split/short-*.csv: 254 (M = 512) 1184 / 1982, 1006 (2048) 953 / 1837,
 * 482 1231 / 1844, 123 1459 / 2727; but 2062 (M = 4608) 830 / 739 and 4094
 * 1482 / 995; 74 and 106 gained 14-15% and are left whole). */
#ifndef SPLIT_MIN_WHOLE_M
#define SPLIT_MIN_WHOLE_M 4096
#endif
static size_t large_part(size_t n)
{
    size_t large = 1;
    for (size_t f = 2; f * f <= n; f++)
        while (n % f == 0) {
            if (f > FFT_MAX_PRIME)
                large *= f;
            n /= f;
        }
    if (n > FFT_MAX_PRIME)
        large *= n;
    return large;
}

static int add_rader(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                     const char *what, const clfft_profile *prof, const fft_variant *variant);
static int bluestein_one_kernel(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
                                const fft_variant *variant, fft_plan_layout *L);

static int add_split(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                     const clfft_profile *prof, const fft_variant *variant)
{
    size_t n = ap->n, n2 = large_part(n), n1 = n / n2, offset, end;
    fft_levels packed; /* the intermediate Y[k1][n2], N per transform */
    if (n1 < 2 || n > SPLIT_MAX_N || fft_bluestein_length(n) <= SPLIT_MIN_WHOLE_M || ap->load != FFT_LOAD_COMPLEX ||
        ap->store != FFT_STORE_COMPLEX || ap->plane_n1 || ap->split_n1 || ap->in.count_levels >= FFT_MAX_LEVELS ||
        plan->nsteps + 2 > FFT_MAX_STEPS || (variant && variant->one_kernel_conv == FFT_FORCE_OFF) ||
        !conv_region(plan, ap, n, &offset, &end, &packed))
        return 0;
    fft_axis_problem a = *ap, b = *ap;
    /* A: x[n1 * n2 + j] -> Y[k1][j], j the innermost batch level */
    a.n = n1;
    a.istride = n2 * ap->istride;
    a.ostride = n2;
    a.ooffset = offset;
    a.inplace = 0;
    a.forward_scale = a.backward_scale = 1.0;
    a.in.count_levels = a.out.count_levels = ap->in.count_levels + 1;
    a.in.count[0] = a.out.count[0] = n2;
    a.in.dist[0] = ap->istride;
    a.out.dist[0] = 1;
    for (unsigned l = 0; l < ap->in.count_levels; l++) {
        a.in.count[l + 1] = a.out.count[l + 1] = ap->in.count[l];
        a.in.dist[l + 1] = ap->in.dist[l];
        a.out.dist[l + 1] = packed.dist[l];
    }
    /* B: row k1 of Y (n2 values, times w_N^(j k1)) -> X[k1 + n1 k2] */
    b.n = n2;
    b.split_n1 = n1;
    b.istride = 1;
    b.ioffset = offset;
    b.ostride = n1 * ap->ostride;
    b.inplace = 0;
    b.in.count_levels = b.out.count_levels = ap->in.count_levels + 1;
    b.in.count[0] = b.out.count[0] = n1;
    b.in.dist[0] = n2;
    b.out.dist[0] = ap->ostride;
    for (unsigned l = 0; l < ap->in.count_levels; l++) {
        b.in.count[l + 1] = b.out.count[l + 1] = ap->in.count[l];
        b.in.dist[l + 1] = packed.dist[l];
        b.out.dist[l + 1] = ap->out.dist[l];
    }
    fft_step *sa = &plan->steps[plan->nsteps];
    if (fft_plan_build_axis(&a, prof, variant, &sa->layout) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    push_step(plan, fb, FFT_BUF_STAGE, axis, "C2C, a split length's smooth factor (four-step, into the stage array)", 0);
    int added = add_rader(plan, &b, FFT_BUF_STAGE, tb, axis, "C2C, a split length's large factor", prof, variant);
    if (!added) {
        fft_step *sb = &plan->steps[plan->nsteps];
        if (bluestein_one_kernel(&b, fft_bluestein_length(n2), prof, variant, &sb->layout)) {
            push_step(plan, FFT_BUF_STAGE, tb, axis, "C2C, a split length's large factor", n2);
            added = 1;
        }
    }
    if (!added) {
        plan->nsteps--; /* A alone is no plan */
        return 0;
    }
    conv_reserve(plan, offset, end);
    return 1;
}

/* Odd C2R and R2C rows on GPUs run two rows per transform, X + iY in, x +
 * iy out (fft_plan_layout.pair_rows): half the transforms for the same
 * bytes.  H200, GB/s, paired against single rows (bench/results/h200-2026-
 * 11-24-pairs): C2R 1031 604 -> 1108, 10007 291 -> 527, 65537 224 -> 413,
 * 999 955 -> 1684, 45 1102 -> 1421, 97 (Rader) 1097 -> 1182, fp64 1031
 * 494 -> 904; R2C (r2c-head.csv against r2c-nor2c.csv) 1031 619 -> 1059,
 * 4099 331 -> 562, 999 971 -> 1587, 787 624 -> 984, fp64 1031 523 -> 897;
 * R2C with Rader's kernel (rader-r2c-head.csv against rader-r2c-single.csv)
 * 97 1138 -> 1672, 193 998 -> 1391, 641 911 -> 1091, 1153 931 -> 1090,
 * 2593 401 -> 602, fp64 1153 886 -> 1336; 37 and 257 within 2%.  R2C
 * pairs store X[k] and Y[k] from Z[k] and Z[N-k] read from local memory
 * after the last small pass, so R2C plans of several passes or staged
 * stores (45) keep single rows. */
#ifndef PAIR_ROWS
#define PAIR_ROWS 1
#endif
#ifndef PAIR_ROWS_R2C
#define PAIR_ROWS_R2C 1
#endif
/* Even R2C and C2R rows of EVEN_PAIRS_N points on GPUs run two per
 * full-length transform, as odd rows do, instead of as half-length
 * transforms with the twist.  H200, GB/s, two runs of each build
 * (bench/results/h200-2026-11-24-evenpairs, every even length up to 64
 * paired): R2C 64 2700 -> 3273, 512x64 1323 -> 1447, fp64 R2C 64 3182 ->
 * 3695; C2R 64 3113 -> 3304, 512x64 +3%, fp64 C2R 64 +8%; the shorter rows
 * were mixed (C2R 4 +88%, fp64 C2R 32 +49%, but C2R 16 -42%, 4096x16
 * -20%, R2C 32 -4%), so only 64 pairs. */
#define EVEN_PAIRS_N 64

/* Rows along the fastest axis: the batch times the other axes. */
static size_t fastest_axis_rows(const problem *pb)
{
    size_t rows = pb->batch ? pb->batch : 1;
    for (int a = 0; a + 1 < pb->rank; a++)
        rows *= pb->n[a];
    return rows;
}

static int even_pairs(const problem *pb, const clfft_profile *prof)
{
    return pb->n[pb->rank - 1] == EVEN_PAIRS_N && fastest_axis_rows(pb) >= 2 && !prof->is_cpu;
}

/* The steps of one axis problem: a split, Rader's or Bluestein's steps for
 * lengths beyond the generated radices, else one Stockham step. */
static clfft_status add_axis(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                             const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    fft_axis_problem a = *ap;
    if (fft_needs_bluestein(a.n) && (a.store == FFT_STORE_TWIST || a.load == FFT_LOAD_HERMITIAN_TWIST)) {
        /* a real half length beyond the generated radices: the twist in
         * the stores (R2C) or loads (C2R) of a one-kernel Bluestein, or no
         * plan (the caller then runs the rows at full length) */
        size_t m = fft_bluestein_length(a.n);
        if (plan->nsteps >= FFT_MAX_STEPS || !bluestein_one_kernel(&a, m, prof, variant, &plan->steps[plan->nsteps].layout))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no one-kernel Bluestein for the twist of length %zu", 2 * a.n);
        push_step(plan, fb, tb, axis, what, a.n);
        return CLFFT_OK;
    }
    if (fft_needs_bluestein(a.n) && add_split(plan, &a, fb, tb, axis, prof, variant))
        return CLFFT_OK;
    if (fft_needs_bluestein(a.n))
        return add_rader(plan, &a, fb, tb, axis, what, prof, variant)
                   ? CLFFT_OK
                   : add_bluestein(plan, &a, fb, tb, axis, what, prof, variant);
    fft_step *step = &plan->steps[plan->nsteps];
    clfft_status st = fft_plan_build_axis(&a, prof, variant, &step->layout);
    if (st != CLFFT_OK)
        return st;
    push_step(plan, fb, tb, axis, what, 0);
    return CLFFT_OK;
}

/* A step along `axis` from one side to another: the other axes and the
 * batch become the step's batch levels, innermost (smallest input stride)
 * first, merged where one continues the other on both sides. */
static clfft_status add_step(fft_steps *plan, const problem *pb, int axis, const side *from, fft_buffer fb,
                             const side *to, fft_buffer tb, fft_load_kind load, fft_store_kind store, int last,
                             const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    if (plan->nsteps >= FFT_MAX_STEPS)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "the plan needs more than %d steps", FFT_MAX_STEPS);
    size_t count[4], idist[4], odist[4];
    unsigned k = 0;
    for (int a = 0; a < pb->rank; a++)
        if (a != axis && from->shape[a] > 1) {
            count[k] = from->shape[a];
            idist[k] = from->stride[a];
            odist[k++] = to->stride[a];
        }
    if (pb->batch > 1) {
        count[k] = pb->batch;
        idist[k] = from->dist;
        odist[k++] = to->dist;
    }
    for (unsigned i = 1; i < k; i++)
        for (unsigned j = i; j > 0 && idist[j] < idist[j - 1]; j--) {
            size_t t;
            t = count[j], count[j] = count[j - 1], count[j - 1] = t;
            t = idist[j], idist[j] = idist[j - 1], idist[j - 1] = t;
            t = odist[j], odist[j] = odist[j - 1], odist[j - 1] = t;
        }
    fft_axis_problem ap;
    memset(&ap, 0, sizeof ap);
    unsigned levels = 0;
    for (unsigned i = 0; i < k; i++) {
        if (levels > 0) {
            unsigned l = levels - 1;
            if (idist[i] == ap.in.count[l] * ap.in.dist[l] && odist[i] == ap.out.count[l] * ap.out.dist[l]) {
                ap.in.count[l] *= count[i];
                ap.out.count[l] = ap.in.count[l];
                continue;
            }
        }
        ap.in.count[levels] = ap.out.count[levels] = count[i];
        ap.in.dist[levels] = idist[i];
        ap.out.dist[levels] = odist[i];
        levels++;
    }
    if (levels == 0) {
        levels = 1;
        ap.in.count[0] = ap.out.count[0] = 1;
        ap.in.dist[0] = pb->n[axis] * from->stride[axis];
        ap.out.dist[0] = pb->n[axis] * to->stride[axis];
    }
    ap.in.count_levels = ap.out.count_levels = levels;
    ap.n = pb->n[axis];
    ap.plane_n1 = pb->plane_n1;
    ap.istride = from->stride[axis];
    ap.ostride = to->stride[axis];
    ap.ioffset = from->offset;
    ap.ooffset = to->offset;
    int same = fb == tb || (pb->d.inplace && (fb == FFT_BUF_IN || fb == FFT_BUF_OUT) &&
                            (tb == FFT_BUF_IN || tb == FFT_BUF_OUT));
    ap.inplace = same;
    ap.load = load;
    ap.store = store;
    ap.precision = pb->d.precision;
    ap.directions = pb->d.directions;
    ap.forward_scale = last ? pb->d.forward_scale : 1.0;
    ap.backward_scale = last ? pb->d.backward_scale : 1.0;
    size_t rows = 1;
    for (unsigned l = 0; l < ap.in.count_levels; l++)
        rows *= ap.in.count[l];
    int c2r = PAIR_ROWS && load == FFT_LOAD_HERMITIAN && store == FFT_STORE_REAL;
    int r2c = PAIR_ROWS_R2C && load == FFT_LOAD_REAL && store == FFT_STORE_HALF;
    if ((c2r || r2c) && (ap.n % 2 == 1 || ap.n >= EVEN_PAIRS_N) && rows >= 2 && !ap.plane_n1 && !prof->is_cpu) {
        /* full-length R2C or C2R rows, odd or of EVEN_PAIRS_N points and
         * more, two at a time (fft_plan_layout.pair_rows).  Even rows get
         * here only where the half length needs Bluestein's or Rader's
         * steps (2062 = 2 x 1031) or the twist did not plan (R2C 102 = 2 x
         * 51: staged stores).  H200, GB/s, two runs of each build (bench/
         * results/h200-2026-11-24-seventh/call3): R2C 2062 369 -> 690, 1034
         * 608 -> 1043, 206 854 -> 1349, 102 2325 -> 2982, 64x2062 334 ->
         * 580, fp64 2062 320 -> 538; C2R 2062 372 -> 696, 8198 276 -> 490,
         * 131074 211 -> 392, fp64 2062 328 -> 572.  Below 64 points they
         * stay single (fp64 R2C 34 3740 -> 3073 in pairs). */
        fft_steps *trial = malloc(sizeof *trial);
        if (!trial)
            return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "out of host memory");
        *trial = *plan;
        fft_axis_problem paired = ap;
        paired.pair_rows = 1;
        clfft_status st = add_axis(trial, &paired, fb, tb, axis, what, prof, variant);
        if (st == CLFFT_OK)
            *plan = *trial;
        free(trial);
        if (st == CLFFT_OK)
            return CLFFT_OK;
        fft_clear_error();
    }
    return add_axis(plan, &ap, fb, tb, axis, what, prof, variant);
}

/* ---- the solvers ---- */

/* Rank-1 complex: the 1D Stockham planner on the descriptor itself
 * (lengths of generated radices; the others take Bluestein's steps, below). */
static int c2c_1d_applicable(const problem *pb)
{
    return pb->rank == 1 && pb->d.kind == CLFFT_C2C && !fft_needs_bluestein(pb->n[0]);
}

static clfft_status c2c_1d_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan)
{
    (void)pb;
    fft_step *step = &plan->steps[0];
    clfft_status st = fft_plan_build_variant(&plan->desc, prof, v, &step->layout);
    if (st != CLFFT_OK)
        return st;
    push_step(plan, FFT_BUF_IN, FFT_BUF_OUT, 0, "C2C", 0);
    return CLFFT_OK;
}

/* Complex, rank 2 and 3: the fastest axis from the input to the output,
 * then each slower axis in place on the output (its columns read in tiles
 * of adjacent columns: the step's innermost batch level has stride 1). */
static int c2c_axes_applicable(const problem *pb)
{
    return pb->d.kind == CLFFT_C2C;
}

/* Planes of at most this many points take one kernel.  H200, fp32 TB/s,
 * plane kernel against one step per axis (bench/results/h200-2026-11-23-
 * multidim, planes.csv, real-planes.csv against twist.csv): 64^3 C2C 1.81
 * against 1.35, R2C 1.22 against 1.06; 100^3 (10000-point planes) C2C 1.21
 * against 1.25, R2C 0.75 against 1.05. */
#define PLANE_MAX_POINTS 4096

/* Real planes (R2C and C2R) of n1 x n2 points (n2 fastest) where both are
 * powers of two and n2 is 32 or more or the plane has at most 1024 points;
 * other planes run as rows and columns.  H200, GB/s, planes against rows
 * and columns, three runs each at c1128e0 (bench/results/h200-2026-11-26-
 * c2r-rows/call7-planes; call6-planes two runs): R2C 64x36 601 against
 * 1804, 80x50 1008 / 1847, 64x56 738 / 1459, 128x20 1133 / 1705, 100x40
 * 1476 / 1754, 64x48 1505 / 1742, 256x16 1274 / 1712; C2R 80x50 780 /
 * 1540, 256x12 986 / 1594, 256x16 1031 / 1624, 100x40 1152 / 1677, fp64
 * 60x60 861 / 1518; the planes won at R2C 32x32 3226 / 1813, 64x64 1890 /
 * 1609, 128x32 2034 / 1678, 32x128 2315 / 1749, 64x16 2639 / 1836, 32^3
 * 1773 / 1248, C2R 32x32 1990 / 1626, 64x64 1667 / 1303, 64^3 1181 / 986.
 * Left on the other side of the rule: R2C 128x16 and 512x8 (planes +9%,
 * +10%; their C2R -17%, -9%) and fp32 R2C 60x60 (planes +6%, C2R equal,
 * fp64 R2C -39%).  GPUs only: CPU plans keep every plane that fits.  The
 * same rule on C2C planes lost nearly everywhere (call8-c2c-planes: 60x60
 * 3253 -> 1874, 48x48 3096 -> 1684, 128x16 3272 -> 2099; only 64x36 gained,
 * 1173 -> 1815), so C2C keeps its planes: a real plane computes the full
 * complex DFT of real data, where rows and columns use the half length. */
#define REAL_PLANE_MIN_N2 32
#define REAL_PLANE_ANY_POINTS 1024
static int real_plane_pays(size_t n1, size_t n2, const clfft_profile *prof)
{
    if (n1 < 2 || n2 < 2)
        return 0;
    return prof->is_cpu ||
           (fft_is_pow2(n1) && fft_is_pow2(n2) && (n2 >= REAL_PLANE_MIN_N2 || n1 * n2 <= REAL_PLANE_ANY_POINTS));
}

/* The two fastest axes as one plane step, where both sides hold each plane
 * packed (strides n[f] and 1) and a plane fits one kernel. */
static clfft_status plane_step(fft_steps *plan, const problem *pb, const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n1 = pb->n[f - 1], n2 = pb->n[f];
    if (n1 < 2 || n2 < 2 || n1 * n2 > PLANE_MAX_POINTS || fft_needs_bluestein(n1) || fft_needs_bluestein(n2))
        return CLFFT_ERR_NOT_SUPPORTED;
    const side *sides[2] = {&pb->in, &pb->out};
    for (int k = 0; k < 2; k++)
        if (sides[k]->stride[f] != 1 || sides[k]->stride[f - 1] != n2)
            return CLFFT_ERR_NOT_SUPPORTED;
    problem flat = *pb;
    side in = pb->in, out = pb->out;
    flat.n[f] = n1 * n2;
    flat.n[f - 1] = 1;
    in.shape[f] = out.shape[f] = n1 * n2;
    in.shape[f - 1] = out.shape[f - 1] = 1;
    flat.plane_n1 = n1;
    return add_step(plan, &flat, f, &in, FFT_BUF_IN, &out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, f == 1,
                    "C2C planes (the two fastest axes in one kernel)", prof, v);
}

typedef clfft_status (*plane_solver)(fft_steps *plan, const problem *pb, const clfft_profile *prof,
                                     const fft_variant *v);

/* A plane step for the two fastest axes, then the slowest axis of a 3D in
 * place on the output; the plan is left as it was (and the error cleared)
 * when that cannot be made, for the per-axis steps to take over. */
static clfft_status planes_then_columns(fft_steps *plan, const problem *pb, plane_solver plane, const char *what,
                                        const clfft_profile *prof, const fft_variant *v)
{
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return CLFFT_ERR_OUT_OF_HOST_MEMORY;
    *trial = *plan;
    clfft_status st = plane(trial, pb, prof, v);
    for (int a = pb->rank - 3; a >= 0 && st == CLFFT_OK; a--)
        st = add_step(trial, pb, a, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                      a == 0, what, prof, v);
    if (st == CLFFT_OK)
        *plan = *trial;
    else
        fft_clear_error();
    free(trial);
    return st;
}

static clfft_status c2c_axes_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v,
                                    fft_steps *plan)
{
    int f = pb->rank - 1;
    if (f >= 1 && planes_then_columns(plan, pb, plane_step, "C2C columns", prof, v) == CLFFT_OK)
        return CLFFT_OK;
    clfft_status st = add_step(plan, pb, f, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX,
                               FFT_STORE_COMPLEX, f == 0, "C2C rows", prof, v);
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--)
        st = add_step(plan, pb, a, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                      a == 0, "C2C columns", prof, v);
    return st;
}

/* Real to half spectrum: the fastest axis's transform loads reals (zero
 * imaginary parts) and stores the n/2+1 values of the half spectrum; the
 * slower axes then transform the half spectrum in place on the output. */
static int r2c_applicable(const problem *pb)
{
    return pb->d.kind == CLFFT_R2C;
}

/* R2C of rank >= 2: the two fastest axes in one plane kernel (reals in, the
 * plane's full complex DFT, the half spectrum stored), where both sides
 * hold each plane packed and a plane fits one kernel. */
static clfft_status r2c_plane_step(fft_steps *plan, const problem *pb, const clfft_profile *prof,
                                   const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n1 = pb->n[f - 1], n2 = pb->n[f];
    if (!real_plane_pays(n1, n2, prof) || n1 * n2 > PLANE_MAX_POINTS || fft_needs_bluestein(n1) || fft_needs_bluestein(n2) ||
        pb->d.inplace ||
        pb->in.stride[f] != 1 || pb->in.stride[f - 1] != n2 || pb->out.stride[f] != 1 ||
        pb->out.stride[f - 1] != n2 / 2 + 1)
        return CLFFT_ERR_NOT_SUPPORTED;
    problem flat = *pb;
    side in = pb->in, out = pb->out;
    flat.n[f] = n1 * n2;
    flat.n[f - 1] = 1;
    in.shape[f] = n1 * n2;
    out.shape[f] = n1 * (n2 / 2 + 1);
    in.shape[f - 1] = out.shape[f - 1] = 1;
    flat.plane_n1 = n1;
    return add_step(plan, &flat, f, &in, FFT_BUF_IN, &out, FFT_BUF_OUT, FFT_LOAD_REAL, FFT_STORE_HALF, f == 1,
                    "R2C planes (the two fastest axes in one kernel)", prof, v);
}

/* Even real rows as half-length transforms with the twist (R2C in the
 * stores, C2R in the loads): always where the half length has generated
 * radices; where it needs Bluestein (2062 = 2 x 1031) only as one kernel
 * (add_axis), and only where that kernel's M is TWIST_BLUESTEIN_MIN_M or
 * more or the row has no other to pair with.  Against full-length rows in
 * pairs, H200, GB/s, two runs of each build (bench/results/h200-2026-11-
 * 24-seventh/call10): R2C 2062 673 -> 1040 (cuFFT 887), 4102 586 -> 680,
 * 8198 282 -> 593 (two steps before), 64x2062 572 -> 815, fp64 2062 542 ->
 * 1010; but with
 * short M 194 1429 -> 1038, 206 1346 -> 1038, 100x206 -18%, 1034 -8%, 74
 * -7% (254 +38%, 146 +6%, fp64 206 +5%); C2R (call11) 2062 698 -> 1089
 * (cuFFT 886), 8198 487 -> 651, fp64 2062 572 -> 872. */
#define TWIST_BLUESTEIN_MIN_M 2048
static int half_twist_pays(const problem *pb)
{
    size_t n = pb->n[pb->rank - 1];
    if (!fft_needs_bluestein(n / 2))
        return 1;
    return fft_bluestein_length(n / 2) >= TWIST_BLUESTEIN_MIN_M || fastest_axis_rows(pb) < 2;
}

static clfft_status r2c_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan)
{
    int f = pb->rank - 1;
    clfft_status st = CLFFT_ERR_NOT_SUPPORTED;
    if (f >= 1 &&
        planes_then_columns(plan, pb, r2c_plane_step, "C2C columns of the half spectrum", prof, v) == CLFFT_OK)
        return CLFFT_OK;
    /* even rows: a half-length transform of x[2e] + i x[2e+1] with the
     * twist in its stores, where one kernel holds the row */
    if (pb->n[f] % 2 == 0 && pb->n[f] >= 4 && !even_pairs(pb, prof) && half_twist_pays(pb)) {
        fft_steps trial = *plan;
        problem half = *pb;
        half.n[f] = pb->n[f] / 2;
        st = add_step(&trial, &half, f, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, FFT_LOAD_REAL_PAIRS,
                      FFT_STORE_TWIST, f == 0, "R2C rows (half-length transform, twist in its stores)", prof, v);
        if (st == CLFFT_OK)
            *plan = trial;
        fft_clear_error();
    }
    if (st != CLFFT_OK)
        st = add_step(plan, pb, f, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, FFT_LOAD_REAL, FFT_STORE_HALF, f == 0,
                      "R2C rows", prof, v);
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--)
        st = add_step(plan, pb, a, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                      a == 0, "C2C columns of the half spectrum", prof, v);
    return st;
}

/* Half spectrum to real: the slower axes first, then the fastest axis's
 * transform, which loads the half spectrum (the rest by symmetry) and
 * stores real parts.  Out of place the slower axes go through the plan's
 * STAGE array, so that the input is never written. */
static int c2r_applicable(const problem *pb)
{
    return pb->d.kind == CLFFT_C2R;
}

/* fp32 C2R rows of EVEN_PAIRS_N to 2 C2R_BIG_PRIME_PAIRS_MAX_M points whose
 * half length has a prime factor of 17 to 31 run at full length, two rows
 * per transform, instead of as half-length transforms: those took staged
 * loads with one to three work-items per transform (51 = 17x3).  H200,
 * GB/s, two runs of each build (bench/results/h200-2026-11-24-seventh/
 * call4): C2R 68 1318 -> 1791, 92 936 -> 1744, 102 1264 -> 1888, 116 924
 * -> 2025, 124 897 -> 1899, 152 2211 -> 2963, 204 +8%, 238 +7%, 340 +1%,
 * 256x102 924 -> 1224; 646 (m = 323) lost 20%, the shorter rows lost up to
 * 48% (34, 46, 58: groups of 32 short transforms staged) and fp64 and R2C
 * were mixed (fp64 C2R 34 +23%, 204 -10%; R2C 152 +41%, 646 -18%). */
#define C2R_BIG_PRIME_PAIRS_MAX_M 256
static int c2r_big_prime_pairs(const problem *pb, const clfft_profile *prof)
{
    size_t n = pb->n[pb->rank - 1], m = n / 2;
    if (prof->is_cpu || pb->d.precision != CLFFT_FP32 || n < EVEN_PAIRS_N || m > C2R_BIG_PRIME_PAIRS_MAX_M ||
        fastest_axis_rows(pb) < 2)
        return 0;
    for (size_t p = 17; p <= FFT_MAX_PRIME; p++)
        if (m % p == 0 && fft_is_prime(p))
            return 1;
    return 0;
}

/* The C2R rows: for even lengths of generated radices a half-length
 * transform whose first pass forms Z = E + iO from the half spectrum and
 * whose last pass stores real and imaginary parts as reals 2e and 2e+1;
 * otherwise the full-length transform of the Hermitian extension. */
static clfft_status c2r_rows(fft_steps *plan, const problem *pb, const side *from, fft_buffer fb,
                             const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    if (pb->n[f] % 2 == 0 && pb->n[f] >= 4 && !even_pairs(pb, prof) && !c2r_big_prime_pairs(pb, prof) &&
        half_twist_pays(pb)) {
        fft_steps trial = *plan;
        problem half = *pb;
        half.n[f] = pb->n[f] / 2;
        clfft_status st = add_step(&trial, &half, f, from, fb, &pb->out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN_TWIST,
                                   FFT_STORE_REAL_PAIRS, 1, "C2R rows (half-length transform, twist in its loads)",
                                   prof, v);
        if (st == CLFFT_OK || !fft_needs_bluestein(pb->n[f] / 2)) {
            if (st == CLFFT_OK)
                *plan = trial;
            return st;
        }
        fft_clear_error();
    }
    return add_step(plan, pb, f, from, fb, &pb->out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN, FFT_STORE_REAL, 1, "C2R rows",
                    prof, v);
}

/* C2R of rank >= 2 out of place: the two fastest axes in one plane kernel
 * (the half spectrum loaded, the rest by symmetry, the plane's full
 * inverse DFT, real parts stored: the same values as the rows' C2R, DC and
 * Nyquist imaginary parts ignored alike), after the slowest axis of a 3D
 * (input to stage); where both sides hold each plane packed and a plane
 * fits one kernel.  The plan is left as it was (the error cleared) when
 * that cannot be made. */
static clfft_status c2r_planes(fft_steps *plan, const problem *pb, const side *stage, const clfft_profile *prof,
                               const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n1 = pb->n[f - 1], n2 = pb->n[f];
    if (pb->d.inplace || !real_plane_pays(n1, n2, prof) || n1 * n2 > PLANE_MAX_POINTS || fft_needs_bluestein(n1) ||
        fft_needs_bluestein(n2) || pb->out.stride[f] != 1 || pb->out.stride[f - 1] != n2 ||
        stage->stride[f] != 1 || stage->stride[f - 1] != n2 / 2 + 1 ||
        (f == 1 && (pb->in.stride[f] != 1 || pb->in.stride[f - 1] != n2 / 2 + 1)))
        return CLFFT_ERR_NOT_SUPPORTED;
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return CLFFT_ERR_OUT_OF_HOST_MEMORY;
    *trial = *plan;
    const side *src = &pb->in;
    fft_buffer from = FFT_BUF_IN;
    clfft_status st = CLFFT_OK;
    /* the stage's copy first: a split's or Bluestein's intermediate goes after it */
    if (f >= 2 && trial->stage_elems < stage->extent)
        trial->stage_elems = stage->extent;
    for (int a = f - 2; a >= 0 && st == CLFFT_OK; a--) {
        st = add_step(trial, pb, a, src, from, stage, FFT_BUF_STAGE, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, 0,
                      "C2C columns of the half spectrum", prof, v);
        src = stage;
        from = FFT_BUF_STAGE;
    }
    if (st == CLFFT_OK) {
        problem flat = *pb;
        side in = *src, out = pb->out;
        flat.n[f] = n1 * n2;
        flat.n[f - 1] = 1;
        in.shape[f] = n1 * (n2 / 2 + 1);
        out.shape[f] = n1 * n2;
        in.shape[f - 1] = out.shape[f - 1] = 1;
        flat.plane_n1 = n1;
        st = add_step(trial, &flat, f, &in, from, &out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN, FFT_STORE_REAL, 1,
                      "C2R planes (the two fastest axes in one kernel)", prof, v);
    }
    if (st == CLFFT_OK)
        *plan = *trial;
    else
        fft_clear_error();
    free(trial);
    return st;
}

static clfft_status c2r_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan)
{
    int f = pb->rank - 1;
    if (f == 0)
        return c2r_rows(plan, pb, &pb->in, FFT_BUF_IN, prof, v);
    side stage = pb->in;
    fft_buffer sb = FFT_BUF_IN;
    const side *src = &pb->in;
    clfft_status st = CLFFT_OK;
    if (!pb->d.inplace) {
        stage.offset = 0;
        if ((st = packed_side(&stage, pb->rank, pb->batch, stage.shape[f], "stage")) != CLFFT_OK ||
            (st = check_nesting(&stage, pb->rank, pb->batch, "stage", 0)) != CLFFT_OK)
            return st;
        sb = FFT_BUF_STAGE;
        if (c2r_planes(plan, pb, &stage, prof, v) == CLFFT_OK)
            return CLFFT_OK;
        plan->stage_elems = stage.extent;
    }
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--) {
        st = add_step(plan, pb, a, src, a == f - 1 ? FFT_BUF_IN : sb, &stage, sb, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, 0,
                      "C2C columns of the half spectrum", prof, v);
        src = &stage;
    }
    if (st == CLFFT_OK)
        st = c2r_rows(plan, pb, &stage, sb, prof, v);
    return st;
}

typedef struct solver {
    const char *name;
    int (*applicable)(const problem *pb);
    clfft_status (*mkplan)(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan);
} solver;

static const solver solvers[] = {
    {"1D complex (Stockham)", c2c_1d_applicable, c2c_1d_mkplan},
    {"complex, one step per axis", c2c_axes_applicable, c2c_axes_mkplan},
    {"real to complex, rows then columns", r2c_applicable, r2c_mkplan},
    {"complex to real, columns then rows", c2r_applicable, c2r_mkplan},
};

clfft_status fft_solve(const clfft_desc *desc, const clfft_profile *profile, const fft_variant *variant,
                       fft_steps *plan)
{
    if (!desc || !profile || !plan)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor, profile or plan is NULL");
    memset(plan, 0, sizeof *plan);
    problem *pb = malloc(sizeof *pb);
    if (!pb)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "problem");
    clfft_status st = make_problem(desc, pb);
    if (st == CLFFT_OK && pb->d.precision == CLFFT_FP64 && !profile->has_fp64)
        st = fft_fail(CLFFT_ERR_NO_FP64, "device '%s' has no cl_khr_fp64", profile->device_name);
    if (st != CLFFT_OK) {
        free(pb);
        return st;
    }
    plan->desc = pb->d;
    plan->elem_bytes = pb->d.precision == CLFFT_FP64 ? 16 : 8;
    plan->in_bytes = pb->in.extent * pb->in.elem_bytes;
    plan->out_bytes = pb->out.extent * pb->out.elem_bytes;
    st = fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no solver applies to this transform");
    for (size_t i = 0; i < sizeof solvers / sizeof solvers[0]; i++) {
        if (!solvers[i].applicable(pb))
            continue;
        plan->solver = solvers[i].name;
        st = solvers[i].mkplan(pb, profile, variant, plan);
        break;
    }
    free(pb);
    if (st != CLFFT_OK)
        return st;
    /* A guard on the solvers' stage bookkeeping: a step that reads one part
     * of the stage array and writes another must not overlap them, and
     * every part lies inside the array. */
    for (unsigned s = 0; s < plan->nsteps; s++) {
        const fft_step *sp = &plan->steps[s];
        const fft_plan_layout *L = &sp->layout;
        int reads = sp->in == FFT_BUF_STAGE, writes = sp->out == FFT_BUF_STAGE;
        if ((reads && L->in_extent > plan->stage_elems) || (writes && L->out_extent > plan->stage_elems) ||
            (reads && writes && !L->desc.inplace && L->desc.ioffset < L->out_extent &&
             L->desc.ooffset < L->in_extent))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED,
                            "internal planner error: step %u's parts of the stage array overlap or exceed it", s);
    }
    for (unsigned s = 0; s < plan->nsteps; s++) {
        const fft_plan_layout *L = &plan->steps[s].layout;
        for (unsigned b = 0; b < L->nscratch; b++)
            if (L->scratch_elems > plan->scratch_elems[b])
                plan->scratch_elems[b] = L->scratch_elems;
    }
    return CLFFT_OK;
}

