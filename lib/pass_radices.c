/* Stage 2, one pass's radices: the small radices (ps->factors) that a
 * global pass of length R runs as, from the profile's rules and the
 * variants: powers of two, odd primes packed into composites, the GPU
 * rules that split or regroup them, mixed radices.  No OpenCL calls.
 * lib/pass_shape.c shapes the pass around them. */
#include "pass_radices.h"

#include <string.h>

#ifndef SMALL_ODD_BELOW_THREADS
#define SMALL_ODD_BELOW_THREADS 10 /* 0: keep composite odd radices (NOTES 41) */
#endif
#ifndef SMALL_ODD_FILL_SIMDS
#define SMALL_ODD_FILL_SIMDS 2 /* 0: one-pass plans keep composites that leave groups short (NOTES 43) */
#endif
#ifndef FP64_SHORT_ODD_MAX
#define FP64_SHORT_ODD_MAX 7 /* 0: fp64 keeps 9, 15 and 21 in short transforms (NOTES 47) */
#endif
#ifndef FP64_SMALL_ODD_MAX_FACTORS
#define FP64_SMALL_ODD_MAX_FACTORS 4 /* 0: fp64 keeps composite odd radices (NOTES 42) */
#endif
#define SHORT_TRANSFORM 128       /* transforms up to this length that need several small passes: radix 8 at most */
#ifndef LOOP_RADIX
#define LOOP_RADIX 8              /* largest power-of-two radix of loop kernels */
#endif
#ifndef ODD_FIRST_RATIO
#define ODD_FIRST_RATIO 20        /* odd part / power-of-two part (radices_choose) */
#endif

_Static_assert(FFT_MAX_PRIME <= FFT_MAX_SMALL_RADIX, "a prime radix must fit the kernels' value arrays");

static int is_odd_prime(unsigned p)
{
    if (p < 3 || p % 2 == 0)
        return 0;
    for (unsigned f = 3; f * f <= p; f += 2)
        if (p % f == 0)
            return 0;
    return 1;
}

/* Small radices for a length-R sub-transform: powers of two in steps of
 * up to max_radix, then the odd primes packed into composite radices (9, 15,
 * 25, ...) up to max_odd: fewer small passes, hence fewer exchanges. */
static unsigned factorize(size_t radix, unsigned max_radix, unsigned max_odd, int odd_first, unsigned *factors)
{
    unsigned n = 0;
    while (radix % 2 == 0 && radix > 1) {
        unsigned f = 1;
        while (radix % (f * 2) == 0 && f * 2 <= max_radix)
            f *= 2;
        factors[n++] = f;
        radix /= f;
    }
    unsigned first_odd = n;
    /* odd primes largest first, each into the first radix it fits (a prime
     * above max_odd gets a radix of its own: it cannot be split) */
    for (unsigned p = FFT_MAX_PRIME; p >= 3; p--)
        while (is_odd_prime(p) && radix % p == 0) {
            radix /= p;
            unsigned bin = first_odd;
            while (bin < n && factors[bin] * p > max_odd)
                bin++;
            if (bin < n)
                factors[bin] *= p;
            else
                factors[n++] = p;
        }
    if (!odd_first)
        return n;
    /* odd radices first: the first exchange then writes with an odd stride,
     * which spreads over the banks without padding */
    unsigned ordered[FFT_MAX_FACTORS], at = 0;
    for (unsigned f = first_odd; f < n; f++)
        ordered[at++] = factors[f];
    for (unsigned f = 0; f < first_odd; f++)
        ordered[at++] = factors[f];
    memcpy(factors, ordered, n * sizeof *factors);
    return n;
}

unsigned radices_threads(size_t radix, const unsigned *factors, unsigned nfactors, size_t max_wg)
{
    size_t t = radix / shape_widest_factor(factors, nfactors);
    while (t > max_wg || radix % t != 0)
        t--;
    return (unsigned)(t ? t : 1);
}

/* The largest odd radix: the register budget's, or the power-of-two
 * radix's where a variant asks for odd radices as their factors. */
static unsigned odd_radix_limit(const shape_rules *r)
{
    if (r->variant.odd_composites == FFT_FORCE_OFF && r->max_odd_radix > r->small_radix)
        return r->small_radix;
    return r->max_odd_radix;
}

