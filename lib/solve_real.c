/* Stage 2: the real solvers (R2C and C2R of every rank), built on the
 * steps of lib/solve.c (solve_internal.h).  No OpenCL calls. */
#include <stdlib.h>
#include <string.h>

#include "convolution.h"
#include "error.h"
#include "fft_plan.h"
#include "problem.h"
#include "solve_internal.h"
#include "steps.h"

/* Real planes of at most this many points take one kernel.  H200, fp32
 * TB/s, plane kernel against one step per axis (bench/results/h200-2026-
 * 11-23-multidim, planes.csv, real-planes.csv against twist.csv): 64^3 C2C
 * 1.81 against 1.35, R2C 1.22 against 1.06; 100^3 (10000-point planes) C2C
 * 1.21 against 1.25, R2C 0.75 against 1.05. */
#define REAL_PLANE_MAX_POINTS 4096
/* Real planes (R2C and C2R) of n1 x n2 points (n2 fastest) where both are
 * powers of two and n2 is 32 or more or the plane has at most 1024 points;
 * other planes run as rows and columns.  H200, GB/s, planes against rows
 * and columns, three runs each at c1128e0 (bench/results/h200-2026-11-26-
 * c2r-rows/call7-planes; call6-planes two runs): R2C 64x36 601 against
 * 1804, 80x50 1008 / 1847, 64x56 738 / 1459, 128x20 1133 / 1705, 100x40
 * 1476 / 1754, 64x48 1505 / 1742, 256x16 1274 / 1712; C2R 80x50 780 /
 * 1540, 256x12 986 / 1594, 256x16 1031 / 1624, 100x40 1152 / 1677, fp64
 * 60x60 861 / 1518; the planes won at R2C 32x32 3226 / 1813, 64x64 1890 /
 * 1609, 128x32 2034 / 1678, 32x128 2315 / 1749, 64x16 2639 / 1836, 32^3
 * 1773 / 1248, C2R 32x32 1990 / 1626, 64x64 1667 / 1303, 64^3 1181 / 986.
 * Left on the other side of the rule: R2C 128x16 and 512x8 (planes +9%,
 * +10%; their C2R -17%, -9%) and fp32 R2C 60x60 (planes +6%, C2R equal,
 * fp64 R2C -39%).  GPUs only: CPU plans keep every plane that fits.  The
 * same rule on C2C planes lost nearly everywhere (call8-c2c-planes: 60x60
 * 3253 -> 1874, 48x48 3096 -> 1684, 128x16 3272 -> 2099; only 64x36 gained,
 * 1173 -> 1815), so C2C keeps its planes: a real plane computes the full
 * complex DFT of real data, where rows and columns use the half length. */
#define REAL_PLANE_MIN_N2 32
#define REAL_PLANE_ANY_POINTS 1024
/* Since real planes run two per transform (pairs_planes), also every other
 * plane of REAL_PAIRED_PLANE_MIN_POINTS or more that comes in pairs and
 * whose complex values fit local memory whole.  H100 (the only card of
 * that call), GB/s, two runs of each build (bench/results/gpu-2026-11-27-
 * planes, call139), planes in pairs against rows and columns: R2C / C2R
 * 128x16 1309 -> 1805 / 1270 -> 1549, 512x8 1094 -> 1776 / 1076 -> 1655,
 * 48x48 1422 -> 1886 / 1266 -> 1705, 64x48 +27% / +39%, 60x60 1354 -> 1658
 * / 1085 -> 1585, 100x40 +5% / +27%, 8x60x60 +13% / +39%, 64x36 +2% /
 * +10%, 36x64 +12% / -2%, 80x50 +3% / -7%, 256x16 +7% / -11%, fp64 128x16
 * +14% / +9%; left out: 900-point planes (30x30x30 -20% / -13%) and fp64
 * 60x60 (-20% / -15%: 57.6 KB of complex values, more than 48 KiB).  On
 * an H200 (bench/results/gpu-2026-11-27-mixed, call153, two runs) the same
 * planes against rows and columns were neutral on average (53 rows 1.002)
 * and spread by shape from C2R 56x56 -27% to C2R 30x90 +76%, transposed
 * shapes disagreeing (90x30 -18%): kept, a measured plan choosing per shape
 * (bench/NOTES.md entry 101). */
