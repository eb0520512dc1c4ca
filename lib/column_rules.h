/* Stage 2: the one-pass choice of a step and the rules of steps over
 * columns (lib/column_rules.c), shared with lib/planner.c.  No OpenCL
 * calls. */
#ifndef LIBCLFFT_COLUMN_RULES_H
#define LIBCLFFT_COLUMN_RULES_H

#include "fft_plan.h"
#include "pass_shape.h"

/* Transforms (columns) per group of the one-pass plan, 0 where none
 * fits, and whether long columns take passes of column tiles instead
 * (*use_tiles); sets the column steps' radix and exchange rules in r. */
size_t fft_single_pass_choice(const fft_plan_layout *L, shape_rules *r, const clfft_profile *profile, int *use_tiles);

/* Whether a pass with balanced mixed radices replaces the plain one: its
 * radices differ, and the variant forces them (choice FFT_FORCE_ON) or it
 * keeps more than three quarters of the plain pass's work-items (the rule
 * of both column steps and 1D multi-pass plans). */
int fft_mixed_pass_pays(const fft_pass *plain, const fft_pass *mixed, fft_choice choice);

/* From lib/planner.c: the transforms per group of a single-pass plan. */
size_t fft_single_pass_group(const shape_rules *r, size_t radix, size_t batch);

#endif
