/* Stage 2, one step along one axis: an axis problem (solve.c) -> a layout
 * of passes (planner.c), and what the step fuses into them: a one-kernel
 * convolution's filter and turn (Rader, Bluestein), the R2C twist in the
 * last pass's stores, the C2R twist in the first pass's loads, the checks
 * that chained convolution steps need.  No OpenCL calls. */
#include <stdint.h>
#include <string.h>

#include "error.h"
#include "fft_plan.h"
#include "planner.h"

/* fp64 one-kernel Bluestein from this M exchanges re and im arrays
 * (convolution_variant has the measurements). */
#define REIM_CONV_FP64_MIN_M 2048
/* fp64 three-step convolutions' rows up to this length: smaller groups
 * (convolution_variant has the measurements). */
#define CONV_FP64_SMALL_GROUPS_MAX_ROW 1024
/* and those of at most this many rows (A of the A x B array) */
#define CONV_FP64_SMALL_GROUPS_MAX_ROWS 20

/* Elements spanned by a batch's levels: sum (count_l - 1) * dist_l. */
static size_t levels_span(const fft_levels *lv)
{
    size_t span = 0;
    for (unsigned l = 0; l < lv->count_levels; l++)
        span += (lv->count[l] - 1) * lv->dist[l];
    return span;
}

/* The same for a step of rows in pairs whose side is indexed by the pair
 * (a packed side: the last entry the farthest): its innermost level of
 * `inner` entries whole where inner is not 0, the rows' levels up to
 * pair `pairs` - 1. */
static size_t pairs_span(const fft_levels *lv, size_t inner, size_t pairs)
{
    size_t span = 0, p = pairs - 1;
    for (unsigned l = 0; l < lv->count_levels; l++) {
        if (l == 0 && inner) {
            span += (lv->count[0] - 1) * lv->dist[0];
            continue;
        }
        span += (p % lv->count[l]) * lv->dist[l];
        p /= lv->count[l];
    }
    return span;
}

/* The last pass's small radices twice, the second time in reverse order
 * for the inverse FFT (fft_plan_layout.fused_turn), with the filter's
 * table and the inverse's stage twiddles after the twiddles.  Reversed,
 * the inverse's first small pass takes exactly the values the forward's
 * last one leaves in each work-item (the elements b + j R/r of butterfly
 * b), so the two need no exchange between them (codegen). */
static void fuse_turn(fft_plan_layout *L, fft_pass *ps)
{
    unsigned nf = ps->nfactors;
    L->filter_offset = L->twiddle_count;
    L->twiddle_count += fft_conv_length(L->n, 0, L->conv_rows);
    size_t stride = 1;
    for (unsigned f = 0; f < nf; f++) {
        ps->factors[nf + f] = ps->factors[nf - 1 - f];
        ps->stage_twiddle_offset[nf + f] = L->twiddle_count;
        if (stride > 1)
            L->twiddle_count += (ps->factors[nf + f] - 1) * stride;
        stride *= ps->factors[nf + f];
    }
    ps->nfactors = 2 * nf;
    L->fused_turn = nf;
}

int fft_fuse_filter(fft_plan_layout *L)
{
    if (L->npasses < 2 || L->direction_argument)
        return -1;
    fft_pass *ps = &L->passes[L->npasses - 1];
    unsigned nf = ps->nfactors;
    if (ps->loop_kernel || ps->exchange_turns != 1 || ps->local_bytes == 0 || nf == 0 ||
        2 * nf > FFT_MAX_FACTORS || ps->store_count || ps->store_kind != FFT_STORE_COMPLEX)
        return -1;
    fuse_turn(L, ps);
    L->store_table = FFT_TABLE_NONE;
    ps->store_table = 0;
    /* the inverse's first pass writes element x of butterfly i at i*R + x:
     * runs along the butterflies, staged through local memory */
    ps->store_first_order = 1;
    ps->store_order = FFT_TILE_J_FAST;
    ps->late_thread_order = ps->thread_order;
    ps->fuse_store = 0;
    return 0;
}

int fft_alias_outputs(fft_plan_layout *L, size_t count, int unrolled, size_t local_limit)
{
    fft_pass *ps = &L->passes[0];
    size_t kept = count * ps->transforms_per_group * L->elem_bytes;
    if (L->npasses != 1 || !L->fused_turn || ps->loop_kernel || ps->local_bytes + kept > local_limit)
        return -1;
    L->alias_count = count;
    L->alias_unrolled = unrolled;
    L->alias_offset = L->twiddle_count;
    L->twiddle_count += count;
    ps->local_bytes += kept;
    return 0;
}

/* fft_alias_columns and fft_alias_steps: count below `limit` (the
 * elements the kept values come from: columns, or the step's length). */
static int alias_stage(fft_plan_layout *L, size_t count, int keep, size_t limit)
{
    if (L->npasses != 1 || L->fused_turn || count == 0 || count >= limit)
        return -1;
    L->alias_count = count;
    L->alias_keep = keep;
    if (!keep) {
        L->alias_offset = L->twiddle_count;
        L->twiddle_count += count;
    }
    return 0;
}

int fft_alias_columns(fft_plan_layout *L, size_t count, int keep)
{
    return L->conv_cols ? alias_stage(L, count, keep, L->conv_cols) : -1;
}

int fft_alias_steps(fft_plan_layout *L, size_t count, int keep)
{
    return L->conv_cols ? -1 : alias_stage(L, count, keep, L->n);
}