#define REAL_PAIRED_PLANE_MIN_POINTS 2048
static int real_plane_pays(const problem *pb, size_t n1, size_t n2, const clfft_profile *prof, const fft_variant *v)
{
    if (n1 < 2 || n2 < 2)
        return 0;
    if (prof->is_cpu ||
        (fft_is_pow2(n1) && fft_is_pow2(n2) && (n2 >= REAL_PLANE_MIN_N2 || n1 * n2 <= REAL_PLANE_ANY_POINTS)))
        return 1;
    size_t planes = fft_fastest_axis_rows(pb) / n1, elem = fft_complex_bytes(pb->d.precision);
    return planes >= 2 && (!v || v->plane_pairs != FFT_FORCE_OFF) && n1 * n2 >= REAL_PAIRED_PLANE_MIN_POINTS &&
           n1 * n2 * elem <= prof->local_mem_bytes;
}

/* Real to half spectrum: the fastest axis's transform loads reals (zero
 * imaginary parts) and stores the n/2+1 values of the half spectrum; the
 * slower axes then transform the half spectrum in place on the output. */
int fft_r2c_applicable(const problem *pb)
{
    return pb->d.kind == CLFFT_R2C;
}

/* R2C of rank >= 2: the two fastest axes in one plane kernel (reals in, the
 * plane's full complex DFT, the half spectrum stored), where both sides
 * hold each plane packed and a plane fits one kernel. */
static clfft_status r2c_plane_step(fft_steps *plan, const problem *pb, const clfft_profile *prof,
                                   const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n1 = pb->n[f - 1], n2 = pb->n[f];
    if (!real_plane_pays(pb, n1, n2, prof, v) || n1 * n2 > REAL_PLANE_MAX_POINTS || fft_needs_bluestein(n1) || fft_needs_bluestein(n2) ||
        pb->d.inplace ||
        pb->in.stride[f] != 1 || pb->in.stride[f - 1] != n2 || pb->out.stride[f] != 1 ||
        pb->out.stride[f - 1] != n2 / 2 + 1)
        return CLFFT_ERR_NOT_SUPPORTED;
    problem flat = *pb;
    side in = pb->in, out = pb->out;
    flat.n[f] = n1 * n2;
    flat.n[f - 1] = 1;
    in.shape[f] = n1 * n2;
    out.shape[f] = n1 * (n2 / 2 + 1);
    in.shape[f - 1] = out.shape[f - 1] = 1;
    flat.plane_n1 = n1;
    return fft_add_step(plan, &flat, f, &in, FFT_BUF_IN, &out, FFT_BUF_OUT, FFT_LOAD_REAL, FFT_STORE_HALF, f == 1,
                        "R2C planes (the two fastest axes in one kernel)", prof, v);
}

/* Even real rows as half-length transforms with the twist (R2C in the
 * stores, C2R in the loads): always where the half length has generated
 * radices; where it needs Bluestein (2062 = 2 x 1031) only as one kernel
 * (add_axis), and only where that kernel's M is TWIST_BLUESTEIN_MIN_M or
 * more or the row has no other to pair with.  Against full-length rows in
 * pairs, H200, GB/s, two runs of each build (bench/results/h200-2026-11-
 * 24-seventh/call10): R2C 2062 673 -> 1040 (cuFFT 887), 4102 586 -> 680,
 * 8198 282 -> 593 (two steps before), 64x2062 572 -> 815, fp64 2062 542 ->
 * 1010; but with
 * short M 194 1429 -> 1038, 206 1346 -> 1038, 100x206 -18%, 1034 -8%, 74
 * -7% (254 +38%, 146 +6%, fp64 206 +5%); C2R (call11) 2062 698 -> 1089
 * (cuFFT 886), 8198 487 -> 651, fp64 2062 572 -> 872. */
#define TWIST_BLUESTEIN_MIN_M 2048
static int half_twist_pays(const problem *pb)
{
    size_t n = pb->n[pb->rank - 1];
    if (!fft_needs_bluestein(n / 2))
        return 1;
    return fft_bluestein_length(n / 2) >= TWIST_BLUESTEIN_MIN_M || fft_fastest_axis_rows(pb) < 2;
}

