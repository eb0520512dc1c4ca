/* The reference is FFTW's double-precision transform of the very input the
 * libraries saw (converted from fp32 where needed), so an fp32 library's
 * error is measured against a result that is ~1e-16 accurate. */
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

/* The kept reference: its key, the input it came from, and its output. */
static struct {
    bench_shape shape;
    bench_kind kind;
    size_t count;
    int fp64;
    void *in;        /* in_bytes of the input it was computed from */
    size_t in_bytes;
    double *out;     /* reals: 2 per complex value on complex sides */
    size_t out_reals;
} kept;

void reference_release(void)
{
    free(kept.in);
    fftw_free(kept.out);
    memset(&kept, 0, sizeof kept);
}

/* Computes FFTW's result for in into a new array of out_reals doubles. */
static double *compute(const void *in, const bench_shape *shape, bench_kind kind, size_t count, int fp64,
                       size_t *out_reals)
{
    static int threads_ready;
#ifdef HAVE_FFTW_THREADS
    if (!threads_ready) {
        long cpus = sysconf(_SC_NPROCESSORS_ONLN);
        if (fftw_init_threads())
            fftw_plan_with_nthreads(cpus > 1 ? (int)cpus : 1);
    }
#endif
    threads_ready = 1;
    int n[3];
    for (int i = 0; i < shape->rank; i++)
        n[i] = (int)shape->n[i];
    size_t full = bench_shape_elements(shape), half = bench_shape_half_elements(shape);
    /* reals read and written per transform */
    size_t in_reals = kind == BENCH_R2C ? full : kind == BENCH_C2R ? 2 * half : 2 * full;
    size_t res_reals = kind == BENCH_R2C ? 2 * half : kind == BENCH_C2R ? full : 2 * full;
    double *x = fftw_malloc(sizeof(double) * in_reals * count);
    double *y = fftw_malloc(sizeof(double) * res_reals * count);
    fftw_plan plan = NULL;
    if (x && y) {
        int c = (int)count;
        if (kind == BENCH_R2C)
            plan = fftw_plan_many_dft_r2c(shape->rank, n, c, x, NULL, 1, (int)full, (fftw_complex *)y, NULL, 1,
                                          (int)half, FFTW_ESTIMATE);
        else if (kind == BENCH_C2R)
            plan = fftw_plan_many_dft_c2r(shape->rank, n, c, (fftw_complex *)x, NULL, 1, (int)half, y, NULL, 1,
                                          (int)full, FFTW_ESTIMATE);
        else
            plan = fftw_plan_many_dft(shape->rank, n, c, (fftw_complex *)x, NULL, 1, (int)full, (fftw_complex *)y,
                                      NULL, 1, (int)full, FFTW_FORWARD, FFTW_ESTIMATE);
    }
    if (!plan) {
        fftw_free(x);
        fftw_free(y);
        return NULL;
    }
    /* FFTW_ESTIMATE planning leaves x alone, so it is filled after planning
     * (a C2R plan destroys x, which is our copy). */
    for (size_t i = 0; i < in_reals * count; i++)
        x[i] = load(in, fp64, i);
    fftw_execute(plan);
    fftw_destroy_plan(plan);
    fftw_free(x);
    *out_reals = res_reals * count;
    return y;
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
        size_t reals = 0;
        double *y = compute(in, shape, kind, count, fp64, &reals);
        void *copy = y ? malloc(in_bytes) : NULL;
        if (!copy) {
            fftw_free(y);
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
        kept.out_reals = reals;
    }
    double diff = 0.0, norm = 0.0;
    for (size_t i = 0; i < kept.out_reals; i++) {
        double d = load(out, fp64, i) - kept.out[i];
        diff += d * d;
        norm += kept.out[i] * kept.out[i];
    }
    return norm > 0.0 ? sqrt(diff / norm) : sqrt(diff);
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
