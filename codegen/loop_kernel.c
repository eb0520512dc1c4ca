/* Work-item loop kernels (fft_pass.loop_kernel): one work-item computes C
 * adjacent columns of a pass alone, each small pass as a loop nest over an
 * array, no barriers.
 *
 * Why: pocl runs a work-group as loops over its work-items, and every
 * barrier splits those loops; a work-group kernel of N = 1024 spends its
 * time in gathers and scatters through local memory.  Written as loops
 * whose innermost index walks consecutive values of a private array, the
 * same butterflies vectorise across butterflies and columns instead.
 *
 * Small pass s (radix r, stride ps, nb = R/r butterflies) of DIT Stockham
 * form, as in the work-group kernels: butterfly t = g*ps + kk (g < R/(r*ps),
 * kk < ps) reads elements t + j*nb, multiplies them by the table twiddles
 * w_{ps*r}^(j*kk), and writes its DFT to g*ps*r + kk + j*ps.  Element x of
 * column c lives at x*C + c, so for fixed g the loops over kk and c walk
 * ps*C consecutive values.  They go inside the g loop when the columns fill
 * a cache line (fft_pass.columns_innermost: c innermost, contiguous in
 * global memory and in the arrays) or when their run is the longer one;
 * otherwise g goes innermost, so that the inner loop is the longer.  The first
 * small pass reads global memory (with the pass's pre-twiddle) and the last
 * writes it (with the scale): two passes over the arrays fewer.
 *
 * The two arrays are __local although no other work-item reads them: the
 * runtime allocates local memory for each work-group and checks it against
 * the device's size, while a large private array lives on the worker
 * thread's stack (pocl crashed with 1 MiB arrays under `ulimit -s 1024`),
 * and pocl ran them as fast (bench/NOTES.md, entry 29). */
#include "fft_codegen.h"

#include <stdio.h>

#include "butterfly.h"
#include "kernel_parts.h"
#include "strbuf.h"

/* One loop of a nest: its variable and trip count (a count of 1 becomes a
 * constant, no loop). */
static void open_loop(strbuf *sb, const char *var, size_t count)
{
    if (count == 1) {
        strbuf_line(sb, "const uint %s = 0;", var);
        strbuf_line(sb, "{");
    } else {
        strbuf_line(sb, "for (uint %s = 0; %s < %zuu; %s++) {", var, var, count, var);
    }
    sb->indent++;
}

static void close_loop(strbuf *sb)
{
    sb->indent--;
    strbuf_line(sb, "}");
}

/* Index expression of element x of column c in a loop kernel's array. */
static void array_index(char *buf, size_t size, const char *x, unsigned columns)
{
    if (columns == 1)
        snprintf(buf, size, "%s", x);
    else
        snprintf(buf, size, "(%s) * %uu + c", x, columns);
}

/* Small pass s of stride ps; from / to name the arrays, NULL for
 * global memory. */
