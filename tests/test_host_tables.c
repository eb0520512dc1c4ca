/* The host's long double tables, no device: lib/host_dft.c's DFT against
 * FFTW's long double one, Bluestein's filter spectrum against a direct DFT
 * of the chirp, its convolution length against a scan, and an aliased
 * convolution's tables through the whole algorithm (lib/chirp.c).  Built from the library's sources
 * (tests/meson.build): these functions are internal. */
#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>
#include <fftw3.h>
#include <math.h>

#include "fft_plan.h"

/* Relative L2 distance of two interleaved complex arrays. */
static long double rel_l2(const long double *a, const long double *b, size_t m)
{
    long double num = 0, den = 0;
    for (size_t i = 0; i < 2 * m; i++) {
        num += (a[i] - b[i]) * (a[i] - b[i]);
        den += b[i] * b[i];
    }
    return den > 0 ? sqrtl(num / den) : sqrtl(num);
}

static void fill(long double *x, size_t m, uint64_t seed)
{
    for (size_t i = 0; i < 2 * m; i++) {
        seed = seed * 6364136223846793005ull + 1442695040888963407ull;
        x[i] = (long double)(seed >> 11) / (long double)(1ull << 53) - 0.5L;
    }
}

/* ref = FFTW's long double forward DFT of the m interleaved values x (in:
 * FFTW's copy of them). */
static void fftw_reference(const long double *x, size_t m, fftwl_complex *in, fftwl_complex *ref)
{
    for (size_t i = 0; i < m; i++) {
        in[i][0] = x[2 * i];
        in[i][1] = x[2 * i + 1];
    }
    fftwl_plan p = fftwl_plan_dft_1d((int)m, in, ref, FFTW_FORWARD, FFTW_ESTIMATE);
    assert_non_null(p);
    fftwl_execute(p);
    fftwl_destroy_plan(p);
}

/* fft_dft_ld(x) against FFTW's long double forward DFT of the same x. */
static void check_against_fftw(size_t m)
{
    long double *x = malloc(2 * m * sizeof *x), *ours = malloc(2 * m * sizeof *ours);
    fftwl_complex *in = fftwl_malloc(m * sizeof *in), *ref = fftwl_malloc(m * sizeof *ref);
    assert_non_null(x);
    assert_non_null(ours);
    assert_non_null(in);
    assert_non_null(ref);
    fill(x, m, m);
    fftw_reference(x, m, in, ref);
    memset(ours, 0xff, 2 * m * sizeof *ours); /* NaN-poisoned: every output must be written */
    assert_int_equal(fft_dft_ld(x, m, ours), 0);
    long double err = rel_l2(ours, (const long double *)ref, m);
    if (!(err < 1e-17L))
        fail_msg("m = %zu: relative L2 error %Lg against FFTW long double", m, err);
    free(x);
    free(ours);
    fftwl_free(in);
    fftwl_free(ref);
}

/* Every length to 200 whose prime factors are at most FFT_MAX_PRIME (Rader's
 * p - 1, Bluestein's M), then Bluestein's convolution lengths: 7-smooth
 * (fft_bluestein_length) and A x 2048 with A 13-smooth (the three steps of
 * rows), long enough for the passes and the roots to be split among threads. */
static void test_dft_lengths(void **state)
{
    (void)state;
    for (size_t m = 1; m <= 200; m++)
        if (fft_largest_prime(m) <= FFT_MAX_PRIME)
            check_against_fftw(m);
    static const size_t longer[] = {243, 625, 2048, 2304, 9216, 20480, 26 * 2048, 65 * 2048, 147456, 786432};
    for (size_t i = 0; i < sizeof longer / sizeof longer[0]; i++)
        check_against_fftw(longer[i]);
}

/* Bluestein's filter spectrum, FFT_M(b) with b[j] = b[M - j] = conj(c[j])
 * and c[j] = exp(-i pi j^2 / N), against the direct O(M^2) DFT of that b. */
