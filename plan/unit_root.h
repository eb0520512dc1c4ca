/* Exact unit roots (plan/unit_root.c): below both the library (lib/) and
 * the code generator (codegen/), which both need them and include neither
 * the other's headers nor OpenCL's. */
#ifndef LIBCLFFT_UNIT_ROOT_H
#define LIBCLFFT_UNIT_ROOT_H

/* cos and sin of 2*pi*m/n, accurate to the last bit of a double (octant
 * reduction, long double evaluation). */
void fft_unit_root(unsigned long m, unsigned long n, double *c, double *s);
/* Its three steps, for callers that reuse reduced angles (lib/twiddles.c):
 * the octant of 2*pi*m/n and the reduced angle 2*pi*num/(8n), num <= n;
 * cos and sin of the reduced angle; the full angle's from them. */
unsigned fft_octant(unsigned long long m, unsigned long long n, unsigned long long *num);
void fft_octant_root(unsigned long long num, unsigned long n, double *ca, double *sa);
void fft_octant_unfold(unsigned octant, double ca, double sa, double *c, double *s);
/* b^e mod p, exact for p < 2^32: the powers of a primitive root that
 * Rader's index tables hold (lib/rader.c) and that its kernels multiply
 * their indices by (codegen/kernel_global.c). */
unsigned long long fft_pow_mod(unsigned long long b, unsigned long long e, unsigned long long p);

#endif
