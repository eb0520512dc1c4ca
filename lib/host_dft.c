/* The forward DFT in long double on the host, for the tables a plan
 * computes exactly before rounding them once (Bluestein's filter spectrum,
 * chirp.c; Rader's, rader.c): a Stockham autosort FFT in the kernels' own
 * order (codegen's small passes: butterfly b reads b + j m/r, writes
 * (b - k) r + k + q p), radix 4 while it divides, then 2 and the odd
 * primes, each pass's twiddles read from a table of the roots of its own
 * length p r, every (m / p r)-th of the m roots, those kept to the quarter
 * and evaluated for an eighth of them (the rest exact mirrors and
 * rotations), the long loops split among threads.
 *
 * It replaced a recursive DFT whose radix-r step evaluated r^2 products
 * with an index reduced modulo m for each: Bluestein's 9437184-point
 * filter (length 4194301) took 21.9 s on this project's machine, and
 * plans of long prime lengths spent nearly all their creation time there
 * (bench/NOTES.md, entry 96). */
#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "fft_plan.h"

typedef long double ld;

/* Threads for a long loop: as many as the processors online, at most
 * HOST_DFT_THREADS (the H200's host, where call105 measured 16 threads:
 * 4194301's plan 9224 -> 1171 ms with 21307c1), each with at least
 * HOST_DFT_THREAD_MIN_BUTTERFLIES butterflies or HOST_DFT_THREAD_MIN_ROOTS
 * roots, so that a thread's start (tens of microseconds) stays small
 * against its share; those two minimums are not measured. */
#define HOST_DFT_THREADS 16
#define HOST_DFT_THREAD_MIN_BUTTERFLIES 16384
#define HOST_DFT_THREAD_MIN_ROOTS 4096

/* One thread's part of fft_host_parallel_for. */
struct range {
    fft_range_fn fn;
    void *ctx;
    size_t b0, b1;
};

static void *run_range(void *arg)
{
    const struct range *r = arg;
    r->fn(r->ctx, r->b0, r->b1);
    return NULL;
}

void fft_host_parallel_for(size_t count, size_t min_each, fft_range_fn fn, void *ctx)
{
    long online = sysconf(_SC_NPROCESSORS_ONLN);
    size_t threads = online > 1 ? (size_t)online : 1;
    if (threads > HOST_DFT_THREADS)
        threads = HOST_DFT_THREADS;
    if (min_each && threads > count / min_each)
        threads = count / min_each ? count / min_each : 1;
    pthread_t id[HOST_DFT_THREADS];
    int started[HOST_DFT_THREADS] = {0};
    struct range part[HOST_DFT_THREADS];
    for (size_t t = 0; t < threads; t++) {
        part[t] = (struct range){fn, ctx, count * t / threads, count * (t + 1) / threads};
        started[t] = t + 1 < threads && pthread_create(&id[t], NULL, run_range, &part[t]) == 0;
        if (!started[t]) /* the last part, or one no thread could take, in this thread */
            fn(ctx, part[t].b0, part[t].b1);
    }
    for (size_t t = 0; t < threads; t++)
        if (started[t])
            pthread_join(id[t], NULL);
}

struct roots_ctx {
    size_t m;
    ld *w;
};

static void eval_roots(void *arg, size_t e0, size_t e1)
{
    const struct roots_ctx *c = arg;
    for (size_t e = e0; e < e1; e++)
        fft_root_ld(e, c->m, &c->w[2 * e], &c->w[2 * e + 1]);
}

/* The roots w(e) = exp(-2 pi i e / m) for e <= quarter, quarter = m/4
 * where 4 divides m (else quarter = m: every root), in w[2e], w[2e+1]:
 * where 8 divides m, e <= m/8 evaluated (fft_root_ld), m/8 < e <= m/4 as
 * w(m/4 - e) mirrored; root_at turns them into the others.  The same bits
 * as evaluating each (fft_root_ld reduces every angle to that octant). */
static size_t quarter_of(size_t m)
{
    return m % 4 == 0 ? m / 4 : m;
}

static void unit_roots(size_t m, ld *w)
{
    size_t quarter = quarter_of(m), eighth = m % 8 == 0 ? m / 8 : quarter;
    struct roots_ctx c = {m, w};
    fft_host_parallel_for(eighth < m ? eighth + 1 : m, HOST_DFT_THREAD_MIN_ROOTS, eval_roots, &c);
    for (size_t e = eighth + 1; e <= quarter && e < m; e++) {
        w[2 * e] = -w[2 * (quarter - e) + 1];
        w[2 * e + 1] = -w[2 * (quarter - e)];
    }
}

/* w(e), e < m, from unit_roots' table: w(e) = -i w(e - m/4). */
static inline void root_at(const ld *w, size_t quarter, size_t e, ld *c, ld *s)
{
    unsigned turns = 0;
    while (e > quarter) {
        e -= quarter;
        turns++;
    }
    ld re = w[2 * e], im = w[2 * e + 1];
    switch (turns) {
    case 0: *c = re, *s = im; break;
    case 1: *c = im, *s = -re; break;
    case 2: *c = -re, *s = -im; break;
    default: *c = -im, *s = re; break;
    }
}

static size_t next_radix(size_t n)
{
    if (n % 4 == 0)
        return 4;
    size_t r = 2;
    while (n % r != 0)
        r++;
    return r;
}

