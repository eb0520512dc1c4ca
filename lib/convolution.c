/* Stage 2, the steps of an axis length beyond the generated radices
 * (lib/convolution.h): a split into a smooth and a large factor, Rader's
 * one kernel, or Bluestein's chirp-z in one kernel, two or three steps.
 * solve.c hands each axis problem of such a length to
 * fft_add_convolution.  No OpenCL calls. */
#include <stddef.h>

#include "checked.h"
#include "convolution.h"
#include "error.h"
#include "pass_shape.h"
#include "steps.h"

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

/* The stage array's region for a convolution's or a split's intermediate:
 * `per` values per transform of the axis problem, packed, its batch levels
 * in order (*packed), after the stage's other contents (or where earlier
 * axes' intermediates went: the steps run one after another).  Rows in
 * pairs (pair_rows) index it by the pair: ceil(rows / 2) transforms (the
 * steps' extents, axis_step.c pairs_span).  0 when the sizes overflow.
 * conv_reserve records it once the steps are planned. */
static size_t axis_transforms(const fft_axis_problem *ap)
{
    size_t rows = 1;
    for (unsigned l = 0; l < ap->in.count_levels; l++)
        rows *= ap->in.count[l];
    return ap->pair_rows ? (rows + 1) / 2 : rows;
}

static int conv_region(const fft_steps *plan, const fft_axis_problem *ap, size_t per, size_t *offset, size_t *end,
                       fft_levels *packed)
{
    size_t transforms = axis_transforms(ap), conv, dist = per;
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

/* A step's batch levels: a new innermost one of `count` columns, in_dist
 * and out_dist apart, then the axis problem's levels with the distances
 * of `in` and `out` (its own, or the stage array's packed ones). */
static void columns_inside(fft_axis_problem *s, const fft_axis_problem *ap, size_t count, size_t in_dist,
                           size_t out_dist, const fft_levels *in, const fft_levels *out)
{
    s->in.count_levels = s->out.count_levels = ap->in.count_levels + 1;
    s->in.count[0] = s->out.count[0] = count;
    s->in.dist[0] = in_dist;
    s->out.dist[0] = out_dist;
    for (unsigned l = 0; l < ap->in.count_levels; l++) {
        s->in.count[l + 1] = s->out.count[l + 1] = ap->in.count[l];
        s->in.dist[l + 1] = in->dist[l];
        s->out.dist[l + 1] = out->dist[l];
    }
}

/* Bluestein's two steps A and B (the file's first comment) of length m
 * through the stage array's region at offset (packed levels). */
static void conv_steps(fft_axis_problem *a, fft_axis_problem *b, const fft_axis_problem *ap, size_t m, size_t offset,
                       const fft_levels *packed)
{
    size_t n = ap->n;
    *a = *b = *ap;
    a->n = b->n = m;
    a->chirp_n = b->chirp_n = n;
    a->out = *packed;
    a->ostride = 1;
    a->ooffset = offset;
    a->inplace = 0;
    a->store = FFT_STORE_COMPLEX;
    a->load_count = n;
    a->load_table = FFT_TABLE_CHIRP;
    a->store_table = FFT_TABLE_FILTER;
    a->forward_scale = a->backward_scale = 1.0;
    b->in = *packed;
    b->istride = 1;
    b->ioffset = offset;
    b->inplace = 0;
    b->load = FFT_LOAD_COMPLEX;
    b->store = ap->store == FFT_STORE_HALF ? FFT_STORE_COMPLEX : ap->store;
    b->store_count = ap->store == FFT_STORE_HALF ? n / 2 + 1 : n;
    b->store_table = FFT_TABLE_CHIRP_OVER_M;
    b->reverse = 1;
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
    size_t m = a->n, elem = fft_complex_bytes(a->precision);
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
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, what, a->chirp_n);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, what, a->chirp_n);
    return 1;
}

/* A one-kernel convolution whose cost-model M (fft_bluestein_length) has a
 * composite odd radix of 25 or 27 (M a multiple of 25 or 27) takes the
 * power of two >= 2N - 2 instead, where that is at most POW2_CONV_MAX
 * (fp64: POW2_CONV_MAX_FP64) and POW2_CONV_MAX_RATIO times M, on GPUs.
 * The cost model prices a radix by its arithmetic, but in one kernel a
 * radix 25 or 27 holds that many values per work-item, and the power of
 * two's plans run faster though they compute more points.  H200, GB/s,
 * two runs of each setting (bench/results/h200-2026-11-28-pow2m, call213,
 * M forced by a lab build): fp32 C2C 389 (M = 800 -> 1024) 1178 -> 1537,
 * 787 (1600 -> 2048) 1222 -> 1514, 823 (1728) 971 -> 1557, 853 991 ->
 * 1621, 1283 (2592 -> 4096) 790 -> 1050, 1549 (3200) 1210 -> 1249, 1613
 * (3456) 1082 -> 1291; R2C and C2R of the same lengths +2% to +62%; fp64
 * C2C 389 1047 -> 1547, 787 +20%, 823 +19%, 1283 (2592 -> 4096) +12%.
 * Where it lost, the rule does not reach: fp64 1549 and 1613 (3200 and
 * 3456 -> 4096) -18% and -17%; fp32 3331 (6912 -> 8192) -3% (but 2591,
 * 5184 -> 8192, +12%); M without 25 or 27: 263 (576 -> 1024) -7%, 523
 * (1152) -12%, 1031 (2304 -> 4096) -27%, fp64 -43%, 2063 (4608 -> 8192)
 * -12%, 2741 (6144) -12%, but 709 (1536 -> 2048) +13%, 607 (1280) +3%.
 * 12345 = 15 x 823 (its rows one kernel of 823) 704 -> 730.  Other M for
 * 823 (call212): 1664 +6%, 1792 +31%, 1680 -6%, 2048 +64%.  The variants
 * (CLFFT_EFFORT_MEASURE): cheapest-m keeps the cost model's M, pow2-m
 * takes the power of two up to twice the caps wherever it fits one
 * kernel (the gains above that the rule leaves: 709, 2591, fp64 1283).
 * Timing pow2-m against the rules (bench/results/h200-2026-11-28-
 * splitstore, call215, call216) confirmed two more classes, which the
 * rule takes too: M = 384 and 1536 (3 x 2^k, the k measured) -> 512 and
 * 2048: fp32 173 1299 -> 1474, 191 1422 -> 1611, 709 1245 -> 1407, 739
 * 1290 -> 1451, 743 +12%, fp64 709 +11%, 739 +9% (but 768 -> 1024: 373
 * -5%, 383 -4%, fp64 383 -14%; 3072 -> 4096: fp32 1487, 1511, 1523 +4 to
 * +6%, fp64 1511 -14%; 6144 -> 8192 -12%); and multiples of 81 (3^4) up to
 * twice the caps: fp32 2591 (5184 -> 8192) 675 -> 755, fp64 1283 (2592 ->
 * 4096) 778 -> 854 (multiples of 27 alone past the caps lost, above).
 * 0: keep m. */
#define POW2_CONV_MAX 4096
#define POW2_CONV_MAX_FP64 2048
#define POW2_CONV_MAX_RATIO 1.6
static const size_t pow2_conv_also[] = {384, 1536};
static size_t pow2_conv_length(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
                               const fft_variant *variant)
{
    size_t pow2 = fft_pow2_at_least(fft_bluestein_min_length(ap->n));
    size_t cap = ap->precision == CLFFT_FP64 ? POW2_CONV_MAX_FP64 : POW2_CONV_MAX;
    if (variant && variant->conv_length == FFT_FORCE_ON) /* up to the longest timed (call213) */
        return pow2 != m && pow2 <= 2 * cap ? pow2 : 0;
    if (m % 81 == 0)
        cap *= 2;
    int listed = 0;
    for (size_t i = 0; i < sizeof pow2_conv_also / sizeof pow2_conv_also[0]; i++)
        listed |= m == pow2_conv_also[i];
    if (prof->is_cpu || (variant && variant->conv_length == FFT_FORCE_OFF) || pow2 == m || pow2 > cap ||
        (double)pow2 > POW2_CONV_MAX_RATIO * (double)m || (m % 25 != 0 && m % 27 != 0 && !listed))
        return 0;
    return pow2;
}

/* The whole Bluestein convolution of length m in one kernel, planned into
 * L; 0 (error cleared) where it does not fit one or the variant asks for
 * two steps. */
