/* Real transforms in the work-group kernels (kernel.c): the C2R twist of
 * the first inputs and the R2C twist of the last outputs (one work-item
 * per transform, several, or a column pair of a multi-pass plan), and two
 * real rows computed as one complex transform (fft_plan_layout.pair_rows). */
#include <stdio.h>

#include "butterfly.h"
#include "kernel_group.h"
#include "strbuf.h"

/* The C2R twist where one work-item holds its whole transform (the
 * group's half spectra copied into rbuf, fft_pass.stage_in = m + 1): Z[e]
 * and Z[m-e] from X[e] and X[m-e] in registers.  With E = X[e] + conj
 * X[m-e] and O = (X[e] - conj X[m-e]) u^e (u = w_2m^-1 or w_2m, u^m = -1),
 * Z[e] = E + iO and Z[m-e] = conj E + i conj O: one multiply per pair. */
void kernel_emit_one_item_twist_inputs(kernel_ctx *k)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t m = ps->radix, nb = m / ps->factors[0];
    strbuf_line(sb, "/* C2R, one work-item per transform: Z[e] and Z[%zu-e] from X[e] and X[%zu-e]. */", m, m);
    strbuf_line(sb, "if (active) {");
    sb->indent++;
    for (size_t e = 0; e <= m; e++)
        strbuf_line(sb, "const cplx x%zu = rbuf[mm * %zuu + %zuu];", e, ps->stage_in + ps->stage_pad, e);
    /* element e is register u0_<e mod nb>_<e / nb> (b0_c = c) */
    for (size_t e = 0; 2 * e <= m; e++) {
        size_t f = (m - e) % m;
        if (e == 0) { /* the DC and Nyquist values' imaginary parts are ignored */
            strbuf_line(sb, "u0_0_0 = cx(x0.x + x%zu.x, x0.x - x%zu.x);", m, m);
            continue;
        }
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const cplx ev_ = cx(x%zu.x + x%zu.x, x%zu.y - x%zu.y);", e, f, e, f);
        strbuf_line(sb, "cplx od_ = cx(x%zu.x - x%zu.x, x%zu.y + x%zu.y);", e, f, e, f);
        bf_emit_const_twiddle(&k->bf, "od_", "od_", (unsigned long)e, 2 * (unsigned long)m);
        strbuf_line(sb, "u0_%zu_%zu = cx(ev_.x - od_.y, ev_.y + od_.x);", e % nb, e / nb);
        if (f != e)
            strbuf_line(sb, "u0_%zu_%zu = cx(ev_.x + od_.y, od_.x - ev_.y);", f % nb, f / nb);
        sb->indent--;
        strbuf_line(sb, "}");
    }
    for (size_t e = 0; e < m; e++) {
        char var[48];
        snprintf(var, sizeof var, "u0_%zu_%zu", e % nb, e / nb);
        kernel_emit_input_conj(k, var);
    }
    sb->indent--;
    strbuf_line(sb, "}");
}

/* The R2C twist (FFT_STORE_TWIST): the half-length transform's results Z
 * go through local memory, and each work-item takes the pairs k, m-k for
 * k = t, t+T, ... <= m/2 (consecutive work-items, consecutive outputs):
 *   Xe = (Z[k] + conj Z[m-k]) / 2,  Xo = -i (Z[k] - conj Z[m-k]) / 2,
 *   X[k] = Xe + w^k Xo,  X[m-k] = conj(Xe - w^k Xo),  w = exp(-2 pi i / 2m). */
/* X[k] = xk<i> = E + w_{2m}^k O from za<i> = Z[k] and zb<i> = Z[m-k]
 * (also xe<i> = E and xo<i> = w^k O), the twiddle at tw[twist_offset + at]. */
/* The halves of a pair, from za<i> = Z[k] and zb<i> = Z[m-k]: xe<i> = (Z[k]
 * + conj Z[m-k]) / 2 and xo<i> = -i (Z[k] - conj Z[m-k]) / 2 (the R2C
 * twist's E and O before w^k; two real rows' X[k] and Y[k]); xe<i> const
 * unless the caller changes it. */
static void emit_pair_halves(kernel_ctx *k, unsigned i, int xe_const)
{
    strbuf *sb = k->sb;
    char lit[48];
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    strbuf_line(sb, "const cplx zc%u = cx(zb%u.x, -zb%u.y);", i, i, i);
    strbuf_line(sb, "%scplx xe%u = cscale(%s, cadd(za%u, zc%u));", xe_const ? "const " : "", i, lit, i, i);
    strbuf_line(sb, "const cplx d%u = csub(za%u, zc%u);", i, i, i);
    strbuf_line(sb, "cplx xo%u = cx(%s * d%u.y, -%s * d%u.x);", i, lit, i, lit, i);
}

