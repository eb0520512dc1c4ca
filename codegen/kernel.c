/* Pass plan -> OpenCL C program: the work-group kernel and the public entry
 * points (plan/fft_codegen.h).  One function per part of a kernel; this file holds
 * the kernel's body (signature, work-item numbering, the staged copies of
 * whole transforms), the small Stockham passes (butterfly indices,
 * registers, stage twiddles), a one-kernel convolution's filter and turn,
 * and the direction's conjugations and scale.  The other parts:
 *   program_header.c   the program's comment, value types and helpers
 *   kernel_address.c   one element's place in global memory: batch split,
 *                      addresses, table operands
 *   kernel_global.c    its loads and stores of every kind
 *   kernel_io.c        the first small pass's inputs (with the pass's
 *                      pre-twiddle) and the last one's outputs: coalesced,
 *                      or through a tile staged in local memory
 *   kernel_exchange.c  the exchanges between small passes in local memory
 *   kernel_twist.c     the real transforms' twists and paired rows
 *   loop_kernel.c      the work-item loop kernels (fft_pass.loop_kernel) */
#include "fft_codegen.h"

#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "butterfly.h"
#include "kernel_group.h"
#include "strbuf.h"

void codegen_kernel_name(char *buf, size_t size, const fft_plan_layout *layout, int forward, unsigned pass)
{
    if (layout->direction_argument)
        snprintf(buf, size, "fft_%u", pass);
    else
        snprintf(buf, size, "fft_%s_%u", forward ? "fwd" : "bwd", pass);
}

int codegen_wide_indices(const fft_plan_layout *L)
{
    size_t biggest = L->in_extent > L->out_extent ? L->in_extent : L->out_extent;
    if (L->scratch_elems > biggest)
        biggest = L->scratch_elems;
    return biggest >= (size_t)UINT_MAX / 2;
}

/* const cplx <name><j> = w^(j s) for 1 <= j < r, where the table holds w^(j s)
 * at entry(j): only the entries kernel_power_is_read names are read, every
 * other power is the product of two earlier ones: powers of 2, j = 2^i + rest
 * with t_j = t_(2^i) t_rest (chains); products, j = a s + b with t_j = t_(a s)
 * t_b, both read. */
void kernel_emit_twiddle_powers(kernel_ctx *k, const char *name, unsigned r, fft_twiddle_reads reads,
                                table_entry_fn entry, const void *arg)
{
    for (unsigned j = 1; j < r; j++) {
        unsigned top = 1;
        while (top * 2 <= j)
            top *= 2;
        unsigned rest = reads == FFT_TWIDDLES_PRODUCTS ? j % kernel_power_split(r) : j % top;
        if (kernel_power_is_read(j, reads, r)) {
            char e[256];
            entry(k, e, sizeof e, j, arg);
            strbuf_line(k->sb, "const cplx %s%u = %s;", name, j, e);
        } else {
            strbuf_line(k->sb, "const cplx %s%u = cmul(%s%u, %s%u);", name, j, name, j - rest, name, rest);
        }
    }
}

/* The stage twiddle w^(j k) of small pass s, butterfly c: read from the
 * table (index k<s>_<c>, or ke<s>_<c> where read early), or the value
 * te<s>_<c>_<j> read early. */
struct stage_entry { unsigned s, c; size_t ps_prod; int early, read; };
static void stage_twiddle_entry(kernel_ctx *k, char *buf, size_t size, unsigned j, const void *arg)
{
    const struct stage_entry *e = arg;
    if (e->early && !e->read)
        snprintf(buf, size, "te%u_%u_%u", e->s, e->c, j);
    else
        snprintf(buf, size, "tw[%zuu + k%s%u_%u]", k->pass->stage_twiddle_offset[e->s] + (j - 1) * e->ps_prod,
                 e->read ? "e" : "", e->s, e->c);
}

/* Whether small pass s of stride ps_prod reads its twiddles as powers. */
static int stage_powers(const kernel_ctx *k, unsigned s, size_t ps_prod)
{
    return k->pass->twiddle_reads != FFT_TWIDDLES_EACH && ps_prod > 1 && k->pass->factors[s] >= 3;
}

/* fft_pass.early_twiddles: the table entries small pass s (stride ps_prod
 * > 1) reads, read now into te<s>_<c>_<j>, before the exchange that
 * precedes the pass; butterfly c's k is (t + c T) % ps_prod either way. */
