/* The reference is FFTW's double-precision transform of the very input the
 * libraries saw (converted from fp32 where needed), so an fp32 library's
 * error is measured against a result that is ~1e-16 accurate. */
#include "reference.h"

#include <fftw3.h>
#include <math.h>

static double load(const void *data, int fp64, size_t i)
{
    return fp64 ? ((const double *)data)[i] : (double)((const float *)data)[i];
}

double reference_rel_error(const void *in, const void *out, size_t n, size_t count, int fp64)
{
    size_t total = n * count;
    fftw_complex *x = fftw_malloc(sizeof(fftw_complex) * total);
    fftw_complex *y = fftw_malloc(sizeof(fftw_complex) * total);
    if (!x || !y) {
        fftw_free(x);
        fftw_free(y);
        return -1.0;
    }
    int len = (int)n;
    fftw_plan plan = fftw_plan_many_dft(1, &len, (int)count, x, NULL, 1, len, y, NULL, 1, len,
                                        FFTW_FORWARD, FFTW_ESTIMATE);
    if (!plan) {
        fftw_free(x);
        fftw_free(y);
        return -1.0;
    }
    /* FFTW_ESTIMATE planning leaves x alone, so it is filled after planning. */
    for (size_t i = 0; i < total; i++) {
        x[i][0] = load(in, fp64, 2 * i);
        x[i][1] = load(in, fp64, 2 * i + 1);
    }
    fftw_execute(plan);

    double diff = 0.0, norm = 0.0;
    for (size_t i = 0; i < total; i++) {
        double dr = load(out, fp64, 2 * i) - y[i][0];
        double di = load(out, fp64, 2 * i + 1) - y[i][1];
        diff += dr * dr + di * di;
        norm += y[i][0] * y[i][0] + y[i][1] * y[i][1];
    }
    fftw_destroy_plan(plan);
    fftw_free(x);
    fftw_free(y);
    return norm > 0.0 ? sqrt(diff / norm) : sqrt(diff);
}