static void emit_twist_value(kernel_ctx *k, unsigned i, const char *at)
{
    strbuf *sb = k->sb;
    char v[16], tw[96];
    emit_pair_halves(k, i, 1);
    snprintf(v, sizeof v, "xo%u", i);
    if (k->twist_base) { /* w^(t + iT) = w^t w^(iT), w = w_2m (m: the half length) */
        bf_emit_table_twiddle(&k->bf, v, k->twist_base);
        bf_emit_const_twiddle(&k->bf, v, v, (unsigned long)i * k->twist_step, 2 * (unsigned long)k->layout->n);
    } else {
        snprintf(tw, sizeof tw, "tw[%zuu + %s]", k->layout->twist_offset, at);
        bf_emit_table_twiddle(&k->bf, v, tw);
    }
    strbuf_line(sb, "cplx xk%u = cadd(xe%u, xo%u);", i, i, i);
}

/* The twist's two reads from local memory: za<i> = element ka<i> of
 * column mm<ln>, zb<i> = element `partner` of column <pcol><ln>. */
static void twist_readers(xfer *rd, unsigned i, const char *ln, const char *pcol, const char *ka, const char *partner,
                          const char *guard)
{
    snprintf(rd[0].var, sizeof rd[0].var, "za%u", i);
    snprintf(rd[0].col, sizeof rd[0].col, "mm%s", ln);
    snprintf(rd[0].x, sizeof rd[0].x, "%s%u", ka, i);
    snprintf(rd[0].guard, sizeof rd[0].guard, "%s", guard);
    snprintf(rd[1].var, sizeof rd[1].var, "zb%u", i);
    snprintf(rd[1].col, sizeof rd[1].col, "%s%s", pcol, ln);
    snprintf(rd[1].x, sizeof rd[1].x, "%s", partner);
    snprintf(rd[1].guard, sizeof rd[1].guard, "%s", guard);
}

/* Pair i of a work-item: ka<i> = t + i T, its partner kb<i> = `kb` (a C
 * expression), and the reads za<i>, zb<i> (column mm / <pcol>) of the
 * exchange that follows, under `guard`. */
static void pair_reads(kernel_ctx *k, xfer *rd, unsigned i, const char *ln, const char *pcol, const char *kb,
                       const char *guard)
{
    strbuf *sb = k->sb;
    char partner[16];
    strbuf_line(sb, "const uint ka%u = t%s + %uu;", i, ln, i * k->pass->threads_per_transform);
    strbuf_line(sb, "const uint kb%u = %s;", i, kb);
    strbuf_line(sb, "cplx za%u = cx(0, 0), zb%u = cx(0, 0);", i, i);
    snprintf(partner, sizeof partner, "kb%u", i);
    twist_readers(rd, i, ln, pcol, "ka", partner, guard);
}

/* The R2C twist where one work-item holds its whole transform (staged
 * stores): Z[k] and Z[m-k] are its own registers; X[0..m-1] leave through
 * the staged tile, X[m] (one value per transform) straight to memory. */
void kernel_emit_one_item_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    size_t m = ps->radix;
    const char *ln = lane(k, s);
    char za[48], zb[48], at[24], addr[512];
    strbuf_line(sb, "/* R2C, one work-item per transform: X[k] and X[%zu-k] from its own Z[k] and Z[%zu-k]. */", m,
                m);
    for (unsigned i = 0; i <= m / 2; i++) {
        kernel_result_register(za, sizeof za, s, r, ps_prod, i);
        kernel_result_register(zb, sizeof zb, s, r, ps_prod, (m - i) % m);
        strbuf_line(sb, "const cplx za%u = %s, zb%u = %s;", i, za, i, zb);
        snprintf(at, sizeof at, "%uu", i);
        emit_twist_value(k, i, at);
        strbuf_line(sb, "cplx xm%u = cx(xe%u.x - xo%u.x, xo%u.y - xe%u.y);", i, i, i, i, i);
    }
    if (ps->stage_out) {
        /* every value into the work-item's row of ex, copied out whole at
         * the end (emit_stage_copy) */
        size_t row = ps->stage_out + ps->stage_pad;
        strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
        for (size_t e = 0; e <= m; e++) {
            char v[16];
            snprintf(v, sizeof v, "%s%zu", 2 * e <= m ? "xk" : "xm", 2 * e <= m ? e : m - e);
            if (e == m)
                snprintf(v, sizeof v, "xm0");
            kernel_emit_output_adjust(k, v);
            strbuf_line(sb, "ex[mm%s * %zuu + %zuu] = %s;", ln, row, e, v);
        }
        return;
    }
    strbuf_line(sb, "if (active%s) {", ln);
    sb->indent++;
    char q[24];
    snprintf(q, sizeof q, "q%s", ln);
    kernel_emit_batch_split(k, "_n", q);
    kernel_emit_output_adjust(k, "xm0");
    snprintf(at, sizeof at, "%zuu", m);
    kernel_output_address_of(k, addr, sizeof addr, "_n", at);
    strbuf_line(sb, "dst[%s] = xm0;", addr);
    sb->indent--;
    strbuf_line(sb, "}");
    xfer *w = k->writers;
    for (size_t e = 0; e < m; e++) {
        size_t i = 2 * e <= m ? e : m - e;
        snprintf(w[e].var, sizeof w[e].var, "%s%zu", 2 * e <= m ? "xk" : "xm", i);
        snprintf(w[e].col, sizeof w[e].col, "mm%s", ln);
        snprintf(w[e].x, sizeof w[e].x, "%zuu", e);
        w[e].guard[0] = '\0';
    }
    kernel_emit_staged_store(k, w, (unsigned)m);
}

