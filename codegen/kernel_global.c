/* One element in global memory, for the work-group kernels (kernel.c) and
 * the work-item loop kernels (loop_kernel.c): the batch split of a
 * butterfly index, input and output addresses (batch levels, strides,
 * offsets, real pairs, two rows at once), and the loads and stores of every
 * load and store kind, with a Bluestein or Rader step's counts, tables and
 * twiddles. */
#include <stdio.h>

#include "butterfly.h"
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
static void mirror_address_of(char *buf, size_t size, const char *row, const char *sfx, const char *elem,
                              size_t offset, size_t stride)
{
    char base[32];
    snprintf(base, sizeof base, "%s%s", row, sfx);
    address_of(buf, size, base, elem, offset, stride);
}

/* Global index of element `elem` of batch entry b<sfx>: input side. */
static void input_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    const fft_pass *ps = k->pass;
    if (k->layout->mirror.n1)
        mirror_address_of(buf, size, "ra", sfx, elem, ps->in_offset, ps->in_stride);
    else
        side_address_of(buf, size, sfx, elem, ps->in_offset, ps->in_dist, &ps->in_levels, ps->in_stride);
}

/* (kernel_group.h) */
void kernel_input_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    input_address_of(k, buf, size, sfx, elem);
}

/* Global element index of element x of butterfly (b, i): input side. */
void kernel_input_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    char elem[96];
    kernel_input_element(k, elem, sizeof elem, sfx, x);
    input_address_of(k, buf, size, sfx, elem);
}

/* Element of the transform that element x of butterfly (b, i) stores:
 * (i - k)*R + k + x*p. */
static void output_element(const kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
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
#define PAIR_LEN 200
static void real_pair(const char *elem, char pair[2][PAIR_LEN])
{
    snprintf(pair[0], PAIR_LEN, "(2 * %s)", elem);
    snprintf(pair[1], PAIR_LEN, "(2 * %s + 1)", elem);
}

/* Global index of element `elem` of batch entry b<sfx>: output side. */
void kernel_output_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    const fft_pass *ps = k->pass;
    if (k->layout->mirror.n1)
        mirror_address_of(buf, size, "wa", sfx, elem, ps->out_offset, ps->out_stride);
    else
        side_address_of(buf, size, sfx, elem, ps->out_offset, ps->out_dist, &ps->out_levels, ps->out_stride);
}

/* Output side: element x of butterfly (b, i) goes to (i - k)*R + k + x*p. */
void kernel_output_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    char elem[128];
    output_element(k, elem, sizeof elem, sfx, x);
    kernel_output_address_of(k, buf, size, sfx, elem);
}

/* The global indices of the reals 2e and 2e+1 of the element e that
 * element x of butterfly (b, i) loads (input) or stores (output). */
