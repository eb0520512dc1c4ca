/* The addresses of one element in global memory, for the work-group
 * kernels (kernel.c) and the work-item loop kernels (loop_kernel.c): the
 * batch split of a butterfly index, input and output addresses (batch
 * levels, strides, offsets, real pairs, mirrored rows, two rows at once)
 * and the table operands; kernel_global.c loads and stores through them. */
#include <stdio.h>

#include "kernel_group.h"
#include "strbuf.h"
#include "unit_root.h"

/* R2C row pairs after split columns (fft_plan_layout.row_split, 2D): row
 * r's columns' spectrum is the sum over m < R of w_N^(m r) times stage row
 * r mod N/R + m N/R: the stage rows of A (ra<sfx>, ra<sfx>_m) and B
 * (rb<sfx>, rb<sfx>_m) and their factors (twa<sfx>_m, twb<sfx>_m). */
static void emit_split_mirror_rows(kernel_ctx *k, const char *sfx, size_t dist, size_t s1)
{
    const fft_plan_layout *L = k->layout;
    size_t rs = L->row_split, n = L->row_split_n, nc = n / rs;
    const char *x = k->idx, *mul;
    char at[96], t[192];
    static const char *const row[2] = {"kb", "mb"}, *const base[2] = {"ra", "rb"}, *const fac[2] = {"twa", "twb"};
    for (int h = 0; h < 2; h++) {
        strbuf_line(k->sb, "const %s %s%s = g%s * %zu + (%s%s %% %zuu) * %zu;", x, base[h], sfx, sfx, dist, row[h], sfx,
                    nc, s1);
        for (size_t m = 1; m < rs; m++) {
            strbuf_line(k->sb, "const %s %s%s_%zu = %s%s + %zu;", x, base[h], sfx, m, base[h], sfx, m * nc * s1);
            snprintf(at, sizeof at, "(uint)(%zuu * %s%s %% %zuu)", m, row[h], sfx, n);
            kernel_table_operand(k, t, sizeof t, L->row_split_offset, at, 0, &mul);
            strbuf_line(k->sb, "const cplx %s%s_%zu = %s;", fac[h], sfx, m, t);
        }
    }
}

/* C2R rows before split columns (fft_plan_layout.row_split, 2D): transforms
 * 2p and 2p + 1 are rows sq and sq + N/2 (the stores combine them: codegen's
 * kernel_emit_split_rows_outputs), each reading its mirror row; every row
 * once, none duplicated.  The mirrors of rows sq and sq + N/2 are those of
 * sq' = N/2 - sq, so pairs p = 2i - 1 and 2i take sq = i and N/2 - i: the
 * mirror rows are read while cached. */
static void emit_split_twist_rows(kernel_ctx *k, const char *sfx)
{
    const fft_mirror *mr = &k->layout->mirror;
    strbuf *sb = k->sb;
    const char *x = k->idx;
    size_t n = k->layout->row_split_n, nc = n / k->layout->row_split;
    strbuf_line(sb, "const int h%s = (int)(r%s & 1), dup%s = 0;", sfx, sfx, sfx);
    strbuf_line(sb, "const %s sq%s = p%s == 0 ? 0 : (p%s & 1) ? (p%s + 1) >> 1 : %zuu - (p%s >> 1);", x, sfx, sfx, sfx,
                sfx, nc, sfx);
    strbuf_line(sb, "const %s kb%s = sq%s + (h%s ? %zuu : 0u), mb%s = kb%s == 0 ? 0 : %zuu - kb%s;", x, sfx, sfx, sfx,
                nc, sfx, sfx, n, sfx);
    strbuf_line(sb, "const %s ra%s = g%s * %zu + kb%s * %zu, rb%s = g%s * %zu + mb%s * %zu;", x, sfx, sfx,
                mr->in_dist, sfx, mr->in_s1, sfx, sfx, mr->in_dist, sfx, mr->in_s1);
    strbuf_line(sb, "const %s wa%s = g%s * %zu + kb%s * %zu;", x, sfx, sfx, mr->out_dist, sfx, mr->out_s1);
}