/* The readers of pair i, ka<i> and its partner `mirror` (a slot
 * expression), guarded where the last round of pairs passes m/2. */
static void twist_pair_readers(kernel_ctx *k, xfer *rd, unsigned i, unsigned per, const char *ln, const char *mirror)
{
    size_t half = k->pass->radix / 2;
    unsigned T = k->pass->threads_per_transform;
    char h[48];
    snprintf(h, sizeof h, (half + 1) % T == 0 || i + 1 < per ? "" : "ka%u <= %zuu", i, half);
    twist_readers(rd, i, ln, "mm", "ka", mirror, h);
}

/* The twist's exchange in two turns, where the pass's own exchanges take
 * turns (m/2 values of local memory a transform; planner.c
 * fft_twist_turns_fit): turn 0 moves Z[e] for e < m/4 and e >= 3m/4 (slots
 * e and e - m/2), turn 1 those between (slot e - m/4).  The last small
 * pass's radix r is a multiple of 4, so its result e = b + j m/r is in turn
 * 0 exactly when j < r/4 or j >= 3r/4; T divides m/4, so pair i (k = t +
 * iT <= m/2) is in turn 0 exactly when i < m/(4T).  The one pair whose
 * halves fall in different turns, (m/4, 3m/4), is work-item 0's own: the
 * results j = r/4 and 3r/4 of its butterfly 0. */
static void emit_twist_exchange_turns(kernel_ctx *k, unsigned s, size_t ps_prod, unsigned per, const char *ln)
{
    const fft_pass *ps = k->pass;
    size_t m = ps->radix, q = m / 4;
    unsigned r = ps->factors[s], T = ps->threads_per_transform, first1 = (unsigned)(q / T);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = kernel_pass_results(k, s, ps_prod, w), n0 = 0, nr = 0;
    /* turn 0's results first (w[n] is element o + j ps_prod, j = n mod r) */
    unsigned turn_of[XFER_CAPACITY];
    for (unsigned n = 0; n < nw; n++) {
        unsigned j = n % r, turn = j >= r / 4 && j < 3 * r / 4;
        size_t off = turn ? q : j < r / 4 ? 0 : 2 * q;
        snprintf(w[n].x, sizeof w[n].x, "o%u_%u + %zuu", s, n / r, j * ps_prod - off);
        turn_of[n] = turn;
    }
    for (unsigned n = 0; n < nw; n++)
        if (!turn_of[n]) {
            xfer t = w[n0];
            w[n0] = w[n];
            w[n] = t;
            turn_of[n] = turn_of[n0];
            turn_of[n0++] = 0;
        }
    for (unsigned turn = 0; turn < 2; turn++) {
        unsigned from = nr;
        for (unsigned i = turn ? first1 : 0; i < (turn ? per : first1); i++) {
            char mirror[96];
            if (!turn)
                snprintf(mirror, sizeof mirror, "(ka%u == 0u ? 0u : %zuu - ka%u)", i, 2 * q, i);
            else if (i == first1) /* (work-item 0's zb: its register, below) */
                snprintf(mirror, sizeof mirror, "(ka%u == %zuu ? 0u : %zuu - ka%u)", i, q, 3 * q, i);
            else
                snprintf(mirror, sizeof mirror, "(%zuu - ka%u)", 3 * q, i);
            twist_pair_readers(k, &rd[nr], i, per, ln, mirror);
            if (turn)
                snprintf(rd[nr].x, sizeof rd[nr].x, "(ka%u - %zuu)", i, q);
            nr += 2;
        }
        strbuf_line(k->sb, "/* the twist's exchange, turn %u of 2 */", turn);
        if (turn)
            kernel_emit_exchange(k, w + n0, nw - n0, rd + from, nr - from, 0);
        else
            kernel_emit_exchange(k, w, n0, rd, nr, 1);
    }
    strbuf_line(k->sb, "if (t%s == 0u) zb%u = w%u_0_%u;", ln, first1, s, 3 * r / 4);
}

