/* The reference is FFTW's transform of the very input the libraries saw
 * (converted from fp32 where needed): in double precision for fp32 data,
 * whose error is then measured against a result ~1e-16 accurate, and in long
 * double for fp64 data where FFTW's long double library was found
 * (HAVE_FFTWL).  FFTW's own double-precision error is 3e-16 to 8e-16 (7.3e-16
 * at N = 262147, against long double), the size of an fp64 library's, so a
 * double reference would add it to every fp64 figure. */
#include "reference.h"

#include <fftw3.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>
#ifdef HAVE_FFTW_THREADS
#include <unistd.h>
#endif

static double load(const void *data, int fp64, size_t i)
{
    return fp64 ? ((const double *)data)[i] : (double)((const float *)data)[i];
}

static void store(void *data, int fp64, size_t i, double v)
{
    if (fp64)
        ((double *)data)[i] = v;
    else
        ((float *)data)[i] = (float)v;
}

/* The kept reference: its key, the input it came from, and its output in
 * double or long double (wide). */
static struct {
    bench_shape shape;
    bench_kind kind;
    size_t count;
    int fp64;
    void *in;        /* in_bytes of the input it was computed from */
    size_t in_bytes;
    void *out;       /* reals: 2 per complex value on complex sides */
    int wide;        /* out holds long doubles */
    size_t out_reals;
} kept;

void reference_release(void)
{
    free(kept.in);
    free(kept.out);
    memset(&kept, 0, sizeof kept);
}

/* The reals a transform of the shape reads and writes. */
static void reals_of(const bench_shape *shape, bench_kind kind, size_t *in_reals, size_t *res_reals)
{
    size_t full = bench_shape_elements(shape), half = bench_shape_half_elements(shape);
    *in_reals = kind == BENCH_R2C ? full : kind == BENCH_C2R ? 2 * half : 2 * full;
    *res_reals = kind == BENCH_R2C ? 2 * half : kind == BENCH_C2R ? full : 2 * full;
}

/* Defines NAME(in, shape, kind, count, fp64): FFTW's result for in (API
 * prefix PFX: fftw or fftwl, reals R) in a new malloc'd array, NULL when
 * FFTW fails.  FFTW_ESTIMATE planning leaves x alone, so x is filled after
 * planning (a C2R plan destroys x, which is our copy). */
#define DEFINE_COMPUTE(NAME, PFX, R)                                                                    \
    static R *NAME(const void *in, const bench_shape *shape, bench_kind kind, size_t count, int fp64)  \
    {                                                                                                   \
        int n[3], c = (int)count;                                                                       \
        for (int i = 0; i < shape->rank; i++)                                                           \
            n[i] = (int)shape->n[i];                                                                    \
        int full = (int)bench_shape_elements(shape), half = (int)bench_shape_half_elements(shape);      \
        size_t in_reals, res_reals;                                                                     \
        reals_of(shape, kind, &in_reals, &res_reals);                                                   \
        R *x = PFX##_malloc(sizeof(R) * in_reals * count);                                              \
        R *y = malloc(sizeof(R) * res_reals * count);                                                   \
        PFX##_plan plan = NULL;                                                                         \
        if (x && y && kind == BENCH_R2C)                                                                \
            plan = PFX##_plan_many_dft_r2c(shape->rank, n, c, x, NULL, 1, full, (PFX##_complex *)y, NULL, \
                                           1, half, FFTW_ESTIMATE);                                     \
        else if (x && y && kind == BENCH_C2R)                                                           \
            plan = PFX##_plan_many_dft_c2r(shape->rank, n, c, (PFX##_complex *)x, NULL, 1, half, y, NULL, \
                                           1, full, FFTW_ESTIMATE);                                     \
        else if (x && y)                                                                                \
            plan = PFX##_plan_many_dft(shape->rank, n, c, (PFX##_complex *)x, NULL, 1, full,            \
                                       (PFX##_complex *)y, NULL, 1, full, FFTW_FORWARD, FFTW_ESTIMATE); \
        if (plan) {                                                                                     \
            for (size_t i = 0; i < in_reals * count; i++)                                               \
                x[i] = (R)load(in, fp64, i);                                                            \
            PFX##_execute(plan);                                                                        \
            PFX##_destroy_plan(plan);                                                                   \
        } else {                                                                                        \
            free(y);                                                                                    \
            y = NULL;                                                                                   \
        }                                                                                               \
        PFX##_free(x);                                                                                  \
        return y;                                                                                       \
    }