int fft_drop_first_pass(fft_plan_layout *L)
{
    if (L->npasses < 2 || L->direction_argument || L->passes[1].loop_kernel)
        return -1;
    fft_pass first = L->passes[0], *ps = &L->passes[0];
    for (unsigned g = 0; g + 1 < L->npasses; g++)
        L->passes[g] = L->passes[g + 1];
    L->npasses--;
    ps->src = first.src;
    ps->in_stride = first.in_stride;
    ps->in_dist = first.in_dist;
    ps->in_offset = first.in_offset;
    ps->in_levels = first.in_levels;
    ps->load_kind = first.load_kind;
    L->nscratch = 0;
    for (unsigned g = 0; g < L->npasses; g++) {
        if (L->passes[g].dst == FFT_BUF_SCRATCH0 && L->nscratch < 1)
            L->nscratch = 1;
        if (L->passes[g].dst == FFT_BUF_SCRATCH1)
            L->nscratch = 2;
    }
    L->scratch_elems = L->nscratch ? L->n * L->batch : 0;
    return 0;
}

/* The twist's twiddles split into a table entry per butterfly times
 * constant roots (fft_plan_layout.twist_split) from this half length m
 * on: fewer loads, one more rounding.  H200, one call, two runs of each
 * build (bench/results/h200-2026-11-24-twistsplit): C2R loads, fp32 512
 * +5%, 1024 +10%, 4096 +14%, 8192 +20%, 16384 +52%, 65536 +7%, 1024x1024
 * +5%, but 256 -2%; R2C stores, fp32 16384 +5%, 256 to 8192 -2% to +1%;
 * fp64 -0.4% to +9%.  fp32's relative errors grow 3-7% (C2R 4096 1.25e-7
 * -> 1.28e-7; cuFFT 1.86e-7), fp64's by at most 1%, so fp32 takes it only
 * where it gained 5% or more. */
static size_t twist_split_min(const fft_plan_layout *L, int r2c)
{
    if (L->elem_bytes == 16)
        return 1;
    return r2c ? 8192 : 256;
}

/* The paired last pass of a multi-pass R2C plan (pair_last_columns) splits
 * its twist's twiddles too, e = i + p (t + u T): w^(i + p t), one table
 * entry per work-item, times the constant w^(u p T), from this half
 * length m on, not in a split length's paired column step.  H200, GB/s,
 * two runs each against the table entry per value (bench/results/
 * h200-2026-12-01-twist, call246): fp32 R2C 2^19 1260 -> 1330, 2^20 1231
 * -> 1301, 2^21 +2.6%, 32768 and 65536 +1.8%, fp64 65536 +1.8%, 2^20
 * +3.0%; fp64 16384 (m = 8192) -3.8%, the splits 24690 -2.0% and fp64
 * -1.4%.  131072 and 262144 lost 11% with it until their pass took radix
 * 8 (multi_pass.c PAIRED_COMPLEX_MAX_RADIX): with both +1.7% and +2.1%. */
#ifndef PAIRED_TWIST_SPLIT_MIN
#define PAIRED_TWIST_SPLIT_MIN 16384
#endif

/* Padding that makes a staged row of `values` values odd, so that the
 * work-items of a SIMD group accessing the same element of their rows
 * spread over the banks (fft_pass.stage_pad). */
static size_t odd_row_pad(size_t values)
{
    return values % 2 == 0;
}

/* The layout's descriptor and step fields from the axis problem: one
 * transform length, the batch as its levels, what the step loads and
 * stores, and the extents those touch. */
