/* Exchanges through local memory in the work-group kernels (kernel.c):
 * values moved as slots of the exchange arrays (complex, split or
 * separate real and imaginary arrays, padded), the exchange between two
 * small passes (plain, in balanced turns, or a renaming of registers where
 * one work-item holds its whole transform). */
#include <stdio.h>

#include "kernel_group.h"
#include "strbuf.h"

/* Local slot of an exchanged value. */
static void slot(const kernel_ctx *k, char *buf, size_t size, const xfer *v)
{
    if (k->pass->pad_every)
        snprintf(buf, size, "%s * %zuu + padded%u(%s)", v->col, k->pass->local_row, k->pass->pad_every, v->x);
    else
        snprintf(buf, size, "%s * %zuu + %s", v->col, k->pass->local_row, v->x);
}

static const char *const part_names[2] = {"x", "y"};

static void emit_local_store(kernel_ctx *k, const char *pos, const char *value, unsigned part)
{
    if (k->pass->complex_exchange) {
        strbuf_line(k->sb, "ex[%s] = %s;", pos, value);
    } else if (k->pass->split_exchange) {
        strbuf_line(k->sb, "ex[%s] = %s.%s;", pos, value, part_names[part]);
    } else {
        strbuf_line(k->sb, "ex_re[%s] = %s.x;", pos, value);
        strbuf_line(k->sb, "ex_im[%s] = %s.y;", pos, value);
    }
}

static void emit_local_load(kernel_ctx *k, const char *var, const char *pos, unsigned part)
{
    if (k->pass->complex_exchange)
        strbuf_line(k->sb, "%s = ex[%s];", var, pos);
    else if (k->pass->split_exchange)
        strbuf_line(k->sb, "%s.%s = ex[%s];", var, part_names[part], pos);
    else
        strbuf_line(k->sb, "%s = cx(ex_re[%s], ex_im[%s]);", var, pos, pos);
}

/* Writers store their registers, everyone waits, readers load theirs; a
 * split exchange moves the real parts, then the imaginary parts.
 * trailing_barrier protects the slots from the next writes. */
void kernel_emit_exchange(kernel_ctx *k, const xfer *w, unsigned nw, const xfer *r, unsigned nr,
                          int trailing_barrier)
{
    strbuf *sb = k->sb;
    unsigned nparts = k->pass->split_exchange ? 2 : 1;
    char pos[160];
    for (unsigned part = 0; part < nparts; part++) {
        for (unsigned i = 0; i < nw; i++) {
            slot(k, pos, sizeof pos, &w[i]);
            open_guard(k, w[i].guard);
            emit_local_store(k, pos, w[i].var, part);
            close_guard(k, w[i].guard);
        }
        strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
        for (unsigned i = 0; i < nr; i++) {
            slot(k, pos, sizeof pos, &r[i]);
            open_guard(k, r[i].guard);
            emit_local_load(k, r[i].var, pos, part);
            close_guard(k, r[i].guard);
        }
        if (trailing_barrier || part + 1 < nparts)
            strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
    }
}

void kernel_emit_local_reads(kernel_ctx *k, const xfer *r, unsigned nr)
{
    char pos[160];
    for (unsigned i = 0; i < nr; i++) {
        slot(k, pos, sizeof pos, &r[i]);
        open_guard(k, r[i].guard);
        emit_local_load(k, r[i].var, pos, 0);
        close_guard(k, r[i].guard);
    }
}

/* The r values of each of small pass s's butterflies c, as exchange slots:
 * register <reg><s>_<c>_<j> <-> element <index><s>_<c> + j*step of the
 * transform.  Inputs: ("u", "b", R/r); results: ("w", "o", stride ps). */
static unsigned pass_values(kernel_ctx *k, unsigned s, const char *reg, const char *index, size_t step, xfer *v)
{
    const fft_pass *ps = k->pass;
    unsigned r = ps->factors[s], n = 0;
    size_t nb = ps->radix / r;
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++)
        for (unsigned j = 0; j < r; j++, n++) {
            snprintf(v[n].var, sizeof v[n].var, "%s%u_%u_%u", reg, s, c, j);
            snprintf(v[n].col, sizeof v[n].col, "mm%s", lane(k, s));
            snprintf(v[n].x, sizeof v[n].x, "%s%u_%u + %zuu", index, s, c, j * step);
            kernel_butterfly_guard(k, v[n].guard, sizeof v[n].guard, s, c, nb, 0);
        }
    return n;
}

