/* Stage 2: what the real solvers (lib/solve_real.c) share with
 * lib/solve.c: the steps of an axis, planes, split columns.  No OpenCL
 * calls. */
#ifndef LIBCLFFT_SOLVE_INTERNAL_H
#define LIBCLFFT_SOLVE_INTERNAL_H

#include <stddef.h>

#include "convolution.h"
#include "fft_plan.h"
#include "problem.h"

/* Even R2C and C2R rows of EVEN_PAIRS_N points on GPUs run two per
 * full-length transform, as odd rows do, instead of as half-length
 * transforms with the twist.  H200, GB/s, two runs of each build
 * (bench/results/h200-2026-11-24-evenpairs, every even length up to 64
 * paired): R2C 64 2700 -> 3273, 512x64 1323 -> 1447, fp64 R2C 64 3182 ->
 * 3695; C2R 64 3113 -> 3304, 512x64 +3%, fp64 C2R 64 +8%; the shorter rows
 * were mixed (C2R 4 +88%, fp64 C2R 32 +49%, but C2R 16 -42%, 4096x16
 * -20%, R2C 32 -4%), so only 64 pairs. */
#define EVEN_PAIRS_N 64

/* Rows along the fastest axis: the batch times the other axes. */
size_t fft_fastest_axis_rows(const problem *pb);
/* Even real rows of EVEN_PAIRS_N points on GPUs: two per full-length
 * transform, as odd rows. */
int fft_even_pairs(const problem *pb, const clfft_profile *prof);
/* The axis problem of a step along `axis` from one side to another. */
void fft_make_axis_problem(fft_axis_problem *ap, const problem *pb, int axis, const side *from, fft_buffer fb,
                           const side *to, fft_buffer tb, fft_load_kind load, fft_store_kind store, int last);
/* The steps of one axis problem: a split, Rader's or Bluestein's steps for
 * lengths beyond the generated radices, else one Stockham step. */
clfft_status fft_add_axis(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                          const char *what, const clfft_profile *prof, const fft_variant *variant);
/* A step along `axis` from one side to another: the other axes and the
 * batch as its batch levels, rows in pairs where they pay. */
clfft_status fft_add_step(fft_steps *plan, const problem *pb, int axis, const side *from, fft_buffer fb,
                          const side *to, fft_buffer tb, fft_load_kind load, fft_store_kind store, int last,
                          const char *what, const clfft_profile *prof, const fft_variant *variant);

/* A plane step (the two fastest axes in one kernel) of some kind. */
typedef clfft_status (*plane_solver)(fft_steps *plan, const problem *pb, const clfft_profile *prof,
                                     const fft_variant *v);
/* A plane step for the two fastest axes, then the slowest axis of a 3D in
 * place on the output; the plan is left as it was (and the error cleared)
 * when that cannot be made. */
clfft_status fft_planes_then_columns(fft_steps *plan, const problem *pb, plane_solver plane, const char *what,
                                     const clfft_profile *prof, const fft_variant *v);

/* The split's column step: columns of n0/r points of pb (rank 2), in
 * decimation in time or (dif) in frequency. */
clfft_status fft_add_split_column_step(fft_steps *plan, const problem *pb, size_t r, int dif, const side *from,
                                       fft_buffer fb, const side *to, fft_buffer tb, int last, const char *what,
                                       const clfft_profile *prof, const fft_variant *v);
/* The radix of the split of pb's column step from one side to another
 * where it applies, 0 where it does not. */
size_t fft_split_radix(const fft_steps *plan, const problem *pb, const side *from, fft_buffer fb, const side *to,
                       fft_buffer tb, int in_place_whole, int dif, const clfft_profile *prof, const fft_variant *v);

/* The real solvers (lib/solve_real.c). */
int fft_r2c_applicable(const problem *pb);
clfft_status fft_r2c_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan);
int fft_c2r_applicable(const problem *pb);
clfft_status fft_c2r_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan);

#endif