void kernel_emit_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t m = ps->radix, half = m / 2;
    unsigned T = ps->threads_per_transform;
    unsigned per = (unsigned)((half + T) / T); /* ceil((half + 1) / T) */
    const char *ln = lane(k, s);
    strbuf_line(sb, "/* R2C: X[k] and X[%zu-k] from Z[k] and Z[%zu-k] (Z: the half-length transform). */", m, m);
    for (unsigned i = 0; i < per; i++) {
        strbuf_line(sb, "const uint ka%u = t%s + %uu;", i, ln, i * T);
        strbuf_line(sb, "cplx za%u = cx(0, 0), zb%u = cx(0, 0);", i, i);
    }
    if (ps->exchange_turns > 1) {
        emit_twist_exchange_turns(k, s, ps_prod, per, ln);
    } else {
        xfer *w = k->writers, *rd = k->readers;
        unsigned nw = kernel_pass_results(k, s, ps_prod, w), nr = 0;
        for (unsigned i = 0; i < per; i++) {
            char mirror[48];
            snprintf(mirror, sizeof mirror, "(ka%u == 0u ? 0u : %zuu - ka%u)", i, m, i);
            twist_pair_readers(k, &rd[nr], i, per, ln, mirror);
            nr += 2;
        }
        kernel_emit_exchange(k, w, nw, rd, nr, 0);
    }
    if (k->layout->twist_split) {
        strbuf_line(sb, "const cplx twb = tw[%zuu + t%s];", k->layout->twist_offset, ln);
        k->twist_base = "twb";
        k->twist_step = T;
    }
    for (unsigned i = 0; i < per; i++) {
        char guard[80], v[16], e[48], tw[64];
        snprintf(guard, sizeof guard, "active%s && ka%u <= %zuu", ln, i, half);
        open_guard(k, guard);
        snprintf(tw, sizeof tw, "ka%u", i);
        emit_twist_value(k, i, tw);
        strbuf_line(sb, "cplx xm%u = cx(xe%u.x - xo%u.x, xo%u.y - xe%u.y);", i, i, i, i, i);
        snprintf(v, sizeof v, "xk%u", i);
        kernel_emit_output_adjust(k, v);
        snprintf(e, sizeof e, "ka%u", i);
        kernel_emit_store(k, v, ln, e);
        strbuf_line(sb, "if (2u * ka%u != %zuu) {", i, m);
        sb->indent++;
        snprintf(v, sizeof v, "xm%u", i);
        kernel_emit_output_adjust(k, v);
        snprintf(e, sizeof e, "(%zuu - ka%u)", m, i);
        kernel_emit_store(k, v, ln, e);
        sb->indent--;
        strbuf_line(sb, "}");
        close_guard(k, guard);
    }
    k->twist_base = NULL;
}

/* Pair i of an R2C plane pair's outputs: ka<i> (element c*h + d of the
 * half plane), the slots sa<i> of Z[c][d] and kb<i> of Z[-c][-d], and the
 * reads za<i>, zb<i> (rd[0], rd[1]) under `guard`. */
static void emit_plane_pair_reads(kernel_ctx *k, xfer *rd, unsigned i, const char *ln, const char *guard)
{
    strbuf *sb = k->sb;
    size_t n1 = k->layout->plane_n1, n2 = k->layout->n / n1, h = n2 / 2 + 1;
    char partner[16];
    strbuf_line(sb, "const uint ka%u = t%s + %uu;", i, ln, i * k->pass->threads_per_transform);
    strbuf_line(sb, "const uint pc%u = ka%u / %zuu, pd%u = ka%u - pc%u * %zuu;", i, i, h, i, i, i, h);
    strbuf_line(sb, "const uint sa%u = pc%u * %zuu + pd%u;", i, i, n2, i);
    strbuf_line(sb, "const uint kb%u = (pc%u == 0u ? 0u : %zuu - pc%u) * %zuu + (pd%u == 0u ? 0u : %zuu - pd%u);", i, i,
                n1, i, n2, i, n2, i);
    strbuf_line(sb, "cplx za%u = cx(0, 0), zb%u = cx(0, 0);", i, i);
    snprintf(partner, sizeof partner, "kb%u", i);
    twist_readers(rd, i, ln, "mm", "sa", partner, guard);
}

/* X and Y of pair i from za<i>, zb<i>, stored as element <name><i> of
 * rows (or planes) 2b and 2b + 1. */
static void emit_pair_halves_store(kernel_ctx *k, unsigned i, const char *ln, const char *name)
{
    char at[16], v[2][64];
    emit_pair_halves(k, i, 0);
    snprintf(v[0], sizeof v[0], "xe%u", i);
    kernel_emit_output_adjust(k, v[0]);
    snprintf(v[1], sizeof v[1], "xo%u", i);
    kernel_emit_output_adjust(k, v[1]);
    snprintf(at, sizeof at, "%s%u", name, i);
    kernel_emit_pair_store(k, ln, at, "dst", v);
}