/* fft_plan_layout.mirror: transform b<sfx> as rows A (k0, k1) and B (its
 * mirror) of batch entry g: their first elements on the input side
 * (ra<sfx>, rb<sfx>) and the output side (wa<sfx>, wb<sfx>), and whether
 * B is A (self<sfx>).  R2C transforms are pairs, taken once (fft_mirror). */
static void emit_mirror_rows(kernel_ctx *k, const char *sfx)
{
    const fft_mirror *mr = &k->layout->mirror;
    const char *x = k->idx;
    strbuf *sb = k->sb;
    int pairs = k->layout->load_kind == FFT_LOAD_ROW_PAIRS;
    strbuf_line(sb, "const %s g%s = b%s / %zu, r%s = b%s - g%s * %zu;", x, sfx, sfx, mr->rows, sfx, sfx, sfx,
                mr->rows);
    /* pair p: k0 = 0 (a pairs), 0 < k0 < n0 - k0 (every k1), k0 = n0/2 (a
     * pairs); C2R: transforms 2p and 2p + 1 are the pair's rows, so that
     * each reads the other's row while it is cached */
    strbuf_line(sb, "const %s p%s = r%s%s;", x, sfx, sfx, pairs ? "" : " >> 1");
    if (!pairs && k->layout->row_split) {
        emit_split_twist_rows(k, sfx);
        return;
    }
    size_t a, mid;
    fft_mirror_pairs(mr->n0, mr->n1, &a, &mid);
    if (pairs && k->layout->row_split_adjacent) {
        /* after split columns (2D): pairs k1 and n1/2 - k1 adjacent, as
         * they read the same stage rows (emit_split_mirror_rows) */
        strbuf_line(sb, "const %s k0%s = 0, k1%s = (p%s & 1) ? %zu - (p%s >> 1) : (p%s >> 1);", x, sfx, sfx, sfx,
                    mr->n1 / 2, sfx, sfx);
    } else {
        strbuf_line(sb, "const %s k0%s = p%s < %zu ? 0 : p%s < %zu ? 1 + (p%s - %zu) / %zu : %zu;", x, sfx, sfx, a, sfx,
                    a + mid, sfx, a, mr->n1, mr->n0 / 2);
        strbuf_line(sb, "const %s k1%s = p%s < %zu ? p%s : p%s < %zu ? (p%s - %zu) %% %zu : p%s - %zu;", x, sfx, sfx, a,
                    sfx, sfx, a + mid, sfx, a, mr->n1, sfx, a + mid);
    }
    strbuf_line(sb, "const %s m0%s = k0%s == 0 ? 0 : %zu - k0%s, m1%s = k1%s == 0 ? 0 : %zu - k1%s;", x, sfx, sfx,
                mr->n0, sfx, sfx, sfx, mr->n1, sfx);
    strbuf_line(sb, "const int self%s = m0%s == k0%s && m1%s == k1%s;", sfx, sfx, sfx, sfx, sfx);
    if (pairs) {
        strbuf_line(sb, "const %s ka%s = k0%s, kb%s = k1%s, ma%s = m0%s, mb%s = m1%s;", x, sfx, sfx, sfx, sfx, sfx, sfx,
                    sfx, sfx);
    } else {
        strbuf_line(sb, "const int h%s = (int)(r%s & 1);", sfx, sfx);
        strbuf_line(sb, "const int dup%s = h%s && self%s; /* the second of a row that is its own mirror */", sfx, sfx,
                    sfx);
        strbuf_line(sb, "const %s ka%s = h%s ? m0%s : k0%s, kb%s = h%s ? m1%s : k1%s;", x, sfx, sfx, sfx, sfx, sfx, sfx,
                    sfx, sfx);
        strbuf_line(sb, "const %s ma%s = h%s ? k0%s : m0%s, mb%s = h%s ? k1%s : m1%s;", x, sfx, sfx, sfx, sfx, sfx, sfx,
                    sfx, sfx);
    }
    static const char *const names[2][2] = {{"ra", "rb"}, {"wa", "wb"}};
    for (int side = 0; side < 2; side++) {
        size_t s0 = side ? mr->out_s0 : mr->in_s0, s1 = side ? mr->out_s1 : mr->in_s1;
        size_t dist = side ? mr->out_dist : mr->in_dist;
        if (side == 0 && k->layout->row_split) {
            emit_split_mirror_rows(k, sfx, dist, s1);
            continue;
        }
        strbuf_line(sb, "const %s %s%s = g%s * %zu + ka%s * %zu + kb%s * %zu;", x, names[side][0], sfx, sfx, dist, sfx,
                    s0, sfx, s1);
        strbuf_line(sb, "const %s %s%s = g%s * %zu + ma%s * %zu + mb%s * %zu;", x, names[side][1], sfx, sfx, dist, sfx,
                    s0, sfx, s1);
    }
}