static int has_odd_composite(const unsigned *factors, unsigned nfactors, unsigned above)
{
    for (unsigned f = 0; f < nfactors; f++)
        if (factors[f] % 2 == 1 && factors[f] > above)
            return 1;
    return 0;
}

/* The GPU rules that split odd radices into smaller ones (factorized
 * already into ps with odd radices of at most max_odd); returns the odd
 * radix limit that holds afterwards.  The variant composite-odd-radices
 * (odd_composites forced on) turns them all off.
 *
 * - A composite above the power-of-two radix (25, 27) that leaves fewer
 *   than SMALL_ODD_BELOW_THREADS work-items per transform runs as its
 *   factors (H200, NOTES 41: 125 = 25x5, 5 work-items, 2303 GB/s; 5x5x5,
 *   25 work-items, 3534; 75 +9%, 243 +25%, 10^6's passes of 100 = 4x25
 *   +7%; but 250 = 25x5x2 with 10 work-items lost 19%).
 * - fp64 values take two registers each, so in a one-pass fp64 plan the
 *   composites also run as their factors where that makes at most
 *   FP64_SMALL_ODD_MAX_FACTORS small passes and the power of two is at
 *   most 8 (NOTES 42: fp64 500 +35%, 1215 +66%, 3375 +50%, 625 +8%, 1000
 *   +5%, 2187 -1%; but 2500 and 3125 with five small passes -19% and
 *   -25%, 6000 = 15x5x5x16 -30%, and 100000's two passes -29%).
 * - In a one-pass plan, where the composites leave a transform fewer than
 *   SMALL_ODD_FILL_SIMDS SIMD widths of work-items and the factors give it
 *   at least that many: one transform then fills a work-group without
 *   padding (NOTES 43, fp32: 500 +10%, 875 +9%, 1125 +13%, 1215 +6%, 1500
 *   +8%, fp64 1250 +9%; but 250, 375, 405 and 675, whose factors stay
 *   short of it, lost 18-34%, and 2187 and 3125, which already fill it, 7%
 *   and 15%).
 * - Where a one-pass transform's group is one SIMD width (C2R rows of at
 *   most C2R_ONE_SIMD_MAX_M points, lib/planner.c), the same holds for one
 *   SIMD width: fp32 C2R 500 = 25x5x2 with 10 work-items -> 5x5x5x2 with
 *   50, H100, GB/s, two runs of each build (bench/results/gpu-2026-11-26-
 *   narrow, call61; gpu-2026-11-26-sector, call62): 2143 -> 2663 and 2148
 *   -> 2663, 256x500 +11%, 500x500 +10% and +10%, 2000x500 +7%.  Longer
 *   rows (groups of the target size) were mixed (call62: 1350 +46%, 924
 *   and 1404 +25%, but 1500 -12%, 1620 -8%, 882 -3%) and keep their plans.
 * - In fp64 the first rule holds below the power-of-two radix too: 9, 15
 *   and 21 that leave fewer than SMALL_ODD_BELOW_THREADS work-items run as
 *   radices of at most FP64_SHORT_ODD_MAX (NOTES 46-47: fp64 45 = 15x3 ->
 *   5x3x3 +55%, 75 = 15x5 -> 5x5x3 +29%; 54 -9%, 105 -3%; in fp32 45 lost
 *   10% and 135 20%, so fp32 keeps them). */