static void emit_early_stage_twiddles(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    unsigned r = ps->factors[s];
    int powers = stage_powers(k, s, ps_prod);
    strbuf_line(k->sb, "/* Small pass %u's twiddles, read before the exchange. */", s);
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        strbuf_line(k->sb, "const uint ke%u_%u = (t%s + %uu) %% %zuu;", s, c, lane(k, s), c * ps->threads_per_transform,
                    ps_prod);
        struct stage_entry e = {s, c, ps_prod, 1, 1};
        for (unsigned j = 1; j < r; j++) {
            if (powers && !kernel_power_is_read(j, ps->twiddle_reads, r))
                continue;
            char expr[96];
            stage_twiddle_entry(k, expr, sizeof expr, j, &e);
            strbuf_line(k->sb, "const cplx te%u_%u_%u = %s;", s, c, j, expr);
        }
    }
}

/* Whether a shared kernel's last pass scales (either direction). */
static int shared_kernel_scales(const kernel_ctx *k)
{
    const clfft_desc *d = &k->layout->desc;
    return k->conj_outputs && (d->forward_scale != 1.0 || d->backward_scale != 1.0);
}

void kernel_emit_input_conj(kernel_ctx *k, const char *var)
{
    if (k->conj_inputs)
        strbuf_line(k->sb, "%s = cx(%s.x, flip * %s.y);", var, var, var);
}

int kernel_adjusts_outputs(const kernel_ctx *k)
{
    const clfft_desc *d = &k->layout->desc;
    double scale = k->forward ? d->forward_scale : d->backward_scale;
    return k->pass->last && (scale != 1.0 || k->conj_outputs);
}

void kernel_emit_output_adjust(kernel_ctx *k, const char *var)
{
    const clfft_desc *d = &k->layout->desc;
    double scale = k->forward ? d->forward_scale : d->backward_scale;
    if (!kernel_adjusts_outputs(k))
        return;
    if (shared_kernel_scales(k)) {
        strbuf_line(k->sb, "%s = cx(scale_x * %s.x, scale_y * %s.y);", var, var, var);
    } else if (k->conj_outputs) {
        strbuf_line(k->sb, "%s = cx(%s.x, flip * %s.y);", var, var, var);
    } else {
        char literal[48];
        bf_literal(&k->bf, literal, sizeof literal, scale);
        strbuf_line(k->sb, "%s = cscale(%s, %s);", var, literal, var);
    }
}

/* A shared kernel's direction as constants: flip (-1 backward) and, where
 * its last pass scales, the factors of the real and imaginary parts. */
static void emit_direction_constants(kernel_ctx *k)
{
    if (!k->conj_inputs && !k->conj_outputs)
        return;
    strbuf *sb = k->sb;
    strbuf_line(sb, "/* backward = conj(forward(conj x)): %s. */",
                k->conj_inputs && k->conj_outputs ? "conjugate the inputs and the outputs"
                : k->conj_inputs                   ? "conjugate the inputs (later passes conjugate the outputs)"
                                                   : "conjugate the outputs (pass 0 conjugated the inputs)");
    strbuf_line(sb, "const real flip = backward ? -1 : 1;");
    if (!shared_kernel_scales(k))
        return;
    const clfft_desc *d = &k->layout->desc;
    char fwd[48], bwd[48];
    bf_literal(&k->bf, fwd, sizeof fwd, d->forward_scale);
    bf_literal(&k->bf, bwd, sizeof bwd, d->backward_scale);
    strbuf_line(sb, "const real scale_x = backward ? %s : %s;", bwd, fwd);
    strbuf_line(sb, "const real scale_y = flip * scale_x;");
}

/* Small pass s's butterfly c, named b: it covers element b + j*nb for j < r. */
static void emit_butterfly_named(kernel_ctx *k, const char *b, unsigned s, unsigned c)
{
    strbuf_line(k->sb, "const uint %s = t%s + %uu;", b, lane(k, s), c * k->pass->threads_per_transform);
}

void kernel_emit_butterfly_index(kernel_ctx *k, unsigned s, unsigned c)
{
    char b[16];
    snprintf(b, sizeof b, "b%u_%u", s, c);
    emit_butterfly_named(k, b, s, c);
}

