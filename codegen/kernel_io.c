/* The work-group kernel's first inputs and last outputs (kernel.c): the
 * registers of the first small pass filled, with the pass's pre-twiddle,
 * straight from global memory (coalesced) or through a tile staged in local
 * memory, and a later group's inputs prefetched; the last small pass's
 * results written the same two ways, or handed to a real transform's twist
 * (kernel_twist.c). */
#include <stdio.h>

#include "butterfly.h"
#include "kernel_group.h"
#include "strbuf.h"

/* var *= w_{pR}^(x*k): the twiddle of the four-step scheme, on load.
 * Tables are [x][k] so that adjacent columns read adjacent entries. */
static void pre_twiddle_expr(const kernel_ctx *k, char *expr, size_t size, const char *sfx, const char *x)
{
    const fft_pass *ps = k->pass;
    if (ps->twiddle_split)
        snprintf(expr, size, "cmul(tw[%zuu + (%s) * %zuu + k%s %% %zuu], tw[%zuu + (%s) * %zuu + k%s / %zuu])",
                 ps->twiddle_offset, x, ps->twiddle_split_base, sfx, ps->twiddle_split_base,
                 ps->twiddle_offset + ps->radix * ps->twiddle_split_base, x, ps->twiddle_split_rows, sfx,
                 ps->twiddle_split_base);
    else
        snprintf(expr, size, "tw[%zuu + (%s) * %zuu + k%s]", ps->twiddle_offset, x, ps->p, sfx);
}

void kernel_emit_pre_twiddle(kernel_ctx *k, const char *var, const char *sfx, const char *x)
{
    if (k->pass->p == 1)
        return;
    char expr[200];
    pre_twiddle_expr(k, expr, sizeof expr, sfx, x);
    bf_emit_table_twiddle(&k->bf, var, expr);
}

/* The pre-twiddle's w^(j nb k): the table entry of element j nb. */
static void pre_twiddle_step_entry(kernel_ctx *k, char *buf, size_t size, unsigned j, const void *arg)
{
    char x[32];
    snprintf(x, sizeof x, "%zuu", (size_t)j * *(const size_t *)arg);
    pre_twiddle_expr(k, buf, size, "", x);
}

static unsigned tile_per_thread(const fft_pass *ps)
{
    return (unsigned)(ps->radix / ps->threads_per_transform);
}

/* Declares, for tile element s of this work-item, its column m, element j,
 * butterfly q, validity and local slot. */
/* l<sfx> = tile element s of this work-item, as column m<sfx> and element
 * j<sfx>, walking the tile in the given order. */
static void emit_tile_coordinates(kernel_ctx *k, const char *sfx, unsigned s, fft_tile_order order)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    strbuf_line(sb, "const uint l%s = lid + %uu;", sfx, s * ps->work_group_size);
    if (order == FFT_TILE_M_FAST) {
        strbuf_line(sb, "const uint m%s = l%s %% %uu;", sfx, sfx, ps->transforms_per_group);
        strbuf_line(sb, "const uint j%s = l%s / %uu;", sfx, sfx, ps->transforms_per_group);
    } else {
        strbuf_line(sb, "const uint j%s = l%s %% %zuu;", sfx, sfx, ps->radix);
        strbuf_line(sb, "const uint m%s = l%s / %zuu;", sfx, sfx, ps->radix);
    }
}

/* Tile element <sfx>'s transform q<sfx> (from its column m<sfx>) and batch
 * indices. */
static void emit_tile_transform(kernel_ctx *k, const char *sfx)
{
    char q[32];
    strbuf_line(k->sb, "const %s q%s = first + m%s;", k->idx, sfx, sfx);
    snprintf(q, sizeof q, "q%s", sfx);
    kernel_emit_batch_split(k, sfx, q);
}

static void emit_tile_element(kernel_ctx *k, unsigned s, fft_tile_order order)
{
    char sfx[16];
    snprintf(sfx, sizeof sfx, "_t%u", s);
    emit_tile_coordinates(k, sfx, s, order);
    emit_tile_transform(k, sfx);
}

