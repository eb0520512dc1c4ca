/* Parts of kernel emission shared by the work-group kernels (kernel.c and
 * its kernel_*.c files, whose own shared parts are in kernel_group.h) and
 * the work-item loop kernels (loop_kernel.c): the emission context and the
 * global side of a pass (batch split and addresses: kernel_address.c;
 * loads and stores: kernel_global.c; pre-twiddle: kernel_io.c; conjugation, scale and the
 * kernel's signature: kernel.c). */
#ifndef LIBCLFFT_KERNEL_PARTS_H
#define LIBCLFFT_KERNEL_PARTS_H

#include <stddef.h>

#include "fft_plan.h"
#include "butterfly.h"
#include "strbuf.h"

/* A value moving through local memory: register, slot expression, guard. */
typedef struct xfer {
    char var[48];   /* register name (prefix, pass, butterfly, element) */
    char col[24];   /* column (transform) within the work-group */
    char x[96];     /* element within the transform */
    char guard[64]; /* "" when always executed */
} xfer;

/* Enough slots for every value one work-item moves in one exchange. */
#define XFER_CAPACITY (FFT_MAX_BUTTERFLIES_PER_THREAD * FFT_MAX_SMALL_RADIX)
_Static_assert(XFER_CAPACITY >= FFT_MAX_TILE_PER_THREAD, "tile exchanges use the same slots");

typedef struct kernel_ctx {
    strbuf *sb;
    const fft_plan_layout *layout;
    const fft_pass *pass;
    int forward;
    /* Kernels of a direction_argument layout: the first pass conjugates
     * its inputs, the last its outputs, when `backward` is set. */
    int conj_inputs, conj_outputs;
    const char *idx; /* integer type of global indices: "uint" or "ulong" */
    bf_emitter bf;
    xfer *writers, *readers; /* XFER_CAPACITY each, reused by every exchange */
    /* The twist's twiddle w_2m^(base + d) (fft_plan_layout.twist_split):
     * w_2m^base read once per butterfly or work-item (twist_base, a
     * variable) times the constant w_2m^d (the C2R load: d = twist_step;
     * the R2C store of pair i: d = i * twist_step); NULL: the table entry. */
    const char *twist_base;
    unsigned long twist_step;
    char twist_base_buf[16]; /* twist_base's name where the emitter makes it */
    /* Rader's index h^(base + d) mod p (kernel_rader_indices): h^base read
     * from the index table once per butterfly (rader_base, a variable)
     * times the constant h^d (d = rader_step); NULL: each element's own
     * table entry. */
    const char *rader_base;
    unsigned long rader_step;
} kernel_ctx;

/* Emits `b<sfx>` and `i<sfx>` (and `k<sfx>` when p > 1) for butterfly q. */
void kernel_emit_batch_split(kernel_ctx *k, const char *suffix, const char *q);
/* Global index of element x of butterfly (b<sfx>, i<sfx>): input side. */
void kernel_input_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x);
/* Output side: element x of butterfly (b, i) goes to (i - k)*R + k + x*p. */
void kernel_output_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x);
/* var = element x of butterfly (b<sfx>, i<sfx>) as the pass loads it
 * (complex, real, or from a half spectrum), conjugated where the kernel
 * conjugates its inputs; decl ("cplx " or "") declares it. */
void kernel_emit_load(kernel_ctx *k, const char *decl, const char *var, const char *sfx, const char *x);
/* Whether a Rader kernel's loads and stores compute their elements from
 * one table entry per butterfly (kernel_ctx.rader_base): a one-kernel
 * convolution whose products of two indices fit 32 bits. */
int kernel_rader_indices(const kernel_ctx *k);
/* Declares `name`, the index table's entry for element x of butterfly
 * (b<sfx>, i<sfx>): the load table's for its input element, or the store
 * table's for its output element. */
void kernel_emit_rader_base(kernel_ctx *k, const char *name, const char *sfx, const char *x, int store);
/* Stores var as element x of butterfly (b<sfx>, i<sfx>): all of it, its
 * real part, or only where the element is in the half spectrum. */
void kernel_emit_store(kernel_ctx *k, const char *var, const char *sfx, const char *x);
/* var *= w_{pR}^(x*k<sfx>), the four-step twiddle (nothing when p = 1). */
void kernel_emit_pre_twiddle(kernel_ctx *k, const char *var, const char *sfx, const char *x);
/* Conjugates var, an input just loaded, where the kernel conjugates its
 * inputs (backward transform through a shared kernel). */
void kernel_emit_input_conj(kernel_ctx *k, const char *var);
/* Whether this kernel changes its results before storing them (last pass:
 * a scale != 1, or the conjugation of a shared kernel). */
int kernel_adjusts_outputs(const kernel_ctx *k);
/* var *= the direction's scale (and conjugated where the kernel is
 * shared), in the last pass only. */
void kernel_emit_output_adjust(kernel_ctx *k, const char *var);
/* The kernel's comment, its signature and the opening brace; indents the
 * body and declares the direction's constants of a shared kernel. */
void kernel_emit_signature(kernel_ctx *k, unsigned pass_index, const char *how);
/* The work-item loop kernel of k->pass (loop_kernel.c). */
void loop_kernel_emit(kernel_ctx *k, unsigned pass_index);

#endif