static void layout_from_axis(const fft_axis_problem *pb, fft_plan_layout *L)
{
    memset(L, 0, sizeof *L);
    size_t batch = 1;
    for (unsigned l = 0; l < pb->in.count_levels; l++)
        batch *= pb->in.count[l];
    clfft_desc *d = &L->desc;
    d->rank = 1;
    d->n[0] = pb->n;
    d->batch = batch;
    d->kind = CLFFT_C2C;
    d->precision = pb->precision;
    d->inplace = pb->inplace;
    d->istride[0] = pb->istride;
    d->ostride[0] = pb->ostride;
    d->idist = pb->in.count_levels ? pb->in.dist[0] : pb->n * pb->istride;
    d->odist = pb->out.count_levels ? pb->out.dist[0] : pb->n * pb->ostride;
    d->ioffset = pb->ioffset;
    d->ooffset = pb->ooffset;
    d->forward_scale = pb->forward_scale;
    d->backward_scale = pb->backward_scale;
    d->directions = pb->directions;
    L->n = pb->n;
    L->batch = batch;
    L->elem_bytes = fft_complex_bytes(pb->precision);
    L->load_kind = pb->load;
    L->store_kind = pb->store;
    L->in_levels = pb->in;
    L->out_levels = pb->out;
    /* (a three-step convolution's columns count the convolution's elements) */
    size_t counted = fft_conv_length(pb->n, pb->conv_cols, 0);
    L->load_count = pb->load_count < counted ? pb->load_count : 0;
    L->store_count = pb->store_count < counted ? pb->store_count : 0;
    L->load_table = pb->load_table;
    L->store_table = pb->store_table;
    L->chirp_n = pb->chirp_n;
    L->reverse = pb->reverse;
    L->rader = pb->rader;
    L->rader_root = pb->rader && pb->chirp_n > 2 ? fft_rader_root(pb->chirp_n) : 0;
    L->plane_n1 = pb->plane_n1;
    L->split_n1 = pb->split_n1;
    L->split_twiddle = pb->split_twiddle;
    L->conv_cols = pb->conv_cols;
    L->conv_rows = pb->conv_rows;
    L->conv_rows_outer = pb->conv_rows_outer;
    L->conv_row_twiddles = pb->conv_row_twiddles;
    size_t inner = pb->split_n1 ? pb->split_n1 : pb->conv_cols;
    if (pb->pair_rows && inner) {
        /* a split's step (its rows-first convolutions, its columns-first
         * column step) or a three-step convolution's column step: the
         * rows' pairs above the innermost level of split_n1 (conv_cols)
         * entries (codegen emit_pair_rows) */
        L->pair_rows = batch;
        L->batch = d->batch = inner * ((batch / inner + 1) / 2);
    } else if (pb->pair_rows) {
        L->pair_rows = batch;
        L->batch = d->batch = (batch + 1) / 2;
    }
    L->mirror = pb->mirror;
    L->row_split = pb->row_split;
    L->row_split_n = pb->row_split_n;
    L->row_split_adjacent = pb->row_split_adjacent;
    L->column_split = pb->column_split;
    L->prior_p = pb->prior_p > 1 ? pb->prior_p : 0;
    L->forced_passes = pb->forced_passes;
    memcpy(L->forced_radices, pb->forced_radices, sizeof L->forced_radices);
    /* elements the step reads / writes along its axis */
    size_t loaded = L->load_count ? L->load_count : pb->n, stored = L->store_count ? L->store_count : pb->n;
    size_t out_n = pb->store == FFT_STORE_HALF && pb->plane_n1
                       ? pb->plane_n1 * (pb->n / pb->plane_n1 / 2 + 1)
                   : pb->store == FFT_STORE_HALF       ? stored / 2 + 1
                   : pb->store == FFT_STORE_TWIST      ? stored + 1
                   : pb->store == FFT_STORE_REAL_PAIRS ? 2 * stored
                                                       : stored;
    size_t in_n = pb->load == FFT_LOAD_HERMITIAN && pb->plane_n1
                      ? pb->plane_n1 * (pb->n / pb->plane_n1 / 2 + 1)
                  : pb->load == FFT_LOAD_HERMITIAN       ? loaded / 2 + 1
                  : pb->load == FFT_LOAD_REAL_PAIRS      ? 2 * loaded
                  : pb->load == FFT_LOAD_HERMITIAN_TWIST ? loaded + 1
                  : pb->load == FFT_LOAD_ROW_PAIRS       ? loaded / 2
                                                         : loaded;
    if (pb->store == FFT_STORE_ROW_PAIRS)
        out_n = stored / 2 + 1;
    L->in_extent = pb->ioffset + (in_n - 1) * pb->istride + levels_span(&pb->in) + 1;
    L->out_extent = pb->ooffset + (out_n - 1) * pb->ostride + levels_span(&pb->out) + 1;
    if ((pb->load == FFT_LOAD_HERMITIAN_TWIST || pb->load == FFT_LOAD_HERMITIAN) && pb->split_n1 &&
        pb->in.count_levels) {
        /* a split's step (its rows-first convolutions, its columns-first
         * column step): transform i of the half spectrum's values (m + 1
         * of the half length m, N/2 + 1 of the length N) at i s (level 0),
         * its element j at (i + split_n1 j) s; the last in transform 0 (C2R
         * pairs: rows 2b and 2b + 1 are levels above, spanned) */
        size_t s = pb->in.dist[0], m = fft_twist_length(pb->n, pb->chirp_n, pb->split_n1);
        size_t last = pb->load == FFT_LOAD_HERMITIAN ? m / 2 : m;
        L->in_extent = pb->ioffset + last * s + levels_span(&pb->in) - (pb->in.count[0] - 1) * s + 1;
    }
    const fft_mirror *mr = &pb->mirror;
    if (mr->n1) { /* rows A and B of every batch entry: the sides' whole arrays */
        size_t entries = batch / mr->rows;
        L->in_extent = pb->ioffset + (entries - 1) * mr->in_dist + (mr->n0 - 1) * mr->in_s0 +
                       (mr->n1 - 1) * mr->in_s1 + (in_n - 1) * pb->istride + 1;
        L->out_extent = pb->ooffset + (entries - 1) * mr->out_dist + (mr->n0 - 1) * mr->out_s0 +
                        (mr->n1 - 1) * mr->out_s1 + (out_n - 1) * pb->ostride + 1;
    }
    if (pb->conv_cols) {
        /* a three-step convolution's column step reads (writes) the
         * convolution's elements g < load_count (store_count): g B-major
         * over the columns, the columns the innermost batch level.
         * Rader's reads (writes) the p = chirp_n elements of the transform
         * and, in the stage array, the two values after its M */
        if (pb->rader) {
            in_n = pb->load_table != FFT_TABLE_NONE ? pb->chirp_n : in_n * pb->conv_cols + 2;
            out_n = pb->store_table == FFT_TABLE_NONE ? out_n * pb->conv_cols + 2
                    : pb->store == FFT_STORE_HALF     ? pb->chirp_n / 2 + 1
                                                      : pb->chirp_n;
        }
        if (L->load_count || pb->rader)
            L->in_extent = pb->ioffset + (in_n - 1) * pb->in.dist[0] + levels_span(&pb->in) -
                           (pb->in.count[0] - 1) * pb->in.dist[0] + 1;
        if (L->store_count || pb->rader)
            L->out_extent = pb->ooffset + (out_n - 1) * pb->out.dist[0] + levels_span(&pb->out) -
                            (pb->out.count[0] - 1) * pb->out.dist[0] + 1;
    }
    if (pb->conv_rows && pb->rader) /* row 0 reads x[0] after the M values and writes X[0] after it */
        L->in_extent += 1, L->out_extent += 2;
    if (L->pair_rows) {
        /* rows in pairs: a side of complex values (the stage array's)
         * holds one transform per pair, indexed by the pair (fft_conv_region) */
        size_t pairs = inner ? L->batch / inner : L->batch;
        if (pb->load == FFT_LOAD_COMPLEX)
            L->in_extent = pb->ioffset + (in_n - 1) * pb->istride + pairs_span(&pb->in, inner, pairs) + 1;
        if (pb->store == FFT_STORE_COMPLEX)
            L->out_extent = pb->ooffset + (out_n - 1) * pb->ostride + pairs_span(&pb->out, inner, pairs) + 1;
    }
}