unsigned kernel_pass_results(kernel_ctx *k, unsigned s, size_t ps_prod, xfer *w)
{
    return pass_values(k, s, "w", "o", ps_prod, w);
}

unsigned kernel_pass_inputs(kernel_ctx *k, unsigned s, xfer *rd)
{
    return pass_values(k, s, "u", "b", k->pass->radix / k->pass->factors[s], rd);
}

/* `dst = sel == 0 ? <prefix>0 : sel == 1 ? <prefix>1 : ...` over the
 * registers <prefix><first + c*step>, c < count. */
static void select_expr(char *buf, size_t size, const char *sel, const char *prefix, unsigned first, unsigned count)
{
    size_t at = 0;
    for (unsigned c = 0; c + 1 < count && at < size; c++)
        at += (size_t)snprintf(buf + at, size - at, "%s == %uu ? %s%u : ", sel, c, prefix, first + c);
    if (at < size)
        snprintf(buf + at, size - at, "%s%u", prefix, first + count - 1);
}

/* The exchange between small passes s and s+1 in exchange_turns balanced
 * turns (fft_plan.h).  Element e = o + j*ps of a writer goes in turn
 * (j + o/Q) mod T to slot ((e/ps)/T)*ps + e%ps; the writer picks, for each
 * group of T registers, the one whose turn it is.  Element e = b + j*Q of a
 * reader comes in turn (b/ps + j) mod T from slot ((b/ps)/T)*ps + b%ps +
 * j*Q/T.  Every work-item moves r/T values per butterfly in every turn. */
static void emit_turned_exchange(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned turns = ps->exchange_turns;
    unsigned rw = ps->factors[s], rr = ps->factors[s + 1];
    size_t q = ps->radix / rr;
    unsigned nwc = butterflies_per_thread(ps, rw), nrc = butterflies_per_thread(ps, rr);
    strbuf_line(sb, "/* Exchange in %u balanced turns: element e moves in turn (e / %zu + e / %zu) %% %u. */", turns,
                ps_prod, q, turns);
    for (unsigned c = 0; c < nwc; c++) {
        if (ps_prod > 1)
            strbuf_line(sb, "const uint xw%u_%u = (o%u_%u - k%u_%u) / %uu + k%u_%u;", s, c, s, c, s, c, turns, s, c);
        else
            strbuf_line(sb, "const uint xw%u_%u = o%u_%u / %uu;", s, c, s, c, turns);
        strbuf_line(sb, "const uint cw%u_%u = (o%u_%u / %zuu) %% %uu;", s, c, s, c, q, turns);
    }
    for (unsigned c = 0; c < nrc; c++) {
        if (ps_prod > 1) {
            strbuf_line(sb, "const uint xr%u_%u = b%u_%u / %zuu / %uu * %zuu + b%u_%u %% %zuu;", s + 1, c, s + 1, c,
                        ps_prod, turns, ps_prod, s + 1, c, ps_prod);
            strbuf_line(sb, "const uint cr%u_%u = (b%u_%u / %zuu) %% %uu;", s + 1, c, s + 1, c, ps_prod, turns);
        } else {
            strbuf_line(sb, "const uint xr%u_%u = b%u_%u / %uu;", s + 1, c, s + 1, c, turns);
            strbuf_line(sb, "const uint cr%u_%u = b%u_%u %% %uu;", s + 1, c, s + 1, c, turns);
        }
    }
    size_t nbw = ps->radix / rw, nbr = ps->radix / rr;
    unsigned nparts = ps->split_exchange ? 2 : 1;
    for (unsigned turn = 0; turn < turns; turn++) {
        strbuf_line(sb, "/* turn %u: writers pick register sw (mod %u) of each group of %u */", turn, turns, turns);
        for (unsigned c = 0; c < nwc; c++)
            strbuf_line(sb, "const uint sw%u_%u_%u = (%uu - cw%u_%u) %% %uu;", s, c, turn, turn + turns, s, c, turns);
        strbuf_line(sb, "/* readers fill register rc (mod %u) of each group of %u */", turns, turns);
        for (unsigned c = 0; c < nrc; c++)
            strbuf_line(sb, "const uint rc%u_%u_%u = (%uu - cr%u_%u) %% %uu;", s + 1, c, turn, turn + turns, s + 1, c,
                        turns);
        for (unsigned part = 0; part < nparts; part++) {
            for (unsigned c = 0; c < nwc; c++) {
                char guard[64], sel[64], prefix[32], value[512], pos[160];
                kernel_butterfly_guard(k, guard, sizeof guard, s, c, nbw, 0);
                open_guard(k, guard);
                snprintf(sel, sizeof sel, "sw%u_%u_%u", s, c, turn);
                snprintf(prefix, sizeof prefix, "w%u_%u_", s, c);
                for (unsigned jj = 0; jj < rw / turns; jj++) {
                    xfer v;
                    snprintf(v.col, sizeof v.col, "mm%s", lane(k, s));
                    snprintf(v.x, sizeof v.x, "xw%u_%u + %zuu", s, c, jj * ps_prod);
                    slot(k, pos, sizeof pos, &v);
                    select_expr(value, sizeof value, sel, prefix, jj * turns, turns);
                    char wrapped[520];
                    snprintf(wrapped, sizeof wrapped, "(%s)", value);
                    emit_local_store(k, pos, wrapped, part);
                }
                close_guard(k, guard);
            }
            strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
            for (unsigned c = 0; c < nrc; c++) {
                char guard[64], pos[160];
                kernel_butterfly_guard(k, guard, sizeof guard, s + 1, c, nbr, 0);
                open_guard(k, guard);
                for (unsigned jj = 0; jj < rr / turns; jj++) {
                    xfer v;
                    snprintf(v.col, sizeof v.col, "mm%s", lane(k, s + 1));
                    snprintf(v.x, sizeof v.x, "xr%u_%u + rc%u_%u_%u * %zuu + %zuu", s + 1, c, s + 1, c, turn,
                             q / turns, jj * q);
                    slot(k, pos, sizeof pos, &v);
                    char var[64], comp[4] = "";
                    snprintf(var, sizeof var, "v%u_%u_%u_%u_%u", s + 1, c, turn, part, jj);
                    if (ps->split_exchange) {
                        strbuf_line(sb, "const real %s = ex[%s];", var, pos);
                        snprintf(comp, sizeof comp, ".%s", part_names[part]);
                    } else {
                        strbuf_line(sb, "cplx %s;", var);
                        emit_local_load(k, var, pos, part);
                    }
                    for (unsigned t = 0; t < turns; t++) {
                        unsigned j = jj * turns + t;
                        strbuf_line(sb, "u%u_%u_%u%s = rc%u_%u_%u == %uu ? %s : u%u_%u_%u%s;", s + 1, c, j, comp, s + 1,
                                    c, turn, t, var, s + 1, c, j, comp);
                    }
                }
                close_guard(k, guard);
            }
            strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
        }
    }
}