/* After the group's own loads: prefetch the inputs of the group
 * prefetch_groups launches later, element for element as it will load
 * them, so that DRAM keeps streaming while this group exchanges. */
static void emit_prefetch(kernel_ctx *k, unsigned per_thread, unsigned r, size_t nb)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    if (!ps->prefetch_groups)
        return;
    strbuf_line(sb, "/* Prefetch the inputs of the work-group %zu launches later. */", ps->prefetch_groups);
    strbuf_line(sb, "const %s ahead = %zuu;", k->idx, ps->prefetch_groups * ps->transforms_per_group);
    strbuf_line(sb, "if (total > ahead && q < total - ahead) {");
    sb->indent++;
    strbuf_line(sb, "const %s q_pf = q + ahead;", k->idx);
    kernel_emit_batch_split(k, "_pf", "q_pf");
    for (unsigned c = 0; c < per_thread; c++) {
        char guard[64];
        kernel_butterfly_guard(k, guard, sizeof guard, 0, c, nb, 0);
        open_guard(k, guard);
        for (unsigned j = 0; j < r; j++) {
            char x[48], addr[256];
            snprintf(x, sizeof x, "b0_%u + %zuu", c, j * nb);
            if (ps->load_kind == FFT_LOAD_REAL_PAIRS) { /* element e: reals 2e and 2e + 1 */
                char at[2][512];
                kernel_pair_addresses(k, 1, "_pf", x, at);
                strbuf_line(sb, "prefetch_l2((__global const real *)src + %s);", at[0]);
                continue;
            }
            kernel_input_address(k, addr, sizeof addr, "_pf", x);
            if (k->layout->conv_cols && ps->load_count) { /* step A: the elements below N only */
                char elem[96], e[100], g[192];
                kernel_input_element(k, elem, sizeof elem, "_pf", x);
                snprintf(e, sizeof e, "(%s)", elem);
                kernel_conv_element(k, g, sizeof g, e, "_pf");
                strbuf_line(sb, "if (%s < %zuu)", g, ps->load_count);
                sb->indent++;
                strbuf_line(sb, "prefetch_l2(src + %s);", addr);
                sb->indent--;
                continue;
            }
            strbuf_line(sb, "prefetch_l2(src + %s);", addr);
        }
        close_guard(k, guard);
    }
    sb->indent--;
    strbuf_line(sb, "}");
}

/* Tile element <sfx> (its j, m and q declared) loaded into v<sfx>, zero
 * past the last transform, as writer w of the staging exchange (its
 * element w->x left to the caller). */
static void emit_tile_load(kernel_ctx *k, const char *sfx, xfer *w)
{
    strbuf *sb = k->sb;
    char var[32], x[32];
    snprintf(var, sizeof var, "v%s", sfx);
    strbuf_line(sb, "cplx %s = cx(0, 0);", var);
    snprintf(x, sizeof x, "j%s", sfx);
    strbuf_line(sb, "if (q%s < total) {", sfx);
    sb->indent++;
    kernel_emit_load(k, "", var, sfx, x);
    kernel_emit_pre_twiddle(k, var, sfx, x);
    sb->indent--;
    strbuf_line(sb, "}");
    snprintf(w->var, sizeof w->var, "%s", var);
    snprintf(w->col, sizeof w->col, "m%s", sfx);
    w->guard[0] = '\0';
}

/* A plane's tile staged in T = exchange_turns turns (planes whose values
 * exceed one turn of local memory): turn t loads the plane's columns
 * b = t*n2/T .. (t+1)*n2/T - 1 (runs of n2/T consecutive values), writes
 * them transposed (logical element a + b*n1, less t*n/T) and the first
 * small pass (radix r, T | r) reads them as its registers j with
 * j / (r/T) = t (elements b0 + j*n/r).  A turn's loaded values die at its
 * writes, so no work-item holds more than its registers and one turn. */