/* Real 2D/3D plans with the rows paired with their mirrors (fft_mirror):
 * the slower axes' column steps run on the real side read as n/2 complex
 * values per row (rows of 8 bytes x n/2, aligned where n/2 is), where the
 * half spectrum's n/2 + 1 values per row shift each row by one value and
 * misalign the column steps' runs: on the H200 (fp32, each launch timed
 * alone, bench/results/h200-2026-11-27-realcols/call113-steps.txt) the
 * column steps over the half spectrum took 385 us at 1024x1024 (R2C; C2C's
 * column step, twice the data, 554), 581 at 2048x2048 (C2C 940), 718 at
 * 4096x4096 (C2C 1098), where the 3D steps along axis 0 (rows aligned)
 * took 261-275 us for the same data.  Mirror rows against the rows on
 * the real side, two runs each (call115, variant mirror-rows against the
 * rules, 2^27 values, GB/s): R2C 1024x1024 1651 -> 1934, 2048x2048 1268 ->
 * 1392, 4096x4096 1093 -> 1285, 512x512 +13%, 256x256 +6%, 1000x1000 +3%,
 * 96^3 +19%, 256^3 +6.5%, 512^3 +7%, 100^3 +2%, fp64 1024x1024 +13%; C2R
 * 1024x1024 1648 -> 1803, 2048x2048 1221 -> 1356, 4096x4096 1069 -> 1235,
 * 1200x1200 +25%, 256x256 +8%, 512x2048 +0.2%, 128^3 +0.7%, 512^3 +3%, fp64
 * 1024x1024 +17%; only R2C 1200x1200 lost (1201 -> 1147, its row pairs one
 * transform of 1200 points per group of 75 work-items).  C2R with each row
 * a transform of its own in launch order lost on 3D (call114: 256^3 -6%,
 * 512^3 -9%: the mirror row is read long after the row), hence the pairs
 * adjacent.  Rows of n/2 complex values shorter than MIRROR_MIN_ROW_BYTES
 * (two of NVIDIA's coalescing units: n = 64 in fp32, 32 in fp64) keep the
 * rows on the real side: there mirror rows lost (call117, two runs each:
 * R2C 256x32 -9.5%, 4096x16 -18%, 1000x50 -16%; C2R 256x32 -30%, 1000x50
 * -48%; gains only at C2R 64x1000x40 +15% and fp64 C2R 1024x16 +25%).
 * AMD's and Intel's GPUs take the rule unmeasured.  GPUs only; out of
 * place; the real side's fastest stride 1, its other strides, distance and
 * offset even; the rows' half length of generated radices; the row step
 * one pass. */
#define MIRROR_MIN_ROW_BYTES 256
static int mirror_rows_apply(const problem *pb, const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n2 = pb->n[f];
    const side *real = pb->d.kind == CLFFT_R2C ? &pb->in : &pb->out;
    if (f < 1 || prof->is_cpu || pb->d.inplace || n2 % 2 || n2 < 4 || fft_needs_bluestein(n2 / 2) ||
        real->stride[f] != 1 || real->offset % 2 || (pb->batch > 1 && real->dist % 2))
        return 0;
    for (int a = 0; a < f; a++)
        if (pb->n[a] > 1 && real->stride[a] % 2)
            return 0;
    if (v && v->mirror_rows != FFT_RULE)
        return v->mirror_rows == FFT_FORCE_ON;
    return (n2 / 2) * real->elem_bytes * 2 >= MIRROR_MIN_ROW_BYTES;
}

/* The real side of an R2C (its input) or C2R (its output) as n/2 complex
 * values per row. */
static void complex_view(const problem *pb, const side *real, side *view)
{
    int f = pb->rank - 1;
    *view = *real;
    for (int a = 0; a < f; a++)
        view->stride[a] = real->stride[a] / 2;
    view->shape[f] = pb->n[f] / 2;
    view->dist = real->dist / 2;
    view->offset = real->offset / 2;
    view->elem_bytes = real->elem_bytes * 2;
    view->extent = real->extent / 2;
}

