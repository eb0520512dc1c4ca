/* Stage 3: pass plan -> OpenCL C text.  Pure C: no OpenCL calls, no device.
 *
 * The generated program holds, for every global pass g, one kernel named
 * fft_pass_<g> (see codegen_kernel_name) with arguments
 *   0: __global const cplx *src   1: __global cplx *dst
 *   2: __global const cplx *twiddles   3: uint/ulong total butterflies (batch * N/R)
 *   4: real sign (+1 forward, -1 backward)   5: real scale
 * launched with global size = ceil(total / M) * (M*T), local size M*T.
 * Backward transforms run the same kernels: conj(forward(conj(x))). */
#ifndef LIBCLFFT_CODEGEN_H
#define LIBCLFFT_CODEGEN_H

#include <stddef.h>
#include "../lib/fft_plan.h"

#define CODEGEN_VERSION "2"

/* malloc'ed source, or NULL when out of memory. */
char *codegen_generate(const fft_plan_layout *layout, const clfft_profile *profile);
/* Writes the kernel name of pass `pass`. */
void codegen_kernel_name(char *buf, size_t size, unsigned pass);

#endif