/* One-kernel Bluestein convolutions of these M run their powers of two
 * first (forward 32x32x9, the 9s meeting at the filter, inverse
 * 9x32x32): H200, GB/s, two runs of each, the variant odd-last against
 * the rules (bench/results/h200-2026-11-28-rader3, call199, call202):
 * fp32 M = 9216 (the 52 primes 4099 to 4603) 4099 651 -> 712, 4133 655
 * -> 717, C2R 4099 625 -> 686, R2C 582 -> 608; M = 2560 (5x32x16) 1279
 * 895 -> 1063, fp64 907 -> 1005; fp64 M = 4608 2063 596 -> 658.
 * Elsewhere it lost or did nothing: fp32 M = 4608 (9x32x16) 2063 -21%,
 * 5120 (5x32x32) -6%, 6144 -18%, 10368 -8%, 3200 -3%, 6400 +4%, 8192,
 * 10240, 576 to 2304 within 1%; fp64 M = 2304 (1031) -16%, 1600 -6%,
 * 1728 -4%, 1152 +3%.  No mechanism established.  The rule against
 * the plans before (call200, call203): fp32 M = 2560 C2C +16 to +19%
 * (five primes), R2C +3 to +9%, C2R +2 to +6%; fp64 M = 2560 C2C +11%,
 * but its R2C -2 to -4% and C2R -2 to +1%, so complex loads and stores
 * only there. */
static int odd_last_conv(const fft_axis_problem *pb)
{
    static const struct {
        clfft_precision precision;
        size_t m;
        int complex_only;
    } table[] = {{CLFFT_FP32, 2560, 0}, {CLFFT_FP32, 9216, 0}, {CLFFT_FP64, 2560, 1}, {CLFFT_FP64, 4608, 0}};
    if (!pb->fused_filter || pb->rader || pb->split_n1 || pb->conv_rows)
        return 0;
    int complex_io = pb->load == FFT_LOAD_COMPLEX && pb->store == FFT_STORE_COMPLEX;
    for (size_t i = 0; i < sizeof table / sizeof table[0]; i++)
        if (pb->precision == table[i].precision && pb->n == table[i].m && (complex_io || !table[i].complex_only))
            return 1;
    return 0;
}

/* The variant a convolution step is planned with: the caller's (NULL: the
 * rules), with the padding and re/im exchanges the one-kernel convolutions
 * take; 1 where those depart from the caller's. */
