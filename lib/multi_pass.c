/* Stage 2: the passes of a multi-pass plan, how the length splits into
 * them and how each is shaped (the cost model), for lib/planner.c.  No
 * OpenCL calls. */
#include <math.h>
#include <string.h>

#include "column_rules.h"
#include "fft_plan.h"
#include "multi_pass.h"
#include "pass_shape.h"
#include "planner.h"

/* Cost model of a global pass relative to one that streams full coalescing
 * units with a plain exchange (bench/NOTES.md, entry 14, has the H200
 * measurements behind the defaults; a build may override them to explore,
 * e.g. -Dc_args=-DSPLIT_EXCHANGE_COST=1.5). */
#ifndef SPLIT_EXCHANGE_COST
#define SPLIT_EXCHANGE_COST 1.3   /* re and im exchanged in turn */
#endif
#ifndef EXCHANGE_TURN_COST
#define EXCHANGE_TURN_COST 1.1    /* per doubling of the exchange turns */
#endif
#ifndef PER_PASS_COLUMNS_MIN
#define PER_PASS_COLUMNS_MIN 2    /* a pass may take down to m / this columns; 1: all passes m */
#endif
#ifndef HALF_RUN_COST
#define HALF_RUN_COST 1.2         /* strided runs of half the coalescing unit */
#endif
#ifndef QUARTER_RUN_COST
#define QUARTER_RUN_COST 2.0      /* a quarter; each further halving doubles it */
#endif

int fft_radix_fits(const shape_rules *r, size_t radix, size_t m)
{
    fft_pass probe;
    return radix <= r->single_pass_cap && shape_pass(&probe, r, radix, m);
}

/* Smallest divisor of n at or above n^(1/k) that fits and leaves a
 * remainder that splits into k-1 fitting factors; 0 if none.  Balanced
 * because each pass then takes about n^(1/k).  The variants
 * first-pass-80 to first-pass-180 search from that percentage of it
 * instead: the best split is often elsewhere, and no rule for it is
 * known.  H200, every two-pass split of 11 lengths timed through a hook
 * (bench/results/h200-2026-11-28-splits, call177; bench/NOTES.md entry
 * 104): the balanced split was 0.906 of the best one on the geometric
 * mean (96000 = 320 x 300 1440 GB/s, 400 x 240 1987), neighbouring splits
 * differ by up to 30%, and each of the seven percentages below, taken
 * alone, was 0.930 to 0.974 of the balanced split, while the best of the
 * seven for each length was 0.993 of the best split. */
static size_t split_first(const shape_rules *r, size_t n, unsigned k, size_t m)
{
    if (k == 1)
        return fft_radix_fits(r, n, m) ? n : 0;
    size_t lo = (size_t)floor(pow((double)n, 1.0 / k));
    if (r->variant.pass_split)
        lo = lo * r->variant.pass_split / 100;
    if (lo < 2)
        lo = 2;
    for (size_t d = lo; d <= r->single_pass_cap && d <= n; d++)
        if (n % d == 0 && fft_radix_fits(r, d, m) && split_first(r, n / d, k - 1, m))
            return d;
    for (size_t d = lo - 1; d >= 2; d--)
        if (n % d == 0 && fft_radix_fits(r, d, m) && split_first(r, n / d, k - 1, m))
            return d;
    return 0;
}

/* fp32 R2C of two passes on GPUs whose balanced split leaves the paired
 * last pass more than PAIRED_LAST_POINTS points take PAIRED_LAST_POINTS
 * there where the first pass stays within FIRST_PASS_POINTS_MAX and both
 * are powers of two: the half length 2^18 as 1024 x 256 (the capped 8x8x4
 * of complex values: multi_pass.c shape_paired_complex) instead of 512 x
 * 512.  H200, GB/s, one run each against the rules (bench/results/
 * h200-2026-12-01-planes, call253: first-pass-125 and first-pass-160,
 * which give that split): R2C 2^19 1325 -> 1664 and 1659; 2^20 (1024 x
 * 512: 256 would need a first pass of 2048) keeps the rules. */
#define PAIRED_LAST_POINTS 256
#define FIRST_PASS_POINTS_MAX 1024
static int paired_split(const shape_rules *r, size_t n, unsigned k, size_t m, size_t *radices)
{
    if (!r->paired_last || r->is_cpu || r->elem_bytes != 8 || k != 2 || r->variant.pass_split || r->nforced ||
        !fft_is_pow2(n) || n <= PAIRED_LAST_POINTS * PAIRED_LAST_POINTS ||
        n > PAIRED_LAST_POINTS * FIRST_PASS_POINTS_MAX)
        return 0;
    size_t first = n / PAIRED_LAST_POINTS;
    if (!fft_radix_fits(r, first, m) || !fft_radix_fits(r, PAIRED_LAST_POINTS, m))
        return 0;
    radices[0] = first;
    radices[1] = PAIRED_LAST_POINTS;
    return 1;
}

