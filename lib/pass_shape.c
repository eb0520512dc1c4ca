/* Stage 2, one pass: the radices, work-group shape, local memory, padding
 * and exchange mode of one global pass, from the profile's rules.  No
 * OpenCL calls.  lib/planner.c decides which passes to shape. */
#include "pass_shape.h"

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
#ifndef LARGE_RADIX_FROM
#define LARGE_RADIX_FROM 2048     /* shorter transforms keep radix <= 16 */
#endif
#ifndef CPU_LARGE_RADIX_FROM
#define CPU_LARGE_RADIX_FROM 512  /* on CPUs (shape_rules_from_profile) */
#endif
#define SHORT_TRANSFORM 128       /* and these radix <= 8 */
/* Rows of at most ONE_ITEM_MAX_N points in one pass that would have fewer
 * than ONE_ITEM_BELOW_THREADS work-items per transform, where the planner
 * allows it (shape_rules.one_item_rows), take one work-item per transform:
 * its small passes exchange by renaming registers (codegen), the group
 * stages the tile through local memory for coalesced loads and stores.
 * H200, GB/s, two runs of each build against cce17cf (bench/results/
 * h200-2026-11-24-seventh/call8): fp32 C2C 6 3629 -> 4214, 12 3258 ->
 * 4178, 18 3467 -> 4008, 24 3796 -> 3957, 10 +10%, 14 +8%, 22 -3%, 300x18
 * +5%; R2C rows at full length 12 1955 -> 3268, 6 +54%, 14 +36%, 22 +24%,
 * 24 +33%, 256x24 +17%; fp64 C2C 12 3121 -> 4132, 22 2224 -> 4140, 24 3452
 * -> 4120 (all had 2 or 3 work-items per transform).  In the probe before
 * (call7, up to 64 points) 20 = 4x5 with 4 direct work-items did not gain
 * (C2C 0%, R2C -15%), longer rows lost (28 -13%, 32 -12%, 48-64 -35% to
 * -54%: n values per work-item, a tile of n per transform in local
 * memory), and so did C2R's twist (24 -4%, 36 -29%); fp64 R2C rows lost
 * too (planner.c). */
#define ONE_ITEM_MAX_N 24
/* Real rows whose twist each work-item forms in its registers (C2R from
 * its copied half spectrum, planner.c one_item_twist_load; R2C into rows
 * copied out whole, one_item_twist) take one work-item up to 32 points of
 * half length: H200, three runs each (bench/results/h200-2026-11-26-c2r-
 * rows): C2R (call2, against 49762ba) 52 (m = 26) 1960 -> 2960, 60 (m =
 * 30) 1649 -> 2796, 100x60 1059 -> 1436, 48, 56 and 64 unchanged (their
 * plans had one work-item already); R2C (call13, against 8c948f0) 52 3033
 * -> 3482, 56 2798 -> 3570, 60 3175 -> 3511 (at full length before: the
 * twist did not plan with 2 work-items), 256x56 1429 -> 1596, 100x60 and
 * 300x52 +5%; 48 and 62 unchanged. */
#define ONE_ITEM_TWIST_MAX_N 32
/* C2C rows (complex loads) take one work-item up to 34 points, fp64 rows
 * without a prime radix of 17 or more: H200, GB/s, three runs of each
 * build against 8295fa3 (bench/results/h200-2026-11-26-short-odd/call20):
 * fp32 30 = 2x15 3301 -> 3945, 34 = 2x17 3210 -> 3918, 26 +4%, 33 +1%,
 * 256x30 +9%; fp64 26 2280 -> 4129, 33 2447 -> 3190.  Up to 64 points
 * (call19) longer rows lost (fp32 38 -5%, 45 -7%, 57 -11%, 46, 58, 62 -55%:
 * primes of 23 to 31 in one work-item), fp64 rows with a radix of 17 or 19
 * too (34 -3%, 38 -20%, 51 -40%), and R2C rows at full length (33 -12%)
 * keep ONE_ITEM_MAX_N. */
#define ONE_ITEM_C2C_MAX_N 34
#define ONE_ITEM_BELOW_THREADS 4
/* R2C half lengths whose twist each work-item forms in its registers
 * (planner.c one_item_twist) take one work-item below 5 (H200, three runs
 * each against 50b8069, bench/results/h200-2026-11-26-c2r-rows/call4-r2c:
 * R2C 40 = 4x5 from 4 work-items, 2707 -> 3703 GB/s; no other R2C row
 * from 8 to 80 points changed). */
