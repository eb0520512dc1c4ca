/* Stage 2: Bluestein's (and under a variant Rader's) convolution of an
 * axis length as three steps of rows through the stage array, where M
 * does not fit one kernel (lib/conv_internal.h; convolution.c chooses).
 * No OpenCL calls. */
#include <stddef.h>

#include "conv_internal.h"
#include "error.h"
#include "pass_shape.h"
#include "steps.h"

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
 * (32) 466 -> 452, fp64 16007 565 -> 508.  Since fp64 row steps exchange
 * complex values (axis_step.c convolution_variant, bench/NOTES.md entry
 * 137) fp64 rows the outermost level take the rows' twiddles too: H200,
 * GB/s, two runs each, row-twiddles against the rules (bench/results/
 * h200-2026-12-02-rules, call280) fp64 999983 433 -> 459.  The variants
 * row-twiddles and column-twiddles let a measured plan
 * (CLFFT_EFFORT_MEASURE) take either. */
#define CONV_ROW_TWIDDLES_MIN_ROWS 12
static int conv_row_twiddles_pay(size_t rows, const fft_variant *variant)
{
    if (variant && variant->conv_twiddles != FFT_RULE)
        return variant->conv_twiddles == FFT_FORCE_ON;
    return rows >= CONV_ROW_TWIDDLES_MIN_ROWS;
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
    fft_conv_columns_inside(a, ap, rb, ap->istride, 1, &ap->in, packed);
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
    fft_conv_columns_inside(c, ap, rb, 1, ap->ostride, packed, &ap->out);
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
size_t fft_conv_rows_length(const fft_axis_problem *ap, size_t m, const fft_variant *variant)
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
 * aliased_conv_length's one kernel): the multiple of fft_conv_rows_length's rows
 * (CONV_ROWS_MAX_N points) just below 2N - 2, where at most
 * ALIAS_MAX_COUNT of the filter's slots (and at most M / ALIAS_MIN_RATIO)
 * would hold two lags and the row count has fft_conv_rows_length's factors and cap,
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
size_t fft_aliased_rows_length(const fft_axis_problem *ap, size_t exact, const fft_variant *variant)
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

/* Whether the variant rader-rows asks for Rader's three steps of a
 * length p (fft_add_rader), which take single rows: its pairs are not
 * planned then. */
static int rader_rows_forced(size_t p, const fft_variant *variant)
{
    return variant && variant->rader_rows == FFT_FORCE_ON && fft_rader_length(p);
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
    size_t pairs = fft_conv_transforms(ap);
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

/* The three steps for the longest row length B that plans; 0 where none
 * does.  `rader`: Rader's convolution of m = p - 1 (two more stage values
 * per transform), else Bluestein's, of an aliased M where `alias` (its
 * corrected outputs, fft_aliased_rows_length; that many more stage values). */
int fft_add_conv_rows(fft_steps *plan, const fft_axis_problem *ap, size_t m, int rader, size_t alias,
                      fft_buffer fb, fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                      const fft_variant *variant)
{
    alias = fft_stored_aliased(ap, alias);
    size_t n = ap->n, offset, end, per = rader ? m + 2 : m + fft_alias_stage_values(alias);
    fft_levels packed; /* per values per transform, the levels' order kept */
    if (variant && variant->rows_conv == FFT_FORCE_OFF)
        return 0;
    int c2r = ap->load == FFT_LOAD_HERMITIAN && ap->store == FFT_STORE_REAL;
    if (prof->is_cpu || (ap->load != FFT_LOAD_COMPLEX && ap->load != FFT_LOAD_REAL && !c2r) ||
        (ap->store != FFT_STORE_COMPLEX && ap->store != FFT_STORE_HALF && !c2r) || (rader && c2r) ||
        (c2r && ap->precision == CLFFT_FP64 && m >= C2R_ROWS_FP64_MAX_M) || ap->plane_n1 ||
        ap->split_n1 ||
        (ap->pair_rows && (rader || !fft_full_real_rows(ap) || rader_rows_forced(n, variant))) ||
        ap->in.count_levels >= FFT_MAX_LEVELS ||
        plan->nsteps + 3 > FFT_MAX_STEPS || !fft_conv_region(plan, ap, per, &offset, &end, &packed))
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
        for (int rows_tw = conv_row_twiddles_pay(ra, variant); rows_tw >= 0 && !planned; rows_tw--) {
            a.conv_row_twiddles = b.conv_row_twiddles = c.conv_row_twiddles = rows_tw;
            planned = plan_single_passes(plan, pbs, 3, prof, variant);
        }
        if (!planned || (alias && (fft_alias_columns(&plan->steps[plan->nsteps].layout, alias, 1) != 0 ||
                                   fft_alias_columns(&plan->steps[plan->nsteps + 2].layout, alias, 0) != 0)))
            continue;
        fft_push_step(plan, fb, FFT_BUF_STAGE, axis, what, n);
        fft_push_step(plan, FFT_BUF_STAGE, FFT_BUF_STAGE, axis, what, n);
        fft_push_step(plan, FFT_BUF_STAGE, tb, axis, what, n);
        fft_conv_reserve(plan, offset, end);
        return 1;
    }
    return 0;
}
