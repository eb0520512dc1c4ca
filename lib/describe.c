/* Plan descriptions (clfft_plan_describe, clfft-codegen --describe): a
 * 1D layout's passes (fft_plan_describe) and a plan's steps, each with its
 * layout's passes (fft_steps_describe).  Text only: no decisions are made
 * here.  No OpenCL calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fft_plan.h"

static const char *buffer_name(fft_buffer b)
{
    switch (b) {
    case FFT_BUF_IN: return "in";
    case FFT_BUF_OUT: return "out";
    case FFT_BUF_SCRATCH0: return "scratch0";
    case FFT_BUF_SCRATCH1: return "scratch1";
    default: return "stage";
    }
}

char *fft_plan_describe(const fft_plan_layout *L, const clfft_profile *prof)
{
    size_t cap = 512 + 512 * (size_t)L->npasses;
    char *text = malloc(cap);
    if (!text)
        return NULL;
    size_t at = 0;
#define ADD(...) at += (size_t)snprintf(text + at, at < cap ? cap - at : 0, __VA_ARGS__)
    const char *directions = fft_directions_text(&L->desc);
    ADD("plan: C2C 1D N=%zu batch=%zu %s %s%s%s, %u pass%s, %u scratch buffer%s, %zu twiddles, profile '%s'\n",
        L->n, L->batch, L->desc.precision == CLFFT_FP64 ? "fp64" : "fp32",
        L->desc.inplace ? "in-place" : "out-of-place", directions ? " " : "", directions ? directions : "",
        L->npasses, L->npasses == 1 ? "" : "es", L->nscratch,
        L->nscratch == 1 ? "" : "s", L->twiddle_count, prof->preset);
    if (L->complex_struct)
        ADD("  complex values as structs of two reals\n");
    if (L->twist_split)
        ADD("  twist twiddles: a table entry per butterfly times constant roots\n");
    if (L->batch_fast)
        ADD("  column tiles: each group takes adjacent columns (of %zu adjacent), intermediates in the "
            "columns' layout\n",
            L->batch_fast);
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        ADD("  pass %u: %s -> %s, R=%zu p=%zu radices=", g, buffer_name(ps->src), buffer_name(ps->dst), ps->radix,
            ps->p);
        for (unsigned f = 0; f < ps->nfactors; f++)
            ADD("%s%u", f ? "x" : "", ps->factors[f]);
        if (!ps->nfactors)
            ADD("none");
        if (ps->pair_columns)
            ADD(L->pair_rows ? ", column pairs for two rows' half spectra" : ", column pairs for the R2C twist");
        if (ps->pair_loads)
            ADD(", column pairs for the C2R twist's loads");
        if (ps->loop_kernel) {
            ADD(", loop kernel: %u column%s per work-item, local arrays %zu B\n", ps->transforms_per_group,
                ps->transforms_per_group == 1 ? "" : "s", ps->local_bytes);
            continue;
        }
        ADD(", work-group %u = %u transforms x %u threads, local %zu B%s", ps->work_group_size,
            ps->transforms_per_group, ps->threads_per_transform, ps->local_bytes,
            ps->split_exchange ? " (re/im exchanged in turn)" : ps->complex_exchange ? " (complex values)" : "");
        if (ps->exchange_turns > 1)
            ADD(" (exchanges in %u turns)", ps->exchange_turns);
        ADD(", ");
        if (ps->pad_every)
            ADD("padding 1 per %u, ", ps->pad_every);
        else
            ADD("no padding, ");
        ADD("load %s %s, store %s %s%s", ps->fuse_load ? "direct" : "staged",
            ps->load_order == FFT_TILE_M_FAST ? "columns-fast" : "rows-fast", ps->fuse_store ? "direct" : "staged",
            ps->store_order == FFT_TILE_M_FAST ? "columns-fast" : "rows-fast",
            ps->late_thread_order != ps->thread_order ? " (work-items renumbered at the first exchange)" : "");
        /* one-work-item real rows: their half spectra copied in or out whole */
        int c2r_in = ps->stage_in && ps->load_kind == FFT_LOAD_HERMITIAN_TWIST, r2c_out = ps->stage_out && !ps->stage_in;
        if (c2r_in || r2c_out) {
            size_t values = c2r_in ? ps->stage_in : ps->stage_out;
            ADD(", %s whole (%zu values per transform", c2r_in ? "inputs copied in" : "outputs copied out", values);
            if (ps->stage_pad)
                ADD(", rows of %zu in local memory", values + ps->stage_pad);
            ADD(")%s", c2r_in ? ", the C2R twist from the work-item's registers" : "");
        }
        if (ps->prefetch_groups)
            ADD(", prefetch %zu group%s ahead", ps->prefetch_groups, ps->prefetch_groups == 1 ? "" : "s");
        if (ps->twiddle_reads == FFT_TWIDDLES_POWERS_OF_2)
            ADD(", twiddles from the table's powers of 2");
        else if (ps->twiddle_reads == FFT_TWIDDLES_PRODUCTS)
            ADD(", twiddles as products of two table entries");
        if (ps->early_twiddles)
            ADD(", stage twiddles read before the exchanges");
        ADD("\n");
    }
    if (L->direction_argument)
        ADD("  one kernel per pass for both directions (backward = conj(forward(conj x)))\n");
