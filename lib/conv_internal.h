/* What the three files of an axis length beyond the generated radices share
 * (lib/convolution.c: the entry point, Bluestein's one kernel and two steps,
 * Rader's kernel; lib/conv_rows.c: the three steps of rows; lib/conv_split.c:
 * lengths n1 x n2 split into a column step and n2's convolutions).  No
 * OpenCL calls. */
#ifndef LIBCLFFT_CONV_INTERNAL_H
#define LIBCLFFT_CONV_INTERNAL_H

#include "convolution.h"

/* An aliased M's bounds: at most this many outputs corrected, and M at
 * least this many times their count (the variant aliased-m: the FORCED
 * ones).  convolution.c aliased_conv_length has their evidence. */
#define ALIAS_MAX_COUNT 128
#define ALIAS_MIN_RATIO 20
#define ALIAS_MAX_COUNT_FORCED 256
#define ALIAS_MIN_RATIO_FORCED 4

/* The stage array's region for a convolution's or a split's intermediate
 * (convolution.c): the transforms it holds, the region of `per` values
 * each (0 on overflow), its reservation once the steps are planned, and a
 * step's batch levels with a new innermost one of `count` columns. */
size_t fft_conv_transforms(const fft_axis_problem *ap);
int fft_conv_region(const fft_steps *plan, const fft_axis_problem *ap, size_t per, size_t *offset, size_t *end,
                    fft_levels *packed);
void fft_conv_reserve(fft_steps *plan, size_t offset, size_t end);
void fft_conv_columns_inside(fft_axis_problem *s, const fft_axis_problem *ap, size_t count, size_t in_dist,
                             size_t out_dist, const fft_levels *in, const fft_levels *out);

/* An aliased M's stage values per transform for `count` kept values, and
 * the corrections the rows' steps make (convolution.c). */
size_t fft_alias_stage_values(size_t count);
size_t fft_stored_aliased(const fft_axis_problem *ap, size_t count);

/* Real rows at full length (R2C; R2C or C2R), and whether a prime takes
 * Rader's algorithm (convolution.c). */
int fft_r2c_full_rows(const fft_axis_problem *ap);
int fft_full_real_rows(const fft_axis_problem *ap);
int fft_rader_length(size_t p);

/* The whole Bluestein convolution in one kernel, planned into L, of the
 * best M that fits; 0 (error cleared) where none does (convolution.c). */
int fft_bluestein_one_kernel(const fft_axis_problem *ap, size_t m, const clfft_profile *prof,
                             const fft_variant *variant, fft_plan_layout *L);

/* Rader's one kernel, or under the variant rader-rows its three steps;
 * whether it added them (convolution.c). */
int fft_add_rader(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                  const char *what, const clfft_profile *prof, const fft_variant *variant);

/* The three steps of rows (conv_rows.c): their own M and the aliased one
 * (0: none), and the steps of M = A x B (Rader's m = p - 1 where `rader`,
 * `alias` outputs corrected); whether it added them. */
size_t fft_conv_rows_length(const fft_axis_problem *ap, size_t m, const fft_variant *variant);
size_t fft_aliased_rows_length(const fft_axis_problem *ap, size_t exact, const fft_variant *variant);
int fft_add_conv_rows(fft_steps *plan, const fft_axis_problem *ap, size_t m, int rader, size_t alias, fft_buffer fb,
                      fft_buffer tb, int axis, const char *what, const clfft_profile *prof,
                      const fft_variant *variant);

/* Split lengths (conv_split.c): complex ones, and real rows with the real
 * parts fused (`where_pays`: only where the rule says the split pays);
 * whether it added the steps. */
int fft_add_split(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                  const clfft_profile *prof, const fft_variant *variant);
int fft_add_split_real(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                       int where_pays, const clfft_profile *prof, const fft_variant *variant);

#endif