/* Where butterfly b of a radix-r small pass of stride ps_prod puts its
 * results: element o + j*ps_prod (Stockham order; kk = b mod ps_prod). */
static void emit_output_index(kernel_ctx *k, const char *b, const char *kk, const char *o, unsigned r, size_t ps_prod)
{
    if (ps_prod > 1) {
        strbuf_line(k->sb, "const uint %s = %s %% %zuu;", kk, b, ps_prod);
        strbuf_line(k->sb, "const uint %s = (%s - %s) * %uu + %s;", o, b, kk, r, kk);
    } else {
        strbuf_line(k->sb, "const uint %s = %s * %uu;", o, b, r);
    }
}

void kernel_butterfly_guard(kernel_ctx *k, char *buf, size_t size, unsigned s, unsigned c, size_t nb, int with_active)
{
    int partial = nb % k->pass->threads_per_transform != 0;
    if (partial && with_active)
        snprintf(buf, size, "active%s && b%u_%u < %zuu", lane(k, s), s, c, nb);
    else if (partial)
        snprintf(buf, size, "b%u_%u < %zuu", s, c, nb);
    else if (with_active)
        snprintf(buf, size, "active%s", lane(k, s));
    else
        buf[0] = '\0';
}

void kernel_declare_registers(kernel_ctx *k, const char *prefix, unsigned s, unsigned per_thread, unsigned r)
{
    for (unsigned c = 0; c < per_thread; c++)
        for (unsigned j = 0; j < r; j++)
            strbuf_line(k->sb, "cplx %s%u_%u_%u = cx(0, 0);", prefix, s, c, j);
}

/* Small pass s: twiddle, DFT of radix r; results in w<s>_<c>_<j>, bound for
 * element o<s>_<c> + j*ps of the transform (Stockham order). */
static void emit_small_pass(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    size_t nb = ps->radix / r;
    unsigned per_thread = butterflies_per_thread(ps, r);
    strbuf_line(sb, "/* Small pass %u: radix %u, stride %zu. */", s, r, ps_prod);
    kernel_declare_registers(k, "w", s, per_thread, r);
    for (unsigned c = 0; c < per_thread; c++) {
        char b[16], kk[16], o[16];
        snprintf(b, sizeof b, "b%u_%u", s, c);
        snprintf(kk, sizeof kk, "k%u_%u", s, c);
        snprintf(o, sizeof o, "o%u_%u", s, c);
        emit_output_index(k, b, kk, o, r, ps_prod);
        char guard[64];
        kernel_butterfly_guard(k, guard, sizeof guard, s, c, nb, 0);
        if (guard[0])
            strbuf_line(sb, "if (%s) {", guard);
        else
            strbuf_line(sb, "{");
        sb->indent++;
        bf_var in[FFT_MAX_SMALL_RADIX], out[FFT_MAX_SMALL_RADIX];
        struct stage_entry e = {s, c, ps_prod, ps->early_twiddles && s > 0, 0};
        int powers = stage_powers(k, s, ps_prod);
        if (powers)
            kernel_emit_twiddle_powers(k, "tp", r, k->pass->twiddle_reads, stage_twiddle_entry, &e);
        for (unsigned j = 0; j < r; j++) {
            snprintf(in[j].s, sizeof in[j].s, "u%u_%u_%u", s, c, j);
            if (ps_prod > 1 && j > 0) {
                char expr[96];
                if (powers)
                    snprintf(expr, sizeof expr, "tp%u", j);
                else
                    stage_twiddle_entry(k, expr, sizeof expr, j, &e);
                bf_emit_table_twiddle(&k->bf, in[j].s, expr);
            }
        }
        bf_emit_dft(&k->bf, r, in, out);
        for (unsigned j = 0; j < r; j++)
            strbuf_line(sb, "w%u_%u_%u = %s;", s, c, j, out[j].s);
        sb->indent--;
        strbuf_line(sb, "}");
    }
}

/* At a fused convolution's turn (fft_plan_layout.fused_turn) the inverse
 * FFT's first small pass, of the forward's last radix (lib/planner.c
 * fuse_turn), takes the elements b + j R/r that the forward's last small
 * pass left in each work-item for its butterfly b: no exchange, where both
 * number the work-items alike. */
