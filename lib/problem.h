/* The problem the solvers take (lib/problem.c makes it): the validated
 * descriptor, defaults filled in, and both sides laid out.  No OpenCL
 * calls. */
#ifndef LIBCLFFT_PROBLEM_H
#define LIBCLFFT_PROBLEM_H

#include <stddef.h>

#include "fft_plan.h"

/* One side (what the plan reads or writes), in elements of its type. */
typedef struct side {
    size_t shape[3]; /* per axis: n, or n/2+1 on a half spectrum's fastest axis */
    size_t stride[3];
    size_t dist, offset;
    size_t elem_bytes; /* a real or a complex value */
    size_t extent;     /* elements spanned, offset included */
} side;

typedef struct problem {
    clfft_desc d; /* defaults filled in */
    int rank;
    size_t n[3];
    size_t batch;
    side in, out;
    size_t plane_n1; /* add_step: the step is a plane of plane_n1 x (n / plane_n1) */
} problem;

/* Validates the descriptor and lays out both sides. */
clfft_status fft_problem_make(const clfft_desc *desc, problem *pb);

/* A side's row-major packed strides, its fastest axis's rows `row`
 * elements long. */
clfft_status fft_side_packed(side *s, int rank, size_t batch, size_t row, const char *which);

/* Checks that a side reaches no element twice (where may_overlap is 0)
 * and sets its extent. */
clfft_status fft_side_check_nesting(side *s, int rank, size_t batch, const char *which, int may_overlap);

#endif
