/* Fuzzer: random and adversarial descriptors, profiles, CLFFT_PROFILE
 * strings and enqueue arguments, checked against an independent validity
 * oracle (this file; it shares no code with the library).  Every accepted
 * plan small enough is run on the device in sub-buffers with guard zones
 * and compared against FFTW long double.
 *
 *   fuzz [--seed S] [--descriptors N] [--runs R] [--profiles P] [--specs K]
 *
 * N descriptors are checked through clfft_generate_source (no device) and,
 * every other one, clfft_plan_create; up to R accepted ones are run, every
 * other one with a GPU preset's profile (the work-group kernels of GPUs:
 * planes, Rader, fused Bluestein, paired twists) on this device.  Exit
 * status 0 when every check held; each failure prints one line with the
 * seed and the case, so that it can be replayed.
 *
 * The oracle's rules, from the library's documented semantics (README,
 * clfft.h):  rank 1..3; n[i] > 0 for i < rank, n/istride/ostride beyond the
 * rank 0; kind, precision, directions and effort enum values; scales finite
 * (and within float range for fp32); no element of either side repeated;
 * extents (offset + span, in bytes) within int64 and the lengths' product
 * times batch times 16 within size_t; in-place plans' output layout equals
 * the input's; the shapes and layouts of every rank and kind as
 * docs/transforms.md describes them (half spectrum, FFTW's padded in-place
 * real rows, the same-bytes rule, nesting per side); lengths beyond 2^32 - 1
 * are CLFFT_ERR_NOT_SUPPORTED, every other length is computed. */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <fftw3.h>

#include "clfft/clfft.h"

__extension__ typedef unsigned __int128 u128;

