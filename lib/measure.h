/* The measuring planner (CLFFT_EFFORT_MEASURE): builds the plans of the
 * planner's variants (plan_variant.h), times the distinct ones on the
 * device and returns the fastest variant.  Choices are remembered per
 * transform, profile, device and driver, in memory and in the disk cache. */
#ifndef LIBCLFFT_MEASURE_H
#define LIBCLFFT_MEASURE_H

#include "clfft/clfft.h"
#include "plan_variant.h"

/* *chosen gets the fastest variant for desc on dev; *note (malloc'ed, may
 * be NULL on failure) a report for the plan's description: the candidates
 * and their times, or that the choice was remembered. */
clfft_status fft_measure(cl_context ctx, cl_device_id dev, const clfft_desc *desc, const clfft_profile *profile,
                         fft_variant *chosen, char **note);

#endif