/* R2C planes two per transform (fft_plan_layout.pair_rows, plane_n1): the
 * results Z of x + iy go through local memory in the plane's order (c*n2 +
 * d), and each work-item takes the elements ka = t, t+T, ... of the half
 * plane (c = ka / h, d = ka mod h, h = n2/2 + 1) with the mirror (-c, -d):
 * X[c][d] = (Z[c][d] + conj Z[-c][-d]) / 2 to plane 2b, Y = -i (Z - conj
 * Z[-c][-d]) / 2 to plane 2b + 1, both at ka. */
static void emit_plane_pairs_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    size_t n2 = k->layout->n / k->layout->plane_n1, count = k->layout->plane_n1 * (n2 / 2 + 1);
    unsigned T = ps->threads_per_transform;
    unsigned per = (unsigned)((count + T - 1) / T);
    const char *ln = lane(k, s);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = kernel_pass_results(k, s, ps_prod, w);
    strbuf_line(k->sb, "/* Two real planes: X[c][d] and Y[c][d] from Z[c][d] and Z[-c][-d] (Z: the 2D DFT of x + iy). */");
    char within[48], guard[80];
    if (ps->split_exchange) {
        /* the real parts move first: every read before the combining */
        for (unsigned i = 0; i < per; i++) {
            snprintf(within, sizeof within, "t%s + %uu < %zuu", ln, i * T, count);
            emit_plane_pair_reads(k, &rd[2 * i], i, ln, within);
        }
        kernel_emit_exchange(k, w, nw, rd, 2 * per, 0);
    } else {
        /* each pair read, combined and stored in turn: the pairs' indices
         * and values all held across the exchange cost registers (a plane
         * has n1 (n2/2 + 1) of them) */
        kernel_emit_exchange(k, w, nw, rd, 0, 0);
    }
    for (unsigned i = 0; i < per; i++) {
        snprintf(guard, sizeof guard, "active%s && t%s + %uu < %zuu", ln, ln, i * T, count);
        open_guard(k, guard);
        if (!ps->split_exchange) {
            emit_plane_pair_reads(k, rd, i, ln, "");
            kernel_emit_local_reads(k, rd, 2);
        }
        emit_pair_halves_store(k, i, ln, "ka");
        close_guard(k, guard);
    }
}

/* Odd R2C rows two per transform (fft_plan_layout.pair_rows): the results
 * Z of x + iy (times the store table, Bluestein's chirp / M) go through
 * local memory, and each work-item takes k = t, t+T, ... <= (N-1)/2 with
 * its mirror N-k: X[k] = (Z[k] + conj Z[N-k]) / 2 to row 2b, Y[k] = -i
 * (Z[k] - conj Z[N-k]) / 2 to row 2b + 1.  The same reads serve the R2C
 * twist of a one-kernel Bluestein (FFT_STORE_TWIST, Z the transform of
 * length N = chirp_n of x[2e] + i x[2e+1]): X[k] and X[N-k] of one row,
 * k <= N/2, as kernel_emit_twist_outputs computes them. */
