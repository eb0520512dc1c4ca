/* Stage 3: pass plan -> OpenCL C text (codegen/), the interface the library (lib/)
 * calls; it lives below both, which include neither the other's headers nor, in
 * codegen/, OpenCL's.  Pure C: no OpenCL calls, no device.
 *
 * The generated program holds, for every global pass g, two kernels named
 * fft_fwd_<g> and fft_bwd_<g> (see codegen_kernel_name) with arguments
 *   0: __global const cplx *src   1: __global cplx *dst
 *   2: __global const cplx *twiddles   3: uint total butterflies (batch * N/R)
 * launched with global size = ceil(total / M) * (M*T), local size M*T.
 * Where the layout has direction_argument, one kernel fft_<g> serves both
 * directions and takes a fifth argument, int backward (0 or 1). */
#ifndef LIBCLFFT_FFT_CODEGEN_H
#define LIBCLFFT_FFT_CODEGEN_H

#include <stddef.h>
#include "fft_plan.h"

#define CODEGEN_VERSION "1"

/* malloc'ed source, or NULL when out of memory. */
char *codegen_generate(const fft_plan_layout *layout, const clfft_profile *profile);
/* Nonzero when the kernels index with ulong (and take `total` as a ulong):
 * some buffer the plan touches has 2^31 elements or more. */
int codegen_wide_indices(const fft_plan_layout *layout);
/* Writes the kernel name of pass `pass` for direction forward (1) /
 * backward (0); the same name for both where the layout shares kernels. */
void codegen_kernel_name(char *buf, size_t size, const fft_plan_layout *layout, int forward, unsigned pass);

#endif
