/* Pass plan -> OpenCL C program.  One function per part of a kernel: the
 * program header, the coalesced tile load (with the pass's pre-twiddle),
 * the small Stockham passes in local memory, and the tile store. */
#include "codegen.h"

#include <limits.h>
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "butterfly.h"
#include "kernel_parts.h"
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

static const char *precision_name(const fft_plan_layout *L)
{
    return L->desc.precision == CLFFT_FP64 ? "fp64" : "fp32";
}

/* A helper's parameter list or expression as macro text: "cplx a, real k"
 * becomes "a, k"; in an expression (operands = 1) each one-letter operand
 * (not a member name) is parenthesised: "a.x + k * b.x" -> "(a).x + (k) *
 * (b).x". */
static void macro_text(char *out, size_t size, const char *text, int operands)
{
    size_t at = 0;
    for (const char *c = text; *c && at + 4 < size; c++) {
        int word_start = c == text || !(isalnum((unsigned char)c[-1]) || c[-1] == '_');
        int member = c != text && c[-1] == '.';
        int one_letter = word_start && !member && isalpha((unsigned char)c[0]) &&
                         !isalnum((unsigned char)c[1]) && c[1] != '_';
        if (!operands && !one_letter && word_start && isalpha((unsigned char)*c)) {
            while (*c && *c != ' ')
                c++; /* a type name and its space */
            continue;
        }
        if (operands && one_letter) {
            out[at++] = '(';
            out[at++] = *c;
            out[at++] = ')';
        } else {
            out[at++] = *c;
        }
    }
    out[at] = '\0';
}

/* typedefs of real and cplx and the complex helpers every butterfly is
 * written with (cx, cadd, csub, cneg, cscale, cmad, cmul, cmul_conj). */
static void emit_complex_type(strbuf *sb, const fft_plan_layout *L)
{
    const char *real = L->desc.precision == CLFFT_FP64 ? "double" : "float";
    strbuf_line(sb, "typedef %s real;", real);
    if (L->complex_struct) {
        /* macros, not functions: the x86-64 calling convention passes a
         * struct of two floats as a 2-vector, which would bring the vector
         * type back before inlining */
        strbuf_line(sb, "/* Complex values as a struct of two reals and helpers as macros: pocl's");
        strbuf_line(sb, " * work-item loops vectorise only code without vector-typed values. */");
        strbuf_line(sb, "typedef struct { real x, y; } cplx;");
        strbuf_line(sb, "#define cx(re, im) ((cplx){(re), (im)})");
    } else {
        strbuf_line(sb, "typedef %s2 cplx;", real);
        strbuf_append(sb, "\n");
        strbuf_line(sb, "static inline cplx cx(real re, real im)");
        strbuf_line(sb, "{");
        strbuf_line(sb, "    return (cplx)(re, im);");
        strbuf_line(sb, "}");
    }
    /* a, b: complex operands; k: a real factor.  GPUs get the vector
     * expression where there is one: the same arithmetic through the
     * components changed NVIDIA's register allocation (8192 points: 128 ->
     * 170 registers, 20% slower; bench/NOTES.md, entry 23). */
    static const struct { const char *comment, *name, *params, *vector, *re, *im; } helpers[] = {
        {NULL, "cadd", "cplx a, cplx b", "a + b", "a.x + b.x", "a.y + b.y"},
        {NULL, "csub", "cplx a, cplx b", "a - b", "a.x - b.x", "a.y - b.y"},
        {NULL, "cneg", "cplx a", "-a", "-a.x", "-a.y"},
        {NULL, "cscale", "real k, cplx a", "k * a", "k * a.x", "k * a.y"},
        {"a + k * b, one expression so that it may become fused multiply-adds", "cmad", "cplx a, real k, cplx b",
         "a + k * b", "a.x + k * b.x", "a.y + k * b.y"},
        {NULL, "cmul", "cplx a, cplx b", "(cplx)(a.x * b.x - a.y * b.y, a.x * b.y + a.y * b.x)",
         "a.x * b.x - a.y * b.y", "a.x * b.y + a.y * b.x"},
        {"a * conj(b): backward transforms read the forward twiddle table.", "cmul_conj", "cplx a, cplx b",
         "(cplx)(a.x * b.x + a.y * b.y, a.y * b.x - a.x * b.y)",
         "a.x * b.x + a.y * b.y", "a.y * b.x - a.x * b.y"},
    };
    for (size_t h = 0; h < sizeof helpers / sizeof helpers[0]; h++) {
        if (L->complex_struct) {
            char args[32], re[96], im[96];
            macro_text(args, sizeof args, helpers[h].params, 0);
            macro_text(re, sizeof re, helpers[h].re, 1);
            macro_text(im, sizeof im, helpers[h].im, 1);
            strbuf_line(sb, "#define %s(%s) cx(%s, %s)", helpers[h].name, args, re, im);
            continue;
        }
        strbuf_append(sb, "\n");
        if (helpers[h].comment)
            strbuf_line(sb, "/* %s */", helpers[h].comment);
        strbuf_line(sb, "static inline cplx %s(%s)", helpers[h].name, helpers[h].params);
        strbuf_line(sb, "{");
        if (helpers[h].vector)
            strbuf_line(sb, "    return %s;", helpers[h].vector);
        else
            strbuf_line(sb, "    return cx(%s, %s);", helpers[h].re, helpers[h].im);
        strbuf_line(sb, "}");
    }
    strbuf_append(sb, "\n");
}