static int convolution_variant(const fft_axis_problem *pb, const fft_variant *variant, fft_variant *out)
{
    fft_variant v = variant ? *variant : fft_variant_at(0);
    /* A one-kernel Bluestein's exchanges are padded: the single-transform
     * rule weighs the forward FFT's writes only, and the middle exchanges
     * of the two FFTs (16x16 after 9 for M = 2304) then conflict.  H200,
     * fp32 TB/s, padded against the rule (bench/results/h200-2026-11-24-
     * onekernel, call 3): 1031 (M = 2304) 1.17 / 0.82, 523 1.06 / 1.11;
     * 1279, 2063, 2579 (padded already) within 1%.  Rader's kernels keep
     * the rule: padded, 2053 lost 7% and the rest moved within 1% (fp64
     * 1153 gained 7%; pad.csv against old.csv). */
    int pad_conv = pb->fused_filter && !pb->rader && v.padding == FFT_RULE;
    if (pad_conv)
        v.padding = FFT_FORCE_ON;
    /* fp64 one-kernel Bluestein of M >= 2048 exchanges re and im arrays
     * where it loads complex values or a half spectrum (not reals, not a
     * split length's second step).  H200, GB/s, three runs of each build
     * against 8295fa3 (bench/results/h200-2026-11-26-short-odd/call20,
     * call21): fp64 1031 (M = 2304) 1043 -> 1247 (cuFFT 1321), 1097 +19%,
     * C2R 1031 924 -> 1164, 907 (M = 2048) +1.5%, 1009 -1%.  Shorter
     * convolutions lost (263 -5%, 523 -3%, their C2R -6%, -3%), so did R2C
     * 1031 (-4%, call19), 2062 (split, or R2C at half length: -2%) and
     * Rader's kernels (97 -11%, 193 -7%); from M = 2560 the kernels held re
     * and im arrays already (values per work-item).  Not the row step B of
     * the three steps (fft_plan_layout.conv_rows: 2048 points, one row per
     * group), which exchanges complex values: H200, GB/s, two runs each
     * against 435b664 (bench/results/h200-2026-12-02-rules, call278) fp64
     * 65537 676 -> 699, 262147 596 -> 618, 999983 422 -> 433, 16411 +1.8%,
     * 4099 +0.6%, 10007 -0.5%, R2C 262147 497 -> 516, C2R 65537 650 -> 669,
     * 1.018 over 8 C2C rows and 1.023 over 6 real ones.  M = 2048 with
     * complex values instead (call281, against 7a85d87): fp64 1031 1755 ->
     * 1814, C2R +2.3%, but 907, 1019, C2R 1025 -1.1% to -1.2%, 1.003 over 8:
     * not taken. */
    int reim_conv = pb->fused_filter && !pb->rader && !pb->split_n1 && !pb->conv_rows &&
                    pb->precision == CLFFT_FP64 && pb->n >= REIM_CONV_FP64_MIN_M && pb->load != FFT_LOAD_REAL &&
                    pb->load != FFT_LOAD_REAL_PAIRS && v.complex_values == FFT_RULE;
    if (reim_conv)
        v.complex_values = FFT_FORCE_OFF;
    int odd_last = v.odd_first == FFT_RULE && odd_last_conv(pb);
    if (odd_last)
        v.odd_first = FFT_FORCE_OFF;
    /* fp64 three-step Bluestein convolutions whose rows are at most
     * CONV_FP64_SMALL_GROUPS_MAX_ROW points take the smaller groups (all
     * three steps).  H200, GB/s, two runs each, the variant smaller-groups
     * against the rules (bench/results/h200-2026-11-28-realrows, call240,
     * call241): rows of 1024 (M = 9216) 4099 681 -> 719, 4111, 4127, 4133
     * +5.5 to +5.8%, R2C 4099 +3.9%, C2R +4.2%; rows of 512 6151 650 ->
     * 694, R2C 509 -> 597, C2R +4.4%, 6659 634 -> 690, R2C +6.2%, C2R 555
     * -> 664; rows of 2048 (3593, 5639) -1.3 to +1.8%: the rules there,
     * but for arrays of at most CONV_FP64_SMALL_GROUPS_MAX_ROWS rows of 2048
     * (column steps of 64 columns a group, not 128, without the prefetch),
     * two runs each against the rules of entry 137 (bench/results/h200-2026-
     * 12-02-rules, call279): 10007 (10 rows) 699 -> 738, 8209 (8) 756 ->
     * 773, C2R 10007 711 -> 733, C2R 14009 (14) +1.7%, 4099, 5003, 6151,
     * 7001, 12301, 14009, 16411, 20011 0.0 to +1.0%, R2C -0.4 to +0.4%; 1.012
     * over 10 C2C rows, 1.009 over 6 real.  (fp32 lost: 20011 -5.8%.) */
    size_t row = pb->conv_cols ? pb->conv_cols : pb->conv_rows ? pb->n : 0;
    size_t row_count = pb->conv_cols ? pb->n : pb->conv_rows; /* A: a column step's length, the row step's conv_rows */
    int small_groups = row &&
                       (row <= CONV_FP64_SMALL_GROUPS_MAX_ROW || row_count <= CONV_FP64_SMALL_GROUPS_MAX_ROWS) &&
                       !pb->rader && pb->precision == CLFFT_FP64 && v.wide_groups == FFT_RULE;
    if (small_groups)
        v.wide_groups = FFT_FORCE_OFF;
    *out = v;
    return pad_conv || reim_conv || odd_last || small_groups;
}

/* The whole convolution in one kernel: the pass's radices twice. */
static clfft_status fuse_convolution(const fft_axis_problem *pb, const clfft_profile *profile, const fft_variant *v,
                                     fft_plan_layout *L)
{
    fft_pass *ps = &L->passes[0];
    if (L->npasses != 1 || ps->loop_kernel || L->direction_argument || ps->nfactors == 0 ||
        2 * ps->nfactors > FFT_MAX_FACTORS)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass kernel for a %s convolution of %zu",
                        pb->rader ? "Rader" : "Bluestein", pb->n);
    fuse_turn(L, ps);
    ps->twiddle_reads = fft_twiddle_reads_of(L, ps, v, profile);
    /* Rader's permuted loads and stores through local memory (fft_pass.
     * stage_in, stage_out): on the H200 (fp32 TB/s, staged against direct,
     * bench/results/h200-2026-11-24-rader/staged-*.csv) 37 2.48 / 1.61,
     * 257 2.46 / 1.41, 769 1.60 / 1.18, 1153 1.38 / 1.17, 97 1.61 /
     * 1.53, 2593 0.73 / 0.75; fp64 lost (1153 1.17 / 1.38, 97 1.75 /
     * 1.79: twice the local memory per value), so fp32 only */
    size_t staged = (size_t)ps->transforms_per_group * (pb->n + 1) * L->elem_bytes;
    if (pb->rader && L->elem_bytes == 8 && ps->load_kind == FFT_LOAD_COMPLEX && ps->store_kind == FFT_STORE_COMPLEX &&
        ps->in_stride == 1 && ps->out_stride == 1 && ps->in_levels.count_levels <= 1 &&
        ps->out_levels.count_levels <= 1 && ps->in_dist == pb->n + 1 && ps->out_dist == pb->n + 1 &&
        ps->local_bytes + staged <= profile->local_mem_bytes) {
        ps->stage_in = ps->stage_out = pb->n + 1;
        ps->local_bytes += staged;
    }
    return CLFFT_OK;
}