/* One Stockham pass of radix r over m values, stride p (the length of the
 * transforms done so far), butterflies b0 <= b < b1:
 * y[(b-k) r + k + q p] = sum_j x[b + j m/r] w_{pr}^(jk) w_r^(jq), k = b mod
 * p, from w, the p r roots of unity of length p r (w_{pr}^(jk) = w(jk),
 * w_r^e = w(e p)): every root, or (quarter > 0) unit_roots' table of the
 * roots to the quarter. */
typedef struct pass_args {
    const ld *x, *w;
    ld *y;
    size_t m, r, p, quarter;
} pass_args;

static inline void pass_root(const pass_args *a, size_t e, ld *c, ld *s)
{
    if (a->quarter) {
        root_at(a->w, a->quarter, e, c, s);
    } else {
        *c = a->w[2 * e];
        *s = a->w[2 * e + 1];
    }
}

static void pass(void *arg, size_t b0, size_t b1)
{
    const pass_args *a = arg;
    const ld *x = a->x;
    ld *y = a->y;
    size_t r = a->r, p = a->p, nb = a->m / r;
    ld v[2 * (FFT_MAX_PRIME > 4 ? FFT_MAX_PRIME : 4)];
    for (size_t b = b0, k = b % p; b < b1; b++, k = k + 1 == p ? 0 : k + 1) {
        size_t o = (b - k) * r + k;
        for (size_t j = 0; j < r; j++) {
            ld re = x[2 * (b + j * nb)], im = x[2 * (b + j * nb) + 1];
            if (j && k) {
                ld c, s;
                pass_root(a, j * k, &c, &s);
                ld tr = re * c - im * s;
                im = re * s + im * c;
                re = tr;
            }
            v[2 * j] = re;
            v[2 * j + 1] = im;
        }
        if (r == 2) {
            y[2 * o] = v[0] + v[2];
            y[2 * o + 1] = v[1] + v[3];
            y[2 * (o + p)] = v[0] - v[2];
            y[2 * (o + p) + 1] = v[1] - v[3];
        } else if (r == 4) { /* forward: w_4 = -i */
            ld ar = v[0] + v[4], ai = v[1] + v[5], br = v[0] - v[4], bi = v[1] - v[5];
            ld cr = v[2] + v[6], ci = v[3] + v[7], dr = v[2] - v[6], di = v[3] - v[7];
            y[2 * o] = ar + cr;
            y[2 * o + 1] = ai + ci;
            y[2 * (o + p)] = br + di;
            y[2 * (o + p) + 1] = bi - dr;
            y[2 * (o + 2 * p)] = ar - cr;
            y[2 * (o + 2 * p) + 1] = ai - ci;
            y[2 * (o + 3 * p)] = br - di;
            y[2 * (o + 3 * p) + 1] = bi + dr;
        } else {
            for (size_t q = 0; q < r; q++) {
                ld sr = v[0], si = v[1];
                for (size_t j = 1; j < r; j++) {
                    ld c, s;
                    pass_root(a, (j * q) % r * p, &c, &s);
                    sr += v[2 * j] * c - v[2 * j + 1] * s;
                    si += v[2 * j] * s + v[2 * j + 1] * c;
                }
                y[2 * (o + q * p)] = sr;
                y[2 * (o + q * p) + 1] = si;
            }
        }
    }
}

struct gather_ctx {
    const ld *w;
    ld *t;
    size_t step, quarter;
};

static void gather_roots(void *arg, size_t e0, size_t e1)
{
    const struct gather_ctx *c = arg;
    for (size_t e = e0; e < e1; e++)
        root_at(c->w, c->quarter, e * c->step, &c->t[2 * e], &c->t[2 * e + 1]);
}

int fft_dft_ld(ld *in, size_t m, ld *out)
{
    unsigned passes = 0;
    for (size_t n = m; n > 1; n /= next_radix(n)) {
        if (next_radix(n) > FFT_MAX_PRIME) /* not reached: the callers' lengths are FFT_MAX_PRIME-smooth */
            return -1;
        passes++;
    }
    if (passes == 0) {
        memcpy(out, in, 2 * m * sizeof *out);
        return 0;
    }
    /* the m roots to the quarter, evaluated once; a shorter pass's p r
     * roots (every (m / p r)-th) gathered into t, which the last pass does
     * not need */
    size_t quarter = quarter_of(m);
    ld *w = malloc(2 * (quarter + 1) * sizeof *w);
    ld *t = passes > 1 ? malloc(m * sizeof *t) : NULL; /* p r <= m / 2 before the last pass */
    if (!w || (passes > 1 && !t)) {
        free(w);
        free(t);
        return -1;
    }
    unit_roots(m, w);
    /* in and out in turn, so that the last pass writes out */
    if (passes % 2 == 0)
        memcpy(out, in, 2 * m * sizeof *out);
    ld *src = passes % 2 ? in : out, *dst = passes % 2 ? out : in;
    size_t p = 1;
    for (size_t n = m; n > 1; n /= next_radix(n)) {
        size_t r = next_radix(n);
        pass_args a = {src, w, dst, m, r, p, quarter < m ? quarter : 0};
        if (p * r < m) {
            struct gather_ctx g = {w, t, m / (p * r), quarter};
            fft_host_parallel_for(p * r, HOST_DFT_THREAD_MIN_BUTTERFLIES, gather_roots, &g);
            a.w = t;
            a.quarter = 0;
        }
        fft_host_parallel_for(m / r, HOST_DFT_THREAD_MIN_BUTTERFLIES, pass, &a);
        ld *x = src;
        src = dst;
        dst = x;
        p *= r;
    }
    free(w);
    free(t);
    return 0;
}