static void emit_program_header(strbuf *sb, const fft_plan_layout *L, const clfft_profile *prof)
{
    const clfft_desc *d = &L->desc;
    strbuf_line(sb, "/*");
    strbuf_line(sb, " * Generated by libclfft %d.%d.%d (code generator %s). Do not edit.", LIBCLFFT_VERSION_MAJOR,
                LIBCLFFT_VERSION_MINOR, LIBCLFFT_VERSION_PATCH, CODEGEN_VERSION);
    /* (not the batch: the number of transforms is a kernel argument, so
     * plans that differ only in it share one program in the caches) */
    strbuf_line(sb, " * Transform: 1D complex-to-complex, N = %zu, %s, %s.", L->n, precision_name(L),
                d->inplace ? "in-place" : "out-of-place");
    if (fft_directions_text(d))
        strbuf_line(sb, " * Directions: %s.", fft_directions_text(d));
    else if (L->direction_argument)
        strbuf_line(sb, " * Directions: both, one kernel per pass (argument `backward`: conj(forward(conj x))).");
    strbuf_line(sb, " * Layout: input stride %zu dist %zu offset %zu; output stride %zu dist %zu offset %zu.",
                d->istride[0], d->idist, d->ioffset, d->ostride[0], d->odist, d->ooffset);
    if (L->rader)
        strbuf_line(sb, " * Rader step for the prime length %zu: the whole cyclic convolution of length %zu in one "
                    "kernel: loads in the order of a primitive root's powers, FFT, times the filter's spectrum (x[0] "
                    "added to its DC value, X[0] stored there), inverse FFT, stores in that order.",
                    L->chirp_n, L->n);
    else if (L->conv_cols || L->conv_rows)
        strbuf_line(sb, " * Bluestein step for length %zu, M = %zu as a %zu x %zu array, step %s.", L->chirp_n,
                    fft_conv_length(L->n, L->conv_cols, L->conv_rows), L->conv_cols ? L->n : L->conv_rows,
                    L->conv_cols ? L->conv_cols : L->n,
                    L->conv_rows   ? "2 of 3: the DFT of each row, times the filter's spectrum, inverse DFT"
                    : L->reverse ? "3 of 3: the columns times w_M^-(k_a b), their inverse DFTs, times the chirp / M"
                                 : "1 of 3: the chirp times the input (zero-padded), the columns' DFTs, times w_M^(k_a b)");
    else if (L->chirp_n)
        strbuf_line(sb, " * Bluestein step for length %zu (M = %zu): %s.", L->chirp_n, L->n,
                    L->fused_turn ? "the whole convolution in one kernel: the chirp times the input (zero-padded), "
                                    "FFT, times the filter's spectrum, inverse FFT, times the chirp / M, first values "
                                    "stored"
                    : L->reverse  ? "the inverse FFT of the convolution, times the chirp / M, first values stored"
                                  : "the chirp times the input (zero-padded), FFT, times the filter's spectrum");
    strbuf_line(sb, " * Tuned for profile '%s' (%s): local memory %llu B, %u banks x %u B, coalescing %u B,",
                prof->preset, prof->device_name[0] ? prof->device_name : "no device",
                (unsigned long long)prof->local_mem_bytes, prof->local_banks, prof->bank_width_bytes,
                prof->coalesce_bytes);
    strbuf_line(sb, " *   SIMD width %zu, max work-group %zu.", prof->simd_width, prof->max_work_group);
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        char radices[128] = "";
        size_t used = 0;
        for (unsigned f = 0; f < ps->nfactors && used < sizeof radices; f++)
            used += (size_t)snprintf(radices + used, sizeof radices - used, "%s%u", f ? "x" : "", ps->factors[f]);
        if (ps->loop_kernel)
            strbuf_line(sb, " * Pass %u: R = %zu (%s), p = %zu, %u column%s per work-item, loops over %zu B of local arrays.",
                        g, ps->radix, radices, ps->p, ps->transforms_per_group,
                        ps->transforms_per_group == 1 ? "" : "s", ps->local_bytes);
        else
            strbuf_line(sb, " * Pass %u: R = %zu (%s), p = %zu, %u transforms x %u threads per group, "
                        "%zu B local, padding every %u.",
                        g, ps->radix, ps->nfactors ? radices : "copy", ps->p, ps->transforms_per_group,
                        ps->threads_per_transform, ps->local_bytes, ps->pad_every);
    }
    strbuf_line(sb, " */");
    if (d->precision == CLFFT_FP64)
        strbuf_line(sb, "#pragma OPENCL EXTENSION cl_khr_fp64 : enable");
    emit_complex_type(sb, L);
    int prefetches = 0;
    for (unsigned g = 0; g < L->npasses; g++)
        prefetches |= L->passes[g].prefetch_groups > 0;
    if (prefetches) {
        strbuf_line(sb, "/* Prefetch into the L2 cache; OpenCL's prefetch() names no cache level. */");
        strbuf_line(sb, "#if defined(__NV_CL_C_VERSION)");
        strbuf_line(sb, "#define prefetch_l2(p) __asm__ volatile(\"prefetch.global.L2 [%%0];\" : : \"l\"((ulong)(p)))");
        strbuf_line(sb, "#else");
        strbuf_line(sb, "#define prefetch_l2(p) prefetch((p), 1)");
        strbuf_line(sb, "#endif");
        strbuf_append(sb, "\n");
    }
    /* one helper per padding in use; passes whose writes spread over the
     * banks anyway (or devices without banks) index the arrays directly */
    for (unsigned g = 0; g < L->npasses; g++) {
        unsigned pad = L->passes[g].pad_every;
        int seen = 0;
        for (unsigned h = 0; h < g; h++)
            seen |= L->passes[h].pad_every == pad;
        if (!pad || seen)
            continue;
        strbuf_line(sb, "/* Exchange arrays skip one slot every %u values so that power-of-two strides", pad);
        strbuf_line(sb, " * spread over all %u local-memory banks instead of hitting one. */", prof->local_banks);
        strbuf_line(sb, "static inline uint padded%u(uint x)", pad);
        strbuf_line(sb, "{");
        strbuf_line(sb, "    return x + x / %uu;", pad);
        strbuf_line(sb, "}");
        strbuf_append(sb, "\n");
    }
    strbuf_append(sb, "\n");
}

static void open_guard(kernel_ctx *k, const char *guard)
{
    if (guard[0]) {
        strbuf_line(k->sb, "if (%s) {", guard);
        k->sb->indent++;
    }
}

