/* One element in global memory, for the work-group kernels (kernel.c) and
 * the work-item loop kernels (loop_kernel.c): the loads and stores of every
 * load and store kind, with a Bluestein or Rader step's counts, tables and
 * twiddles, at the addresses kernel_address.c forms. */
#include <stdio.h>

#include "butterfly.h"
#include "kernel_group.h"
#include "strbuf.h"
#include "unit_root.h"

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
    kernel_mirror_address_of(a, sizeof a, "ra", sfx, "(c_ >> 1)", ps->in_offset, ps->in_stride);
    kernel_mirror_address_of(b, sizeof b, "rb", sfx, "(c_ >> 1)", ps->in_offset, ps->in_stride);
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    strbuf_line(sb, "%s pa_ = src[%s], pb_ = src[%s];", k->layout->row_split ? "cplx" : "const cplx", a, b);
    for (size_t m = 1; m < k->layout->row_split; m++) {
        char row[32];
        static const char *const h[2] = {"a", "b"};
        for (int s = 0; s < 2; s++) {
            snprintf(row, sizeof row, "r%s%s_%zu", h[s], sfx, m);
            kernel_mirror_address_of(a, sizeof a, row, "", "(c_ >> 1)", ps->in_offset, ps->in_stride);
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
    strbuf_line(k->sb, "const uint i_ = (uint)(b%s %% %zuu);", sfx, kernel_column_element_n1(L));
    strbuf_line(k->sb, "const uint eg_ = i_ + %zuu * (uint)(%s);", kernel_column_element_n1(L), at);
    kernel_input_address_of(k, base, sizeof base, sfx, "0");
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
    kernel_emit_pair_rows(k, sfx, psfx);
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
    if (kernel_column_element_n1(k->layout)) {
        const fft_plan_layout *L = k->layout;
        size_t n1 = kernel_column_element_n1(L);
        snprintf(g, sizeof g, "((uint)(b%s %% %zuu) + %zuu * (uint)(%s))", sfx, n1, n1, at);
        len = kernel_column_element_length(L);
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
    kernel_mirror_address_of(addr, sizeof addr, "rb", sfx, at, ps->in_offset, ps->in_stride);
    strbuf_line(sb, "cplx b_ = src[%s];", addr);
    strbuf_line(sb, "b_ = cx(b_.x, -b_.y);");
    strbuf_line(sb, "if (e_ == 0) {");
    sb->indent++;
    char lit[48];
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    snprintf(at, sizeof at, "%zuu", m);
    kernel_mirror_address_of(addr, sizeof addr, "ra", sfx, at, ps->in_offset, ps->in_stride);
    strbuf_line(sb, "const cplx an_ = src[%s];", addr);
    kernel_mirror_address_of(addr, sizeof addr, "rb", sfx, "0", ps->in_offset, ps->in_stride);
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
    kernel_input_address_of(k, addr, sizeof addr, sfx, "e_");
    strbuf_line(sb, "cplx a_ = src[%s];", addr);
    /* the element of the half length (a split's step: eg_, fft_twist_length) */
    const char *e = kernel_split_step(L) ? "eg_" : "e_";
    snprintf(mirror, sizeof mirror, "(%zu - e_)", m);
    if (kernel_split_step(L))
        snprintf(mirror, sizeof mirror, "%zuu - eg_", m);
    if (k->layout->mirror.n1) {
        emit_mirror_twist_pair(k, sfx, m);
    } else {
        if (kernel_split_step(L))
            emit_split_element(k, sfx, "e_", mirror, addr, sizeof addr);
        else
            kernel_input_address_of(k, addr, sizeof addr, sfx, mirror);
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
        kernel_input_address_of(k, addr, sizeof addr, sfx, at);
        strbuf_line(sb, "%s = src[%s];", var, addr);
        break;
    case FFT_LOAD_REAL:
        kernel_input_address_of(k, addr, sizeof addr, sfx, at);
        strbuf_line(sb, "%s = cx(((__global const real *)src)[%s], 0);", var, addr);
        break;
    case FFT_LOAD_HERMITIAN: {
        if (kernel_column_element_n1(k->layout)) {
            /* element eg_ of the split length (the convolution's N);
             * above the half, the conjugate of N - eg_, addressed from the
             * row's start */
            size_t n = kernel_column_element_length(k->layout);
            char mirrored[512], elem[32];
            kernel_input_address_of(k, addr, sizeof addr, sfx, at);
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
        kernel_input_address_of(k, addr, sizeof addr, sfx, mirrored);
        strbuf_line(sb, "%s = src[%s];", var, addr);
        strbuf_line(sb, "%s = cx(%s.x, h_ ? -%s.y : %s.y);", var, var, var, var);
        break;
    }
    case FFT_LOAD_REAL_PAIRS: { /* element at: reals 2 at and 2 at + 1 (a one-kernel Bluestein's R2C twist) */
        char pair[2][KERNEL_PAIR_LEN], ra[2][512];
        kernel_real_pair(at, pair);
        for (int h = 0; h < 2; h++)
            kernel_input_address_of(k, ra[h], sizeof ra[h], sfx, pair[h]);
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
    kernel_emit_pair_rows(k, sfx, psfx);
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
        kernel_input_address_of(k, addr, sizeof addr, psfx[r], "at_");
        strbuf_line(sb, "%s = src[%s];", v[r], addr);
        strbuf_line(sb, "if (edge_) {");
        sb->indent++;
        kernel_input_address_of(k, addr, sizeof addr, psfx[r], "mt_");
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
    kernel_input_address_of(k, addr, sizeof addr, sfx, "at_");
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
    kernel_input_address_of(k, buf, size, sfx, elem);
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
        kernel_output_element(k, elem, sizeof elem, sfx, x);
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
        char pair[2][KERNEL_PAIR_LEN], ra[2][512];
        kernel_real_pair(at, pair);
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
    kernel_input_address_of(k, addr, sizeof addr, sfx, at);
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
        kernel_output_element(k, elem, sizeof elem, sfx, x);
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
        kernel_output_element(k, elem, sizeof elem, sfx, x);
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
        kernel_output_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s k_ = %s;", k->idx, elem);
        strbuf_line(sb, "if (k_ <= %zuu)", n / 2);
        strbuf_line(sb, "    dst[%s] = %s;", addr, var);
        char at[64];
        snprintf(at, sizeof at, "(k_ == 0 ? 0 : %zuu - k_)", n);
        kernel_mirror_address_of(b, sizeof b, "wb", sfx, at, ps->out_offset, ps->out_stride);
        strbuf_line(sb, "if (!self%s && (k_ == 0 || k_ >= %zuu))", sfx, n / 2);
        strbuf_line(sb, "    dst[%s] = cx(%s.x, -%s.y);", b, var, var);
        sb->indent--;
        strbuf_line(sb, "}");
        break;
    }
    case FFT_STORE_REAL:
        if (k->layout->pair_rows) {
            kernel_output_element(k, elem, sizeof elem, sfx, x);
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
            kernel_output_element(k, q, sizeof q, sfx, x);
            snprintf(at2, sizeof at2, "(%s / %zuu * %zuu + %s %% %zuu)", q, n2, n2 / 2 + 1, q, n2);
            kernel_output_address_of(k, addr, sizeof addr, sfx, at2);
            strbuf_line(sb, "if (%s %% %zuu <= %zuu)", q, n2, n2 / 2);
            strbuf_line(sb, "    dst[%s] = %s;", addr, var);
            break;
        }
        kernel_output_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "if (%s <= %zuu)", elem, k->layout->n / 2);
        strbuf_line(sb, "    dst[%s] = %s;", addr, var);
        break;
    }
}
