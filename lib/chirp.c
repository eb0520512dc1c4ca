/* Bluestein's chirp-z on the host: which lengths need it, the convolution
 * length, and the tables its two steps multiply by (convolution.c builds the
 * steps).  For an axis of length N, with c[j] = exp(-i pi j^2 / N) and
 * jk = (j^2 + k^2 - (k - j)^2) / 2,
 *   X[k] = c[k] * sum_j (x[j] c[j]) conj(c[k - j])
 * a convolution of a = x*c with b = conj(c), computed cyclically with a
 * length M >= 2N - 2 (fft_bluestein_min_length): y = c * IFFT_M(FFT_M(a) *
 * FFT_M(b)).
 * Exactness (Govindaraju et al., SC'08): j^2 is reduced modulo 2N in
 * integer arithmetic before any floating point, the angle is reduced to an
 * octant, and every value is evaluated in long double, then rounded once
 * to the plan's precision; FFT_M(b) is a long double FFT here (host_dft.c). */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "fft_plan.h"
#include "unit_root.h"

size_t fft_largest_prime(size_t n)
{
    size_t largest = 1;
    for (size_t f = 2; f * f <= n; f++)
        while (n % f == 0) {
            largest = f;
            n /= f;
        }
    return n > 1 ? n : largest;
}

int fft_needs_bluestein(size_t n)
{
    return fft_largest_prime(n) > FFT_MAX_PRIME;
}

/* The outputs k < N need b[d] for d = k - j in [-(N-1), N-1]: 2N - 1
 * indices, which a cyclic length M keeps apart when M >= 2N - 1.  At M =
 * 2N - 2 exactly one pair shares a slot, d = N - 1 and d = -(N - 1), and
 * b is even (c[-d] = c[d]), so that slot holds the one value both need.
 * Where N - 1 is smooth, 2N - 2 is the shortest smooth M: 65537 takes 2^17
 * instead of 65 x 2048, 1025 = 25 x 41 takes 2048 instead of 2304. */
size_t fft_bluestein_min_length(size_t n)
{
    return n > 1 ? 2 * n - 2 : 1;
}

/* The convolution length: the 7-smooth M >= 2N - 2, up to the next power
 * of two, whose FFT costs the fewest operations by its radices
 * (fft_points_cost, lib/rader.c), so that a few more points with cheaper
 * radices win over the closest length with sevens and fives.  Why
 * 7-smooth: the Stockham planner computes 2, 3, 5, 7 as cheap small
 * radices in every pass shape, and 7-smooth numbers are dense.  Measured
 * on the H200 (fp32, TB/s, bench/results/h200-2026-11-24-rader/) against
 * the earlier rule (the closest 7-smooth M, 5% per odd factor): 1031 M =
 * 2304 instead of 2240, 1.12 against 0.84; 4099 9216 / 8960, 0.54 / 0.49;
 * 12345 25600 / 25088, 0.47 / 0.43; 65537 147456 / 143360, 0.39 / 0.33;
 * 10007 kept 20480 (0.49 / 0.48). */
size_t fft_bluestein_length(size_t n)
{
    /* the 7-smooth m in [need, pow2), enumerated as 7^d 5^c 3^b 2^a (a few
     * hundred even near 2^32) rather than by testing each of the ~N values
     * between (1000000007: 3.6 s of plan time before); the cheapest by
     * fft_points_cost, the shortest of equal cost, pow2 unless one is
     * strictly cheaper */
    size_t need = fft_bluestein_min_length(n), pow2 = fft_pow2_at_least(need);
    size_t best = pow2;
    double best_cost = fft_points_cost(pow2);
    for (size_t p7 = 1; p7 < pow2; p7 *= 7)
        for (size_t p5 = p7; p5 < pow2; p5 *= 5)
            for (size_t p3 = p5; p3 < pow2; p3 *= 3)
                for (size_t m = p3; m < pow2; m *= 2) {
                    if (m < need)
                        continue;
                    double cost = fft_points_cost(m);
                    if (cost < best_cost || (cost == best_cost && best != pow2 && m < best)) {
                        best_cost = cost;
                        best = m;
                    }
                }
    return best;
}

/* A chirp table's values per thread, at least (fft_host_parallel_for). */
#define CHIRP_THREAD_MIN_VALUES 4096

static const long double two_pi = 6.283185307179586476925286766559005768L;

/* exp(-2 pi i m / n) in long double, the angle reduced by fft_octant (plan/unit_root.c). */
void fft_root_ld(unsigned long long m, unsigned long long n, long double *re, long double *im)
{
    unsigned long long num;
    unsigned octant = fft_octant(m, n, &num);
    long double a = two_pi * (long double)num / (8.0L * (long double)n), ca, sa, c, s;
#ifdef HAVE_SINCOSL
    sincosl(a, &sa, &ca);
#else
    ca = cosl(a);
    sa = sinl(a);
#endif
    switch (octant) {
    case 0: c = ca, s = sa; break;
    case 1: c = sa, s = ca; break;
    case 2: c = -sa, s = ca; break;
    case 3: c = -ca, s = sa; break;
    case 4: c = -ca, s = -sa; break;
    case 5: c = -sa, s = -ca; break;
    case 6: c = sa, s = -ca; break;
    default: c = ca, s = -sa; break;
    }
    *re = c;
    *im = -s;
}

