/* What lib/axis_step.c and lib/multi_pass.c need of lib/planner.c and
 * lib/pass_reads.c (stage 2, no OpenCL calls). */
#ifndef LIBCLFFT_PLANNER_H
#define LIBCLFFT_PLANNER_H

#include "fft_plan.h"
#include "pass_shape.h"

/* Plans the passes of a layout whose descriptor and step fields are set
 * (fft_plan_validate or the axis step's translation): the rules, or the
 * variant's departures from them (NULL: the rules). */
clfft_status fft_plan_passes(const clfft_profile *profile, const fft_variant *variant, fft_plan_layout *L);
/* fft_pass.twiddle_reads of pass ps: the rules, or the variant's choices
 * (twiddle_powers, twiddle_products). */
fft_twiddle_reads fft_twiddle_reads_of(const fft_plan_layout *L, const fft_pass *ps, const fft_variant *v,
                                       const clfft_profile *prof);
/* Each pass's twiddle reads, as the table's powers or every entry, early
 * or not (lib/pass_reads.c). */
void fft_assign_twiddle_reads(fft_plan_layout *L, const shape_rules *r, const clfft_profile *prof);
/* Which passes prefetch a later group's inputs, and how far ahead. */
void fft_assign_prefetch(fft_plan_layout *L, const clfft_profile *prof);
/* R2C rows whose twist comes from one work-item's registers (the stores). */
int fft_one_item_twist(const fft_plan_layout *L, const fft_pass *ps);
/* A one-pass R2C kernel whose exchanges take two turns and whose twist
 * can take them too (codegen kernel_twist.c emit_twist_exchange_turns:
 * the last radix a multiple of 4, the work-items dividing m/4; the
 * planner's rule, unless the variant twist-passes). */
int fft_twist_turns_fit(const fft_plan_layout *L);
/* C2R rows whose twist comes from one work-item's registers (the loads). */
int fft_one_item_twist_load(const fft_plan_layout *L);
/* Addressing, access, buffers and twiddles of L's shaped passes; 0 when
 * an access does not fit. */
int fft_finish_layout(fft_plan_layout *L, const shape_rules *r);
/* A step over columns: the batch's innermost level is the adjacent one. */
int fft_column_step(const fft_plan_layout *L);

#endif
