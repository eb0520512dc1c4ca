/* One global pass's small radices (lib/pass_radices.c): chosen from the
 * shaping rules before lib/pass_shape.c shapes the pass around them.  No
 * OpenCL calls. */
#ifndef LIBCLFFT_PASS_RADICES_H
#define LIBCLFFT_PASS_RADICES_H

#include <stddef.h>

#include "pass_shape.h"

/* Sets ps->factors and ps->nfactors for a length-radix pass of m columns
 * (ps->radix set, the rest zero). */
void radices_choose(fft_pass *ps, const shape_rules *r, size_t radix, size_t m);
/* The radices of a work-item loop kernel's pass (fft_pass.loop_kernel:
 * powers of two up to LOOP_RADIX); returns their count. */
unsigned radices_for_loop(const shape_rules *r, size_t radix, unsigned *factors);
/* Work-items per transform: one per butterfly of the largest radix, so
 * that each holds about that many values; at most max_wg, a divisor of
 * radix. */
unsigned radices_threads(size_t radix, const unsigned *factors, unsigned nfactors, size_t max_wg);

#endif
