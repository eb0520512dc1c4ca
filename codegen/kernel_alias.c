/* An aliased one-kernel Bluestein (fft_plan_layout.alias_count): M is
 * shorter than 2N - 2, so the filter's slots s in [lo, N), lo = N -
 * alias_count, hold only the negative lags b[s - M].  The kernel keeps its
 * first alias_count inputs a[j] (loaded, times the chirp) in the local
 * array al, and adds to each output k in [lo, N) of the inverse FFT,
 * before the store multiplies it by c[k] / M, the products it missed:
 *   sum_{j <= k - lo} a[j] D[k - lo - j],  D[i] = M (b[lo + i] - b[lo + i - M])
 * (the table at alias_offset, FFT_TABLE_ALIAS).  Backward kernels take the
 * table's conjugates as they do the filter's.  The sum is unrolled, or a
 * loop where the planner says so (fft_plan_layout.alias_unrolled).
 * Bluestein's three steps (conv_rows.c fft_aliased_rows_length) do the same
 * across launches: step A keeps the inputs in the stage array, step C
 * corrects its outputs from there. */
#include <stdio.h>

#include "kernel_group.h"

/* The one kernel's (not the three steps' column steps, nor the two steps'
 * of one pass each). */
static int one_kernel_alias(const kernel_ctx *k)
{
    return k->pass->last && k->layout->alias_count && k->layout->fused_turn;
}

/* Bluestein's two steps of one pass each (fft_plan_layout.alias_keep
 * without conv_cols: CPUs' loop kernels), element by element. */
static int steps_alias(const kernel_ctx *k)
{
    return k->layout->alias_count && !k->layout->conv_cols && !k->layout->fused_turn;
}

/* fix_ += sum over n_ <= d of the kept value at src[addr] (addr an
 * expression in n_) times the table's difference d - n_: the stage
 * corrections' sum, a loop (few outputs of few groups take it). */
static void emit_kept_sum(kernel_ctx *k, const char *addr, const char *d)
{
    char at[32], t[96];
    const char *mul;
    snprintf(at, sizeof at, "%s - n_", d);
    kernel_table_operand(k, t, sizeof t, k->layout->alias_offset, at, 0, &mul);
    strbuf_line(k->sb, "for (uint n_ = 0; n_ <= %s; n_++)", d);
    strbuf_line(k->sb, "    fix_ = cadd(fix_, %s(src[%s], %s));", mul, addr, t);
}

/* (kernel_group.h) Step A: loaded element e_ < alias_count (times the
 * chirp) also to element n + e_, after the transform's M values. */
void kernel_emit_alias_element_keep(kernel_ctx *k, const char *var, const char *sfx)
{
    const fft_plan_layout *L = k->layout;
    if (!steps_alias(k) || !L->alias_keep)
        return;
    char at[48], addr[512];
    snprintf(at, sizeof at, "(%zuu + e_)", L->n);
    kernel_output_address_of(k, addr, sizeof addr, sfx, at);
    strbuf_line(k->sb, "if (e_ < %zuu) /* kept after the array for step 2's aliased outputs */", L->alias_count);
    strbuf_line(k->sb, "    dst[%s] = %s;", addr, var);
}

int kernel_alias_fixes_elements(const kernel_ctx *k)
{
    return steps_alias(k) && !k->layout->alias_keep;
}

/* (kernel_group.h) Step B: output e_ (var, adjusted for its direction and
 * scale) plus the products its filter slot missed, from step A's kept
 * values after the transform's M values, the sum adjusted the same way. */