/* Emits `b` and `i` (and `k` when p > 1) for butterfly q of the pass. */
void kernel_emit_batch_split(kernel_ctx *k, const char *suffix, const char *q)
{
    const fft_pass *ps = k->pass;
    if (ps->pair_columns || ps->pair_loads) {
        /* column pairs (fft_pass.pair_columns, pair_loads): q = group * M + column */
        unsigned m = ps->transforms_per_group, half = m / 2;
        size_t per = ps->butterflies / 2 + 1, last = k->layout->batch * per - 1;
        const char *x = k->idx;
        strbuf_line(k->sb, "const %s pg%s = %s / %uu;", x, suffix, q, m);
        strbuf_line(k->sb, "const uint ph%s = (uint)(%s - pg%s * %uu);", suffix, q, suffix, m);
        strbuf_line(k->sb, "const %s pr%s = min(pg%s * %uu + ph%s %% %uu, (%s)%zu);", x, suffix, suffix, half, suffix,
                    half, x, last);
        strbuf_line(k->sb, "const %s b%s = pr%s / %zu;", x, suffix, suffix, per);
        strbuf_line(k->sb, "const %s pi%s = pr%s - b%s * %zu;", x, suffix, suffix, suffix, per);
        strbuf_line(k->sb, "const %s i%s = ph%s < %uu || pi%s == 0 ? pi%s : %zu - pi%s;", x, suffix, suffix, half,
                    suffix, suffix, ps->butterflies, suffix);
        strbuf_line(k->sb, "const uint k%s = (uint)i%s;", suffix, suffix);
        return;
    }
    const fft_plan_layout *L = k->layout;
    if (fft_conv_pair_columns(L->conv_cols, L->pair_rows, L->store_kind)) {
        /* a three-step convolution's column pairs (kernel_emit_conv_pair_
         * outputs): pair c of the group's h pairs takes two columns j and
         * j' with j + j' = N mod B (mod B), c' = c mod B/2, about the
         * middle column j0 (fft_conv_pair_middle): N mod B odd, j0 + 1 +
         * c' and j0 - c'; even, j0 + c' and j0 - c', but for c' = 0 the
         * columns j0 and j0 + B/2, each its own mirror (its work-item its
         * own partner) */
        size_t B = L->conv_cols, n0 = L->chirp_n % B, j0 = fft_conv_pair_middle(L->chirp_n, B);
        unsigned m = ps->transforms_per_group, h = m / 2;
        const char *x = k->idx;
        strbuf_line(k->sb, "const %s cp%s = %s / %uu * %uu + %s %% %uu;", x, suffix, q, m, h, q, h);
        strbuf_line(k->sb, "const uint cq%s = (uint)(cp%s %% %zuu);", suffix, suffix, B / 2);
        if (n0 % 2)
            strbuf_line(k->sb, "const uint cj%s = %s %% %uu < %uu ? (cq%s + %zuu) %% %zuu : (%zuu - cq%s) %% %zuu;",
                        suffix, q, m, h, suffix, j0 + 1, B, j0 + B, suffix, B);
        else
            strbuf_line(k->sb, "const uint cj%s = %s %% %uu < %uu ? (cq%s + %zuu) %% %zuu : cq%s == 0u ? %zuu : "
                        "(%zuu - cq%s) %% %zuu;",
                        suffix, q, m, h, suffix, j0, B, suffix, (j0 + B / 2) % B, j0 + B, suffix, B);
        strbuf_line(k->sb, "const %s b%s = cp%s / %zuu * %zuu + cj%s;", x, suffix, suffix, B / 2, B, suffix);
        strbuf_line(k->sb, "const %s i%s = 0;", x, suffix);
        return;
    }
    size_t cols = L->batch_fast;
    if (cols && ps->butterflies > 1) {
        /* column tiles (fft_plan_layout.batch_fast): adjacent entries first */
        const char *x = k->idx;
        strbuf_line(k->sb, "const %s cr%s = %s / %zu;", x, suffix, q, cols);
        strbuf_line(k->sb, "const %s i%s = cr%s %% %zu;", x, suffix, suffix, ps->butterflies);
        strbuf_line(k->sb, "const %s b%s = %s - cr%s * %zu + cr%s / %zu * %zu;", x, suffix, q, suffix, cols, suffix,
                    ps->butterflies, cols);
    } else if (ps->butterflies == 1) {
        strbuf_line(k->sb, "const %s b%s = %s;", k->idx, suffix, q);
        strbuf_line(k->sb, "const %s i%s = 0;", k->idx, suffix);
    } else {
        strbuf_line(k->sb, "const %s b%s = %s / %zu;", k->idx, suffix, q, ps->butterflies);
        strbuf_line(k->sb, "const %s i%s = %s - b%s * %zu;", k->idx, suffix, q, suffix, ps->butterflies);
    }
    if (ps->p > 1)
        strbuf_line(k->sb, "const uint k%s = (uint)(i%s %% %zu);", suffix, suffix, ps->p);
    if (k->layout->mirror.n1)
        emit_mirror_rows(k, suffix);
}

