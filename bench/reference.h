/* Accuracy check against FFTW: double precision for fp32 data, long double
 * for fp64 data where FFTW's long double library was built in. */
#ifndef BENCH_REFERENCE_H
#define BENCH_REFERENCE_H

#include "bench_shape.h"

#include <stddef.h>

/* Relative L2 error ||out - ref|| / ||ref|| over `count` consecutive
 * transforms of the given shape and kind, packed as the bench lays them out
 * (bench_shape.h), where ref is FFTW's transform of in (in long double for
 * fp64 data when reference_fp64_wide(), in double otherwise).  in
 * and out are float or double (fp64) data: interleaved complex on complex
 * sides, reals on real ones.  A C2R's input should be a half spectrum of
 * real data (reference_make_hermitian).  Returns a negative value when the
 * reference cannot be built, and NaN when out holds NaNs.  The reference of
 * the last call is kept: every library of a size is checked on the same
 * input, so FFTW runs once per (shape, kind, precision, count). */
double reference_rel_error(const void *in, const void *out, const bench_shape *shape, bench_kind kind,
                           size_t count, int fp64);

/* Makes `count` consecutive half spectra (complex float or double) those of
 * real data: on the fastest axis' planes k = 0 and k = n/2 (n even), where
 * both a value and its mirror image are stored, each pair becomes (a, conj a)
 * with a their Hermitian mean, and self-mirrored values lose their imaginary
 * part.  Libraries differ on what a C2R computes for other input, the
 * libraries' results included. */
void reference_make_hermitian(void *spectra, const bench_shape *shape, size_t count, int fp64);

/* Whether fp64 data are checked against FFTW's long double transform. */
int reference_fp64_wide(void);

/* Releases the kept reference. */
void reference_release(void);

#endif
