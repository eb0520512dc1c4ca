/* Stage 2, one pass: the work-group shape, local memory, padding and
 * exchange mode of one global pass, from the profile's rules, once
 * lib/pass_radices.c has chosen its radices.  No OpenCL calls.
 * lib/planner.c decides which passes to shape. */
#include "pass_shape.h"

#include "pass_radices.h"

#include <string.h>

#ifndef LARGE_RADIX_FROM
#define LARGE_RADIX_FROM 2048     /* shorter transforms keep radix <= 16 */
#endif
#ifndef CPU_LARGE_RADIX_FROM
#define CPU_LARGE_RADIX_FROM 512  /* on CPUs (shape_rules_from_profile) */
#endif
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
#ifndef COMPLEX_EXCHANGE
#define COMPLEX_EXCHANGE 1        /* 0: exchange re and im through two arrays */
#endif
#ifndef COMPLEX_MIN_THREADS
#define COMPLEX_MIN_THREADS 8     /* complex_values_pay */
#endif
#ifndef COMPLEX_MAX_VALUES
#define COMPLEX_MAX_VALUES 25
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
 * unit: plan_layout.c choose_access), three exchanges in all, take complex
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
    int many_values = ps->radix / ps->threads_per_transform > COMPLEX_MAX_VALUES && !big_prime_complex &&
                      !r->many_values_complex;
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


/* Fills the radix-dependent part of a pass; 0 when R with m columns does
 * not fit the device (local memory, work-group size, registers). */
static int shape_factored_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m);

int shape_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
{
    memset(ps, 0, sizeof *ps);
    ps->radix = radix;
    radices_choose(ps, r, radix, m);
    return shape_factored_pass(ps, r, radix, m);
}

/* The rest of a pass once its radices (ps->factors) are chosen: work-items,
 * exchange mode, local memory; 0 when it does not fit. */
static int shape_factored_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
{
    ps->threads_per_transform = radices_threads(radix, ps->factors, ps->nfactors, r->max_wg);
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
    ps->nfactors = radices_for_loop(r, ps->radix, ps->factors);
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
