/* Stage 2: lengths N = n1 x n2 with their large primes in n2, complex and
 * real, as a column step and n2's one-kernel convolutions
 * (lib/conv_internal.h; convolution.c chooses).  No OpenCL calls. */
#include <stddef.h>

#include "conv_internal.h"
#include "error.h"
#include "pass_shape.h"
#include "steps.h"

/* A length N = n1 x n2 whose large primes (above FFT_MAX_PRIME) are all in
 * n2 and whose n2-point DFT is one kernel (Rader's or Bluestein's) runs as
 * two steps of the four-step algorithm instead of one convolution of M >=
 * 2N - 2: A, the n1-point DFTs along stride n2 (a column step, into the
 * stage array); B, the n2-point DFTs of its rows, each loaded element e of
 * row k1 times w_N^(e k1) (fft_plan_layout.split_n1), stored transposed
 * (X[k1 + n1 k2]).  Each step reads and writes N values: 4N in all, where
 * Bluestein's steps move 2N + 4M or more.  C2C steps only; the table has N
 * entries, so N <= SPLIT_MAX_N; and only for long lengths
 * (SPLIT_MIN_WHOLE_M).  H200, GB/s, split against one convolution
 * of the whole length (bench/results/h200-2026-11-24-split): 12345 = 15 x
 * 823 474 -> 689, 10310 486 -> 692, 3093 684 -> 787, 1031000 342 -> 469,
 * fp64 12345 470 -> 677; 24594 = 6 x 4099 484 -> 454 lost (4099's one
 * kernel is slow, NOTES 52); 582 = 6 x 97 gained too (1143 -> 1270) but
 * now stays whole (SPLIT_MIN_WHOLE_M).  Returns whether it added the two
 * steps. */
#ifndef SPLIT_MAX_N
#define SPLIT_MAX_N ((size_t)1 << 22)
#endif
/* Only where the whole length's Bluestein M exceeds this: a shorter one is
 * one cheap kernel reading N and writing N, which the two steps' 4N lost to
 * (H200, GB/s, split against the whole, bench/results/h200-2026-11-24-
 * split/short-*.csv: 254 (M = 512) 1184 / 1982, 1006 (2048) 953 / 1837,
 * 482 1231 / 1844, 123 1459 / 2727; but 2062 (M = 4608) 830 / 739 and 4094
 * 1482 / 995; 74 and 106 gained 14-15% and are left whole). */
#ifndef SPLIT_MIN_WHOLE_M
#define SPLIT_MIN_WHOLE_M 4096
#endif
static size_t large_part(size_t n)
{
    size_t large = 1;
    for (size_t f = 2; f * f <= n; f++)
        while (n % f == 0) {
            if (f > FFT_MAX_PRIME)
                large *= f;
            n /= f;
        }
    if (n > FFT_MAX_PRIME)
        large *= n;
    return large;
}

/* The split the other way round (the variant split-rows-first): with
 * element i + n1 j of the input and k2 + n2 k1 of the output,
 *   X[k2 + n2 k1] = sum_i w_n1^(i k1) w_N^(i k2) sum_j x[i + n1 j] w_n2^(j k2),
 * so A, the n2-point DFTs of the rows x[i + n1 j] (loads of stride n1, a
 * one-kernel Bluestein convolution) into Z[i][k2]; B, the n1-point DFTs of
 * Z's columns, each loaded element i of column k2 times w_N^(i k2)
 * (fft_plan_layout.split_twiddle; where B is not one pass, A's stored
 * element k2 of row i instead), stored in order (X[k2 + n2 k1], adjacent
 * k2 adjacent).  The strided accesses move to A's loads, where the second
 * step of fft_add_split stores with stride n1: Rader's three steps measured
 * scattered stores dearer than gathered loads (entry 107).  Not where n2
 * takes Rader's kernel (its permuted stores take no twiddle).  A takes a
 * row step's group (column_rules.c), one row of M = 2048 where a column
 * group took eight.  The rule, GPUs, fp32 (split_rows_first_may_pay,
 * split_rows_first_pays): axes
 * of adjacent elements where A's M is a power of two from
 * SPLIT_ROWS_MIN_M to SPLIT_ROWS_MAX_M (a strided axis lost: 12345x16,
 * columns of 12345, 486 -> 381 in call221, where 16x12345 gained 595 ->
 * 736).
 * H200, GB/s, two runs each against the columns first with their
 * twiddles in the column step's stores (bench/results/h200-2026-11-28-
 * splitstore, call220): M = 2048 (n2 = 823) 12345 796 -> 947, 8230 869
 * -> 1001, 24690 689 -> 787, 4115 +7%, 2469 +1%; M = 1024 (431) 5172 898
 * -> 1181; but M = 256 (4815) -4%, 2304 (1031: 3093 -18%, 10310 -8%,
 * 30930 -7%, 64x3093 -15%), 4096 (7698) -4%, 4608 (8252) -5%, and fp64
 * -5 to -7% (12345, 8230, 10310, 3093; 7698 +9%, 4815 +2%).  The
 * variants split-rows-first and split-columns-first force either order.
 * Returns whether it added the two steps. */
