/* Twiddle tables, computed on the host: each entry is one root of unity
 * evaluated directly (octant-reduced, in long double), never by repeated
 * multiplication, then rounded once to the plan's precision. */
#include "../codegen/butterfly.h"
#include "fft_plan.h"

static void put(const fft_plan_layout *L, void *out, size_t at, unsigned long m, unsigned long n)
{
    double c, s;
    bf_unit_root(m, n, &c, &s);
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

void fft_twiddles_fill(const fft_plan_layout *L, void *out)
{
    put(L, out, 0, 0, 1); /* keeps a table of one entry defined */
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        if (ps->nfactors > 1)
            for (size_t m = 0; m < ps->radix; m++)
                put(L, out, ps->small_twiddle_offset + m, m, ps->radix);
        if (ps->p == 1)
            continue;
        size_t len = ps->p * ps->radix;
        if (!ps->twiddle_split) {
            for (size_t m = 0; m < len; m++)
                put(L, out, ps->twiddle_offset + m, m, len);
            continue;
        }
        size_t base = ps->twiddle_split_base;
        for (size_t m = 0; m < base; m++)
            put(L, out, ps->twiddle_offset + m, m, len);
        for (size_t h = 0; h * base < len; h++)
            put(L, out, ps->twiddle_offset + base + h, h * base, len);
    }
}
