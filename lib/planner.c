/* Stage 2: descriptor + device profile -> pass plan.  No OpenCL calls.
 *
 * Decisions and the profile fields behind them:
 *  - local_mem_bytes: the longest transform one work-group holds (single
 *    kernel) and how many transforms / columns share a work-group;
 *  - local_banks, bank_width_bytes: padding of the exchange arrays;
 *  - coalesce_bytes: how many adjacent columns a strided pass loads together
 *    (and, through a cost model, how many global passes are worth it);
 *  - simd_width, max_work_group: work-group size;
 *  - max_registers_cplx: the largest small radix (values held per thread). */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "fft_plan.h"

/* Pre-twiddle tables of more bytes than this use two levels: on the H200 a
 * direct 4 MiB table made 2^19 7% faster than two levels, 16 MiB made 2^21
 * 10% slower (bench/NOTES.md, entry 16). */
#ifndef SPLIT_TWIDDLE_ABOVE_BYTES
#define SPLIT_TWIDDLE_ABOVE_BYTES (8u << 20)
#endif
#define SINGLE_PASS_CAP 16384     /* longest transform one kernel unrolls */
#ifndef LARGE_RADIX_FROM
#define LARGE_RADIX_FROM 2048     /* shorter transforms keep radix <= 16 */
#endif
#define SHORT_TRANSFORM 128       /* and these radix <= 8 */

/* Cost model of a global pass relative to one that streams full coalescing
 * units with a plain exchange (bench/NOTES.md, entry 13, has the H200
 * measurements behind the defaults; a build may override them to explore,
 * e.g. -Dc_args=-DSPLIT_EXCHANGE_COST=1.5). */
#ifndef SPLIT_EXCHANGE_COST
#define SPLIT_EXCHANGE_COST 1.3   /* re and im exchanged in turn */
#endif
#ifndef EXCHANGE_TURN_COST
#define EXCHANGE_TURN_COST 1.1    /* per doubling of the exchange turns */
#endif
#ifndef ODD_FIRST_RATIO
#define ODD_FIRST_RATIO 20        /* odd part / power-of-two part (shape_pass) */
#endif
#ifndef HALF_RUN_COST
#define HALF_RUN_COST 1.2         /* strided runs of half the coalescing unit */
#endif
#ifndef QUARTER_RUN_COST
#define QUARTER_RUN_COST 2.0      /* a quarter; each further halving doubles it */
#endif

static int mul_overflows(size_t a, size_t b, size_t *out)
{
    if (a != 0 && b > SIZE_MAX / a)
        return 1;
    *out = a * b;
    return 0;
}

static int add_overflows(size_t a, size_t b, size_t *out)
{
    if (b > SIZE_MAX - a)
        return 1;
    *out = a + b;
    return 0;
}

static size_t largest_prime_factor(size_t n)
{
    size_t largest = 1;
    for (size_t f = 2; f * f <= n; f++)
        while (n % f == 0) {
            largest = f;
            n /= f;
        }
    return n > 1 ? n : largest;
}

/* Elements spanned by `count` items `stride` apart: (count-1)*stride + 1. */
static int span(size_t count, size_t stride, size_t *out)
{
    size_t s;
    if (count == 0) {
        *out = 0;
        return 0;
    }
    if (mul_overflows(count - 1, stride, &s) || add_overflows(s, 1, out))
        return 1;
    return 0;
}

/* The batch lattice offset + j*stride + b*dist must not repeat an element:
 * required of the output (parallel writes) and, to keep the rules simple,
 * of the input.  Accepted when one level nests inside the other. */
static int layout_nests(size_t n, size_t stride, size_t batch, size_t dist)
{
    if (n > 1 && stride == 0)
        return 0;
    if (batch > 1 && dist == 0)
        return 0;
    if (n <= 1 || batch <= 1)
        return 1;
    size_t inner;
    if (stride <= dist)
        return !mul_overflows(n, stride, &inner) && dist >= inner;
    return !mul_overflows(batch, dist, &inner) && stride >= inner;
}