static unsigned split_odd_radices(fft_pass *ps, const shape_rules *r, size_t radix, unsigned pow2_radix,
                                  int odd_first, unsigned max_odd)
{
    if (r->is_cpu || ps->nfactors < 2 || r->variant.odd_composites != FFT_RULE)
        return max_odd;
    size_t pow2_part = radix & (~radix + 1);
    unsigned threads = radices_threads(radix, ps->factors, ps->nfactors, r->max_wg);
    if (has_odd_composite(ps->factors, ps->nfactors, r->small_radix)) {
        unsigned small[FFT_MAX_FACTORS];
        unsigned nsmall = factorize(radix, pow2_radix, r->small_radix, odd_first, small);
        unsigned small_threads = radices_threads(radix, small, nsmall, r->max_wg);
        size_t fill = SMALL_ODD_FILL_SIMDS * r->simd;
        int few_threads = threads < SMALL_ODD_BELOW_THREADS;
        int fills_group = r->single_pass && threads < fill && small_threads >= fill;
        int fills_simd = r->single_pass && radix <= r->one_simd_max_radix && threads < r->simd &&
                         small_threads >= r->simd;
        int fp64_fits = r->elem_bytes > 8 && r->single_pass && pow2_part <= 8 && nsmall <= FP64_SMALL_ODD_MAX_FACTORS;
        if (few_threads || fills_group || fills_simd || fp64_fits) {
            max_odd = r->small_radix;
            memcpy(ps->factors, small, sizeof small);
            ps->nfactors = nsmall;
            threads = small_threads;
        }
    }
    if (r->elem_bytes > 8 && FP64_SHORT_ODD_MAX && max_odd > FP64_SHORT_ODD_MAX && threads < SMALL_ODD_BELOW_THREADS &&
        has_odd_composite(ps->factors, ps->nfactors, FP64_SHORT_ODD_MAX)) {
        unsigned short_odd[FFT_MAX_FACTORS];
        unsigned nshort = factorize(radix, pow2_radix, FP64_SHORT_ODD_MAX, odd_first, short_odd);
        /* only where that gives a transform more work-items: 144 = 16x9
         * and 99 = 11x9 keep 9, since 16 and 11 set their count anyway */
        if (radices_threads(radix, short_odd, nshort, r->max_wg) > threads) {
            max_odd = FP64_SHORT_ODD_MAX;
            memcpy(ps->factors, short_odd, sizeof short_odd);
            ps->nfactors = nshort;
        }
    }
    return max_odd;
}

/* One-pass transforms with a prime radix p of 17 to 31 whose other
 * factors multiply to at most BIG_PRIME_MIX_MAX take those factors as one
 * small radix (102 = 17x6, 372 = 31x12, 238 = 17x14): one exchange fewer,
 * the same work-items per transform (R / p).  Where the planner asks for
 * it (shape_rules.big_prime_mix, planner.c big_prime_mix_applies), and
 * for p = 31 in every fp32 GPU pass.  H200, GB/s, two runs of each build
 * against ca3c18e (bench/results/h200-2026-11-26-standing, call73 and
 * call74): fp32 R2C 102 2975 -> 3384, 114 +20%, 138 +26%, 186 +31%, 456
 * 2413 -> 3483, 552 +26%, 696 +23%, 228x228 1298 -> 1667, 102x102 +8%
 * (24 of 25 R2C rows gained 8-44%; 476 = 2 x 17x14 -3.5%); C2R rows of
 * the half length (532-868) +9% to +31%; Rader's one-kernel convolutions
 * 103 1716 -> 2251, 229 1197 -> 1783; C2C 2D shapes whose column steps
 * change 170x170 +9%, 228x228 1448 -> 1811; radix 31 in C2C rows 186 2124
 * -> 2950, 310 +29%, 372 +43%, 434 +23% (and C2R 372 +25%, 434 +10%, 186
 * -10%).  C2C rows of other primes lost (102 -13%, 114 -11%, 174 -16%,
 * 230 -15%; 228 +16%, 406 +17%), as did C2R rows in pairs at full length
 * (170 -11%, 174 -14%, 230 -16%), so those keep their radices.  fp64
 * was mixed (R2C 204 +19%, 114 -2%; C2C 102 -10%, 372 +15%): it mixes
 * only a rest of 12 or with p = 31, and not in C2C rows.  H200, two runs
 * of each build against 4017b9b (results/h100-2026-11-27-mix64, call81):
 * fp64 R2C 408 3244 -> 3937, 744 +22%, 372x372 +19%; C2R 456 2948 ->
 * 3798, 372x372 +22%, 552 -3%, 868 -2%; Rader 229 C2C 1206 -> 1865, R2C
 * +67%, 3893 = 17 x 229 +28%; 2D C2C column steps +10% to +14%.  On an
 * H100 (call76, call77) the same signs, smaller; C2C rows lost there
 * (186 -8%, 204 -2%, 310 -4%) and keep their radices. */