#undef ADD
    if (at >= cap)
        text[cap - 1] = '\0';
    return text;
}

/* A split length's step (fft_plan_layout.split_n1): which DFTs, where
 * the twiddles go. */
static size_t split_method(const fft_plan_layout *L, char *out, size_t room)
{
    size_t len = fft_logical_length(L->n, L->chirp_n), n = L->split_n1 * len;
    char twiddle[96] = "", where[96] = "";
    switch (L->split_twiddle) {
    case FFT_SPLIT_TW_LOADS:
        snprintf(twiddle, sizeof twiddle, ", each loaded element e of %s times w_%zu^(e %s)",
                 L->chirp_n ? "row k1" : "column k2", n, L->chirp_n ? "k1" : "k2");
        break;
    case FFT_SPLIT_TW_STORES:
        snprintf(twiddle, sizeof twiddle, ", each stored element k of %s times w_%zu^(%s k)",
                 L->chirp_n ? "row i" : "column j", n, L->chirp_n ? "i" : "j");
        break;
    case FFT_SPLIT_TW_BY_FIRST:
        snprintf(twiddle, sizeof twiddle, " (rows k1, their twiddles w_%zu^(e k1) applied by the first step's stores)", n);
        break;
    case FFT_SPLIT_TW_BY_SECOND:
        snprintf(twiddle, sizeof twiddle, " (rows i, their twiddles w_%zu^(i k) applied by the second step's loads)", n);
        break;
    }
    /* columns first: A's columns j + n2 i, B's rows stored transposed;
     * rows first: A's rows i + n1 j, B's columns k2 of A's results */
    int rows_first = L->chirp_n ? L->split_twiddle == FFT_SPLIT_TW_STORES || L->split_twiddle == FFT_SPLIT_TW_BY_SECOND
                                : L->split_twiddle == FFT_SPLIT_TW_LOADS;
    if (rows_first && L->chirp_n)
        snprintf(where, sizeof where, ", row i the elements i + %zu j", L->split_n1);
    else if (rows_first)
        snprintf(where, sizeof where, ", the first step's columns");
    else if (!L->chirp_n)
        snprintf(where, sizeof where, ", column j the elements j + %zu i", L->split_n1);
    return (size_t)snprintf(out, room, ", the %zu-point DFTs of a length %zu = %zu x %zu split%s%s%s", len, n,
                            L->chirp_n ? L->split_n1 : len, L->chirp_n ? len : L->split_n1, where, twiddle,
                            L->chirp_n && !rows_first ? ", stored transposed" : "");
}