/* R2C's split columns (split_radix) before the row pairs, whose loads then
 * read four stage rows instead of two: from MIRROR_SPLIT_MIN_N rows on.
 * H100, fp32 GB/s, two runs each, the rule against the variant whole-
 * columns (bench/results/gpu-2026-11-27-split, call124, split at every
 * length): 1536x1536 958 -> 1226, 2000x2000 907 -> 1059, 2560x2560 820 ->
 * 1012, 4096x4096 936 -> 1053, 2048x2048 1234 -> 1264, 2048x512 +10%,
 * fp64 2000x2000 +14%, 2048x2048 +21%; shorter columns lost: 1200x1200
 * 1055 -> 989, 1000x1000 -7%, 500x500 -2%, fp64 1000x1000 -12%, 1024x1024
 * -11%. */
#define MIRROR_SPLIT_MIN_N 1536
/* R2C's row pairs after split columns read four stage rows each, which two
 * pairs share (k1 and n1/2 - k1): adjacent transforms where a batch
 * entry's stage takes MIRROR_SPLIT_ADJACENT_BYTES or more (so that the
 * second reads come from the L2 cache), else k1 in order.  H100, GB/s, two
 * runs each, adjacent against in order (call129): 4096x4096 (67 MB a
 * stage) 1052 -> 1179, fp64 2048x2048 (34 MB) 1166 -> 1272, 2560x2560 (26
 * MB) 1015 -> 1033; 2048x2048 (17 MB) -0.7%, 2000x2000 -1.3%, 2048x512
 * -2.4%, 1536x1536 (9 MB) -7.2%.  C2R's rows always take the order (every
 * split shape gained or held: 4096x4096 1051 -> 1197, 2048x2048 1302 ->
 * 1410, 2560x2560 +8.5%, fp64 2048x2048 +13%, 2048x512 -0.5%). */
#define MIRROR_SPLIT_ADJACENT_BYTES (24u << 20)
/* C2R's split (rows p and p + n0/2 combined in the rows' stores, through
 * local memory, into the stage array; then the split's column step from it
 * to the output): from MIRROR_SPLIT_MIN_N rows of at least
 * C2R_SPLIT_MIN_HALF_ROW complex values.  H100, fp32 GB/s, two runs each
 * against the variant whole-columns (call125): 1536x1536 1091 -> 1345,
 * 2000x2000 1031 -> 1157, 2048x2048 1232 -> 1300, 2560x2560 991 -> 1209,
 * 4096x4096 921 -> 1053, 2048x512 1236 -> 1434, fp64 2000x2000 956 ->
 * 1121, 2048x2048 966 -> 1240; 2048x64 (rows of 32 complex values) 1243 ->
 * 1138; 1000x1000 to 1200x1200 unchanged (below the rows' threshold).
 * With the adjacent rows (call129, variant split-columns against the
 * rules): 2048x256 (rows of 128) 1245 -> 1416, 2048x64 -7.6%; below 1536
 * rows 1024x1024 +2.3%, 1000x1000 -7%, 1200x1200 -10%. */
#define C2R_SPLIT_MIN_HALF_ROW 128

/* The row step of a mirror plan: rows of `n` points along the fastest axis
 * from one side to the other, each transform a pair (R2C) or a row (C2R). */
