/* Stage 2, the steps of an axis length beyond the generated radices
 * (lib/convolution.h): a split into a smooth and a large factor
 * (conv_split.c), Rader's one kernel, or Bluestein's chirp-z in one kernel,
 * two steps or three (conv_rows.c).  solve.c hands each axis problem of
 * such a length to fft_add_convolution.  No OpenCL calls. */
#include <stddef.h>

#include "checked.h"
#include "conv_internal.h"
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
 * fft_conv_reserve records it once the steps are planned. */
size_t fft_conv_transforms(const fft_axis_problem *ap)
{
    size_t rows = 1;
    for (unsigned l = 0; l < ap->in.count_levels; l++)
        rows *= ap->in.count[l];
    return ap->pair_rows ? (rows + 1) / 2 : rows;
}

int fft_conv_region(const fft_steps *plan, const fft_axis_problem *ap, size_t per, size_t *offset, size_t *end,
                    fft_levels *packed)
{
    size_t transforms = fft_conv_transforms(ap), conv, dist = per;
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

void fft_conv_reserve(fft_steps *plan, size_t offset, size_t end)
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
void fft_conv_columns_inside(fft_axis_problem *s, const fft_axis_problem *ap, size_t count, size_t in_dist,
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
/* (ALIAS_MAX_COUNT, ALIAS_MIN_RATIO and the variant's FORCED bounds:
 * conv_internal.h, shared with conv_rows.c) */
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
int fft_bluestein_one_kernel(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
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

/* Real rows at full length: R2C (reals in, the half spectrum out) and
 * C2R (the half spectrum in, reals out), one row per transform or two
 * (pair_rows: x + iy in, the half spectra separated; X + iY in, x + iy
 * out). */
int fft_r2c_full_rows(const fft_axis_problem *ap)
{
    return ap->load == FFT_LOAD_REAL && ap->store == FFT_STORE_HALF;
}

int fft_full_real_rows(const fft_axis_problem *ap)
{
    return fft_r2c_full_rows(ap) || (ap->load == FFT_LOAD_HERMITIAN && ap->store == FFT_STORE_REAL);
}

/* Whether a length p takes Rader's algorithm: a prime whose p - 1 has
 * only generated radices. */
int fft_rader_length(size_t p)
{
    return fft_is_prime(p) && !fft_needs_bluestein(p - 1);
}

/* An aliased M's kept values take this many stage values per transform
 * (alias_count rounded up), so that every transform's array starts where
 * M values would put it, at a multiple of 1 KiB or more.  H200, GB/s, two
 * runs each against the exact M (bench/results/h200-2026-12-02-rows-alias):
 * M + alias_count values apart (call272) fp64 1.035 on the geometric mean
 * of 8 rows, 262147 +12%; M + 128 (call273) 1.087, 262147 +24%; fp32
 * 131101 -1.5% -> +7.7%, 262147 -0.3% -> +6.6%. */
#define ALIAS_STAGE_ALIGN 128
size_t fft_alias_stage_values(size_t count)
{
    return (count + ALIAS_STAGE_ALIGN - 1) / ALIAS_STAGE_ALIGN * ALIAS_STAGE_ALIGN;
}

/* The corrections an aliased M's steps make: `count`, unless the rows
 * store no aliased output (single R2C rows store up to N / 2, the aliased
 * outputs start at N - count). */
size_t fft_stored_aliased(const fft_axis_problem *ap, size_t count)
{
    size_t stored = ap->store == FFT_STORE_HALF && !ap->pair_rows ? ap->n / 2 + 1 : ap->n;
    return stored > ap->n - count ? count : 0;
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
    size_t count = fft_stored_aliased(ap, fft_bluestein_min_length(ap->n) + 1 - m);
    if (!fft_conv_region(plan, ap, m + fft_alias_stage_values(count), &offset, &end, &packed))
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
    fft_conv_reserve(plan, offset, end);
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
    if (fft_bluestein_one_kernel(ap, m, prof, variant, &plan->steps[plan->nsteps].layout)) {
        fft_push_step(plan, fb, tb, axis, what, n);
        return CLFFT_OK;
    }
    fft_clear_error();
    size_t offset, end;
    fft_levels packed; /* M per transform, the levels' order kept */
    if (!fft_conv_region(plan, ap, m, &offset, &end, &packed))
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "Bluestein: the convolution array of length M = %zu per transform "
                        "overflows", m);
    if (add_aliased_steps(plan, ap, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    size_t rows_m = fft_conv_rows_length(ap, m, variant), alias_m = fft_aliased_rows_length(ap, rows_m, variant);
    if ((alias_m && fft_add_conv_rows(plan, ap, alias_m, 0, fft_bluestein_min_length(n) + 1 - alias_m, fb, tb, axis,
                                      what, prof, variant)) ||
        (rows_m < m && fft_add_conv_rows(plan, ap, rows_m, 0, 0, fb, tb, axis, what, prof, variant)) ||
        fft_add_conv_rows(plan, ap, m, 0, 0, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    fft_conv_reserve(plan, offset, end);
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
int fft_add_rader(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                  const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    size_t p = ap->n;
    if (plan->nsteps >= FFT_MAX_STEPS || !fft_rader_length(p))
        return 0;
    size_t m = fft_bluestein_length(p);
    if (fft_points_cost(m) < fft_points_cost(p - 1) &&
        fft_bluestein_one_kernel(ap, m, prof, variant, &plan->steps[plan->nsteps].layout))
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
    return fft_add_conv_rows(plan, ap, p - 1, 1, 0, fb, tb, axis, what, prof, variant);
}


/* Odd real rows in pairs through the split (fft_add_split_real), H200, GB/s,
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
         * Bluestein, or of any split (fft_add_split_real), or no plan (the
         * caller then runs the rows at full length) */
        size_t m = fft_bluestein_length(ap->n);
        if (fft_add_split_real(plan, ap, fb, tb, axis, 1, prof, variant))
            return CLFFT_OK;
        if (plan->nsteps < FFT_MAX_STEPS &&
            fft_bluestein_one_kernel(ap, m, prof, variant, &plan->steps[plan->nsteps].layout)) {
            fft_push_step(plan, fb, tb, axis, what, ap->n);
            return CLFFT_OK;
        }
        if (fft_add_split_real(plan, ap, fb, tb, axis, 0, prof, variant))
            return CLFFT_OK;
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no one-kernel Bluestein for the twist of length %zu", 2 * ap->n);
    }
    /* R2C and C2R rows in pairs: the split where its convolutions take
     * the power-of-two M (not C2R rows whose whole M is at most
     * SPLIT_C2R_PAIRS_MIN_M), else Rader's or Bluestein's (one kernel, or
     * C2R's longer forms), else any split (fft_add_split_real), else no plan
     * (single rows then) */
    int full = fft_full_real_rows(ap), pairs = full && ap->pair_rows,
        c2r_short = full && !fft_r2c_full_rows(ap) && fft_bluestein_length(ap->n) <= SPLIT_C2R_PAIRS_MIN_M;
    if (full && !c2r_short && fft_add_split_real(plan, ap, fb, tb, axis, 1, prof, variant))
        return CLFFT_OK;
    if (fft_add_split(plan, ap, fb, tb, axis, prof, variant) ||
        fft_add_rader(plan, ap, fb, tb, axis, what, prof, variant))
        return CLFFT_OK;
    clfft_status st = add_bluestein(plan, ap, fb, tb, axis, what, prof, variant);
    if (st == CLFFT_OK || !pairs)
        return st;
    fft_clear_error();
    if (fft_add_split_real(plan, ap, fb, tb, axis, 0, prof, variant))
        return CLFFT_OK;
    return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no plan for real rows of %zu in pairs", ap->n);
}