void kernel_emit_alias_element_fix(kernel_ctx *k, const char *var, const char *sfx)
{
    const fft_plan_layout *L = k->layout;
    strbuf *sb = k->sb;
    size_t count = L->alias_count, n = L->chirp_n, lo = n - count;
    char at[48], addr[512];
    snprintf(at, sizeof at, "(%zuu + n_)", L->n);
    kernel_input_address_of(k, addr, sizeof addr, sfx, at);
    strbuf_line(sb, "if ((uint)e_ - %zuu < %zuu) { /* the aliased outputs %zu to %zu */", lo, count, lo, n - 1);
    sb->indent++;
    strbuf_line(sb, "const uint d_ = (uint)e_ - %zuu;", lo);
    strbuf_line(sb, "cplx fix_ = cx(0, 0);");
    emit_kept_sum(k, addr, "d_");
    kernel_emit_output_adjust(k, "fix_");
    strbuf_line(sb, "%s = cadd(%s, fix_);", var, var);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* A three-step convolution's step A (alias_keep): element 0 of columns b <
 * alias_count (convolution element b, loaded times the chirp) also to
 * element n of its column, M + b, after the transform's M values
 * (convolution.c reserves them); the work-item of butterfly b0_c = 0 has
 * it as u0_c_0. */
static void emit_column_keep(kernel_ctx *k)
{
    const fft_plan_layout *L = k->layout;
    const fft_pass *ps = k->pass;
    unsigned r = ps->factors[0];
    char at[32], addr[512];
    snprintf(at, sizeof at, "%zuu", L->n);
    kernel_output_address_of(k, addr, sizeof addr, "", at);
    strbuf_line(k->sb, "/* Element 0 of the first %zu columns, kept after the array for step C's aliased outputs. */",
                L->alias_count);
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++)
        strbuf_line(k->sb, "if (active && b0_%u == 0u && b %% %zuu < %zuu) dst[%s] = u0_%u_0;", c, L->conv_cols,
                    L->alias_count, addr, c);
}

/* Step C (alias_count, not alias_keep), before the last small pass s's
 * stores: column b holds at most one aliased output (alias_count < B),
 * convolution element lo + da_ with da_ = (b % B - lo) mod B < alias_count,
 * so each work-item sums its column's correction once (the one kernel's
 * sum over the kept values in the stage array, a loop) and adds it to the
 * register w<s>_<c>_<j> holding that output's row ea_: element o<s>_<c> +
 * j ps_prod of the column, compared only for the j whose rows meet the
 * aliased outputs' (lo / B to (N - 1) / B). */
static void emit_column_fix(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_plan_layout *L = k->layout;
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t count = L->alias_count, n = L->chirp_n, lo = n - count, cols = L->conv_cols, m = L->n * cols;
    size_t row_lo = lo / cols, row_hi = (n - 1) / cols;
    unsigned r = ps->factors[s];
    const char *ln = lane(k, s);
    char at[32], addr[512];
    snprintf(at, sizeof at, "%zuu + n_", m);
    kernel_transform_input_address(k, addr, sizeof addr, ln, at);
    strbuf_line(sb, "/* The aliased outputs %zu to %zu: the products their filter slots missed. */", lo, n - 1);
    strbuf_line(sb, "const uint da_ = ((uint)(b%s %% %zuu) + %zuu) %% %zuu;", ln, cols, cols - lo % cols, cols);
    strbuf_line(sb, "uint ea_ = %zuu;", L->n);
    strbuf_line(sb, "cplx fix_ = cx(0, 0);");
    strbuf_line(sb, "if (active%s && da_ < %zuu) {", ln, count);
    sb->indent++;
    strbuf_line(sb, "ea_ = (%zuu + da_) / %zuu;", lo, cols);
    emit_kept_sum(k, addr, "da_");
    sb->indent--;
    strbuf_line(sb, "}");
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++)
        for (unsigned j = 0; j < r; j++)
            if ((j + 1) * ps_prod > row_lo && j * ps_prod <= row_hi)
                strbuf_line(sb, "if (o%u_%u + %zuu == ea_) w%u_%u_%u = cadd(w%u_%u_%u, fix_);", s, c, j * ps_prod, s,
                            c, j, s, c, j);
}

void kernel_emit_alias_declaration(kernel_ctx *k)
{
    if (one_kernel_alias(k))
        strbuf_line(k->sb, "__local cplx al[%zu];", k->layout->alias_count * k->pass->transforms_per_group);
}

