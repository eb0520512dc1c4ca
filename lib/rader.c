/* Rader's algorithm on the host: which prime lengths it takes, what its
 * convolution costs against Bluestein's, and the tables of its one kernel
 * (convolution.c builds the step, codegen/kernel.c the kernel).  For a prime p
 * with primitive root g, every k != 0 is g^m and every j != 0 is g^-q, so
 *   X[g^m] = x[0] + sum_q x[g^-q] w^(g^(m-q)),   w = exp(-2 pi i / p),
 * a cyclic convolution of a[q] = x[g^-q] with b[s] = w^(g^s), length
 * p - 1, and X[0] = x[0] + sum_q a[q].  The kernel loads a through the
 * index table, multiplies FFT(a) by FFT(b)/(p-1) (long double here, rounded
 * once), adds x[0] to the DC value (which adds it to every output of the
 * inverse FFT) and stores through the other index table.  Backward
 * transforms conjugate the filter, as Bluestein's do. */
#include <stdlib.h>

#include "fft_plan.h"
#include "unit_root.h"

int fft_is_prime(size_t n)
{
    if (n < 2)
        return 0;
    for (size_t f = 2; f * f <= n; f++)
        if (n % f == 0)
            return 0;
    return 1;
}

size_t fft_rader_root(size_t p)
{
    size_t factors[32], nf = 0, r = p - 1;
    for (size_t f = 2; f * f <= r; f++)
        if (r % f == 0) {
            factors[nf++] = f;
            while (r % f == 0)
                r /= f;
        }
    if (r > 1)
        factors[nf++] = r;
    for (size_t g = 2; g < p; g++) {
        size_t i = 0;
        while (i < nf && fft_pow_mod(g, (p - 1) / factors[i], p) != 1)
            i++;
        if (i == nf)
            return g;
    }
    return 1; /* p = 2 */
}

/* Operations per point of one radix-f stage, f prime: the generated
 * butterflies' counts (codegen/butterfly.c pairs x_j with x_{p-j}: about
 * 2(f-1)^2 + 4f real operations for f points) and the classic 2, 3, 5 ones.
 * Only ratios matter: they choose between two convolutions of one kernel
 * each, which move the same data. */
static double stage_cost(size_t f)
{
    if (f == 2)
        return 2.5;
    if (f == 3)
        return 5.3;
    if (f == 5)
        return 8.8;
    return 2.0 * (double)(f - 1) * (double)(f - 1) / (double)f + 4.0;
}

double fft_points_cost(size_t m)
{
    double per_point = 0;
    size_t r = m;
    for (size_t f = 2; f * f <= r; f++)
        while (r % f == 0) {
            per_point += stage_cost(f);
            r /= f;
        }
    if (r > 1)
        per_point += stage_cost(r);
    return (double)m * per_point;
}

int fft_rader_table(fft_table_kind kind, size_t p, long double *out)
{
    size_t n = p - 1, g = fft_rader_root(p), ginv = (size_t)fft_pow_mod(g, p - 2, p);
    if (kind == FFT_TABLE_RADER_IN || kind == FFT_TABLE_RADER_OUT) {
        unsigned long long v = 1, step = kind == FFT_TABLE_RADER_IN ? ginv : g;
        for (size_t q = 0; q < n; q++) {
            out[2 * q] = (long double)v; /* exact in fp32 below 2^24 */
            out[2 * q + 1] = 0;
            v = v * step % p;
        }
        return 0;
    }
    if (kind != FFT_TABLE_RADER_FILTER)
        return 0;
    long double *b = calloc(2 * n, sizeof *b);
    if (!b)
        return -1;
    unsigned long long v = 1;
    for (size_t s = 0; s < n; s++) {
        fft_root_ld(v, p, &b[2 * s], &b[2 * s + 1]);
        v = v * g % p;
    }
    int st = fft_dft_ld(b, n, out);
    for (size_t k = 0; st == 0 && k < 2 * n; k++)
        out[k] /= (long double)n;
    free(b);
    return st;
}
