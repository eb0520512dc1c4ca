/* Parts of the work-group kernels shared by the files that emit them
 * (kernel.c, program_header.c and the kernel_*.c files, which say what
 * each holds); internal, none of it public.  The parts the work-item loop
 * kernels share as well are in kernel_parts.h. */
#ifndef LIBCLFFT_KERNEL_GROUP_H
#define LIBCLFFT_KERNEL_GROUP_H

#include <stddef.h>

#include "fft_plan.h"
#include "kernel_parts.h"
#include "strbuf.h"

/* The program's comment, types, helpers and padding functions (program_header.c). */
void kernel_emit_program_header(strbuf *sb, const fft_plan_layout *L, const clfft_profile *prof);

/* `if (guard) {` ... `}` around what is emitted between them; nothing for
 * the guard "". */
static inline void open_guard(kernel_ctx *k, const char *guard)
{
    if (guard[0]) {
        strbuf_line(k->sb, "if (%s) {", guard);
        k->sb->indent++;
    }
}

static inline void close_guard(kernel_ctx *k, const char *guard)
{
    if (guard[0]) {
        k->sb->indent--;
        strbuf_line(k->sb, "}");
    }
}

/* Suffix of the work-item numbering small pass s uses: "" for the load's
 * order, "_l" for late_thread_order when it differs (fft_plan.h). */
static inline const char *lane(const kernel_ctx *k, unsigned s)
{
    return s > 0 && k->pass->late_thread_order != k->pass->thread_order ? "_l" : "";
}

/* Butterflies of radix r per work-item: ceil((R/r) / threads_per_transform). */
static inline unsigned butterflies_per_thread(const fft_pass *ps, unsigned r)
{
    size_t nb = ps->radix / r;
    return (unsigned)((nb + ps->threads_per_transform - 1) / ps->threads_per_transform);
}

/* kernel.c: small pass s's butterflies and their registers. */
void kernel_emit_butterfly_index(kernel_ctx *k, unsigned s, unsigned c);
/* buf = the condition under which this work-item has butterfly c of small
 * pass s (of nb), and is active where with_active; "" when always. */
void kernel_butterfly_guard(kernel_ctx *k, char *buf, size_t size, unsigned s, unsigned c, size_t nb, int with_active);
/* cplx <prefix><s>_<c>_<j> = 0 for each butterfly c and element j < r. */
void kernel_declare_registers(kernel_ctx *k, const char *prefix, unsigned s, unsigned per_thread, unsigned r);
/* FFT_TWIDDLES_PRODUCTS' split s = ceil(sqrt(r)): powers j < s and the
 * multiples of s are read. */
static inline unsigned kernel_power_split(unsigned r)
{
    unsigned s = 1;
    while (s * s < r)
        s++;
    return s;
}
/* Whether power j (of r) of a twiddle read as `reads` (FFT_TWIDDLES_POWERS_OF_2
 * or FFT_TWIDDLES_PRODUCTS; kernel_emit_twiddle_powers) is a table entry;
 * every other power is a product. */
static inline int kernel_power_is_read(unsigned j, fft_twiddle_reads reads, unsigned r)
{
    if (reads == FFT_TWIDDLES_PRODUCTS)
        return j < kernel_power_split(r) || j % kernel_power_split(r) == 0;
    while (j % 2 == 0)
        j /= 2;
    return j == 1;
}
/* Writes table entry j of a twiddle power series to buf. */
typedef void (*table_entry_fn)(kernel_ctx *k, char *buf, size_t size, unsigned j, const void *arg);
/* const cplx <name><j>, 1 <= j < r: the powers of a twiddle from few entries. */
void kernel_emit_twiddle_powers(kernel_ctx *k, const char *name, unsigned r, fft_twiddle_reads reads,
                                table_entry_fn entry, const void *arg);

/* kernel_address.c: elements and addresses of one element (kernel_global.c
 * loads and stores it). */
void kernel_input_element(const kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x);
/* Element of the transform that element x of butterfly (b, i) stores. */
void kernel_output_element(const kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x);
void kernel_output_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem);
/* Global index of element `elem` of row <row><sfx> (fft_plan_layout.mirror:
 * ra, rb on the input side, wa, wb on the output side). */
void kernel_mirror_address_of(char *buf, size_t size, const char *row, const char *sfx, const char *elem, size_t offset,
                              size_t stride);
/* The reals 2e and 2e+1 of complex element e (the half-length real
 * transforms' loads and stores), KERNEL_PAIR_LEN characters each. */
#define KERNEL_PAIR_LEN 200
void kernel_real_pair(const char *elem, char pair[2][KERNEL_PAIR_LEN]);
/* fft_plan_layout.pair_rows: b<sfx>p0 and b<sfx>p1, rows 2b and 2b + 1 of
 * transform b<sfx>, whose suffixes go to psfx. */
void kernel_emit_pair_rows(kernel_ctx *k, const char *sfx, char psfx[2][24]);

/* A split length's step (fft_plan_layout.split_n1): transform b is row
 * (or column) b mod split_n1, its element j the split length's element b
 * mod split_n1 + split_n1 j; with pair_rows the pairs lie above that
 * innermost level. */