#define BIG_PRIME_MIX_MAX 16
#define BIG_PRIME_MIX_ALWAYS 31
#define FP64_MIX_REST 12
static void mix_big_prime(fft_pass *ps, const shape_rules *r, size_t radix)
{
    if (r->is_cpu || !r->single_pass || ps->nfactors < 3)
        return;
    unsigned big = shape_big_prime_radix(ps);
    size_t rest = big ? radix / big : 0;
    if (!big || rest > BIG_PRIME_MIX_MAX)
        return;
    int mix = r->elem_bytes == 8 ? r->big_prime_mix || big == BIG_PRIME_MIX_ALWAYS
                                 : r->big_prime_mix && (rest == FP64_MIX_REST || big == BIG_PRIME_MIX_ALWAYS);
    if (!mix)
        return;
    ps->factors[0] = big;
    ps->factors[1] = (unsigned)rest;
    ps->nfactors = 2;
}

/* Balanced odd radices: the odd primes of a pass regrouped into as many
 * odd radices as factorize()'s first fit gives, with the smallest largest
 * one that is still at least BALANCED_ODD_MIN_TOP (25x3 -> 15x5, 25x9 ->
 * 15x15, 21x5 -> 15x7): R / 15 work-items per transform instead of R / 25
 * or R / 21, and fewer idle rounds in the short radix's small pass.  The
 * rule (variant odd_balance): GPU passes of several-pass plans whose first
 * fit holds an odd radix above the power-of-two radix (and passes of 15x3,
 * below one_pass_regroup_pays).  H200, GB/s,
 * against the plans before (CLFFT_VARIANT=greedy-odd-radices;
 * bench/NOTES.md entry 105, call188), every 7-smooth length of 20000 to
 * 4.2 million whose plan the rule changes: C2C fp32 1.075 over 42 lengths
 * on the geometric mean (90000 4x25x3 twice 1331 -> 1651, 614400 +26%,
 * 226800 +22%; lowest 281250 -2.8%), fp64 1.075 over 41 (360000 1260 ->
 * 1802, 384000 +32%, 202500 25x9x2 twice +26%; 281250 and 236250, a
 * 25x9x2 beside 25x25 or 21x25, -10% and -8%), R2C 1.099 and C2R 1.103
 * over 42 each.  Regroupings below 15 lost (call187: 21x3 -> 9x7 fp32
 * 60480 -10%, fp64 258048 -12%; 27x3 -> 9x9 fp64 405000 and 414720
 * -15%), hence the floor; so did splitting a 25 beside 16, 4 or 7 (16x25
 * -> 16x5x5 -36%, small-odd-radices, call186), which no regrouping into as
 * many radices does.  One-pass plans regroup where one_pass_regroup_pays. */
#define BALANCED_ODD_MIN_TOP 15 /* 21x3 -> 9x7, 27x3 -> 9x9 lost up to 15% (call187) */
#define ONE_PASS_REGROUP_MIN 45 /* C2C 45: 15x3 3602 GB/s, 9x5 3074 (call188) */
/* 360 = 8x15x3 keeps it: every kind lost with 8x9x5 (24 -> 40 work-items):
 * C2R 720 (its half 360) -13% in calls 191, 192 and 193, R2C 720 -2% to
 * -5%, C2C 360 -1% to -2% in both precisions, C2R 128x720 -7% (call193) */
#define ONE_PASS_REGROUP_SKIP 360
typedef struct odd_search {
    const unsigned *primes; /* the pass's odd primes, largest first */
    unsigned nprimes, nbins, max_odd;
    unsigned floor; /* the smallest largest radix allowed */
    unsigned bins[FFT_MAX_FACTORS], best[FFT_MAX_FACTORS];
    unsigned best_top; /* the largest radix of best; the first fit's to begin with */
} odd_search;

static void odd_walk(odd_search *s, unsigned at, unsigned used)
{
    if (at == s->nprimes) {
        unsigned top = 0;
        for (unsigned b = 0; b < s->nbins; b++)
            top = s->bins[b] > top ? s->bins[b] : top;
        if (used == s->nbins && top >= s->floor && top < s->best_top) {
            s->best_top = top;
            memcpy(s->best, s->bins, s->nbins * sizeof *s->bins);
        }
        return;
    }
    /* a new radix only right after the used ones: each grouping once */
    for (unsigned b = 0; b < s->nbins && b <= used; b++) {
        unsigned grown = s->bins[b] * s->primes[at];
        if (grown > s->max_odd || grown >= s->best_top)
            continue;
        s->bins[b] = grown;
        odd_walk(s, at + 1, b == used ? used + 1 : used);
        s->bins[b] /= s->primes[at];
    }
}