/* Splits n into exactly k fitting radices, balanced; 0 if impossible. */
static int split_passes(const shape_rules *r, size_t n, size_t m, unsigned k, size_t *radices)
{
    if (paired_split(r, n, k, m, radices))
        return 1;
    if (r->nforced) {
        size_t prod = 1;
        for (unsigned g = 0; g < r->nforced; g++) {
            if (!fft_radix_fits(r, r->forced[g], m))
                return 0;
            prod *= r->forced[g];
            radices[g] = r->forced[g];
        }
        return k == r->nforced && prod == n;
    }
    if (!split_first(r, n, k, m))
        return 0;
    size_t rest = n;
    for (unsigned g = 0; g < k; g++) {
        radices[g] = split_first(r, rest, k - g, m);
        rest /= radices[g];
    }
    return 1;
}

/* Columns per work-group of a strided pass: at least the coalescing width
 * (m), more while they fit without a split exchange and the group stays
 * within the profile's target size (more columns, longer contiguous runs). */
static size_t widest_group(const shape_rules *r, size_t radix, size_t m)
{
    fft_pass probe;
    while (shape_pass(&probe, r, radix, m * 2) && !probe.split_exchange && probe.exchange_turns == 1 &&
           probe.work_group_size <= r->target_wg)
        m *= 2;
    return m;
}

/* Relative cost of a pass whose strided side moves runs of m elements. */
static double pass_cost(const fft_pass *ps, const shape_rules *r, size_t m)
{
    double cost = ps->split_exchange ? SPLIT_EXCHANGE_COST : 1.0;
    for (unsigned t = ps->exchange_turns; t > 1; t /= 2)
        cost *= EXCHANGE_TURN_COST;
    if (m * 2 == r->coalesce_elems)
        cost *= HALF_RUN_COST;
    for (size_t run = m * 4; run <= r->coalesce_elems; run *= 2)
        cost *= run == r->coalesce_elems ? QUARTER_RUN_COST : 2.0;
    return cost;
}

/* 1D complex transforms of several passes on GPUs take balanced mixed
 * radices (pass_radices.c mix_balanced) in each pass whose group keeps more
 * than three quarters of its work-items (column_rules.c
 * fft_mixed_pass_pays), as column steps do.  H200, fp32 GB/s, two runs
 * each (bench/results/gpu-2026-11-28-s18, call174, every pass mixed
 * through a hook): 200000 (500 = 10x10x5 in 400 work-items instead of
 * 25x5x4 in 160) 1549 -> 1655, 10^7 (250 = 10x5x5) 1183 -> 1218, 10^6
 * (100 = 10x10 in 160 instead of 4x5x5 in 320) 1254 -> 1313, but 600000
 * (50 = 10x5 in 80 instead of 2x5x5 in 160) 1277 -> 1211; the others of
 * 16 lengths within 0.5%.  This rule against 844b6ba, H100 (no H200 was
 * lent), three runs each (call175): every length whose plan changed
 * gained, 250000 1197 -> 1357, 60000 1311 -> 1386, 200000 1272 -> 1344,
 * 240000 +5.3%, 50000 +5.0%, 72000 +4.3%, 10^7 +3.0%, 75000 +2.8%, 300000
 * +1.5%, 100000 +1.2%, 80000 +1.0%; 600000 and 10^6 kept their plans.
 * fp32 only (fp64 not measured alone). */
static int mixed_passes_apply(const fft_plan_layout *L, const clfft_profile *profile)
{
    return !profile->is_cpu && L->elem_bytes == 8 && !fft_is_pow2(L->n) && L->load_kind == FFT_LOAD_COMPLEX &&
           L->store_kind == FFT_STORE_COMPLEX && !fft_column_step(L) && !L->chirp_n && !L->conv_cols && !L->conv_rows &&
           !L->split_n1 && !L->row_split && !L->pair_rows && !L->plane_n1;
}

/* The pass with balanced mixed radices instead, where they differ and
 * keep the group's work-items (mixed_passes_apply). */
static void mix_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
{
    shape_rules mr = *r;
    mr.mixed_radices = 1;
    fft_pass mixed;
    if (shape_pass(&mixed, &mr, radix, m) && fft_mixed_pass_pays(ps, &mixed, r->variant.mixed_radices))
        *ps = mixed;
}