static clfft_status check_side(const char *side, size_t n, size_t batch, size_t stride, size_t dist,
                               size_t offset, size_t elem_bytes, size_t *extent)
{
    if (!layout_nests(n, stride, batch, dist))
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "%s layout (stride %zu, dist %zu) makes elements of length %zu x batch %zu overlap",
                        side, stride, dist, n, batch);
    size_t a, b, total, bytes;
    if (span(n, stride, &a) || mul_overflows(batch - 1, dist, &b) || add_overflows(a, b, &total) ||
        add_overflows(total, offset, &total) || mul_overflows(total, elem_bytes, &bytes) ||
        bytes > (size_t)INT64_MAX)
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s extent overflows (length %zu, batch %zu, stride %zu, dist %zu)",
                        side, n, batch, stride, dist);
    *extent = total;
    return CLFFT_OK;
}

static clfft_status validate(const clfft_desc *d, fft_plan_layout *L)
{
    if (d->rank < 1 || d->rank > 3)
        return fft_fail(CLFFT_ERR_INVALID_RANK, "rank is %d", d->rank);
    for (int i = 0; i < 3; i++) {
        if (i < d->rank && d->n[i] == 0)
            return fft_fail(CLFFT_ERR_INVALID_LENGTH, "n[%d] is 0", i);
        if (i >= d->rank && (d->n[i] != 0 || d->istride[i] != 0 || d->ostride[i] != 0))
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "n[%d]/istride[%d]/ostride[%d] must be 0 for rank %d", i, i,
                            i, d->rank);
    }
    if ((unsigned)d->kind > CLFFT_C2R)
        return fft_fail(CLFFT_ERR_INVALID_KIND, "kind is %d", (int)d->kind);
    if ((unsigned)d->precision > CLFFT_FP64)
        return fft_fail(CLFFT_ERR_INVALID_PRECISION, "precision is %d", (int)d->precision);
    if (!isfinite(d->forward_scale) || !isfinite(d->backward_scale))
        return fft_fail(CLFFT_ERR_INVALID_SCALE, "forward_scale %g, backward_scale %g", d->forward_scale,
                        d->backward_scale);
    size_t total = 1;
    for (int i = 0; i < d->rank; i++)
        if (mul_overflows(total, d->n[i], &total))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "product of the lengths overflows");
    size_t batch = d->batch ? d->batch : 1;
    size_t all;
    if (mul_overflows(total, batch, &all) || mul_overflows(all, 16, &all))
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "length %zu x batch %zu overflows", total, batch);
    if (d->rank > 1)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "rank %d transforms are not supported yet (rank 1 is)", d->rank);
    if (d->kind != CLFFT_C2C)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "real transforms (R2C/C2R) are not supported yet (C2C is)");
    size_t n = d->n[0];
    if (n > UINT32_MAX)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "length %zu exceeds 2^32 - 1", n);
    size_t big = largest_prime_factor(n);
    if (big > FFT_MAX_PRIME)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "length %zu has the prime factor %zu; only factors up to %d are supported yet",
                        n, big, FFT_MAX_PRIME);

    L->desc = *d;
    L->n = n;
    L->batch = batch;
    L->desc.batch = batch;
    L->elem_bytes = d->precision == CLFFT_FP64 ? 16 : 8;
    clfft_desc *c = &L->desc;
    if (c->forward_scale == 0.0)
        c->forward_scale = 1.0;
    if (c->backward_scale == 0.0)
        c->backward_scale = 1.0;
    if (c->istride[0] == 0)
        c->istride[0] = 1;
    if (c->idist == 0)
        c->idist = n * c->istride[0];
    if (c->inplace) {
        if ((d->ostride[0] && d->ostride[0] != c->istride[0]) || (d->odist && d->odist != c->idist) ||
            (d->ooffset && d->ooffset != c->ioffset))
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "an in-place plan's output layout must equal its input layout");
        c->ostride[0] = c->istride[0];
        c->odist = c->idist;
        c->ooffset = c->ioffset;
    } else {
        if (c->ostride[0] == 0)
            c->ostride[0] = 1;
        if (c->odist == 0)
            c->odist = n * c->ostride[0];
    }
    clfft_status st = check_side("input", n, batch, c->istride[0], c->idist, c->ioffset, L->elem_bytes, &L->in_extent);
    if (st != CLFFT_OK)
        return st;
    return check_side("output", n, batch, c->ostride[0], c->odist, c->ooffset, L->elem_bytes, &L->out_extent);
}