/* The batch entry's start: b * dist, or the sum over its levels. */
static void batch_term(char *buf, size_t size, const char *sfx, size_t dist, const fft_levels *lv)
{
    if (lv->count_levels <= 1) {
        snprintf(buf, size, dist == 1 ? "b%s" : "b%s * %zu", sfx, dist);
        return;
    }
    size_t at = 0, below = 1;
    for (unsigned l = 0; l < lv->count_levels && at < size; l++) {
        int outermost = l + 1 == lv->count_levels;
        const char *plus = l ? " + " : "";
        if (l == 0)
            at += (size_t)snprintf(buf + at, size - at, "(b%s %% %zu) * %zu", sfx, lv->count[0], lv->dist[0]);
        else if (outermost)
            at += (size_t)snprintf(buf + at, size - at, "%s(b%s / %zu) * %zu", plus, sfx, below, lv->dist[l]);
        else
            at += (size_t)snprintf(buf + at, size - at, "%s(b%s / %zu %% %zu) * %zu", plus, sfx, below, lv->count[l],
                                   lv->dist[l]);
        below *= lv->count[l];
    }
}

/* Element (within the transform) that element x of butterfly i loads. */
void kernel_input_element(const kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    if (k->pass->butterflies == 1)
        snprintf(buf, size, "(%s)", x);
    else
        snprintf(buf, size, "(i%s + (%s) * %zu)", sfx, x, k->pass->butterflies);
}

/* Global index of element `elem` of the transform starting at `base` (a C
 * expression) on one side: the side's offset, the base and the stride. */