static void sort_descending(unsigned *v, unsigned n)
{
    for (unsigned i = 1; i < n; i++)
        for (unsigned j = i; j > 0 && v[j] > v[j - 1]; j--) {
            unsigned t = v[j];
            v[j] = v[j - 1];
            v[j - 1] = t;
        }
}

/* Where one-pass plans regroup their odd radices (no floor there): the
 * first fit holds a radix 3 and no 7 or 21 (a radix-3 small pass goes:
 * 15x3 -> 9x5, 25x3 -> 15x5, 27x3 -> 9x9, 15x9x3 -> 9x9x5), or three odd
 * radices one of which is 25 (25x27x3 -> 15x15x9, 21x25x3 -> 15x15x7,
 * 25x15x9 -> 15x15x15).  H200, CLFFT_VARIANT=balanced-odd-radices against
 * the plans before, C2C fp32 and fp64, R2C and C2R fp32 (their half
 * lengths), two runs each (bench/NOTES.md entry 106, call188, call191),
 * geometric means by first fit: 25x27x3 1.456 over 9 rows (C2R 8100 1156
 * -> 2809 GB/s), 25x15x9 1.267 over 6, 21x25x3 1.213 over 6, 15x3 1.167
 * over 39 (fp64 2880 2677 -> 3815; but 360, ONE_PASS_REGROUP_SKIP), 25x15x3
 * 1.153 over 9, 27x3 1.067 over 6, 25x3 1.062 over 13 (4800 -7%), 15x9x3
 * 1.042 over 9; left as they were: 21x3 1.019 over 13, 21x15x3 0.992
 * over 8, 7x15x3 0.963 over 9 (fp64 2520 -23%), 25x9 0.934 over 10, 21x5
 * 0.892 over 12 (210 -29%).  C2C 45 = 15x3 lost 15%, the C2R twist's 45
 * (C2R 90) ran twice as fast: a pass of 45 points regroups only there.
 * Column steps (and plane kernels, unmeasured) regroup only where their
 * work-items per column stay (call192, against b02750e: 720x720 16x15x3 ->
 * 16x9x5 in 720 work-items +30%, 1440x1440 +19%; but 1200x1200's columns
 * 16x25x3 -> 16x15x5, 384 -> 600 work-items, -28%, and 360x360 8x15x3 ->
 * 8x9x5, 768 -> 960, -12%).
 *
 * Passes of several-pass plans whose odd radices are 15x3 regroup too
 * (9x5) where their work-items per transform stay.  H200, the variant
 * against the rules on several-pass lengths whose only change is 15x3 ->
 * 9x5 in a pass, two runs (call195): passes of 720 = 16x15x3 (45
 * work-items either way) C2C 460800 1189 -> 1527 GB/s, 504000 +21%,
 * 540000 +26%, fp64 +27% to +31%, R2C 921600 +20%, C2R +18% to +26%;
 * passes of 360 = 8x15x3 (24 -> 40) lost 15% to 38% (C2C 129600 1622 ->
 * 1138); of 180 (12 -> 20) -8% to +1%; of 90 (6 -> 10) -1% to +4%.  The
 * rule against the plans before on every 7-smooth length of 20000 to 4.2
 * million whose plan changes (call196): C2C fp32 1.279 over 7 (518400
 * 974 -> 1458), fp64 1.339 over 7, R2C and C2R 1.179 over 12 of the 13
 * (R2C 1474560 -14%; C2R 1080000 +19% in call195). */
static int one_pass_regroup_pays(const unsigned *odd, unsigned nodd, size_t radix, int twist_load)
{
    int three = 0, seven = 0, has25 = 0;
    for (unsigned i = 0; i < nodd; i++) {
        three |= odd[i] == 3;
        seven |= odd[i] % 7 == 0;
        has25 |= odd[i] == 25;
    }
    if (nodd >= 3 && has25)
        return 1;
    return three && !seven && (radix > ONE_PASS_REGROUP_MIN || twist_load) && radix != ONE_PASS_REGROUP_SKIP;
}

