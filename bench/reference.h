/* Accuracy check against FFTW in double precision. */
#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H

#include <stddef.h>

/* Relative L2 error ||out - fft(in)|| / ||fft(in)|| over `count` consecutive
 * length-n forward transforms of interleaved complex data (float, or double
 * when fp64).  Returns a negative value when the reference cannot be built,
 * and NaN when out holds NaNs. */
double reference_rel_error(const void *in, const void *out, size_t n, size_t count, int fp64);

#endif