#define ONE_ITEM_R2C_BELOW_THREADS 5
#ifndef LOOP_RADIX
#define LOOP_RADIX 8              /* largest power-of-two radix of loop kernels */
#endif
#ifndef COMPLEX_EXCHANGE
#define COMPLEX_EXCHANGE 1        /* 0: exchange re and im through two arrays */
#endif
#ifndef COMPLEX_MIN_THREADS
#define COMPLEX_MIN_THREADS 8     /* complex_values_pay */
#endif
#ifndef COMPLEX_MAX_VALUES
#define COMPLEX_MAX_VALUES 25
#endif
#ifndef ODD_FIRST_RATIO
#define ODD_FIRST_RATIO 20        /* odd part / power-of-two part (shape_pass) */
#endif

shape_rules shape_rules_from_profile(const clfft_profile *prof, size_t elem_bytes)
{
    shape_rules r;
    memset(&r, 0, sizeof r);
    r.elem_bytes = elem_bytes;
    r.real_bytes = elem_bytes / 2;
    r.local_bytes = (size_t)prof->local_mem_bytes;
    size_t bank_row = (size_t)prof->local_banks * prof->bank_width_bytes / r.real_bytes;
    r.pad_every = prof->local_banks && bank_row >= 2 ? (unsigned)bank_row : 0;
    r.banks = prof->local_banks;
    r.is_cpu = prof->is_cpu;
    r.words_per_real = prof->bank_width_bytes && r.real_bytes > prof->bank_width_bytes
                           ? r.real_bytes / prof->bank_width_bytes
                           : 1;
    r.words_per_cplx = prof->bank_width_bytes && elem_bytes > prof->bank_width_bytes
                           ? elem_bytes / prof->bank_width_bytes
                           : 1;
    size_t cplx_row = (size_t)prof->local_banks * prof->bank_width_bytes / elem_bytes;
    r.pad_every_cplx = COMPLEX_EXCHANGE && prof->local_banks && cplx_row >= 2 ? (unsigned)cplx_row : 0;
    /* on devices without banks (CPUs) local memory is ordinary cache: pocl
     * on 2 cores ran 1000 20% and 4096 28% slower with complex arrays, 64
     * 3-46% faster, the rest mixed (bench/NOTES.md, entry 18) */
    r.complex_exchange = COMPLEX_EXCHANGE && prof->local_banks > 0;
    /* a radix-r butterfly keeps r values and about as many temporaries
     * live: the largest power of two up to half the budget */
    r.max_radix = 4;
    while (r.max_radix * 2 <= prof->max_registers_cplx / 2 && r.max_radix * 2 <= FFT_MAX_SMALL_RADIX_POW2)
        r.max_radix *= 2;
    /* radix 16 stays the default: 32 ran slower at 4096 and below on the
     * H200.  On CPUs radix 32 pays from 512 points wherever it saves a small
     * pass (one exchange and barrier less; pocl on a 2-core EPYC: 512 +36%,
     * 1024 +13%, 2^18 = 512 x 512 +64%, 2^20 +15%; bench/NOTES.md, 26) */
    r.small_radix = r.max_radix < 16 ? r.max_radix : 16;
    r.large_radix_from = prof->is_cpu ? CPU_LARGE_RADIX_FROM : LARGE_RADIX_FROM;
    /* odd composites have no cheap internal twiddles; allow them up to half
     * the register budget (25 = 5x5 and 27 = 3x3x3 with 64) */
    r.max_odd_radix = prof->max_registers_cplx / 2 > r.max_radix ? prof->max_registers_cplx / 2 : r.max_radix;
    if (r.max_odd_radix > FFT_MAX_SMALL_RADIX_ODD)
        r.max_odd_radix = FFT_MAX_SMALL_RADIX_ODD;
    r.max_wg = prof->max_work_group ? prof->max_work_group : 64;
    size_t simd = prof->simd_width ? prof->simd_width : 1;
    r.simd = simd;
    /* four SIMD groups: on the H200, 128-item groups ran up to 15% faster
     * than 256 (more groups resident per compute unit; bench/NOTES.md) */
    r.target_wg = simd * 4 < 64 ? 64 : simd * 4 > 256 ? 256 : simd * 4;
    if (r.target_wg > r.max_wg)
        r.target_wg = r.max_wg;
    r.coalesce_elems = prof->coalesce_bytes / elem_bytes;
    if (r.coalesce_elems < 1)
        r.coalesce_elems = 1;
    /* a transform exchanged in turns keeps all its values in registers:
     * half the register budget, counted in fp32 complex values */
    r.max_turn_values = (size_t)prof->max_registers_cplx / 2 * 8 / elem_bytes;
    return r;
}