/* What the steps chained with this one need of its plan: R2C rows in
 * pairs, a split length's second step and a three-step convolution's rows
 * one kernel; a three-step convolution's columns group kernels.  The
 * split and column steps' tables go after the twiddles. */
static clfft_status check_chained(const fft_axis_problem *pb, fft_plan_layout *L)
{
    if (pb->pair_rows && pb->load == FFT_LOAD_REAL && !pb->split_n1 && !pb->conv_cols) {
        /* R2C rows in pairs exchange the whole transform through local
         * memory after the last small pass, as the twist does (codegen) */
        const fft_pass *ps = &L->passes[0];
        if (L->npasses != 1 || ps->loop_kernel || !ps->fuse_store || ps->exchange_turns != 1 ||
            ps->local_bytes == 0 || ps->nfactors == 0 || ps->stage_out)
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass plan for R2C rows of %zu in pairs", pb->n);
    }
    if (pb->mirror.n1) {
        /* rows with their mirrors: the rows' addresses in the one pass's
         * loads and stores (codegen emit_mirror_rows), no prefetch */
        if (L->npasses != 1 || L->passes[0].loop_kernel || L->direction_argument || L->passes[0].stage_in ||
            L->passes[0].stage_out)
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass plan for rows of %zu with their mirrors", pb->n);
        L->passes[0].prefetch_groups = 0;
    }
    if (pb->row_split && pb->mirror.n1) {
        /* 2D only: R2C row pairs from a split column axis's stage rows; C2R
         * rows p and p + N/2 in one group, combined through local memory
         * after the last small pass (as R2C pairs exchange theirs) */
        const fft_pass *ps = &L->passes[0];
        int c2r = pb->load == FFT_LOAD_HERMITIAN_TWIST;
        if (pb->mirror.n0 != 1 || (pb->load != FFT_LOAD_ROW_PAIRS && !c2r) || pb->row_split != 2 ||
            pb->row_split_n != pb->mirror.n1 || pb->row_split_n % pb->row_split ||
            (c2r && (ps->transforms_per_group % 2 || !ps->fuse_store || ps->exchange_turns != 1 ||
                     ps->local_bytes == 0 || ps->nfactors == 0 || ps->stage_out || ps->stage_in)))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass plan for rows of %zu before split columns", pb->n);
        L->row_split_offset = L->twiddle_count; /* w_N^t, t < N */
        L->twiddle_count += pb->row_split_n;
    } else if (pb->row_split) {
        /* rows finishing a split column axis: whole blocks of row_split rows
         * per group, loaded directly, a barrier between the loads and the
         * stores (the step runs in place) */
        const fft_pass *ps = &L->passes[0];
        if (L->npasses != 1 || ps->loop_kernel || L->direction_argument || !ps->fuse_load || ps->stage_in ||
            ps->stage_out || ps->nfactors < 2 || ps->threads_per_transform < 2 ||
            ps->transforms_per_group % pb->row_split || pb->load != FFT_LOAD_COMPLEX || L->load_count ||
            L->load_table || L->pair_rows || L->mirror.n1 || L->plane_n1)
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass plan for rows of %zu in blocks of %zu", pb->n,
                            pb->row_split);
        L->row_split_offset = L->twiddle_count; /* w_N^t, t < N */
        L->twiddle_count += pb->row_split_n;
    }
    if (pb->split_n1) {
        /* a column step: the twiddle in its one pass's direct loads or stores */
        const fft_pass *one = &L->passes[0];
        int loads = pb->split_twiddle == FFT_SPLIT_TW_LOADS;
        if (!pb->chirp_n && (L->npasses != 1 || one->loop_kernel || (loads ? one->stage_in : one->stage_out) ||
                             (loads ? L->load_kind != FFT_LOAD_COMPLEX : L->store_kind != FFT_STORE_COMPLEX) ||
                             (!loads && pb->split_twiddle != FFT_SPLIT_TW_STORES)))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "a split length's twiddle in a column step needs one pass");
        if (pb->chirp_n && (!L->fused_turn || L->npasses != 1 || one->loop_kernel))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "a split length's convolutions need one kernel");
        if (fft_split_twiddles_here(pb->split_twiddle)) {
            L->split_offset = L->twiddle_count; /* w_N^j, j < N */
            L->twiddle_count += fft_split_length(pb->split_n1, pb->n, pb->chirp_n);
        }
    }
    if (pb->conv_rows && (!L->fused_turn || L->npasses != 1 || L->passes[0].loop_kernel))
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "a three-step convolution's rows need a one-kernel convolution");
    /* Step B loads its filter's values (a row of M entries, read once per
     * row) with its inputs.  H100, GB/s, three runs of each build (bench/
     * results/gpu-2026-11-27-filter, call90): 65537 405 -> 445, R2C 219
     * -> 243, fp64 417 -> 427, 999983 357 -> 370, fp64 337 -> 359, R2C
     * 194 -> 201, 10007 +1%; call89 timed step B alone without the
     * multiply (wrong values): 65537 2117 -> 1600 us.  The one-kernel
     * convolutions lost with it (fp64 1031 1243 -> 654, 12345 -12%, 1031
     * -9%, 4099 -3.5%), so they keep the loads at the multiply. */
    L->filter_early = pb->conv_rows != 0;
    if (pb->conv_rows && pb->conv_row_twiddles) {
        /* the twiddles in the loads and stores of the rows, where a group's
         * row k_a is one and its work-items take adjacent b */
        const fft_pass *ps = &L->passes[0];
        size_t s = fft_sqrt_split(pb->n), h = (pb->n + s - 1) / s;
        if (!ps->fuse_load || !ps->fuse_store || L->direction_argument)
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "a three-step convolution's rows need direct loads and stores");
        L->split_offset = L->twiddle_count; /* w_M^(k_a lo), lo < S; w_M^(k_a hi S), hi < ceil(B / S) */
        L->twiddle_count += pb->conv_rows * (s + h);
    }
    if (pb->conv_cols) {
        size_t m = fft_conv_length(pb->n, pb->conv_cols, 0), base = fft_sqrt_split(m);
        if (L->passes[0].loop_kernel || L->direction_argument || m > UINT32_MAX)
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "a three-step convolution's columns need group kernels");
        const fft_pass *ps = &L->passes[0];
        if (fft_conv_pair_columns(pb->conv_cols, pb->pair_rows, pb->store) &&
            (L->npasses != 1 || !ps->fuse_load || !ps->fuse_store || ps->exchange_turns != 1 ||
             ps->local_bytes == 0 || ps->nfactors == 0 || ps->transforms_per_group % 2 ||
             pb->conv_cols % ps->transforms_per_group || pb->conv_cols % 2 ||
             ps->conv_twiddle == FFT_CONV_TW_COLUMN_STORES))
            /* (the column pairs: whole groups of pairs, direct loads and
             * stores, one exchange; codegen kernel_emit_conv_pair_outputs) */
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no paired column step for R2C rows of %zu in pairs",
                            pb->chirp_n);
        if (!pb->conv_row_twiddles) {
            L->split_offset = L->twiddle_count; /* w_M^lo, lo < base; w_M^(hi base), hi < ceil(M / base) */
            L->twiddle_count += base + (m + base - 1) / base;
        }
    }
    return CLFFT_OK;
}