static clfft_status add_mirror_rows(fft_steps *plan, const problem *pb, size_t n, const side *from, fft_buffer fb,
                                    const side *to, fft_buffer tb, fft_load_kind load, fft_store_kind store, int last,
                                    size_t row_split, const char *what, const clfft_profile *prof,
                                    const fft_variant *v)
{
    int f = pb->rank - 1;
    fft_axis_problem ap;
    fft_make_axis_problem(&ap, pb, f, from, fb, to, tb, load, store, last);
    ap.n = n;
    ap.row_split = row_split;
    ap.row_split_n = row_split ? pb->n[0] : 0;
    /* (R2C: the stage rows of a batch entry, n0 rows of n/2 complex values) */
    ap.row_split_adjacent = row_split && load == FFT_LOAD_ROW_PAIRS &&
                            (pb->n[0] * (n / 2) * from->elem_bytes >= MIRROR_SPLIT_ADJACENT_BYTES ||
                             (v && v->column_split == FFT_FORCE_ON));
    fft_mirror *mr = &ap.mirror;
    mr->n0 = f == 2 ? pb->n[0] : 1;
    mr->n1 = pb->n[f - 1];
    if (f == 2) {
        mr->in_s0 = from->stride[0];
        mr->out_s0 = to->stride[0];
    }
    mr->in_s1 = from->stride[f - 1];
    mr->out_s1 = to->stride[f - 1];
    mr->in_dist = from->dist;
    mr->out_dist = to->dist;
    size_t first, middle, pairs = fft_mirror_pairs(mr->n0, mr->n1, &first, &middle);
    /* (C2R before split columns: every row once, 2D) */
    mr->rows = load == FFT_LOAD_ROW_PAIRS ? pairs : row_split ? mr->n1 : 2 * pairs;
    /* one level of rows x batch entries (the addresses come from fft_mirror);
     * its distances only say that a transform's values are a row */
    ap.in.count_levels = ap.out.count_levels = 1;
    ap.in.count[0] = ap.out.count[0] = mr->rows * (pb->batch ? pb->batch : 1);
    ap.in.dist[0] = mr->in_s1;
    ap.out.dist[0] = mr->out_s1;
    return fft_add_axis(plan, &ap, fb, tb, f, what, prof, v);
}

/* The steps of r2c_mirror into trial, the column axis split in `split`
 * (0: not split). */
static clfft_status r2c_mirror_steps(fft_steps *trial, const problem *pb, const problem *cv, const side *stage,
                                     size_t split, const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    const side *src = &cv->in;
    fft_buffer sb = FFT_BUF_IN;
    clfft_status st = CLFFT_OK;
    if (split)
        st = fft_add_split_column_step(trial, cv, split, 0, &cv->in, FFT_BUF_IN, stage, FFT_BUF_STAGE, 0,
                                       "C2C columns of the rows' n/2 complex values (split: the column's sub-columns)",
                                       prof, v);
    for (int a = split ? -1 : f - 1; a >= 0 && st == CLFFT_OK; a--) {
        st = fft_add_step(trial, cv, a, src, sb, stage, FFT_BUF_STAGE, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, 0,
                          "C2C columns of the rows' n/2 complex values", prof, v);
        src = stage;
        sb = FFT_BUF_STAGE;
    }
    if (st == CLFFT_OK)
        st = add_mirror_rows(trial, pb, pb->n[f], stage, FFT_BUF_STAGE, &pb->out, FFT_BUF_OUT, FFT_LOAD_ROW_PAIRS,
                             FFT_STORE_ROW_PAIRS, 1, split,
                             "R2C rows in mirror pairs (one transform of both rows' columns)", prof, v);
    return st;
}

/* R2C with the slower axes first, on the input read as n/2 complex values
 * per row, into the stage array; then each pair of mirror rows as one
 * full-length transform, its two half spectra stored (FFT_LOAD_ROW_PAIRS,
 * FFT_STORE_ROW_PAIRS). */
static clfft_status r2c_mirror(fft_steps *plan, const problem *pb, const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    problem cv = *pb;
    cv.n[f] = pb->n[f] / 2;
    complex_view(pb, &pb->in, &cv.in);
    side stage = cv.in;
    stage.offset = 0;
    clfft_status st;
    if ((st = fft_side_packed(&stage, pb->rank, pb->batch, cv.n[f], "stage")) != CLFFT_OK ||
        (st = fft_side_check_nesting(&stage, pb->rank, pb->batch, "stage", 0)) != CLFFT_OK)
        return st;
    cv.out = stage;
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "out of host memory");
    *trial = *plan;
    trial->stage_elems = stage.extent;
    /* 2D: the column axis split where that pays (split_radix), the row
     * pairs' loads finishing it, from MIRROR_SPLIT_MIN_N rows on; unsplit
     * where the split's steps do not plan */
    int split_rows = pb->n[0] >= MIRROR_SPLIT_MIN_N || (v && v->column_split == FFT_FORCE_ON);
    size_t split = f == 1 && split_rows
                       ? fft_split_radix(trial, &cv, &cv.in, FFT_BUF_IN, &stage, FFT_BUF_STAGE, 0, 0, prof, v)
                       : 0;
    st = r2c_mirror_steps(trial, pb, &cv, &stage, split, prof, v);
    if (st != CLFFT_OK && split) {
        fft_clear_error();
        *trial = *plan;
        trial->stage_elems = stage.extent;
        st = r2c_mirror_steps(trial, pb, &cv, &stage, 0, prof, v);
    }
    if (st == CLFFT_OK)
        *plan = *trial;
    free(trial);
    return st;
}