static size_t local_row(unsigned pad_every, size_t radix, size_t m)
{
    size_t row = radix + (pad_every && radix > 1 ? (radix - 1) / pad_every : 0);
    /* an odd row keeps rows of adjacent transforms in different banks */
    if (pad_every && m > 1 && row % 2 == 0)
        row++;
    return row;
}

/* Local bytes of the exchange arrays; a split exchange needs one array,
 * an exchange in turns 1/turns of the values.  Also right for a complex
 * array (pad then counts complex values). */
size_t shape_local_need(const shape_rules *r, size_t radix, size_t m, int split, unsigned turns, unsigned pad)
{
    return (split ? 1 : 2) * r->real_bytes * local_row(pad, radix / turns, m) * m;
}

/* Bank conflicts of the writes of one transform between small passes:
 * lane t writes element o + j*ps of butterfly t (reads, b + j*R/r, are
 * always consecutive).  Returns the mean over all write accesses of the
 * worst count of distinct words on one bank, i.e. transactions per access
 * (1 = conflict-free).  The mean, not the worst: a pad that removes one
 * 3-way conflict but adds 2-way ones elsewhere costs more than it saves
 * (2401 = 7^4 ran 21% faster unpadded on the H200, bench/NOTES.md).
 * Values of several words are served a bank row at a time: only lanes
 * within one row's worth (a half warp for 8 bytes on 32 banks of 4) can
 * conflict. */
static double write_conflicts(const fft_pass *ps, const shape_rules *r, unsigned pad, size_t words)
{
    size_t lanes = r->simd < ps->threads_per_transform ? r->simd : ps->threads_per_transform;
    size_t stride = 1, transactions = 0, accesses = 0;
    unsigned count[256];
    size_t banks = r->banks < 256 ? r->banks : 256;
    if (banks == 0)
        return 1;
    size_t wave = banks / words ? banks / words : 1;
    for (unsigned s = 0; s + 1 < ps->nfactors; s++) {
        unsigned radix = ps->factors[s];
        size_t nb = ps->radix / radix;
        for (unsigned j = 0; j < radix; j++) {
            unsigned worst = 0;
            for (size_t t = 0; t < lanes && t < nb; t++) {
                if (t % wave == 0) {
                    transactions += worst;
                    accesses += worst > 0;
                    worst = 0;
                    memset(count, 0, sizeof count);
                }
                size_t k = t % stride;
                size_t x = (t - k) * radix + k + j * stride;
                size_t word = (x + (pad ? x / pad : 0)) * words;
                for (size_t w = 0; w < words; w++)
                    if (++count[(word + w) % banks] > worst)
                        worst = count[(word + w) % banks];
            }
            transactions += worst;
            accesses += worst > 0;
        }
        stride *= radix;
    }
    return accesses ? (double)transactions / (double)accesses : 1.0;
}

/* The padding (0: none) of one transform's exchange with values of this
 * many words: adjacent columns always need it (odd rows), a single
 * transform only when it lowers its bank conflicts (odd radices first:
 * unpadded 6000 fits 48 KiB without splitting its exchanges). */
static unsigned exchange_padding(const fft_pass *ps, const shape_rules *r, size_t m, unsigned pad, size_t words)
{
    if (r->variant.padding != FFT_RULE)
        return r->variant.padding == FFT_FORCE_ON || m > 1 ? pad : 0;
    if (m == 1 && pad && write_conflicts(ps, r, 0, words) <= write_conflicts(ps, r, pad, words))
        return 0;
    return pad;
}

unsigned shape_widest_factor(const unsigned *factors, unsigned nfactors)
{
    unsigned widest = 1;
    for (unsigned f = 0; f < nfactors; f++)
        if (factors[f] > widest)
            widest = factors[f];
    return widest;
}

unsigned shape_big_prime_radix(const fft_pass *ps)
{
    for (unsigned f = 0; f < ps->nfactors; f++)
        if (ps->factors[f] >= 17 && fft_is_prime(ps->factors[f]))
            return ps->factors[f];
    return 0;
}