static int turn_in_registers(const kernel_ctx *k, unsigned s)
{
    const fft_pass *ps = k->pass;
    return ps->factors[s] == ps->factors[s + 1] && strcmp(lane(k, s), lane(k, s + 1)) == 0;
}

static void emit_turn_in_registers(kernel_ctx *k, unsigned s)
{
    const fft_pass *ps = k->pass;
    unsigned r = ps->factors[s];
    strbuf_line(k->sb, "/* The inverse FFT's first small pass takes these values as they are. */");
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        kernel_emit_butterfly_index(k, s + 1, c);
        for (unsigned j = 0; j < r; j++)
            strbuf_line(k->sb, "cplx u%u_%u_%u = w%u_%u_%u;", s + 1, c, j, s, c, j);
    }
}

/* emit_rader_dc in a three-step convolution's row step: the DC value is
 * row 0's; x[0] and X[0] are the stage array's two values after the
 * transform's M (conv_rows.c, rader_rows_tables). */
static void emit_rader_dc_row(kernel_ctx *k, const char *x0, unsigned s, unsigned c)
{
    strbuf *sb = k->sb;
    size_t m = fft_conv_length(k->layout->n, 0, k->layout->conv_rows);
    char row[48], at[32];
    kernel_conv_row(k, row, sizeof row, "_r");
    strbuf_line(sb, "if (%s == 0) {", row);
    sb->indent++;
    snprintf(at, sizeof at, "%zuu", m);
    kernel_emit_element_load(k, x0, "_r", at, k->layout->chirp_n);
    kernel_emit_input_conj(k, x0);
    strbuf_line(sb, "cplx y_ = cadd(%s, w%u_%u_0);", x0, s, c);
    snprintf(at, sizeof at, "%zuu", m + 1);
    kernel_emit_element_store(k, "y_", "_r", at);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* A Rader kernel at its filter, before the multiply: element 0 of the
 * forward FFT (o<s>_<c> == 0) is the sum of the loaded elements, so the
 * work-item holding it loads x[0] into x0_<s>_<c> and stores X[0] = x[0] +
 * that sum; after the multiply x0_<s>_<c> joins the DC value (zero
 * elsewhere), which adds x[0] to every output of the inverse FFT. */
static void emit_rader_dc(kernel_ctx *k, unsigned s, unsigned c)
{
    strbuf *sb = k->sb;
    const char *ln = lane(k, s);
    char x0[32], q[32];
    snprintf(x0, sizeof x0, "x0_%u_%u", s, c);
    snprintf(q, sizeof q, "q_r%u", c);
    strbuf_line(sb, "cplx %s = cx(0, 0);", x0);
    strbuf_line(sb, "if (o%u_%u == 0u && active%s) {", s, c, ln);
    sb->indent++;
    strbuf_line(sb, "const %s %s = q%s;", k->idx, q, ln);
    kernel_emit_batch_split(k, "_r", q);
    if (k->layout->conv_rows) {
        emit_rader_dc_row(k, x0, s, c);
    } else {
        strbuf_line(sb, "{");
        sb->indent++;
        kernel_emit_element_load(k, x0, "_r", "0u", k->layout->chirp_n);
        sb->indent--;
        strbuf_line(sb, "}");
        kernel_emit_input_conj(k, x0);
        strbuf_line(sb, "cplx y_ = cadd(%s, w%u_%u_0);", x0, s, c);
        kernel_emit_output_adjust(k, "y_");
        if (k->pass->stage_out) /* every load of rbuf is behind a barrier by now */
            strbuf_line(sb, "rbuf[(uint)(b_r - first) * %zuu] = y_;", k->layout->chirp_n);
        else
            kernel_emit_element_store(k, "y_", "_r", "0u");
    }
    sb->indent--;
    strbuf_line(sb, "}");
}

/* A three-step convolution's row k_a (kernel_conv_row): the start of its
 * M-entry filter's row, as a prefix of an index. */
static void filter_row(kernel_ctx *k, const char *sfx, char *row, size_t size)
{
    char ka[48];
    kernel_conv_row(k, ka, sizeof ka, sfx);
    snprintf(row, size, "%s * %zuu + ", ka, k->layout->n);
}

/* fft_plan_layout.filter_early: the filter's values for small pass s's
 * results, fl<c>_<j>, loaded before the forward FFT (single-pass steps:
 * element fo<c> + j*ps, emit_small_pass's o<s>_<c> under other names). */
static void emit_filter_early(kernel_ctx *k, unsigned s)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    size_t nb = ps->radix / r, ps_prod = 1;
    for (unsigned f = 0; f < s; f++)
        ps_prod *= ps->factors[f];
    strbuf_line(sb, "/* The filter's values for the multiply after small pass %u, loaded now. */", s);
    char q[16], row[96] = "";
    snprintf(q, sizeof q, "q%s", lane(k, s));
    if (k->layout->conv_rows) {
        kernel_emit_batch_split(k, "_fe", q);
        filter_row(k, "_fe", row, sizeof row);
    }
    int partial = nb % ps->threads_per_transform != 0;
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        char b[16], kk[16], o[16];
        snprintf(b, sizeof b, "fb%u", c);
        snprintf(kk, sizeof kk, "fk%u", c);
        snprintf(o, sizeof o, "fo%u", c);
        emit_butterfly_named(k, b, s, c);
        emit_output_index(k, b, kk, o, r, ps_prod);
        for (unsigned j = 0; j < r; j++) {
            char at[160], t[224];
            const char *mul;
            snprintf(at, sizeof at, "(%sfo%u + %zuu)", row, c, j * ps_prod);
            kernel_table_operand(k, t, sizeof t, k->layout->filter_offset, at, 0, &mul);
            if (partial)
                strbuf_line(sb, "const cplx fl%u_%u = fb%u < %zuu ? %s : cx(0, 0);", c, j, c, nb, t);
            else
                strbuf_line(sb, "const cplx fl%u_%u = %s;", c, j, t);
        }
    }
}