static void address_of(char *buf, size_t size, const char *base, const char *elem, size_t offset, size_t stride)
{
    char off[32] = "";
    if (offset)
        snprintf(off, sizeof off, "%zu + ", offset);
    if (stride == 1)
        snprintf(buf, size, "%s%s + %s", off, base, elem);
    else
        snprintf(buf, size, "%s%s + %s * %zu", off, base, elem, stride);
}

/* Global index of element `elem` of batch entry b<sfx> on one side: the
 * side's offset, batch term and stride. */
static void side_address_of(char *buf, size_t size, const char *sfx, const char *elem, size_t offset, size_t dist,
                            const fft_levels *levels, size_t stride)
{
    char bterm[256];
    batch_term(bterm, sizeof bterm, sfx, dist, levels);
    address_of(buf, size, bterm, elem, offset, stride);
}

/* Global index of element `elem` of row <row><sfx> (fft_plan_layout.mirror:
 * ra, rb on the input side, wa, wb on the output side). */
void kernel_mirror_address_of(char *buf, size_t size, const char *row, const char *sfx, const char *elem, size_t offset,
                              size_t stride)
{
    char base[32];
    snprintf(base, sizeof base, "%s%s", row, sfx);
    address_of(buf, size, base, elem, offset, stride);
}

/* Global index of element `elem` of batch entry b<sfx> on the pass's input
 * side or its output side (mirrored rows: ra or wa). */
static void pass_address_of(kernel_ctx *k, int input, char *buf, size_t size, const char *sfx, const char *elem)
{
    const fft_pass *ps = k->pass;
    size_t offset = input ? ps->in_offset : ps->out_offset, stride = input ? ps->in_stride : ps->out_stride;
    if (k->layout->mirror.n1)
        kernel_mirror_address_of(buf, size, input ? "ra" : "wa", sfx, elem, offset, stride);
    else
        side_address_of(buf, size, sfx, elem, offset, input ? ps->in_dist : ps->out_dist,
                        input ? &ps->in_levels : &ps->out_levels, stride);
}

/* Global index of element `elem` of batch entry b<sfx>: input side. */
void kernel_input_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    pass_address_of(k, 1, buf, size, sfx, elem);
}

/* Global element index of element x of butterfly (b, i): input side. */
void kernel_input_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    char elem[96];
    kernel_input_element(k, elem, sizeof elem, sfx, x);
    kernel_input_address_of(k, buf, size, sfx, elem);
}

/* Element of the transform that element x of butterfly (b, i) stores:
 * (i - k)*R + k + x*p. */
void kernel_output_element(const kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    const fft_pass *ps = k->pass;
    if (ps->butterflies == 1)
        snprintf(buf, size, "(%s)", x);
    else if (ps->p == 1 || ps->store_first_order)
        snprintf(buf, size, "(i%s * %zu + (%s))", sfx, ps->radix, x);
    else
        snprintf(buf, size, "((i%s - k%s) * %zu + k%s + (%s) * %zu)", sfx, sfx, ps->radix, sfx, x, ps->p);
}

/* The reals 2e and 2e+1 of complex element e (the half-length real
 * transforms' loads and stores). */
void kernel_real_pair(const char *elem, char pair[2][KERNEL_PAIR_LEN])
{
    snprintf(pair[0], KERNEL_PAIR_LEN, "(2 * %s)", elem);
    snprintf(pair[1], KERNEL_PAIR_LEN, "(2 * %s + 1)", elem);
}

/* Global index of element `elem` of batch entry b<sfx>: output side. */
void kernel_output_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    pass_address_of(k, 0, buf, size, sfx, elem);
}

/* Output side: element x of butterfly (b, i) goes to (i - k)*R + k + x*p. */
void kernel_output_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    char elem[128];
    kernel_output_element(k, elem, sizeof elem, sfx, x);
    kernel_output_address_of(k, buf, size, sfx, elem);
}

/* The global indices of the reals 2e and 2e+1 of the element e that
 * element x of butterfly (b, i) loads (input) or stores (output). */