/* ---- random numbers: splitmix64 ---- */
static uint64_t rng;
static uint64_t next64(void)
{
    uint64_t z = (rng += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}
static size_t below(size_t n) { return n ? (size_t)(next64() % n) : 0; }
static int chance(int percent) { return (int)below(100) < percent; }
static double unit(void) { return (double)(next64() >> 11) * 0x1.0p-53 * 2.0 - 1.0; }
#define PICK(arr) ((arr)[below(sizeof(arr) / sizeof((arr)[0]))])

static unsigned long failures;
static uint64_t case_seed;
#define FAIL(...)                                                          \
    do {                                                                   \
        failures++;                                                        \
        fprintf(stderr, "FAIL (case seed %llu): ", (unsigned long long)case_seed); \
        fprintf(stderr, __VA_ARGS__);                                      \
        fputc('\n', stderr);                                               \
    } while (0)

/* ---- the oracle ---- */

enum { MAXS = 32 }; /* status bits: index -status */
typedef struct verdict {
    uint32_t allowed; /* statuses a correct library may return (bit -status) */
    int defects;      /* the descriptor is invalid: OK is not allowed */
} verdict;
static void allow(verdict *v, clfft_status s) { v->allowed |= 1u << (unsigned)(-(int)s); }
static void defect(verdict *v, clfft_status s)
{
    allow(v, s);
    v->defects = 1;
}
static int allowed(const verdict *v, clfft_status s)
{
    if (s == CLFFT_OK)
        return !v->defects;
    return s < 0 && -(int)s < MAXS && (v->allowed >> (unsigned)(-(int)s)) & 1;
}

/* Every length up to 2^32 - 1 is computed (generated radices up to 31,
 * Bluestein above); beyond it, the library answers
 * CLFFT_ERR_NOT_SUPPORTED. */
static int unsupported_length(const clfft_desc *d)
{
    for (int i = 0; i < d->rank; i++)
        if (d->n[i] > UINT32_MAX)
            return 1;
    return 0;
}

/* One side of a transform as the oracle sees it: element (j_0..j_r-1, b)
 * at offset + sum j_i*stride_i + b*dist, in elements of the side's type
 * (elem_bytes: complex values, or reals on the real side of a real
 * transform); count[] is the side's shape (the half spectrum's fastest
 * axis n/2+1). */
typedef struct side {
    int rank;
    size_t count[3];
    size_t stride[3];
    size_t dist, offset, batch, elem_bytes;
} side;

static size_t side_elements(const side *s)
{
    size_t e = 1;
    for (int i = 0; i < s->rank; i++)
        e *= s->count[i];
    return e;
}

/* Whether two elements of the side coincide: 0 when the levels nest (sorted
 * by stride, each stride at least the span of the levels inside it: no
 * overlap, and the layout must be accepted); else, for small sides by
 * marking every element, 1 (overlap: must be refused) or 2 (injective
 * without nesting: the library may refuse it, its rule asks for nesting);
 * -1 when too large to tell. */
static int side_overlaps(const side *s)
{
    size_t cnt[4], str[4];
    int levels = 0;
    for (int i = 0; i < s->rank; i++)
        if (s->count[i] > 1) {
            cnt[levels] = s->count[i];
            str[levels++] = s->stride[i];
        }
    if (s->batch > 1) {
        cnt[levels] = s->batch;
        str[levels++] = s->dist;
    }
    for (int i = 0; i < levels; i++)
        if (str[i] == 0)
            return 1;
    /* sort by stride */
    for (int i = 1; i < levels; i++)
        for (int j = i; j > 0 && str[j] < str[j - 1]; j--) {
            size_t t = str[j]; str[j] = str[j - 1]; str[j - 1] = t;
            t = cnt[j]; cnt[j] = cnt[j - 1]; cnt[j - 1] = t;
        }
    u128 span = 1;
    int nests = 1;
    for (int i = 0; i < levels; i++) {
        if ((u128)str[i] < span)
            nests = 0;
        span = (u128)(cnt[i] - 1) * str[i] + span;
    }
    if (nests)
        return 0;
    u128 total = 1;
    for (int i = 0; i < levels; i++)
        total *= cnt[i];
    if (total > 200000 || span > 4000000)
        return -1;
    unsigned char *seen = calloc((size_t)span, 1);
    if (!seen)
        return -1;
    int overlap = 0;
    size_t idx[4] = {0, 0, 0, 0};
    for (u128 k = 0; k < total && !overlap; k++) {
        size_t at = 0;
        for (int i = 0; i < levels; i++)
            at += idx[i] * str[i];
        overlap = seen[at]++;
        for (int i = 0; i < levels; i++) {
            if (++idx[i] < cnt[i])
                break;
            idx[i] = 0;
        }
    }
    free(seen);
    return overlap ? 1 : 2;
}

/* offset + span of the side, in bytes (u128: no overflow for the values
 * a side can hold). */
static u128 side_extent_bytes(const side *s)
{
    u128 last = s->offset;
    for (int i = 0; i < s->rank; i++)
        last += (u128)(s->count[i] - 1) * s->stride[i];
    last += (u128)(s->batch - 1) * s->dist;
    return (last + 1) * s->elem_bytes;
}

/* The default layout of a side: packed row-major, rows of `row` elements
 * along the fastest axis (the side's length, or FFTW's padded 2*(n/2+1)
 * reals), the distance the whole shape.  0 when a value exceeds size_t. */
static int packed_side(side *s, u128 row)
{
    u128 st = 1;
    for (int k = s->rank - 1; k >= 0; k--) {
        s->stride[k] = (size_t)st;
        st *= k == s->rank - 1 ? row : s->count[k];
        if (st > SIZE_MAX)
            return 0;
    }
    s->dist = (size_t)st;
    return 1;
}

/* A side with strides given: every axis longer than one needs its stride;
 * the default distance is the largest stride x length.  Returns 1, 0 on
 * overflow (SIZE_OVERFLOW), -1 for a missing stride (INVALID_LAYOUT).
 * *ambiguous when "the largest stride x length" read as (largest stride) x
 * (its axis's length) gives another distance than the largest of the
 * products (only where the levels do not nest). */
static int given_side(side *s, const size_t *stride, size_t dist, int *ambiguous)
{
    u128 widest = 1, of_largest = 0;
    size_t largest = 0;
    for (int k = 0; k < s->rank; k++) {
        if (stride[k] == 0 && s->count[k] > 1)
            return -1;
        s->stride[k] = stride[k] ? stride[k] : 1;
        u128 span = (u128)s->stride[k] * s->count[k];
        if (span > SIZE_MAX)
            return 0;
        if (span > widest)
            widest = span;
        if (s->count[k] > 1 && s->stride[k] >= largest) {
            largest = s->stride[k];
            of_largest = span;
        }
    }
    s->dist = dist ? dist : (size_t)widest;
    if (!dist && s->batch > 1 && of_largest && of_largest != widest)
        *ambiguous = 1;
    return 1;
}

static int any_set(const size_t *v, int rank)
{
    for (int k = 0; k < rank; k++)
        if (v[k])
            return 1;
    return 0;
}

/* The oracle, from docs/transforms.md.  *in / *out get the sides; returns
 * 1 when they could be derived without ambiguity (the plan can be run and
 * checked), else 0. */
static int oracle(const clfft_desc *d, int device_fp64, verdict *v, side *in, side *out)
{
    memset(v, 0, sizeof *v);
    if (d->rank < 1 || d->rank > 3) {
        defect(v, CLFFT_ERR_INVALID_RANK);
        return 0;
    }
    for (int i = 0; i < 3; i++) {
        if (i < d->rank && d->n[i] == 0)
            defect(v, CLFFT_ERR_INVALID_LENGTH);
        if (i >= d->rank && (d->n[i] || d->istride[i] || d->ostride[i]))
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
    }
    if ((unsigned)d->kind > CLFFT_C2R)
        defect(v, CLFFT_ERR_INVALID_KIND);
    if ((unsigned)d->precision > CLFFT_FP64)
        defect(v, CLFFT_ERR_INVALID_PRECISION);
    if ((unsigned)d->directions > CLFFT_BACKWARD_ONLY)
        defect(v, CLFFT_ERR_INVALID_DIRECTIONS);
    if ((unsigned)d->effort > CLFFT_EFFORT_MEASURE)
        defect(v, CLFFT_ERR_INVALID_EFFORT);
    double scales[2] = {d->forward_scale, d->backward_scale};
    for (int i = 0; i < 2; i++)
        if (!isfinite(scales[i]) || (d->precision == CLFFT_FP32 && fabs(scales[i]) > FLT_MAX))
            defect(v, CLFFT_ERR_INVALID_SCALE);
    size_t batch = d->batch ? d->batch : 1;
    u128 total = (u128)batch * 16; /* saturates at just above SIZE_MAX */
    for (int i = 0; i < d->rank; i++) {
        total *= d->n[i] ? d->n[i] : 1;
        if (total > SIZE_MAX)
            total = (u128)SIZE_MAX + 1;
    }
    if (total > SIZE_MAX)
        defect(v, CLFFT_ERR_SIZE_OVERFLOW);
    if (v->defects) {
        /* the shape or the kind is not usable: the layout cannot be
         * derived, and may have defects of its own */
        allow(v, CLFFT_ERR_INVALID_LAYOUT);
        allow(v, CLFFT_ERR_SIZE_OVERFLOW);
        allow(v, CLFFT_ERR_INVALID_DIRECTIONS);
        if (unsupported_length(d))
            allow(v, CLFFT_ERR_NOT_SUPPORTED);
        if (d->precision == CLFFT_FP64 && !device_fp64)
            allow(v, CLFFT_ERR_NO_FP64);
        return 0;
    }
    /* A real plan runs its own direction only. */
    if ((d->kind == CLFFT_R2C && d->directions == CLFFT_BACKWARD_ONLY) ||
        (d->kind == CLFFT_C2R && d->directions == CLFFT_FORWARD_ONLY))
        defect(v, CLFFT_ERR_INVALID_DIRECTIONS);
    if (unsupported_length(d))
        defect(v, CLFFT_ERR_NOT_SUPPORTED);
    if (d->precision == CLFFT_FP64 && !device_fp64)
        defect(v, CLFFT_ERR_NO_FP64);

    /* The sides (docs/transforms.md, Layouts). */
    int rank = d->rank, f = rank - 1;
    size_t celem = d->precision == CLFFT_FP64 ? 16 : 8;
    size_t half = d->n[f] / 2 + 1;
    side s[2];
    for (int k = 0; k < 2; k++) {
        s[k] = (side){.rank = rank, .batch = batch, .elem_bytes = celem,
                      .offset = k == 0 ? d->ioffset : d->ooffset};
        for (int i = 0; i < rank; i++)
            s[k].count[i] = d->n[i];
    }
    if (d->kind == CLFFT_R2C) {
        s[0].elem_bytes = celem / 2;
        s[1].count[f] = half;
    } else if (d->kind == CLFFT_C2R) {
        s[1].elem_bytes = celem / 2;
        s[0].count[f] = half;
    }
    int in_given = any_set(d->istride, rank), out_given = any_set(d->ostride, rank);
    int ambiguous = 0, got;
#define SIDE_OR_FAIL(expr)                                       \
    do {                                                         \
        got = (expr);                                            \
        if (got <= 0) {                                          \
            defect(v, got == 0 ? CLFFT_ERR_SIZE_OVERFLOW : CLFFT_ERR_INVALID_LAYOUT); \
            allow(v, CLFFT_ERR_INVALID_LAYOUT);                  \
            allow(v, CLFFT_ERR_SIZE_OVERFLOW);                   \
            return 0;                                            \
        }                                                        \
    } while (0)
    if (d->inplace && d->kind == CLFFT_C2C) {
        /* the output layout is the input layout */
        SIDE_OR_FAIL(in_given ? given_side(&s[0], d->istride, d->idist, &ambiguous) : packed_side(&s[0], d->n[f]));
        if (!in_given && d->idist)
            s[0].dist = d->idist;
        /* output fields that name another layout are refused; fields that
         * restate the input's effective layout in other words (a stride
         * of 1 where the input's is 0, the default distance written out)
         * may be either */
        int differs = 0, reworded = 0;
        for (int k = 0; k < rank; k++)
            if (d->ostride[k] && d->ostride[k] != d->istride[k]) {
                if (s[0].count[k] > 1 && d->ostride[k] != s[0].stride[k])
                    differs = 1;
                else
                    reworded = 1;
            }
        if (d->odist && d->odist != d->idist) {
            if (batch > 1 && d->odist != s[0].dist)
                differs = 1;
            else
                reworded = 1;
        }
        if (d->ooffset && d->ooffset != d->ioffset)
            differs = 1;
        if (differs)
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
        else if (reworded)
            allow(v, CLFFT_ERR_INVALID_LAYOUT);
        s[1] = s[0];
    } else if (d->inplace) {
        /* real in place: FFTW's padded rows by default; with strides, both
         * sides naming the same bytes */
        side *r = d->kind == CLFFT_R2C ? &s[0] : &s[1], *c = d->kind == CLFFT_R2C ? &s[1] : &s[0];
        if (!in_given && !out_given) {
            SIDE_OR_FAIL(packed_side(r, 2 * (u128)half));
            SIDE_OR_FAIL(packed_side(c, half));
            if (d->idist)
                s[0].dist = d->idist;
            if (d->odist)
                s[1].dist = d->odist;
        } else if (!in_given || !out_given) {
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
            return 0;
        } else {
            SIDE_OR_FAIL(given_side(&s[0], d->istride, d->idist, &ambiguous));
            SIDE_OR_FAIL(given_side(&s[1], d->ostride, d->odist, &ambiguous));
        }
        /* the same bytes: fastest strides equal, the others, the distance
         * and the offset real = 2 x complex; a mismatch where it names no
         * element (an axis of length 1, the distance of one transform) may
         * be refused or not */
        for (int k = 0; k < rank; k++) {
            u128 want = k == f ? (u128)c->stride[k] : 2 * (u128)c->stride[k];
            if ((u128)r->stride[k] != want) {
                if (d->n[k] > 1)
                    defect(v, CLFFT_ERR_INVALID_LAYOUT);
                else
                    allow(v, CLFFT_ERR_INVALID_LAYOUT);
            }
        }
        if ((u128)r->dist != 2 * (u128)c->dist) {
            if (batch > 1)
                defect(v, CLFFT_ERR_INVALID_LAYOUT);
            else
                allow(v, CLFFT_ERR_INVALID_LAYOUT);
        }
        if ((u128)r->offset != 2 * (u128)c->offset)
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
    } else {
        SIDE_OR_FAIL(in_given ? given_side(&s[0], d->istride, d->idist, &ambiguous)
                              : packed_side(&s[0], s[0].count[f]));
        if (!in_given && d->idist)
            s[0].dist = d->idist;
        SIDE_OR_FAIL(out_given ? given_side(&s[1], d->ostride, d->odist, &ambiguous)
                               : packed_side(&s[1], s[1].count[f]));
        if (!out_given && d->odist)
            s[1].dist = d->odist;
    }
#undef SIDE_OR_FAIL
    if (ambiguous)
        allow(v, CLFFT_ERR_INVALID_LAYOUT);
    /* each side: no element reached twice, extent within int64 bytes */
    for (int k = 0; k < 2; k++) {
        int o = side_overlaps(&s[k]);
        if (k == 0 && !d->inplace)
            o = 0; /* an out-of-place input is only read: it may overlap */
        if (o == 1)
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
        else if (o != 0) /* injective without nesting, or unknown */
            allow(v, CLFFT_ERR_INVALID_LAYOUT);
        if (side_extent_bytes(&s[k]) > (u128)INT64_MAX)
            defect(v, CLFFT_ERR_SIZE_OVERFLOW);
    }
    *in = s[0];
    *out = s[1];
    return !ambiguous;
}

/* ---- descriptors ---- */

static const size_t small_lengths[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 20, 24, 32, 60, 64, 128};
/* primes and their multiples: generated radices, Rader, Bluestein, and on GPU
 * presets split lengths (2062 = 2 x 1031, 3093, 4094 = 46 x 89) */
static const size_t odd_lengths[] = {17, 19, 23, 34, 37, 41, 47, 97, 257, 289, 1021, 65537, 2062, 3093, 4094};
static const size_t huge_values[] = {(size_t)1 << 31, (size_t)1 << 32, ((size_t)1 << 32) + 2, (size_t)1 << 40,
                                     (size_t)1 << 61, SIZE_MAX / 16, SIZE_MAX / 2, SIZE_MAX - 1, SIZE_MAX,
                                     6104666992354820590ull};

static size_t some_length(void)
{
    int r = (int)below(100);
    if (r < 75)
        return PICK(small_lengths);
    if (r < 85)
        return PICK(odd_lengths);
    if (r < 90)
        return 0;
    if (r < 95)
        return (size_t)1 << below(31);
    return PICK(huge_values);
}

static size_t some_stride(void)
{
    int r = (int)below(100);
    if (r < 60)
        return 0;
    if (r < 90)
        return 1 + below(3);
    if (r < 95)
        return below(1000);
    return PICK(huge_values);
}

static double some_scale(size_t n)
{
    static const double odd[] = {NAN, INFINITY, -INFINITY, 1e39, -1e39, 3.5e38, FLT_MAX, -FLT_MAX, DBL_MAX,
                                 1e-300, -0.0, 1e-45};
    int r = (int)below(100);
    if (r < 60)
        return 0.0;
    if (r < 75)
        return n ? 1.0 / (double)n : 1.0;
    if (r < 90)
        return unit() * 4.0;
    return PICK(odd);
}

/* Strides of a side that nest: the axes in a random order, rows
 * sometimes padded; returns the distance (the last level's end, sometimes
 * padded). */
static size_t nested_strides(int rank, const size_t *count, size_t *stride)
{
    int order[3] = {0, 1, 2};
    for (int i = rank - 1; i > 0; i--) {
        int j = (int)below((size_t)i + 1), t = order[i];
        order[i] = order[j];
        order[j] = t;
    }
    if (chance(50)) /* mostly row-major */
        for (int i = 0; i < rank; i++)
            order[i] = rank - 1 - i;
    size_t cur = chance(80) ? 1 : 2;
    for (int i = 0; i < rank; i++) {
        stride[order[i]] = cur;
        cur = cur * count[order[i]] + (chance(30) ? below(3) : 0);
    }
    return cur + (chance(50) ? below(3) : 0);
}

/* Replaces the layout of a descriptor of valid rank, lengths and kind with
 * one that nests on both sides: out of place each side its own; in place
 * C2C the output restating the input or left 0; in place real the complex
 * side, and the real side naming the same bytes (fastest strides equal,
 * the others, the distance and the offset twice), or FFTW's defaults. */
static void structured_layout(clfft_desc *d)
{
    int r = d->rank, f = r - 1;
    size_t batch = d->batch ? d->batch : 1;
    size_t cnt_in[3] = {0}, cnt_out[3] = {0};
    for (int k = 0; k < r; k++)
        cnt_in[k] = cnt_out[k] = d->n[k];
    if (d->kind == CLFFT_R2C)
        cnt_out[f] = d->n[f] / 2 + 1;
    if (d->kind == CLFFT_C2R)
        cnt_in[f] = d->n[f] / 2 + 1;
    memset(d->istride, 0, sizeof d->istride);
    memset(d->ostride, 0, sizeof d->ostride);
    d->idist = d->odist = d->ioffset = d->ooffset = 0;
    if (d->inplace && d->kind != CLFFT_C2C) {
        if (chance(30)) { /* FFTW's padded default, perhaps with an offset */
            size_t co = chance(30) ? below(3) : 0;
            d->ioffset = d->kind == CLFFT_R2C ? 2 * co : co;
            d->ooffset = d->kind == CLFFT_R2C ? co : 2 * co;
            return;
        }
        size_t *rs = d->kind == CLFFT_R2C ? d->istride : d->ostride, *cs = d->kind == CLFFT_R2C ? d->ostride : d->istride;
        size_t *rd = d->kind == CLFFT_R2C ? &d->idist : &d->odist, *cd = d->kind == CLFFT_R2C ? &d->odist : &d->idist;
        size_t *ro = d->kind == CLFFT_R2C ? &d->ioffset : &d->ooffset, *co = d->kind == CLFFT_R2C ? &d->ooffset : &d->ioffset;
        size_t dist = nested_strides(r, d->kind == CLFFT_R2C ? cnt_out : cnt_in, cs);
        for (int k = 0; k < r; k++)
            rs[k] = k == f ? cs[k] : 2 * cs[k];
        *cd = dist;
        *rd = 2 * dist;
        *co = chance(30) ? below(3) : 0;
        *ro = 2 * *co;
        return;
    }
    size_t dist = nested_strides(r, cnt_in, d->istride);
    if (batch > 1 || chance(50))
        d->idist = dist;
    if (chance(30))
        d->ioffset = below(4);
    if (d->inplace) {
        if (chance(50)) {
            memcpy(d->ostride, d->istride, sizeof d->ostride);
            d->odist = d->idist;
            d->ooffset = d->ioffset;
        }
        return;
    }
    dist = nested_strides(r, cnt_out, d->ostride);
    if (batch > 1 || chance(50))
        d->odist = dist;
    if (chance(30))
        d->ooffset = below(4);
}

static void random_desc(clfft_desc *d, int adversarial)
{
    memset(d, 0, sizeof *d);
    d->rank = 1;
    if (chance(adversarial ? 30 : 10))
        d->rank = chance(70) ? 2 + (int)below(2) : PICK(((int[]){0, -1, 4, 1000}));
    int r = d->rank >= 1 && d->rank <= 3 ? d->rank : 1;
    for (int i = 0; i < r; i++)
        d->n[i] = adversarial ? some_length() : PICK(small_lengths);
    d->batch = chance(50) ? 0 : chance(90) ? 1 + below(4) : PICK(huge_values);
    d->kind = chance(80) ? CLFFT_C2C : chance(80) ? (clfft_kind)(1 + below(2)) : (clfft_kind)PICK(((int[]){3, -1, 77}));
    d->precision = chance(70) ? CLFFT_FP32 : chance(90) ? CLFFT_FP64 : (clfft_precision)PICK(((int[]){2, -1}));
    d->inplace = chance(30) ? (int)(1 + below(3)) : 0;
    for (int i = 0; i < r; i++) {
        d->istride[i] = adversarial ? some_stride() : chance(70) ? 0 : 1 + below(3);
        d->ostride[i] = adversarial ? some_stride() : chance(70) ? 0 : 1 + below(3);
    }
    if (chance(adversarial ? 10 : 2)) /* beyond the rank */
        d->istride[below(3)] = 1 + below(4);
    size_t n0 = d->n[0] ? d->n[0] : 1;
    if (chance(30)) {
        size_t is = d->istride[0] ? d->istride[0] : 1;
        d->idist = chance(70) ? n0 * is + below(5) : chance(50) ? below(2 * n0 + 1) : PICK(huge_values);
    }
    if (chance(30)) {
        size_t os = d->ostride[0] ? d->ostride[0] : 1;
        d->odist = chance(70) ? n0 * os + below(5) : chance(50) ? below(2 * n0 + 1) : PICK(huge_values);
    }
    if (chance(30))
        d->ioffset = chance(90) ? below(9) : PICK(huge_values);
    if (chance(30))
        d->ooffset = chance(90) ? below(9) : PICK(huge_values);
    d->forward_scale = some_scale(n0);
    d->backward_scale = some_scale(n0);
    d->directions = chance(70) ? CLFFT_BOTH_DIRECTIONS
                    : chance(90) ? (clfft_directions)(1 + below(2))
                                 : (clfft_directions)PICK(((int[]){3, -1}));
    d->effort = chance(97) ? CLFFT_EFFORT_ESTIMATE : (clfft_effort)PICK(((int[]){2, -1}));
    int usable = d->rank >= 1 && d->rank <= 3 && (unsigned)d->kind <= CLFFT_C2R;
    for (int i = 0; usable && i < d->rank; i++)
        usable = d->n[i] > 0 && d->n[i] <= 4096;
    if (usable && chance(d->rank > 1 || d->kind != CLFFT_C2C ? 50 : 15))
        structured_layout(d);
}

static void print_desc(const clfft_desc *d, char *buf, size_t size)
{
    snprintf(buf, size,
             "{rank %d, n %zu %zu %zu, batch %zu, kind %d, prec %d, inplace %d, istride %zu %zu %zu, "
             "ostride %zu %zu %zu, idist %zu, odist %zu, ioff %zu, ooff %zu, fscale %g, bscale %g, dirs %d, "
             "effort %d}",
             d->rank, d->n[0], d->n[1], d->n[2], d->batch, (int)d->kind, (int)d->precision, d->inplace,
             d->istride[0], d->istride[1], d->istride[2], d->ostride[0], d->ostride[1], d->ostride[2], d->idist,
             d->odist, d->ioffset, d->ooffset, d->forward_scale, d->backward_scale, (int)d->directions,
             (int)d->effort);
}

static void check_status(const char *what, const clfft_desc *d, const verdict *v, clfft_status st)
{
    if (allowed(v, st) && (st == CLFFT_OK || *clfft_last_error()))
        return;
    char text[1024];
    print_desc(d, text, sizeof text);
    FAIL("%s %s: %s (%s)%s", what, text, clfft_status_string(st), clfft_last_error(),
         allowed(v, st) ? " without a message" : v->defects ? ", want a rejection" : ", want OK");
}

/* ---- OpenCL ---- */

static cl_context ctx;
static cl_device_id dev;
static cl_command_queue queue;
static int device_fp64;
static size_t base_align = 4096; /* bytes; sub-buffer origins */

static int open_device(void)
{
    cl_platform_id platform;
    cl_int err;
    if (clGetPlatformIDs(1, &platform, NULL) != CL_SUCCESS ||
        clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS)
        return 0;
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return 0;
    queue = clCreateCommandQueue(ctx, dev, 0, &err);
    if (err != CL_SUCCESS)
        return 0;
    cl_uint bits = 0;
    clGetDeviceInfo(dev, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof bits, &bits, NULL);
    while (base_align < bits / 8)
        base_align *= 2;
    clfft_profile p;
    if (clfft_profile_query(dev, &p) != CLFFT_OK)
        return 0;
    device_fp64 = p.has_fp64;
    return 1;
}

/* ---- running a plan in guarded sub-buffers ---- */

#define GUARD_BYTE 0xA7

typedef struct guarded {
    cl_mem whole, sub;
    size_t bytes; /* the sub-buffer's */
    unsigned char *host; /* guard + bytes + guard */
} guarded;

static int make_guarded(guarded *g, size_t bytes, const unsigned char *content)
{
    cl_int err;
    g->bytes = bytes;
    g->host = malloc(bytes + 2 * base_align);
    if (!g->host)
        return 0;
    memset(g->host, GUARD_BYTE, bytes + 2 * base_align);
    memcpy(g->host + base_align, content, bytes);
    g->whole = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes + 2 * base_align, g->host, &err);
    if (err != CL_SUCCESS)
        return 0;
    cl_buffer_region region = {base_align, bytes};
    g->sub = clCreateSubBuffer(g->whole, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    return err == CL_SUCCESS;
}

static void free_guarded(guarded *g)
{
    if (g->sub)
        clReleaseMemObject(g->sub);
    if (g->whole)
        clReleaseMemObject(g->whole);
    free(g->host);
    memset(g, 0, sizeof *g);
}

/* Reads the whole buffer back; 0 when a guard byte changed. */
static int read_guarded(guarded *g, unsigned char *out)
{
    size_t total = g->bytes + 2 * base_align;
    unsigned char *all = malloc(total);
    if (!all || clEnqueueReadBuffer(queue, g->whole, CL_TRUE, 0, total, all, 0, NULL, NULL) != CL_SUCCESS) {
        free(all);
        return 0;
    }
    int ok = 1;
    for (size_t i = 0; i < base_align && ok; i++)
        ok = all[i] == GUARD_BYTE && all[base_align + g->bytes + i] == GUARD_BYTE;
    memcpy(out, all + base_align, g->bytes);
    free(all);
    return ok;
}

/* Part `part` (0 real, 1 imaginary) of element `index` of a side: scalars
 * of `scalar` bytes (4 or 8), elements of the side's elem_bytes (one
 * scalar on the real side of a real transform, two elsewhere). */
static long double get_value(const unsigned char *buf, const side *s, size_t scalar, size_t index, int part)
{
    const unsigned char *at = buf + index * s->elem_bytes + (size_t)part * scalar;
    if (scalar == 4) {
        float f;
        memcpy(&f, at, 4);
        return f;
    }
    double x;
    memcpy(&x, at, 8);
    return x;
}
static void set_value(unsigned char *buf, const side *s, size_t scalar, size_t index, int part, long double v)
{
    unsigned char *at = buf + index * s->elem_bytes + (size_t)part * scalar;
    if (scalar == 4) {
        float f = (float)v;
        memcpy(at, &f, 4);
    } else {
        double x = (double)v;
        memcpy(at, &x, 8);
    }
}

/* Element `i` (row-major over the side's shape) of batch entry b. */
static size_t element_at(const side *s, size_t b, size_t i)
{
    size_t e = s->offset + b * s->dist;
    for (int k = s->rank - 1; k >= 0; k--) {
        e += (i % s->count[k]) * s->stride[k];
        i /= s->count[k];
    }
    return e;
}

/* Runs one direction of an accepted plan (any rank and kind; R2C forward,
 * C2R backward) in guarded sub-buffers and checks it against FFTW long
 * double over each batch entry gathered from the layout. */
static void run_direction(clfft_plan *plan, const clfft_desc *d, const side *in, const side *out, int forward,
                          const char *text)
{
    size_t scalar = d->precision == CLFFT_FP64 ? 8 : 4, batch = in->batch;
    size_t nin = side_elements(in), nout = side_elements(out);
    int rank = d->rank, nn[3];
    size_t N = 1, Nh = 1; /* real / complex elements of one transform (Nh: the half spectrum's) */
    for (int k = 0; k < rank; k++) {
        nn[k] = (int)d->n[k];
        N *= d->n[k];
        Nh *= k == rank - 1 && d->kind != CLFFT_C2C ? d->n[k] / 2 + 1 : d->n[k];
    }
    size_t in_bytes = clfft_plan_input_bytes(plan), out_bytes = clfft_plan_output_bytes(plan);
    size_t want_in = (size_t)side_extent_bytes(in), want_out = (size_t)side_extent_bytes(out);
    if (in_bytes != want_in || out_bytes != want_out) {
        FAIL("%s: plan reads %zu / writes %zu bytes, the layout spans %zu / %zu", text, in_bytes, out_bytes,
             want_in, want_out);
        return;
    }
    size_t buf_bytes = d->inplace ? (in_bytes > out_bytes ? in_bytes : out_bytes) : in_bytes;
    unsigned char *input = malloc(buf_bytes), *result = malloc(buf_bytes > out_bytes ? buf_bytes : out_bytes);
    unsigned char *poison = malloc(out_bytes);
    fftwl_complex *cx = fftwl_malloc(sizeof(fftwl_complex) * (N + 1));
    fftwl_complex *cy = fftwl_malloc(sizeof(fftwl_complex) * (N + 1));
    long double *rx = fftwl_malloc(sizeof(long double) * (N + 1));
    fftwl_plan p = NULL, gen = NULL;
    guarded gi = {0}, go = {0};
    if (!input || !result || !poison || !cx || !cy || !rx) {
        FAIL("out of host memory");
        goto done;
    }
    for (size_t i = 0; i < buf_bytes / scalar; i++) {
        if (scalar == 8) {
            double x = unit();
            memcpy(input + i * 8, &x, 8);
        } else {
            float f = (float)unit();
            memcpy(input + i * 4, &f, 4);
        }
    }
    if (d->kind == CLFFT_C2C)
        p = fftwl_plan_dft(rank, nn, cx, cy, forward ? FFTW_FORWARD : FFTW_BACKWARD, FFTW_ESTIMATE);
    else if (d->kind == CLFFT_R2C)
        p = fftwl_plan_dft_r2c(rank, nn, rx, cy, FFTW_ESTIMATE);
    else {
        p = fftwl_plan_dft_c2r(rank, nn, cx, rx, FFTW_ESTIMATE);
        /* C2R input: the half spectrum of random reals, so that the
         * result is defined (Hermitian along every axis) */
        gen = fftwl_plan_dft_r2c(rank, nn, rx, cx, FFTW_ESTIMATE);
        for (size_t b = 0; b < batch; b++) {
            for (size_t i = 0; i < N; i++)
                rx[i] = unit();
            fftwl_execute(gen);
            for (size_t i = 0; i < Nh; i++) {
                size_t e = element_at(in, b, i);
                set_value(input, in, scalar, e, 0, cx[i][0]);
                set_value(input, in, scalar, e, 1, cx[i][1]);
            }
        }
    }
    if (!p || (d->kind == CLFFT_C2R && !gen)) {
        FAIL("%s: FFTW could not plan the reference", text);
        goto done;
    }
    memset(poison, 0x5A, out_bytes);
    if (!make_guarded(&gi, buf_bytes, input) || (!d->inplace && !make_guarded(&go, out_bytes, poison))) {
        FAIL("%s: guarded buffers could not be made", text);
        goto done;
    }
    clfft_status st = forward ? clfft_enqueue_forward(plan, queue, gi.sub, d->inplace ? NULL : go.sub, 0, NULL, NULL)
                              : clfft_enqueue_backward(plan, queue, gi.sub, d->inplace ? NULL : go.sub, 0, NULL, NULL);
    if (st != CLFFT_OK) {
        FAIL("%s: enqueue %s: %s (%s)", text, forward ? "forward" : "backward", clfft_status_string(st),
             clfft_last_error());
        goto done;
    }
    unsigned char *in_after = malloc(buf_bytes);
    if (!in_after)
        goto done;
    int guards = read_guarded(&gi, in_after);
    if (!d->inplace) {
        guards &= read_guarded(&go, result);
        if (memcmp(in_after, input, buf_bytes) != 0)
            FAIL("%s: the out-of-place input was modified", text);
    } else {
        memcpy(result, in_after, buf_bytes);
    }
    free(in_after);
    if (!guards)
        FAIL("%s: a guard zone beside a buffer was written", text);
    double scale = forward ? d->forward_scale : d->backward_scale;
    if (scale == 0.0)
        scale = 1.0;
    double eps = scalar == 4 ? FLT_EPSILON : DBL_EPSILON;
    double bound = 8.0 * eps * (log2((double)N) > 2 ? log2((double)N) : 2);
    unsigned char *written = calloc(out_bytes / out->elem_bytes + 1, 1);
    for (size_t b = 0; b < batch && written; b++)
        for (size_t j = 0; j < nout; j++)
            written[element_at(out, b, j)] = 1;
    /* Scales far from 1 make results overflow or lose their precision in
     * the plan's type: those are checked for validity, not values. */
    int values = scale == 1.0 || (fabs(scale) >= 1e-20 && fabs(scale) <= 1e20);
    int in_real = d->kind == CLFFT_R2C, out_real = d->kind == CLFFT_C2R;
    for (size_t b = 0; b < batch && written && values; b++) {
        for (size_t j = 0; j < nin; j++) {
            size_t e = element_at(in, b, j);
            if (in_real) {
                rx[j] = get_value(input, in, scalar, e, 0);
            } else {
                cx[j][0] = get_value(input, in, scalar, e, 0);
                cx[j][1] = get_value(input, in, scalar, e, 1);
            }
        }
        fftwl_execute(p);
        long double num = 0, den = 0;
        for (size_t j = 0; j < nout; j++) {
            size_t e = element_at(out, b, j);
            long double re = (out_real ? rx[j] : cy[j][0]) * scale, im = out_real ? 0 : cy[j][1] * scale;
            long double dr = get_value(result, out, scalar, e, 0) - re;
            long double di = out_real ? 0 : get_value(result, out, scalar, e, 1) - im;
            num += dr * dr + di * di;
            den += re * re + im * im;
        }
        double err = den > 0 ? (double)sqrtl(num / den) : (double)sqrtl(num);
        if (!(err <= bound)) {
            FAIL("%s: %s batch %zu relative error %g > %g", text, forward ? "forward" : "backward", b, err, bound);
            break;
        }
    }
    /* elements of the output buffer outside the layout are untouched */
    if (!d->inplace && written)
        for (size_t e = 0; e < out_bytes / out->elem_bytes; e++)
            if (!written[e] && memcmp(result + e * out->elem_bytes, poison + e * out->elem_bytes, out->elem_bytes) != 0) {
                FAIL("%s: output element %zu outside the layout was written", text, e);
                break;
            }
    free(written);
done:
    if (p)
        fftwl_destroy_plan(p);
    if (gen)
        fftwl_destroy_plan(gen);
    fftwl_free(cx);
    fftwl_free(cy);
    fftwl_free(rx);
    free_guarded(&gi);
    free_guarded(&go);
    free(input);
    free(result);
    free(poison);
}

typedef struct arg_row {
    const char *what;
    clfft_status want, also; /* either is right */
    clfft_status got;
} arg_row;

/* Enqueue arguments a correct library refuses, each with its status, and
 * with nothing written (checked on the guarded output). */
static void fuzz_enqueue_arguments(clfft_plan *plan, const clfft_desc *d, const char *text)
{
    /* the directions the plan computes: a real plan its kind's only */
    int fwd_only = d->kind == CLFFT_R2C || (d->kind == CLFFT_C2C && d->directions == CLFFT_FORWARD_ONLY);
    int bwd_only = d->kind == CLFFT_C2R || (d->kind == CLFFT_C2C && d->directions == CLFFT_BACKWARD_ONLY);
    int fwd_ok = !bwd_only;
    size_t in_bytes = clfft_plan_input_bytes(plan), out_bytes = clfft_plan_output_bytes(plan);
    size_t need = d->inplace && out_bytes > in_bytes ? out_bytes : in_bytes;
    unsigned char *zero = calloc(need + out_bytes + 1, 1);
    guarded gi = {0}, go = {0}, small = {0};
    if (!zero || !make_guarded(&gi, need, zero) || !make_guarded(&go, out_bytes, zero) ||
        (need > 1 && !make_guarded(&small, need - 1, zero))) {
        FAIL("%s: buffers for the argument checks", text);
        goto done;
    }
    cl_mem out = d->inplace ? NULL : go.sub;
    cl_event ev = NULL;
    arg_row rows[10];
    int k = 0;
#define ROW(w, a, b, call) rows[k++] = (arg_row){w, a, b, call}
    clfft_status wrong_dir = CLFFT_ERR_DIRECTION_NOT_PLANNED;
    ROW("NULL plan", CLFFT_ERR_INVALID_PLAN, CLFFT_ERR_INVALID_PLAN,
        clfft_enqueue_forward(NULL, queue, gi.sub, out, 0, NULL, NULL));
    ROW("NULL queue", CLFFT_ERR_NULL_ARGUMENT, CLFFT_ERR_INVALID_QUEUE,
        fwd_ok ? clfft_enqueue_forward(plan, NULL, gi.sub, out, 0, NULL, NULL)
               : clfft_enqueue_backward(plan, NULL, gi.sub, out, 0, NULL, NULL));
    ROW("NULL input", CLFFT_ERR_INVALID_BUFFER, CLFFT_ERR_NULL_ARGUMENT,
        fwd_ok ? clfft_enqueue_forward(plan, queue, NULL, out, 0, NULL, &ev)
               : clfft_enqueue_backward(plan, queue, NULL, out, 0, NULL, &ev));
    ROW("wait list NULL with num_wait 2", CLFFT_ERR_INVALID_WAIT_LIST, CLFFT_ERR_NULL_ARGUMENT,
        fwd_ok ? clfft_enqueue_forward(plan, queue, gi.sub, out, 2, NULL, &ev)
               : clfft_enqueue_backward(plan, queue, gi.sub, out, 2, NULL, &ev));
    cl_event null_event = NULL;
    ROW("NULL event in the wait list", CLFFT_ERR_INVALID_WAIT_LIST, CLFFT_ERR_INVALID_WAIT_LIST,
        fwd_ok ? clfft_enqueue_forward(plan, queue, gi.sub, out, 1, &null_event, &ev)
               : clfft_enqueue_backward(plan, queue, gi.sub, out, 1, &null_event, &ev));
    if (small.sub)
        ROW("input one byte short", CLFFT_ERR_BUFFER_TOO_SMALL, CLFFT_ERR_BUFFER_TOO_SMALL,
            fwd_ok ? clfft_enqueue_forward(plan, queue, small.sub, out, 0, NULL, &ev)
                   : clfft_enqueue_backward(plan, queue, small.sub, out, 0, NULL, &ev));
    if (fwd_only)
        ROW("backward on a forward-only plan", wrong_dir, wrong_dir,
            clfft_enqueue_backward(plan, queue, gi.sub, out, 0, NULL, &ev));
    if (bwd_only)
        ROW("forward on a backward-only plan", wrong_dir, wrong_dir,
            clfft_enqueue_forward(plan, queue, gi.sub, out, 0, NULL, &ev));
    if (!d->inplace)
        ROW("the same buffer twice out of place", CLFFT_ERR_INVALID_BUFFER, CLFFT_ERR_INVALID_BUFFER,
            fwd_ok ? clfft_enqueue_forward(plan, queue, gi.sub, gi.sub, 0, NULL, &ev)
                   : clfft_enqueue_backward(plan, queue, gi.sub, gi.sub, 0, NULL, &ev));
#undef ROW
    for (int i = 0; i < k; i++)
        if (rows[i].got != rows[i].want && rows[i].got != rows[i].also)
            FAIL("%s: enqueue with %s: %s, want %s", text, rows[i].what, clfft_status_string(rows[i].got),
                 clfft_status_string(rows[i].want));
    if (ev) {
        FAIL("%s: a refused enqueue returned an event", text);
        clReleaseEvent(ev);
    }
    unsigned char *back = malloc(need + out_bytes + 1);
    if (back && (!read_guarded(&gi, back) || memcmp(back, zero, need) != 0 || !read_guarded(&go, back) ||
                 memcmp(back, zero, out_bytes) != 0))
        FAIL("%s: a refused enqueue wrote to a buffer", text);
    free(back);
done:
    free_guarded(&gi);
    free_guarded(&go);
    free_guarded(&small);
    free(zero);
}

/* ---- profiles ---- */

/* The oracle for profiles: the ranges the library documents (clfft.h's
 * fields; 1 KiB to 64 MiB of local memory and the other bounds of
 * lib/profile_check.h restated here). */
static int is_pow2(unsigned long long v) { return v && !(v & (v - 1)); }
static int profile_valid(const clfft_profile *p)
{
    const char *strs[] = {p->preset, p->device_name, p->vendor, p->driver_version};
    const size_t sizes[] = {sizeof p->preset, sizeof p->device_name, sizeof p->vendor, sizeof p->driver_version};
    for (int i = 0; i < 4; i++) {
        const char *end = memchr(strs[i], 0, sizes[i]);
        if (!end)
            return 0;
        for (const char *c = strs[i]; c < end; c++)
            if ((unsigned char)*c < 32 || *c == 127 || (c[0] == '*' && c[1] == '/'))
                return 0;
    }
    return (p->is_cpu == 0 || p->is_cpu == 1) && (p->has_fp64 == 0 || p->has_fp64 == 1) &&
           p->local_mem_bytes >= 1024 && p->local_mem_bytes <= (64u << 20) && p->max_work_group >= 1 && p->max_work_group <= 65536 &&
           p->simd_width >= 1 && p->simd_width <= 1024 && p->compute_units >= 1 && p->compute_units <= (1u << 20) &&
           (p->cache_line_bytes == 0 || (is_pow2(p->cache_line_bytes) && p->cache_line_bytes <= 4096)) &&
           p->max_alloc_bytes >= 1 && p->local_banks <= 1024 && is_pow2(p->bank_width_bytes) &&
           p->bank_width_bytes <= 64 && is_pow2(p->coalesce_bytes) && p->coalesce_bytes <= 4096 &&
           p->max_registers_cplx >= 1 && p->max_registers_cplx <= 4096 && p->prefetch_bytes <= (1ull << 30);
}

static unsigned long long some_field_value(void)
{
    static const unsigned long long odd[] = {0, 1, 2, 3, 7, 48, 96, 100, 1000, 4096, 4097, 65536, 65537,
                                             1u << 20, 1u << 26, (1u << 26) + 1, 1ull << 30, 1ull << 31,
                                             1ull << 40, UINT32_MAX, UINT64_MAX};
    return chance(50) ? PICK(odd) : (unsigned long long)1 << below(31);
}

static void spoil_profile(clfft_profile *p)
{
    int field = (int)below(17);
    unsigned long long v = some_field_value();
    switch (field) {
    case 0: p->is_cpu = (int)(v % 4) - 1; break;
    case 1: p->has_fp64 = (int)(v % 4) - 1; break;
    case 2: p->local_mem_bytes = v; break;
    case 3: p->max_work_group = (size_t)v; break;
    case 4: p->simd_width = (size_t)v; break;
    case 5: p->compute_units = (cl_uint)v; break;
    case 6: p->cache_line_bytes = (cl_uint)v; break;
    case 7: p->max_alloc_bytes = v; break;
    case 8: p->local_banks = (cl_uint)v; break;
    case 9: p->bank_width_bytes = (cl_uint)v; break;
    case 10: p->coalesce_bytes = (cl_uint)v; break;
    case 11: p->max_registers_cplx = (cl_uint)v; break;
    case 12: p->prefetch_bytes = v; break;
    case 13: memset(p->device_name, 'x', sizeof p->device_name); break;
    case 14: snprintf(p->vendor, sizeof p->vendor, "v*/x"); break;
    case 15: p->preset[3] = '\n'; break;
    default: snprintf(p->device_name, sizeof p->device_name, "renamed device %llu", v); break;
    }
}

static void fuzz_profiles(size_t count)
{
    const char *const *names = clfft_profile_preset_names();
    size_t npresets = 0;
    while (names[npresets])
        npresets++;
    for (size_t i = 0; i < count; i++) {
        case_seed = rng;
        clfft_profile p;
        if (clfft_profile_preset(names[below(npresets)], &p) != CLFFT_OK) {
            FAIL("preset %s", names[0]);
            continue;
        }
        int spoils = (int)below(3);
        for (int s = 0; s < spoils; s++)
            spoil_profile(&p);
        clfft_desc d;
        memset(&d, 0, sizeof d);
        d.rank = 1;
        d.n[0] = chance(80) ? PICK(small_lengths) * (size_t)(1u << below(10)) : (size_t)1 << below(21);
        d.precision = chance(70) ? CLFFT_FP32 : CLFFT_FP64;
        char *src = NULL, *about = NULL;
        clfft_status st = clfft_generate_source(&d, &p, &src, &about);
        int valid = profile_valid(&p);
        int ok = valid ? (st == CLFFT_OK || (st == CLFFT_ERR_NO_FP64 && !p.has_fp64 && d.precision == CLFFT_FP64))
                       : st == CLFFT_ERR_INVALID_PROFILE;
        if (!ok)
            FAIL("profile %zu (%s, spoiled %d times, n %zu): %s (%s), want %s", i, p.preset, spoils, d.n[0],
                 clfft_status_string(st), clfft_last_error(), valid ? "OK" : "CLFFT_ERR_INVALID_PROFILE");
        if (st == CLFFT_OK && (!src || !about || !strstr(src, "__kernel")))
            FAIL("profile %zu: OK without kernels", i);
        clfft_free(src);
        clfft_free(about);
    }
}

/* ---- CLFFT_PROFILE strings ---- */

typedef struct spec_key {
    const char *key;
    int field; /* as spoil_profile's cases 0..12 */
} spec_key;
static const spec_key spec_keys[] = {{"cpu", 0},       {"fp64", 1},       {"local_mem", 2}, {"max_work_group", 3},
                                     {"simd", 4},      {"compute_units", 5}, {"cache_line", 6}, {"max_alloc", 7},
                                     {"banks", 8},     {"bank_width", 9}, {"coalesce", 10}, {"registers", 11},
                                     {"prefetch", 12}};

/* Sets field to v when it fits the field's type; 0 when it does not. */
static int set_field(clfft_profile *p, int field, unsigned long long v)
{
    switch (field) {
    case 0: if (v > 1) return 0; p->is_cpu = (int)v; return 1;
    case 1: if (v > 1) return 0; p->has_fp64 = (int)v; return 1;
    case 2: p->local_mem_bytes = v; return 1;
    case 3: p->max_work_group = (size_t)v; return 1;
    case 4: p->simd_width = (size_t)v; return 1;
    case 7: p->max_alloc_bytes = v; return 1;
    case 12: p->prefetch_bytes = v; return 1;
    default:
        if (v > UINT32_MAX)
            return 0;
        cl_uint u = (cl_uint)v;
        if (field == 5) p->compute_units = u;
        if (field == 6) p->cache_line_bytes = u;
        if (field == 8) p->local_banks = u;
        if (field == 9) p->bank_width_bytes = u;
        if (field == 10) p->coalesce_bytes = u;
        if (field == 11) p->max_registers_cplx = u;
        return 1;
    }
}

/* Builds a random spec and, beside it, what applying it must give:
 * returns 1 (valid, *want the result) or 0 (must be refused). */
static int random_spec(char *spec, size_t size, const clfft_profile *base, clfft_profile *want)
{
    const char *const *names = clfft_profile_preset_names();
    size_t npresets = 0;
    while (names[npresets])
        npresets++;
    *want = *base;
    int valid = 1;
    size_t used = 0;
    int tokens = 1 + (int)below(4);
    for (int t = 0; t < tokens; t++) {
        char tok[96];
        int r = (int)below(100);
        if (r < 15) {
            const char *name = names[below(npresets)];
            snprintf(tok, sizeof tok, "%s", name);
            clfft_profile_preset(name, want);
        } else if (r < 80) {
            const spec_key *k = &spec_keys[below(sizeof spec_keys / sizeof spec_keys[0])];
            unsigned long long v = some_field_value();
            const char *suffix = "";
            unsigned long long scaled = v;
            if (chance(20) && v && v % 1024 == 0) {
                suffix = "K";
                scaled = v / 1024;
            }
            snprintf(tok, sizeof tok, "%s%s=%s%llu%s", chance(10) ? " " : "", k->key, chance(5) ? " " : "",
                     scaled, suffix);
            /* overrides refuse 0 where 0 means nothing (the parser's
             * minimums) and anything beyond the field's type */
            int zero_ok = k->field <= 2 || k->field == 8 || k->field == 12;
            if ((v == 0 && !zero_ok) || !set_field(want, k->field, v))
                valid = 0;
        } else {
            static const char *bad[] = {"no_such_key=4", "banks=", "banks=-1", "banks=abc", "=5", "banks==4",
                                        "no-such-preset", "", "local_mem=99999999999999999999999", "simd=1T",
                                        "banks=0x10", "cpu=+1"};
            snprintf(tok, sizeof tok, "%s", PICK(bad));
            valid = tokens == 1 && !*tok; /* an empty spec changes nothing */
        }
        int n = snprintf(spec + used, size - used, "%s%s", t ? "," : "", tok);
        if (n < 0 || (size_t)n >= size - used)
            return 0;
        used += (size_t)n;
    }
    return valid && profile_valid(want);
}

static void fuzz_specs(size_t count, int through_environment)
{
    clfft_profile base;
    if (clfft_profile_query(dev, &base) != CLFFT_OK) {
        FAIL("clfft_profile_query: %s", clfft_last_error());
        return;
    }
    for (size_t i = 0; i < count; i++) {
        case_seed = rng;
        char spec[512];
        clfft_profile want, got = base;
        int valid = random_spec(spec, sizeof spec, &base, &want);
        clfft_status st = clfft_profile_override(&got, spec);
        if (valid ? st != CLFFT_OK || memcmp(&got, &want, sizeof got) != 0
                  : st != CLFFT_ERR_INVALID_PROFILE || memcmp(&got, &base, sizeof got) != 0 || !*clfft_last_error())
            FAIL("override '%s': %s (%s), want %s", spec, clfft_status_string(st), clfft_last_error(),
                 valid ? "OK and the fields set" : "CLFFT_ERR_INVALID_PROFILE, profile untouched");
        if (through_environment && i % 8 == 0) {
            setenv("CLFFT_PROFILE", spec, 1);
            clfft_profile q;
            st = clfft_profile_query(dev, &q);
            unsetenv("CLFFT_PROFILE");
            if (valid ? st != CLFFT_OK : st != CLFFT_ERR_INVALID_PROFILE || !strstr(clfft_last_error(), "CLFFT_PROFILE"))
                FAIL("CLFFT_PROFILE='%s': %s (%s)", spec, clfft_status_string(st), clfft_last_error());
        }
    }
}

/* ---- descriptors, end to end ---- */

static void fuzz_descriptors(size_t count, size_t max_runs)
{
    clfft_profile prof;
    if (clfft_profile_query(dev, &prof) != CLFFT_OK) {
        FAIL("clfft_profile_query: %s", clfft_last_error());
        return;
    }
    size_t runs = 0, accepted = 0, planned = 0;
    /* by rank (1..3) and kind (C2C, R2C, C2R) of the valid-enum ones:
     * checked, accepted, run */
    size_t tally[3][3][3];
    memset(tally, 0, sizeof tally);
    for (size_t i = 0; i < count; i++) {
        case_seed = rng;
        clfft_desc d;
        random_desc(&d, chance(50));
        verdict v;
        side in, out;
        int have_sides = oracle(&d, prof.has_fp64, &v, &in, &out);
        char text[1024];
        print_desc(&d, text, sizeof text);
        /* offline: no device involved */
        char *src = NULL;
        clfft_status st = clfft_generate_source(&d, &prof, &src, NULL);
        check_status("generate", &d, &v, st);
        clfft_free(src);
        if (st == CLFFT_OK)
            accepted++;
        int cell = d.rank >= 1 && d.rank <= 3 && (unsigned)d.kind <= CLFFT_C2R;
        if (cell) {
            tally[d.rank - 1][d.kind][0]++;
            tally[d.rank - 1][d.kind][1] += st == CLFFT_OK;
        }
        /* Plans: the invalid ones (cheap: refused before compiling) and
         * the valid ones small enough to compile and run quickly. */
        int small = have_sides && st == CLFFT_OK && side_elements(&in) * in.batch <= 4096 &&
                    side_elements(&out) * out.batch <= 4096 && side_extent_bytes(&in) <= (1u << 20) &&
                    side_extent_bytes(&out) <= (1u << 20);
        /* runs shared out: rank-1 C2C at most half, each other rank and
         * kind at most an eighth, so that every one gets some */
        size_t quota = !cell ? 0 : d.rank == 1 && d.kind == CLFFT_C2C ? max_runs / 2 : (max_runs + 7) / 8;
        int may_run = runs < max_runs && (!cell || tally[d.rank - 1][d.kind][2] < quota);
        if (st != CLFFT_OK ? i % 2 == 0 : small && may_run) {
            clfft_plan *plan = (clfft_plan *)(uintptr_t)0x1;
            /* every other accepted one with a GPU preset's kernels */
            static const char *const gpus[] = {"nvidia", "amd-gcn", "amd-rdna", "intel-xe"};
            clfft_profile gpu;
            verdict vg = v;
            int on_gpu = st == CLFFT_OK && runs % 2 == 1;
            if (on_gpu) {
                const char *name = PICK(gpus);
                if (clfft_profile_preset(name, &gpu) != CLFFT_OK)
                    FAIL("preset %s: %s", name, clfft_last_error());
                side gin, gout;
                oracle(&d, gpu.has_fp64, &vg, &gin, &gout);
            }
            clfft_status pst = on_gpu ? clfft_plan_create_with_profile(&plan, ctx, dev, &d, &gpu)
                                      : clfft_plan_create(&plan, ctx, dev, &d);
            planned++;
            if (pst != CLFFT_OK && plan)
                FAIL("plan %s: failed (%s) but the plan pointer is not NULL", text, clfft_status_string(pst));
            check_status(on_gpu ? "plan (GPU preset)" : "plan", &d, on_gpu ? &vg : &v, pst);
            if (pst == CLFFT_OK) {
                runs++;
                if (cell)
                    tally[d.rank - 1][d.kind][2]++;
                /* R2C forward, C2R backward, C2C its planned directions */
                if (d.kind == CLFFT_R2C || (d.kind == CLFFT_C2C && d.directions != CLFFT_BACKWARD_ONLY))
                    run_direction(plan, &d, &in, &out, 1, text);
                if (d.kind == CLFFT_C2R || (d.kind == CLFFT_C2C && d.directions != CLFFT_FORWARD_ONLY))
                    run_direction(plan, &d, &in, &out, 0, text);
                if (runs % 4 == 0)
                    fuzz_enqueue_arguments(plan, &d, text);
                clfft_plan_destroy(plan);
            }
        }
    }
    printf("descriptors: %zu checked, %zu accepted, %zu plan creations, %zu plans run\n", count, accepted, planned,
           runs);
    static const char *kinds[] = {"C2C", "R2C", "C2R"};
    for (int r = 0; r < 3; r++)
        for (int k = 0; k < 3; k++)
            printf("  rank %d %s: %zu checked, %zu accepted, %zu refused, %zu run\n", r + 1, kinds[k],
                   tally[r][k][0], tally[r][k][1], tally[r][k][0] - tally[r][k][1], tally[r][k][2]);
}

int main(int argc, char **argv)
{
    unsigned long long seed = 1;
    size_t descriptors = 3000, runs = 60, profiles = 1000, specs = 2000;
    for (int i = 1; i + 1 < argc; i += 2) {
        unsigned long long v = strtoull(argv[i + 1], NULL, 10);
        if (!strcmp(argv[i], "--seed"))
            seed = v;
        else if (!strcmp(argv[i], "--descriptors"))
            descriptors = (size_t)v;
        else if (!strcmp(argv[i], "--runs"))
            runs = (size_t)v;
        else if (!strcmp(argv[i], "--profiles"))
            profiles = (size_t)v;
        else if (!strcmp(argv[i], "--specs"))
            specs = (size_t)v;
        else {
            fprintf(stderr, "unknown option %s\n", argv[i]);
            return 2;
        }
    }
    if (!open_device()) {
        fprintf(stderr, "no OpenCL device\n");
        return 1;
    }
    rng = seed;
    time_t t0 = time(NULL);
    fuzz_specs(specs, 1);
    fuzz_profiles(profiles);
    fuzz_descriptors(descriptors, runs);
    printf("seed %llu: %lu failures in %lld s\n", seed, failures, (long long)(time(NULL) - t0));
    clReleaseCommandQueue(queue);
    clReleaseContext(ctx);
    fftwl_cleanup();
    return failures ? 1 : 0;
}