static void emit_loop_pass(kernel_ctx *k, unsigned s, size_t ps_prod, const char *from, const char *to)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    unsigned columns = ps->transforms_per_group;
    size_t nb = ps->radix / r;
    size_t outer_count = ps->radix / (r * ps_prod); /* g */
    size_t run = ps_prod * columns;                 /* the kk and c loops together */
    int run_inner = ps->columns_innermost || run >= outer_count;
    /* the planner's choice for a first pass's stores: columns outermost,
     * each column's consecutive outputs (kk) innermost */
    int rows_inner = ps->rows_innermost_store && !to && columns > 1 && ps_prod > 1;
    strbuf_line(sb, "/* Small pass %u: radix %u, stride %zu (%zu x %zu butterfly columns, %s). */", s, r, ps_prod,
                outer_count, run,
                rows_inner  ? "consecutive outputs of a column innermost"
                : run_inner ? "consecutive columns innermost"
                            : "butterfly groups innermost");
    /* kk and c as loops of their own, not one index split by / and %:
     * then every index is affine in the loop variables, which LLVM needs
     * to vectorise (with v / C and v % C, pocl's kernels of 262144 stayed
     * scalar: "cannot identify array bounds") */
    unsigned loops = columns > 1 ? 3 : 2;
    if (rows_inner) {
        open_loop(sb, "c", columns);
        open_loop(sb, "g", outer_count);
        open_loop(sb, "kk", ps_prod);
    } else {
        if (run_inner)
            open_loop(sb, "g", outer_count);
        open_loop(sb, "kk", ps_prod);
        if (columns > 1)
            open_loop(sb, "c", columns);
        if (!run_inner)
            open_loop(sb, "g", outer_count);
    }
    if (ps_prod == 1)
        strbuf_line(sb, "const uint t = g + kk;");
    else
        strbuf_line(sb, "const uint t = g * %zuu + kk;", ps_prod);
    /* the global side addresses column c as butterfly i + c (suffix "c");
     * a single-pass transform's columns are adjacent batch entries */
    const char *sfx = columns > 1 ? "c" : "";
    if ((!from || !to) && columns > 1 && ps->butterflies == 1) {
        strbuf_line(sb, "const %s bc = b + c;", k->idx);
        strbuf_line(sb, "const %s ic = i;", k->idx);
    } else if ((!from || !to) && columns > 1) {
        strbuf_line(sb, "const %s bc = b;", k->idx);
        strbuf_line(sb, "const %s ic = i + c;", k->idx);
        if (ps->p > 1)
            strbuf_line(sb, "const uint kc = k + c;");
    }
    bf_var in[FFT_MAX_SMALL_RADIX], out[FFT_MAX_SMALL_RADIX];
    for (unsigned j = 0; j < r; j++) {
        char x[48], at[160];
        snprintf(in[j].s, sizeof in[j].s, "u%u", j);
        snprintf(x, sizeof x, "t + %zuu", j * nb);
        if (from) {
            array_index(at, sizeof at, x, columns);
            strbuf_line(sb, "cplx %s = %s[%s];", in[j].s, from, at);
        } else {
            kernel_emit_load(k, "cplx ", in[j].s, sfx, x);
            kernel_emit_pre_twiddle(k, in[j].s, sfx, x);
        }
        if (ps_prod > 1 && j > 0) {
            char expr[64];
            snprintf(expr, sizeof expr, "tw[%zuu + kk]", ps->stage_twiddle_offset[s] + (j - 1) * ps_prod);
            bf_emit_table_twiddle(&k->bf, in[j].s, expr);
        }
    }
    bf_emit_dft(&k->bf, r, in, out);
    strbuf_line(sb, "const uint o = g * %zuu + kk;", ps_prod * r);
    for (unsigned j = 0; j < r; j++) {
        char x[48], at[160];
        snprintf(x, sizeof x, "o + %zuu", j * ps_prod);
        if (to) {
            array_index(at, sizeof at, x, columns);
            strbuf_line(sb, "%s[%s] = %s;", to, at, out[j].s);
        } else {
            if (kernel_adjusts_outputs(k)) {
                /* the DFT's results are constants: adjust a copy */
                strbuf_line(sb, "cplx out%u = %s;", j, out[j].s);
                snprintf(out[j].s, sizeof out[j].s, "out%u", j);
                kernel_emit_output_adjust(k, out[j].s);
            }
            kernel_emit_store(k, out[j].s, sfx, x);
        }
    }
    while (loops--)
        close_loop(sb);
}

void loop_kernel_emit(kernel_ctx *k, unsigned pass_index)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned columns = ps->transforms_per_group;
    char how[64];
    snprintf(how, sizeof how, ", %u column%s per work-item", columns, columns == 1 ? "" : "s");
    kernel_emit_signature(k, pass_index, how);
    if (columns == 1)
        strbuf_line(sb, "const %s q = (%s)get_global_id(0);", k->idx, k->idx);
    else
        strbuf_line(sb, "const %s q = (%s)get_global_id(0) * %uu;", k->idx, k->idx, columns);
    strbuf_line(sb, "if (q >= total)");
    strbuf_line(sb, "    return;");
    kernel_emit_batch_split(k, "", "q");
    /* results alternate between two arrays; the last pass writes global */
    size_t elems = ps->radix * columns;
    if (ps->nfactors >= 2)
        strbuf_line(sb, "__local cplx va[%zu];", elems);
    if (ps->nfactors >= 3)
        strbuf_line(sb, "__local cplx vb[%zu];", elems);
    static const char *const arrays[2] = {"va", "vb"};
    size_t prod = 1;
    for (unsigned s = 0; s < ps->nfactors; s++) {
        const char *from = s == 0 ? NULL : arrays[(s - 1) % 2];
        const char *to = s + 1 == ps->nfactors ? NULL : arrays[s % 2];
        emit_loop_pass(k, s, prod, from, to);
        prod *= ps->factors[s];
    }
    sb->indent--;
    strbuf_line(sb, "}");
    strbuf_append(sb, "\n");
}
