/* The steps of an axis length beyond the generated radices
 * (lib/convolution.c): what solve.c asks of it.  No OpenCL calls. */
#ifndef LIBCLFFT_CONVOLUTION_H
#define LIBCLFFT_CONVOLUTION_H

#include "fft_plan.h"

/* The steps of an axis problem whose length needs them
 * (fft_needs_bluestein): for a real half length with the twist, a
 * one-kernel Bluestein or no plan; else a split, Rader's kernel or
 * Bluestein's steps, from buffer fb to tb along `axis`. */
clfft_status fft_add_convolution(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                                 const char *what, const clfft_profile *prof, const fft_variant *variant);

#endif