clfft_status fft_r2c_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan)
{
    int f = pb->rank - 1;
    clfft_status st = CLFFT_ERR_NOT_SUPPORTED;
    if (f >= 1 &&
        fft_planes_then_columns(plan, pb, r2c_plane_step, "C2C columns of the half spectrum", prof, v) == CLFFT_OK)
        return CLFFT_OK;
    if (mirror_rows_apply(pb, prof, v)) {
        if (r2c_mirror(plan, pb, prof, v) == CLFFT_OK)
            return CLFFT_OK;
        fft_clear_error();
    }
    /* even rows: a half-length transform of x[2e] + i x[2e+1] with the
     * twist in its stores, where one kernel holds the row */
    if (pb->n[f] % 2 == 0 && pb->n[f] >= 4 && !fft_even_pairs(pb, prof) && half_twist_pays(pb)) {
        fft_steps trial = *plan;
        problem half = *pb;
        half.n[f] = pb->n[f] / 2;
        st = fft_add_step(&trial, &half, f, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, FFT_LOAD_REAL_PAIRS,
                          FFT_STORE_TWIST, f == 0, "R2C rows (half-length transform, twist in its stores)", prof, v);
        if (st == CLFFT_OK)
            *plan = trial;
        fft_clear_error();
    }
    if (st != CLFFT_OK)
        st = fft_add_step(plan, pb, f, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, FFT_LOAD_REAL, FFT_STORE_HALF, f == 0,
                          "R2C rows", prof, v);
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--)
        st = fft_add_step(plan, pb, a, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                          a == 0, "C2C columns of the half spectrum", prof, v);
    return st;
}

/* Half spectrum to real: the slower axes first, then the fastest axis's
 * transform, which loads the half spectrum (the rest by symmetry) and
 * stores real parts.  Out of place the slower axes go through the plan's
 * STAGE array, so that the input is never written. */
int fft_c2r_applicable(const problem *pb)
{
    return pb->d.kind == CLFFT_C2R;
}

/* fp32 C2R rows of EVEN_PAIRS_N to 2 C2R_BIG_PRIME_PAIRS_MAX_M points whose
 * half length has a prime factor of 17 to 31 run at full length, two rows
 * per transform, instead of as half-length transforms: those took staged
 * loads with one to three work-items per transform (51 = 17x3).  H200,
 * GB/s, two runs of each build (bench/results/h200-2026-11-24-seventh/
 * call4): C2R 68 1318 -> 1791, 92 936 -> 1744, 102 1264 -> 1888, 116 924
 * -> 2025, 124 897 -> 1899, 152 2211 -> 2963, 204 +8%, 238 +7%, 340 +1%,
 * 256x102 924 -> 1224; 646 (m = 323) lost 20%, the shorter rows lost up to
 * 48% (34, 46, 58: groups of 32 short transforms staged) and fp64 and R2C
 * were mixed (fp64 C2R 34 +23%, 204 -10%; R2C 152 +41%, 646 -18%). */
#define C2R_BIG_PRIME_PAIRS_MAX_M 256
static int c2r_big_prime_pairs(const problem *pb, const clfft_profile *prof)
{
    size_t n = pb->n[pb->rank - 1], m = n / 2;
    if (prof->is_cpu || pb->d.precision != CLFFT_FP32 || n < EVEN_PAIRS_N || m > C2R_BIG_PRIME_PAIRS_MAX_M ||
        fft_fastest_axis_rows(pb) < 2)
        return 0;
    for (size_t p = 17; p <= FFT_MAX_PRIME; p++)
        if (m % p == 0 && fft_is_prime(p))
            return 1;
    return 0;
}

/* The C2R rows: for even lengths of generated radices a half-length
 * transform whose first pass forms Z = E + iO from the half spectrum and
 * whose last pass stores real and imaginary parts as reals 2e and 2e+1;
 * otherwise the full-length transform of the Hermitian extension. */