/* The R2C twist's paired last pass (not a split's) exchanging complex
 * values takes radices of at most PAIRED_COMPLEX_MAX_RADIX: its work-items
 * hold their values, then the pairs Z[e] and Z[m-e] of each, and 16
 * values each ran slower than 8 with twice the work-items.  H200, fp32
 * GB/s, two runs each (bench/results/h200-2026-12-01-twist, call246): R2C
 * 131072 (256 = 16x16 in 256 work-items -> 8x8x4 in 512) 1536 -> 1761,
 * 262144 1512 -> 1727; where the 8s need re and im in turn (512 points:
 * 8x8x8 in 1024 work-items) they lost (2^19 -2.7%, 2^20 -2.6%), so those
 * passes keep their radices; fp64 and the shorter passes' plans
 * (8x8x2) did not change. */
#ifndef PAIRED_COMPLEX_MAX_RADIX
#define PAIRED_COMPLEX_MAX_RADIX 8
#endif
static int shape_paired_complex(fft_pass *ps, const shape_rules *r, size_t radix, size_t group)
{
    shape_rules capped = *r;
    if (capped.small_radix > PAIRED_COMPLEX_MAX_RADIX)
        capped.small_radix = PAIRED_COMPLEX_MAX_RADIX;
    if (capped.max_radix > PAIRED_COMPLEX_MAX_RADIX)
        capped.max_radix = PAIRED_COMPLEX_MAX_RADIX;
    return shape_pass(ps, &capped, radix, group) && ps->complex_exchange && ps->exchange_turns == 1;
}

/* One column count's shape for shape_cheapest: a paired pass exchanges
 * without turns; `capped` tries PAIRED_COMPLEX_MAX_RADIX first;
 * `complex_only` (the variant paired-complex) takes no re/im split. */
static int shape_probe(fft_pass *probe, const shape_rules *r, size_t radix, size_t group, int paired, int capped,
                       int complex_only)
{
    if (capped && shape_paired_complex(probe, r, radix, group))
        return 1;
    if (!shape_pass(probe, r, radix, group) || (paired && probe->exchange_turns != 1))
        return 0;
    return !(complex_only && probe->split_exchange);
}

/* Shapes pass g of a multi-pass plan with the cheapest column count up to
 * m (each pass reads and writes its own runs, so passes need not agree);
 * returns its cost, 0 when no column count fits (split_passes has
 * checked m, so that does not happen).  Only passes after the first may take fewer columns:
 * 2^19 = 1024 (16 columns, in turns) then 512 with 8 columns unsplit ran
 * 18% faster on the H200, but a first pass with 8 columns unsplit instead
 * of 16 split ran 1-2% slower (100000, 131072; bench/NOTES.md, entry 21). */
static double shape_cheapest(fft_pass *ps, const shape_rules *r, size_t radix, size_t m, unsigned g, int paired,
                             int capped)
{
    double best = 0;
    size_t least = g == 0 ? m : m / PER_PASS_COLUMNS_MIN;
    /* a paired last pass (the R2C twist) reads and writes runs of half its
     * columns: twice the columns where they fit */
    size_t most = paired ? 2 * m : m;
    /* (complex_only, the variant paired-complex and the fallback below:
     * such a pass exchanges complex values only, its runs priced as whole
     * columns' and its radices the rules' (no PAIRED_COMPLEX_MAX_RADIX),
     * so that it takes the shape of its C2C's pass: 2^20's 512-point pass
     * as 8 columns of 16x16x2 in 256 work-items instead of 16 of re and im
     * in turn) */
    int complex_only = paired && r->variant.pair_complex == FFT_FORCE_ON;
    for (size_t mg = most; mg >= 1 && mg >= least; mg /= 2) {
        fft_pass probe;
        size_t group = widest_group(r, radix, mg);
        if (!shape_probe(&probe, r, radix, group, paired, capped, complex_only))
            continue;
        if (r->mixed_passes)
            mix_pass(&probe, r, radix, group);
        double cost = pass_cost(&probe, r, paired && mg > 1 && !complex_only ? mg / 2 : mg);
        if (best == 0 || cost < best - 1e-9) {
            best = cost;
            *ps = probe;
        }
    }
    /* a paired pass the cost model gave re and im in turn exchanges
     * complex values over fewer columns instead, as under the variant
     * paired-complex (its radices the rules', uncapped).  H200, GB/s, two
     * runs each, the variant against the rules (bench/results/
     * h200-2026-12-01-planes, call253): R2C 2^19 1331 -> 1383, 2^20 1306
     * -> 1339, fp64 2^20 1263 -> 1328 (two passes instead of three); where
     * the capped pass already exchanged complex values the variant's
     * uncapped radices lost (262144 -12%), so those keep the cap. */
    if (best > 0 && capped && ps->split_exchange && r->variant.pair_complex == FFT_RULE) {
        shape_rules all_complex = *r;
        all_complex.variant.pair_complex = FFT_FORCE_ON;
        fft_pass alt;
        double c = shape_cheapest(&alt, &all_complex, radix, m, g, paired, 0);
        if (c > 0) {
            *ps = alt;
            best = c;
        }
    }
    return best;
}