/* After the first small pass's loads: u0_<c>_<j> is element b0_<c> + j nb. */
void kernel_emit_alias_keep(kernel_ctx *k)
{
    const fft_pass *ps = k->pass;
    size_t count = k->layout->alias_count;
    if (k->layout->conv_cols && count && k->layout->alias_keep)
        emit_column_keep(k);
    if (!one_kernel_alias(k))
        return;
    unsigned r = ps->factors[0];
    size_t nb = ps->radix / r;
    strbuf_line(k->sb, "/* The first %zu inputs, kept for the aliased outputs. */", count);
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        char guard[64];
        kernel_butterfly_guard(k, guard, sizeof guard, 0, c, nb, 1);
        open_guard(k, guard);
        for (unsigned j = 0; j < r && j * nb < count; j++)
            strbuf_line(k->sb, "if (b0_%u + %zuu < %zuu) al[mm * %zuu + b0_%u + %zuu] = u0_%u_%u;", c, j * nb, count,
                        count, c, j * nb, c, j);
        close_guard(k, guard);
    }
}

/* Before the last small pass s's stores: w<s>_<c>_<j> is element o<s>_<c>
 * + j ps_prod (o<s>_<c> < ps_prod, the inverse FFT's last stride), so
 * only the j whose range meets [lo, N) can hold an aliased output. */
void kernel_emit_alias_fix(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    size_t count = k->layout->alias_count, n = k->layout->chirp_n, lo = n - count;
    if (k->layout->conv_cols && count && !k->layout->alias_keep)
        emit_column_fix(k, s, ps_prod);
    if (!one_kernel_alias(k))
        return;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    size_t nb = ps->radix / r;
    strbuf_line(sb, "/* The aliased outputs %zu to %zu: the products their filter slots missed. */", lo, n - 1);
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        char guard[64];
        kernel_butterfly_guard(k, guard, sizeof guard, s, c, nb, 0);
        open_guard(k, guard);
        for (unsigned j = 0; j < r; j++) {
            if ((j + 1) * ps_prod <= lo || j * ps_prod >= n)
                continue;
            strbuf_line(sb, "{");
            sb->indent++;
            strbuf_line(sb, "const uint e_ = o%u_%u + %zuu - %zuu;", s, c, j * ps_prod, lo);
            strbuf_line(sb, "if (e_ < %zuu) {", count);
            sb->indent++;
            strbuf_line(sb, "const uint al_ = mm%s * %zuu;", lane(k, s), count);
            char at[32], d[96];
            const char *mul;
            if (k->layout->alias_unrolled) { /* each term under its own condition: the loads issue together */
                kernel_table_operand(k, d, sizeof d, k->layout->alias_offset, "e_", 0, &mul);
                strbuf_line(sb, "cplx fix_ = %s(al[al_], %s);", mul, d);
                for (size_t i = 1; i < count; i++) {
                    snprintf(at, sizeof at, "e_ - %zuu", i);
                    kernel_table_operand(k, d, sizeof d, k->layout->alias_offset, at, 0, &mul);
                    strbuf_line(sb, "if (e_ >= %zuu) fix_ = cadd(fix_, %s(al[al_ + %zuu], %s));", i, mul, i, d);
                }
            } else {
                kernel_table_operand(k, d, sizeof d, k->layout->alias_offset, "e_ - n_", 0, &mul);
                strbuf_line(sb, "cplx fix_ = cx(0, 0);");
                strbuf_line(sb, "for (uint n_ = 0; n_ <= e_; n_++)");
                strbuf_line(sb, "    fix_ = cadd(fix_, %s(al[al_ + n_], %s));", mul, d);
            }
            strbuf_line(sb, "w%u_%u_%u = cadd(w%u_%u_%u, fix_);", s, c, j, s, c, j);
            sb->indent--;
            strbuf_line(sb, "}");
            sb->indent--;
            strbuf_line(sb, "}");
        }
        close_guard(k, guard);
    }
}