/* A Bluestein or Rader step's method, for step s's line (its conv_n set). */
static size_t conv_method(const fft_steps *plan, unsigned s, char *out, size_t room)
{
    const fft_step *st = &plan->steps[s];
    const fft_plan_layout *L = &st->layout;
#define RETURN(...) return (size_t)snprintf(out, room, __VA_ARGS__)
    size_t rows = L->conv_cols ? L->n : L->conv_rows, cols = L->conv_cols ? L->conv_cols : L->n;
    if (L->rader && L->conv_cols && !L->reverse)
        RETURN(", Rader, M = p - 1 = %zu = %zu x %zu, step 1 of 3: the %zu values but x[0] in the order of a "
            "primitive root's powers as a %zu x %zu array, the DFTs of its columns%s; x[0] kept after the array",
            rows * cols, rows, cols, rows * cols, rows, cols, L->conv_row_twiddles ? "" : ", times w_M^(k_a b)");
    if (L->rader && L->conv_rows)
        RETURN(", Rader, M = p - 1 = %zu = %zu x %zu, step 2 of 3: %sthe DFT of each row, times the filter's spectrum "
            "(row k_a: its values k_a + %zu k_b), x[0] added to the DC value, inverse DFT, %sin place, the rows the %s "
            "batch level; X[0] = x[0] + the DC value kept after the array",
            rows * cols, rows, cols, L->conv_row_twiddles ? "row k_a's values b times w_M^(k_a b), " : "", rows,
            L->conv_row_twiddles ? "times w_M^-(k_a b), " : "", L->conv_rows_outer ? "outermost" : "innermost");
    if (L->rader && L->conv_cols)
        RETURN(", Rader, M = p - 1 = %zu = %zu x %zu, step 3 of 3: the columns%s, their inverse DFTs, stored in the "
            "order of the root's powers; X[0] stored",
            rows * cols, rows, cols, L->conv_row_twiddles ? "" : " times w_M^-(k_a b)");
    /* an aliased M (fft_plan_layout.alias_count): the one kernel's, the
     * three steps' (A and C keep and correct, alias_keep) or the two
     * steps' of one pass */
    char m_aliased[48] = "", m_kept[64] = "", m_fixed[96] = "";
    if (fft_conv_length(L->n, L->conv_cols, L->conv_rows) < 2 * st->conv_n - 2)
        snprintf(m_aliased, sizeof m_aliased, " (aliased: 2N - 2 = %zu)", 2 * st->conv_n - 2);
    if (L->alias_count && L->alias_keep)
        snprintf(m_kept, sizeof m_kept, "; its first %zu values kept after the array", L->alias_count);
    else if (L->alias_count)
        snprintf(m_fixed, sizeof m_fixed, ", outputs %zu to %zu corrected from the values step 1 kept",
                 st->conv_n - L->alias_count, st->conv_n - 1);
    if (L->conv_cols && !L->reverse)
        RETURN(", Bluestein, M = %zu = %zu x %zu%s, step 1 of 3: %zu values times the chirp as a %zu x %zu array, "
            "the DFTs of its columns%s%s",
            L->n * L->conv_cols, L->n, L->conv_cols, m_aliased, st->conv_n, L->n, L->conv_cols,
            L->conv_row_twiddles ? "" : ", times w_M^(k_a b)", m_kept);
    if (L->conv_rows)
        RETURN(", Bluestein, M = %zu = %zu x %zu%s, step 2 of 3: %sthe DFT of each row, times the filter's spectrum "
            "(row k_a: its values k_a + %zu k_b), inverse DFT, %sin place, the rows the %s batch level%s",
            L->n * L->conv_rows, L->conv_rows, L->n, m_aliased,
            L->conv_row_twiddles ? "row k_a's values b times w_M^(k_a b), " : "", L->conv_rows,
            L->conv_row_twiddles ? "times w_M^-(k_a b), " : "", L->conv_rows_outer ? "outermost" : "innermost",
            L->filter_early ? ", the filter's values loaded with the inputs" : "");
    if (L->conv_cols)
        RETURN(", Bluestein, M = %zu = %zu x %zu%s, step 3 of 3: the columns%s, their inverse DFTs%s, times the "
            "chirp / M, first %zu values stored",
            L->n * L->conv_cols, L->n, L->conv_cols, m_aliased, L->conv_row_twiddles ? "" : " times w_M^-(k_a b)",
            m_fixed, L->store_count ? L->store_count : L->n);
    if (L->rader)
        RETURN(", Rader, one kernel: the %zu values but x[0] in the order of a primitive root's powers, FFT of "
            "length %zu, times the filter's spectrum, inverse FFT, plus x[0], stored in that order; X[0] = "
            "x[0] + their sum",
            L->n, L->n);
    if (L->fused_turn && L->npasses > 1)
        RETURN(", Bluestein, M = %zu, step 1 of 2: %zu values times the chirp, FFT, times the filter's spectrum, "
            "the inverse FFT's first pass in the same kernel",
            L->n, st->conv_n);
    if (L->reverse && s > 0 && plan->steps[s - 1].layout.fused_turn && plan->steps[s - 1].layout.npasses > 1)
        RETURN(", Bluestein, M = %zu, step 2 of 2: the inverse FFT's last pass, times the chirp / M, first %zu "
            "values stored",
            L->n, L->store_count ? L->store_count : L->n);
    if (L->fused_turn) {
        char fixed[112] = ""; /* the one kernel keeps its inputs in local memory */
        if (L->alias_count)
            snprintf(fixed, sizeof fixed, " outputs %zu to %zu corrected from the first %zu inputs kept in local memory,",
                     st->conv_n - L->alias_count, st->conv_n - 1, L->alias_count);
        RETURN(", Bluestein, M = %zu%s, one kernel: %zu values times the chirp, FFT, times the filter's spectrum, "
            "inverse FFT,%s times the chirp / M, first %zu values stored",
            L->n, m_aliased, st->conv_n, fixed, L->store_count ? L->store_count : L->n);
    }
    if (L->reverse)
        RETURN(", Bluestein, M = %zu%s, step 2 of 2: inverse FFT%s, times the chirp / M, first %zu values stored", L->n,
               m_aliased, m_fixed, L->store_count ? L->store_count : L->n);
    RETURN(", Bluestein, M = %zu%s, step 1 of 2: %zu values times the chirp, FFT, times the filter's spectrum%s", L->n,
           m_aliased, st->conv_n, m_kept);
#undef RETURN
}