/* One-kernel Bluestein: the forward FFT's results w<s>_<c>_<j> (element
 * o<s>_<c> + j*ps of the transform) times the filter's spectrum. */
static void emit_filter(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    size_t nb = ps->radix / r;
    int early = k->layout->filter_early;
    strbuf_line(sb, "/* Times the spectrum of the chirp filter. */");
    char q[16], row[96] = "";
    snprintf(q, sizeof q, "q%s", lane(k, s));
    if (ps->p > 1) /* a multi-pass FFT's last pass: element x of column i is i + x*p */
        kernel_emit_batch_split(k, "_f", q);
    else if (k->layout->conv_rows && !early) { /* a three-step convolution's row: its M-entry filter's row */
        kernel_emit_batch_split(k, "_f", q);
        filter_row(k, "_f", row, sizeof row);
    }
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        char guard[64];
        kernel_butterfly_guard(k, guard, sizeof guard, s, c, nb, 0);
        open_guard(k, guard);
        if (k->layout->rader)
            emit_rader_dc(k, s, c);
        for (unsigned j = 0; j < r; j++) {
            char at[160], t[224];
            const char *mul;
            if (ps->p > 1)
                snprintf(at, sizeof at, "(k_f + (o%u_%u + %zuu) * %zuu)", s, c, j * ps_prod, ps->p);
            else
                snprintf(at, sizeof at, "(%so%u_%u + %zuu)", row, s, c, j * ps_prod);
            kernel_table_operand(k, t, sizeof t, k->layout->filter_offset, at, 0, &mul);
            if (early)
                snprintf(t, sizeof t, "fl%u_%u", c, j);
            strbuf_line(sb, "w%u_%u_%u = %s(w%u_%u_%u, %s);", s, c, j, mul, s, c, j, t);
            if (j == 0 && k->layout->rader)
                strbuf_line(sb, "w%u_%u_0 = cadd(w%u_%u_0, x0_%u_%u);", s, c, s, c, s, c);
        }
        close_guard(k, guard);
    }
}

/* Work-item lid as thread t<sfx> of column mm<sfx>, in the given order;
 * q<sfx> is its butterfly index, active<sfx> whether it has one. */
static void emit_numbering(kernel_ctx *k, const char *sfx, fft_tile_order order, int with_batch_split)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    if (order == FFT_TILE_M_FAST) {
        strbuf_line(sb, "const uint mm%s = lid %% %uu;", sfx, ps->transforms_per_group);
        strbuf_line(sb, "const uint t%s = lid / %uu;", sfx, ps->transforms_per_group);
    } else {
        strbuf_line(sb, "const uint t%s = lid %% %uu;", sfx, ps->threads_per_transform);
        strbuf_line(sb, "const uint mm%s = lid / %uu;", sfx, ps->threads_per_transform);
    }
    strbuf_line(sb, "const %s q%s = first + mm%s;", k->idx, sfx, sfx);
    strbuf_line(sb, "const int active%s = q%s < total;", sfx, sfx);
    if (with_batch_split) {
        char q[16];
        snprintf(q, sizeof q, "q%s", sfx);
        kernel_emit_batch_split(k, sfx, q);
    }
}