static inline int kernel_split_step(const fft_plan_layout *L)
{
    return L->split_n1 != 0;
}

/* Steps whose transform b's element j is element b mod n1 + n1 j of the
 * whole length (a split's steps, a three-step convolution's column
 * steps: n1 = conv_cols); that length (a split's, or the convolution's N,
 * of which a C2R's column step A loads the half spectrum). */
static inline size_t kernel_column_element_n1(const fft_plan_layout *L)
{
    return L->split_n1 ? L->split_n1 : L->conv_cols;
}

static inline size_t kernel_column_element_length(const fft_plan_layout *L)
{
    return L->split_n1 ? fft_twist_length(L->n, L->chirp_n, L->split_n1) : L->chirp_n;
}

/* Global index of element `elem` of batch entry b<sfx>, input side. */
void kernel_input_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem);
void kernel_pair_addresses(kernel_ctx *k, int input, const char *sfx, const char *x, char at[2][512]);
void kernel_table_operand(const kernel_ctx *k, char *buf, size_t size, size_t offset, const char *at, int after_conj,
                          const char **mul);
void kernel_emit_pair_store(kernel_ctx *k, const char *sfx, const char *at, const char *lhs, char v[2][64]);

/* kernel_global.c: loads and stores of one element. */
/* Global index of element `elem` of transform b<sfx> itself, not of its
 * column, on the input side (a three-step convolution's column steps:
 * the stage values after the array). */
void kernel_transform_input_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem);
/* A three-step convolution's row step (fft_plan_layout.conv_rows): the row
 * k_a of transform b<sfx>, as an expression. */
void kernel_conv_row(const kernel_ctx *k, char *buf, size_t size, const char *sfx);
/* A three-step convolution's column step: the convolution's element that
 * element e of transform b<sfx> is, e * B + b<sfx> % B (conv_cols = B; e
 * an identifier or parenthesised). */
void kernel_conv_element(const kernel_ctx *k, char *buf, size_t size, const char *e, const char *sfx);
void kernel_emit_element_load(kernel_ctx *k, const char *var, const char *sfx, const char *at, size_t len);
void kernel_emit_element_store(kernel_ctx *k, const char *var, const char *sfx, const char *at);

/* kernel_exchange.c: values through local memory. */
void kernel_emit_exchange(kernel_ctx *k, const xfer *w, unsigned nw, const xfer *r, unsigned nr,
                          int trailing_barrier);
/* Readers r from the exchange arrays, no barrier: the values a preceding
 * kernel_emit_exchange (no readers) left there; unsplit exchanges only. */
void kernel_emit_local_reads(kernel_ctx *k, const xfer *r, unsigned nr);
/* Small pass s's results (registers w*) and inputs (u*) as exchange slots;
 * returns their count. */
unsigned kernel_pass_results(kernel_ctx *k, unsigned s, size_t ps_prod, xfer *w);
unsigned kernel_pass_inputs(kernel_ctx *k, unsigned s, xfer *rd);
void kernel_result_register(char *buf, size_t size, unsigned s, unsigned r, size_t ps_prod, size_t e);
void kernel_emit_between_passes(kernel_ctx *k, unsigned s, size_t ps_prod);

/* kernel_io.c: the first small pass's inputs, the last one's outputs. */
void kernel_emit_first_inputs(kernel_ctx *k);
void kernel_emit_last_outputs(kernel_ctx *k, size_t ps_prod);
void kernel_emit_staged_store(kernel_ctx *k, xfer *w, unsigned nw);

/* kernel_alias.c: an aliased Bluestein's kept inputs and corrected
 * outputs (fft_plan_layout.alias_count): the one kernel's, and the three
 * steps' column steps A and C. */
void kernel_emit_alias_declaration(kernel_ctx *k);
void kernel_emit_alias_keep(kernel_ctx *k);
void kernel_emit_alias_fix(kernel_ctx *k, unsigned s, size_t ps_prod);
/* Bluestein's two steps of one pass each (CPUs' loop kernels): step A's
 * loaded value var of element e_ kept after the array; whether step B
 * corrects its outputs, and var (of element e_, already adjusted) so
 * corrected. */
void kernel_emit_alias_element_keep(kernel_ctx *k, const char *var, const char *sfx);
int kernel_alias_fixes_elements(const kernel_ctx *k);
void kernel_emit_alias_element_fix(kernel_ctx *k, const char *var, const char *sfx);

/* kernel_twist.c: real transforms' twists and paired rows. */
void kernel_emit_one_item_twist_inputs(kernel_ctx *k);
void kernel_emit_one_item_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod);
void kernel_emit_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod);
void kernel_emit_paired_rows_outputs(kernel_ctx *k, unsigned s, size_t ps_prod);
void kernel_emit_paired_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod);
void kernel_emit_split_rows_outputs(kernel_ctx *k, unsigned s, size_t ps_prod);
void kernel_emit_conv_pair_outputs(kernel_ctx *k, unsigned s, size_t ps_prod);

#endif