static int bluestein_one_kernel_of(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
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

/* An aliased one kernel (fft_plan_layout.alias_count): the power of two M
 * just below 2N - 2 where at most ALIAS_MAX_COUNT of the filter's slots,
 * and at most M / ALIAS_MIN_RATIO, would hold two lags, so that N = 2^k + 1
 * + d takes 2^(k+1) instead of the next 7-smooth length (1031: 2048
 * instead of 2304, 4099: 8192 instead of 9216), the last alias_count
 * outputs corrected in the kernel (up to alias_count products each).
 * GPUs' work-group kernels only (CPUs' loop kernels take the same M in two
 * steps, add_aliased_steps).  H200, GB/s, two runs each (bench/results/h200-2026-12-02-alias):
 * against the exact M (call265, alias_count up to 31), fp32 C2C 1031 1186
 * -> 1753, 4099 712 -> 1043, 2063 718 -> 1392, 263 1142 -> 1658, fp64 1031
 * 1250 -> 1775, 13 rows 1.414 on the geometric mean, R2C and C2R 1.444 over
 * 14; (call266, the variant aliased-m against the rules, fp32 C2C) with
 * more outputs corrected 1049 (M / count = 42) +32%, 2087 (53) +66%, 4127
 * (130) +33%, 4157 (67, 123 outputs) +21%, fp64 2087 +39%, but 1069 (23)
 * +6%, 277 (12) +13%, and below 17 losses: 1087 (16) -5%, 557 (11) -5%,
 * fp64 -8%, 293 (7) -31%.  With the sums unrolled (a876d9a; call271, the
 * same comparison) the smaller ratios gained more: 1061 (28) +22%, 1063
 * (27) +20%, 1069 (23) +16%, R2C and C2R 1069 +16% and +18%, 277 (12) +39%,
 * 557 (12) +10%, but 1087 (16) -6% (R2C and C2R +0.3%, +1.7%), fp64 557
 * -5%, 293 (7) -26%: the rule takes M >= 20 alias_count, every measured
 * length from 1069 on, none that lost, and leaves 277 and fp32 557.
 * 0: none. */
#define ALIAS_MAX_COUNT 128
#define ALIAS_MIN_RATIO 20
#define ALIAS_MAX_COUNT_FORCED 256 /* the variant aliased-m */
#define ALIAS_MIN_RATIO_FORCED 4
static size_t aliased_pow2_length(const fft_axis_problem *ap, const fft_variant *variant)
{
    size_t need = fft_bluestein_min_length(ap->n);
    if (need < 4 || fft_is_pow2(need) || (variant && variant->conv_alias == FFT_FORCE_OFF))
        return 0;
    int forced = variant && variant->conv_alias == FFT_FORCE_ON;
    size_t m = fft_pow2_at_least(need) / 2, count = need + 1 - m;
    if (count > (forced ? ALIAS_MAX_COUNT_FORCED : ALIAS_MAX_COUNT) ||
        count * (forced ? ALIAS_MIN_RATIO_FORCED : ALIAS_MIN_RATIO) > m)
        return 0;
    return m;
}

static size_t aliased_conv_length(const fft_axis_problem *ap, const clfft_profile *prof, const fft_variant *variant)
{
    return prof->is_cpu ? 0 : aliased_pow2_length(ap, variant);
}

/* Whether an aliased kernel's correction sums are unrolled (each term
 * under its own condition, the loads issued together) rather than loops:
 * everywhere but fp32 M = ALIAS_LOOP_M.  H200, GB/s, two runs each
 * (bench/results/h200-2026-12-02-alias, call268, call269), unrolled
 * against the loop: 263 1659 -> 1889, 1031 1759 -> 1870, 4127 +10%, 4157
 * +11%, fp64 2063 +7%, fp64 2087 +10%, R2C 1031 +12%, C2R 4099 +8%, fp64
 * 1031 -0.7% and -1.7%; but fp32 M = 4096: 2063 1395 -> 1222, 2087 -4.5%,
 * R2C 2063 -2.5%, C2R 2063 -16% (its kernels went from 128 registers to
 * 106, no spills either way: not the mechanism).  Unrolled chunks of 8
 * terms in a loop (call269) were in between: 1.032 on the geometric mean
 * of 12 C2C rows against the full unroll's 1.045, 2063 -6.7%, real 0.966. */
#define ALIAS_LOOP_M 4096
static int alias_sum_unrolled(const fft_axis_problem *ap, size_t m)
{
    return !(ap->precision == CLFFT_FP32 && m == ALIAS_LOOP_M);
}

/* bluestein_one_kernel_of with an aliased M whose kernel keeps its inputs
 * in local memory beside the exchanges', if there is one; else
 * pow2_conv_length's M where it gives one and that fits one kernel; else
 * the cost model's m. */
static int bluestein_one_kernel(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
                                const fft_variant *variant, fft_plan_layout *L)
{
    size_t am = aliased_conv_length(ap, prof, variant);
    if (am && bluestein_one_kernel_of(ap, am, prof, variant, L) &&
        fft_alias_outputs(L, fft_table_count(FFT_TABLE_ALIAS, am, ap->n), alias_sum_unrolled(ap, am),
                          (size_t)prof->local_mem_bytes) == 0)
        return 1;
    size_t pow2 = pow2_conv_length(ap, m, prof, variant);
    return (pow2 && bluestein_one_kernel_of(ap, pow2, prof, variant, L)) ||
           bluestein_one_kernel_of(ap, m, prof, variant, L);
}

/* Bluestein's convolution in three steps where M does not fit one kernel:
 * M = A x B as an A x B array (row-major) in the stage array, and the
 * four-step algorithm with the transposes left out, since a convolution
 * only multiplies the spectrum pointwise and the inverse FFT undoes the
 * forward's order (fft_plan_layout.conv_cols, conv_rows):
 *   A: the A-point DFTs of the columns, x[g] c[g] loaded for the element g
 *      = a B + b of column b (zeros from g = N on);
 *   B: each row k_a (B contiguous values) in one kernel: loaded times the
 *      twiddles w_M^(k_a b), FFT_B, times the filter's spectrum at k_a + A
 *      k_b, inverse FFT_B, stored times w_M^-(k_a b), in place;
 *   C: the inverse A-point DFTs of the columns, the results times c[g] / M
 *      for g < N.
 * (The twiddles go to A's stores and C's loads instead where
 * conv_row_twiddles_pay says so.)
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
/* Where the three steps take their twiddles w_M^(k_a b) (fft_plan_layout.
 * conv_row_twiddles): in the row step B, whose work-group has one row k_a
 * and whose work-items take adjacent b, so that the lanes of a SIMD group
 * read a row's two small tables at adjacent addresses or one; or in the
 * column steps, whose lanes hold adjacent columns b and read the tables of
 * w_M^lo and w_M^(hi base) at indices k_a apart, up to one line each.
 * Steps A and C alone without their twiddles (wrong values; H100, us per
 * launch, bench/results/gpu-2026-11-27-filter, call89): 999983 2164 ->
 * 2017 and 1824 -> 1466, 65537 1543 -> 1379 and 1474 -> 1167.  The rows'
 * twiddles against the columns', H100, GB/s, two runs of each build
 * (call93): 65537 448 -> 504, 200003 469 -> 539, 40009 +6%, 999983 396 ->
 * 414, 10007 +1%, 12345 -0.6%; R2C 65537 +12%, 999983 +9%, 12345 +5%;
 * fp64 65537 463 -> 510, R2C 232 -> 278, fp64 4099 -0.5%, R2C -1.8%; but
 * fp64 999983 368 -> 351, R2C 200 -> 191, whose rows are the outermost
 * batch level (conv_rows_outer), so those keep the columns'.  On the H200
 * (bench/results/gpu-2026-11-27-rows, call95) fp64 999983 kept them too:
 * 420 GB/s against 412 with the rows', R2C 222 against 216.  Arrays of
 * fewer than CONV_ROW_TWIDDLES_MIN_ROWS rows keep the columns' as well:
 * GB/s, two runs each, the column-twiddles variant against the rows', on
 * the H200 (call96) 10007 (10 rows) 672 -> 687, fp64 10007 676 -> 698,
 * fp64 4099 (9) 660 -> 674, 40009 (40) 631 both; on an H100 (call97)
 * fp64 5003 (5) 570 -> 578, fp64 8009 (8) 568 -> 560, and from 12 rows
 * on the rows' won: 12289 (25) 565 -> 554, 16007 (16) 570 -> 553, 30011
 * (32) 466 -> 452, fp64 16007 565 -> 508.  The variants row-twiddles and
 * column-twiddles let a measured plan (CLFFT_EFFORT_MEASURE) take either. */
#define CONV_ROW_TWIDDLES_MIN_ROWS 12
static int conv_row_twiddles_pay(const fft_axis_problem *ap, size_t rows, int rows_outer, const fft_variant *variant)
{
    if (variant && variant->conv_twiddles != FFT_RULE)
        return variant->conv_twiddles == FFT_FORCE_ON;
    return rows >= CONV_ROW_TWIDDLES_MIN_ROWS && !(ap->precision == CLFFT_FP64 && rows_outer);
}

/* The rows' step A: column j of x (stride B) -> column j of the array. */
static void rows_step_columns(fft_axis_problem *a, const fft_axis_problem *ap, size_t ra, size_t rb, size_t offset,
                              const fft_levels *packed)
{
    *a = *ap;
    a->n = ra;
    a->chirp_n = ap->n;
    a->conv_cols = rb;
    a->inplace = 0;
    columns_inside(a, ap, rb, ap->istride, 1, &ap->in, packed);
    a->istride = rb * ap->istride;
    a->ostride = rb;
    a->ooffset = offset;
    a->store = FFT_STORE_COMPLEX;
    a->load_count = ap->n;
    a->load_table = FFT_TABLE_CHIRP;
    a->store_count = 0;
    a->store_table = FFT_TABLE_NONE;
    a->forward_scale = a->backward_scale = 1.0;
}

/* The rows' step B: row k_a, in place. */
static void rows_step_rows(fft_axis_problem *b, const fft_axis_problem *ap, size_t ra, size_t rb, size_t offset,
                           const fft_levels *packed)
{
    size_t elem = fft_complex_bytes(ap->precision);
    *b = *ap;
    b->n = rb;
    b->chirp_n = ap->n;
    b->conv_rows = ra;
    b->inplace = 1;
    b->in.count_levels = b->out.count_levels = ap->in.count_levels + 1;
    b->istride = b->ostride = 1;
    b->ioffset = b->ooffset = offset;
    /* the rows the innermost batch level, or the outermost where the
     * filter is long: consecutive groups then take row k_a of
     * consecutive transforms, which read the same filter entries */
    b->conv_rows_outer = ra * rb * elem >= CONV_ROWS_OUTER_MIN_BYTES;
    unsigned rl = b->conv_rows_outer ? ap->in.count_levels : 0, inner = b->conv_rows_outer ? 0 : 1;
    b->in.count[rl] = b->out.count[rl] = ra;
    b->in.dist[rl] = b->out.dist[rl] = rb;
    for (unsigned l = 0; l < ap->in.count_levels; l++) {
        b->in.count[l + inner] = b->out.count[l + inner] = ap->in.count[l];
        b->in.dist[l + inner] = b->out.dist[l + inner] = packed->dist[l];
    }
    b->load = FFT_LOAD_COMPLEX;
    b->store = FFT_STORE_COMPLEX;
    b->load_count = b->store_count = 0;
    b->load_table = b->store_table = FFT_TABLE_NONE;
    b->fused_filter = 1;
    b->forward_scale = b->backward_scale = 1.0;
}

/* The rows' step C: column j of the array -> column j of the output
 * (stride B). */
static void rows_step_inverse_columns(fft_axis_problem *c, const fft_axis_problem *ap, size_t ra, size_t rb,
                                      size_t offset, const fft_levels *packed)
{
    *c = *ap;
    c->n = ra;
    c->chirp_n = ap->n;
    c->conv_cols = rb;
    c->inplace = 0;
    columns_inside(c, ap, rb, 1, ap->ostride, packed, &ap->out);
    c->istride = rb;
    c->ioffset = offset;
    c->ostride = rb * ap->ostride;
    c->load = FFT_LOAD_COMPLEX;
    c->store = FFT_STORE_COMPLEX;
    c->load_count = 0;
    c->load_table = FFT_TABLE_NONE;
    c->store_count = ap->store == FFT_STORE_HALF ? ap->n / 2 + 1 : ap->n;
    c->store_table = FFT_TABLE_CHIRP_OVER_M;
    c->reverse = 1;
}

/* Plans the axis problems into the next `count` slots; 0 (error cleared)
 * where one does not plan as a single pass. */
static int plan_single_passes(fft_steps *plan, const fft_axis_problem *const *pbs, unsigned count,
                              const clfft_profile *prof, const fft_variant *variant)
{
    unsigned h = 0;
    for (; h < count; h++) {
        fft_plan_layout *L = &plan->steps[plan->nsteps + h].layout;
        if (fft_plan_build_axis(pbs[h], prof, variant, L) != CLFFT_OK || L->npasses != 1)
            break;
    }
    fft_clear_error();
    return h == count;
}

/* The three steps' own convolution length: the smallest M >= 2N - 2 of
 * A rows of CONV_ROWS_MAX_N points, A's prime factors at most
 * ROWS_M_MAX_PRIME (a column step of small radices) and A at most ROWS_M_MAX_A
 * (fp64: ROWS_M_MAX_A_FP64), where that is shorter than `m`
 * (fft_bluestein_length: the cheapest FFT of a 7-smooth length).  The
 * three steps move 2N + 4M values per transform: 65537 takes 65 x 2048 =
 * 133120 instead of 72 x 2048 = 147456.  H100, GB/s, two runs of each
 * build (bench/results/gpu-2026-11-27-rows, call99): 30011 (30 rows, not
 * 32) 470 -> 554, 65537 501 -> 573, 100003 (98, not 100) +2%, 131101 (130,
 * not 144) 520 -> 554, 200003 (196, not 200) +4%, R2C 65537 272 -> 298,
 * fp64 65537 511 -> 559, fp64 262147 (260, not 288) 353 -> 415; but fp32
 * 262147 (260) 435 -> 390, 524309 (520, not 576) 416 -> 358, 999983 (980,
 * not 1024: 4 columns per group) 414 -> 303, fp64 999983 368 -> 278, hence
 * the caps.  The variant cheapest-m (CLFFT_EFFORT_MEASURE) times `m`
 * instead. */
#define ROWS_M_MAX_PRIME 13
#define ROWS_M_MAX_A 256
#define ROWS_M_MAX_A_FP64 512
static size_t rows_length(const fft_axis_problem *ap, size_t m, const fft_variant *variant)
{
    if (variant && variant->conv_length == FFT_FORCE_OFF)
        return m;
    size_t rb = CONV_ROWS_MAX_N, ra = (fft_bluestein_min_length(ap->n) + rb - 1) / rb;
    while (ra < 2 || fft_largest_prime(ra) > ROWS_M_MAX_PRIME)
        ra++;
    size_t max_a = ap->precision == CLFFT_FP64 ? ROWS_M_MAX_A_FP64 : ROWS_M_MAX_A;
    return ra <= max_a && ra * rb < m ? ra * rb : m;
}

/* The three steps' aliased M (fft_plan_layout.alias_count, as
 * aliased_conv_length's one kernel): the multiple of rows_length's rows
 * (CONV_ROWS_MAX_N points) just below 2N - 2, where at most
 * ALIAS_MAX_COUNT of the filter's slots (and at most M / ALIAS_MIN_RATIO)
 * would hold two lags and the row count has rows_length's factors and cap,
 * so that N = 2^k + d takes 2^(k+1) instead of 2^(k+1) + 2048 (16411:
 * 32768, not 18 x 2048; fp64 4099: 8192 = 4 x 2048, not 9 x 1024); step A
 * keeps its first inputs after the array in the stage and step C corrects
 * its last outputs from them.  fp32 only where the row count A is a power
 * of two or at most ALIAS_ROWS_FP32_ANY_A.  H200, GB/s, two runs each, the
 * rules against CLFFT_VARIANT=exact-m (bench/results/h200-2026-12-02-rows-
 * alias, call275): fp32 16411 (A = 16, not 18) 590 -> 684, 6151 (6, not
 * 25 x 512) +11%, 12301 (12) +4%, 32771 (32) +6%, 131101 (128) +6%, 262147
 * (256) 526 -> 640, R2C 16411 433 -> 641, R2C 131101 +20%, C2R 16411 +13%;
 * fp64 4099 (4 x 2048, not 9 x 1024) 716 -> 777, 16411 +13%, 65539 +3%,
 * 262147 +27%, R2C and C2R 4099 +12% and +9%; but fp32 A = 24 (24593: 25
 * x 2048 one radix) -6%, R2C -12%, 20 (20483) -3%, 48 (49157) -2%, which
 * the fp32 condition leaves to the exact M (96, 98317, +4%, with them). */
#define ALIAS_ROWS_UNIT CONV_ROWS_MAX_N
#define ALIAS_ROWS_FP32_ANY_A 12
static size_t aliased_rows_length(const fft_axis_problem *ap, size_t exact, const fft_variant *variant)
{
    size_t need = fft_bluestein_min_length(ap->n), m = need / ALIAS_ROWS_UNIT * ALIAS_ROWS_UNIT;
    if ((variant && variant->conv_alias == FFT_FORCE_OFF) || m < 2 * ALIAS_ROWS_UNIT || m == need || m >= exact)
        return 0;
    int forced = variant && variant->conv_alias == FFT_FORCE_ON;
    size_t count = need + 1 - m, max_m = CONV_ROWS_MAX_N * (ap->precision == CLFFT_FP64 ? ROWS_M_MAX_A_FP64 : ROWS_M_MAX_A);
    size_t rows = m / ALIAS_ROWS_UNIT;
    if (count > (forced ? ALIAS_MAX_COUNT_FORCED : ALIAS_MAX_COUNT) ||
        count * (forced ? ALIAS_MIN_RATIO_FORCED : ALIAS_MIN_RATIO) > m || m > max_m ||
        fft_largest_prime(rows) > ROWS_M_MAX_PRIME ||
        (!forced && ap->precision == CLFFT_FP32 && !fft_is_pow2(rows) && rows > ALIAS_ROWS_FP32_ANY_A))
        return 0;
    return m;
}

/* Rader's convolution (length m = p - 1, primitive root r) in the three
 * steps: A loads element q of the convolution from x[r^-q] through the
 * index table, and the work-item of q = 0 copies x[0] to the transform's
 * stage slot m; B's row 0 adds x[0] to the filtered DC value and writes
 * X[0] = x[0] + the forward DC value to slot m + 1; C stores element q to
 * X[r^q] through the other table and copies slot m + 1 to X[0].  (codegen:
 * emit_counted_load, emit_rader_dc, kernel_emit_store.) */
static void rader_rows_tables(fft_axis_problem *a, fft_axis_problem *b, fft_axis_problem *c,
                              const fft_axis_problem *ap, size_t m)
{
    a->rader = b->rader = c->rader = 1;
    a->load_count = m;
    a->load_table = FFT_TABLE_RADER_IN;
    c->store = ap->store; /* a half spectrum: the elements the table names up to p/2 */
    c->store_count = m;
    c->store_table = FFT_TABLE_RADER_OUT;
}

/* Real rows at full length: R2C (reals in, the half spectrum out) and
 * C2R (the half spectrum in, reals out), one row per transform or two
 * (pair_rows: x + iy in, the half spectra separated; X + iY in, x + iy
 * out). */
static int r2c_full_rows(const fft_axis_problem *ap)
{
    return ap->load == FFT_LOAD_REAL && ap->store == FFT_STORE_HALF;
}

static int full_real_rows(const fft_axis_problem *ap)
{
    return r2c_full_rows(ap) || (ap->load == FFT_LOAD_HERMITIAN && ap->store == FFT_STORE_REAL);
}

/* Whether a length p takes Rader's algorithm: a prime whose p - 1 has
 * only generated radices. */
static int rader_length(size_t p)
{
    return fft_is_prime(p) && !fft_needs_bluestein(p - 1);
}

/* Whether the variant rader-rows asks for Rader's three steps of a
 * length p (add_rader), which take single rows: its pairs are not
 * planned then. */
static int rader_rows_forced(size_t p, const fft_variant *variant)
{
    return variant && variant->rader_rows == FFT_FORCE_ON && rader_length(p);
}

/* R2C rows in pairs through the three steps: A loads x + iy of rows 2b
 * and 2b + 1 (its layout's pairs above the columns' level, fft_plan_
 * layout.pair_rows), B transforms the ceil(rows / 2) pairs' arrays of M
 * values in the stage array (*view: the axis problem with one batch level
 * of the pairs, *packed their arrays), and C's column pairs separate the
 * half spectra (fft_conv_pair_columns).  Per two rows that moves 2N + 4M
 * values where single rows move 2N + 8M.  H200, GB/s, two runs each
 * against single rows (bench/results/h200-2026-11-28-realrows, call235,
 * call237): fp32 10007 406 -> 687, 65537 334 -> 577, 131101 296 -> 465,
 * 524309 206 -> 332, 16x10007 367 -> 584; fp64 10007 407 -> 727, 999983
 * 223 -> 286, 2000003 168 -> 238. */
static void conv_pairs_view(fft_axis_problem *view, fft_levels *packed, const fft_axis_problem *ap, size_t m)
{
    size_t pairs = axis_transforms(ap);
    *view = *ap;
    view->pair_rows = 0;
    view->in.count_levels = view->out.count_levels = 1;
    view->in.count[0] = view->out.count[0] = pairs;
    packed->count_levels = 1;
    packed->count[0] = pairs;
    packed->dist[0] = m;
}

/* C2R rows (A's half-spectrum loads, C's real stores) take the three
 * steps; in fp64 only below this M, the fused two steps beyond.  H200,
 * GB/s, two runs each, the three steps against the fused two steps
 * (bench/results/h200-2026-11-28-realrows, call236 against f58fb5b,
 * call237 against the variant stockham-convolutions): fp32 10007 526 ->
 * 695, 65537 412 -> 611, 100003 420 -> 599, 131101 392 -> 548, 262147 297
 * -> 482, 999983 326 -> 377, 2000003 297 -> 301, 16x10007 470 -> 585;
 * fp64 10007 578 -> 715, 65537 403 -> 612, 131101 359 -> 549, 262147 351 ->
 * 421, but 524309 (M of 2^20 and more) 319 -> 316, 999983 312 -> 289,
 * 2000003 280 -> 234. */
#define C2R_ROWS_FP64_MAX_M ((size_t)1 << 20)

/* An aliased M's kept values take this many stage values per transform
 * (alias_count rounded up), so that every transform's array starts where
 * M values would put it, at a multiple of 1 KiB or more.  H200, GB/s, two
 * runs each against the exact M (bench/results/h200-2026-12-02-rows-alias):
 * M + alias_count values apart (call272) fp64 1.035 on the geometric mean
 * of 8 rows, 262147 +12%; M + 128 (call273) 1.087, 262147 +24%; fp32
 * 131101 -1.5% -> +7.7%, 262147 -0.3% -> +6.6%. */
#define ALIAS_STAGE_ALIGN 128
static size_t alias_stage_values(size_t count)
{
    return (count + ALIAS_STAGE_ALIGN - 1) / ALIAS_STAGE_ALIGN * ALIAS_STAGE_ALIGN;
}

/* The corrections an aliased M's steps make: `count`, unless the rows
 * store no aliased output (single R2C rows store up to N / 2, the aliased
 * outputs start at N - count). */
static size_t stored_aliased(const fft_axis_problem *ap, size_t count)
{
    size_t stored = ap->store == FFT_STORE_HALF && !ap->pair_rows ? ap->n / 2 + 1 : ap->n;
    return stored > ap->n - count ? count : 0;
}

/* The three steps for the longest row length B that plans; 0 where none
 * does.  `rader`: Rader's convolution of m = p - 1 (two more stage values
 * per transform), else Bluestein's, of an aliased M where `alias` (its
 * corrected outputs, aliased_rows_length; that many more stage values). */
static int add_conv_rows(fft_steps *plan, const fft_axis_problem *ap, size_t m, int rader, size_t alias,
                         fft_buffer fb, fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                         const fft_variant *variant)
{
    alias = stored_aliased(ap, alias);
    size_t n = ap->n, offset, end, per = rader ? m + 2 : m + alias_stage_values(alias);
    fft_levels packed; /* per values per transform, the levels' order kept */
    if (variant && variant->rows_conv == FFT_FORCE_OFF)
        return 0;
    int c2r = ap->load == FFT_LOAD_HERMITIAN && ap->store == FFT_STORE_REAL;
    if (prof->is_cpu || (ap->load != FFT_LOAD_COMPLEX && ap->load != FFT_LOAD_REAL && !c2r) ||
        (ap->store != FFT_STORE_COMPLEX && ap->store != FFT_STORE_HALF && !c2r) || (rader && c2r) ||
        (c2r && ap->precision == CLFFT_FP64 && m >= C2R_ROWS_FP64_MAX_M) || ap->plane_n1 ||
        ap->split_n1 ||
        (ap->pair_rows && (rader || !full_real_rows(ap) || rader_rows_forced(n, variant))) ||
        ap->in.count_levels >= FFT_MAX_LEVELS ||
        plan->nsteps + 3 > FFT_MAX_STEPS || !conv_region(plan, ap, per, &offset, &end, &packed))
        return 0;
    /* R2C rows in pairs (conv_pairs_view): B's rows of the pairs */
    fft_axis_problem pairs_ap;
    fft_levels pairs_packed;
    const fft_axis_problem *rows_ap = ap;
    const fft_levels *rows_packed = &packed;
    if (ap->pair_rows) {
        conv_pairs_view(&pairs_ap, &pairs_packed, ap, per);
        rows_ap = &pairs_ap;
        rows_packed = &pairs_packed;
    }
    size_t pow2 = 1; /* M's longest power-of-two row */
    while (m % (pow2 * 2) == 0 && pow2 * 2 <= CONV_ROWS_MAX_N)
        pow2 *= 2;
    for (size_t rb = CONV_ROWS_MAX_N; rb >= 2; rb--) {
        if (m % rb != 0 || m / rb < 2 || alias >= rb)
            continue;
        if (rb > pow2 && pow2 >= CONV_ROWS_POW2_MIN_N)
            continue;
        size_t ra = m / rb;
        fft_axis_problem a, b, c;
        rows_step_columns(&a, ap, ra, rb, offset, &packed);
        rows_step_rows(&b, rows_ap, ra, rb, offset, rows_packed);
        rows_step_inverse_columns(&c, ap, ra, rb, offset, &packed);
        if (ap->pair_rows && !c2r) { /* C separates the two rows' half spectra in its column pairs */
            c.store = FFT_STORE_HALF;
            c.store_count = n;
        }
        if (c2r) /* A loads the half spectrum (pairs: X + iY), C stores real parts (pairs: to two rows) */
            c.store = FFT_STORE_REAL;
        if (rader)
            rader_rows_tables(&a, &b, &c, ap, m);
        const fft_axis_problem *pbs[3] = {&a, &b, &c};
        /* the rows' twiddles where they pay, else (or where the rows'
         * loads or stores are not direct) the columns' */
        int planned = 0;
        for (int rows_tw = conv_row_twiddles_pay(ap, ra, b.conv_rows_outer, variant); rows_tw >= 0 && !planned; rows_tw--) {
            a.conv_row_twiddles = b.conv_row_twiddles = c.conv_row_twiddles = rows_tw;
            planned = plan_single_passes(plan, pbs, 3, prof, variant);
        }
        if (!planned || (alias && (fft_alias_columns(&plan->steps[plan->nsteps].layout, alias, 1) != 0 ||
                                   fft_alias_columns(&plan->steps[plan->nsteps + 2].layout, alias, 0) != 0)))
            continue;
        fft_push_step(plan, fb, FFT_BUF_STAGE, axis, what, n);
        fft_push_step(plan, FFT_BUF_STAGE, FFT_BUF_STAGE, axis, what, n);
        fft_push_step(plan, FFT_BUF_STAGE, tb, axis, what, n);
        conv_reserve(plan, offset, end);
        return 1;
    }
    return 0;
}

/* Bluestein's two steps (below) on CPUs with aliased_pow2_length's M
 * where each step is one pass (pocl's loop kernels): step A stores its
 * first alias_count loaded values after each transform's M values in the
 * stage array, step B corrects its last alias_count outputs from them
 * (fft_alias_steps, codegen kernel_alias.c), as the GPUs' one kernel does
 * in local memory.  pocl 3.1 on this project's 2-core machine, GB/s, two
 * alternating runs each, the rules against CLFFT_VARIANT=exact-m (bench/
 * results/pocl-2026-12-02/aliased-steps.txt): fp32 C2C 1031 (2048, not
 * 2304) 1.55 -> 2.01, 263 1.40 -> 2.23, 2063 1.16 -> 1.51, 4099 1.22 ->
 * 1.61, R2C 4099 0.67 -> 1.05, C2R 1031 0.67 -> 0.84, fp64 C2C 4099 1.68 ->
 * 2.85; every one of 24 rows gained, 1.298 on the geometric mean.  (The
 * exact M's 1031 ran 1.64 in another run, 1025's M = 2048 2.55.)  Returns
 * whether it added the two steps. */
static int add_aliased_steps(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                             const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    size_t m = aliased_pow2_length(ap, variant), offset, end;
    fft_levels packed;
    /* (the element-wise loads and stores only: not rows in pairs, planes,
     * splits, mirrors or twists, whose values pass through other code) */
    int plain = (ap->load == FFT_LOAD_COMPLEX || ap->load == FFT_LOAD_REAL || ap->load == FFT_LOAD_HERMITIAN) &&
                (ap->store == FFT_STORE_COMPLEX || ap->store == FFT_STORE_HALF || ap->store == FFT_STORE_REAL) &&
                !ap->pair_rows && !ap->plane_n1 && !ap->split_n1 && !ap->mirror.n1 && !ap->row_split &&
                !ap->column_split && !ap->prior_p;
    if (!prof->is_cpu || !m || !plain || plan->nsteps + 2 > FFT_MAX_STEPS)
        return 0;
    size_t count = stored_aliased(ap, fft_bluestein_min_length(ap->n) + 1 - m);
    if (!conv_region(plan, ap, m + alias_stage_values(count), &offset, &end, &packed))
        return 0;
    fft_axis_problem a, b;
    conv_steps(&a, &b, ap, m, offset, &packed);
    fft_step *sa = &plan->steps[plan->nsteps], *sb = &plan->steps[plan->nsteps + 1];
    if (fft_plan_build_axis(&a, prof, variant, &sa->layout) != CLFFT_OK ||
        fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK || sa->layout.npasses != 1 ||
        sb->layout.npasses != 1 ||
        (count && (fft_alias_steps(&sa->layout, count, 1) != 0 || fft_alias_steps(&sb->layout, count, 0) != 0))) {
        fft_clear_error();
        return 0;
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, what, ap->n);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, what, ap->n);
    conv_reserve(plan, offset, end);
    return 1;
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
        fft_push_step(plan, fb, tb, axis, what, n);
        return CLFFT_OK;
    }
    fft_clear_error();
    size_t offset, end;
    fft_levels packed; /* M per transform, the levels' order kept */
    if (!conv_region(plan, ap, m, &offset, &end, &packed))
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "Bluestein: the convolution array of length M = %zu per transform "
                        "overflows", m);
    if (add_aliased_steps(plan, ap, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    size_t rows_m = rows_length(ap, m, variant), alias_m = aliased_rows_length(ap, rows_m, variant);
    if ((alias_m && add_conv_rows(plan, ap, alias_m, 0, fft_bluestein_min_length(n) + 1 - alias_m, fb, tb, axis,
                                  what, prof, variant)) ||
        (rows_m < m && add_conv_rows(plan, ap, rows_m, 0, 0, fb, tb, axis, what, prof, variant)) ||
        add_conv_rows(plan, ap, m, 0, 0, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    conv_reserve(plan, offset, end);
    fft_axis_problem a, b;
    conv_steps(&a, &b, ap, m, plan->conv_offset, &packed);
    if (add_fused_pair(plan, &a, &b, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    const fft_axis_problem *pbs[2] = {&a, &b};
    for (int h = 0; h < 2; h++) {
        fft_step *step = &plan->steps[plan->nsteps];
        clfft_status st = fft_plan_build_axis(pbs[h], prof, variant, &step->layout);
        if (st != CLFFT_OK)
            return st;
        fft_push_step(plan, h == 0 ? fb : FFT_BUF_STAGE, h == 0 ? FFT_BUF_STAGE : tb, axis, what, n);
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
    if (plan->nsteps >= FFT_MAX_STEPS || !rader_length(p))
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
    if (fft_plan_build_axis(&f, prof, variant, &one->layout) == CLFFT_OK) {
        fft_push_step(plan, fb, tb, axis, what, p);
        return 1;
    }
    fft_clear_error();
    /* p - 1 beyond one kernel: its three steps move 2p + 5(p - 1) values
     * per transform (the filter's spectrum once), Bluestein's 2p + 5M with
     * M >= 2p - 2, but step A gathers and step C scatters through the
     * index tables, and the scattered stores cost more than the values
     * saved.  H200, GB/s, two runs of each build, against Bluestein's
     * three steps (bench/results/h200-2026-11-28-rader3, call197): fp32
     * C2C 65537 651 -> 382, 12289 672 -> 437, 147457 593 -> 425, 18
     * primes 0.65 on the geometric mean; fp64 65537 663 -> 526, six 0.80;
     * R2C (half the stores) 12289 342 -> 379, 147457 291 -> 348, but 65537
     * 334 -> 311 and 36709 358 -> 215.  With step C's stores made
     * coalesced (wrong values, timing only: call198) fp32 65537 runs at
     * 837 and fp64 at 1024, with step A's loads coalesced instead at 441
     * and 576: the scatter is the cost.  So only the variant rader-rows
     * (CLFFT_EFFORT_MEASURE) takes them. */
    if (!variant || variant->rader_rows != FFT_FORCE_ON)
        return 0;
    return add_conv_rows(plan, ap, p - 1, 1, 0, fb, tb, axis, what, prof, variant);
}

/* A length N = n1 x n2 whose large primes (above FFT_MAX_PRIME) are all in
 * n2 and whose n2-point DFT is one kernel (Rader's or Bluestein's) runs as
 * two steps of the four-step algorithm instead of one convolution of M >=
 * 2N - 2: A, the n1-point DFTs along stride n2 (a column step, into the
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

/* The split the other way round (the variant split-rows-first): with
 * element i + n1 j of the input and k2 + n2 k1 of the output,
 *   X[k2 + n2 k1] = sum_i w_n1^(i k1) w_N^(i k2) sum_j x[i + n1 j] w_n2^(j k2),
 * so A, the n2-point DFTs of the rows x[i + n1 j] (loads of stride n1, a
 * one-kernel Bluestein convolution) into Z[i][k2]; B, the n1-point DFTs of
 * Z's columns, each loaded element i of column k2 times w_N^(i k2)
 * (fft_plan_layout.split_twiddle; where B is not one pass, A's stored
 * element k2 of row i instead), stored in order (X[k2 + n2 k1], adjacent
 * k2 adjacent).  The strided accesses move to A's loads, where the second
 * step of add_split stores with stride n1: Rader's three steps measured
 * scattered stores dearer than gathered loads (entry 107).  Not where n2
 * takes Rader's kernel (its permuted stores take no twiddle).  A takes a
 * row step's group (column_rules.c), one row of M = 2048 where a column
 * group took eight.  The rule, GPUs, fp32 (split_rows_first_may_pay,
 * split_rows_first_pays): axes
 * of adjacent elements where A's M is a power of two from
 * SPLIT_ROWS_MIN_M to SPLIT_ROWS_MAX_M (a strided axis lost: 12345x16,
 * columns of 12345, 486 -> 381 in call221, where 16x12345 gained 595 ->
 * 736).
 * H200, GB/s, two runs each against the columns first with their
 * twiddles in the column step's stores (bench/results/h200-2026-11-28-
 * splitstore, call220): M = 2048 (n2 = 823) 12345 796 -> 947, 8230 869
 * -> 1001, 24690 689 -> 787, 4115 +7%, 2469 +1%; M = 1024 (431) 5172 898
 * -> 1181; but M = 256 (4815) -4%, 2304 (1031: 3093 -18%, 10310 -8%,
 * 30930 -7%, 64x3093 -15%), 4096 (7698) -4%, 4608 (8252) -5%, and fp64
 * -5 to -7% (12345, 8230, 10310, 3093; 7698 +9%, 4815 +2%).  The
 * variants split-rows-first and split-columns-first force either order.
 * Returns whether it added the two steps. */
#define SPLIT_ROWS_MIN_M 1024
#define SPLIT_ROWS_MAX_M 2048
static int split_rows_first_may_pay(const fft_axis_problem *ap, const clfft_profile *prof)
{
    return !prof->is_cpu && ap->precision == CLFFT_FP32 && ap->istride == 1;
}

static int split_rows_first_pays(const fft_plan_layout *conv)
{
    return fft_is_pow2(conv->n) && conv->n >= SPLIT_ROWS_MIN_M && conv->n <= SPLIT_ROWS_MAX_M;
}

/* A of the rows-first split: x[i + n1 j] -> Z[i][k2] (row i's n2-point
 * DFT at stage element offset + i n2 + k2), i the innermost batch level,
 * the twiddles w_N^(i k2) left to B. */
static void rows_first_conv(fft_axis_problem *a, const fft_axis_problem *ap, size_t n1, size_t n2, size_t offset,
                            const fft_levels *packed)
{
    *a = *ap;
    a->n = n2;
    a->split_n1 = n1;
    a->split_twiddle = FFT_SPLIT_TW_BY_SECOND;
    a->istride = n1 * ap->istride;
    a->ostride = 1;
    a->ooffset = offset;
    a->inplace = 0;
    a->forward_scale = a->backward_scale = 1.0;
    columns_inside(a, ap, n1, ap->istride, n2, &ap->in, packed);
}

static int add_split_rows_first(fft_steps *plan, const fft_axis_problem *ap, size_t n1, size_t n2, size_t offset,
                                size_t end, const fft_levels *packed, fft_buffer fb, fft_buffer tb, int axis,
                                const clfft_profile *prof, const fft_variant *variant)
{
    fft_choice choice = variant ? variant->split_rows : FFT_RULE;
    if (choice == FFT_FORCE_OFF || rader_length(n2) || (choice == FFT_RULE && !split_rows_first_may_pay(ap, prof)))
        return 0;
    fft_axis_problem a, b = *ap;
    rows_first_conv(&a, ap, n1, n2, offset, packed);
    /* B: column k2 of Z (n1 values n2 apart, times w_N^(i k2)) -> X[k2 + n2 k1] */
    b.n = n1;
    b.split_n1 = n2;
    b.split_twiddle = FFT_SPLIT_TW_LOADS;
    b.istride = n2;
    b.ioffset = offset;
    b.ostride = n2 * ap->ostride;
    b.inplace = 0;
    columns_inside(&b, ap, n2, 1, ap->ostride, packed, &ap->out);
    fft_step *sa = &plan->steps[plan->nsteps], *sb = sa + 1;
    if (!bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
        (choice == FFT_RULE && !split_rows_first_pays(&sa->layout)))
        return 0;
    if (fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK) {
        /* B in several passes: the twiddles in A's stores */
        fft_clear_error();
        a.split_twiddle = FFT_SPLIT_TW_STORES;
        b.split_n1 = 0;
        if (!bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
            fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK) {
            fft_clear_error();
            return 0;
        }
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, "C2C, a split length's large factor, first (into the stage array)", n2);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, "C2C, a split length's smooth factor, second", 0);
    conv_reserve(plan, offset, end);
    return 1;
}

/* add_split's twiddles w_N^(j k1) in the stores of A, the column step (a
 * single pass), instead of the loads of B, the large factor's one-kernel
 * convolutions: the B kernels bound the split (their transposed stores
 * most: timing-only builds, bench/NOTES.md entry 112), A's columns run near
 * a copy's speed.  H200, GB/s, two runs each against the loads' twiddles
 * (bench/results/h200-2026-11-28-splitstore, call218): fp32 12345 728 ->
 * 793, 4094 (46 x 89, Rader) 1396 -> 1638, 8230 +5%, 10310 +5%, 24690 +5%,
 * 3093 +3%, 2469 +3%, 64x3093 +3%; fp64 12345 892 -> 960, 10310 +3%, 3093
 * +2%.  Not where the table of N entries exceeds SPLIT_STORE_TW_MAX_BYTES
 * (1031000 -3%, 30930 -1%: A's reads of it scatter beyond the cache) nor
 * in fp64 column steps with a prime radix of 17 or more (fp64 4094, 46 =
 * 2 x 23: -11%).  The variants split-store-twiddles and split-load-twiddles
 * force either.  Plans A (into L) with the twiddles; 0 where it does not. */
#define SPLIT_STORE_TW_MAX_BYTES (200u << 10)
static int split_store_twiddles(fft_axis_problem *a, size_t n2, const clfft_profile *prof,
                                const fft_variant *variant, fft_plan_layout *L)
{
    fft_choice choice = variant ? variant->split_twiddles : FFT_RULE;
    size_t n = a->n * n2;
    if (choice == FFT_FORCE_OFF ||
        (choice == FFT_RULE && n * fft_complex_bytes(a->precision) > SPLIT_STORE_TW_MAX_BYTES))
        return 0;
    a->split_n1 = n2;
    a->split_twiddle = FFT_SPLIT_TW_STORES;
    if (fft_plan_build_axis(a, prof, variant, L) == CLFFT_OK &&
        (choice == FFT_FORCE_ON || a->precision != CLFFT_FP64 || !shape_big_prime_radix(&L->passes[0])))
        return 1;
    fft_clear_error();
    a->split_n1 = 0;
    a->split_twiddle = FFT_SPLIT_TW_LOADS;
    return 0;
}

/* The split of a length m = n1 n2 (n2 its large part: its primes above
 * FFT_MAX_PRIME) and its stage region, where the split's rules allow it:
 * a smooth factor, not too long, a whole convolution longer than
 * SPLIT_MIN_WHOLE_M, a level and two steps to spare. */
static int split_applies(const fft_steps *plan, const fft_axis_problem *ap, const fft_variant *variant,
                              size_t *n1, size_t *n2, size_t *offset, size_t *end, fft_levels *packed)
{
    size_t m = ap->n;
    *n2 = large_part(m);
    *n1 = m / *n2;
    return *n1 >= 2 && m <= SPLIT_MAX_N && fft_bluestein_length(m) > SPLIT_MIN_WHOLE_M && !ap->plane_n1 &&
           !ap->split_n1 && ap->in.count_levels < FFT_MAX_LEVELS && plan->nsteps + 2 <= FFT_MAX_STEPS &&
           (!variant || variant->one_kernel_conv != FFT_FORCE_OFF) && conv_region(plan, ap, m, offset, end, packed);
}

/* The columns-first split's two problems: A (*col), the n1-point DFTs of
 * the columns j (elements j + n2 i, loads of stride n2), stored
 * transposed into the stage array as Y[k1][j], j the innermost batch
 * level; B (*conv), the n2-point DFTs of Y's rows, stored with stride n1
 * at ooffset with the batch levels *out. */
static void columns_first_problems(fft_axis_problem *col, fft_axis_problem *conv, const fft_axis_problem *ap, size_t n1,
                                   size_t n2, size_t offset, const fft_levels *packed, size_t ooffset,
                                   const fft_levels *out)
{
    *col = *conv = *ap;
    col->n = n1;
    col->istride = n2 * ap->istride;
    col->ostride = n2;
    col->ooffset = offset;
    col->inplace = 0;
    col->forward_scale = col->backward_scale = 1.0;
    columns_inside(col, ap, n2, ap->istride, 1, &ap->in, packed);
    conv->n = n2;
    conv->split_n1 = n1;
    conv->istride = 1;
    conv->ioffset = offset;
    conv->ostride = n1 * ap->ostride;
    conv->ooffset = ooffset;
    conv->inplace = 0;
    columns_inside(conv, ap, n1, n2, ap->ostride, packed, out);
}

static int add_split(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                     const clfft_profile *prof, const fft_variant *variant)
{
    size_t n1, n2, offset, end;
    fft_levels packed; /* the intermediate Y[k1][n2], N per transform */
    if (ap->load != FFT_LOAD_COMPLEX || ap->store != FFT_STORE_COMPLEX ||
        !split_applies(plan, ap, variant, &n1, &n2, &offset, &end, &packed))
        return 0;
    if (add_split_rows_first(plan, ap, n1, n2, offset, end, &packed, fb, tb, axis, prof, variant))
        return 1;
    /* A: x[j + n2 i] -> Y[k1][j]; B: row k1 of Y (n2 values, times w_N^(j k1)) -> X[k1 + n1 k2] */
    fft_axis_problem a, b;
    columns_first_problems(&a, &b, ap, n1, n2, offset, &packed, ap->ooffset, &ap->out);
    fft_step *sa = &plan->steps[plan->nsteps];
    if (split_store_twiddles(&a, n2, prof, variant, &sa->layout)) {
        b.split_twiddle = FFT_SPLIT_TW_BY_FIRST;
    } else if (fft_plan_build_axis(&a, prof, variant, &sa->layout) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, "C2C, a split length's smooth factor (four-step, into the stage array)", 0);
    int added = add_rader(plan, &b, FFT_BUF_STAGE, tb, axis, "C2C, a split length's large factor", prof, variant);
    if (!added) {
        fft_step *sb = &plan->steps[plan->nsteps];
        if (bluestein_one_kernel(&b, fft_bluestein_length(n2), prof, variant, &sb->layout)) {
            fft_push_step(plan, FFT_BUF_STAGE, tb, axis, "C2C, a split length's large factor", n2);
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

/* Whether a real side (reals: stride, offset and batch distances) reads
 * as complex values: unit stride, even offset and distances. */
static int reals_as_complex(size_t stride, size_t offset, const fft_levels *lv)
{
    int even = stride == 1 && offset % 2 == 0;
    for (unsigned l = 0; l < lv->count_levels; l++)
        even = even && (lv->count[l] < 2 || lv->dist[l] % 2 == 0);
    return even;
}

/* A real side's offset and batch distances in complex values. */
static void complex_view(size_t *offset, fft_levels *lv)
{
    *offset /= 2;
    for (unsigned l = 0; l < lv->count_levels; l++)
        lv->dist[l] /= 2;
}


/* The names of a real split's steps: R2C or C2R, of a split half length
 * (the twist) or at full length (one or two rows per transform), the
 * first step or the second, the columns first or the convolutions. */
static const char *split_real_what(int r2c, int full, int pairs, int first, int columns_first)
{
    static const char *const names[2][2][2] = {
        /* columns first: C2R only */
        {{"C2R, a split half length's large factor, second, stored as reals",
          "C2R, a split half length's smooth factor, first, the twist in its loads (into the stage array)"},
         {"C2R, a split length's large factor, second, real parts stored",
          "C2R, a split length's smooth factor, first, the half spectrum's values (into the stage array)"}},
        {{"C2R, a split length's large factor, second, real parts to one row, imaginary to the other",
          "C2R, a split length's smooth factor, first, two rows' half spectra as X + iY (into the stage array)"},
         {"", ""}}};
    static const char *const rows_first[2][3][2] = {
        /* C2R: the twist, one row, two rows */
        {{"C2R, a split half length's smooth factor, second, stored as reals",
          "C2R, a split half length's large factor, first, the twist in its loads (into the stage array)"},
         {"C2R, a split length's smooth factor, second, real parts stored",
          "C2R, a split length's large factor, first, the half spectrum's values (into the stage array)"},
         {"C2R, a split length's smooth factor, second, real parts to one row, imaginary to the other",
          "C2R, a split length's large factor, first, two rows' half spectra as X + iY (into the stage array)"}},
        /* R2C */
        {{"R2C, a split half length's smooth factor, second, the twist in its stores",
          "R2C, a split half length's large factor, first (into the stage array)"},
         {"R2C, a split length's smooth factor, second, the half spectrum stored",
          "R2C, a split length's large factor, first, reals loaded (into the stage array)"},
         {"R2C, a split length's smooth factor, second, the two rows' half spectra from its column pairs",
          "R2C, a split length's large factor, first, two rows as x + iy (into the stage array)"}}};
    if (columns_first)
        return pairs ? names[1][0][first] : names[0][full][first];
    return rows_first[r2c][!full ? 0 : pairs ? 2 : 1][first];
}

/* C2R's twist with the columns first, as add_split's columns first: B,
 * the n1-point DFTs of the columns k2 (elements k2 + n2 x, loads of
 * stride n2), whose loads form Z[e] from X[e] and X[m - e] (codegen's
 * emit_hermitian_twist_load with the split's element), stored transposed
 * into the stage array times w_m^(y k2) (split_store_twiddles); then A,
 * the n2-point convolutions of the stage's rows y, stored with stride n1
 * into the real rows as complex values.  The rule where the convolutions'
 * M is SPLIT_C2R_COLUMNS_MIN_M or more (rule), else the convolutions
 * first; the variants split-columns-first and split-rows-first force
 * either.  H200, GB/s, two runs each, the columns first against the
 * convolutions first (bench/results/h200-2026-11-28-splitreal, call228):
 * M = 2048 C2R 24690 664 -> 781, 16x24690 583 -> 653, 4938 952 -> 1006,
 * 8230 +2%, fp64 24690 742 -> 893, fp64 8230 845 -> 973; M = 2304 30930
 * 586 -> 666; but M = 1024 10344 1026 -> 824 (fp64 equal).  The columns'
 * twist loads read X[e] and X[m - e] in runs, where the convolutions first
 * gather both along stride n1 (no profile taken).  Odd C2R rows in pairs
 * (X + iY loaded, x and y stored to two rows) take it only under the
 * variant: it lost there (call229: 12345 738 -> 635, 16x12345 617 -> 544,
 * fp64 12345 837 -> 788; 4115 +3%, fp64 4115 +3%, 15465 equal). */
#define SPLIT_C2R_COLUMNS_MIN_M 2048
static int add_split_c2r_columns(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                                 size_t n1, size_t n2, size_t offset, size_t end, const fft_levels *packed,
                                 int where_pays, int rule, const clfft_profile *prof, const fft_variant *variant)
{
    /* B: x[k2 + n2 x] (the twist of X) -> Y[y][k2] times w_m^(y k2); A: row
     * y of Y (n2 values) -> z[y + n1 k], the real rows as complex values
     * (full rows: their real parts; pairs: x to row 2b, y to row 2b + 1) */
    int full = full_real_rows(ap);
    fft_levels out = ap->out;
    size_t ooffset = ap->ooffset;
    if (!full)
        complex_view(&ooffset, &out);
    fft_axis_problem a, b;
    columns_first_problems(&b, &a, ap, n1, n2, offset, packed, ooffset, &out);
    b.store = FFT_STORE_COMPLEX;
    a.split_twiddle = FFT_SPLIT_TW_BY_FIRST;
    a.load = FFT_LOAD_COMPLEX;
    a.store = full ? ap->store : FFT_STORE_COMPLEX;
    fft_step *sb = &plan->steps[plan->nsteps], *sa = sb + 1;
    if (!bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
        (where_pays && !split_rows_first_pays(&sa->layout)) || (rule && sa->layout.n < SPLIT_C2R_COLUMNS_MIN_M) ||
        !split_store_twiddles(&b, n2, prof, variant, &sb->layout))
        return 0;
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, split_real_what(0, full, ap->pair_rows, 1, 1), 0);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, split_real_what(0, full, ap->pair_rows, 0, 1), n2);
    conv_reserve(plan, offset, end);
    return 1;
}

/* Real lengths that split, with the real parts fused (bench/NOTES.md,
 * entries 115 to 117), where the split's rules allow it: the rows first,
 * as add_split_rows_first, or for C2R the columns first
 * (add_split_c2r_columns).
 * The R2C twist (FFT_STORE_TWIST) of an even length 2m whose half length
 * m = n1 n2 splits (n2 the large part): A reads the real rows as m complex
 * values (x[2e] + i x[2e+1]: unit stride, even offsets and distances); B
 * is the last pass of the half-length transform Z (fft_plan_layout.
 * prior_p = n2: element i of its column k2 is Z[i][k2], its twiddles
 * w_m^(i k2) the pass's own), whose output k = k2 + n2 k1 pairs with m - k
 * = (n2 - k2) + n2 (n1 - 1 - k1): the columns k2 and n2 - k2 share a group
 * (fft_pass.pair_columns) and the twist goes into its stores, as in a
 * multi-pass plan's last pass.
 * The C2R twist (FFT_LOAD_HERMITIAN_TWIST), the convolutions first: A's
 * loads form Z[e] = E + iO from X[e] and X[m - e], e = i + n1 j the
 * element j of row i (codegen's emit_hermitian_twist_load); B, the same
 * last pass, stores z as complex values into the real rows.
 * Real rows at full length (odd lengths; full_real_rows): A loads the
 * reals (C2R: the half spectrum, the rest by symmetry, with the split's
 * element), B stores the half spectrum (C2R: the real parts); in pairs
 * (pair_rows) A loads x + iy (X + iY) of two rows and B separates their
 * spectra in its column pairs' stores (C2R: real parts to one row,
 * imaginary parts to the other).
 * Against the whole rows as Bluestein's two or three steps, the only plan
 * before (M = 51200 for 24690, about 12 values moved per point), H200,
 * GB/s, two runs of each (bench/results/h200-2026-11-28-splitreal,
 * call225): R2C 24690 341 -> 912 (VkFFT 423), 10344 509 -> 1121, 8230 652
 * -> 1024, 30930 317 -> 644, 16x24690 312 -> 732, fp64 24690 336 -> 837,
 * fp64 8230 377 -> 971 (the C2R rows there are of the convolutions first;
 * add_split_c2r_columns has the rule's).  Where the half length's
 * one-kernel Bluestein fits it ran faster than the twist's split (6186:
 * 867 against 675, 8188 997 / 743, 4124 692 / 677, the convolutions' M =
 * 2304 or 192) unless the convolutions take the power-of-two M of
 * split_rows_first_pays (10344: one kernel of M = 10368 508, the split
 * with M = 1024 1123), so the split goes first only there (where_pays;
 * fft_add_convolution).  Any profile and precision; the variants
 * split-rows-first and split-columns-first force the order (R2C and the
 * pairs take no columns first).  Returns whether it added the two steps. */
static int add_split_real(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                          int where_pays, const clfft_profile *prof, const fft_variant *variant)
{
    int full = full_real_rows(ap), pairs = full && ap->pair_rows,
        r2c = ap->store == FFT_STORE_TWIST || r2c_full_rows(ap);
    size_t n1, n2, offset, end;
    fft_levels packed;
    if ((full ? 0
         : r2c ? ap->load != FFT_LOAD_REAL_PAIRS || !reals_as_complex(ap->istride, ap->ioffset, &ap->in)
               : ap->store != FFT_STORE_REAL_PAIRS || !reals_as_complex(ap->ostride, ap->ooffset, &ap->out)) ||
        !split_applies(plan, ap, variant, &n1, &n2, &offset, &end, &packed))
        return 0;
    fft_choice order = variant ? variant->split_rows : FFT_RULE;
    if (!r2c && (full ? order == FFT_FORCE_OFF : order != FFT_FORCE_ON) &&
        add_split_c2r_columns(plan, ap, fb, tb, axis, n1, n2, offset, end, &packed, where_pays, order == FFT_RULE,
                              prof, variant))
        return 1;
    if (order == FFT_FORCE_OFF)
        return 0;
    fft_axis_problem view = *ap, a, b = *ap;
    if (full) { /* A loads the rows (pairs: x + iy, X + iY), B stores them (pairs: separated) */
    } else if (r2c) { /* A reads the real rows as complex values */
        view.load = FFT_LOAD_COMPLEX;
        complex_view(&view.ioffset, &view.in);
    } else { /* B writes them so */
        b.store = FFT_STORE_COMPLEX;
        complex_view(&b.ooffset, &b.out);
    }
    rows_first_conv(&a, &view, n1, n2, offset, &packed);
    a.store = FFT_STORE_COMPLEX;
    /* B: Z's columns k2 (n1 values n2 apart) as the half-length transform's last pass */
    b.load = FFT_LOAD_COMPLEX;
    b.prior_p = n2;
    b.istride = 1;
    b.ioffset = offset;
    b.in = packed;
    b.inplace = 0;
    fft_step *sa = &plan->steps[plan->nsteps], *sb = sa + 1;
    if (!bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
        (where_pays && !split_rows_first_pays(&sa->layout)))
        return 0;
    if (fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, split_real_what(r2c, full, pairs, 1, 0), n2);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, split_real_what(r2c, full, pairs, 0, 0), 0);
    conv_reserve(plan, offset, end);
    return 1;
}

/* Odd real rows in pairs through the split (add_split_real), H200, GB/s,
 * two runs of each against b4109f3, whose rows ran whole (bench/results/
 * h200-2026-11-28-splitreal, call227): R2C 12345 344 -> 881 (cuFFT 224),
 * 4115 604 -> 932, 15465 356 -> 603, 16x12345 313 -> 712, 2469 (the
 * whole M = 5120 in one kernel) 761 -> 942, 3879 (7776) 893 -> 1139,
 * fp64 12345 348 -> 864; C2R 12345 470 -> 731, 4115 687 -> 859,
 * 16x12345 415 -> 608, fp64 12345 590 -> 835, but 2469 946 -> 890 and
 * 3879 991 -> 959: C2R rows whose whole M is at most this keep the one
 * kernel (its half-spectrum loads are plain, the split's gather mirrored
 * values). */
#define SPLIT_C2R_PAIRS_MIN_M 8192

clfft_status fft_add_convolution(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                                 const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    if (ap->store == FFT_STORE_TWIST || ap->load == FFT_LOAD_HERMITIAN_TWIST) {
        /* a real half length beyond the generated radices: the twist in
         * the stores (R2C) or loads (C2R) of a split whose convolutions
         * take the power-of-two M (split_rows_first_pays), of a one-kernel
         * Bluestein, or of any split (add_split_real), or no plan (the
         * caller then runs the rows at full length) */
        size_t m = fft_bluestein_length(ap->n);
        if (add_split_real(plan, ap, fb, tb, axis, 1, prof, variant))
            return CLFFT_OK;
        if (plan->nsteps < FFT_MAX_STEPS &&
            bluestein_one_kernel(ap, m, prof, variant, &plan->steps[plan->nsteps].layout)) {
            fft_push_step(plan, fb, tb, axis, what, ap->n);
            return CLFFT_OK;
        }
        if (add_split_real(plan, ap, fb, tb, axis, 0, prof, variant))
            return CLFFT_OK;
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no one-kernel Bluestein for the twist of length %zu", 2 * ap->n);
    }
    /* R2C and C2R rows in pairs: the split where its convolutions take
     * the power-of-two M (not C2R rows whose whole M is at most
     * SPLIT_C2R_PAIRS_MIN_M), else Rader's or Bluestein's (one kernel, or
     * C2R's longer forms), else any split (add_split_real), else no plan
     * (single rows then) */
    int full = full_real_rows(ap), pairs = full && ap->pair_rows,
        c2r_short = full && !r2c_full_rows(ap) && fft_bluestein_length(ap->n) <= SPLIT_C2R_PAIRS_MIN_M;
    if (full && !c2r_short && add_split_real(plan, ap, fb, tb, axis, 1, prof, variant))
        return CLFFT_OK;
    if (add_split(plan, ap, fb, tb, axis, prof, variant) || add_rader(plan, ap, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    clfft_status st = add_bluestein(plan, ap, fb, tb, axis, what, prof, variant);
    if (st == CLFFT_OK || !pairs)
        return st;
    fft_clear_error();
    if (add_split_real(plan, ap, fb, tb, axis, 0, prof, variant))
        return CLFFT_OK;
    return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no plan for real rows of %zu in pairs", ap->n);
}