/* The C2R twist's first pass of several in column pairs (fft_pass.
 * pair_loads), where its loads are a plain direct pass's: the variant
 * paired-loads only.  Meant to serve the mirror reads X[m - e] by what the
 * group's partner columns read (bound: the first pass of C2R 65536 took
 * 275 us instead of 315 with every mirror read made a read of X[e],
 * bench/NOTES.md entry 122, an ablation, results wrong); measured on the
 * H200 it ran 0.981 of the rules over 8 rows (entry 126), so the rules do
 * not take it. */
static void pair_twist_loads(const fft_axis_problem *pb, const fft_variant *variant, fft_plan_layout *L)
{
    fft_pass *ps = &L->passes[0];
    if (!variant || variant->pair_loads != FFT_FORCE_ON || L->npasses < 2 || pb->chirp_n || pb->split_n1 ||
        pb->pair_rows || L->prior_p || L->row_split || L->mirror.n1 || ps->p != 1 || !ps->fuse_load ||
        ps->loop_kernel || ps->stage_in || ps->transforms_per_group < 2 || ps->transforms_per_group % 2 ||
        ps->butterflies < 2 || ps->src == ps->dst)
        return;
    ps->pair_loads = 1;
    ps->prefetch_groups = 0; /* (its addresses are a plain pass's groups') */
}

/* The C2R twist in the first pass's loads: its twiddles after the table,
 * and the rows of one work-item per transform staged through local memory. */
static clfft_status fuse_twist_load(const fft_axis_problem *pb, const clfft_profile *profile, fft_plan_layout *L)
{
    if (pb->chirp_n && L->npasses > 1)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "the C2R twist of length %zu needs a one-kernel Bluestein",
                        2 * pb->chirp_n);
    L->twist_offset = L->twiddle_count; /* w_{2m}^e, e < m (m: a one-kernel Bluestein's chirp_n; a split's) */
    L->twiddle_count += fft_twist_length(pb->n, pb->chirp_n, pb->split_n1);
    L->twist_split = !pb->chirp_n && !pb->split_n1 && !L->passes[0].loop_kernel && L->passes[0].fuse_load &&
                     pb->n >= twist_split_min(L, 0);
    fft_pass *ps = &L->passes[0];
    size_t pad = odd_row_pad(pb->n + 1);
    size_t staged = (size_t)ps->transforms_per_group * (pb->n + 1 + pad) * L->elem_bytes;
    if (fft_one_item_twist_load(L) && L->npasses == 1 && ps->threads_per_transform == 1 && !ps->loop_kernel &&
        !ps->fuse_load && ps->in_stride == 1 && ps->in_dist == pb->n + 1 &&
        ps->local_bytes + staged <= profile->local_mem_bytes) {
        ps->stage_in = pb->n + 1;
        ps->stage_pad = pad;
        ps->local_bytes += staged;
    }
    /* (X[e] and X[m-e] read from local memory, the rows copied in
     * coalesced as Rader's are, lost on the H200: C2R 1024 3.28 TB/s
     * against 3.69, 1000 2.66 / 2.93, 4096 3.08 / 3.25; bench/results/
     * h200-2026-11-24-r2c-twist/c2r-staged-*.csv.  Not adopted.) */
    return CLFFT_OK;
}

/* The last pass's columns in pairs (fft_pass.pair_columns), the group's
 * tile exchanged through local memory once more: the R2C twist of a
 * multi-pass plan, or two real rows' spectra separated after a split's
 * convolutions (pair_rows with prior_p). */