void kernel_emit_paired_rows_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    if (k->layout->plane_n1) {
        emit_plane_pairs_outputs(k, s, ps_prod);
        return;
    }
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    int rader = k->layout->rader, twist = ps->store_kind == FFT_STORE_TWIST;
    size_t n = fft_logical_length(k->layout->n, k->layout->chirp_n), half = n / 2;
    /* Rader's convolution output e is Z[g^e] and Z[n - g^e] = Z[g^(e + (n-1)/2)]:
     * the pairs are outputs e and e + (n-1)/2, e < (n-1)/2 (the last of
     * the ka is then one past the pairs: count = half, not half + 1) */
    size_t count = rader ? half : half + 1;
    unsigned T = ps->threads_per_transform;
    unsigned per = (unsigned)((count + T - 1) / T);
    const char *ln = lane(k, s);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = kernel_pass_results(k, s, ps_prod, w), nr = 0;
    char h[48];
    if (twist)
        strbuf_line(sb, "/* R2C: X[k] and X[%zu-k] from Z[k] and Z[%zu-k] (Z: the half-length transform). */", n, n);
    else
        strbuf_line(sb, "/* Two real rows: X[k] and Y[k] from Z[k] and Z[%zu-k] (Z: the transform of x + iy). */", n);
    for (unsigned i = 0; i < per; i++) {
        char kb[64];
        if (rader)
            snprintf(kb, sizeof kb, "ka%u + %zuu", i, half);
        else
            snprintf(kb, sizeof kb, "ka%u == 0u ? 0u : %zuu - ka%u", i, n, i);
        snprintf(h, sizeof h, count % T == 0 || i + 1 < per ? "" : "ka%u < %zuu", i, count);
        pair_reads(k, &rd[nr], i, ln, "mm", kb, h);
        nr += 2;
    }
    kernel_emit_exchange(k, w, nw, rd, nr, 0);
    for (unsigned i = 0; i < per; i++) {
        char guard[80], at[16];
        snprintf(guard, sizeof guard, "active%s && ka%u < %zuu", ln, i, count);
        open_guard(k, guard);
        if (rader) {
            /* the element output ka holds, and the pair's order */
            strbuf_line(sb, "uint ko%u = (uint)tw[%zuu + ka%u].x;", i, ps->store_table_offset, i);
            strbuf_line(sb, "if (ko%u > %zuu) {", i, half);
            strbuf_line(sb, "    const cplx zt%u = za%u;", i, i);
            strbuf_line(sb, "    za%u = zb%u;", i, i);
            strbuf_line(sb, "    zb%u = zt%u;", i, i);
            strbuf_line(sb, "    ko%u = %zuu - ko%u;", i, n, i);
            strbuf_line(sb, "}");
        } else if (ps->store_table) {
            char t[160];
            const char *mul;
            snprintf(at, sizeof at, "ka%u", i);
            kernel_table_operand(k, t, sizeof t, ps->store_table_offset, at, 1, &mul);
            strbuf_line(sb, "za%u = %s(za%u, %s);", i, mul, i, t);
            snprintf(at, sizeof at, "kb%u", i);
            kernel_table_operand(k, t, sizeof t, ps->store_table_offset, at, 1, &mul);
            strbuf_line(sb, "zb%u = %s(zb%u, %s);", i, mul, i, t);
        }
        if (twist) {
            /* (the table is applied above: plain stores of X[k], X[N-k]) */
            char v[16], e[48], addr[512];
            snprintf(at, sizeof at, "ka%u", i);
            int inverse_last = !k->bf.forward; /* the convolution ended with its inverse FFT */
            k->bf.forward = 1;                 /* the twist's w^k, R2C being forward */
            emit_twist_value(k, i, at);
            k->bf.forward = !inverse_last;
            strbuf_line(sb, "cplx xm%u = cx(xe%u.x - xo%u.x, xo%u.y - xe%u.y);", i, i, i, i, i);
            snprintf(v, sizeof v, "xk%u", i);
            kernel_emit_output_adjust(k, v);
            kernel_output_address_of(k, addr, sizeof addr, ln, at);
            strbuf_line(sb, "dst[%s] = %s;", addr, v);
            strbuf_line(sb, "if (2u * ka%u != %zuu) {", i, n);
            sb->indent++;
            snprintf(v, sizeof v, "xm%u", i);
            kernel_emit_output_adjust(k, v);
            snprintf(e, sizeof e, "(%zuu - ka%u)", n, i);
            kernel_output_address_of(k, addr, sizeof addr, ln, e);
            strbuf_line(sb, "dst[%s] = %s;", addr, v);
            sb->indent--;
            strbuf_line(sb, "}");
            close_guard(k, guard);
            continue;
        }
        emit_pair_halves(k, i, 0);
        char v[2][64];
        snprintf(v[0], sizeof v[0], "xe%u", i);
        kernel_emit_output_adjust(k, v[0]);
        snprintf(v[1], sizeof v[1], "xo%u", i);
        kernel_emit_output_adjust(k, v[1]);
        snprintf(at, sizeof at, rader ? "ko%u" : "ka%u", i);
        kernel_emit_pair_store(k, ln, at, "dst", v);
        close_guard(k, guard);
    }
}

/* The R2C twist in the paired last pass of a multi-pass plan
 * (fft_pass.pair_columns): this work-item's elements x of its column i
 * are Z[e], e = i + x p; the partners Z[m - e] are in the partner column
 * of this group (element R-1-x), or in column 0 itself (element R-x).  Each
 * work-item stores X[e] for its own elements, and X[m] with X[0].  With
 * pair_rows (Z the transform of two real rows as x + iy) it stores
 * instead, for its elements e <= m/2, X[e] = (Z[e] + conj Z[m-e]) / 2 to
 * row 2b and Y[e] = -i (Z[e] - conj Z[m-e]) / 2 to row 2b + 1. */