void kernel_pair_addresses(kernel_ctx *k, int input, const char *sfx, const char *x, char at[2][512])
{
    char elem[160], pair[2][KERNEL_PAIR_LEN];
    if (input)
        kernel_input_element(k, elem, sizeof elem, sfx, x);
    else
        kernel_output_element(k, elem, sizeof elem, sfx, x);
    kernel_real_pair(elem, pair);
    for (int h = 0; h < 2; h++)
        if (input)
            kernel_input_address_of(k, at[h], sizeof at[h], sfx, pair[h]);
        else
            kernel_output_address_of(k, at[h], sizeof at[h], sfx, pair[h]);
}

/* Bluestein's table entry `at` (a C expression) as the second operand of a
 * multiply: the forward entries, conjugated in backward kernels; in a
 * shared kernel's stores, which come after the output's conjugation,
 * conjugated by `flip`. */
void kernel_table_operand(const kernel_ctx *k, char *buf, size_t size, size_t offset, const char *at, int after_conj,
                          const char **mul)
{
    if (k->layout->direction_argument && after_conj && k->conj_outputs) {
        snprintf(buf, size, "cx(tw[%zuu + %s].x, flip * tw[%zuu + %s].y)", offset, at, offset, at);
        *mul = "cmul";
    } else {
        snprintf(buf, size, "tw[%zuu + %s]", offset, at);
        *mul = k->forward || k->layout->direction_argument ? "cmul" : "cmul_conj";
    }
}

/* fft_plan_layout.pair_rows: b<sfx>p0 and b<sfx>p1, rows 2b and 2b + 1 of
 * transform b<sfx>, whose suffixes go to psfx. */
void kernel_emit_pair_rows(kernel_ctx *k, const char *sfx, char psfx[2][24])
{
    const fft_plan_layout *L = k->layout;
    snprintf(psfx[0], sizeof psfx[0], "%sp0", sfx);
    snprintf(psfx[1], sizeof psfx[1], "%sp1", sfx);
    if (kernel_column_element_n1(L)) {
        /* a split's step: transform b is row b mod split_n1 of the pair b
         * / split_n1 (fft_plan_layout.pair_rows); a three-step
         * convolution's column step: column b mod conv_cols */
        size_t n1 = kernel_column_element_n1(L);
        strbuf_line(k->sb, "const %s b%s = b%s %% %zu + b%s / %zu * %zu;", k->idx, psfx[0], sfx, n1, sfx, n1, 2 * n1);
        strbuf_line(k->sb, "const %s b%s = b%s + %zu;", k->idx, psfx[1], psfx[0], n1);
        return;
    }
    strbuf_line(k->sb, "const %s b%s = 2 * b%s;", k->idx, psfx[0], sfx);
    strbuf_line(k->sb, "const %s b%s = b%s + 1;", k->idx, psfx[1], psfx[0]);
}

/* pair_rows: element `at` of row 2b gets v[0] and that of row 2b + 1, where
 * it exists, v[1] (through `lhs`, dst or a real view of it). */
void kernel_emit_pair_store(kernel_ctx *k, const char *sfx, const char *at, const char *lhs, char v[2][64])
{
    strbuf *sb = k->sb;
    char psfx[2][24], addr[512];
    strbuf_line(sb, "{");
    sb->indent++;
    kernel_emit_pair_rows(k, sfx, psfx);
    kernel_output_address_of(k, addr, sizeof addr, psfx[0], at);
    strbuf_line(sb, "%s[%s] = %s;", lhs, addr, v[0]);
    kernel_output_address_of(k, addr, sizeof addr, psfx[1], at);
    strbuf_line(sb, "if (b%s < %zuu)", psfx[1], k->layout->pair_rows);
    strbuf_line(sb, "    %s[%s] = %s;", lhs, addr, v[1]);
    sb->indent--;
    strbuf_line(sb, "}");
}