#define SPLIT_ROWS_MIN_M 1024
#define SPLIT_ROWS_MAX_M 2048
static int split_rows_first_may_pay(const fft_axis_problem *ap, const clfft_profile *prof)
{
    return !prof->is_cpu && ap->precision == CLFFT_FP32 && ap->istride == 1;
}

static int split_rows_first_pays(const fft_plan_layout *conv)
{
    return fft_is_pow2(conv->n) && conv->n >= SPLIT_ROWS_MIN_M && conv->n <= SPLIT_ROWS_MAX_M;
}

/* A of the rows-first split: x[i + n1 j] -> Z[i][k2] (row i's n2-point
 * DFT at stage element offset + i n2 + k2), i the innermost batch level,
 * the twiddles w_N^(i k2) left to B. */
static void rows_first_conv(fft_axis_problem *a, const fft_axis_problem *ap, size_t n1, size_t n2, size_t offset,
                            const fft_levels *packed)
{
    *a = *ap;
    a->n = n2;
    a->split_n1 = n1;
    a->split_twiddle = FFT_SPLIT_TW_BY_SECOND;
    a->istride = n1 * ap->istride;
    a->ostride = 1;
    a->ooffset = offset;
    a->inplace = 0;
    a->forward_scale = a->backward_scale = 1.0;
    fft_conv_columns_inside(a, ap, n1, ap->istride, n2, &ap->in, packed);
}

static int add_split_rows_first(fft_steps *plan, const fft_axis_problem *ap, size_t n1, size_t n2, size_t offset,
                                size_t end, const fft_levels *packed, fft_buffer fb, fft_buffer tb, int axis,
                                const clfft_profile *prof, const fft_variant *variant)
{
    fft_choice choice = variant ? variant->split_rows : FFT_RULE;
    if (choice == FFT_FORCE_OFF || fft_rader_length(n2) || (choice == FFT_RULE && !split_rows_first_may_pay(ap, prof)))
        return 0;
    fft_axis_problem a, b = *ap;
    rows_first_conv(&a, ap, n1, n2, offset, packed);
    /* B: column k2 of Z (n1 values n2 apart, times w_N^(i k2)) -> X[k2 + n2 k1] */
    b.n = n1;
    b.split_n1 = n2;
    b.split_twiddle = FFT_SPLIT_TW_LOADS;
    b.istride = n2;
    b.ioffset = offset;
    b.ostride = n2 * ap->ostride;
    b.inplace = 0;
    fft_conv_columns_inside(&b, ap, n2, 1, ap->ostride, packed, &ap->out);
    fft_step *sa = &plan->steps[plan->nsteps], *sb = sa + 1;
    if (!fft_bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
        (choice == FFT_RULE && !split_rows_first_pays(&sa->layout)))
        return 0;
    if (fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK) {
        /* B in several passes: the twiddles in A's stores */
        fft_clear_error();
        a.split_twiddle = FFT_SPLIT_TW_STORES;
        b.split_n1 = 0;
        if (!fft_bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
            fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK) {
            fft_clear_error();
            return 0;
        }
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, "C2C, a split length's large factor, first (into the stage array)", n2);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, "C2C, a split length's smooth factor, second", 0);
    fft_conv_reserve(plan, offset, end);
    return 1;
}

