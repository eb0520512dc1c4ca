/* Twiddle tables, computed on the host: each entry is one root of unity
 * evaluated directly (octant-reduced, in long double), never by repeated
 * multiplication, then rounded once to the plan's precision. */
#include <stdlib.h>

#include "fft_plan.h"
#include "unit_root.h"

/* cos and sin of the reduced angles 2*pi*8i/(8n), i <= n/8, of one
 * denominator n divisible by 8, where every octant-reduced angle falls.  A
 * table of n/8 + 1 long double evaluations then serves n or more entries
 * with the same bits as evaluating each: a 2^20-point plan's 10^6
 * pre-twiddles cost 2^17 sinl/cosl pairs instead of 10^6. */
typedef struct root_table {
    unsigned long n; /* 0: none, evaluate each entry */
    double *c, *s;
} root_table;

/* A table for denominator n when `entries` lookups would repay it; no
 * table (n = 0) otherwise or when memory is short. */
static root_table roots_for(unsigned long n, size_t entries)
{
    root_table t = {0, NULL, NULL};
    if (n % 8 != 0 || entries < n / 8 + 1)
        return t;
    size_t count = n / 8 + 1;
    t.c = malloc(count * sizeof *t.c);
    t.s = malloc(count * sizeof *t.s);
    if (!t.c || !t.s) {
        free(t.c);
        free(t.s);
        t.c = t.s = NULL;
        return t;
    }
    for (size_t i = 0; i < count; i++)
        fft_octant_root(8 * (unsigned long long)i, n, &t.c[i], &t.s[i]);
    t.n = n;
    return t;
}

static void roots_free(root_table *t)
{
    free(t->c);
    free(t->s);
}

static void put(const fft_plan_layout *L, const root_table *t, void *out, size_t at, unsigned long m,
                unsigned long n)
{
    double c, s;
    if (t->n == n) {
        unsigned long long num;
        unsigned octant = fft_octant(m, n, &num);
        fft_octant_unfold(octant, t->c[num / 8], t->s[num / 8], &c, &s);
    } else {
        fft_unit_root(m, n, &c, &s);
    }
    /* forward direction: exp(-2 pi i m / n) */
    if (L->desc.precision == CLFFT_FP64) {
        double *d = out;
        d[2 * at] = c;
        d[2 * at + 1] = -s;
    } else {
        float *f = out;
        f[2 * at] = (float)c;
        f[2 * at + 1] = (float)-s;
    }
}

/* The stage twiddles of small pass f (stride > 1): w_{stride*r}^(j*k). */
static void fill_stage(const fft_plan_layout *L, const fft_pass *ps, unsigned f, size_t stride, void *out)
{
    size_t r = ps->factors[f];
    size_t n2 = L->plane_n1 ? L->n / L->plane_n1 : 0;
    if (n2 && stride >= n2) {
        /* a plane's n1 radices: the twiddles of the n1-point transform,
         * w_{(stride/n2) r}^(j * (k / n2)), none across the two axes */
        size_t s1 = stride / n2;
        root_table none = {0, NULL, NULL};
        for (size_t j = 1; j < r; j++)
            for (size_t k = 0; k < stride; k++)
                put(L, &none, out, ps->stage_twiddle_offset[f] + (j - 1) * stride + k, (j * (k / n2)) % (s1 * r),
                    s1 * r);
        return;
    }
    root_table t = roots_for(stride * r, (r - 1) * stride);
    for (size_t j = 1; j < r; j++)
        for (size_t k = 0; k < stride; k++)
            put(L, &t, out, ps->stage_twiddle_offset[f] + (j - 1) * stride + k, j * k, stride * r);
    roots_free(&t);
}

/* The pre-twiddles of a pass with p > 1: w_len^(x*k), directly or split
 * into a low and a high table (fft_pass.twiddle_split). */
static void fill_pre_twiddles(const fft_plan_layout *L, const fft_pass *ps, void *out)
{
    size_t len = ps->p * ps->radix;
    if (!ps->twiddle_split) {
        root_table t = roots_for(len, len);
        for (size_t x = 0; x < ps->radix; x++)
            for (size_t k = 0; k < ps->p; k++)
                put(L, &t, out, ps->twiddle_offset + x * ps->p + k, x * k, len);
        roots_free(&t);
        return;
    }
    size_t base = ps->twiddle_split_base, rows = ps->twiddle_split_rows;
    size_t hi_at = ps->twiddle_offset + ps->radix * base;
    root_table t = roots_for(len, ps->radix * (base + rows));
    for (size_t x = 0; x < ps->radix; x++) {
        for (size_t lo = 0; lo < base; lo++)
            put(L, &t, out, ps->twiddle_offset + x * base + lo, (x * lo) % len, len);
        for (size_t hi = 0; hi < rows; hi++)
            put(L, &t, out, hi_at + x * rows + hi, (x * ((hi * base) % len)) % len, len);
    }
    roots_free(&t);
}

/* A Bluestein or Rader table (fft_plan_layout.load_table, store_table) of
 * `count` entries at `at`: long double values (chirp.c, rader.c) rounded
 * once. */
