/* Appending a planned step to a plan's list (solve.c, convolution.c). */
#ifndef LIBCLFFT_STEPS_H
#define LIBCLFFT_STEPS_H

#include <stddef.h>

#include "fft_plan.h"

/* Adds the step whose layout is already planned in the next slot: its
 * buffers, axis, what it computes and (Bluestein, Rader) the axis length. */
static inline void fft_push_step(fft_steps *plan, fft_buffer in, fft_buffer out, int axis, const char *what,
                                 size_t conv_n)
{
    fft_step *step = &plan->steps[plan->nsteps++];
    step->in = in;
    step->out = out;
    step->axis = axis;
    step->what = what;
    step->conv_n = conv_n;
}

#endif