/* fft_add_split's twiddles w_N^(j k1) in the stores of A, the column step (a
 * single pass), instead of the loads of B, the large factor's one-kernel
 * convolutions: the B kernels bound the split (their transposed stores
 * most: timing-only builds, bench/NOTES.md entry 112), A's columns run near
 * a copy's speed.  H200, GB/s, two runs each against the loads' twiddles
 * (bench/results/h200-2026-11-28-splitstore, call218): fp32 12345 728 ->
 * 793, 4094 (46 x 89, Rader) 1396 -> 1638, 8230 +5%, 10310 +5%, 24690 +5%,
 * 3093 +3%, 2469 +3%, 64x3093 +3%; fp64 12345 892 -> 960, 10310 +3%, 3093
 * +2%.  Not where the table of N entries exceeds SPLIT_STORE_TW_MAX_BYTES
 * (1031000 -3%, 30930 -1%: A's reads of it scatter beyond the cache) nor
 * in fp64 column steps with a prime radix of 17 or more (fp64 4094, 46 =
 * 2 x 23: -11%).  The variants split-store-twiddles and split-load-twiddles
 * force either.  Plans A (into L) with the twiddles; 0 where it does not. */
#define SPLIT_STORE_TW_MAX_BYTES (200u << 10)
static int split_store_twiddles(fft_axis_problem *a, size_t n2, const clfft_profile *prof,
                                const fft_variant *variant, fft_plan_layout *L)
{
    fft_choice choice = variant ? variant->split_twiddles : FFT_RULE;
    size_t n = a->n * n2;
    if (choice == FFT_FORCE_OFF ||
        (choice == FFT_RULE && n * fft_complex_bytes(a->precision) > SPLIT_STORE_TW_MAX_BYTES))
        return 0;
    a->split_n1 = n2;
    a->split_twiddle = FFT_SPLIT_TW_STORES;
    if (fft_plan_build_axis(a, prof, variant, L) == CLFFT_OK &&
        (choice == FFT_FORCE_ON || a->precision != CLFFT_FP64 || !shape_big_prime_radix(&L->passes[0])))
        return 1;
    fft_clear_error();
    a->split_n1 = 0;
    a->split_twiddle = FFT_SPLIT_TW_LOADS;
    return 0;
}

/* The split of a length m = n1 n2 (n2 its large part: its primes above
 * FFT_MAX_PRIME) and its stage region, where the split's rules allow it:
 * a smooth factor, not too long, a whole convolution longer than
 * SPLIT_MIN_WHOLE_M, a level and two steps to spare. */
static int split_applies(const fft_steps *plan, const fft_axis_problem *ap, const fft_variant *variant,
                              size_t *n1, size_t *n2, size_t *offset, size_t *end, fft_levels *packed)
{
    size_t m = ap->n;
    *n2 = large_part(m);
    *n1 = m / *n2;
    return *n1 >= 2 && m <= SPLIT_MAX_N && fft_bluestein_length(m) > SPLIT_MIN_WHOLE_M && !ap->plane_n1 &&
           !ap->split_n1 && ap->in.count_levels < FFT_MAX_LEVELS && plan->nsteps + 2 <= FFT_MAX_STEPS &&
           (!variant || variant->one_kernel_conv != FFT_FORCE_OFF) && fft_conv_region(plan, ap, m, offset, end, packed);
}

/* The columns-first split's two problems: A (*col), the n1-point DFTs of
 * the columns j (elements j + n2 i, loads of stride n2), stored
 * transposed into the stage array as Y[k1][j], j the innermost batch
 * level; B (*conv), the n2-point DFTs of Y's rows, stored with stride n1
 * at ooffset with the batch levels *out. */
static void columns_first_problems(fft_axis_problem *col, fft_axis_problem *conv, const fft_axis_problem *ap, size_t n1,
                                   size_t n2, size_t offset, const fft_levels *packed, size_t ooffset,
                                   const fft_levels *out)
{
    *col = *conv = *ap;
    col->n = n1;
    col->istride = n2 * ap->istride;
    col->ostride = n2;
    col->ooffset = offset;
    col->inplace = 0;
    col->forward_scale = col->backward_scale = 1.0;
    fft_conv_columns_inside(col, ap, n2, ap->istride, 1, &ap->in, packed);
    conv->n = n2;
    conv->split_n1 = n1;
    conv->istride = 1;
    conv->ioffset = offset;
    conv->ostride = n1 * ap->ostride;
    conv->ooffset = ooffset;
    conv->inplace = 0;
    fft_conv_columns_inside(conv, ap, n1, n2, ap->ostride, packed, out);
}