static clfft_status c2r_rows(fft_steps *plan, const problem *pb, const side *from, fft_buffer fb,
                             const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    if (pb->n[f] % 2 == 0 && pb->n[f] >= 4 && !fft_even_pairs(pb, prof) && !c2r_big_prime_pairs(pb, prof) &&
        half_twist_pays(pb)) {
        fft_steps trial = *plan;
        problem half = *pb;
        half.n[f] = pb->n[f] / 2;
        clfft_status st = fft_add_step(&trial, &half, f, from, fb, &pb->out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN_TWIST,
                                       FFT_STORE_REAL_PAIRS, 1, "C2R rows (half-length transform, twist in its loads)",
                                       prof, v);
        if (st == CLFFT_OK || !fft_needs_bluestein(pb->n[f] / 2)) {
            if (st == CLFFT_OK)
                *plan = trial;
            return st;
        }
        fft_clear_error();
    }
    return fft_add_step(plan, pb, f, from, fb, &pb->out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN, FFT_STORE_REAL, 1, "C2R rows",
                        prof, v);
}

/* C2R of rank >= 2 out of place: the two fastest axes in one plane kernel
 * (the half spectrum loaded, the rest by symmetry, the plane's full
 * inverse DFT, real parts stored: the same values as the rows' C2R, DC and
 * Nyquist imaginary parts ignored alike), after the slowest axis of a 3D
 * (input to stage); where both sides hold each plane packed and a plane
 * fits one kernel.  The plan is left as it was (the error cleared) when
 * that cannot be made. */
static clfft_status c2r_planes(fft_steps *plan, const problem *pb, const side *stage, const clfft_profile *prof,
                               const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n1 = pb->n[f - 1], n2 = pb->n[f];
    if (pb->d.inplace || !real_plane_pays(pb, n1, n2, prof, v) || n1 * n2 > REAL_PLANE_MAX_POINTS || fft_needs_bluestein(n1) ||
        fft_needs_bluestein(n2) || pb->out.stride[f] != 1 || pb->out.stride[f - 1] != n2 ||
        stage->stride[f] != 1 || stage->stride[f - 1] != n2 / 2 + 1 ||
        (f == 1 && (pb->in.stride[f] != 1 || pb->in.stride[f - 1] != n2 / 2 + 1)))
        return CLFFT_ERR_NOT_SUPPORTED;
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return CLFFT_ERR_OUT_OF_HOST_MEMORY;
    *trial = *plan;
    const side *src = &pb->in;
    fft_buffer from = FFT_BUF_IN;
    clfft_status st = CLFFT_OK;
    /* the stage's copy first: a split's or Bluestein's intermediate goes after it */
    if (f >= 2 && trial->stage_elems < stage->extent)
        trial->stage_elems = stage->extent;
    for (int a = f - 2; a >= 0 && st == CLFFT_OK; a--) {
        st = fft_add_step(trial, pb, a, src, from, stage, FFT_BUF_STAGE, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, 0,
                          "C2C columns of the half spectrum", prof, v);
        src = stage;
        from = FFT_BUF_STAGE;
    }
    if (st == CLFFT_OK) {
        problem flat = *pb;
        side in = *src, out = pb->out;
        flat.n[f] = n1 * n2;
        flat.n[f - 1] = 1;
        in.shape[f] = n1 * (n2 / 2 + 1);
        out.shape[f] = n1 * n2;
        in.shape[f - 1] = out.shape[f - 1] = 1;
        flat.plane_n1 = n1;
        st = fft_add_step(trial, &flat, f, &in, from, &out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN, FFT_STORE_REAL, 1,
                          "C2R planes (the two fastest axes in one kernel)", prof, v);
    }
    if (st == CLFFT_OK)
        *plan = *trial;
    else
        fft_clear_error();
    free(trial);
    return st;
}

/* C2R with each row's half-length transform first (the twist reading
 * X[m-e] from the mirror row), into the output read as n/2 complex values
 * per row; then the slower axes in place there.  The input is only read. */