static void emit_plane_staging_turns(kernel_ctx *k)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned turns = ps->exchange_turns, r = ps->factors[0], q = r / turns;
    unsigned per_turn = tile_per_thread(ps) / turns;
    size_t n = ps->radix, n1 = k->layout->plane_n1, n2 = n / n1, run = n2 / turns, nb = n / r;
    xfer *w = k->writers, *rd = k->readers, tr[XFER_CAPACITY];
    unsigned nr = kernel_pass_inputs(k, 0, rd);
    strbuf_line(sb, "/* The plane in %u turns of %zu columns each, staged transposed. */", turns, run);
    for (unsigned t = 0; t < turns; t++) {
        for (unsigned s = 0; s < per_turn; s++) {
            unsigned id = t * per_turn + s;
            char sfx[16];
            snprintf(sfx, sizeof sfx, "_t%u", id);
            strbuf_line(sb, "const uint l%s = lid + %uu;", sfx, s * ps->work_group_size);
            strbuf_line(sb, "const uint j%s = (l%s / %zuu) * %zuu + %zuu + l%s %% %zuu;", sfx, sfx, run, n2, t * run, sfx,
                        run);
            strbuf_line(sb, "const uint m%s = 0;", sfx);
            emit_tile_transform(k, sfx);
            emit_tile_load(k, sfx, &w[s]);
            snprintf(w[s].x, sizeof w[s].x, "(l%s %% %zuu) * %zuu + l%s / %zuu", sfx, run, n1, sfx, run);
        }
        unsigned m = 0;
        for (unsigned i = 0; i < nr; i++) {
            unsigned c = i / r, j = i % r;
            if (j / q != t)
                continue;
            tr[m] = rd[i];
            snprintf(tr[m].x, sizeof tr[m].x, "b0_%u + %zuu", c, (size_t)(j - t * q) * nb);
            m++;
        }
        kernel_emit_exchange(k, w, per_turn, tr, m, 1);
    }
}

/* Registers u0_* get the first small pass's inputs, straight from global
 * memory or through a tile staged in local memory. */