static int fill_table(const fft_plan_layout *L, fft_table_kind kind, size_t at, void *out)
{
    /* a three-step convolution's steps: the tables of the whole M */
    size_t m = fft_conv_length(L->n, L->conv_cols, L->conv_rows);
    size_t count = fft_table_count(kind, m, L->chirp_n);
    long double *v = malloc(2 * count * sizeof *v);
    if (!v || fft_chirp_table(kind, L->chirp_n, m, v) != 0) {
        free(v);
        return -1;
    }
    for (size_t e = 0; e < count; e++) {
        /* the row step's filter: entry k_a B + k_b is the spectrum's k_a + A k_b */
        int filter = kind == FFT_TABLE_FILTER || kind == FFT_TABLE_RADER_FILTER;
        size_t from = filter && L->conv_rows ? e / L->n + L->conv_rows * (e % L->n) : e;
        if (L->desc.precision == CLFFT_FP64) {
            double *d = out;
            d[2 * (at + e)] = (double)v[2 * from];
            d[2 * (at + e) + 1] = (double)v[2 * from + 1];
        } else {
            float *f = out;
            f[2 * (at + e)] = (float)v[2 * from];
            f[2 * (at + e) + 1] = (float)v[2 * from + 1];
        }
    }
    free(v);
    return 0;
}

int fft_twiddles_fill(const fft_plan_layout *L, void *out)
{
    root_table none = {0, NULL, NULL};
    put(L, &none, out, 0, 0, 1); /* a plan with no twiddles still gets a defined table */
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        size_t stride = 1;
        for (unsigned f = 0; f < ps->nfactors; f++) {
            if (L->fused_turn && ps->last && f == L->fused_turn)
                stride = 1; /* the inverse FFT of a fused convolution (fuse_turn) */
            if (stride > 1)
                fill_stage(L, ps, f, stride, out);
            stride *= ps->factors[f];
        }
        if (ps->p > 1)
            fill_pre_twiddles(L, ps, out);
    }
    if (L->split_n1 && fft_split_twiddles_here(L->split_twiddle)) { /* w_N^j, j < N */
        size_t n = fft_split_length(L->split_n1, L->n, L->chirp_n);
        root_table t = roots_for(n, n);
        for (size_t j = 0; j < n; j++)
            put(L, &t, out, L->split_offset + j, j, n);
        roots_free(&t);
    }
    if (L->row_split) { /* w_N^t, t < N = row_split_n */
        size_t n = L->row_split_n;
        root_table t = roots_for(n, n);
        for (size_t j = 0; j < n; j++)
            put(L, &t, out, L->row_split_offset + j, j, n);
        roots_free(&t);
    }
    if (L->conv_cols && !L->conv_row_twiddles) { /* w_M^lo, lo < base; w_M^(hi base), hi < ceil(M / base) */
        size_t m = fft_conv_length(L->n, L->conv_cols, 0), base = fft_sqrt_split(m);
        root_table t = roots_for(m, base + m / base);
        for (size_t lo = 0; lo < base; lo++)
            put(L, &t, out, L->split_offset + lo, lo % m, m);
        for (size_t hi = 0; hi < (m + base - 1) / base; hi++)
            put(L, &t, out, L->split_offset + base + hi, hi * base, m);
        roots_free(&t);
    }
    if (L->conv_rows && L->conv_row_twiddles) { /* w_M^(k_a lo), lo < S; w_M^(k_a hi S), hi < H */
        size_t a = L->conv_rows, m = fft_conv_length(L->n, 0, a), s = fft_sqrt_split(L->n);
        size_t h = (L->n + s - 1) / s;
        root_table t = roots_for(m, a * (s + h));
        for (size_t ka = 0; ka < a; ka++) {
            for (size_t lo = 0; lo < s; lo++)
                put(L, &t, out, L->split_offset + ka * s + lo, ka * lo % m, m);
            for (size_t hi = 0; hi < h; hi++)
                put(L, &t, out, L->split_offset + a * s + ka * h + hi, ka * (hi * s) % m, m);
        }
        roots_free(&t);
    }
    if (L->load_kind == FFT_LOAD_HERMITIAN_TWIST) { /* w_{2m}^e, e < m; m = chirp_n in Bluestein's, a split's */
        size_t m = fft_twist_length(L->n, L->chirp_n, L->split_n1);
        for (size_t e = 0; e < m; e++)
            put(L, &none, out, L->twist_offset + e, e, 2 * m);
    }
    if (L->store_kind == FFT_STORE_TWIST) { /* w_{2m}^k, k <= m/2 (one transform per group) or k < m (paired
                                             * columns); m = chirp_n in Bluestein's */
        size_t m = fft_logical_length(L->n, L->chirp_n);
        for (size_t k = 0; k < (L->passes[L->npasses - 1].pair_columns ? m : m / 2 + 1); k++)
            put(L, &none, out, L->twist_offset + k, k, 2 * m);
    }
    if (L->fused_turn && fill_table(L, L->rader ? FFT_TABLE_RADER_FILTER : FFT_TABLE_FILTER, L->filter_offset, out) != 0)
        return -1;
    if (L->alias_count && !L->alias_keep && fill_table(L, FFT_TABLE_ALIAS, L->alias_offset, out) != 0)
        return -1;
    if (L->load_table != FFT_TABLE_NONE && fill_table(L, L->load_table, L->passes[0].load_table_offset, out) != 0)
        return -1;
    if (L->store_table != FFT_TABLE_NONE &&
        fill_table(L, L->store_table, L->passes[L->npasses - 1].store_table_offset, out) != 0)
        return -1;
    return 0;
}