static void balance_odd(fft_pass *ps, const shape_rules *r, size_t radix, unsigned max_odd)
{
    int rule = r->variant.odd_balance == FFT_RULE;
    int wanted = rule ? !r->is_cpu : r->variant.odd_balance == FFT_FORCE_ON;
    if (!wanted)
        return;
    unsigned primes[FFT_MAX_FACTORS], np = 0, at[FFT_MAX_FACTORS], odd[FFT_MAX_FACTORS], nodd = 0, top = 0;
    for (unsigned f = 0; f < ps->nfactors; f++) {
        unsigned v = ps->factors[f];
        if (v % 2 == 0)
            continue;
        odd[nodd] = v;
        at[nodd++] = f;
        top = v > top ? v : top;
        for (unsigned p = 3; v > 1; p += 2)
            while (v % p == 0) {
                primes[np++] = p;
                v /= p;
            }
    }
    /* several-pass plans: an odd radix above the power-of-two radix, or a
     * pass of 15x3 that keeps its work-items (above) */
    int big = !r->single_pass && has_odd_composite(ps->factors, ps->nfactors, r->small_radix);
    int fifteen_three = nodd == 2 && odd[0] * odd[1] == 45 && top == 15;
    if (rule && (r->single_pass ? !one_pass_regroup_pays(odd, nodd, radix, r->twist_load) : !big && !fifteen_three))
        return;
    int keep_threads = r->single_pass ? r->column_step : !big;
    sort_descending(primes, np); /* largest first: big primes fail early */
    odd_search s = {.primes = primes, .nprimes = np, .nbins = nodd, .max_odd = max_odd, .best_top = top,
                    .floor = rule && big ? BALANCED_ODD_MIN_TOP : 1};
    for (unsigned b = 0; b < nodd; b++)
        s.bins[b] = 1;
    odd_walk(&s, 0, 0);
    if (s.best_top == top)
        return;
    sort_descending(s.best, nodd); /* largest first, in the odd radices' places */
    unsigned regrouped[FFT_MAX_FACTORS];
    memcpy(regrouped, ps->factors, sizeof regrouped);
    for (unsigned b = 0; b < nodd; b++)
        regrouped[at[b]] = s.best[b];
    if (rule && keep_threads &&
        radices_threads(radix, regrouped, ps->nfactors, r->max_wg) >
            radices_threads(radix, ps->factors, ps->nfactors, r->max_wg))
        return;
    memcpy(ps->factors, regrouped, sizeof regrouped);
}

/* Balanced mixed radices (shape_rules.mixed_radices; the rule that asks
 * for them is column_rules.c mixed_radices_pay): a radix may hold both
 * powers of two and odd primes (10 = 2x5, 12, 14, 15), so that 1000 is
 * 10x10x10 with 100 work-items per transform instead of 8x25x5 with 40.
 * The factorization of R into the fewest radices of at most max_radix, in
 * which every radix's butterflies are a whole multiple of the work-items
 * (R / the largest radix), so no work-item idles in a small pass; among
 * those, the one whose largest radix is smallest; largest first.  Writes
 * the count to *nbest (0: none). */
static void balanced_walk(size_t R, size_t rest, unsigned k, unsigned at, unsigned cap, unsigned *cur, unsigned *best,
                          unsigned *nbest)
{
    if (at == k) {
        if (rest != 1 || (*nbest && cur[0] >= best[0]))
            return;
        for (unsigned i = 1; i < k; i++)
            if ((R / cur[i]) % (R / cur[0]) != 0)
                return;
        memcpy(best, cur, k * sizeof *cur);
        *nbest = k;
        return;
    }
    for (unsigned f = cap; f >= 2; f--)
        if (rest % f == 0) {
            cur[at] = f;
            balanced_walk(R, rest / f, k, at + 1, f, cur, best, nbest);
        }
}

#define BALANCED_MAX_FACTORS 6
static unsigned balanced_factors(size_t radix, unsigned max_radix, unsigned *factors)
{
    unsigned cur[BALANCED_MAX_FACTORS], n = 0;
    for (unsigned k = 1; k <= BALANCED_MAX_FACTORS && !n; k++)
        balanced_walk(radix, radix, k, 0, max_radix, cur, factors, &n);
    return n;
}