char *fft_steps_describe(const fft_steps *plan, const clfft_profile *prof)
{
    char *parts[FFT_MAX_STEPS] = {0};
    size_t cap = 1024;
    for (unsigned s = 0; s < plan->nsteps; s++) {
        if (!(parts[s] = fft_plan_describe(&plan->steps[s].layout, prof))) {
            for (unsigned t = 0; t < s; t++)
                free(parts[t]);
            return NULL;
        }
        cap += strlen(parts[s]) + 256;
    }
    if (plan->desc.rank == 1 && plan->desc.kind == CLFFT_C2C && plan->nsteps == 1 && !plan->steps[0].conv_n)
        return parts[0]; /* the 1D planner's own description */
    char *text = malloc(cap);
    if (text) {
        size_t at = 0;
        const clfft_desc *d = &plan->desc;
#define ADD(...) at += (size_t)snprintf(text + at, at < cap ? cap - at : 0, __VA_ARGS__)
        ADD("plan: %s %dD ", fft_kind_name(d->kind), d->rank);
        for (int k = 0; k < d->rank; k++)
            ADD("%s%zu", k ? "x" : "", d->n[k]);
        ADD(" batch=%zu %s %s, %u step%s (%s)", d->batch, d->precision == CLFFT_FP64 ? "fp64" : "fp32",
            d->inplace ? "in-place" : "out-of-place", plan->nsteps, plan->nsteps == 1 ? "" : "s", plan->solver);
        if (plan->stage_elems)
            ADD(", stage array of %zu values", plan->stage_elems);
        ADD(", profile '%s'\n", prof->preset);
        for (unsigned s = 0; s < plan->nsteps; s++) {
            const fft_step *st = &plan->steps[s];
            const fft_plan_layout *L = &st->layout;
            ADD("step %u: %s along axis %d (n=%zu), %s -> %s, %zu transforms in %u batch level%s", s, st->what,
                st->axis, st->conv_n ? st->conv_n : L->n, buffer_name(st->in), buffer_name(st->out), L->batch,
                L->in_levels.count_levels ? L->in_levels.count_levels : 1u,
                L->in_levels.count_levels > 1 ? "s" : "");
            if (L->load_kind == FFT_LOAD_REAL)
                ADD(", first pass loads reals");
            if (L->load_kind == FFT_LOAD_REAL_PAIRS)
                ADD(", first pass loads reals 2e and 2e+1 as element e");
            if (L->load_kind == FFT_LOAD_HERMITIAN_TWIST)
                ADD(", first pass forms the half-length transform's input from the %zu values of the half spectrum",
                    fft_twist_length(L->n, L->chirp_n, L->split_n1) + 1);
            if (L->store_kind == FFT_STORE_REAL_PAIRS)
                ADD(", last pass stores element e as reals 2e and 2e+1");
            if (L->store_kind == FFT_STORE_TWIST)
                ADD(", last pass stores the %zu values of the half spectrum through the R2C twist",
                    fft_logical_length(L->n, L->chirp_n) + 1);
            if (L->load_kind == FFT_LOAD_HERMITIAN)
                ADD(", first pass loads the half spectrum (the rest by symmetry)");
            if (L->store_kind == FFT_STORE_HALF)
                ADD(", last pass stores the half spectrum");
            if (L->store_kind == FFT_STORE_REAL)
                ADD(", last pass stores real parts");
            if (L->pair_rows && L->plane_n1 && L->load_kind == FFT_LOAD_REAL)
                ADD(", two planes per transform: planes 2b and 2b + 1 loaded as x + iy, their half spectra "
                    "X[c][d] = (Z[c][d] + conj Z[-c][-d]) / 2 and Y[c][d] = -i (Z[c][d] - conj Z[-c][-d]) / 2 "
                    "stored from local memory");
            else if (L->pair_rows && L->split_n1 && L->load_kind == FFT_LOAD_HERMITIAN)
                ADD(", two rows per transform: the half spectra of rows r and r + %zu of each block of %zu loaded as "
                    "X + iY (the rest by symmetry)",
                    L->split_n1, 2 * L->split_n1);
            else if (L->pair_rows && L->load_kind == FFT_LOAD_COMPLEX && L->store_kind == FFT_STORE_REAL)
                ADD(", two rows per transform: the real parts stored to row 2b and the imaginary parts to row 2b + 1");
            else if (L->pair_rows && L->plane_n1)
                ADD(", two planes per transform: the half spectra of planes 2b and 2b + 1 loaded as X + iY (the "
                    "columns d = 0 and %zu as (X[c][d] + conj X[-c][d]) / 2), the real parts stored to plane 2b "
                    "and the imaginary parts to plane 2b + 1",
                    L->n / L->plane_n1 / 2);
            else if (L->pair_rows && L->load_kind == FFT_LOAD_REAL && L->split_n1)
                ADD(", two rows per transform: rows r and r + %zu of each block of %zu loaded as x + iy", L->split_n1,
                    2 * L->split_n1);
            else if (L->pair_rows && L->load_kind == FFT_LOAD_HERMITIAN && L->conv_cols)
                ADD(", two rows per transform: the half spectra of rows 2b and 2b + 1 loaded as X + iY");
            else if (L->pair_rows && L->load_kind == FFT_LOAD_REAL && L->conv_cols)
                ADD(", two rows per transform: rows 2b and 2b + 1 loaded as x + iy");
            else if (fft_conv_pair_columns(L->conv_cols, L->pair_rows, L->store_kind))
                ADD(", two rows per transform: the half spectra X[k] = (Z[k] + conj Z[N-k]) / 2 and Y[k] = -i (Z[k] - "
                    "conj Z[N-k]) / 2 of rows 2b and 2b + 1 stored from column pairs j and (N - j) mod %zu",
                    L->conv_cols);
            else if (L->pair_rows && L->load_kind == FFT_LOAD_REAL)
                ADD(", two rows per transform: rows 2b and 2b + 1 loaded as x + iy, their half spectra X[k] = "
                    "(Z[k] + conj Z[N-k]) / 2 and Y[k] = -i (Z[k] - conj Z[N-k]) / 2 stored from local memory");
            else if (fft_paired_rows_pass(L->prior_p, L->pair_rows, L->store_kind))
                ADD(", two rows per transform: the half spectra X[k] = (Z[k] + conj Z[N-k]) / 2 and Y[k] = -i (Z[k] - "
                    "conj Z[N-k]) / 2 of rows 2b and 2b + 1 stored from the column pairs");
            else if (L->pair_rows)
                ADD(", two rows per transform: the half spectra of rows 2b and 2b + 1 loaded as X + iY, the real "
                    "parts stored to row 2b and the imaginary parts to row 2b + 1");
            if (L->mirror.n1 && L->load_kind == FFT_LOAD_ROW_PAIRS)
                ADD(", %zu pairs of rows A = (k0, k1) and B = (-k0, -k1) per batch entry: element 2j + s of the "
                    "transform from Z_A[j] and Z_B[j] as (Z_A + conj Z_B) / 2 (s = 0) or (Z_A - conj Z_B) / 2i (s = 1), "
                    "Y[k] (k <= %zu) stored to row A and conj Y[%zu - k] to row B",
                    L->mirror.rows, L->n / 2, L->n);
            else if (L->mirror.n1)
                ADD(", rows A = (k0, k1) with their mirrors B = (-k0, -k1), the pair's rows adjacent transforms: X[%zu - e] "
                    "read from row B, the DC and Nyquist values (X_A + conj X_B) / 2, results stored as complex values",
                    L->n);
            if (L->split_n1)
                at += split_method(L, text + at, at < cap ? cap - at : 0);
            if (L->row_split && L->load_kind == FFT_LOAD_HERMITIAN_TWIST)
                ADD(", every row once: rows q and q + %zu as adjacent transforms (q = 0, 1, %zu - 1, 2, ...: the "
                    "mirrors of one pair are the next pair's rows), their results y through local memory, row q "
                    "storing y_q + y_(q+%zu) and row q + %zu (y_q - y_(q+%zu)) w_%zu^q (the split columns' first "
                    "radix-2 butterflies)",
                    L->row_split_n / 2, L->row_split_n / 2, L->row_split_n / 2, L->row_split_n / 2, L->row_split_n / 2,
                    L->row_split_n);
            else if (L->row_split && L->mirror.n1)
                ADD(", row r's columns' spectrum the sum over m < %zu of w_%zu^(m r) times stage row r mod %zu + %zu m "
                    "(the split columns' last radix-%zu butterflies)%s",
                    L->row_split, L->row_split_n, L->row_split_n / L->row_split, L->row_split_n / L->row_split,
                    L->row_split,
                    L->row_split_adjacent ? "; pairs k1 and n1/2 - k1, which read the same stage rows, adjacent" : "");
            else if (L->row_split)
                ADD(", the rows in blocks of %zu: row k + %zu j loads each element as the sum over m < %zu of "
                    "w_%zu^(m (k + %zu j)) times that of row k + %zu m (the split columns' last radix-%zu butterflies)",
                    L->row_split, L->row_split_n / L->row_split, L->row_split, L->row_split_n,
                    L->row_split_n / L->row_split, L->row_split_n / L->row_split, L->row_split);
            if (st->conv_n)
                at += conv_method(plan, s, text + at, at < cap ? cap - at : 0);
            ADD("\n");
            /* the step's passes, indented */
            for (const char *line = parts[s]; *line;) {
                const char *end = strchr(line, '\n');
                size_t len = end ? (size_t)(end - line) : strlen(line);
                ADD("  %.*s\n", (int)len, line);
                line += len + (end ? 1 : 0);
            }
        }
#undef ADD
        if (at >= cap)
            text[cap - 1] = '\0';
    }
    for (unsigned s = 0; s < plan->nsteps; s++)
        free(parts[s]);
    return text;
}