static clfft_status c2r_mirror(fft_steps *plan, const problem *pb, const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    problem cv = *pb;
    cv.n[f] = pb->n[f] / 2;
    complex_view(pb, &pb->out, &cv.out);
    cv.in = cv.out;
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "out of host memory");
    *trial = *plan;
    /* 2D: the column axis split where that pays (split_radix), the rows
     * beginning it in their stores (decimation in frequency), into the
     * stage array, from which the split's column step writes the output */
    size_t split = 0;
    side stage = cv.out;
    stage.offset = 0;
    if (f == 1 &&
        ((pb->n[0] >= MIRROR_SPLIT_MIN_N && cv.n[f] >= C2R_SPLIT_MIN_HALF_ROW) ||
         (v && v->column_split == FFT_FORCE_ON)) &&
        fft_side_packed(&stage, pb->rank, pb->batch, cv.n[f], "stage") == CLFFT_OK &&
        fft_side_check_nesting(&stage, pb->rank, pb->batch, "stage", 0) == CLFFT_OK)
        split = fft_split_radix(trial, &cv, &stage, FFT_BUF_STAGE, &cv.out, FFT_BUF_OUT, 1, 1, prof, v);
    fft_clear_error();
    clfft_status st;
    if (split) {
        trial->stage_elems = stage.extent;
        st = add_mirror_rows(trial, &cv, cv.n[f], &pb->in, FFT_BUF_IN, &stage, FFT_BUF_STAGE, FFT_LOAD_HERMITIAN_TWIST,
                             FFT_STORE_COMPLEX, 0, split,
                             "C2R rows with their mirrors (half-length transform, twist in its loads; rows p and p + "
                             "n/2 combined in the stores)",
                             prof, v);
        if (st == CLFFT_OK)
            st = fft_add_split_column_step(trial, &cv, split, 1, &stage, FFT_BUF_STAGE, &cv.out, FFT_BUF_OUT, 1,
                                           "C2C columns of the rows' n/2 complex values (split: the column's sub-columns)",
                                           prof, v);
        if (st == CLFFT_OK) {
            *plan = *trial;
            free(trial);
            return st;
        }
        fft_clear_error();
        *trial = *plan;
    }
    st = add_mirror_rows(trial, &cv, cv.n[f], &pb->in, FFT_BUF_IN, &cv.out, FFT_BUF_OUT, FFT_LOAD_HERMITIAN_TWIST,
                         FFT_STORE_COMPLEX, 0, 0,
                         "C2R rows with their mirrors (half-length transform, twist in its loads)", prof, v);
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--)
        st = fft_add_step(trial, &cv, a, &cv.out, FFT_BUF_OUT, &cv.out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                          a == 0, "C2C columns of the rows' n/2 complex values", prof, v);
    if (st == CLFFT_OK)
        *plan = *trial;
    free(trial);
    return st;
}

clfft_status fft_c2r_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan)
{
    int f = pb->rank - 1;
    if (f == 0)
        return c2r_rows(plan, pb, &pb->in, FFT_BUF_IN, prof, v);
    side stage = pb->in;
    fft_buffer sb = FFT_BUF_IN;
    const side *src = &pb->in;
    clfft_status st = CLFFT_OK;
    if (!pb->d.inplace) {
        stage.offset = 0;
        if ((st = fft_side_packed(&stage, pb->rank, pb->batch, stage.shape[f], "stage")) != CLFFT_OK ||
            (st = fft_side_check_nesting(&stage, pb->rank, pb->batch, "stage", 0)) != CLFFT_OK)
            return st;
        sb = FFT_BUF_STAGE;
        if (c2r_planes(plan, pb, &stage, prof, v) == CLFFT_OK)
            return CLFFT_OK;
        if (mirror_rows_apply(pb, prof, v)) {
            if (c2r_mirror(plan, pb, prof, v) == CLFFT_OK)
                return CLFFT_OK;
            fft_clear_error();
        }
        plan->stage_elems = stage.extent;
    }
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--) {
        st = fft_add_step(plan, pb, a, src, a == f - 1 ? FFT_BUF_IN : sb, &stage, sb, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, 0,
                          "C2C columns of the half spectrum", prof, v);
        src = &stage;
    }
    if (st == CLFFT_OK)
        st = c2r_rows(plan, pb, &stage, sb, prof, v);
    return st;
}