void kernel_emit_first_inputs(kernel_ctx *k)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[0];
    size_t nb = ps->radix / r;
    unsigned per_thread = butterflies_per_thread(ps, r);
    kernel_declare_registers(k, "u", 0, per_thread, r);
    for (unsigned c = 0; c < per_thread; c++)
        kernel_emit_butterfly_index(k, 0, c);
    if (ps->stage_in && ps->load_kind == FFT_LOAD_HERMITIAN_TWIST) {
        kernel_emit_one_item_twist_inputs(k);
        return;
    }
    if (ps->fuse_load) {
        strbuf_line(sb, "/* Read the first pass's inputs straight from global memory (coalesced). */");
        for (unsigned c = 0; c < per_thread; c++) {
            char guard[64];
            kernel_butterfly_guard(k, guard, sizeof guard, 0, c, nb, 1);
            open_guard(k, guard);
            char base[16], rbase[16];
            if (ps->load_table && kernel_rader_indices(k)) {
                char b0[16];
                snprintf(rbase, sizeof rbase, "rgb_%u", c);
                snprintf(b0, sizeof b0, "b0_%u", c);
                kernel_emit_rader_base(k, rbase, "", b0, 0);
                k->rader_base = rbase;
            }
            if (k->layout->twist_split && ps->load_kind == FFT_LOAD_HERMITIAN_TWIST) { /* element i + (b0_c + j nb) B: w^(i + b0_c B) w^(j nb B) */
                char e0[16], elem[128];
                snprintf(base, sizeof base, "twb_%u", c);
                snprintf(e0, sizeof e0, "b0_%u", c);
                kernel_input_element(k, elem, sizeof elem, "", e0);
                strbuf_line(sb, "const cplx %s = tw[%zuu + %s];", base, k->layout->twist_offset, elem);
                k->twist_base = base;
            }
            int powers = k->pass->twiddle_reads != FFT_TWIDDLES_EACH && ps->p > 1 && r >= 3;
            if (powers) {
                char name[16], b0[16], e[200];
                snprintf(name, sizeof name, "ps%u_", c);
                kernel_emit_twiddle_powers(k, name, r, k->pass->twiddle_reads, pre_twiddle_step_entry, &nb);
                snprintf(b0, sizeof b0, "b0_%u", c);
                pre_twiddle_expr(k, e, sizeof e, "", b0);
                strbuf_line(sb, "const cplx pb%u = %s;", c, e);
            }
            for (unsigned j = 0; j < r; j++) {
                char x[48], var[32];
                snprintf(x, sizeof x, "b0_%u + %zuu", c, j * nb);
                snprintf(var, sizeof var, "u0_%u_%u", c, j);
                k->twist_step = k->rader_step = (unsigned long)(j * nb * ps->butterflies);
                kernel_emit_load(k, "", var, "", x);
                if (powers) {
                    char t[48];
                    if (j)
                        snprintf(t, sizeof t, "cmul(pb%u, ps%u_%u)", c, c, j);
                    else
                        snprintf(t, sizeof t, "pb%u", c);
                    bf_emit_table_twiddle(&k->bf, var, t);
                } else {
                    kernel_emit_pre_twiddle(k, var, "", x);
                }
            }
            k->twist_base = k->rader_base = NULL;
            close_guard(k, guard);
        }
        emit_prefetch(k, per_thread, r, nb);
        return;
    }
    if (ps->exchange_turns > 1 && k->layout->plane_n1) {
        emit_plane_staging_turns(k);
        return;
    }
    strbuf_line(sb, "/* Stage the group's tile through local memory so that consecutive");
    strbuf_line(sb, " * work-items read consecutive addresses. */");
    unsigned tile = tile_per_thread(ps);
    xfer *w = k->writers, *rd = k->readers;
    for (unsigned s = 0; s < tile; s++) {
        char sfx[16];
        snprintf(sfx, sizeof sfx, "_t%u", s);
        emit_tile_element(k, s, ps->load_order);
        emit_tile_load(k, sfx, &w[s]);
        if (k->layout->plane_n1) /* a plane's element a*n2 + b goes to a + b*n1 (fft_plan.h) */
            snprintf(w[s].x, sizeof w[s].x, "(j%s %% %zuu) * %zuu + j%s / %zuu", sfx,
                     k->layout->n / k->layout->plane_n1, k->layout->plane_n1, sfx, k->layout->n / k->layout->plane_n1);
        else
            snprintf(w[s].x, sizeof w[s].x, "j%s", sfx);
    }
    kernel_emit_exchange(k, w, tile, rd, kernel_pass_inputs(k, 0, rd), 1);
}

/* Writes the last small pass's results: straight to global memory, or
 * through a tile staged in local memory. */