/* fp64 GPU plans of several passes take two power-of-two passes where
 * both hold at least a sector of columns (coalesce_elems /
 * SECTOR_PAIR_DIV: 32 bytes, two fp64 values) and access global memory
 * directly, whatever the cost model says of runs that short.  H100, GB/s,
 * two runs of each (bench/results/gpu-2026-11-26-sector): the rules
 * against CLFFT_VARIANT=fewest-passes (call64), fp64 2^21 950 -> 1191
 * (2048 x 1024 in 2 columns instead of 128^3 in 8), 2^22 941 -> 1173, C2R
 * 2^21 889 -> 1160, 2^22 835 -> 977, 2^23 807 -> 949; two passes of
 * staged single columns lost (fp64 2^23 -44%, 2^24 -38%), and so did R2C,
 * whose last pass pairs its columns (2^21 -3%, 2^22 -7%); fp32 two passes
 * of 8 columns gained 2-4% (2^21, 2^22) and of 4 lost 6-9% (2^23, 2^24),
 * so fp32 keeps the cost model.  This rule without the power-of-two
 * condition against 5a2ef1f (call65): 2^20 966 -> 1336, 2^21 and 2^22 as
 * above, but where a pass had composite odd radices (25, 27) mixed: 600000
 * +27%, 2000000 +38%, 2985984 +24%, but 10^6 (1000 x 1000 as 8x25x5) -13%,
 * 3000000 -19%, 3^13 -11%, C2R 2000000 -22%, C2R 3^13 -37%. */
#define SECTOR_PAIR_DIV 4
static int fp64_sector_pair(const fft_plan_layout *L, const shape_rules *r)
{
    if (r->elem_bytes != 16 || r->is_cpu || r->paired_last || L->npasses != 2 ||
        r->variant.fewest_passes != FFT_RULE)
        return 0;
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        if (ps->transforms_per_group * SECTOR_PAIR_DIV < r->coalesce_elems || !ps->fuse_load || !ps->fuse_store ||
            !fft_is_pow2(ps->radix))
            return 0;
    }
    return 1;
}

/* Cheapest multi-pass layout (cost model above, calibrated on the H200;
 * bench/NOTES.md; fp64_sector_pair); 0 when n cannot be split into
 * FFT_MAX_PASSES passes. */
static int plan_passes(fft_plan_layout *L, const shape_rules *r)
{
    double best_cost = 0;
    int found = 0, best_pair = 0;
    fft_plan_layout cand = *L, best = *L;
    size_t widest = r->coalesce_elems;
    if (r->variant.fewest_passes == FFT_FORCE_OFF && widest > 1)
        widest /= 2;
    /* where the first passes ran before (fft_plan_layout.prior_p), one
     * later pass of the rest */
    size_t rest = L->prior_p ? L->n / L->prior_p : L->n;
    unsigned fewest = L->prior_p ? 1 : 2, most = L->prior_p ? 1 : FFT_MAX_PASSES, later = L->prior_p ? 1 : 0;
    for (size_t m = widest; m >= 1; m /= 2) {
        for (unsigned k = fewest; k <= most; k++) {
            size_t radices[FFT_MAX_PASSES];
            if (!split_passes(r, rest, m, k, radices))
                continue;
            cand.npasses = k;
            double cost = 0;
            int shaped = 1;
            for (unsigned g = 0; g < k && shaped; g++) {
                /* (the radix cap: the R2C twist's pairs on GPUs, not a
                 * split's, nor under wide-radix or paired-complex) */
                int paired = r->paired_last && g + 1 == k;
                int capped = paired && !L->prior_p && !r->is_cpu && r->variant.wide_radix != FFT_FORCE_ON &&
                             r->variant.pair_complex != FFT_FORCE_ON;
                double c = shape_cheapest(&cand.passes[g], r, radices[g], m, g + later, paired, capped);
                shaped = c > 0;
                cost += c;
            }
            if (!shaped || !fft_finish_layout(&cand, r))
                continue;
            int fewer = r->variant.fewest_passes == FFT_FORCE_ON && found && k < best.npasses;
            int more = r->variant.fewest_passes == FFT_FORCE_ON && found && k > best.npasses;
            int pair = fp64_sector_pair(&cand, r);
            if (!found || fewer || (pair && !best_pair) || (!more && pair == best_pair && cost < best_cost - 1e-9)) {
                best_cost = cost;
                best = cand;
                best_pair = pair;
                found = 1;
            }
        }
    }
    *L = best;
    return found;
}

int fft_plan_multi_pass(fft_plan_layout *L, const shape_rules *rules, const clfft_profile *profile)
{
    shape_rules r = *rules;
    r.mixed_passes = r.variant.mixed_radices != FFT_FORCE_OFF && mixed_passes_apply(L, profile);
    return plan_passes(L, &r);
}