int fft_add_split(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                  const clfft_profile *prof, const fft_variant *variant)
{
    size_t n1, n2, offset, end;
    fft_levels packed; /* the intermediate Y[k1][n2], N per transform */
    if (ap->load != FFT_LOAD_COMPLEX || ap->store != FFT_STORE_COMPLEX ||
        !split_applies(plan, ap, variant, &n1, &n2, &offset, &end, &packed))
        return 0;
    if (add_split_rows_first(plan, ap, n1, n2, offset, end, &packed, fb, tb, axis, prof, variant))
        return 1;
    /* A: x[j + n2 i] -> Y[k1][j]; B: row k1 of Y (n2 values, times w_N^(j k1)) -> X[k1 + n1 k2] */
    fft_axis_problem a, b;
    columns_first_problems(&a, &b, ap, n1, n2, offset, &packed, ap->ooffset, &ap->out);
    fft_step *sa = &plan->steps[plan->nsteps];
    if (split_store_twiddles(&a, n2, prof, variant, &sa->layout)) {
        b.split_twiddle = FFT_SPLIT_TW_BY_FIRST;
    } else if (fft_plan_build_axis(&a, prof, variant, &sa->layout) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, "C2C, a split length's smooth factor (four-step, into the stage array)", 0);
    int added = fft_add_rader(plan, &b, FFT_BUF_STAGE, tb, axis, "C2C, a split length's large factor", prof, variant);
    if (!added) {
        fft_step *sb = &plan->steps[plan->nsteps];
        if (fft_bluestein_one_kernel(&b, fft_bluestein_length(n2), prof, variant, &sb->layout)) {
            fft_push_step(plan, FFT_BUF_STAGE, tb, axis, "C2C, a split length's large factor", n2);
            added = 1;
        }
    }
    if (!added) {
        plan->nsteps--; /* A alone is no plan */
        return 0;
    }
    fft_conv_reserve(plan, offset, end);
    return 1;
}

/* Whether a real side (reals: stride, offset and batch distances) reads
 * as complex values: unit stride, even offset and distances. */
static int reals_as_complex(size_t stride, size_t offset, const fft_levels *lv)
{
    int even = stride == 1 && offset % 2 == 0;
    for (unsigned l = 0; l < lv->count_levels; l++)
        even = even && (lv->count[l] < 2 || lv->dist[l] % 2 == 0);
    return even;
}

/* A real side's offset and batch distances in complex values. */
static void complex_view(size_t *offset, fft_levels *lv)
{
    *offset /= 2;
    for (unsigned l = 0; l < lv->count_levels; l++)
        lv->dist[l] /= 2;
}


/* The names of a real split's steps: R2C or C2R, of a split half length
 * (the twist) or at full length (one or two rows per transform), the
 * first step or the second, the columns first or the convolutions. */
static const char *split_real_what(int r2c, int full, int pairs, int first, int columns_first)
{
    static const char *const names[2][2][2] = {
        /* columns first: C2R only */
        {{"C2R, a split half length's large factor, second, stored as reals",
          "C2R, a split half length's smooth factor, first, the twist in its loads (into the stage array)"},
         {"C2R, a split length's large factor, second, real parts stored",
          "C2R, a split length's smooth factor, first, the half spectrum's values (into the stage array)"}},
        {{"C2R, a split length's large factor, second, real parts to one row, imaginary to the other",
          "C2R, a split length's smooth factor, first, two rows' half spectra as X + iY (into the stage array)"},
         {"", ""}}};
    static const char *const rows_first[2][3][2] = {
        /* C2R: the twist, one row, two rows */
        {{"C2R, a split half length's smooth factor, second, stored as reals",
          "C2R, a split half length's large factor, first, the twist in its loads (into the stage array)"},
         {"C2R, a split length's smooth factor, second, real parts stored",
          "C2R, a split length's large factor, first, the half spectrum's values (into the stage array)"},
         {"C2R, a split length's smooth factor, second, real parts to one row, imaginary to the other",
          "C2R, a split length's large factor, first, two rows' half spectra as X + iY (into the stage array)"}},
        /* R2C */
        {{"R2C, a split half length's smooth factor, second, the twist in its stores",
          "R2C, a split half length's large factor, first (into the stage array)"},
         {"R2C, a split length's smooth factor, second, the half spectrum stored",
          "R2C, a split length's large factor, first, reals loaded (into the stage array)"},
         {"R2C, a split length's smooth factor, second, the two rows' half spectra from its column pairs",
          "R2C, a split length's large factor, first, two rows as x + iy (into the stage array)"}}};
    if (columns_first)
        return pairs ? names[1][0][first] : names[0][full][first];
    return rows_first[r2c][!full ? 0 : pairs ? 2 : 1][first];
}

