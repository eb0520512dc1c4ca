/* An aliased one-kernel Bluestein (fft_plan_layout.alias_count): M is
 * shorter than 2N - 2, so the filter's slots s in [lo, N), lo = N -
 * alias_count, hold only the negative lags b[s - M].  The kernel keeps its
 * first alias_count inputs a[j] (loaded, times the chirp) in the local
 * array al, and adds to each output k in [lo, N) of the inverse FFT,
 * before the store multiplies it by c[k] / M, the products it missed:
 *   sum_{j <= k - lo} a[j] D[k - lo - j],  D[i] = M (b[lo + i] - b[lo + i - M])
 * (the table at alias_offset, FFT_TABLE_ALIAS).  Backward kernels take the
 * table's conjugates as they do the filter's.  The sum is unrolled, or a
 * loop where the planner says so (fft_plan_layout.alias_unrolled). */
#include <stdio.h>

#include "kernel_group.h"

/* The one kernel's (not the three steps' column steps, below). */
static int one_kernel_alias(const kernel_ctx *k)
{
    return k->pass->last && k->layout->alias_count && !k->layout->conv_cols;
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

/* (kernel_group.h) Element n of column g_ < alias_count is M + g_, after
 * the transform's M values (convolution.c reserves them). */
void kernel_emit_alias_stage_keep(kernel_ctx *k, const char *var, const char *sfx)
{
    const fft_plan_layout *L = k->layout;
    if (!L->conv_cols || !L->alias_count || !L->alias_keep)
        return;
    char at[32], addr[512];
    snprintf(at, sizeof at, "%zuu", L->n);
    kernel_output_address_of(k, addr, sizeof addr, sfx, at);
    strbuf_line(k->sb, "if (g_ < %zuu) /* kept after the array for step C's aliased outputs */", L->alias_count);
    strbuf_line(k->sb, "    dst[%s] = %s;", addr, var);
}

/* (kernel_group.h) The sum of emit_alias_fix's one kernel, a loop over
 * step A's kept values in the stage array (few outputs of a few groups
 * take it: its loads are not worth unrolling); scaled as var was where
 * `adjusted` (kernel_emit_output_adjust, linear). */
void kernel_emit_alias_stage_fix(kernel_ctx *k, const char *var, const char *g, const char *sfx, int adjusted)
{
    const fft_plan_layout *L = k->layout;
    strbuf *sb = k->sb;
    size_t count = L->alias_count, n = L->chirp_n, lo = n - count, m = fft_conv_length(L->n, L->conv_cols, 0);
    char at[32], addr[512], d[96];
    const char *mul;
    snprintf(at, sizeof at, "%zuu + n_", m);
    kernel_transform_input_address(k, addr, sizeof addr, sfx, at);
    kernel_table_operand(k, d, sizeof d, L->alias_offset, "d_ - n_", 0, &mul);
    strbuf_line(sb, "if ((uint)(%s) - %zuu < %zuu) { /* the aliased outputs %zu to %zu */", g, lo, count, lo, n - 1);
    sb->indent++;
    strbuf_line(sb, "const uint d_ = (uint)(%s) - %zuu;", g, lo);
    strbuf_line(sb, "cplx fix_ = cx(0, 0);");
    strbuf_line(sb, "for (uint n_ = 0; n_ <= d_; n_++)");
    strbuf_line(sb, "    fix_ = cadd(fix_, %s(src[%s], %s));", mul, addr, d);
    if (adjusted)
        kernel_emit_output_adjust(k, "fix_");
    strbuf_line(sb, "%s = cadd(%s, fix_);", var, var);
    sb->indent--;
    strbuf_line(sb, "}");
}