/* fp32 passes with a prime radix of 17 to 31 and three work-items per
 * transform (51 = 17x3 to 93 = 31x3), which stage their loads and stores
 * through local memory (runs shorter than a quarter of the coalescing
 * unit: planner.c choose_access), three exchanges in all, take complex
 * values after all, however many values a work-item holds (87, 93).
 * H100, GB/s, two runs each, CLFFT_VARIANT=complex-values against the
 * rules (bench/results/gpu-2026-11-26-narrow, call54): C2C 51 = 17x3 2608
 * -> 2860, 57 2567 -> 2965, 93 2349 -> 2831, R2C 57 1479 -> 1791, 87 1463
 * -> 1690, 93 1239 -> 1664, C2R 51 1100 -> 1167, 93 846 -> 901; C2C 69
 * -2%, 87 -1% (3 work-items each, all 15 rows +9% on the geometric mean).
 * With 4 or more work-items, loads direct, they lost (85 = 17x5 -11%, 102
 * -6%, 119 -5%), and so did rows of one work-item (R2C 17 -7%, C2R 17
 * -18%); two work-items (38 = 2x19, 46) were not measured. */
#define BIG_PRIME_COMPLEX_THREADS 3
static int big_prime_staged(const fft_pass *ps, const shape_rules *r)
{
    return r->elem_bytes == 8 && !r->is_cpu && shape_big_prime_radix(ps) &&
           ps->threads_per_transform == BIG_PRIME_COMPLEX_THREADS &&
           ps->threads_per_transform * 4 < r->coalesce_elems;
}

/* Whether unsplit exchanges move complex values (devices with banks),
 * except in two cases measured slower on the H200 (bench/NOTES.md, entry
 * 18): fp32 groups of several transforms with 2 to COMPLEX_MIN_THREADS - 1
 * work-items each (32 and 10^6 = 3 passes of 100, 4 work-items per
 * transform: 7% slower; 100000's 250-point pass with 10 gained 10%), and
 * more than COMPLEX_MAX_VALUES values per work-item (2187 = 27x27x3, 27
 * values: 13% slower, 80 registers against 72; 3125 and 1000 with 25
 * gained 4%).  Both thresholds are fitted, not derived. */
static int complex_values_pay(const fft_pass *ps, const shape_rules *r)
{
    if (r->variant.complex_values != FFT_RULE)
        return r->complex_exchange && r->variant.complex_values == FFT_FORCE_ON;
    /* the few-work-items exception is fp32's, and not for one work-item
     * per transform (a staged tile, the only exchange): H200, two runs of
     * each build (bench/results/h200-2026-11-24-complexvalues): fp32 C2R 32 1821
     * -> 2452 GB/s, R2C 16 3328 -> 3825, fp64 R2C 32 2978 -> 3439, R2C 16
     * +3%; C2C 2 to 32 and 16^3 within 0.5%.  Passes with a prime radix of
     * 17 to 31 keep the exception (R2C 17, C2R 17, 85 = 17x5 and 102 =
     * 17x3x2 lost without it), except big_prime_staged's. */
    int staged_tile = ps->threads_per_transform == 1, fp64 = r->elem_bytes == 16;
    int measured = !shape_big_prime_radix(ps), big_prime_complex = big_prime_staged(ps, r);
    int few_threads = ps->transforms_per_group > 1 && ps->threads_per_transform < COMPLEX_MIN_THREADS &&
                      !(measured && (staged_tile || fp64)) && !big_prime_complex;
    int many_values = ps->radix / ps->threads_per_transform > COMPLEX_MAX_VALUES && !big_prime_complex;
    return r->complex_exchange && !few_threads && !many_values;
}

/* Turns must divide the radix on both sides of every exchange (fft_plan.h). */
static int turns_allowed(const fft_pass *ps, unsigned turns)
{
    if (turns == 1)
        return 1;
    if (ps->nfactors < 2)
        return 0;
    for (unsigned f = 0; f < ps->nfactors; f++)
        if (ps->factors[f] % turns != 0)
            return 0;
    return 1;
}

/* Turns keep every value in registers: at most max_turn_values per
 * work-item, in a group of at most half the largest size (a full size
 * group gets too few registers per work-item to hold them), or of the
 * largest size with half those values (full_group_turns). */
static int turns_fit(const fft_pass *ps, const shape_rules *r, unsigned turns)
{
    size_t values = ps->radix / ps->threads_per_transform;
    int group_fits = ps->work_group_size <= r->max_wg / 2 ||
                     (r->full_group_turns && ps->work_group_size <= r->max_wg && values * 2 <= r->max_turn_values);
    return turns_allowed(ps, turns) && values <= r->max_turn_values && group_fits;
}

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