/* C2R's twist with the columns first, as fft_add_split's columns first: B,
 * the n1-point DFTs of the columns k2 (elements k2 + n2 x, loads of
 * stride n2), whose loads form Z[e] from X[e] and X[m - e] (codegen's
 * emit_hermitian_twist_load with the split's element), stored transposed
 * into the stage array times w_m^(y k2) (split_store_twiddles); then A,
 * the n2-point convolutions of the stage's rows y, stored with stride n1
 * into the real rows as complex values.  The rule where the convolutions'
 * M is SPLIT_C2R_COLUMNS_MIN_M or more (rule), else the convolutions
 * first; the variants split-columns-first and split-rows-first force
 * either.  H200, GB/s, two runs each, the columns first against the
 * convolutions first (bench/results/h200-2026-11-28-splitreal, call228):
 * M = 2048 C2R 24690 664 -> 781, 16x24690 583 -> 653, 4938 952 -> 1006,
 * 8230 +2%, fp64 24690 742 -> 893, fp64 8230 845 -> 973; M = 2304 30930
 * 586 -> 666; but M = 1024 10344 1026 -> 824 (fp64 equal).  The columns'
 * twist loads read X[e] and X[m - e] in runs, where the convolutions first
 * gather both along stride n1 (no profile taken).  Odd C2R rows in pairs
 * (X + iY loaded, x and y stored to two rows) take it only under the
 * variant: it lost there (call229: 12345 738 -> 635, 16x12345 617 -> 544,
 * fp64 12345 837 -> 788; 4115 +3%, fp64 4115 +3%, 15465 equal). */
#define SPLIT_C2R_COLUMNS_MIN_M 2048
static int add_split_c2r_columns(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                                 size_t n1, size_t n2, size_t offset, size_t end, const fft_levels *packed,
                                 int where_pays, int rule, const clfft_profile *prof, const fft_variant *variant)
{
    /* B: x[k2 + n2 x] (the twist of X) -> Y[y][k2] times w_m^(y k2); A: row
     * y of Y (n2 values) -> z[y + n1 k], the real rows as complex values
     * (full rows: their real parts; pairs: x to row 2b, y to row 2b + 1) */
    int full = fft_full_real_rows(ap);
    fft_levels out = ap->out;
    size_t ooffset = ap->ooffset;
    if (!full)
        complex_view(&ooffset, &out);
    fft_axis_problem a, b;
    columns_first_problems(&b, &a, ap, n1, n2, offset, packed, ooffset, &out);
    b.store = FFT_STORE_COMPLEX;
    a.split_twiddle = FFT_SPLIT_TW_BY_FIRST;
    a.load = FFT_LOAD_COMPLEX;
    a.store = full ? ap->store : FFT_STORE_COMPLEX;
    fft_step *sb = &plan->steps[plan->nsteps], *sa = sb + 1;
    if (!fft_bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
        (where_pays && !split_rows_first_pays(&sa->layout)) || (rule && sa->layout.n < SPLIT_C2R_COLUMNS_MIN_M) ||
        !split_store_twiddles(&b, n2, prof, variant, &sb->layout))
        return 0;
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, split_real_what(0, full, ap->pair_rows, 1, 1), 0);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, split_real_what(0, full, ap->pair_rows, 0, 1), n2);
    fft_conv_reserve(plan, offset, end);
    return 1;
}

