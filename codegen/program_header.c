/* The head of a generated program (kernel.c): its comment (transform,
 * layout, profile, passes), the real and cplx types with the complex
 * helpers every butterfly is written with, the L2 prefetch and the
 * exchange arrays' padding helpers. */
#include "fft_codegen.h"

#include <ctype.h>
#include <stdio.h>

#include "kernel_group.h"
#include "strbuf.h"

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

/* Whether a Bluestein step's M (the three steps' whole array) is an
 * aliased one, shorter than 2N - 2 (fft_plan_layout.alias_count). */
static int below_2n_2(const fft_plan_layout *L)
{
    return fft_conv_length(L->n, L->conv_cols, L->conv_rows) < 2 * L->chirp_n - 2;
}

/* The part an aliased M's stage steps (the three steps' A and C, the two
 * steps of one pass) play in the correction, for the header's line. */
static const char *stage_alias_clause(const fft_plan_layout *L)
{
    return !L->alias_count ? ""
           : L->alias_keep ? "; the first values kept after the array for the aliased outputs"
                           : "; the last outputs corrected for the filter's aliased slots";
}

void kernel_emit_program_header(strbuf *sb, const fft_plan_layout *L, const clfft_profile *prof)
{
    const clfft_desc *d = &L->desc;
    static const char one_kernel_text[] = "the whole convolution in one kernel: the chirp times the input "
                                          "(zero-padded), FFT, times the filter's spectrum, inverse FFT";
    char one_kernel_stored[256];
    snprintf(one_kernel_stored, sizeof one_kernel_stored, "%s, times the chirp / M, first values stored",
             one_kernel_text);
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
    if (L->rader && (L->conv_cols || L->conv_rows))
        strbuf_line(sb, " * Rader step for the prime length %zu, the cyclic convolution of length M = %zu as a %zu x "
                    "%zu array, step %s.", L->chirp_n, fft_conv_length(L->n, L->conv_cols, L->conv_rows),
                    L->conv_cols ? L->n : L->conv_rows, L->conv_cols ? L->conv_cols : L->n,
                    L->conv_rows ? "2 of 3: the DFT of each row, times the filter's spectrum (x[0] added to the DC "
                                   "value, X[0] kept after the array), inverse DFT"
                    : L->reverse ? "3 of 3: the columns' inverse DFTs, stored in the order of a primitive root's "
                                   "powers, and X[0]"
                                 : "1 of 3: the input in the order of a primitive root's powers, the columns' DFTs "
                                   "(x[0] kept after the array)");
    else if (L->rader)
        strbuf_line(sb, " * Rader step for the prime length %zu: the whole cyclic convolution of length %zu in one "
                    "kernel: loads in the order of a primitive root's powers, FFT, times the filter's spectrum (x[0] "
                    "added to its DC value, X[0] stored there), inverse FFT, stores in that order.",
                    L->chirp_n, L->n);
    else if (L->conv_cols || L->conv_rows)
        strbuf_line(sb, " * Bluestein step for length %zu, M = %zu%s as a %zu x %zu array, step %s%s%s.", L->chirp_n,
                    fft_conv_length(L->n, L->conv_cols, L->conv_rows), below_2n_2(L) ? " (below 2N - 2)" : "",
                    L->conv_cols ? L->n : L->conv_rows, L->conv_cols ? L->conv_cols : L->n,
                    L->conv_rows ? "2 of 3: the DFT of each row, times the filter's spectrum, inverse DFT"
                    : L->reverse ? "3 of 3: the columns' inverse DFTs, times the chirp / M"
                                 : "1 of 3: the chirp times the input (zero-padded), the columns' DFTs",
                    !L->conv_row_twiddles ? " (the twiddles w_M^(k_a b) in the columns' steps)"
                    : L->conv_rows        ? " (the rows' values times w_M^(k_a b) loaded, times w_M^-(k_a b) stored)"
                                          : " (the twiddles w_M^(k_a b) in the rows' step)",
                    L->conv_cols ? stage_alias_clause(L) : "");
    else if (L->chirp_n && L->alias_count) /* an aliased M: the one-kernel text, its last outputs corrected */
        strbuf_line(sb, " * Bluestein step for length %zu (M = %zu, below 2N - 2): %s, the last %zu outputs corrected "
                    "for the filter's aliased slots, times the chirp / M, first values stored.", L->chirp_n, L->n,
                    one_kernel_text, L->alias_count);
    else if (L->chirp_n)
        strbuf_line(sb, " * Bluestein step for length %zu (M = %zu%s): %s%s.", L->chirp_n, L->n,
                    below_2n_2(L) ? ", below 2N - 2" : "",
                    L->fused_turn ? one_kernel_stored
                    : L->reverse  ? "the inverse FFT of the convolution, times the chirp / M, first values stored"
                                  : "the chirp times the input (zero-padded), FFT, times the filter's spectrum",
                    stage_alias_clause(L));
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