void kernel_emit_paired_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t r = ps->radix, m = k->layout->n;
    unsigned T = ps->threads_per_transform, half = ps->transforms_per_group / 2;
    unsigned per = (unsigned)((r + T - 1) / T);
    const char *ln = lane(k, s);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = kernel_pass_results(k, s, ps_prod, w), nr = 0;
    char lit[48];
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    int rows = k->layout->pair_rows != 0;
    if (rows)
        strbuf_line(sb, "/* Two real rows: X[e] and Y[e] from Z[e] and Z[%zu-e], the partner in this group's column pair. */",
                    m);
    else
        strbuf_line(sb, "/* R2C: X[e] from Z[e] and Z[%zu-e], the partner in this group's column pair. */", m);
    strbuf_line(sb, "const uint pm%s = i%s == 0 ? mm%s : mm%s < %uu ? mm%s + %uu : mm%s - %uu;", ln, ln, ln, ln, half,
                ln, half, ln, half);
    for (unsigned u = 0; u < per; u++) {
        char g[48] = "";
        if (r % T != 0 && u + 1 == per)
            snprintf(g, sizeof g, "ka%u < %zuu", u, r);
        char kb[160];
        snprintf(kb, sizeof kb, "i%s == 0 ? (ka%u == 0u ? 0u : %zuu - ka%u) : %zuu - ka%u", ln, u, r, u, r - 1, u);
        pair_reads(k, &rd[nr], u, ln, "pm", kb, g);
        nr += 2;
    }
    kernel_emit_exchange(k, w, nw, rd, nr, 0);
    if (k->layout->twist_split && !rows) {
        /* e = i + p (t + u T): w_2m^e = w_2m^(i + p t) w_2m^(u p T), one
         * table entry per work-item times constant roots */
        strbuf_line(sb, "const cplx twb%s = tw[%zuu + i%s + (%s)t%s * %zuu];", ln, k->layout->twist_offset, ln, k->idx,
                    ln, ps->p);
        snprintf(k->twist_base_buf, sizeof k->twist_base_buf, "twb%s", ln);
        k->twist_base = k->twist_base_buf;
        k->twist_step = (unsigned long)ps->p * T;
    }
    for (unsigned u = 0; u < per; u++) {
        char guard[48] = "", v[16], e[48], tw[96], addr[512];
        if (r % T != 0 && u + 1 == per)
            snprintf(guard, sizeof guard, "ka%u < %zuu", u, r);
        open_guard(k, guard);
        strbuf_line(sb, "const %s e%u = i%s + (%s)ka%u * %zuu;", k->idx, u, ln, k->idx, u, ps->p);
        if (rows) {
            strbuf_line(sb, "if (e%u <= %zuu) {", u, m / 2);
            sb->indent++;
            emit_pair_halves_store(k, u, ln, "e");
            sb->indent--;
            strbuf_line(sb, "}");
            close_guard(k, guard);
            continue;
        }
        snprintf(tw, sizeof tw, "e%u", u);
        emit_twist_value(k, u, tw);
        snprintf(v, sizeof v, "xk%u", u);
        kernel_emit_output_adjust(k, v);
        snprintf(e, sizeof e, "ka%u", u);
        kernel_emit_store(k, v, ln, e);
        strbuf_line(sb, "if (e%u == 0) {", u);
        sb->indent++;
        strbuf_line(sb, "cplx xm%u = cx(za%u.x - za%u.y, 0);", u, u, u);
        snprintf(v, sizeof v, "xm%u", u);
        kernel_emit_output_adjust(k, v);
        snprintf(e, sizeof e, "%zuu", m);
        kernel_output_address_of(k, addr, sizeof addr, ln, e);
        strbuf_line(sb, "dst[%s] = %s;", addr, v);
        sb->indent--;
        strbuf_line(sb, "}");
        close_guard(k, guard);
    }
    k->twist_base = NULL;
}

/* R2C rows in pairs through a three-step convolution (fft_conv_pair_
 * columns): step C's lanes h and h + P of a group hold the columns j and
 * j' = (N - j) mod B (kernel_emit_batch_split; for an even N the two
 * columns that are their own mirrors share a pair, each lane its own
 * partner); element r of column j is Z[k], k = j + B r, and Z[N - k] is
 * element (N - k) / B of column j'.  After one exchange each work-item
 * takes its elements k <= N/2, both values times the chirp / M, and
 * stores X[k] = (Z[k] + conj Z[N-k]) / 2 to row 2b and Y[k] = -i (Z[k] -
 * conj Z[N-k]) / 2 to row 2b + 1 (for k = 0 the partner is Z[0]
 * itself). */