static clfft_status pair_last_columns(const fft_axis_problem *pb, const clfft_profile *profile,
                                      const fft_variant *v, fft_plan_layout *L)
{
    fft_pass *last = &L->passes[L->npasses - 1];
    if (last->loop_kernel || !last->fuse_store || last->exchange_turns != 1 || last->local_bytes == 0 ||
        last->nfactors == 0 || last->transforms_per_group < 2 || last->transforms_per_group % 2 != 0 || last->p < 2)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no paired last pass for the R2C of length %zu",
                        pb->store == FFT_STORE_TWIST ? 2 * pb->n : pb->n);
    last->pair_columns = 1;
    last->twiddle_reads = fft_twiddle_reads_of(L, last, v, profile);
    /* (prefetching as the plain last pass does lost on the H200: R2C
     * 131072 and 262144 -12%, fp64 65536 -7%, 65536 +3%; bench/results/
     * h200-2026-11-24-prefetch/pairs-*.csv) */
    last->prefetch_groups = 0;
    return CLFFT_OK;
}

/* The R2C twist in the last pass's stores: a multi-pass plan pairs the
 * last pass's columns; a one-pass plan exchanges the whole transform once
 * more after its last small pass. */
static clfft_status fuse_twist_store(const fft_axis_problem *pb, const clfft_profile *profile, const fft_variant *v,
                                     fft_plan_layout *L)
{
    if (L->npasses > 1 && pb->chirp_n)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "the R2C twist of length %zu needs a one-kernel Bluestein",
                        2 * pb->chirp_n);
    if (L->npasses > 1 || L->prior_p) {
        clfft_status st = pair_last_columns(pb, profile, v, L);
        if (st != CLFFT_OK)
            return st;
        L->twist_offset = L->twiddle_count;
        L->twiddle_count += pb->n;
        L->twist_split = !pb->chirp_n && !L->prior_p && pb->n >= PAIRED_TWIST_SPLIT_MIN;
        return CLFFT_OK;
    }
    /* the twist exchanges the whole transform through local memory after
     * the last small pass and stores from the work-items' own numbering */
    const fft_pass *ps = &L->passes[0];
    if (L->npasses != 1 || ps->loop_kernel || (!ps->fuse_store && !fft_one_item_twist(L, ps)) ||
        (ps->exchange_turns != 1 && !fft_twist_turns_fit(L)) || ps->local_bytes == 0 || ps->nfactors == 0)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass plan for the R2C twist of length %zu", 2 * pb->n);
    /* (a one-kernel Bluestein's twist is of its length chirp_n, not M) */
    size_t twist_n = fft_logical_length(pb->n, pb->chirp_n);
    L->twist_offset = L->twiddle_count;
    L->twiddle_count += twist_n / 2 + 1;
    L->twist_split = !pb->chirp_n && pb->n >= twist_split_min(L, 1);
    /* R2C rows of one work-item per transform write their m + 1 values to
     * a row of ex (odd length) and the group copies them out whole,
     * coalesced (fft_pass.stage_out, codegen emit_stage_copy), where the
     * staged stores wrote X[0..m-1] through the tile and X[m] straight to
     * memory, one scattered 8-byte store per transform.  H200, GB/s, three
     * runs of each build against aaa6b0f (bench/results/h200-2026-11-26-
     * c2r-rows/call3-r2c): R2C 24 3595 -> 4177, 26 3032 -> 4116, 28 3506 ->
     * 4123, 30 3091 -> 4130, 32 3411 -> 4101, 36 3508 -> 4114, 44 3368 ->
     * 3844, 48 3344 -> 3589, 256x24 1611 -> 1683, 300x36 1276 -> 1344,
     * 512x32 1474 -> 1591. */
    size_t pad = odd_row_pad(pb->n + 1);
    size_t staged = (size_t)ps->transforms_per_group * (pb->n + 1 + pad) * L->elem_bytes;
    if (fft_one_item_twist(L, ps) && !ps->fuse_store && ps->complex_exchange && ps->out_stride == 1 &&
        ps->out_dist == pb->n + 1 && ps->out_levels.count_levels <= 1 && staged <= profile->local_mem_bytes) {
        fft_pass *w = &L->passes[0]; /* ex holds the rows: the larger of the two sizes */
        w->stage_out = pb->n + 1;
        w->stage_pad = pad;
        if (w->local_bytes < staged)
            w->local_bytes = staged;
    }
    return CLFFT_OK;
}

clfft_status fft_plan_build_axis(const fft_axis_problem *pb, const clfft_profile *profile, const fft_variant *variant,
                                 fft_plan_layout *L)
{
    layout_from_axis(pb, L);
    fft_variant conv_variant;
    int departs = convolution_variant(pb, variant, &conv_variant);
    clfft_status st = fft_plan_passes(profile, departs ? &conv_variant : variant, L);
    if (st == CLFFT_OK && pb->fused_filter)
        st = fuse_convolution(pb, profile, &conv_variant, L);
    if (st == CLFFT_OK)
        st = check_chained(pb, L);
    if (st == CLFFT_OK && pb->load == FFT_LOAD_HERMITIAN_TWIST) {
        st = fuse_twist_load(pb, profile, L);
        if (st == CLFFT_OK)
            pair_twist_loads(pb, variant, L);
    }
    if (st == CLFFT_OK && pb->store == FFT_STORE_TWIST)
        st = fuse_twist_store(pb, profile, &conv_variant, L);
    if (st == CLFFT_OK && fft_paired_rows_pass(pb->prior_p, pb->pair_rows, pb->store))
        st = pair_last_columns(pb, profile, &conv_variant, L);
    return st;
}