/* The balanced mixed radices where they take fewer small passes than
 * ps's, or as many with a smaller largest radix. */
static void mix_balanced(fft_pass *ps, const shape_rules *r, size_t radix)
{
    unsigned mixed[FFT_MAX_FACTORS];
    if (!r->mixed_radices || (fft_is_pow2(radix) && !r->balanced_pow2))
        return;
    unsigned n = balanced_factors(radix, r->small_radix, mixed);
    if (n && (n < ps->nfactors || (n == ps->nfactors && mixed[0] < shape_widest_factor(ps->factors, ps->nfactors)))) {
        memcpy(ps->factors, mixed, n * sizeof *mixed);
        ps->nfactors = n;
    }
}

void radices_choose(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
{
    /* short transforms that need several small passes use radix 8 at most:
     * more work-items per transform (64 = 8x8: 4.13 TB/s against 3.71 for
     * 16x4 on the H200); one that fits one butterfly stays one */
    unsigned pow2_radix = r->small_radix;
    if (radix > pow2_radix && radix <= SHORT_TRANSFORM && pow2_radix > 8)
        pow2_radix = 8;
    /* odd radices first for one transform per group, and where the odd part
     * dwarfs the power of two (250 = 2x25x5, 500 = 4x25x5); an empirical
     * rule from H200 A/B runs over 14 mixed lengths (bench/NOTES.md, entry
     * 15): 6000 +12%, 10000 +14%, 50000 +25%, 250000 +13%, but 1000 (8x25x5,
     * 3 per group) -13%, 10^6 (4x25) -14%, 400000 (16x8x5) -13% */
    size_t pow2_part = radix & (~radix + 1);
    int odd_first = m == 1 || radix / pow2_part >= ODD_FIRST_RATIO * pow2_part;
    if (r->variant.odd_first != FFT_RULE)
        odd_first = r->variant.odd_first == FFT_FORCE_ON;
    unsigned max_odd = odd_radix_limit(r);
    ps->nfactors = radix > 1 ? factorize(radix, pow2_radix, max_odd, odd_first, ps->factors) : 0;
    max_odd = split_odd_radices(ps, r, radix, pow2_radix, odd_first, max_odd);
    /* radix 32 when it saves a small pass, in long transforms (8192:
     * 32x16x16 instead of 16x16x16x2; measured 3.66 against 2.59 TB/s on
     * the H200) and whenever the exchange will need turns (16 columns of
     * 1024: 32x32 ran 1.55 TB/s for 2^20, 16x16x4 1.22) */
    int needs_turns = shape_local_need(r, radix, m, 1, 1, r->pad_every) > r->local_bytes && !r->full_group_turns;
    int wide_pays = radix >= r->large_radix_from;
    if (r->variant.wide_radix != FFT_RULE)
        wide_pays = r->variant.wide_radix == FFT_FORCE_ON;
    if (r->max_radix > r->small_radix && (wide_pays || needs_turns)) {
        unsigned wide[FFT_MAX_FACTORS];
        unsigned nwide = factorize(radix, r->max_radix, max_odd, odd_first, wide);
        /* fewer small passes, or as many with half the work-items: then
         * exchanges in turns are allowed (2048 points with 8 columns) */
        int forced = r->variant.wide_radix == FFT_FORCE_ON;
        if (nwide < ps->nfactors || ((needs_turns || forced) && nwide == ps->nfactors)) {
            memcpy(ps->factors, wide, sizeof wide);
            ps->nfactors = nwide;
        }
    }
    mix_big_prime(ps, r, radix);
    balance_odd(ps, r, radix, max_odd);
    mix_balanced(ps, r, radix);
}

unsigned radices_for_loop(const shape_rules *r, size_t radix, unsigned *factors)
{
    /* loops keep one butterfly's values per vector lane in registers, so
     * the largest radix is the register file's, not the local memory's */
    size_t pow2_part = radix & (~radix + 1);
    int odd_first = radix / pow2_part >= ODD_FIRST_RATIO * pow2_part;
    return factorize(radix, LOOP_RADIX, odd_radix_limit(r), odd_first, factors);
}