/* A length-1 "transform" (N = 1) is a scaled copy. */
static void emit_copy(kernel_ctx *k)
{
    strbuf *sb = k->sb;
    strbuf_line(sb, "const %s q = first + lid;", k->idx);
    strbuf_line(sb, "if (q < total) {");
    sb->indent++;
    kernel_emit_batch_split(k, "", "q");
    kernel_emit_load(k, "cplx ", "v", "", "0");
    kernel_emit_output_adjust(k, "v");
    kernel_emit_store(k, "v", "", "0");
    sb->indent--;
    strbuf_line(sb, "}");
}

void kernel_emit_signature(kernel_ctx *k, unsigned pass_index, const char *how)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    char name[32];
    int shared = k->layout->direction_argument;
    codegen_kernel_name(name, sizeof name, k->layout, k->forward, pass_index);
    strbuf_line(sb, "/* %s pass %u of %u: length-%zu transforms, p = %zu%s. */",
                shared ? "Both directions:" : k->forward ? "Forward" : "Backward", pass_index + 1, k->layout->npasses,
                ps->radix, ps->p, how);
    strbuf_line(sb, "__kernel __attribute__((reqd_work_group_size(%u, 1, 1)))", ps->work_group_size);
    strbuf_line(sb, "void %s(__global const cplx *restrict src, __global cplx *restrict dst,", name);
    strbuf_line(sb, "        __global const cplx *restrict tw, const %s total%s)", k->idx,
                shared ? ", const int backward" : "");
    strbuf_line(sb, "{");
    sb->indent++;
    emit_direction_constants(k);
}

/* A staged kernel's group of packed transforms (fft_pass.stage_in) copied
 * into rbuf before the loads (in), or its results (stage_out) out of it
 * after the stores (out), coalesced. */
static void emit_stage_copy(kernel_ctx *k, int in)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t p = in ? ps->stage_in : ps->stage_out, all = (size_t)ps->transforms_per_group * p;
    /* (without stage_in, stage_out's rows are in ex: R2C rows of one work-item) */
    size_t pad = in || !ps->stage_in ? ps->stage_pad : 0;
    const char *buf = in || ps->stage_in ? "rbuf" : "ex";
    if (in) {
        strbuf_line(sb, "__local cplx rbuf[%zu];", (size_t)ps->transforms_per_group * (p + pad));
        strbuf_line(sb, "/* The group's transforms into local memory, in order (coalesced). */");
    } else {
        strbuf_line(sb, "/* The results out of local memory, in order (coalesced). */");
        strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
    }
    strbuf_line(sb, "for (uint c_ = lid; c_ < %zuu; c_ += %uu)", all, ps->work_group_size);
    strbuf_line(sb, "    if (first + c_ / %zuu < total)", p);
    if (in && pad)
        strbuf_line(sb, "        rbuf[c_ + c_ / %zuu * %zuu] = src[%zu + first * %zuu + c_];", p, pad, ps->in_offset, p);
    else if (in)
        strbuf_line(sb, "        rbuf[c_] = src[%zu + first * %zuu + c_];", ps->in_offset, p);
    else if (pad)
        strbuf_line(sb, "        dst[%zu + first * %zuu + c_] = %s[c_ + c_ / %zuu * %zuu];", ps->out_offset, p, buf, p, pad);
    else
        strbuf_line(sb, "        dst[%zu + first * %zuu + c_] = %s[c_];", ps->out_offset, p, buf);
    if (in)
        strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
}