void kernel_emit_last_outputs(kernel_ctx *k, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned s = ps->nfactors - 1, r = ps->factors[s];
    if (k->layout->row_split && k->layout->load_kind == FFT_LOAD_HERMITIAN_TWIST) {
        kernel_emit_split_rows_outputs(k, s, ps_prod);
        return;
    }
    if (fft_conv_pair_columns(k->layout->conv_cols, k->layout->pair_rows, k->layout->store_kind)) {
        kernel_emit_conv_pair_outputs(k, s, ps_prod);
        return;
    }
    if (ps->pair_columns) { /* the R2C twist, or two real rows' spectra (pair_rows) */
        kernel_emit_paired_twist_outputs(k, s, ps_prod);
        return;
    }
    if (ps->store_kind == FFT_STORE_TWIST && !k->layout->chirp_n && !ps->fuse_store) {
        kernel_emit_one_item_twist_outputs(k, s, ps_prod);
        return;
    }
    if (ps->store_kind == FFT_STORE_TWIST && !k->layout->chirp_n) {
        kernel_emit_twist_outputs(k, s, ps_prod);
        return;
    }
    if (ps->store_kind == FFT_STORE_TWIST ||
        (k->layout->pair_rows && k->layout->load_kind == FFT_LOAD_REAL && !k->layout->split_n1 &&
         !k->layout->conv_cols)) {
        kernel_emit_paired_rows_outputs(k, s, ps_prod);
        return;
    }
    size_t nb = ps->radix / r;
    unsigned per_thread = butterflies_per_thread(ps, r);
    if (ps->fuse_store) {
        strbuf_line(sb, "/* Write the results straight to global memory (coalesced). */");
        for (unsigned c = 0; c < per_thread; c++) {
            char guard[64];
            kernel_butterfly_guard(k, guard, sizeof guard, s, c, nb, 1);
            open_guard(k, guard);
            /* Rader's store indices from one table entry: element x's
             * distance from x = o_c is j ps_prod, times p where the
             * stores interleave (kernel_address.c kernel_output_element) */
            char rbase[16];
            size_t step = ps->butterflies == 1 || ps->p == 1 || ps->store_first_order ? ps_prod : ps_prod * ps->p;
            if (ps->store_table && kernel_rader_indices(k)) {
                char o[16];
                snprintf(rbase, sizeof rbase, "rgo_%u", c);
                snprintf(o, sizeof o, "o%u_%u", s, c);
                kernel_emit_rader_base(k, rbase, lane(k, s), o, 1);
                k->rader_base = rbase;
            }
            for (unsigned j = 0; j < r; j++) {
                char x[48], var[48];
                snprintf(x, sizeof x, "o%u_%u + %zuu", s, c, j * ps_prod);
                snprintf(var, sizeof var, "w%u_%u_%u", s, c, j);
                k->rader_step = (unsigned long)(j * step);
                kernel_emit_output_adjust(k, var);
                kernel_emit_store(k, var, lane(k, s), x);
            }
            k->rader_base = NULL;
            close_guard(k, guard);
        }
        return;
    }
    xfer *w = k->writers;
    kernel_emit_staged_store(k, w, kernel_pass_results(k, s, ps_prod, w));
}

/* Stores the values of writers w (this work-item's elements of its
 * transform) through a tile staged in local memory, so that consecutive
 * work-items write consecutive addresses. */
void kernel_emit_staged_store(kernel_ctx *k, xfer *w, unsigned nw)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    strbuf_line(sb, "/* Stage the results through local memory so that consecutive");
    strbuf_line(sb, " * work-items write consecutive addresses. */");
    xfer *rd = k->readers;
    unsigned tile = tile_per_thread(ps);
    for (unsigned t = 0; t < tile; t++) {
        char sfx[16];
        snprintf(sfx, sizeof sfx, "_s%u", t);
        /* tile element indices for the store order (names distinct from the load's) */
        emit_tile_coordinates(k, sfx, t, ps->store_order);
        strbuf_line(sb, "cplx v%s = cx(0, 0);", sfx);
        snprintf(rd[t].var, sizeof rd[t].var, "v%s", sfx);
        snprintf(rd[t].col, sizeof rd[t].col, "m%s", sfx);
        snprintf(rd[t].x, sizeof rd[t].x, "j%s", sfx);
        rd[t].guard[0] = '\0';
    }
    kernel_emit_exchange(k, w, nw, rd, tile, 0);
    for (unsigned t = 0; t < tile; t++) {
        char sfx[16], q[32], x[32], var[32];
        snprintf(sfx, sizeof sfx, "_s%u", t);
        snprintf(q, sizeof q, "q%s", sfx);
        snprintf(x, sizeof x, "j%s", sfx);
        snprintf(var, sizeof var, "v%s", sfx);
        strbuf_line(sb, "const %s q%s = first + m%s;", k->idx, sfx, sfx);
        strbuf_line(sb, "if (q%s < total) {", sfx);
        sb->indent++;
        kernel_emit_batch_split(k, sfx, q);
        kernel_emit_output_adjust(k, var);
        kernel_emit_store(k, var, sfx, x);
        sb->indent--;
        strbuf_line(sb, "}");
    }
}
