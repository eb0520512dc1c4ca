/* A test signal whose forward DFT is known exactly, so the example can check
 * a transform of any length in O(N) without running a slow reference DFT.
 *
 * Batch entry b holds a few complex exponentials at bins that depend on b,
 * plus a ramp (which puts energy into every bin):
 *   x_b[t] = sum_j a_j exp(+2 pi i f_j(b) t / N) + r_b t / N
 * Its forward transform X[k] = sum_t x[t] exp(-2 pi i k t / N) is
 *   N a_j at k = f_j(b), plus the ramp's r_b (N-1)/2 at k = 0 and
 *   r_b / (exp(-2 pi i k / N) - 1) elsewhere.
 * Everything is evaluated in long double from an exactly indexed table of
 * roots of unity, so the reference is far more accurate than fp64. */
#ifndef CLFFT_EXAMPLE_TEST_SIGNAL_H
#define CLFFT_EXAMPLE_TEST_SIGNAL_H

#include <stddef.h>

typedef struct test_signal {
    size_t n;
    long double *roots; /* re, im of exp(+2 pi i m / n), m < n */
} test_signal;

/* Returns 0, or -1 when out of memory. */
int test_signal_init(test_signal *s, size_t n);
void test_signal_free(test_signal *s);

/* out[0], out[1] = re, im of x_entry[t]. */
void test_signal_value(const test_signal *s, size_t entry, size_t t, long double out[2]);
/* out[0], out[1] = re, im of X_entry[k]. */
void test_signal_spectrum(const test_signal *s, size_t entry, size_t k, long double out[2]);

#endif
