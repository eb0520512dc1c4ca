/* Stage 2: multi-pass plans (lib/multi_pass.c), for lib/planner.c and
 * lib/column_rules.c.  No OpenCL calls. */
#ifndef LIBCLFFT_MULTI_PASS_H
#define LIBCLFFT_MULTI_PASS_H

#include "fft_plan.h"
#include "pass_shape.h"

/* Whether a radix-length transform fits one pass of m transforms. */
int fft_radix_fits(const shape_rules *r, size_t radix, size_t m);
/* The cheapest layout of L's transform in two or more passes (the cost
 * model, the variant's departures in rules->variant); 0 when the length
 * cannot be split into FFT_MAX_PASSES fitting passes. */
int fft_plan_multi_pass(fft_plan_layout *L, const shape_rules *rules, const clfft_profile *profile);

#endif