static void test_filter_spectrum(void **state)
{
    (void)state;
    static const size_t lengths[] = {3, 17, 37, 1031};
    for (size_t i = 0; i < sizeof lengths / sizeof lengths[0]; i++) {
        size_t n = lengths[i], m = fft_bluestein_length(n);
        long double *chirp = malloc(2 * n * sizeof *chirp), *b = calloc(2 * m, sizeof *b);
        long double *table = malloc(2 * m * sizeof *table), *direct = calloc(2 * m, sizeof *direct);
        assert_non_null(chirp);
        assert_non_null(b);
        assert_non_null(table);
        assert_non_null(direct);
        assert_int_equal(fft_chirp_table(FFT_TABLE_CHIRP, n, m, chirp), 0);
        for (size_t j = 0; j < n; j++) {
            b[2 * j] = chirp[2 * j];
            b[2 * j + 1] = -chirp[2 * j + 1];
            if (j) {
                b[2 * (m - j)] = b[2 * j];
                b[2 * (m - j) + 1] = b[2 * j + 1];
            }
        }
        long double *w = malloc(2 * m * sizeof *w);
        assert_non_null(w);
        for (size_t e = 0; e < m; e++)
            fft_root_ld(e, m, &w[2 * e], &w[2 * e + 1]);
        for (size_t k = 0; k < m; k++)
            for (size_t j = 0; j < m; j++) {
                const long double *t = &w[2 * ((unsigned long long)j * k % m)];
                direct[2 * k] += b[2 * j] * t[0] - b[2 * j + 1] * t[1];
                direct[2 * k + 1] += b[2 * j] * t[1] + b[2 * j + 1] * t[0];
            }
        free(w);
        assert_int_equal(fft_chirp_table(FFT_TABLE_FILTER, n, m, table), 0);
        long double err = rel_l2(table, direct, m);
        if (!(err < 1e-17L))
            fail_msg("N = %zu, M = %zu: filter spectrum relative L2 error %Lg", n, m, err);
        free(chirp);
        free(b);
        free(table);
        free(direct);
    }
}

/* The convolution length by testing every m in [2n - 2, 2^k): the cheapest
 * 7-smooth one by fft_points_cost, the shortest of equal cost, the power
 * of two unless one is strictly cheaper. */
static size_t scanned_bluestein_length(size_t n)
{
    size_t need = n > 1 ? 2 * n - 2 : 1, pow2 = 1;
    while (pow2 < need)
        pow2 *= 2;
    size_t best = pow2;
    double best_cost = fft_points_cost(pow2);
    for (size_t m = need; m < pow2; m++) {
        size_t r = m;
        static const unsigned primes[] = {2, 3, 5, 7};
        for (unsigned i = 0; i < 4; i++)
            while (r % primes[i] == 0)
                r /= primes[i];
        if (r == 1 && fft_points_cost(m) < best_cost) {
            best_cost = fft_points_cost(m);
            best = m;
        }
    }
    return best;
}

/* fft_bluestein_length enumerates the 7-smooth lengths instead of testing
 * every m: the same M as the scan. */
static void test_bluestein_length(void **state)
{
    (void)state;
    for (size_t n = 1; n <= 6000; n++)
        if (fft_bluestein_length(n) != scanned_bluestein_length(n))
            fail_msg("N = %zu: M = %zu, the scan's %zu", n, fft_bluestein_length(n), scanned_bluestein_length(n));
    static const size_t longer[] = {65537, 999983, 1048573, 4194301, 16777213};
    for (size_t i = 0; i < sizeof longer / sizeof longer[0]; i++)
        assert_int_equal(fft_bluestein_length(longer[i]), scanned_bluestein_length(longer[i]));
}

/* An aliased convolution (fft_plan_layout.alias_count): with M below 2N -
 * 2, the filter table (FFT_TABLE_FILTER, its shared slots holding the
 * negative lags) and the correction table (FFT_TABLE_ALIAS) added to the
 * outputs k >= M - N + 1 as the kernels do, the whole of Bluestein's
 * algorithm in long double against FFTW's long double DFT of x, and
 * without the correction far from it (the test can fail). */