/* Real lengths that split, with the real parts fused (bench/NOTES.md,
 * entries 115 to 117), where the split's rules allow it: the rows first,
 * as add_split_rows_first, or for C2R the columns first
 * (add_split_c2r_columns).
 * The R2C twist (FFT_STORE_TWIST) of an even length 2m whose half length
 * m = n1 n2 splits (n2 the large part): A reads the real rows as m complex
 * values (x[2e] + i x[2e+1]: unit stride, even offsets and distances); B
 * is the last pass of the half-length transform Z (fft_plan_layout.
 * prior_p = n2: element i of its column k2 is Z[i][k2], its twiddles
 * w_m^(i k2) the pass's own), whose output k = k2 + n2 k1 pairs with m - k
 * = (n2 - k2) + n2 (n1 - 1 - k1): the columns k2 and n2 - k2 share a group
 * (fft_pass.pair_columns) and the twist goes into its stores, as in a
 * multi-pass plan's last pass.
 * The C2R twist (FFT_LOAD_HERMITIAN_TWIST), the convolutions first: A's
 * loads form Z[e] = E + iO from X[e] and X[m - e], e = i + n1 j the
 * element j of row i (codegen's emit_hermitian_twist_load); B, the same
 * last pass, stores z as complex values into the real rows.
 * Real rows at full length (odd lengths; fft_full_real_rows): A loads the
 * reals (C2R: the half spectrum, the rest by symmetry, with the split's
 * element), B stores the half spectrum (C2R: the real parts); in pairs
 * (pair_rows) A loads x + iy (X + iY) of two rows and B separates their
 * spectra in its column pairs' stores (C2R: real parts to one row,
 * imaginary parts to the other).
 * Against the whole rows as Bluestein's two or three steps, the only plan
 * before (M = 51200 for 24690, about 12 values moved per point), H200,
 * GB/s, two runs of each (bench/results/h200-2026-11-28-splitreal,
 * call225): R2C 24690 341 -> 912 (VkFFT 423), 10344 509 -> 1121, 8230 652
 * -> 1024, 30930 317 -> 644, 16x24690 312 -> 732, fp64 24690 336 -> 837,
 * fp64 8230 377 -> 971 (the C2R rows there are of the convolutions first;
 * add_split_c2r_columns has the rule's).  Where the half length's
 * one-kernel Bluestein fits it ran faster than the twist's split (6186:
 * 867 against 675, 8188 997 / 743, 4124 692 / 677, the convolutions' M =
 * 2304 or 192) unless the convolutions take the power-of-two M of
 * split_rows_first_pays (10344: one kernel of M = 10368 508, the split
 * with M = 1024 1123), so the split goes first only there (where_pays;
 * fft_add_convolution).  Any profile and precision; the variants
 * split-rows-first and split-columns-first force the order (R2C and the
 * pairs take no columns first).  Returns whether it added the two steps. */
int fft_add_split_real(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                       int where_pays, const clfft_profile *prof, const fft_variant *variant)
{
    int full = fft_full_real_rows(ap), pairs = full && ap->pair_rows,
        r2c = ap->store == FFT_STORE_TWIST || fft_r2c_full_rows(ap);
    size_t n1, n2, offset, end;
    fft_levels packed;
    if ((full ? 0
         : r2c ? ap->load != FFT_LOAD_REAL_PAIRS || !reals_as_complex(ap->istride, ap->ioffset, &ap->in)
               : ap->store != FFT_STORE_REAL_PAIRS || !reals_as_complex(ap->ostride, ap->ooffset, &ap->out)) ||
        !split_applies(plan, ap, variant, &n1, &n2, &offset, &end, &packed))
        return 0;
    fft_choice order = variant ? variant->split_rows : FFT_RULE;
    if (!r2c && (full ? order == FFT_FORCE_OFF : order != FFT_FORCE_ON) &&
        add_split_c2r_columns(plan, ap, fb, tb, axis, n1, n2, offset, end, &packed, where_pays, order == FFT_RULE,
                              prof, variant))
        return 1;
    if (order == FFT_FORCE_OFF)
        return 0;
    fft_axis_problem view = *ap, a, b = *ap;
    if (full) { /* A loads the rows (pairs: x + iy, X + iY), B stores them (pairs: separated) */
    } else if (r2c) { /* A reads the real rows as complex values */
        view.load = FFT_LOAD_COMPLEX;
        complex_view(&view.ioffset, &view.in);
    } else { /* B writes them so */
        b.store = FFT_STORE_COMPLEX;
        complex_view(&b.ooffset, &b.out);
    }
    rows_first_conv(&a, &view, n1, n2, offset, &packed);
    a.store = FFT_STORE_COMPLEX;
    /* B: Z's columns k2 (n1 values n2 apart) as the half-length transform's last pass */
    b.load = FFT_LOAD_COMPLEX;
    b.prior_p = n2;
    b.istride = 1;
    b.ioffset = offset;
    b.in = packed;
    b.inplace = 0;
    fft_step *sa = &plan->steps[plan->nsteps], *sb = sa + 1;
    if (!fft_bluestein_one_kernel(&a, fft_bluestein_length(n2), prof, variant, &sa->layout) ||
        (where_pays && !split_rows_first_pays(&sa->layout)))
        return 0;
    if (fft_plan_build_axis(&b, prof, variant, &sb->layout) != CLFFT_OK) {
        fft_clear_error();
        return 0;
    }
    fft_push_step(plan, fb, FFT_BUF_STAGE, axis, split_real_what(r2c, full, pairs, 1, 0), n2);
    fft_push_step(plan, FFT_BUF_STAGE, tb, axis, split_real_what(r2c, full, pairs, 0, 0), 0);
    fft_conv_reserve(plan, offset, end);
    return 1;
}