/* One work-item per transform holds all of it: small pass s + 1 takes its
 * inputs from the registers of small pass s's results, element for
 * element (butterfly c of radix r at stride ps_prod wrote elements
 * (c - c % ps_prod) r + c % ps_prod + j ps_prod; butterfly c' of the next
 * radix reads c' + j' R / r'). */
void kernel_result_register(char *buf, size_t size, unsigned s, unsigned r, size_t ps_prod, size_t e)
{
    size_t j = e / ps_prod % r, c = (e - j * ps_prod) / (r * ps_prod) * ps_prod + e % ps_prod;
    snprintf(buf, size, "w%u_%zu_%zu", s, c, j);
}

static void emit_exchange_in_registers(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    unsigned rn = ps->factors[s + 1];
    size_t nbn = ps->radix / rn;
    char w[48];
    strbuf_line(k->sb, "/* One work-item per transform: the exchange is a renaming of registers. */");
    for (size_t cn = 0; cn < nbn; cn++)
        for (unsigned jn = 0; jn < rn; jn++) {
            kernel_result_register(w, sizeof w, s, ps->factors[s], ps_prod, cn + jn * nbn);
            strbuf_line(k->sb, "u%u_%zu_%u = %s;", s + 1, cn, jn, w);
        }
}

/* Moves pass s's results to the registers of pass s + 1. */
void kernel_emit_between_passes(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    unsigned rn = ps->factors[s + 1];
    kernel_declare_registers(k, "u", s + 1, butterflies_per_thread(ps, rn), rn);
    for (unsigned c = 0; c < butterflies_per_thread(ps, rn); c++)
        kernel_emit_butterfly_index(k, s + 1, c);
    if (ps->exchange_turns > 1) {
        emit_turned_exchange(k, s, ps_prod);
        return;
    }
    if (ps->threads_per_transform == 1) {
        emit_exchange_in_registers(k, s, ps_prod);
        return;
    }
    unsigned nw = kernel_pass_results(k, s, ps_prod, k->writers);
    kernel_emit_exchange(k, k->writers, nw, k->readers, kernel_pass_inputs(k, s + 1, k->readers), 1);
}
