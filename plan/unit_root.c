/* Exact unit roots, shared by the code generator (constant twiddles in
 * the kernels) and the library (twiddle tables): cos and sin of 2 pi m / n
 * reduced to the first octant in integer arithmetic and evaluated in long
 * double, so that the values at multiples of pi/4 are exact and symmetric
 * entries agree to the bit. */
#include "unit_root.h"

#include <math.h>

/* Reduce 2*pi*m/n to the first octant so that the exact values at
 * multiples of pi/4 come out exact and symmetric entries agree: returns the
 * octant of the angle and sets *num so that the reduced angle is
 * 2*pi*num/(8n), num in [0, n]. */
unsigned fft_octant(unsigned long long m, unsigned long long n, unsigned long long *num)
{
    m %= n;
    unsigned long long m8 = m * 8;
    unsigned octant = (unsigned)(m8 / n);
    unsigned long long rem = m8 - (unsigned long long)octant * n;
    /* odd octants measure back from the next multiple of pi/4 */
    *num = octant & 1 ? n - rem : rem;
    return octant;
}

void fft_octant_root(unsigned long long num, unsigned long n, double *ca, double *sa)
{
    long double twopi = 6.283185307179586476925286766559005768L;
    long double a = twopi * (long double)num / (8.0L * (long double)n);
    *ca = (double)cosl(a);
    *sa = (double)sinl(a);
}

void fft_octant_unfold(unsigned octant, double ca, double sa, double *c, double *s)
{
    /* negating and swapping are exact, so unfolding after rounding to
     * double gives the same bits as unfolding before */
    switch (octant) {
    case 0: *c = ca; *s = sa; break;
    case 1: *c = sa; *s = ca; break;
    case 2: *c = -sa; *s = ca; break;
    case 3: *c = -ca; *s = sa; break;
    case 4: *c = -ca; *s = -sa; break;
    case 5: *c = -sa; *s = -ca; break;
    case 6: *c = sa; *s = -ca; break;
    default: *c = ca; *s = -sa; break;
    }
}

void fft_unit_root(unsigned long m, unsigned long n, double *c, double *s)
{
    unsigned long long num;
    unsigned octant = fft_octant(m, n, &num);
    double ca, sa;
    fft_octant_root(num, n, &ca, &sa);
    fft_octant_unfold(octant, ca, sa, c, s);
}

unsigned long long fft_pow_mod(unsigned long long b, unsigned long long e, unsigned long long p)
{
    unsigned long long r = 1;
    b %= p;
    while (e) {
        if (e & 1)
            r = r * b % p; /* p < 2^32: products fit 64 bits */
        b = b * b % p;
        e >>= 1;
    }
    return r;
}