static void emit_kernel(kernel_ctx *k, unsigned pass_index)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    if (ps->loop_kernel) {
        loop_kernel_emit(k, pass_index);
        return;
    }
    kernel_emit_signature(k, pass_index, "");
    size_t local_elems = ps->local_row * ps->transforms_per_group;
    if (ps->stage_out && !ps->stage_in && (ps->stage_out + ps->stage_pad) * ps->transforms_per_group > local_elems)
        local_elems = (ps->stage_out + ps->stage_pad) * ps->transforms_per_group;
    if (ps->local_bytes == 0) {
        strbuf_line(sb, "/* registers only: no exchange between work-items */");
    } else if (ps->complex_exchange) {
        strbuf_line(sb, "__local cplx ex[%zu];", local_elems);
    } else if (ps->split_exchange) {
        strbuf_line(sb, "__local real ex[%zu];", local_elems);
    } else {
        strbuf_line(sb, "__local real ex_re[%zu];", local_elems);
        strbuf_line(sb, "__local real ex_im[%zu];", local_elems);
    }
    kernel_emit_alias_declaration(k);
    strbuf_line(sb, "const uint lid = (uint)get_local_id(0);");
    strbuf_line(sb, "const %s first = (%s)get_group_id(0) * %uu;", k->idx, k->idx, ps->transforms_per_group);
    if (ps->nfactors == 0) {
        emit_copy(k);
    } else {
        emit_numbering(k, "", ps->thread_order, ps->fuse_load || ps->fuse_store);
        if (ps->late_thread_order != ps->thread_order) {
            strbuf_line(sb, "/* From small pass 1 on, work-items are numbered for the store. */");
            emit_numbering(k, "_l", ps->late_thread_order, ps->fuse_store);
        }
        if (ps->stage_in)
            emit_stage_copy(k, 1);
        kernel_emit_first_inputs(k);
        kernel_emit_alias_keep(k);
        size_t prod = 1;
        unsigned turn = ps->last ? k->layout->fused_turn : 0;
        if (turn && k->layout->filter_early)
            emit_filter_early(k, turn - 1);
        for (unsigned s = 0; s < ps->nfactors; s++) {
            if (turn && s == turn) {
                /* one-kernel Bluestein: the inverse FFT starts afresh */
                strbuf_line(sb, "/* The inverse FFT of the convolution. */");
                prod = 1;
                k->bf.forward = !k->bf.forward;
            }
            emit_small_pass(k, s, prod);
            if (turn && s + 1 == turn)
                emit_filter(k, s, prod);
            if (turn && s + 1 == turn && turn_in_registers(k, s))
                emit_turn_in_registers(k, s);
            else if (s + 1 < ps->nfactors) {
                size_t next = turn && s + 1 == turn ? 1 : prod * ps->factors[s];
                if (ps->early_twiddles && next > 1)
                    emit_early_stage_twiddles(k, s + 1, next);
                kernel_emit_between_passes(k, s, prod);
            }
            else {
                kernel_emit_alias_fix(k, s, prod);
                kernel_emit_last_outputs(k, prod);
            }
            prod *= ps->factors[s];
        }
        if (ps->stage_out)
            emit_stage_copy(k, 0);
    }
    sb->indent--;
    strbuf_line(sb, "}");
    strbuf_append(sb, "\n");
}

char *codegen_generate(const fft_plan_layout *layout, const clfft_profile *profile)
{
    strbuf sb;
    strbuf_init(&sb);
    xfer *slots = malloc(2 * XFER_CAPACITY * sizeof *slots);
    if (!slots)
        return NULL;
    kernel_emit_program_header(&sb, layout, profile);
    int shared = layout->direction_argument;
    for (int forward = 1; forward >= 0; forward--) {
        /* shared kernels are the forward ones, with conjugations */
        if (!fft_plans_direction(&layout->desc, forward) || (shared && !forward))
            continue;
        for (unsigned g = 0; g < layout->npasses; g++) {
            kernel_ctx k = {
                .sb = &sb,
                .layout = layout,
                .pass = &layout->passes[g],
                .forward = forward,
                .conj_inputs = shared && g == 0,
                .conj_outputs = shared && layout->passes[g].last,
                .idx = codegen_wide_indices(layout) ? "ulong" : "uint",
                /* a reversed step (Bluestein's inverse FFT) runs the other DFT */
                .bf = {.sb = &sb, .forward = forward != layout->reverse, .fp64 = layout->desc.precision == CLFFT_FP64},
                .writers = slots,
                .readers = slots + XFER_CAPACITY,
            };
            emit_kernel(&k, g);
        }
    }
    free(slots);
    return strbuf_take(&sb);
}