void kernel_pair_addresses(kernel_ctx *k, int input, const char *sfx, const char *x, char at[2][512])
{
    char elem[160], pair[2][PAIR_LEN];
    if (input)
        kernel_input_element(k, elem, sizeof elem, sfx, x);
    else
        output_element(k, elem, sizeof elem, sfx, x);
    real_pair(elem, pair);
    for (int h = 0; h < 2; h++)
        if (input)
            input_address_of(k, at[h], sizeof at[h], sfx, pair[h]);
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

/* A split length's step (fft_plan_layout.split_n1): transform b is row
 * (or column) b mod split_n1, its element j the split length's element b
 * mod split_n1 + split_n1 j; with pair_rows the pairs lie above that
 * innermost level. */
static int split_step(const fft_plan_layout *L)
{
    return L->split_n1 != 0;
}

/* Steps whose transform b's element j is element b mod n1 + n1 j of the
 * whole length (a split's steps, a three-step convolution's column
 * steps: n1 = conv_cols); that length (a split's, or the convolution's N,
 * of which a C2R's column step A loads the half spectrum). */
static size_t column_element_n1(const fft_plan_layout *L)
{
    return L->split_n1 ? L->split_n1 : L->conv_cols;
}

static size_t column_element_length(const fft_plan_layout *L)
{
    return L->split_n1 ? fft_twist_length(L->n, L->chirp_n, L->split_n1) : L->chirp_n;
}

/* fft_plan_layout.pair_rows: b<sfx>p0 and b<sfx>p1, rows 2b and 2b + 1 of
 * transform b<sfx>, whose suffixes go to psfx. */
static void emit_pair_rows(kernel_ctx *k, const char *sfx, char psfx[2][24])
{
    const fft_plan_layout *L = k->layout;
    snprintf(psfx[0], sizeof psfx[0], "%sp0", sfx);
    snprintf(psfx[1], sizeof psfx[1], "%sp1", sfx);
    if (column_element_n1(L)) {
        /* a split's step: transform b is row b mod split_n1 of the pair b
         * / split_n1 (fft_plan_layout.pair_rows); a three-step
         * convolution's column step: column b mod conv_cols */
        size_t n1 = column_element_n1(L);
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
    emit_pair_rows(k, sfx, psfx);
    kernel_output_address_of(k, addr, sizeof addr, psfx[0], at);
    strbuf_line(sb, "%s[%s] = %s;", lhs, addr, v[0]);
    kernel_output_address_of(k, addr, sizeof addr, psfx[1], at);
    strbuf_line(sb, "if (b%s < %zuu)", psfx[1], k->layout->pair_rows);
    strbuf_line(sb, "    %s[%s] = %s;", lhs, addr, v[1]);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* A load that finds its element's index as `name`: var = the load, in a
 * block of its own where name = elem (a C expression). */
typedef void (*element_loader)(kernel_ctx *k, const char *var, const char *sfx);
static void emit_load_block(kernel_ctx *k, const char *var, const char *sfx, const char *name, const char *elem,
                            element_loader load)
{
    strbuf *sb = k->sb;
    strbuf_line(sb, "{");
    sb->indent++;
    strbuf_line(sb, "const %s %s = %s;", k->idx, name, elem);
    load(k, var, sfx);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* A row pair's element c_ (FFT_LOAD_ROW_PAIRS): from Z_A[j] and Z_B[j], j =
 * c_ / 2, u[2j] = (Z_A + conj Z_B) / 2, u[2j+1] = (Z_A - conj Z_B) / 2i (c_
 * declared). */
static void emit_row_pair_load(kernel_ctx *k, const char *var, const char *sfx)
{
    strbuf *sb = k->sb;
    const fft_pass *ps = k->pass;
    char a[512], b[512], lit[48];
    mirror_address_of(a, sizeof a, "ra", sfx, "(c_ >> 1)", ps->in_offset, ps->in_stride);
    mirror_address_of(b, sizeof b, "rb", sfx, "(c_ >> 1)", ps->in_offset, ps->in_stride);
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    strbuf_line(sb, "%s pa_ = src[%s], pb_ = src[%s];", k->layout->row_split ? "cplx" : "const cplx", a, b);
    for (size_t m = 1; m < k->layout->row_split; m++) {
        char row[32];
        static const char *const h[2] = {"a", "b"};
        for (int s = 0; s < 2; s++) {
            snprintf(row, sizeof row, "r%s%s_%zu", h[s], sfx, m);
            mirror_address_of(a, sizeof a, row, "", "(c_ >> 1)", ps->in_offset, ps->in_stride);
            strbuf_line(sb, "p%s_ = cadd(p%s_, %s(src[%s], tw%s%s_%zu));", h[s], h[s],
                        k->forward ? "cmul" : "cmul_conj", a, h[s], sfx, m);
        }
    }
    strbuf_line(sb, "%s = (c_ & 1) ? cx(%s * (pa_.y + pb_.y), %s * (pb_.x - pa_.x)) : cx(%s * (pa_.x + pb_.x), %s * (pa_.y - pb_.y));",
                var, lit, lit, lit, lit);
}

static void emit_element_load_one(kernel_ctx *k, const char *var, const char *sfx, const char *at, size_t len);

/* A split step's element `at` of transform b<sfx> as the split length's
 * element: emits i_ (the row, b mod split_n1) and eg_ (i_ + split_n1 at);
 * into buf the input address of the split length's element (`elem`, a
 * uint expression) of the same transform, taken from the row's start
 * (unsigned arithmetic wrapping back where elem - i_ is negative). */
static void emit_split_element(kernel_ctx *k, const char *sfx, const char *at, const char *elem, char *buf,
                               size_t size)
{
    const fft_plan_layout *L = k->layout;
    const fft_levels *lv = &k->pass->in_levels;
    size_t s = lv->count_levels > 1 ? lv->dist[0] : k->pass->in_dist; /* the rows' distance, level 0 */
    char base[400];
    strbuf_line(k->sb, "const uint i_ = (uint)(b%s %% %zuu);", sfx, column_element_n1(L));
    strbuf_line(k->sb, "const uint eg_ = i_ + %zuu * (uint)(%s);", column_element_n1(L), at);
    input_address_of(k, base, sizeof base, sfx, "0");
    snprintf(buf, size, "%s + ((%s)(%s) - (%s)i_) * %zuu", base, k->idx, elem, k->idx, s);
}

/* Loads element `at` (a C expression) of transform b<sfx>, of the first
 * pass's load kind; with pair_rows the half spectra X and Y of its two
 * rows as X + iY (Y zero past the last row). */
void kernel_emit_element_load(kernel_ctx *k, const char *var, const char *sfx, const char *at, size_t len)
{
    /* (a split step after the pairs' first loads complex values x + iy) */
    if (!k->layout->pair_rows || k->pass->load_kind == FFT_LOAD_COMPLEX) {
        emit_element_load_one(k, var, sfx, at, len);
        return;
    }
    strbuf *sb = k->sb;
    char psfx[2][24];
    strbuf_line(sb, "{");
    sb->indent++;
    emit_pair_rows(k, sfx, psfx);
    strbuf_line(sb, "cplx pa_, pb_ = cx(0, 0);");
    strbuf_line(sb, "{");
    sb->indent++;
    emit_element_load_one(k, "pa_", psfx[0], at, len);
    sb->indent--;
    strbuf_line(sb, "}");
    strbuf_line(sb, "if (b%s < %zuu) {", psfx[1], k->layout->pair_rows);
    sb->indent++;
    emit_element_load_one(k, "pb_", psfx[1], at, len);
    sb->indent--;
    strbuf_line(sb, "}");
    /* the DC (and an even length's Nyquist) values' imaginary parts are
     * ignored, as one row's real output ignores them: here they would
     * reach the other row */
    char g[128];
    snprintf(g, sizeof g, "%s", at);
    if (column_element_n1(k->layout)) {
        const fft_plan_layout *L = k->layout;
        size_t n1 = column_element_n1(L);
        snprintf(g, sizeof g, "((uint)(b%s %% %zuu) + %zuu * (uint)(%s))", sfx, n1, n1, at);
        len = column_element_length(L);
    }
    if (len % 2 == 0)
        strbuf_line(sb, "if (%s == 0 || %s == %zuu) {", g, g, len / 2);
    else
        strbuf_line(sb, "if (%s == 0) {", g);
    strbuf_line(sb, "    pa_ = cx(pa_.x, 0);");
    strbuf_line(sb, "    pb_ = cx(pb_.x, 0);");
    strbuf_line(sb, "}");
    strbuf_line(sb, "%s = cx(pa_.x - pb_.y, pa_.y + pb_.x);", var);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* The C2R twist's X[e] (a_, loaded) and conj X[m-e] (b_) of row A when its
 * mirror B holds the rest of its spectrum (fft_plan_layout.mirror): b_ =
 * conj Y_B[m-e] for e > 0; at e = 0 the DC and Nyquist values are those of
 * the Hermitian part, (Y_A + conj Y_B) / 2 (for B = A, the real parts:
 * the 1D rows' rule). */
static void emit_mirror_twist_pair(kernel_ctx *k, const char *sfx, size_t m)
{
    strbuf *sb = k->sb;
    const fft_pass *ps = k->pass;
    char addr[512], at[48];
    snprintf(at, sizeof at, "(%zu - e_)", m);
    mirror_address_of(addr, sizeof addr, "rb", sfx, at, ps->in_offset, ps->in_stride);
    strbuf_line(sb, "cplx b_ = src[%s];", addr);
    strbuf_line(sb, "b_ = cx(b_.x, -b_.y);");
    strbuf_line(sb, "if (e_ == 0) {");
    sb->indent++;
    char lit[48];
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    snprintf(at, sizeof at, "%zuu", m);
    mirror_address_of(addr, sizeof addr, "ra", sfx, at, ps->in_offset, ps->in_stride);
    strbuf_line(sb, "const cplx an_ = src[%s];", addr);
    mirror_address_of(addr, sizeof addr, "rb", sfx, "0", ps->in_offset, ps->in_stride);
    strbuf_line(sb, "const cplx b0_ = src[%s];", addr);
    strbuf_line(sb, "a_ = cx(%s * (a_.x + b0_.x), %s * (a_.y - b0_.y));", lit, lit);
    strbuf_line(sb, "b_ = cx(%s * (an_.x + b_.x), %s * (an_.y + b_.y));", lit, lit);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* C2R as a half-length transform of m points (fft_plan.h): var = Z[e_] =
 * E + iO from X[e_] and X[m - e_] of the half spectrum (e_ declared); m is
 * a one-kernel Bluestein's chirp_n, else the transform's length. */
static void emit_hermitian_twist_load(kernel_ctx *k, const char *var, const char *sfx)
{
    strbuf *sb = k->sb;
    const fft_plan_layout *L = k->layout;
    size_t m = fft_twist_length(L->n, L->chirp_n, L->split_n1);
    char addr[512], tw[64], mirror[48];
    input_address_of(k, addr, sizeof addr, sfx, "e_");
    strbuf_line(sb, "cplx a_ = src[%s];", addr);
    /* the element of the half length (a split's step: eg_, fft_twist_length) */
    const char *e = split_step(L) ? "eg_" : "e_";
    snprintf(mirror, sizeof mirror, "(%zu - e_)", m);
    if (split_step(L))
        snprintf(mirror, sizeof mirror, "%zuu - eg_", m);
    if (k->layout->mirror.n1) {
        emit_mirror_twist_pair(k, sfx, m);
    } else {
        if (split_step(L))
            emit_split_element(k, sfx, "e_", mirror, addr, sizeof addr);
        else
            input_address_of(k, addr, sizeof addr, sfx, mirror);
        strbuf_line(sb, "cplx b_ = src[%s];", addr);
        strbuf_line(sb, "b_ = cx(b_.x, %s == 0 ? 0 : -b_.y);", e);
        strbuf_line(sb, "if (%s == 0)", e);
        strbuf_line(sb, "    a_ = cx(a_.x, 0);");
    }
    strbuf_line(sb, "const cplx ev_ = cadd(a_, b_);");
    strbuf_line(sb, "cplx od_ = csub(a_, b_);");
    if (k->twist_base) {
        bf_emit_table_twiddle(&k->bf, "od_", k->twist_base);
        bf_emit_const_twiddle(&k->bf, "od_", "od_", k->twist_step, 2 * m);
    } else {
        snprintf(tw, sizeof tw, "tw[%zuu + %s]", k->layout->twist_offset, e);
        bf_emit_table_twiddle(&k->bf, "od_", tw);
    }
    strbuf_line(sb, "%s = cx(ev_.x - od_.y, ev_.y + od_.x);", var);
}

/* var = element `at` (a C expression) of the transform b<sfx> reads, of
 * the first pass's load kind (complex, real, or a Hermitian half spectrum
 * of length len); no conjugation. */
static void emit_element_load_one(kernel_ctx *k, const char *var, const char *sfx, const char *at, size_t len)
{
    strbuf *sb = k->sb;
    char addr[512];
    switch (k->pass->load_kind) {
    case FFT_LOAD_COMPLEX:
        input_address_of(k, addr, sizeof addr, sfx, at);
        strbuf_line(sb, "%s = src[%s];", var, addr);
        break;
    case FFT_LOAD_REAL:
        input_address_of(k, addr, sizeof addr, sfx, at);
        strbuf_line(sb, "%s = cx(((__global const real *)src)[%s], 0);", var, addr);
        break;
    case FFT_LOAD_HERMITIAN: {
        if (column_element_n1(k->layout)) {
            /* element eg_ of the split length (the convolution's N);
             * above the half, the conjugate of N - eg_, addressed from the
             * row's start */
            size_t n = column_element_length(k->layout);
            char mirrored[512], elem[32];
            input_address_of(k, addr, sizeof addr, sfx, at);
            strbuf_line(sb, "{");
            sb->indent++;
            snprintf(elem, sizeof elem, "%zuu - eg_", n);
            emit_split_element(k, sfx, at, elem, mirrored, sizeof mirrored);
            strbuf_line(sb, "const int h_ = eg_ > %zuu;", n / 2);
            strbuf_line(sb, "%s = src[h_ ? %s : %s];", var, mirrored, addr);
            strbuf_line(sb, "%s = cx(%s.x, h_ ? -%s.y : %s.y);", var, var, var, var);
            sb->indent--;
            strbuf_line(sb, "}");
            break;
        }
        strbuf_line(sb, "const int h_ = %s > %zuu;", at, len / 2);
        char mirrored[64];
        snprintf(mirrored, sizeof mirrored, "(h_ ? %zu - %s : %s)", len, at, at);
        input_address_of(k, addr, sizeof addr, sfx, mirrored);
        strbuf_line(sb, "%s = src[%s];", var, addr);
        strbuf_line(sb, "%s = cx(%s.x, h_ ? -%s.y : %s.y);", var, var, var, var);
        break;
    }
    case FFT_LOAD_REAL_PAIRS: { /* element at: reals 2 at and 2 at + 1 (a one-kernel Bluestein's R2C twist) */
        char pair[2][PAIR_LEN], ra[2][512];
        real_pair(at, pair);
        for (int h = 0; h < 2; h++)
            input_address_of(k, ra[h], sizeof ra[h], sfx, pair[h]);
        strbuf_line(sb, "%s = cx(((__global const real *)src)[%s], ((__global const real *)src)[%s]);", var, ra[0],
                    ra[1]);
        break;
    }
    case FFT_LOAD_HERMITIAN_TWIST: /* a one-kernel Bluestein's C2R twist: element e_ */
        emit_hermitian_twist_load(k, var, sfx);
        break;
    case FFT_LOAD_ROW_PAIRS:
        emit_load_block(k, var, sfx, "c_", at, emit_row_pair_load);
        break;
    }
}

/* C2R planes two per transform (fft_plan_layout.pair_rows): var = X + iY,
 * element e_ = c*n2 + d of planes 2b and 2b + 1 (c_, d_, h_, at_ as
 * emit_plane_hermitian_load declares them; Y zero past the last plane).
 * One plane's real result is the inverse of its spectrum's Hermitian part
 * by itself; two planes in one transform would leak the rest into each
 * other, so the columns d = 0 and n2/2, whose mirrors (-c, d) are also
 * loaded, take the Hermitian part explicitly: (X[c][d] + conj X[-c][d]) / 2
 * (docs/transforms.md). */
static void emit_plane_pair_load(kernel_ctx *k, const char *var, const char *sfx)
{
    strbuf *sb = k->sb;
    size_t n1 = k->layout->plane_n1, n2 = k->layout->n / n1, h = n2 / 2 + 1;
    char psfx[2][24], addr[512], lit[48];
    static const char *const v[2] = {"pa_", "pb_"};
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    emit_pair_rows(k, sfx, psfx);
    if (n2 % 2 == 0)
        strbuf_line(sb, "const int edge_ = d_ == 0 || d_ == %zuu;", n2 / 2);
    else
        strbuf_line(sb, "const int edge_ = d_ == 0;");
    strbuf_line(sb, "const %s mt_ = (c_ == 0 ? 0 : %zuu - c_) * %zuu + d_;", k->idx, n1, h);
    strbuf_line(sb, "cplx pa_ = cx(0, 0), pb_ = cx(0, 0);");
    for (int r = 0; r < 2; r++) {
        if (r)
            strbuf_line(sb, "if (b%s < %zuu) {", psfx[1], k->layout->pair_rows);
        else
            strbuf_line(sb, "{");
        sb->indent++;
        input_address_of(k, addr, sizeof addr, psfx[r], "at_");
        strbuf_line(sb, "%s = src[%s];", v[r], addr);
        strbuf_line(sb, "if (edge_) {");
        sb->indent++;
        input_address_of(k, addr, sizeof addr, psfx[r], "mt_");
        strbuf_line(sb, "const cplx m_ = src[%s];", addr);
        strbuf_line(sb, "%s = cx(%s * (%s.x + m_.x), %s * (%s.y - m_.y));", v[r], lit, v[r], lit, v[r]);
        sb->indent--;
        strbuf_line(sb, "}");
        strbuf_line(sb, "%s = cx(%s.x, h_ ? -%s.y : %s.y);", v[r], v[r], v[r], v[r]);
        sb->indent--;
        strbuf_line(sb, "}");
    }
    strbuf_line(sb, "%s = cx(pa_.x - pb_.y, pa_.y + pb_.x);", var);
}

/* A C2R plane's element e_ = c*n2 + d (fft_plan_layout.plane_n1) from the
 * half spectrum of n2/2 + 1 values per row: X[c][d] for d <= n2/2, else
 * conj(X[(n1 - c) mod n1][n2 - d]). */
static void emit_plane_hermitian_load(kernel_ctx *k, const char *var, const char *sfx)
{
    strbuf *sb = k->sb;
    size_t n1 = k->layout->plane_n1, n2 = k->layout->n / n1, h = n2 / 2 + 1;
    char addr[512];
    strbuf_line(sb, "const %s c_ = e_ / %zuu, d_ = e_ - c_ * %zuu;", k->idx, n2, n2);
    strbuf_line(sb, "const int h_ = d_ > %zuu;", n2 / 2);
    strbuf_line(sb, "const %s at_ = h_ ? (c_ == 0 ? 0 : %zuu - c_) * %zuu + (%zuu - d_) : c_ * %zuu + d_;", k->idx, n1,
                h, n2, h);
    if (k->layout->pair_rows) {
        emit_plane_pair_load(k, var, sfx);
        return;
    }
    input_address_of(k, addr, sizeof addr, sfx, "at_");
    strbuf_line(sb, "%s = src[%s];", var, addr);
    strbuf_line(sb, "%s = cx(%s.x, h_ ? -%s.y : %s.y);", var, var, var, var);
}

/* A three-step convolution's column step (fft_plan_layout.conv_cols):
 * g_, the convolution's element that element e_ of transform b<sfx> is. */
void kernel_conv_element(const kernel_ctx *k, char *buf, size_t size, const char *e, const char *sfx)
{
    size_t cols = k->layout->conv_cols;
    snprintf(buf, size, "%s * %zuu + b%s %% %zuu", e, cols, sfx, cols);
}

static void emit_conv_element(kernel_ctx *k, const char *sfx)
{
    char g[160];
    kernel_conv_element(k, g, sizeof g, "e_", sfx);
    strbuf_line(k->sb, "const %s g_ = %s;", k->idx, g);
}

void kernel_conv_row(const kernel_ctx *k, char *buf, size_t size, const char *sfx)
{
    const fft_plan_layout *L = k->layout;
    if (L->conv_rows_outer) /* the outermost batch level */
        snprintf(buf, size, "(uint)(b%s / %zuu)", sfx, L->batch / L->conv_rows);
    else
        snprintf(buf, size, "(uint)(b%s %% %zuu)", sfx, L->conv_rows);
}

static unsigned log2_of(size_t pow2)
{
    unsigned shift = 0;
    while (((size_t)1 << shift) < pow2)
        shift++;
    return shift;
}

/* var times a three-step convolution's column twiddle w_M^(e_ (b<sfx> %
 * B)) (FFT_CONV_TW_COLUMN_STORES, step A), or its conjugate (COLUMN_LOADS,
 * step C), as the product of two table entries (fft_sqrt_split(M));
 * backward kernels take the other. */
static void emit_conv_twiddle(kernel_ctx *k, const char *var, const char *sfx)
{
    const fft_plan_layout *L = k->layout;
    size_t m = fft_conv_length(L->n, L->conv_cols, 0), base = fft_sqrt_split(m);
    int conj = k->forward == (k->pass->conv_twiddle == FFT_CONV_TW_COLUMN_LOADS);
    strbuf_line(k->sb, "{");
    k->sb->indent++;
    strbuf_line(k->sb, "const uint t_ = (uint)e_ * (uint)(b%s %% %zuu);", sfx, L->conv_cols);
    strbuf_line(k->sb, "%s = %s(%s, cmul(tw[%zuu + (t_ & %zuu)], tw[%zuu + (t_ >> %u)]));", var,
                conj ? "cmul_conj" : "cmul", var, L->split_offset, base - 1, L->split_offset + base, log2_of(base));
    k->sb->indent--;
    strbuf_line(k->sb, "}");
}

/* The row step B's (FFT_CONV_TW_ROWS): var, element e of row k_a, times
 * w_M^(k_a e) (loads, conj 0) or its conjugate (stores, conj 1), forward;
 * backward kernels take the other.  The row is the filter's (b<sfx> % A,
 * or the outermost batch level); the product of two entries of the row's
 * tables (fft_plan_layout.conv_rows). */
static void emit_row_twiddle(kernel_ctx *k, const char *var, const char *sfx, const char *e, int conj)
{
    const fft_plan_layout *L = k->layout;
    size_t a = L->conv_rows, s = fft_sqrt_split(L->n), h = (L->n + s - 1) / s;
    unsigned shift = log2_of(s);
    char row[64];
    kernel_conv_row(k, row, sizeof row, sfx);
    strbuf_line(k->sb, "{");
    k->sb->indent++;
    strbuf_line(k->sb, "const uint ka_ = %s;", row);
    strbuf_line(k->sb, "const uint eb_ = (uint)(%s);", e);
    strbuf_line(k->sb, "%s = %s(%s, cmul(tw[%zuu + ka_ * %zuu + (eb_ & %zuu)], tw[%zuu + ka_ * %zuu + (eb_ >> %u)]));", var,
                conj == k->forward ? "cmul_conj" : "cmul", var, L->split_offset, s, s - 1, L->split_offset + a * s, h,
                shift);
    k->sb->indent--;
    strbuf_line(k->sb, "}");
}

/* A Rader column step (fft_plan_layout.conv_cols, rader) loads and stores
 * the transform's own elements, not its column's: the view of the pass
 * whose column level (the innermost batch level) adds nothing and whose
 * element stride is that level's distance.  Sets k->pass to *view and
 * returns the pass to restore. */
static const fft_pass *transform_view(kernel_ctx *k, fft_pass *view)
{
    const fft_pass *ps = k->pass;
    *view = *ps;
    view->in_stride = ps->in_levels.count_levels > 1 ? ps->in_levels.dist[0] : ps->in_dist;
    view->out_stride = ps->out_levels.count_levels > 1 ? ps->out_levels.dist[0] : ps->out_dist;
    view->in_levels.dist[0] = view->out_levels.dist[0] = 0;
    if (ps->in_levels.count_levels <= 1)
        view->in_dist = 0;
    if (ps->out_levels.count_levels <= 1)
        view->out_dist = 0;
    k->pass = view;
    return ps;
}

/* (kernel_group.h) */
void kernel_transform_input_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    fft_pass view;
    const fft_pass *ps = transform_view(k, &view);
    input_address_of(k, buf, size, sfx, elem);
    k->pass = ps;
}

/* Rader's step A, the work-item of convolution element g_ = 0: x[0] to
 * the stage array after the transform's M values (element A of column
 * 0), for step B (conv_rows.c, rader_rows_tables). */
static void emit_rader_x0_copy(kernel_ctx *k, const char *sfx, size_t len)
{
    strbuf *sb = k->sb;
    fft_pass view;
    char addr[512], at[32];
    strbuf_line(sb, "if (g_ == 0u) {");
    sb->indent++;
    strbuf_line(sb, "cplx x0_;");
    const fft_pass *ps = transform_view(k, &view);
    kernel_emit_element_load(k, "x0_", sfx, "0u", len);
    k->pass = ps;
    kernel_emit_input_conj(k, "x0_");
    snprintf(at, sizeof at, "%zuu", k->layout->n);
    kernel_output_address_of(k, addr, sizeof addr, sfx, at);
    strbuf_line(sb, "dst[%s] = x0_;", addr);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* var *= a split length's twiddle w_N^(element * (b mod split_n1))
 * (fft_plan_layout.split_n1, split_twiddle): on the second step's loads,
 * or on a first step's stores.  The product is below N (element below the
 * step's length, b mod split_n1 below split_n1), so it fits a uint. */
static void emit_split_twiddle(kernel_ctx *k, const char *var, const char *sfx, const char *element)
{
    char at_tw[160], t[256];
    const char *mul;
    const fft_plan_layout *L = k->layout;
    snprintf(at_tw, sizeof at_tw, "(uint)%s * (uint)(b%s %% %zu) %% %zuu", element, sfx, L->split_n1,
             fft_split_length(L->split_n1, L->n, L->chirp_n));
    kernel_table_operand(k, t, sizeof t, k->layout->split_offset, at_tw, 0, &mul);
    strbuf_line(k->sb, "%s = %s(%s, %s);", var, mul, var, t);
}

/* (kernel_parts.h) Rader's index tables hold powers of one root, so
 * element e + d's index is e's times a constant: one table read per
 * butterfly instead of one per value.  H200, GB/s, two runs each against
 * 2027979 (bench/results/h200-2026-12-02-rader, call259): C2C 1.023 on the
 * geometric mean of 35 rows (fp32 97 1863 -> 1913, 1153 +7.5%, 521 +4.4%,
 * fp64 257 +7.4%, 641 +5.2%; 127 -2.4%, 103 -1.7%, 193 -1.4%), R2C and C2R
 * 1.012 over 18 (fp64 R2C 97 +3.8%; C2R 37 -0.8%).  call258's ablation
 * with no index read at all gained 1.059 over 9 of those rows. */
int kernel_rader_indices(const kernel_ctx *k)
{
    const fft_plan_layout *L = k->layout;
    return L->rader && L->rader_root && !L->conv_cols && L->chirp_n < 65536;
}

/* h^d mod p for Rader's tables: h = g^-1 (g^(p-2)) for the load table, g
 * for the store table (lib/rader.c, FFT_TABLE_RADER_IN and _OUT). */
static unsigned long rader_power(const fft_plan_layout *L, int store, unsigned long d)
{
    unsigned long long p = L->chirp_n, e = d % (p - 1);
    return (unsigned long)fft_pow_mod(L->rader_root, store ? e : (p - 2) * e, p);
}

/* (kernel_parts.h) */
void kernel_emit_rader_base(kernel_ctx *k, const char *name, const char *sfx, const char *x, int store)
{
    char elem[160];
    if (store)
        output_element(k, elem, sizeof elem, sfx, x);
    else
        kernel_input_element(k, elem, sizeof elem, sfx, x);
    strbuf_line(k->sb, "const uint %s = (uint)tw[%zuu + %s].x;", name,
                store ? k->pass->store_table_offset : k->pass->load_table_offset, elem);
}

/* `const uint <name> = ` Rader's index of the current element e_: h^d
 * times the butterfly's table entry (kernel_ctx.rader_base), or e_'s own
 * entry at offset. */
static void emit_rader_index(kernel_ctx *k, const char *name, int store, size_t offset, const char *e)
{
    if (!k->rader_base) {
        strbuf_line(k->sb, "const uint %s = (uint)tw[%zuu + %s].x;", name, offset, e);
        return;
    }
    unsigned long c = rader_power(k->layout, store, k->rader_step);
    if (c == 1)
        strbuf_line(k->sb, "const uint %s = %s;", name, k->rader_base);
    else
        strbuf_line(k->sb, "const uint %s = (%s * %luu) %% %zuu;", name, k->rader_base, c, k->layout->chirp_n);
}

/* The first pass of a Bluestein step (fft_pass.load_count, load_table):
 * elements from load_count on are zeros, not loaded; a Hermitian load
 * mirrors about load_count; loaded values times the table.  A Rader step
 * loads element q from the element its table names (all n of them), a
 * Hermitian load mirroring about the prime length. */
static void emit_counted_load(kernel_ctx *k, const char *decl, const char *var, const char *sfx, const char *x)
{
    strbuf *sb = k->sb;
    const fft_pass *ps = k->pass;
    int rader = k->layout->rader && ps->load_table; /* (not Rader's step C) */
    size_t n = ps->load_count ? ps->load_count : fft_conv_length(k->layout->n, k->layout->conv_cols, 0);
    size_t len = rader ? k->layout->chirp_n : n; /* the Hermitian load's length */
    const char *at = rader ? "j_" : "e_", *g = k->layout->conv_cols ? "g_" : "e_";
    /* a three-step convolution's step C loads every element (its twiddles only) */
    int counted = !k->layout->conv_cols || ps->load_count || ps->load_table;
    char elem[96];
    kernel_input_element(k, elem, sizeof elem, sfx, x);
    strbuf_line(sb, "%s%s = cx(0, 0);", decl, var);
    strbuf_line(sb, "{");
    sb->indent++;
    strbuf_line(sb, "const %s e_ = %s;", k->idx, elem);
    if (k->layout->conv_cols && counted)
        emit_conv_element(k, sfx);
    if (counted)
        strbuf_line(sb, "if (%s < %zuu) {", g, n);
    else
        strbuf_line(sb, "{");
    sb->indent++;
    if (rader)
        emit_rader_index(k, "j_", 0, ps->load_table_offset, g);
    if (ps->stage_in) {
        strbuf_line(sb, "%s = rbuf[(uint)(b%s - first) * %zuu + j_];", var, sfx, len);
    } else if (rader && k->layout->conv_cols) {
        fft_pass view;
        const fft_pass *own = transform_view(k, &view);
        kernel_emit_element_load(k, var, sfx, at, len);
        k->pass = own;
        emit_rader_x0_copy(k, sfx, len);
    } else {
        kernel_emit_element_load(k, var, sfx, at, len);
    }
    kernel_emit_input_conj(k, var);
    if (ps->load_table && !rader) {
        char t[160];
        const char *mul;
        kernel_table_operand(k, t, sizeof t, ps->load_table_offset, g, 0, &mul);
        strbuf_line(sb, "%s = %s(%s, %s);", var, mul, var, t);
        kernel_emit_alias_element_keep(k, var, sfx);
    }
    if (ps->conv_twiddle == FFT_CONV_TW_COLUMN_LOADS)
        emit_conv_twiddle(k, var, sfx);
    if (k->layout->split_n1 && k->layout->split_twiddle == FFT_SPLIT_TW_LOADS)
        emit_split_twiddle(k, var, sfx, at);
    sb->indent--;
    strbuf_line(sb, "}");
    sb->indent--;
    strbuf_line(sb, "}");
}

/* var (declared by decl) = the load of element x of butterfly (b, i), whose
 * index in the transform `load` finds as `name` (emit_load_block). */
static void emit_scoped_load(kernel_ctx *k, const char *decl, const char *var, const char *sfx, const char *x,
                             const char *name, element_loader load)
{
    char elem[96];
    if (*decl)
        strbuf_line(k->sb, "%s%s;", decl, var);
    kernel_input_element(k, elem, sizeof elem, sfx, x);
    emit_load_block(k, var, sfx, name, elem, load);
}

/* Rows finishing a split column axis (fft_plan_layout.row_split): var =
 * sum over m < R of w_N^(m r) times element x of row m of transform
 * b<sfx>'s block, r its own row k + j N/R. */
static void emit_row_split_load(kernel_ctx *k, const char *decl, const char *var, const char *sfx, const char *x)
{
    strbuf *sb = k->sb;
    const fft_plan_layout *L = k->layout;
    size_t rs = L->row_split, n = L->row_split_n, nc = n / rs;
    char addr[512], msfx[40], t[160];
    const char *mul;
    if (*decl)
        strbuf_line(sb, "%s%s;", decl, var);
    strbuf_line(sb, "{");
    sb->indent++;
    strbuf_line(sb, "const uint j_ = (uint)(b%s %% %zuu);", sfx, rs);
    strbuf_line(sb, "const uint r_ = (uint)(b%s / %zuu %% %zuu) + %zuu * j_;", sfx, rs, nc, nc);
    for (size_t m = 0; m < rs; m++) {
        snprintf(msfx, sizeof msfx, "%sr%zu", sfx, m);
        strbuf_line(sb, "const %s b%s = b%s - j_ + %zuu;", k->idx, msfx, sfx, m);
        kernel_input_address(k, addr, sizeof addr, msfx, x);
        if (m == 0) {
            strbuf_line(sb, "%s = src[%s];", var, addr);
            continue;
        }
        char at[64];
        snprintf(at, sizeof at, "(%zuu * r_ %% %zuu)", m, n);
        kernel_table_operand(k, t, sizeof t, L->row_split_offset, at, 0, &mul);
        strbuf_line(sb, "%s = cadd(%s, %s(src[%s], %s));", var, var, mul, addr, t);
    }
    sb->indent--;
    strbuf_line(sb, "}");
}

void kernel_emit_load(kernel_ctx *k, const char *decl, const char *var, const char *sfx, const char *x)
{
    strbuf *sb = k->sb;
    char addr[512], elem[96];
    if (k->layout->row_split && k->pass->load_kind == FFT_LOAD_COMPLEX) {
        emit_row_split_load(k, decl, var, sfx, x);
        kernel_emit_input_conj(k, var);
        return;
    }
    if (k->pass->load_count || k->pass->load_table || k->pass->conv_twiddle == FFT_CONV_TW_COLUMN_LOADS) {
        emit_counted_load(k, decl, var, sfx, x);
        return;
    }
    switch (k->pass->load_kind) {
    case FFT_LOAD_COMPLEX:
        kernel_input_address(k, addr, sizeof addr, sfx, x);
        strbuf_line(sb, "%s%s = src[%s];", decl, var, addr);
        if (k->layout->split_n1 && k->layout->split_twiddle == FFT_SPLIT_TW_LOADS) {
            /* a split's column step, rows first: loaded element i of
             * column k2 times w_N^(i k2) (axis_step.c: one pass) */
            kernel_input_element(k, elem, sizeof elem, sfx, x);
            emit_split_twiddle(k, var, sfx, elem);
        }
        if (k->pass->conv_twiddle == FFT_CONV_TW_ROWS) {
            kernel_input_element(k, elem, sizeof elem, sfx, x);
            emit_row_twiddle(k, var, sfx, elem, 0);
        }
        break;
    case FFT_LOAD_REAL:
        if (k->layout->pair_rows) { /* x + iy: rows 2b and 2b + 1 */
            if (*decl)
                strbuf_line(sb, "%s%s;", decl, var);
            kernel_input_element(k, elem, sizeof elem, sfx, x);
            kernel_emit_element_load(k, var, sfx, elem, k->layout->n);
            break;
        }
        kernel_input_address(k, addr, sizeof addr, sfx, x);
        strbuf_line(sb, "%s%s = cx(((__global const real *)src)[%s], 0);", decl, var, addr);
        break;
    case FFT_LOAD_REAL_PAIRS: {
        char at[2][512];
        kernel_pair_addresses(k, 1, sfx, x, at);
        strbuf_line(sb, "%s%s = cx(((__global const real *)src)[%s], ((__global const real *)src)[%s]);", decl, var,
                    at[0], at[1]);
        break;
    }
    case FFT_LOAD_HERMITIAN_TWIST:
        emit_scoped_load(k, decl, var, sfx, x, "e_", emit_hermitian_twist_load);
        break;
    case FFT_LOAD_ROW_PAIRS:
        emit_scoped_load(k, decl, var, sfx, x, "c_", emit_row_pair_load);
        break;
    case FFT_LOAD_HERMITIAN: {
        if (*decl)
            strbuf_line(sb, "%s%s;", decl, var);
        /* values above n/2 are the conjugates of those below */
        size_t n = k->layout->n;
        kernel_input_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s e_ = %s;", k->idx, elem);
        if (k->layout->plane_n1) {
            emit_plane_hermitian_load(k, var, sfx);
            sb->indent--;
            strbuf_line(sb, "}");
            break;
        }
        kernel_emit_element_load(k, var, sfx, "e_", n);
        sb->indent--;
        strbuf_line(sb, "}");
        break;
    }
    }
    kernel_emit_input_conj(k, var);
}

/* Stores var as element `at` (a C expression) of the transform b<sfx>
 * writes, of the last pass's store kind; a half spectrum keeps the
 * elements up to chirp_n / 2 (a Rader step's prime length). */
void kernel_emit_element_store(kernel_ctx *k, const char *var, const char *sfx, const char *at)
{
    strbuf *sb = k->sb;
    char addr[512];
    kernel_output_address_of(k, addr, sizeof addr, sfx, at);
    switch (k->pass->store_kind) {
    case FFT_STORE_REAL:
        if (k->layout->pair_rows) { /* x + iy: x to row 2b, y to row 2b + 1 */
            char v[2][64];
            snprintf(v[0], sizeof v[0], "%s.x", var);
            snprintf(v[1], sizeof v[1], "%s.y", var);
            kernel_emit_pair_store(k, sfx, at, "((__global real *)dst)", v);
            break;
        }
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.x;", addr, var);
        break;
    case FFT_STORE_HALF:
        if (k->layout->pair_rows) {
            /* R2C rows in pairs store here only X[0] + i Y[0] (Rader's DC,
             * emit_rader_dc), whose real and imaginary parts are the rows' */
            char v[2][64];
            snprintf(v[0], sizeof v[0], "cx(%s.x, 0)", var);
            snprintf(v[1], sizeof v[1], "cx(%s.y, 0)", var);
            kernel_emit_pair_store(k, sfx, at, "dst", v);
            break;
        }
        strbuf_line(sb, "if (%s <= %zuu)", at, k->layout->chirp_n / 2);
        strbuf_line(sb, "    dst[%s] = %s;", addr, var);
        break;
    case FFT_STORE_REAL_PAIRS: { /* a one-kernel Bluestein's C2R twist: element at as reals 2 at, 2 at + 1 */
        char pair[2][PAIR_LEN], ra[2][512];
        real_pair(at, pair);
        for (int h = 0; h < 2; h++)
            kernel_output_address_of(k, ra[h], sizeof ra[h], sfx, pair[h]);
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.x;", ra[0], var);
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.y;", ra[1], var);
        break;
    }
    default: /* the solvers give Rader steps complex, real or half stores */
        strbuf_line(sb, "dst[%s] = %s;", addr, var);
        break;
    }
}

/* Rader's step C: var to element k_ of the transform; the work-item of
 * convolution element g_ = 0 also stores X[0], which step B left after
 * the transform's M values in the stage array (element A of column 0,
 * plus one). */
static void emit_rader_column_store(kernel_ctx *k, const char *var, const char *sfx)
{
    strbuf *sb = k->sb;
    fft_pass view;
    char addr[512], at[32];
    snprintf(at, sizeof at, "%zuu", k->layout->n);
    input_address_of(k, addr, sizeof addr, sfx, at);
    const fft_pass *ps = transform_view(k, &view);
    kernel_emit_element_store(k, var, sfx, "k_");
    strbuf_line(sb, "if (g_ == 0u) {");
    sb->indent++;
    strbuf_line(sb, "cplx y0_ = src[%s + 1];", addr);
    k->pass = ps;
    kernel_emit_output_adjust(k, "y0_");
    k->pass = &view;
    kernel_emit_element_store(k, "y0_", sfx, "0u");
    k->pass = ps;
    sb->indent--;
    strbuf_line(sb, "}");
}

void kernel_emit_store(kernel_ctx *k, const char *var, const char *sfx, const char *x)
{
    strbuf *sb = k->sb;
    char addr[512], elem[160];
    kernel_output_address(k, addr, sizeof addr, sfx, x);
    const fft_pass *ps = k->pass;
    if (ps->store_table && k->layout->rader) {
        /* the last pass of a Rader step: element m to the element its
         * table names */
        output_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s e_ = %s;", k->idx, elem);
        if (k->layout->conv_cols)
            emit_conv_element(k, sfx);
        emit_rader_index(k, "k_", 1, ps->store_table_offset, k->layout->conv_cols ? "g_" : "e_");
        if (ps->stage_out)
            strbuf_line(sb, "rbuf[(uint)(b%s - first) * %zuu + k_] = %s;", sfx, k->layout->chirp_n, var);
        else if (k->layout->conv_cols)
            emit_rader_column_store(k, var, sfx);
        else
            kernel_emit_element_store(k, var, sfx, "k_");
        sb->indent--;
        strbuf_line(sb, "}");
        return;
    }
    int store_twiddle = ps->conv_twiddle == FFT_CONV_TW_COLUMN_STORES || ps->conv_twiddle == FFT_CONV_TW_ROWS;
    int split_store = k->layout->split_n1 && k->layout->split_twiddle == FFT_SPLIT_TW_STORES;
    if (ps->store_count || ps->store_table || store_twiddle || split_store) {
        /* the last pass of a Bluestein step: elements below store_count,
         * times the table (a three-step convolution's columns: their
         * convolution elements g_), a three-step convolution's twiddles;
         * a split's twiddles (its convolutions' or its column step's one
         * pass: axis_step.c) */
        const char *g = k->layout->conv_cols ? "g_" : "e_";
        output_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s e_ = %s;", k->idx, elem);
        if (k->layout->conv_cols && (ps->store_count || ps->store_table))
            emit_conv_element(k, sfx);
        if (ps->store_count)
            strbuf_line(sb, "if (%s < %zuu) {", g, ps->store_count);
        else
            strbuf_line(sb, "{");
        sb->indent++;
        char value[256];
        if (kernel_alias_fixes_elements(k)) {
            strbuf_line(sb, "cplx v_ = %s;", var);
            kernel_emit_alias_element_fix(k, "v_", sfx);
            var = "v_";
        }
        if (ps->store_table) {
            char t[160];
            const char *mul;
            kernel_table_operand(k, t, sizeof t, ps->store_table_offset, g, 1, &mul);
            snprintf(value, sizeof value, "%s(%s, %s)", mul, var, t);
        } else {
            snprintf(value, sizeof value, "%s", var);
        }
        strbuf_line(sb, "%scplx y_ = %s;", store_twiddle || split_store ? "" : "const ", value);
        if (split_store)
            emit_split_twiddle(k, "y_", sfx, "e_");
        if (ps->conv_twiddle == FFT_CONV_TW_COLUMN_STORES)
            emit_conv_twiddle(k, "y_", sfx);
        else if (ps->conv_twiddle == FFT_CONV_TW_ROWS)
            emit_row_twiddle(k, "y_", sfx, "e_", 1);
        kernel_emit_element_store(k, "y_", sfx, "e_");
        sb->indent--;
        strbuf_line(sb, "}");
        sb->indent--;
        strbuf_line(sb, "}");
        return;
    }
    switch (k->pass->store_kind) {
    case FFT_STORE_COMPLEX:
    case FFT_STORE_TWIST:
        if (k->layout->mirror.n1) /* a C2R row that is its own mirror is computed twice, stored once */
            strbuf_line(sb, "if (!dup%s)", sfx);
        strbuf_line(sb, "%sdst[%s] = %s;", k->layout->mirror.n1 ? "    " : "", addr, var);
        break;
    case FFT_STORE_ROW_PAIRS: { /* Y[k] to row A (k <= n/2), conj Y[k] to element n-k of row B */
        size_t n = k->layout->n;
        char b[512];
        output_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s k_ = %s;", k->idx, elem);
        strbuf_line(sb, "if (k_ <= %zuu)", n / 2);
        strbuf_line(sb, "    dst[%s] = %s;", addr, var);
        char at[64];
        snprintf(at, sizeof at, "(k_ == 0 ? 0 : %zuu - k_)", n);
        mirror_address_of(b, sizeof b, "wb", sfx, at, ps->out_offset, ps->out_stride);
        strbuf_line(sb, "if (!self%s && (k_ == 0 || k_ >= %zuu))", sfx, n / 2);
        strbuf_line(sb, "    dst[%s] = cx(%s.x, -%s.y);", b, var, var);
        sb->indent--;
        strbuf_line(sb, "}");
        break;
    }
    case FFT_STORE_REAL:
        if (k->layout->pair_rows) {
            output_element(k, elem, sizeof elem, sfx, x);
            kernel_emit_element_store(k, var, sfx, elem);
            break;
        }
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.x;", addr, var);
        break;
    case FFT_STORE_REAL_PAIRS: {
        char at[2][512];
        kernel_pair_addresses(k, 0, sfx, x, at);
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.x;", at[0], var);
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.y;", at[1], var);
        break;
    }
    case FFT_STORE_HALF:
        if (k->layout->plane_n1) {
            /* an R2C plane: element c*n2 + d stored at c*(n2/2+1) + d, d <= n2/2 */
            size_t n2 = k->layout->n / k->layout->plane_n1;
            char q[160], at2[400];
            output_element(k, q, sizeof q, sfx, x);
            snprintf(at2, sizeof at2, "(%s / %zuu * %zuu + %s %% %zuu)", q, n2, n2 / 2 + 1, q, n2);
            kernel_output_address_of(k, addr, sizeof addr, sfx, at2);
            strbuf_line(sb, "if (%s %% %zuu <= %zuu)", q, n2, n2 / 2);
            strbuf_line(sb, "    dst[%s] = %s;", addr, var);
            break;
        }
        output_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "if (%s <= %zuu)", elem, k->layout->n / 2);
        strbuf_line(sb, "    dst[%s] = %s;", addr, var);
        break;
    }
}