/* Threads per transform: one per butterfly of the largest radix, so that
 * each thread holds about max_radix values. */
static unsigned threads_for(size_t radix, const unsigned *factors, unsigned nfactors, size_t max_wg)
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
    unsigned threads = threads_for(radix, ps->factors, ps->nfactors, r->max_wg);
    if (has_odd_composite(ps->factors, ps->nfactors, r->small_radix)) {
        unsigned small[FFT_MAX_FACTORS];
        unsigned nsmall = factorize(radix, pow2_radix, r->small_radix, odd_first, small);
        unsigned small_threads = threads_for(radix, small, nsmall, r->max_wg);
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
        if (threads_for(radix, short_odd, nshort, r->max_wg) > threads) {
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
 * fit holds an odd radix above the power-of-two radix.  H200, GB/s,
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
 * many radices does.  One-pass plans keep their radices (the variant
 * there: fp32 -29% to +37% by length, entry 105). */
#define BALANCED_ODD_MIN_TOP 15 /* 21x3 -> 9x7, 27x3 -> 9x9 lost up to 15% (call187) */
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

static void balance_odd(fft_pass *ps, const shape_rules *r, unsigned max_odd)
{
    int rule = r->variant.odd_balance == FFT_RULE;
    int wanted = rule ? !r->is_cpu && !r->single_pass : r->variant.odd_balance == FFT_FORCE_ON;
    if (!wanted || !has_odd_composite(ps->factors, ps->nfactors, rule ? r->small_radix : 1))
        return;
    unsigned primes[FFT_MAX_FACTORS], np = 0, at[FFT_MAX_FACTORS], nodd = 0, top = 0;
    for (unsigned f = 0; f < ps->nfactors; f++) {
        unsigned v = ps->factors[f];
        if (v % 2 == 0)
            continue;
        at[nodd++] = f;
        top = v > top ? v : top;
        for (unsigned p = 3; v > 1; p += 2)
            while (v % p == 0) {
                primes[np++] = p;
                v /= p;
            }
    }
    sort_descending(primes, np); /* largest first: big primes fail early */
    odd_search s = {.primes = primes, .nprimes = np, .nbins = nodd, .max_odd = max_odd, .best_top = top,
                    .floor = rule ? BALANCED_ODD_MIN_TOP : 1};
    for (unsigned b = 0; b < nodd; b++)
        s.bins[b] = 1;
    odd_walk(&s, 0, 0);
    if (s.best_top == top)
        return;
    sort_descending(s.best, nodd); /* largest first, in the odd radices' places */
    for (unsigned b = 0; b < nodd; b++)
        ps->factors[at[b]] = s.best[b];
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
    if (!r->mixed_radices || fft_is_pow2(radix))
        return;
    unsigned n = balanced_factors(radix, r->small_radix, mixed);
    if (n && (n < ps->nfactors || (n == ps->nfactors && mixed[0] < shape_widest_factor(ps->factors, ps->nfactors)))) {
        memcpy(ps->factors, mixed, n * sizeof *mixed);
        ps->nfactors = n;
    }
}

/* Fills the radix-dependent part of a pass; 0 when R with m columns does
 * not fit the device (local memory, work-group size, registers). */
static int shape_factored_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m);

int shape_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
{
    memset(ps, 0, sizeof *ps);
    ps->radix = radix;
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
    balance_odd(ps, r, max_odd);
    mix_balanced(ps, r, radix);
    return shape_factored_pass(ps, r, radix, m);
}

/* The rest of a pass once its radices (ps->factors) are chosen: work-items,
 * exchange mode, local memory; 0 when it does not fit. */
static int shape_factored_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
{
    ps->threads_per_transform = threads_for(radix, ps->factors, ps->nfactors, r->max_wg);
    size_t one_item_max = r->twist_load || r->paired_last ? ONE_ITEM_TWIST_MAX_N : ONE_ITEM_MAX_N;
    if (r->complex_rows && !(r->elem_bytes == 16 && shape_big_prime_radix(ps)))
        one_item_max = ONE_ITEM_C2C_MAX_N;
    unsigned one_item_below = r->paired_last ? ONE_ITEM_R2C_BELOW_THREADS : ONE_ITEM_BELOW_THREADS;
    if (r->one_item_rows && r->single_pass && radix <= one_item_max && ps->nfactors >= 2 &&
        ps->threads_per_transform < one_item_below)
        ps->threads_per_transform = 1;
    ps->transforms_per_group = (unsigned)m;
    if ((size_t)ps->threads_per_transform * m > r->max_wg)
        return 0;
    ps->work_group_size = ps->threads_per_transform * (unsigned)m;
    if (radix / ps->threads_per_transform > FFT_MAX_TILE_PER_THREAD)
        return 0;
    for (unsigned f = 0; f < ps->nfactors; f++) {
        size_t nb = radix / ps->factors[f];
        if ((nb + ps->threads_per_transform - 1) / ps->threads_per_transform > FFT_MAX_BUTTERFLIES_PER_THREAD)
            return 0;
    }
    /* the cheapest exchange that fits: all values at once (as complex
     * values, else as re and im arrays), then re and im in turn, then
     * balanced turns of 1/2, 1/4, 1/8 of the values (only while every
     * work-item can hold its values in registers) */
    if (complex_values_pay(ps, r)) {
        /* complex values only all at once: complex turns before a split
         * exchange lost more than they won (bench/NOTES.md, entry 18) */
        unsigned pad = exchange_padding(ps, r, m, r->pad_every_cplx, r->words_per_cplx);
        size_t need = shape_local_need(r, radix, m, 0, 1, pad);
        if (need <= r->local_bytes) {
            ps->complex_exchange = 1;
            ps->exchange_turns = 1;
            ps->pad_every = pad;
            ps->local_row = local_row(pad, radix, m);
            ps->local_bytes = need;
            return 1;
        }
    }
    ps->pad_every = exchange_padding(ps, r, m, r->pad_every, r->words_per_real);
    static const struct { int split; unsigned turns; } options[] = {{0, 1}, {1, 1}, {1, 2}, {1, 4}, {1, 8}};
    for (size_t o = 0; o < sizeof options / sizeof options[0]; o++) {
        unsigned turns = options[o].turns;
        if (turns > 1 && !turns_fit(ps, r, turns))
            continue;
        size_t need = shape_local_need(r, radix, m, options[o].split, turns, ps->pad_every);
        if (need <= r->local_bytes) {
            ps->split_exchange = options[o].split;
            ps->exchange_turns = turns;
            ps->local_row = local_row(ps->pad_every, radix / turns, m);
            ps->local_bytes = need;
            return 1;
        }
    }
    return 0;
}

int shape_plane_pass(fft_pass *ps, const shape_rules *r, size_t n1, size_t n2, size_t m)
{
    fft_pass a, b;
    if (!shape_pass(&a, r, n2, m) || !shape_pass(&b, r, n1, m) || a.nfactors + b.nfactors > FFT_MAX_FACTORS)
        return 0;
    memset(ps, 0, sizeof *ps);
    ps->radix = n1 * n2;
    memcpy(ps->factors, a.factors, a.nfactors * sizeof a.factors[0]);
    memcpy(ps->factors + a.nfactors, b.factors, b.nfactors * sizeof b.factors[0]);
    ps->nfactors = a.nfactors + b.nfactors;
    return shape_factored_pass(ps, r, n1 * n2, m);
}

size_t shape_loop_bytes(const shape_rules *r, size_t radix, size_t columns)
{
    return 2 * radix * columns * r->elem_bytes;
}

int shape_loop_fits(const shape_rules *r, size_t radix, size_t columns)
{
    return shape_loop_bytes(r, radix, columns) <= r->local_bytes;
}

int shape_loop_pass(fft_pass *ps, const shape_rules *r, size_t columns)
{
    if (ps->radix < 2 || columns < 1 || !shape_loop_fits(r, ps->radix, columns))
        return 0;
    /* loops keep one butterfly's values per vector lane in registers, so
     * the largest radix is the register file's, not the local memory's */
    size_t pow2_part = ps->radix & (~ps->radix + 1);
    int odd_first = ps->radix / pow2_part >= ODD_FIRST_RATIO * pow2_part;
    ps->nfactors = factorize(ps->radix, LOOP_RADIX, odd_radix_limit(r), odd_first, ps->factors);
    ps->loop_kernel = 1;
    ps->threads_per_transform = 1;
    ps->transforms_per_group = (unsigned)columns;
    ps->work_group_size = 1;
    ps->pad_every = 0;
    ps->local_row = 0;
    ps->local_bytes = shape_loop_bytes(r, ps->radix, columns);
    ps->split_exchange = 0;
    ps->complex_exchange = 0;
    ps->exchange_turns = 1;
    return 1;
}
