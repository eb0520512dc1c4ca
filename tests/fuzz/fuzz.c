/* Fuzzer: random and adversarial descriptors, profiles, CLFFT_PROFILE
 * strings and enqueue arguments, checked against an independent validity
 * oracle (this file; it shares no code with the library).  Every accepted
 * plan small enough is run on the device in sub-buffers with guard zones
 * and compared against FFTW long double.
 *
 *   fuzz [--seed S] [--descriptors N] [--runs R] [--profiles P] [--specs K]
 *
 * N descriptors are checked through clfft_generate_source (no device) and,
 * every other one, clfft_plan_create; up to R accepted ones are run.  Exit
 * status 0 when every check held; each failure prints one line with the
 * seed and the case, so that it can be replayed.
 *
 * The oracle's rules, from the library's documented semantics (README,
 * clfft.h):  rank 1..3; n[i] > 0 for i < rank, n/istride/ostride beyond the
 * rank 0; kind, precision, directions and effort enum values; scales finite
 * (and within float range for fp32); no element of either side repeated;
 * extents (offset + span, in bytes) within int64 and the lengths' product
 * times batch times 16 within size_t; in-place plans' output layout equals
 * the input's.  What the library does not do yet is in one function,
 * not_supported_yet(), which the lead tightens as the transforms land. */
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

/* >>> What the library does not support yet: the only place where the
 * oracle lets CLFFT_ERR_NOT_SUPPORTED through.  Tighten as 2D/3D and
 * R2C/C2R land (delete the first two lines), and as lengths with larger
 * primes do. <<< */
static int not_supported_yet(const clfft_desc *d)
{
    if (d->rank > 1)
        return 1; /* 2D/3D: coming with the composable plans */
    if (d->kind != CLFFT_C2C)
        return 1; /* R2C/C2R: coming with the composable plans */
    for (int i = 0; i < d->rank; i++)
        if (d->n[i] > UINT32_MAX)
            return 1; /* every length below 2^32 is computed (Bluestein above 31) */
    return 0;
}

/* One side of a transform as the oracle sees it: element (j_0..j_r-1, b)
 * at offset + sum j_i*stride_i + b*dist, in elements of the side's type. */
typedef struct side {
    int rank;
    size_t count[3];
    size_t stride[3];
    size_t dist, offset, batch, elem_bytes;
} side;

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

/* offset + span of the side, in bytes, or 0 with *overflow set. */
static u128 side_extent_bytes(const side *s)
{
    u128 last = s->offset;
    for (int i = 0; i < s->rank; i++)
        last += (u128)(s->count[i] - 1) * s->stride[i];
    last += (u128)(s->batch - 1) * s->dist;
    return (last + 1) * s->elem_bytes;
}

/* The oracle.  *in / *out get the sides when the layout could be derived
 * (rank 1 or all-default strides); returns how many (0 or 1). */
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
    u128 total = (u128)batch * 16;
    for (int i = 0; i < d->rank; i++)
        total *= d->n[i] ? d->n[i] : 1;
    if (total > SIZE_MAX)
        defect(v, CLFFT_ERR_SIZE_OVERFLOW);
    if (v->defects || not_supported_yet(d)) {
        if (not_supported_yet(d))
            allow(v, CLFFT_ERR_NOT_SUPPORTED);
        /* the layout may have defects of its own: allow theirs too */
        allow(v, CLFFT_ERR_INVALID_LAYOUT);
        allow(v, CLFFT_ERR_SIZE_OVERFLOW);
        if (d->precision == CLFFT_FP64 && !device_fp64)
            allow(v, CLFFT_ERR_NO_FP64);
        if (!v->defects)
            v->defects = 1; /* not supported: OK is not allowed either */
        return 0;
    }
    if (d->precision == CLFFT_FP64 && !device_fp64) {
        defect(v, CLFFT_ERR_NO_FP64);
        allow(v, CLFFT_ERR_INVALID_LAYOUT);
        allow(v, CLFFT_ERR_SIZE_OVERFLOW);
    }
    /* Rank 1 C2C from here (not_supported_yet above); the sides are those
     * of clfft.h: strides 0 mean 1, distances 0 mean n x stride. */
    size_t elem = d->precision == CLFFT_FP64 ? 16 : 8;
    side s[2];
    for (int k = 0; k < 2; k++) {
        int inp = k == 0 || d->inplace;
        size_t stride = inp ? d->istride[0] : d->ostride[0];
        size_t dist = inp ? d->idist : d->odist;
        s[k] = (side){.rank = 1, .count = {d->n[0]}, .stride = {stride ? stride : 1}, .dist = dist,
                      .offset = inp ? d->ioffset : d->ooffset, .batch = batch, .elem_bytes = elem};
        if (!dist) {
            u128 def = (u128)d->n[0] * s[k].stride[0];
            if (def > SIZE_MAX) {
                defect(v, CLFFT_ERR_SIZE_OVERFLOW);
                return 0;
            }
            s[k].dist = (size_t)def;
        }
    }
    if (d->inplace) {
        size_t is = d->istride[0] ? d->istride[0] : 1;
        if ((d->ostride[0] && d->ostride[0] != is) || (d->odist && d->odist != s[0].dist) ||
            (d->ooffset && d->ooffset != d->ioffset))
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
    }
    for (int k = 0; k < 2; k++) {
        int o = side_overlaps(&s[k]);
        if (o == 1)
            defect(v, CLFFT_ERR_INVALID_LAYOUT);
        else if (o != 0) /* injective without nesting, or unknown */
            allow(v, CLFFT_ERR_INVALID_LAYOUT);
        u128 bytes = side_extent_bytes(&s[k]);
        if (bytes > (u128)INT64_MAX)
            defect(v, CLFFT_ERR_SIZE_OVERFLOW);
    }
    *in = s[0];
    *out = s[1];
    return 1;
}