/* ---- shaping passes from the profile ---- */

typedef struct shape_rules {
    size_t real_bytes, elem_bytes;
    size_t local_bytes;
    unsigned pad_every;   /* from the bank layout; 0: no banks */
    unsigned banks;
    size_t words_per_real; /* bank words one real occupies */
    size_t simd;
    unsigned max_radix;   /* largest power-of-two radix the registers allow */
    unsigned small_radix; /* the one used unless a larger one saves a pass */
    unsigned max_odd_radix;
    size_t max_wg;
    size_t target_wg;
    size_t coalesce_elems;
    size_t max_turn_values; /* values per work-item that an exchange in turns may hold */
} shape_rules;

static shape_rules rules_from_profile(const clfft_profile *prof, size_t elem_bytes)
{
    shape_rules r;
    r.elem_bytes = elem_bytes;
    r.real_bytes = elem_bytes / 2;
    r.local_bytes = (size_t)prof->local_mem_bytes;
    size_t bank_row = (size_t)prof->local_banks * prof->bank_width_bytes / r.real_bytes;
    r.pad_every = prof->local_banks && bank_row >= 2 ? (unsigned)bank_row : 0;
    r.banks = prof->local_banks;
    r.words_per_real = prof->bank_width_bytes && r.real_bytes > prof->bank_width_bytes
                           ? r.real_bytes / prof->bank_width_bytes
                           : 1;
    /* radix 16 keeps 16 values plus as many temporaries live */
    /* a radix-r butterfly keeps r values and about as many temporaries
     * live: the largest power of two up to half the budget */
    r.max_radix = 4;
    while (r.max_radix * 2 <= prof->max_registers_cplx / 2 && r.max_radix * 2 <= FFT_MAX_SMALL_RADIX_POW2)
        r.max_radix *= 2;
    /* radix 16 stays the default: 32 ran slower at 4096 and below */
    r.small_radix = r.max_radix < 16 ? r.max_radix : 16;
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
 * an exchange in turns 1/turns of the values. */
static size_t local_need(const shape_rules *r, size_t radix, size_t m, int split, unsigned turns, unsigned pad)
{
    return (split ? 1 : 2) * r->real_bytes * local_row(pad, radix / turns, m) * m;
}

/* Worst bank conflict (distinct words on one bank in one access) of the
 * writes of one warp of a single transform between small passes: lane t
 * writes element o + j*ps of butterfly t; reads (b + j*R/r) are always
 * consecutive. */
static size_t write_conflicts(const fft_pass *ps, const shape_rules *r, unsigned pad)
{
    size_t lanes = r->simd < ps->threads_per_transform ? r->simd : ps->threads_per_transform;
    size_t worst = 1, stride = 1;
    unsigned count[256];
    size_t banks = r->banks < 256 ? r->banks : 256;
    if (banks == 0)
        return 1;
    for (unsigned s = 0; s + 1 < ps->nfactors; s++) {
        unsigned radix = ps->factors[s];
        size_t nb = ps->radix / radix;
        for (unsigned j = 0; j < radix; j++) {
            memset(count, 0, sizeof count);
            for (size_t t = 0; t < lanes && t < nb; t++) {
                size_t k = t % stride;
                size_t x = (t - k) * radix + k + j * stride;
                size_t word = (x + (pad ? x / pad : 0)) * r->words_per_real;
                if (++count[word % banks] > worst)
                    worst = count[word % banks];
            }
        }
        stride *= radix;
    }
    return worst;
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
    static const unsigned odd[] = {13, 11, 7, 5, 3};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++)
        while (radix % odd[i] == 0) {
            radix /= odd[i];
            unsigned bin = first_odd;
            while (bin < n && factors[bin] * odd[i] > max_odd)
                bin++;
            if (bin < n)
                factors[bin] *= odd[i];
            else
                factors[n++] = odd[i];
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
    unsigned biggest = 1;
    for (unsigned f = 0; f < nfactors; f++)
        if (factors[f] > biggest)
            biggest = factors[f];
    size_t t = radix / biggest;
    while (t > max_wg || radix % t != 0)
        t--;
    return (unsigned)(t ? t : 1);
}

/* Fills the radix-dependent part of a pass; 0 when R with m columns does
 * not fit the device (local memory, work-group size, registers). */
static int shape_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m)
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
#ifdef ODD_FIRST_ALWAYS
    odd_first = 1;