DEFINE_COMPUTE(compute_double, fftw, double)
#ifdef HAVE_FFTWL
DEFINE_COMPUTE(compute_wide, fftwl, long double)
#endif

/* FFTW's threads, once: they make the reference of the largest 3D shapes
 * (512^3) take seconds instead of minutes. */
static void threads_once(void)
{
#ifdef HAVE_FFTW_THREADS
    static int ready;
    if (ready)
        return;
    ready = 1;
    long cpus = sysconf(_SC_NPROCESSORS_ONLN);
    int nthreads = cpus > 1 ? (int)cpus : 1;
    if (fftw_init_threads())
        fftw_plan_with_nthreads(nthreads);
#ifdef HAVE_FFTWL
    if (fftwl_init_threads())
        fftwl_plan_with_nthreads(nthreads);
#endif
#endif
}

int reference_fp64_wide(void)
{
#ifdef HAVE_FFTWL
    return 1;
#else
    return 0;
#endif
}

double reference_rel_error(const void *in, const void *out, const bench_shape *shape, bench_kind kind,
                           size_t count, int fp64)
{
    size_t in_bytes = bench_input_bytes(shape, kind, fp64) * count;
    int same = kept.out && kept.kind == kind && kept.count == count && kept.fp64 == fp64 &&
               !memcmp(&kept.shape, shape, sizeof *shape) && kept.in_bytes == in_bytes &&
               !memcmp(kept.in, in, in_bytes);
    if (!same) {
        reference_release();
        threads_once();
        size_t in_reals, res_reals;
        reals_of(shape, kind, &in_reals, &res_reals);
        int wide = fp64 && reference_fp64_wide();
        void *y = NULL;
#ifdef HAVE_FFTWL
        if (wide)
            y = compute_wide(in, shape, kind, count, fp64);
#endif
        if (!wide)
            y = compute_double(in, shape, kind, count, fp64);
        void *copy = y ? malloc(in_bytes) : NULL;
        if (!copy) {
            free(y);
            return -1.0;
        }
        memcpy(copy, in, in_bytes);
        kept.shape = *shape;
        kept.kind = kind;
        kept.count = count;
        kept.fp64 = fp64;
        kept.in = copy;
        kept.in_bytes = in_bytes;
        kept.out = y;
        kept.wide = wide;
        kept.out_reals = res_reals * count;
    }
    long double diff = 0.0L, norm = 0.0L;
    for (size_t i = 0; i < kept.out_reals; i++) {
        long double ref = kept.wide ? ((const long double *)kept.out)[i] : ((const double *)kept.out)[i];
        long double d = (long double)load(out, fp64, i) - ref;
        diff += d * d;
        norm += ref * ref;
    }
    return (double)(norm > 0.0L ? sqrtl(diff / norm) : sqrtl(diff));
}

void reference_make_hermitian(void *spectra, const bench_shape *shape, size_t count, int fp64)
{
    int r = shape->rank;
    size_t last = shape->n[r - 1], h = last / 2 + 1;
    size_t outer = bench_shape_elements(shape) / last; /* rows of the slower axes */
    size_t per = outer * h;
    for (size_t t = 0; t < count; t++)
        for (size_t k = 0; k < h; k++) {
            if (k != 0 && 2 * k != last)
                continue;
            for (size_t row = 0; row < outer; row++) {
                /* the row whose slower-axis indices are the negatives of row's */
                size_t rem = row, mirror = 0, scale = 1;
                for (int a = r - 2; a >= 0; a--) {
                    size_t len = shape->n[a], i = rem % len;
                    rem /= len;
                    mirror += ((len - i) % len) * scale;
                    scale *= len;
                }
                if (mirror < row)
                    continue; /* done with its partner */
                size_t p = 2 * (t * per + row * h + k), q = 2 * (t * per + mirror * h + k);
                double re = 0.5 * (load(spectra, fp64, p) + load(spectra, fp64, q));
                double im = 0.5 * (load(spectra, fp64, p + 1) - load(spectra, fp64, q + 1));
                if (mirror == row)
                    im = 0.0;
                store(spectra, fp64, p, re);
                store(spectra, fp64, p + 1, im);
                store(spectra, fp64, q, re);
                store(spectra, fp64, q + 1, -im);
            }
        }
}