/* ---- descriptors ---- */

static const size_t small_lengths[] = {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 20, 24, 32, 60, 64, 128};
static const size_t odd_lengths[] = {17, 19, 23, 34, 97, 289, 1021, 65537};
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

static long double get_value(const unsigned char *buf, size_t elem_bytes, size_t index, int part)
{
    if (elem_bytes == 8) {
        float f;
        memcpy(&f, buf + index * 8 + (size_t)part * 4, 4);
        return f;
    }
    double x;
    memcpy(&x, buf + index * 16 + (size_t)part * 8, 8);
    return x;
}

static size_t element_at(const side *s, size_t b, size_t j)
{
    return s->offset + b * s->dist + j * s->stride[0];
}

/* Runs one direction of an accepted rank-1 C2C plan and checks it. */
static void run_direction(clfft_plan *plan, const clfft_desc *d, const side *in, const side *out, int forward,
                          const char *text)
{
    size_t elem = in->elem_bytes, n = in->count[0], batch = in->batch;
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
    if (!input || !result || !poison) {
        FAIL("out of host memory");
        goto done_host;
    }
    for (size_t i = 0; i < buf_bytes / (elem / 2); i++) {
        if (elem == 16) {
            double x = unit();
            memcpy(input + i * 8, &x, 8);
        } else {
            float f = (float)unit();
            memcpy(input + i * 4, &f, 4);
        }
    }
    memset(poison, 0x5A, out_bytes);
    guarded gi = {0}, go = {0};
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
    /* reference: FFTW long double of each batch entry */
    fftwl_complex *x = fftwl_malloc(sizeof(fftwl_complex) * n);
    fftwl_plan p = fftwl_plan_dft_1d((int)n, x, x, forward ? FFTW_FORWARD : FFTW_BACKWARD, FFTW_ESTIMATE);
    double scale = forward ? d->forward_scale : d->backward_scale;
    if (scale == 0.0)
        scale = 1.0;
    double eps = elem == 8 ? FLT_EPSILON : DBL_EPSILON;
    double bound = 8.0 * eps * (log2((double)n) > 2 ? log2((double)n) : 2);
    unsigned char *written = calloc(out_bytes / elem + 1, 1);
    for (size_t b = 0; b < batch && written; b++)
        for (size_t j = 0; j < n; j++)
            written[element_at(out, b, j)] = 1;
    /* Scales far from 1 make results overflow or lose their precision in
     * the plan's type: those are checked for validity, not values. */
    int values = scale == 1.0 || (fabs(scale) >= 1e-20 && fabs(scale) <= 1e20);
    for (size_t b = 0; b < batch && written && values; b++) {
        for (size_t j = 0; j < n; j++) {
            size_t e = element_at(in, b, j);
            x[j][0] = get_value(input, elem, e, 0);
            x[j][1] = get_value(input, elem, e, 1);
        }
        fftwl_execute(p);
        long double num = 0, den = 0;
        for (size_t j = 0; j < n; j++) {
            size_t e = element_at(out, b, j);
            long double re = x[j][0] * scale, im = x[j][1] * scale;
            long double dr = get_value(result, elem, e, 0) - re, di = get_value(result, elem, e, 1) - im;
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
        for (size_t e = 0; e < out_bytes / elem; e++)
            if (!written[e] && memcmp(result + e * elem, poison + e * elem, elem) != 0) {
                FAIL("%s: output element %zu outside the layout was written", text, e);
                break;
            }
    free(written);
    fftwl_destroy_plan(p);
    fftwl_free(x);
done:
    free_guarded(&gi);
    free_guarded(&go);
done_host:
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
    int fwd_ok = d->directions != CLFFT_BACKWARD_ONLY;
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
    if (d->directions == CLFFT_FORWARD_ONLY)
        ROW("backward on a forward-only plan", wrong_dir, wrong_dir,
            clfft_enqueue_backward(plan, queue, gi.sub, out, 0, NULL, &ev));
    if (d->directions == CLFFT_BACKWARD_ONLY)
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
        /* Plans: the invalid ones (cheap: refused before compiling) and
         * the valid ones small enough to compile and run quickly. */
        int small = have_sides && st == CLFFT_OK && in.count[0] * in.batch <= 4096 &&
                    side_extent_bytes(&in) <= (1u << 20) && side_extent_bytes(&out) <= (1u << 20);
        if (st != CLFFT_OK ? i % 2 == 0 : small && runs < max_runs) {
            clfft_plan *plan = (clfft_plan *)(uintptr_t)0x1;
            clfft_status pst = clfft_plan_create(&plan, ctx, dev, &d);
            planned++;
            if (pst != CLFFT_OK && plan)
                FAIL("plan %s: failed (%s) but the plan pointer is not NULL", text, clfft_status_string(pst));
            check_status("plan", &d, &v, pst);
            if (pst == CLFFT_OK) {
                runs++;
                if (d.directions != CLFFT_BACKWARD_ONLY)
                    run_direction(plan, &d, &in, &out, 1, text);
                if (d.directions != CLFFT_FORWARD_ONLY)
                    run_direction(plan, &d, &in, &out, 0, text);
                if (runs % 4 == 0)
                    fuzz_enqueue_arguments(plan, &d, text);
                clfft_plan_destroy(plan);
            }
        }
    }
    printf("descriptors: %zu checked, %zu accepted, %zu plan creations, %zu plans run\n", count, accepted, planned,
           runs);
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
