/* Stage 3: pass plan -> OpenCL C text.  Pure C: no OpenCL calls, no device.
 *
 * The generated program holds, for every global pass g, two kernels named
 * fft_fwd_<g> and fft_bwd_<g> (see codegen_kernel_name) with arguments
 *   0: __global const cplx *src   1: __global cplx *dst
 *   2: __global const cplx *twiddles   3: uint total butterflies (batch * N/R)
 * launched with global size = ceil(total / M) * (M*T), local size M*T. */
#ifndef LIBCLFFT_CODEGEN_H
#define LIBCLFFT_CODEGEN_H

#include <stddef.h>
#include "../lib/fft_plan.h"

#define CODEGEN_VERSION "1"

/* malloc'ed source, or NULL when out of memory. */
char *codegen_generate(const fft_plan_layout *layout, const clfft_profile *profile);
/* Nonzero when the kernels index with ulong (and take `total` as a ulong):
 * some buffer the plan touches has 2^31 elements or more. */
int codegen_wide_indices(const fft_plan_layout *layout);
/* Writes the kernel name of pass `pass` for direction forward (1) / backward (0). */
void codegen_kernel_name(char *buf, size_t size, int forward, unsigned pass);
/* Fused plans (fft_fusion) hold one kernel per direction instead, with
 * arguments 0: in  1: out  2: twiddles  3: scratch0  4: scratch1
 *   5: __global uint *sync (fft_fusion.sync_words, zero before the first
 *      launch; each launch leaves it zero)
 * launched with fusion.steps * fusion.tiles_per_step work-groups of
 * fusion.work_group_size. */
void codegen_fused_kernel_name(char *buf, size_t size, int forward);

#endif