#endif
    ps->nfactors = radix > 1 ? factorize(radix, pow2_radix, r->max_odd_radix, odd_first, ps->factors) : 0;
    /* radix 32 when it saves a small pass, in long transforms (8192:
     * 32x16x16 instead of 16x16x16x2; measured 3.66 against 2.59 TB/s on
     * the H200) and whenever the exchange will need turns (16 columns of
     * 1024: 32x32 ran 1.55 TB/s for 2^20, 16x16x4 1.22) */
    if (r->max_radix > r->small_radix &&
        (radix >= LARGE_RADIX_FROM || local_need(r, radix, m, 1, 1, r->pad_every) > r->local_bytes)) {
        unsigned wide[FFT_MAX_FACTORS];
        unsigned nwide = factorize(radix, r->max_radix, r->max_odd_radix, odd_first, wide);
        if (nwide < ps->nfactors) {
            memcpy(ps->factors, wide, sizeof wide);
            ps->nfactors = nwide;
        }
    }
    ps->threads_per_transform = threads_for(radix, ps->factors, ps->nfactors, r->max_wg);
    ps->transforms_per_group = (unsigned)m;
    /* adjacent columns need padded (odd) rows; a single transform only when
     * padding lowers its bank conflicts (odd radices first: unpadded 6000
     * fits 48 KiB without splitting its exchanges) */
    ps->pad_every = r->pad_every;
    if (m == 1 && r->pad_every && write_conflicts(ps, r, 0) <= write_conflicts(ps, r, r->pad_every))
        ps->pad_every = 0;
    ps->local_row = local_row(ps->pad_every, radix, m);
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
    /* the cheapest exchange that fits: all values at once, then re and im
     * in turn, then balanced turns of 1/2, 1/4, 1/8 of the values (only
     * while every work-item can hold its values in registers) */
    static const struct { int split; unsigned turns; } options[] = {{0, 1}, {1, 1}, {1, 2}, {1, 4}, {1, 8}};
    for (size_t o = 0; o < sizeof options / sizeof options[0]; o++) {
        unsigned turns = options[o].turns;
        /* turns keep every value in registers: at most max_turn_values per
         * work-item, in a group of at most half the largest size (a full
         * size group gets too few registers per work-item to hold them) */
        if (turns > 1 && (!turns_allowed(ps, turns) || radix / ps->threads_per_transform > r->max_turn_values ||
                          ps->work_group_size > r->max_wg / 2))
            continue;
        size_t need = local_need(r, radix, m, options[o].split, turns, ps->pad_every);
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

static int radix_fits(const shape_rules *r, size_t radix, size_t m)
{
    fft_pass probe;
    return radix <= SINGLE_PASS_CAP && shape_pass(&probe, r, radix, m);
}

/* Smallest divisor of n at or above n^(1/k) that fits and leaves a
 * remainder that splits into k-1 fitting factors; 0 if none.  Balanced
 * because each pass then takes about n^(1/k). */
static size_t split_first(const shape_rules *r, size_t n, unsigned k, size_t m)
{
    if (k == 1)
        return radix_fits(r, n, m) ? n : 0;
    size_t lo = (size_t)floor(pow((double)n, 1.0 / k));
    if (lo < 2)
        lo = 2;
    for (size_t d = lo; d <= SINGLE_PASS_CAP && d <= n; d++)
        if (n % d == 0 && radix_fits(r, d, m) && split_first(r, n / d, k - 1, m))
            return d;
    for (size_t d = lo - 1; d >= 2; d--)
        if (n % d == 0 && radix_fits(r, d, m) && split_first(r, n / d, k - 1, m))
            return d;
    return 0;
}

/* Splits n into exactly k fitting radices, balanced; 0 if impossible. */
static int split_passes(const shape_rules *r, size_t n, size_t m, unsigned k, size_t *radices)
{
    if (!split_first(r, n, k, m))
        return 0;
    size_t rest = n;
    for (unsigned g = 0; g < k; g++) {
        radices[g] = split_first(r, rest, k - g, m);
        rest /= radices[g];
    }
    return 1;
}

/* Transforms per work-group of a single-pass plan: enough work-items for
 * the profile's target group size, no more than the batch needs. */
static size_t single_pass_group(const shape_rules *r, size_t radix, size_t batch)
{
    fft_pass probe;
    if (!shape_pass(&probe, r, radix, 1))
        return 0;
    size_t m = r->target_wg / probe.threads_per_transform;
    if (m < 1)
        m = 1;
    if (m > batch)
        m = batch;
    /* more transforms per group must not force a split exchange */
    while (m > 1 && (!shape_pass(&probe, r, radix, m) || probe.split_exchange || probe.exchange_turns > 1))
        m--;
    return m;
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

/* Consecutive work-items in this order touch runs of this many elements. */
static size_t order_run(const fft_pass *ps, fft_tile_order order)
{
    return order == FFT_TILE_M_FAST ? ps->transforms_per_group : ps->threads_per_transform;
}

/* The first small pass numbers work-items in the load's order, the later
 * ones in the store's (the first exchange renumbers them); each side is
 * read/written directly when consecutive work-items then cover at least a
 * quarter of the coalescing width (one 32-byte sector of a 128-byte line).
 * Returns 0 when the pass exchanges in turns but must stage a tile. */
static int choose_access(fft_pass *ps, const shape_rules *r)
{
    ps->thread_order = ps->load_order;
    ps->late_thread_order = ps->nfactors >= 2 ? ps->store_order : ps->load_order;
    ps->fuse_load = ps->nfactors > 0 && order_run(ps, ps->thread_order) * 4 >= r->coalesce_elems;
    ps->fuse_store = ps->nfactors > 0 && order_run(ps, ps->late_thread_order) * 4 >= r->coalesce_elems &&
                     ps->store_order == ps->late_thread_order;
    if (ps->nfactors <= 1 && ps->fuse_load && ps->fuse_store) {
        ps->local_bytes = 0; /* one small pass, no staging: registers only */
        ps->split_exchange = 0;
    }
    return ps->exchange_turns == 1 || (ps->fuse_load && ps->fuse_store);
}

static void assign_buffers(fft_plan_layout *L)
{
    unsigned k = L->npasses;
    const clfft_desc *d = &L->desc;
    int out_is_packed = !d->inplace && d->ostride[0] == 1 && d->odist == L->n && d->ooffset == 0;
    fft_buffer inter[FFT_MAX_PASSES];
    /* intermediates alternate, ending in scratch 0 before the last pass; the
     * other slot is the output buffer when that is safe, else scratch 1 */
    for (unsigned g = 0; g + 1 < k; g++) {
        unsigned from_last = k - 2 - g;
        inter[g] = from_last % 2 == 0 ? FFT_BUF_SCRATCH0 : (out_is_packed ? FFT_BUF_OUT : FFT_BUF_SCRATCH1);
    }
    L->nscratch = 0;
    for (unsigned g = 0; g < k; g++) {
        fft_pass *ps = &L->passes[g];
        ps->src = g == 0 ? FFT_BUF_IN : inter[g - 1];
        ps->dst = g + 1 == k ? FFT_BUF_OUT : inter[g];
        if (ps->dst == FFT_BUF_SCRATCH0 && L->nscratch < 1)
            L->nscratch = 1;
        if (ps->dst == FFT_BUF_SCRATCH1)
            L->nscratch = 2;
    }
    L->scratch_elems = L->nscratch ? L->n * L->batch : 0;
}

static void assign_addressing(fft_plan_layout *L)
{
    const clfft_desc *d = &L->desc;
    size_t p = 1;
    for (unsigned g = 0; g < L->npasses; g++) {
        fft_pass *ps = &L->passes[g];
        ps->p = p;
        ps->butterflies = L->n / ps->radix;
        ps->last = g + 1 == L->npasses;
        if (g == 0) {
            ps->in_stride = d->istride[0];
            ps->in_dist = d->idist;
            ps->in_offset = d->ioffset;
        } else {
            ps->in_stride = 1;
            ps->in_dist = L->n;
            ps->in_offset = 0;
        }
        if (ps->last) {
            ps->out_stride = d->ostride[0];
            ps->out_dist = d->odist;
            ps->out_offset = d->ooffset;
        } else {
            ps->out_stride = 1;
            ps->out_dist = L->n;
            ps->out_offset = 0;
        }
        /* whichever tile index moves through memory more slowly goes outer */
        size_t load_m = ps->butterflies > 1 ? ps->in_stride : ps->in_dist;
        size_t load_j = ps->butterflies * ps->in_stride;
        ps->load_order = load_m < load_j ? FFT_TILE_M_FAST : FFT_TILE_J_FAST;
        size_t store_m = ps->butterflies > 1 ? (p > 1 ? ps->out_stride : ps->radix * ps->out_stride) : ps->out_dist;
        size_t store_j = p * ps->out_stride;
        ps->store_order = store_m < store_j ? FFT_TILE_M_FAST : FFT_TILE_J_FAST;
        p *= ps->radix;
    }
}

static void assign_twiddles(fft_plan_layout *L)
{
    size_t at = 0;
    for (unsigned g = 0; g < L->npasses; g++) {
        fft_pass *ps = &L->passes[g];
        size_t stride = 1;
        for (unsigned f = 0; f < ps->nfactors; f++) {
            ps->stage_twiddle_offset[f] = at;
            if (stride > 1)
                at += (ps->factors[f] - 1) * stride;
            stride *= ps->factors[f];
        }
        ps->twiddle_offset = at;
        ps->twiddle_split = 0;
        if (ps->p > 1) {
            size_t len = ps->p * ps->radix;
            if (len * L->elem_bytes > SPLIT_TWIDDLE_ABOVE_BYTES) {
                /* the smallest divisor of p from sqrt(p) up: both tables
                 * then tile k evenly (2^22: base 256 instead of 182 ran 3%
                 * faster on the H200; bench/NOTES.md, entry 16) */
                size_t base = (size_t)ceil(sqrt((double)ps->p));
                while (ps->p % base != 0)
                    base++;
                ps->twiddle_split = 1;
                ps->twiddle_split_base = base;
                ps->twiddle_split_rows = (ps->p + base - 1) / base;
                at += ps->radix * (base + ps->twiddle_split_rows);
            } else {
                at += len;
            }
        }
    }
    L->twiddle_count = at ? at : 1;
}

/* Addressing, access, buffers and twiddles of L's shaped passes; 0 when
 * the combination cannot be generated (choose_access). */
static int finish_layout(fft_plan_layout *L, const shape_rules *r)
{
    assign_addressing(L);
    for (unsigned g = 0; g < L->npasses; g++)
        if (!choose_access(&L->passes[g], r))
            return 0;
    assign_buffers(L);
    assign_twiddles(L);
    return 1;
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

/* Cheapest multi-pass layout (cost model above, calibrated on the H200;
 * bench/NOTES.md); 0 when n cannot be split into FFT_MAX_PASSES passes. */
static int plan_passes(fft_plan_layout *L, const shape_rules *r)
{
    double best_cost = 0;
    int found = 0;
    fft_plan_layout cand = *L, best = *L;
    for (size_t m = r->coalesce_elems; m >= 1; m /= 2) {
        for (unsigned k = 2; k <= FFT_MAX_PASSES; k++) {
            size_t radices[FFT_MAX_PASSES];
            if (!split_passes(r, L->n, m, k, radices))
                continue;
            cand.npasses = k;
            for (unsigned g = 0; g < k; g++)
                shape_pass(&cand.passes[g], r, radices[g], widest_group(r, radices[g], m));
            if (!finish_layout(&cand, r))
                continue;
            double cost = 0;
            for (unsigned g = 0; g < k; g++)
                cost += pass_cost(&cand.passes[g], r, m);
            if (!found || cost < best_cost - 1e-9) {
                best_cost = cost;
                best = cand;
                found = 1;
            }
        }
    }
    *L = best;
    return found;
}

clfft_status fft_plan_build(const clfft_desc *desc, const clfft_profile *profile, fft_plan_layout *L)
{
    if (!desc || !profile || !L)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor, profile or layout is NULL");
    memset(L, 0, sizeof *L);
    clfft_status st = validate(desc, L);
    if (st != CLFFT_OK)
        return st;
    if (L->desc.precision == CLFFT_FP64 && !profile->has_fp64)
        return fft_fail(CLFFT_ERR_NO_FP64, "device '%s' has no cl_khr_fp64", profile->device_name);
    shape_rules r = rules_from_profile(profile, L->elem_bytes);
    if (r.local_bytes < 2 * r.elem_bytes * 16)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile local memory of %zu bytes is too small", r.local_bytes);

    /* one kernel whenever the transform fits a work-group */
    size_t single_m = radix_fits(&r, L->n, 1) ? single_pass_group(&r, L->n, L->batch) : 0;
    if (single_m) {
        L->npasses = 1;
        shape_pass(&L->passes[0], &r, L->n, single_m);
        if (finish_layout(L, &r))
            return CLFFT_OK;
    }
    if (!plan_passes(L, &r))
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "length %zu cannot be split into %d passes on this device", L->n,
                        FFT_MAX_PASSES);
    return CLFFT_OK;
}

static const char *buffer_name(fft_buffer b)
{
    switch (b) {
    case FFT_BUF_IN: return "in";
    case FFT_BUF_OUT: return "out";
    case FFT_BUF_SCRATCH0: return "scratch0";
    default: return "scratch1";
    }
}

char *fft_plan_describe(const fft_plan_layout *L, const clfft_profile *prof)
{
    size_t cap = 512 + 512 * (size_t)L->npasses;
    char *text = malloc(cap);
    if (!text)
        return NULL;
    size_t at = 0;
#define ADD(...) at += (size_t)snprintf(text + at, at < cap ? cap - at : 0, __VA_ARGS__)
    ADD("plan: C2C 1D N=%zu batch=%zu %s %s, %u pass%s, %u scratch buffer%s, %zu twiddles, profile '%s'\n",
        L->n, L->batch, L->desc.precision == CLFFT_FP64 ? "fp64" : "fp32",
        L->desc.inplace ? "in-place" : "out-of-place", L->npasses, L->npasses == 1 ? "" : "es", L->nscratch,
        L->nscratch == 1 ? "" : "s", L->twiddle_count, prof->preset);
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        ADD("  pass %u: %s -> %s, R=%zu p=%zu radices=", g, buffer_name(ps->src), buffer_name(ps->dst), ps->radix,
            ps->p);
        for (unsigned f = 0; f < ps->nfactors; f++)
            ADD("%s%u", f ? "x" : "", ps->factors[f]);
        if (!ps->nfactors)
            ADD("none");
        ADD(", work-group %u = %u transforms x %u threads, local %zu B%s", ps->work_group_size,
            ps->transforms_per_group, ps->threads_per_transform, ps->local_bytes,
            ps->split_exchange ? " (re/im exchanged in turn)" : "");
        if (ps->exchange_turns > 1)
            ADD(" (exchanges in %u turns)", ps->exchange_turns);
        ADD(", ");
        if (ps->pad_every)
            ADD("padding 1 per %u, ", ps->pad_every);
        else
            ADD("no padding, ");
        ADD("load %s %s, store %s %s%s\n", ps->fuse_load ? "direct" : "staged",
            ps->load_order == FFT_TILE_M_FAST ? "columns-fast" : "rows-fast", ps->fuse_store ? "direct" : "staged",
            ps->store_order == FFT_TILE_M_FAST ? "columns-fast" : "rows-fast",
            ps->late_thread_order != ps->thread_order ? " (work-items renumbered at the first exchange)" : "");
    }
#undef ADD
    if (at >= cap)
        text[cap - 1] = '\0';
    return text;
}
