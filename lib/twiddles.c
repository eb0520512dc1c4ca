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
    put(L, out, 0, 0, 1); /* a plan with no twiddles still gets a defined table */
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        size_t stride = 1;
        for (unsigned f = 0; f < ps->nfactors; f++) {
            size_t r = ps->factors[f];
            if (stride > 1)
                for (size_t j = 1; j < r; j++)
                    for (size_t k = 0; k < stride; k++)
                        put(L, out, ps->stage_twiddle_offset[f] + (j - 1) * stride + k, j * k, stride * r);
            stride *= r;
        }
        if (ps->p == 1)
            continue;
        size_t len = ps->p * ps->radix;
        if (!ps->twiddle_split) {
            for (size_t x = 0; x < ps->radix; x++)
                for (size_t k = 0; k < ps->p; k++)
                    put(L, out, ps->twiddle_offset + x * ps->p + k, x * k, len);
            continue;
        }
        size_t base = ps->twiddle_split_base, rows = ps->twiddle_split_rows;
        size_t hi_at = ps->twiddle_offset + ps->radix * base;
        for (size_t x = 0; x < ps->radix; x++) {
            for (size_t lo = 0; lo < base; lo++)
                put(L, out, ps->twiddle_offset + x * base + lo, (x * lo) % len, len);
            for (size_t hi = 0; hi < rows; hi++)
                put(L, out, hi_at + x * rows + hi, (x * ((hi * base) % len)) % len, len);
        }
    }
}