void kernel_emit_conv_pair_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t n = k->layout->chirp_n, cols = k->layout->conv_cols, r = ps->radix;
    unsigned T = ps->threads_per_transform, half = ps->transforms_per_group / 2;
    unsigned per = (unsigned)((r + T - 1) / T);
    const char *ln = lane(k, s);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = kernel_pass_results(k, s, ps_prod, w), nr = 0;
    strbuf_line(sb, "/* Two real rows: X[k] and Y[k] from Z[k] and Z[%zu-k], the partner in the paired column. */", n);
    size_t j0 = fft_conv_pair_middle(n, cols);
    strbuf_line(sb, "const uint jc%s = (uint)(b%s %% %zuu);", ln, ln, cols);
    if (n % cols % 2)
        strbuf_line(sb, "const uint pm%s = mm%s < %uu ? mm%s + %uu : mm%s - %uu;", ln, ln, half, ln, half, ln, half);
    else /* (the columns j0 and j0 + B/2, their own mirrors) */
        strbuf_line(sb, "const uint pm%s = jc%s == %zuu || jc%s == %zuu ? mm%s : mm%s < %uu ? mm%s + %uu : mm%s - %uu;",
                    ln, ln, j0, ln, (j0 + cols / 2) % cols, ln, ln, half, ln, half, ln, half);
    for (unsigned u = 0; u < per; u++) {
        char g[96], kb[96];
        /* (unsigned: wraps past N, where the guard leaves it unread) */
        snprintf(kb, sizeof kb, "(%zuu - jc%s - %zuu * ka%u) / %zuu", n, ln, cols, u, cols);
        snprintf(g, sizeof g, "kk%u <= %zuu", u, n / 2);
        if (r % T != 0 && u + 1 == per)
            snprintf(g, sizeof g, "ka%u < %zuu && kk%u <= %zuu", u, r, u, n / 2);
        pair_reads(k, &rd[nr], u, ln, "pm", kb, g);
        strbuf_line(sb, "const uint kk%u = jc%s + %zuu * ka%u;", u, ln, cols, u);
        nr += 2;
    }
    kernel_emit_exchange(k, w, nw, rd, nr, 0);
    for (unsigned u = 0; u < per; u++) {
        char guard[128], at[48], t[160];
        const char *mul;
        snprintf(guard, sizeof guard, "active%s && %s", ln, rd[2 * u].guard);
        open_guard(k, guard);
        strbuf_line(sb, "if (kk%u == 0u)", u);
        strbuf_line(sb, "    zb%u = za%u;", u, u);
        snprintf(at, sizeof at, "kk%u", u);
        kernel_table_operand(k, t, sizeof t, ps->store_table_offset, at, 1, &mul);
        strbuf_line(sb, "za%u = %s(za%u, %s);", u, mul, u, t);
        snprintf(at, sizeof at, "(kk%u == 0u ? 0u : %zuu - kk%u)", u, n, u);
        kernel_table_operand(k, t, sizeof t, ps->store_table_offset, at, 1, &mul);
        strbuf_line(sb, "zb%u = %s(zb%u, %s);", u, mul, u, t);
        emit_pair_halves_store(k, u, ln, "ka");
        close_guard(k, guard);
    }
}

/* C2R rows before split columns (fft_plan_layout.row_split): transforms
 * 2p and 2p + 1 of a group are rows q and q + N/2 (q = sq, emit_split_
 * twist_rows); their results y go through local memory, and each work-item
 * stores, for its elements k = t, t + T, ..., y_q[k] + y_(q+N/2)[k] to row
 * q and (y_q[k] - y_(q+N/2)[k]) w_N^q to row q + N/2: the first radix-2
 * butterflies of the split columns (decimation in frequency). */
void kernel_emit_split_rows_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    const fft_plan_layout *L = k->layout;
    size_t n = L->n;
    unsigned T = ps->threads_per_transform;
    unsigned per = (unsigned)((n + T - 1) / T);
    const char *ln = lane(k, s), *mul;
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = kernel_pass_results(k, s, ps_prod, w), nr = 0;
    strbuf_line(sb, "/* Split columns: rows sq and sq + %zu (transforms 2p, 2p + 1) combined. */", L->row_split_n / 2);
    for (unsigned u = 0; u < per; u++) {
        char g[48] = "", kb[16];
        if (n % T != 0 && u + 1 == per)
            snprintf(g, sizeof g, "ka%u < %zuu", u, n);
        snprintf(kb, sizeof kb, "ka%u", u);
        pair_reads(k, &rd[nr], u, ln, "pm", kb, g);
        nr += 2;
    }
    strbuf_line(sb, "const uint pm%s = mm%s ^ 1u;", ln, ln);
    kernel_emit_exchange(k, w, nw, rd, nr, 0);
    char at[48], t[160];
    snprintf(at, sizeof at, "(uint)sq%s", ln);
    kernel_table_operand(k, t, sizeof t, L->row_split_offset, at, 0, &mul);
    for (unsigned u = 0; u < per; u++) {
        char guard[80], v[16], e[16];
        snprintf(guard, sizeof guard, "active%s && ka%u < %zuu", ln, u, n);
        open_guard(k, guard);
        strbuf_line(sb, "cplx ys%u = h%s ? %s(csub(zb%u, za%u), %s) : cadd(za%u, zb%u);", u, ln, mul, u, u, t, u, u);
        snprintf(v, sizeof v, "ys%u", u);
        kernel_emit_output_adjust(k, v);
        snprintf(e, sizeof e, "ka%u", u);
        kernel_emit_store(k, v, ln, e);
        close_guard(k, guard);
    }
}