/* c[j] = exp(-i pi j^2 / N) = exp(-2 pi i (j^2 mod 2N) / 2N), j^2 in
 * 64-bit integers (exact: j < N < 2^32). */
static void chirp_ld(size_t j, size_t n, long double *re, long double *im)
{
    unsigned long long sq = (unsigned long long)j * j; /* j < 2^32 */
    unsigned long long twice = 2ull * n;
    fft_root_ld((unsigned long long)(sq % twice), twice, re, im);
}

struct chirp_ctx {
    size_t n, m;
    long double scale, *out;
    int filter; /* the filter's b = conj(c), also at m - j */
};

/* Value c[j] = (re, im) into the table (the filter: b[j] = conj(c[j]) at
 * slot j and at m - j). */
static void put_chirp(const struct chirp_ctx *c, size_t j, long double re, long double im)
{
    if (!c->filter) {
        c->out[2 * j] = re * c->scale;
        c->out[2 * j + 1] = im * c->scale;
        return;
    }
    /* slots s in [m - n + 1, n) of an aliased M (fft_plan_layout.alias_count)
     * hold the negative lag s - m, written below for j = m - s */
    if (j + c->n <= c->m || 2 * c->n - 2 <= c->m) {
        c->out[2 * j] = re;
        c->out[2 * j + 1] = -im;
    }
    if (j > 0) {
        c->out[2 * (c->m - j)] = re;
        c->out[2 * (c->m - j) + 1] = -im;
    }
}

/* c[j] for j <= n / 2, and c[n - j] from it: (n - j)^2 = j^2 + n (n - 2j),
 * which is j^2 + n modulo 2n for odd n and j^2 for even n, so c[n - j] is
 * -c[j] or c[j] exactly (half the long double evaluations, the same bits).
 * With sincosl (fft_root_ld) a chirp table of 4194301 took 0.287 -> 0.161 s
 * on this project's 2-core machine, the filter's table (with its long
 * double FFT of M = 2^23) 2.17 -> 1.52 s, the plan (clfft-bench's warm_ms,
 * pocl, the nvidia preset's plan, three runs each) 2448 -> 1974 ms; 999983
 * 524 -> 431 ms (bench/NOTES.md entry 135).  The tables' bits are unchanged
 * (every chirp, chirp / M and filter table of 13 lengths from 1 to 999983
 * at three M each, compared byte for byte). */
static void fill_chirp(void *arg, size_t j0, size_t j1)
{
    const struct chirp_ctx *c = arg;
    for (size_t j = j0; j < j1; j++) {
        long double re, im;
        chirp_ld(j, c->n, &re, &im);
        put_chirp(c, j, re, im);
        if (j > 0 && c->n - j != j)
            put_chirp(c, c->n - j, c->n % 2 ? -re : re, c->n % 2 ? -im : im);
    }
}

/* FFT_TABLE_ALIAS: D[i] = m (b[lo + i] - b[m - lo - i]) for the slots s =
 * lo + i in [lo, n), lo = m - n + 1, where b[d] = conj(c[d]) is even: the
 * true positive lag's value less the negative lag's the slot holds. */
static void alias_table(size_t n, size_t m, long double *out)
{
    size_t lo = m - n + 1;
    for (size_t i = 0; lo + i < n; i++) {
        long double pr, pi, nr, ni;
        chirp_ld(lo + i, n, &pr, &pi);
        chirp_ld(m - lo - i, n, &nr, &ni);
        out[2 * i] = (long double)m * (pr - nr);
        out[2 * i + 1] = -(long double)m * (pi - ni);
    }
}

int fft_chirp_table(fft_table_kind kind, size_t chirp_n, size_t m, long double *out)
{
    if (kind == FFT_TABLE_CHIRP || kind == FFT_TABLE_CHIRP_OVER_M) {
        struct chirp_ctx c = {chirp_n, m, kind == FFT_TABLE_CHIRP_OVER_M ? 1.0L / (long double)m : 1.0L, out, 0};
        fft_host_parallel_for(chirp_n / 2 + 1, CHIRP_THREAD_MIN_VALUES, fill_chirp, &c);
        return 0;
    }
    if (kind == FFT_TABLE_ALIAS) {
        alias_table(chirp_n, m, out);
        return 0;
    }
    if (kind != FFT_TABLE_FILTER)
        return fft_rader_table(kind, chirp_n, out);
    long double *b = calloc(2 * m, sizeof *b);
    if (!b)
        return -1;
    struct chirp_ctx c = {chirp_n, m, 1.0L, b, 1};
    fft_host_parallel_for(chirp_n / 2 + 1, CHIRP_THREAD_MIN_VALUES, fill_chirp, &c);
    int st = fft_dft_ld(b, m, out);
    free(b);
    return st;
}