static void close_guard(kernel_ctx *k, const char *guard)
{
    if (guard[0]) {
        k->sb->indent--;
        strbuf_line(k->sb, "}");
    }
}

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
static void emit_exchange(kernel_ctx *k, const xfer *w, unsigned nw, const xfer *r, unsigned nr,
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

/* Emits `b` and `i` (and `k` when p > 1) for butterfly q of the pass. */
void kernel_emit_batch_split(kernel_ctx *k, const char *suffix, const char *q)
{
    const fft_pass *ps = k->pass;
    if (ps->pair_columns) {
        /* column pairs (fft_pass.pair_columns): q = group * M + column */
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
    size_t cols = k->layout->batch_fast;
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
static void input_element(const kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    if (k->pass->butterflies == 1)
        snprintf(buf, size, "(%s)", x);
    else
        snprintf(buf, size, "(i%s + (%s) * %zu)", sfx, x, k->pass->butterflies);
}

/* Global index of element `elem` of batch entry b<sfx>: input side. */
static void input_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    const fft_pass *ps = k->pass;
    char bterm[256], off[32] = "";
    batch_term(bterm, sizeof bterm, sfx, ps->in_dist, &ps->in_levels);
    if (ps->in_offset)
        snprintf(off, sizeof off, "%zu + ", ps->in_offset);
    if (ps->in_stride == 1)
        snprintf(buf, size, "%s%s + %s", off, bterm, elem);
    else
        snprintf(buf, size, "%s%s + %s * %zu", off, bterm, elem, ps->in_stride);
}

/* Global element index of element x of butterfly (b, i): input side. */
void kernel_input_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    char elem[96];
    input_element(k, elem, sizeof elem, sfx, x);
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
static void output_address_of(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *elem)
{
    const fft_pass *ps = k->pass;
    char bterm[256], off[32] = "";
    batch_term(bterm, sizeof bterm, sfx, ps->out_dist, &ps->out_levels);
    if (ps->out_offset)
        snprintf(off, sizeof off, "%zu + ", ps->out_offset);
    if (ps->out_stride == 1)
        snprintf(buf, size, "%s%s + %s", off, bterm, elem);
    else
        snprintf(buf, size, "%s%s + %s * %zu", off, bterm, elem, ps->out_stride);
}

/* Output side: element x of butterfly (b, i) goes to (i - k)*R + k + x*p. */
void kernel_output_address(kernel_ctx *k, char *buf, size_t size, const char *sfx, const char *x)
{
    char elem[128];
    output_element(k, elem, sizeof elem, sfx, x);
    output_address_of(k, buf, size, sfx, elem);
}

/* The global indices of the reals 2e and 2e+1 of the element e that
 * element x of butterfly (b, i) loads (input) or stores (output). */
static void pair_addresses(kernel_ctx *k, int input, const char *sfx, const char *x, char at[2][512])
{
    char elem[160], pair[2][PAIR_LEN];
    if (input)
        input_element(k, elem, sizeof elem, sfx, x);
    else
        output_element(k, elem, sizeof elem, sfx, x);
    real_pair(elem, pair);
    for (int h = 0; h < 2; h++)
        if (input)
            input_address_of(k, at[h], sizeof at[h], sfx, pair[h]);
        else
            output_address_of(k, at[h], sizeof at[h], sfx, pair[h]);
}

/* Bluestein's table entry `at` (a C expression) as the second operand of a
 * multiply: the forward entries, conjugated in backward kernels; in a
 * shared kernel's stores, which come after the output's conjugation,
 * conjugated by `flip`. */
static void table_operand(const kernel_ctx *k, char *buf, size_t size, size_t offset, const char *at, int after_conj,
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
static void emit_pair_rows(kernel_ctx *k, const char *sfx, char psfx[2][24])
{
    snprintf(psfx[0], sizeof psfx[0], "%sp0", sfx);
    snprintf(psfx[1], sizeof psfx[1], "%sp1", sfx);
    strbuf_line(k->sb, "const %s b%s = 2 * b%s;", k->idx, psfx[0], sfx);
    strbuf_line(k->sb, "const %s b%s = b%s + 1;", k->idx, psfx[1], psfx[0]);
}

/* pair_rows: element `at` of row 2b gets v[0] and that of row 2b + 1, where
 * it exists, v[1] (through `lhs`, dst or a real view of it). */
static void emit_pair_store(kernel_ctx *k, const char *sfx, const char *at, const char *lhs, char v[2][64])
{
    strbuf *sb = k->sb;
    char psfx[2][24], addr[512];
    strbuf_line(sb, "{");
    sb->indent++;
    emit_pair_rows(k, sfx, psfx);
    output_address_of(k, addr, sizeof addr, psfx[0], at);
    strbuf_line(sb, "%s[%s] = %s;", lhs, addr, v[0]);
    output_address_of(k, addr, sizeof addr, psfx[1], at);
    strbuf_line(sb, "if (b%s < %zuu)", psfx[1], k->layout->pair_rows);
    strbuf_line(sb, "    %s[%s] = %s;", lhs, addr, v[1]);
    sb->indent--;
    strbuf_line(sb, "}");
}

static void emit_element_load_one(kernel_ctx *k, const char *var, const char *sfx, const char *at, size_t len);

/* Loads element `at` (a C expression) of transform b<sfx>, of the first
 * pass's load kind; with pair_rows the half spectra X and Y of its two
 * rows as X + iY (Y zero past the last row). */
static void emit_element_load(kernel_ctx *k, const char *var, const char *sfx, const char *at, size_t len)
{
    if (!k->layout->pair_rows) {
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
    if (len % 2 == 0)
        strbuf_line(sb, "if (%s == 0 || %s == %zuu) {", at, at, len / 2);
    else
        strbuf_line(sb, "if (%s == 0) {", at);
    strbuf_line(sb, "    pa_ = cx(pa_.x, 0);");
    strbuf_line(sb, "    pb_ = cx(pb_.x, 0);");
    strbuf_line(sb, "}");
    strbuf_line(sb, "%s = cx(pa_.x - pb_.y, pa_.y + pb_.x);", var);
    sb->indent--;
    strbuf_line(sb, "}");
}

/* C2R as a half-length transform of m points (fft_plan.h): var = Z[e_] =
 * E + iO from X[e_] and X[m - e_] of the half spectrum (e_ declared); m is
 * a one-kernel Bluestein's chirp_n, else the transform's length. */
static void emit_hermitian_twist_load(kernel_ctx *k, const char *var, const char *sfx)
{
    strbuf *sb = k->sb;
    size_t m = fft_logical_length(k->layout->n, k->layout->chirp_n);
    char addr[512], tw[64], mirror[48];
    input_address_of(k, addr, sizeof addr, sfx, "e_");
    strbuf_line(sb, "cplx a_ = src[%s];", addr);
    snprintf(mirror, sizeof mirror, "(%zu - e_)", m);
    input_address_of(k, addr, sizeof addr, sfx, mirror);
    strbuf_line(sb, "cplx b_ = src[%s];", addr);
    strbuf_line(sb, "b_ = cx(b_.x, e_ == 0 ? 0 : -b_.y);");
    strbuf_line(sb, "if (e_ == 0)");
    strbuf_line(sb, "    a_ = cx(a_.x, 0);");
    strbuf_line(sb, "const cplx ev_ = cadd(a_, b_);");
    strbuf_line(sb, "cplx od_ = csub(a_, b_);");
    if (k->twist_base) {
        bf_emit_table_twiddle(&k->bf, "od_", k->twist_base);
        bf_emit_const_twiddle(&k->bf, "od_", "od_", k->twist_step, 2 * m);
    } else {
        snprintf(tw, sizeof tw, "tw[%zuu + e_]", k->layout->twist_offset);
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
    }
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
    input_address_of(k, addr, sizeof addr, sfx, "at_");
    strbuf_line(sb, "%s = src[%s];", var, addr);
    strbuf_line(sb, "%s = cx(%s.x, h_ ? -%s.y : %s.y);", var, var, var, var);
}

/* A three-step convolution's column step (fft_plan_layout.conv_cols):
 * g_, the convolution's element that element e_ of transform b<sfx> is. */
static void emit_conv_element(kernel_ctx *k, const char *sfx)
{
    size_t cols = k->layout->conv_cols;
    strbuf_line(k->sb, "const %s g_ = e_ * %zuu + b%s %% %zuu;", k->idx, cols, sfx, cols);
}

/* var times the column step's twiddle w_M^(e_ (b<sfx> % B)) (fft_pass.
 * conv_twiddle), as two table entries' product (fft_conv_twiddle_base);
 * its conjugate on the loads of step C.  Backward kernels take the other. */
static void emit_conv_twiddle(kernel_ctx *k, const char *var, const char *sfx)
{
    const fft_plan_layout *L = k->layout;
    size_t m = fft_conv_length(L->n, L->conv_cols, 0), base = fft_conv_twiddle_base(m);
    unsigned shift = 0;
    while (((size_t)1 << shift) < base)
        shift++;
    int conj = k->forward == (k->pass->conv_twiddle == 1);
    strbuf_line(k->sb, "{");
    k->sb->indent++;
    strbuf_line(k->sb, "const uint t_ = (uint)e_ * (uint)(b%s %% %zuu);", sfx, L->conv_cols);
    strbuf_line(k->sb, "%s = %s(%s, cmul(tw[%zuu + (t_ & %zuu)], tw[%zuu + (t_ >> %u)]));", var,
                conj ? "cmul_conj" : "cmul", var, L->split_offset, base - 1, L->split_offset + base, shift);
    k->sb->indent--;
    strbuf_line(k->sb, "}");
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
    int rader = k->layout->rader;
    size_t n = ps->load_count ? ps->load_count : k->layout->n;
    size_t len = rader ? k->layout->chirp_n : n; /* the Hermitian load's length */
    const char *at = rader ? "j_" : "e_", *g = k->layout->conv_cols ? "g_" : "e_";
    /* a three-step convolution's step C loads every element (its twiddles only) */
    int counted = !k->layout->conv_cols || ps->load_count || ps->load_table;
    char elem[96];
    input_element(k, elem, sizeof elem, sfx, x);
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
        strbuf_line(sb, "const uint j_ = (uint)tw[%zuu + e_].x;", ps->load_table_offset);
    if (ps->stage_in)
        strbuf_line(sb, "%s = rbuf[(uint)(b%s - first) * %zuu + j_];", var, sfx, len);
    else
        emit_element_load(k, var, sfx, at, len);
    kernel_emit_input_conj(k, var);
    if (ps->load_table && !rader) {
        char t[160];
        const char *mul;
        table_operand(k, t, sizeof t, ps->load_table_offset, g, 0, &mul);
        strbuf_line(sb, "%s = %s(%s, %s);", var, mul, var, t);
    }
    if (ps->conv_twiddle == 1)
        emit_conv_twiddle(k, var, sfx);
    if (k->layout->split_n1) {
        /* a split length's twiddle w_N^(element * (b mod n1)); the product
         * is below N (element < n2, b mod n1 < n1), so it fits a uint */
        char at_tw[160], t[256];
        const char *mul;
        snprintf(at_tw, sizeof at_tw, "(uint)%s * (uint)(b%s %% %zu) %% %zuu", at, sfx, k->layout->split_n1,
                 k->layout->split_n1 * k->layout->chirp_n);
        table_operand(k, t, sizeof t, k->layout->split_offset, at_tw, 0, &mul);
        strbuf_line(sb, "%s = %s(%s, %s);", var, mul, var, t);
    }
    sb->indent--;
    strbuf_line(sb, "}");
    sb->indent--;
    strbuf_line(sb, "}");
}

void kernel_emit_load(kernel_ctx *k, const char *decl, const char *var, const char *sfx, const char *x)
{
    strbuf *sb = k->sb;
    char addr[512], elem[96];
    if (k->pass->load_count || k->pass->load_table || k->pass->conv_twiddle == 1) {
        emit_counted_load(k, decl, var, sfx, x);
        return;
    }
    switch (k->pass->load_kind) {
    case FFT_LOAD_COMPLEX:
        kernel_input_address(k, addr, sizeof addr, sfx, x);
        strbuf_line(sb, "%s%s = src[%s];", decl, var, addr);
        break;
    case FFT_LOAD_REAL:
        if (k->layout->pair_rows) { /* x + iy: rows 2b and 2b + 1 */
            if (*decl)
                strbuf_line(sb, "%s%s;", decl, var);
            input_element(k, elem, sizeof elem, sfx, x);
            emit_element_load(k, var, sfx, elem, k->layout->n);
            break;
        }
        kernel_input_address(k, addr, sizeof addr, sfx, x);
        strbuf_line(sb, "%s%s = cx(((__global const real *)src)[%s], 0);", decl, var, addr);
        break;
    case FFT_LOAD_REAL_PAIRS: {
        char at[2][512];
        pair_addresses(k, 1, sfx, x, at);
        strbuf_line(sb, "%s%s = cx(((__global const real *)src)[%s], ((__global const real *)src)[%s]);", decl, var,
                    at[0], at[1]);
        break;
    }
    case FFT_LOAD_HERMITIAN_TWIST:
        if (*decl)
            strbuf_line(sb, "%s%s;", decl, var);
        input_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s e_ = %s;", k->idx, elem);
        emit_hermitian_twist_load(k, var, sfx);
        sb->indent--;
        strbuf_line(sb, "}");
        break;
    case FFT_LOAD_HERMITIAN: {
        if (*decl)
            strbuf_line(sb, "%s%s;", decl, var);
        /* values above n/2 are the conjugates of those below */
        size_t n = k->layout->n;
        input_element(k, elem, sizeof elem, sfx, x);
        strbuf_line(sb, "{");
        sb->indent++;
        strbuf_line(sb, "const %s e_ = %s;", k->idx, elem);
        if (k->layout->plane_n1) {
            emit_plane_hermitian_load(k, var, sfx);
            sb->indent--;
            strbuf_line(sb, "}");
            break;
        }
        emit_element_load(k, var, sfx, "e_", n);
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
static void emit_element_store(kernel_ctx *k, const char *var, const char *sfx, const char *at)
{
    strbuf *sb = k->sb;
    char addr[512];
    output_address_of(k, addr, sizeof addr, sfx, at);
    switch (k->pass->store_kind) {
    case FFT_STORE_REAL:
        if (k->layout->pair_rows) { /* x + iy: x to row 2b, y to row 2b + 1 */
            char v[2][64];
            snprintf(v[0], sizeof v[0], "%s.x", var);
            snprintf(v[1], sizeof v[1], "%s.y", var);
            emit_pair_store(k, sfx, at, "((__global real *)dst)", v);
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
            emit_pair_store(k, sfx, at, "dst", v);
            break;
        }
        strbuf_line(sb, "if (%s <= %zuu)", at, k->layout->chirp_n / 2);
        strbuf_line(sb, "    dst[%s] = %s;", addr, var);
        break;
    case FFT_STORE_REAL_PAIRS: { /* a one-kernel Bluestein's C2R twist: element at as reals 2 at, 2 at + 1 */
        char pair[2][PAIR_LEN], ra[2][512];
        real_pair(at, pair);
        for (int h = 0; h < 2; h++)
            output_address_of(k, ra[h], sizeof ra[h], sfx, pair[h]);
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.x;", ra[0], var);
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.y;", ra[1], var);
        break;
    }
    default: /* the solvers give Rader steps complex, real or half stores */
        strbuf_line(sb, "dst[%s] = %s;", addr, var);
        break;
    }
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
        strbuf_line(sb, "const uint k_ = (uint)tw[%zuu + e_].x;", ps->store_table_offset);
        if (ps->stage_out)
            strbuf_line(sb, "rbuf[(uint)(b%s - first) * %zuu + k_] = %s;", sfx, k->layout->chirp_n, var);
        else
            emit_element_store(k, var, sfx, "k_");
        sb->indent--;
        strbuf_line(sb, "}");
        return;
    }
    if (ps->store_count || ps->store_table || ps->conv_twiddle == 2) {
        /* the last pass of a Bluestein step: elements below store_count,
         * times the table (a three-step convolution's columns: their
         * convolution elements g_, and step A's twiddles) */
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
        if (ps->store_table) {
            char t[160];
            const char *mul;
            table_operand(k, t, sizeof t, ps->store_table_offset, g, 1, &mul);
            snprintf(value, sizeof value, "%s(%s, %s)", mul, var, t);
        } else {
            snprintf(value, sizeof value, "%s", var);
        }
        strbuf_line(sb, "%scplx y_ = %s;", ps->conv_twiddle == 2 ? "" : "const ", value);
        if (ps->conv_twiddle == 2)
            emit_conv_twiddle(k, "y_", sfx);
        emit_element_store(k, "y_", sfx, "e_");
        sb->indent--;
        strbuf_line(sb, "}");
        sb->indent--;
        strbuf_line(sb, "}");
        return;
    }
    switch (k->pass->store_kind) {
    case FFT_STORE_COMPLEX:
    case FFT_STORE_TWIST:
        strbuf_line(sb, "dst[%s] = %s;", addr, var);
        break;
    case FFT_STORE_REAL:
        if (k->layout->pair_rows) {
            output_element(k, elem, sizeof elem, sfx, x);
            emit_element_store(k, var, sfx, elem);
            break;
        }
        strbuf_line(sb, "((__global real *)dst)[%s] = %s.x;", addr, var);
        break;
    case FFT_STORE_REAL_PAIRS: {
        char at[2][512];
        pair_addresses(k, 0, sfx, x, at);
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
            output_address_of(k, addr, sizeof addr, sfx, at2);
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

typedef void (*table_entry_fn)(kernel_ctx *k, char *buf, size_t size, unsigned j, const void *arg);

/* const cplx <name><j> = w^(j s) for 1 <= j < r, where the table holds w^(j s)
 * at entry(j): only the entries of j = q^i are read, every other power is the
 * product of two earlier ones (j = d q^i + rest: t_j = t_(j-rest) t_rest). */
static void emit_twiddle_powers(kernel_ctx *k, const char *name, unsigned r, unsigned q, table_entry_fn entry,
                                const void *arg)
{
    for (unsigned j = 1; j < r; j++) {
        unsigned top = 1;
        while (top * q <= j)
            top *= q;
        unsigned rest = j % top;
        if (j == top) {
            char e[256];
            entry(k, e, sizeof e, j, arg);
            strbuf_line(k->sb, "const cplx %s%u = %s;", name, j, e);
        } else {
            unsigned a = rest ? j - rest : j - top, b = rest ? rest : top;
            strbuf_line(k->sb, "const cplx %s%u = cmul(%s%u, %s%u);", name, j, name, a, name, b);
        }
    }
}

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

/* The stage twiddle w^(j k) of small pass s, butterfly c. */
struct stage_entry { unsigned s, c; size_t ps_prod; };
static void stage_twiddle_entry(kernel_ctx *k, char *buf, size_t size, unsigned j, const void *arg)
{
    const struct stage_entry *e = arg;
    snprintf(buf, size, "tw[%zuu + k%u_%u]", k->pass->stage_twiddle_offset[e->s] + (j - 1) * e->ps_prod, e->s, e->c);
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

static void emit_tile_element(kernel_ctx *k, unsigned s, fft_tile_order order)
{
    char sfx[16];
    snprintf(sfx, sizeof sfx, "_t%u", s);
    emit_tile_coordinates(k, sfx, s, order);
    strbuf_line(k->sb, "const %s q%s = first + m%s;", k->idx, sfx, sfx);
    char q[32];
    snprintf(q, sizeof q, "q%s", sfx);
    kernel_emit_batch_split(k, sfx, q);
}

/* Suffix of the work-item numbering small pass s uses: "" for the load's
 * order, "_l" for late_thread_order when it differs (fft_plan.h). */
static const char *lane(const kernel_ctx *k, unsigned s)
{
    return s > 0 && k->pass->late_thread_order != k->pass->thread_order ? "_l" : "";
}

/* Small pass s's butterfly c covers element b + j*nb for j < r. */
static void emit_butterfly_index(kernel_ctx *k, unsigned s, unsigned c)
{
    strbuf_line(k->sb, "const uint b%u_%u = t%s + %uu;", s, c, lane(k, s), c * k->pass->threads_per_transform);
}

static void butterfly_guard(kernel_ctx *k, char *buf, size_t size, unsigned s, unsigned c, size_t nb, int with_active)
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

static unsigned butterflies_per_thread(const fft_pass *ps, unsigned r)
{
    size_t nb = ps->radix / r;
    return (unsigned)((nb + ps->threads_per_transform - 1) / ps->threads_per_transform);
}

static void declare_registers(kernel_ctx *k, const char *prefix, unsigned s, unsigned per_thread, unsigned r)
{
    for (unsigned c = 0; c < per_thread; c++)
        for (unsigned j = 0; j < r; j++)
            strbuf_line(k->sb, "cplx %s%u_%u_%u = cx(0, 0);", prefix, s, c, j);
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
            butterfly_guard(k, v[n].guard, sizeof v[n].guard, s, c, nb, 0);
        }
    return n;
}

static unsigned pass_results(kernel_ctx *k, unsigned s, size_t ps_prod, xfer *w)
{
    return pass_values(k, s, "w", "o", ps_prod, w);
}

static unsigned pass_inputs(kernel_ctx *k, unsigned s, xfer *rd)
{
    return pass_values(k, s, "u", "b", k->pass->radix / k->pass->factors[s], rd);
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
        butterfly_guard(k, guard, sizeof guard, 0, c, nb, 0);
        open_guard(k, guard);
        for (unsigned j = 0; j < r; j++) {
            char x[48], addr[256];
            snprintf(x, sizeof x, "b0_%u + %zuu", c, j * nb);
            if (ps->load_kind == FFT_LOAD_REAL_PAIRS) { /* element e: reals 2e and 2e + 1 */
                char at[2][512];
                pair_addresses(k, 1, "_pf", x, at);
                strbuf_line(sb, "prefetch_l2((__global const real *)src + %s);", at[0]);
                continue;
            }
            kernel_input_address(k, addr, sizeof addr, "_pf", x);
            strbuf_line(sb, "prefetch_l2(src + %s);", addr);
        }
        close_guard(k, guard);
    }
    sb->indent--;
    strbuf_line(sb, "}");
}

/* The C2R twist where one work-item holds its whole transform (the
 * group's half spectra copied into rbuf, fft_pass.stage_in = m + 1): Z[e]
 * and Z[m-e] from X[e] and X[m-e] in registers.  With E = X[e] + conj
 * X[m-e] and O = (X[e] - conj X[m-e]) u^e (u = w_2m^-1 or w_2m, u^m = -1),
 * Z[e] = E + iO and Z[m-e] = conj E + i conj O: one multiply per pair. */
static void emit_one_item_twist_inputs(kernel_ctx *k)
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

/* Registers u0_* get the first small pass's inputs, straight from global
 * memory or through a tile staged in local memory. */
static void emit_first_inputs(kernel_ctx *k)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[0];
    size_t nb = ps->radix / r;
    unsigned per_thread = butterflies_per_thread(ps, r);
    declare_registers(k, "u", 0, per_thread, r);
    for (unsigned c = 0; c < per_thread; c++)
        emit_butterfly_index(k, 0, c);
    if (ps->stage_in && ps->load_kind == FFT_LOAD_HERMITIAN_TWIST) {
        emit_one_item_twist_inputs(k);
        return;
    }
    if (ps->fuse_load) {
        strbuf_line(sb, "/* Read the first pass's inputs straight from global memory (coalesced). */");
        for (unsigned c = 0; c < per_thread; c++) {
            char guard[64];
            butterfly_guard(k, guard, sizeof guard, 0, c, nb, 1);
            open_guard(k, guard);
            char base[16];
            if (k->layout->twist_split && ps->load_kind == FFT_LOAD_HERMITIAN_TWIST) { /* element i + (b0_c + j nb) B: w^(i + b0_c B) w^(j nb B) */
                char e0[16], elem[128];
                snprintf(base, sizeof base, "twb_%u", c);
                snprintf(e0, sizeof e0, "b0_%u", c);
                input_element(k, elem, sizeof elem, "", e0);
                strbuf_line(sb, "const cplx %s = tw[%zuu + %s];", base, k->layout->twist_offset, elem);
                k->twist_base = base;
            }
            int powers = k->pass->twiddle_power_base && ps->p > 1 && r >= 3;
            if (powers) {
                char name[16], b0[16], e[200];
                snprintf(name, sizeof name, "ps%u_", c);
                emit_twiddle_powers(k, name, r, k->pass->twiddle_power_base, pre_twiddle_step_entry, &nb);
                snprintf(b0, sizeof b0, "b0_%u", c);
                pre_twiddle_expr(k, e, sizeof e, "", b0);
                strbuf_line(sb, "const cplx pb%u = %s;", c, e);
            }
            for (unsigned j = 0; j < r; j++) {
                char x[48], var[32];
                snprintf(x, sizeof x, "b0_%u + %zuu", c, j * nb);
                snprintf(var, sizeof var, "u0_%u_%u", c, j);
                k->twist_step = (unsigned long)(j * nb * ps->butterflies);
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
            k->twist_base = NULL;
            close_guard(k, guard);
        }
        emit_prefetch(k, per_thread, r, nb);
        return;
    }
    strbuf_line(sb, "/* Stage the group's tile through local memory so that consecutive");
    strbuf_line(sb, " * work-items read consecutive addresses. */");
    unsigned tile = tile_per_thread(ps);
    xfer *w = k->writers, *rd = k->readers;
    for (unsigned s = 0; s < tile; s++) {
        char sfx[16], var[32];
        snprintf(sfx, sizeof sfx, "_t%u", s);
        emit_tile_element(k, s, ps->load_order);
        snprintf(var, sizeof var, "v_t%u", s);
        strbuf_line(sb, "cplx %s = cx(0, 0);", var);
        char x[32];
        snprintf(x, sizeof x, "j%s", sfx);
        strbuf_line(sb, "if (q%s < total) {", sfx);
        sb->indent++;
        kernel_emit_load(k, "", var, sfx, x);
        kernel_emit_pre_twiddle(k, var, sfx, x);
        sb->indent--;
        strbuf_line(sb, "}");
        snprintf(w[s].var, sizeof w[s].var, "%s", var);
        snprintf(w[s].col, sizeof w[s].col, "m%s", sfx);
        if (k->layout->plane_n1) /* a plane's element a*n2 + b goes to a + b*n1 (fft_plan.h) */
            snprintf(w[s].x, sizeof w[s].x, "(j%s %% %zuu) * %zuu + j%s / %zuu", sfx,
                     k->layout->n / k->layout->plane_n1, k->layout->plane_n1, sfx, k->layout->n / k->layout->plane_n1);
        else
            snprintf(w[s].x, sizeof w[s].x, "j%s", sfx);
        w[s].guard[0] = '\0';
    }
    emit_exchange(k, w, tile, rd, pass_inputs(k, 0, rd), 1);
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
    declare_registers(k, "w", s, per_thread, r);
    for (unsigned c = 0; c < per_thread; c++) {
        if (ps_prod > 1) {
            strbuf_line(sb, "const uint k%u_%u = b%u_%u %% %zuu;", s, c, s, c, ps_prod);
            strbuf_line(sb, "const uint o%u_%u = (b%u_%u - k%u_%u) * %uu + k%u_%u;", s, c, s, c, s, c, r, s, c);
        } else {
            strbuf_line(sb, "const uint o%u_%u = b%u_%u * %uu;", s, c, s, c, r);
        }
        char guard[64];
        butterfly_guard(k, guard, sizeof guard, s, c, nb, 0);
        if (guard[0])
            strbuf_line(sb, "if (%s) {", guard);
        else
            strbuf_line(sb, "{");
        sb->indent++;
        bf_var in[FFT_MAX_SMALL_RADIX], out[FFT_MAX_SMALL_RADIX];
        struct stage_entry e = {s, c, ps_prod};
        int powers = k->pass->twiddle_power_base && ps_prod > 1 && r >= 3;
        if (powers)
            emit_twiddle_powers(k, "tp", r, k->pass->twiddle_power_base, stage_twiddle_entry, &e);
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
                butterfly_guard(k, guard, sizeof guard, s, c, nbw, 0);
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
                butterfly_guard(k, guard, sizeof guard, s + 1, c, nbr, 0);
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
static void result_register(char *buf, size_t size, unsigned s, unsigned r, size_t ps_prod, size_t e)
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
            result_register(w, sizeof w, s, ps->factors[s], ps_prod, cn + jn * nbn);
            strbuf_line(k->sb, "u%u_%zu_%u = %s;", s + 1, cn, jn, w);
        }
}

/* Moves pass s's results to the registers of pass s + 1. */
static void emit_between_passes(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    unsigned rn = ps->factors[s + 1];
    declare_registers(k, "u", s + 1, butterflies_per_thread(ps, rn), rn);
    for (unsigned c = 0; c < butterflies_per_thread(ps, rn); c++)
        emit_butterfly_index(k, s + 1, c);
    if (ps->exchange_turns > 1) {
        emit_turned_exchange(k, s, ps_prod);
        return;
    }
    if (ps->threads_per_transform == 1) {
        emit_exchange_in_registers(k, s, ps_prod);
        return;
    }
    unsigned nw = pass_results(k, s, ps_prod, k->writers);
    emit_exchange(k, k->writers, nw, k->readers, pass_inputs(k, s + 1, k->readers), 1);
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
        emit_butterfly_index(k, s + 1, c);
        for (unsigned j = 0; j < r; j++)
            strbuf_line(k->sb, "cplx u%u_%u_%u = w%u_%u_%u;", s + 1, c, j, s, c, j);
    }
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
    if (k->twist_base) { /* w^(t + iT) = w^t w^(iT) */
        bf_emit_table_twiddle(&k->bf, v, k->twist_base);
        bf_emit_const_twiddle(&k->bf, v, v, (unsigned long)i * k->twist_step, 2 * k->pass->radix);
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

static void emit_staged_store(kernel_ctx *k, xfer *w, unsigned nw);

/* The R2C twist where one work-item holds its whole transform (staged
 * stores): Z[k] and Z[m-k] are its own registers; X[0..m-1] leave through
 * the staged tile, X[m] (one value per transform) straight to memory. */
static void emit_one_item_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
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
        result_register(za, sizeof za, s, r, ps_prod, i);
        result_register(zb, sizeof zb, s, r, ps_prod, (m - i) % m);
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
    output_address_of(k, addr, sizeof addr, "_n", at);
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
    emit_staged_store(k, w, (unsigned)m);
}

static void emit_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t m = ps->radix, half = m / 2;
    unsigned T = ps->threads_per_transform;
    unsigned per = (unsigned)((half + T) / T); /* ceil((half + 1) / T) */
    const char *ln = lane(k, s);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = pass_results(k, s, ps_prod, w), nr = 0;
    char h[48], lit[48];
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
    strbuf_line(sb, "/* R2C: X[k] and X[%zu-k] from Z[k] and Z[%zu-k] (Z: the half-length transform). */", m, m);
    for (unsigned i = 0; i < per; i++) {
        strbuf_line(sb, "const uint ka%u = t%s + %uu;", i, ln, i * T);
        strbuf_line(sb, "cplx za%u = cx(0, 0), zb%u = cx(0, 0);", i, i);
        snprintf(h, sizeof h, (half + 1) % T == 0 || i + 1 < per ? "" : "ka%u <= %zuu", i, half);
        char mirror[48];
        snprintf(mirror, sizeof mirror, "(ka%u == 0u ? 0u : %zuu - ka%u)", i, m, i);
        twist_readers(&rd[nr], i, ln, "mm", "ka", mirror, h);
        nr += 2;
    }
    emit_exchange(k, w, nw, rd, nr, 0);
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

/* Odd R2C rows two per transform (fft_plan_layout.pair_rows): the results
 * Z of x + iy (times the store table, Bluestein's chirp / M) go through
 * local memory, and each work-item takes k = t, t+T, ... <= (N-1)/2 with
 * its mirror N-k: X[k] = (Z[k] + conj Z[N-k]) / 2 to row 2b, Y[k] = -i
 * (Z[k] - conj Z[N-k]) / 2 to row 2b + 1.  The same reads serve the R2C
 * twist of a one-kernel Bluestein (FFT_STORE_TWIST, Z the transform of
 * length N = chirp_n of x[2e] + i x[2e+1]): X[k] and X[N-k] of one row,
 * k <= N/2, as emit_twist_outputs computes them. */
static void emit_paired_rows_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
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
    unsigned nw = pass_results(k, s, ps_prod, w), nr = 0;
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
    emit_exchange(k, w, nw, rd, nr, 0);
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
            table_operand(k, t, sizeof t, ps->store_table_offset, at, 1, &mul);
            strbuf_line(sb, "za%u = %s(za%u, %s);", i, mul, i, t);
            snprintf(at, sizeof at, "kb%u", i);
            table_operand(k, t, sizeof t, ps->store_table_offset, at, 1, &mul);
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
            output_address_of(k, addr, sizeof addr, ln, at);
            strbuf_line(sb, "dst[%s] = %s;", addr, v);
            strbuf_line(sb, "if (2u * ka%u != %zuu) {", i, n);
            sb->indent++;
            snprintf(v, sizeof v, "xm%u", i);
            kernel_emit_output_adjust(k, v);
            snprintf(e, sizeof e, "(%zuu - ka%u)", n, i);
            output_address_of(k, addr, sizeof addr, ln, e);
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
        emit_pair_store(k, ln, at, "dst", v);
        close_guard(k, guard);
    }
}

/* The R2C twist in the paired last pass of a multi-pass plan
 * (fft_pass.pair_columns): this work-item's elements x of its column i
 * are Z[e], e = i + x p; the partners Z[m - e] are in the partner column
 * of this group (element R-1-x), or in column 0 itself (element R-x).  Each
 * work-item stores X[e] for its own elements, and X[m] with X[0]. */
static void emit_paired_twist_outputs(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    size_t r = ps->radix, m = k->layout->n;
    unsigned T = ps->threads_per_transform, half = ps->transforms_per_group / 2;
    unsigned per = (unsigned)((r + T - 1) / T);
    const char *ln = lane(k, s);
    xfer *w = k->writers, *rd = k->readers;
    unsigned nw = pass_results(k, s, ps_prod, w), nr = 0;
    char lit[48];
    bf_literal(&k->bf, lit, sizeof lit, 0.5);
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
    emit_exchange(k, w, nw, rd, nr, 0);
    for (unsigned u = 0; u < per; u++) {
        char guard[48] = "", v[16], e[48], tw[96], addr[512];
        if (r % T != 0 && u + 1 == per)
            snprintf(guard, sizeof guard, "ka%u < %zuu", u, r);
        open_guard(k, guard);
        strbuf_line(sb, "const %s e%u = i%s + (%s)ka%u * %zuu;", k->idx, u, ln, k->idx, u, ps->p);
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
        output_address_of(k, addr, sizeof addr, ln, e);
        strbuf_line(sb, "dst[%s] = %s;", addr, v);
        sb->indent--;
        strbuf_line(sb, "}");
        close_guard(k, guard);
    }
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
    strbuf_line(sb, "{");
    sb->indent++;
    emit_element_load(k, x0, "_r", "0u", k->layout->chirp_n);
    sb->indent--;
    strbuf_line(sb, "}");
    kernel_emit_input_conj(k, x0);
    strbuf_line(sb, "cplx y_ = cadd(%s, w%u_%u_0);", x0, s, c);
    kernel_emit_output_adjust(k, "y_");
    if (k->pass->stage_out) /* every load of rbuf is behind a barrier by now */
        strbuf_line(sb, "rbuf[(uint)(b_r - first) * %zuu] = y_;", k->layout->chirp_n);
    else
        emit_element_store(k, "y_", "_r", "0u");
    sb->indent--;
    strbuf_line(sb, "}");
}

/* One-kernel Bluestein: the forward FFT's results w<s>_<c>_<j> (element
 * o<s>_<c> + j*ps of the transform) times the filter's spectrum. */
static void emit_filter(kernel_ctx *k, unsigned s, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned r = ps->factors[s];
    size_t nb = ps->radix / r;
    strbuf_line(sb, "/* Times the spectrum of the chirp filter. */");
    char q[16], row[64] = "";
    snprintf(q, sizeof q, "q%s", lane(k, s));
    if (ps->p > 1) /* a multi-pass FFT's last pass: element x of column i is i + x*p */
        kernel_emit_batch_split(k, "_f", q);
    else if (k->layout->conv_rows) { /* a three-step convolution's row b_f % A: its M-entry filter's row */
        kernel_emit_batch_split(k, "_f", q);
        if (k->layout->conv_rows_outer) /* the outermost batch level */
            snprintf(row, sizeof row, "(uint)(b_f / %zuu) * %zuu + ", k->layout->batch / k->layout->conv_rows,
                     k->layout->n);
        else
            snprintf(row, sizeof row, "(uint)(b_f %% %zuu) * %zuu + ", k->layout->conv_rows, k->layout->n);
    }
    for (unsigned c = 0; c < butterflies_per_thread(ps, r); c++) {
        char guard[64];
        butterfly_guard(k, guard, sizeof guard, s, c, nb, 0);
        open_guard(k, guard);
        if (k->layout->rader)
            emit_rader_dc(k, s, c);
        for (unsigned j = 0; j < r; j++) {
            char at[96], t[160];
            const char *mul;
            if (ps->p > 1)
                snprintf(at, sizeof at, "(k_f + (o%u_%u + %zuu) * %zuu)", s, c, j * ps_prod, ps->p);
            else
                snprintf(at, sizeof at, "(%so%u_%u + %zuu)", row, s, c, j * ps_prod);
            table_operand(k, t, sizeof t, k->layout->filter_offset, at, 0, &mul);
            strbuf_line(sb, "w%u_%u_%u = %s(w%u_%u_%u, %s);", s, c, j, mul, s, c, j, t);
            if (j == 0 && k->layout->rader)
                strbuf_line(sb, "w%u_%u_0 = cadd(w%u_%u_0, x0_%u_%u);", s, c, s, c, s, c);
        }
        close_guard(k, guard);
    }
}

/* Writes the last small pass's results: straight to global memory, or
 * through a tile staged in local memory. */
static void emit_last_outputs(kernel_ctx *k, size_t ps_prod)
{
    const fft_pass *ps = k->pass;
    strbuf *sb = k->sb;
    unsigned s = ps->nfactors - 1, r = ps->factors[s];
    if (ps->store_kind == FFT_STORE_TWIST && ps->pair_columns) {
        emit_paired_twist_outputs(k, s, ps_prod);
        return;
    }
    if (ps->store_kind == FFT_STORE_TWIST && !k->layout->chirp_n && !ps->fuse_store) {
        emit_one_item_twist_outputs(k, s, ps_prod);
        return;
    }
    if (ps->store_kind == FFT_STORE_TWIST && !k->layout->chirp_n) {
        emit_twist_outputs(k, s, ps_prod);
        return;
    }
    if (ps->store_kind == FFT_STORE_TWIST || (k->layout->pair_rows && k->layout->load_kind == FFT_LOAD_REAL)) {
        emit_paired_rows_outputs(k, s, ps_prod);
        return;
    }
    size_t nb = ps->radix / r;
    unsigned per_thread = butterflies_per_thread(ps, r);
    if (ps->fuse_store) {
        strbuf_line(sb, "/* Write the results straight to global memory (coalesced). */");
        for (unsigned c = 0; c < per_thread; c++) {
            char guard[64];
            butterfly_guard(k, guard, sizeof guard, s, c, nb, 1);
            open_guard(k, guard);
            for (unsigned j = 0; j < r; j++) {
                char x[48], var[48];
                snprintf(x, sizeof x, "o%u_%u + %zuu", s, c, j * ps_prod);
                snprintf(var, sizeof var, "w%u_%u_%u", s, c, j);
                kernel_emit_output_adjust(k, var);
                kernel_emit_store(k, var, lane(k, s), x);
            }
            close_guard(k, guard);
        }
        return;
    }
    xfer *w = k->writers;
    emit_staged_store(k, w, pass_results(k, s, ps_prod, w));
}

/* Stores the values of writers w (this work-item's elements of its
 * transform) through a tile staged in local memory, so that consecutive
 * work-items write consecutive addresses. */
static void emit_staged_store(kernel_ctx *k, xfer *w, unsigned nw)
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
    emit_exchange(k, w, nw, rd, tile, 0);
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
        emit_first_inputs(k);
        size_t prod = 1;
        unsigned turn = ps->last ? k->layout->fused_turn : 0;
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
            else if (s + 1 < ps->nfactors)
                emit_between_passes(k, s, prod);
            else
                emit_last_outputs(k, prod);
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
    emit_program_header(&sb, layout, profile);
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