static void check_aliased(size_t n, size_t m)
{
    size_t count = 2 * n - 1 - m, lo = n - count;
    long double *x = malloc(2 * n * sizeof *x), *c = malloc(2 * n * sizeof *c), *a = calloc(2 * m, sizeof *a);
    long double *fa = malloc(2 * m * sizeof *fa), *filter = malloc(2 * m * sizeof *filter);
    long double *conv = malloc(2 * m * sizeof *conv), *d = malloc(2 * count * sizeof *d);
    long double *y = malloc(2 * n * sizeof *y), *plain = malloc(2 * n * sizeof *plain);
    fftwl_complex *in = fftwl_malloc(n * sizeof *in), *ref = fftwl_malloc(n * sizeof *ref);
    assert_true(x && c && a && fa && filter && conv && d && y && plain && in && ref);
    fill(x, n, n);
    assert_int_equal(fft_chirp_table(FFT_TABLE_CHIRP, n, m, c), 0);
    assert_int_equal(fft_chirp_table(FFT_TABLE_FILTER, n, m, filter), 0);
    assert_int_equal(fft_table_count(FFT_TABLE_ALIAS, m, n), count);
    assert_int_equal(fft_chirp_table(FFT_TABLE_ALIAS, n, m, d), 0);
    for (size_t j = 0; j < n; j++) { /* a = x c */
        a[2 * j] = x[2 * j] * c[2 * j] - x[2 * j + 1] * c[2 * j + 1];
        a[2 * j + 1] = x[2 * j] * c[2 * j + 1] + x[2 * j + 1] * c[2 * j];
    }
    long double *keep = malloc(2 * m * sizeof *keep);
    assert_non_null(keep);
    memcpy(keep, a, 2 * m * sizeof *a);
    assert_int_equal(fft_dft_ld(a, m, fa), 0);
    for (size_t k = 0; k < m; k++) { /* conj(FFT(a) F): the inverse FFT as a forward one of the conjugate */
        long double re = fa[2 * k] * filter[2 * k] - fa[2 * k + 1] * filter[2 * k + 1];
        long double im = fa[2 * k] * filter[2 * k + 1] + fa[2 * k + 1] * filter[2 * k];
        fa[2 * k] = re;
        fa[2 * k + 1] = -im;
    }
    assert_int_equal(fft_dft_ld(fa, m, conv), 0);
    for (size_t k = 0; k < n; k++) {
        long double re = conv[2 * k], im = -conv[2 * k + 1]; /* M times the cyclic convolution */
        long double pr = (re * c[2 * k] - im * c[2 * k + 1]) / (long double)m;
        long double pi = (re * c[2 * k + 1] + im * c[2 * k]) / (long double)m;
        plain[2 * k] = pr;
        plain[2 * k + 1] = pi;
        for (size_t j = 0; k >= lo && j <= k - lo; j++) {
            const long double *t = &d[2 * (k - lo - j)], *v = &keep[2 * j];
            re += v[0] * t[0] - v[1] * t[1];
            im += v[0] * t[1] + v[1] * t[0];
        }
        y[2 * k] = (re * c[2 * k] - im * c[2 * k + 1]) / (long double)m;
        y[2 * k + 1] = (re * c[2 * k + 1] + im * c[2 * k]) / (long double)m;
    }
    fftw_reference(x, n, in, ref);
    long double err = rel_l2(y, (const long double *)ref, n), uncorrected = rel_l2(plain, (const long double *)ref, n);
    if (!(err < 1e-16L))
        fail_msg("N = %zu, M = %zu: relative L2 error %Lg against FFTW long double", n, m, err);
    if (!(uncorrected > 1e-6L))
        fail_msg("N = %zu, M = %zu: uncorrected error %Lg, the correction untested", n, m, uncorrected);
    free(x);
    free(c);
    free(a);
    free(keep);
    free(fa);
    free(filter);
    free(conv);
    free(d);
    free(y);
    free(plain);
    fftwl_free(in);
    fftwl_free(ref);
}

static void test_aliased_convolution(void **state)
{
    (void)state;
    static const struct { size_t n, m; } cases[] = {{37, 64}, {263, 512}, {1031, 2048}, {1039, 2048}, {4099, 8192}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++)
        check_aliased(cases[i].n, cases[i].m);
}

int main(void)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_dft_lengths),
        cmocka_unit_test(test_filter_spectrum),
        cmocka_unit_test(test_bluestein_length),
        cmocka_unit_test(test_aliased_convolution),
    };
    return cmocka_run_group_tests(tests, NULL, NULL);
}
