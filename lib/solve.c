/* Stage 2: descriptor -> problem -> steps.  FFTW's design in small: the
 * problem (transform axes with their strides, batch, kind, precision) is
 * offered to solvers, each with applicable() and mkplan(); the first that
 * applies makes the plan, a short list of steps, each a batched 1D
 * transform planned by the 1D Stockham planner (planner.c).  Multi-
 * dimensional and real transforms are solvers built on it: an axis per
 * step, the other axes and the batch as the step's batch levels, the real
 * side folded into the loads of the first pass (R2C) or the stores of the
 * last (C2R); the real solvers are in solve_real.c, on the steps this
 * file makes (solve_internal.h).  The problem comes from problem.c; the
 * steps of lengths beyond the generated radices (splits, Rader,
 * Bluestein) from convolution.c.  No OpenCL calls. */
#include <stdlib.h>
#include <string.h>

#include "convolution.h"
#include "error.h"
#include "fft_plan.h"
#include "problem.h"
#include "solve_internal.h"
#include "steps.h"

/* Odd C2R and R2C rows on GPUs run two rows per transform, X + iY in, x +
 * iy out (fft_plan_layout.pair_rows): half the transforms for the same
 * bytes.  H200, GB/s, paired against single rows (bench/results/h200-2026-
 * 11-24-pairs): C2R 1031 604 -> 1108, 10007 291 -> 527, 65537 224 -> 413,
 * 999 955 -> 1684, 45 1102 -> 1421, 97 (Rader) 1097 -> 1182, fp64 1031
 * 494 -> 904; R2C (r2c-head.csv against r2c-nor2c.csv) 1031 619 -> 1059,
 * 4099 331 -> 562, 999 971 -> 1587, 787 624 -> 984, fp64 1031 523 -> 897;
 * R2C with Rader's kernel (rader-r2c-head.csv against rader-r2c-single.csv)
 * 97 1138 -> 1672, 193 998 -> 1391, 641 911 -> 1091, 1153 931 -> 1090,
 * 2593 401 -> 602, fp64 1153 886 -> 1336; 37 and 257 within 2%.  R2C
 * pairs store X[k] and Y[k] from Z[k] and Z[N-k] read from local memory
 * after the last small pass, so R2C plans of several passes or staged
 * stores (45) keep single rows. */
#ifndef PAIR_ROWS
#define PAIR_ROWS 1
#endif
#ifndef PAIR_ROWS_R2C
#define PAIR_ROWS_R2C 1
#endif

/* Rows along the fastest axis: the batch times the other axes. */
size_t fft_fastest_axis_rows(const problem *pb)
{
    size_t rows = pb->batch ? pb->batch : 1;
    for (int a = 0; a + 1 < pb->rank; a++)
        rows *= pb->n[a];
    return rows;
}

int fft_even_pairs(const problem *pb, const clfft_profile *prof)
{
    return pb->n[pb->rank - 1] == EVEN_PAIRS_N && fft_fastest_axis_rows(pb) >= 2 && !prof->is_cpu;
}

/* The steps of one axis problem: a split, Rader's or Bluestein's steps for
 * lengths beyond the generated radices (convolution.c), else one Stockham
 * step. */
clfft_status fft_add_axis(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                          const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    if (fft_needs_bluestein(ap->n))
        return fft_add_convolution(plan, ap, fb, tb, axis, what, prof, variant);
    fft_step *step = &plan->steps[plan->nsteps];
    clfft_status st = fft_plan_build_axis(ap, prof, variant, &step->layout);
    if (st != CLFFT_OK)
        return st;
    fft_push_step(plan, fb, tb, axis, what, 0);
    return CLFFT_OK;
}

/* The step's batch levels: the other axes and the batch, innermost
 * (smallest input stride) first, merged where one continues the other on
 * both sides. */
static void batch_levels(fft_axis_problem *ap, const problem *pb, int axis, const side *from, const side *to)
{
    size_t count[4], idist[4], odist[4];
    unsigned k = 0;
    for (int a = 0; a < pb->rank; a++)
        if (a != axis && from->shape[a] > 1) {
            count[k] = from->shape[a];
            idist[k] = from->stride[a];
            odist[k++] = to->stride[a];
        }
    if (pb->batch > 1) {
        count[k] = pb->batch;
        idist[k] = from->dist;
        odist[k++] = to->dist;
    }
    for (unsigned i = 1; i < k; i++)
        for (unsigned j = i; j > 0 && idist[j] < idist[j - 1]; j--) {
            size_t t;
            t = count[j], count[j] = count[j - 1], count[j - 1] = t;
            t = idist[j], idist[j] = idist[j - 1], idist[j - 1] = t;
            t = odist[j], odist[j] = odist[j - 1], odist[j - 1] = t;
        }
    unsigned levels = 0;
    for (unsigned i = 0; i < k; i++) {
        if (levels > 0) {
            unsigned l = levels - 1;
            if (idist[i] == ap->in.count[l] * ap->in.dist[l] && odist[i] == ap->out.count[l] * ap->out.dist[l]) {
                ap->in.count[l] *= count[i];
                ap->out.count[l] = ap->in.count[l];
                continue;
            }
        }
        ap->in.count[levels] = ap->out.count[levels] = count[i];
        ap->in.dist[levels] = idist[i];
        ap->out.dist[levels] = odist[i];
        levels++;
    }
    if (levels == 0) {
        levels = 1;
        ap->in.count[0] = ap->out.count[0] = 1;
        ap->in.dist[0] = pb->n[axis] * from->stride[axis];
        ap->out.dist[0] = pb->n[axis] * to->stride[axis];
    }
    ap->in.count_levels = ap->out.count_levels = levels;
}

/* The axis problem of a step along `axis` from one side to another. */
void fft_make_axis_problem(fft_axis_problem *ap, const problem *pb, int axis, const side *from, fft_buffer fb,
                           const side *to, fft_buffer tb, fft_load_kind load, fft_store_kind store, int last)
{
    memset(ap, 0, sizeof *ap);
    batch_levels(ap, pb, axis, from, to);
    ap->n = pb->n[axis];
    ap->plane_n1 = pb->plane_n1;
    ap->istride = from->stride[axis];
    ap->ostride = to->stride[axis];
    ap->ioffset = from->offset;
    ap->ooffset = to->offset;
    int same = fb == tb || (pb->d.inplace && (fb == FFT_BUF_IN || fb == FFT_BUF_OUT) &&
                            (tb == FFT_BUF_IN || tb == FFT_BUF_OUT));
    ap->inplace = same;
    ap->load = load;
    ap->store = store;
    ap->precision = pb->d.precision;
    ap->directions = pb->d.directions;
    ap->forward_scale = last ? pb->d.forward_scale : 1.0;
    ap->backward_scale = last ? pb->d.backward_scale : 1.0;
}

/* Real planes (the plane steps of R2C and C2R) two per transform on GPUs:
 * a real plane's 2D DFT as one complex DFT computes twice what it needs;
 * two planes as x + iy (R2C: X and Y from Z[c][d] and Z[-c][-d] after one
 * more exchange; C2R: X + iY loaded, real and imaginary parts stored) in
 * one.  They take the narrow radices (planner.c plane_wide_radix).  H200,
 * GB/s, two runs of each build (bench/results/gpu-2026-11-27-planes,
 * call138), pairs against single planes: C2R 16x16 1856 -> 2128, 32x32
 * 1990 -> 2262, 64x16 1713 -> 2047, 64x64 1668 -> 2190, 32x128 1647 ->
 * 2187, 128x32 1332 -> 1629, 32^3 1334 -> 1448, 64^3 1190 -> 1433, fp64
 * 64x64 1649 -> 2173 (call136); R2C 64x64 1876 -> 2362, 32x128 2301 ->
 * 2388, 128x32 2024 -> 2057, 64^3 1281 -> 1504, fp64 64x64 1866 -> 2178,
 * but 16x16 3706 -> 2865, 32x32 3032 -> 2597, 64x16 2577 -> 2266, 32^3
 * 1783 -> 1574 (planes of 1024 points or fewer, whose single R2C planes
 * take radix 32 and run near the copy ceiling); with radix 32 the pairs
 * lost everywhere (R2C 64x64 1883 -> 1212, C2R 2190 -> 984).  2048-point
 * planes are on the pairs' side of the R2C rule unmeasured. */
#define R2C_PAIR_PLANE_MIN_POINTS 2048
static int pairs_planes(const fft_axis_problem *ap, const clfft_profile *prof, const fft_variant *v, int r2c)
{
    fft_choice c = v ? v->plane_pairs : FFT_RULE;
    if (c == FFT_FORCE_OFF || prof->is_cpu)
        return 0;
    return c == FFT_FORCE_ON || !r2c || ap->n >= R2C_PAIR_PLANE_MIN_POINTS;
}

/* full-length R2C or C2R rows, odd or of EVEN_PAIRS_N points and
 * more, two at a time (fft_plan_layout.pair_rows).  Even rows get
 * here only where the half length needs Bluestein's or Rader's
 * steps (2062 = 2 x 1031) or the twist did not plan (R2C 102 = 2 x
 * 51: staged stores).  H200, GB/s, two runs of each build (bench/
 * results/h200-2026-11-24-seventh/call3): R2C 2062 369 -> 690, 1034
 * 608 -> 1043, 206 854 -> 1349, 102 2325 -> 2982, 64x2062 334 ->
 * 580, fp64 2062 320 -> 538; C2R 2062 372 -> 696, 8198 276 -> 490,
 * 131074 211 -> 392, fp64 2062 328 -> 572.  Below 64 points they
 * stay single (fp64 R2C 34 3740 -> 3073 in pairs). */
static int pairs_rows(const fft_axis_problem *ap, const clfft_profile *prof, const fft_variant *v)
{
    size_t rows = 1;
    for (unsigned l = 0; l < ap->in.count_levels; l++)
        rows *= ap->in.count[l];
    int c2r = PAIR_ROWS && ap->load == FFT_LOAD_HERMITIAN && ap->store == FFT_STORE_REAL;
    int r2c = PAIR_ROWS_R2C && ap->load == FFT_LOAD_REAL && ap->store == FFT_STORE_HALF;
    if (ap->plane_n1)
        return (c2r || r2c) && rows >= 2 && pairs_planes(ap, prof, v, r2c);
    return (c2r || r2c) && (ap->n % 2 == 1 || ap->n >= EVEN_PAIRS_N) && rows >= 2 && !prof->is_cpu;
}

/* The axis problem's steps with its rows in pairs.  Returns 1 where that
 * settles the step (*st: CLFFT_OK, or the trial plan not allocated), 0
 * (error cleared) where the single rows are to be planned instead. */
static int add_paired_rows(fft_steps *plan, const fft_axis_problem *ap, fft_buffer fb, fft_buffer tb, int axis,
                           const char *what, const clfft_profile *prof, const fft_variant *variant, clfft_status *st)
{
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial) {
        *st = fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "out of host memory");
        return 1;
    }
    *trial = *plan;
    fft_axis_problem paired = *ap;
    paired.pair_rows = 1;
    *st = fft_add_axis(trial, &paired, fb, tb, axis, what, prof, variant);
    if (*st == CLFFT_OK)
        *plan = *trial;
    free(trial);
    if (*st == CLFFT_OK)
        return 1;
    fft_clear_error();
    return 0;
}

/* A step along `axis` from one side to another: the other axes and the
 * batch become the step's batch levels (batch_levels); R2C and C2R rows in
 * pairs where they pay. */
clfft_status fft_add_step(fft_steps *plan, const problem *pb, int axis, const side *from, fft_buffer fb,
                          const side *to, fft_buffer tb, fft_load_kind load, fft_store_kind store, int last,
                          const char *what, const clfft_profile *prof, const fft_variant *variant)
{
    if (plan->nsteps >= FFT_MAX_STEPS)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "the plan needs more than %d steps", FFT_MAX_STEPS);
    fft_axis_problem ap;
    fft_make_axis_problem(&ap, pb, axis, from, fb, to, tb, load, store, last);
    clfft_status st;
    if (pairs_rows(&ap, prof, variant) && add_paired_rows(plan, &ap, fb, tb, axis, what, prof, variant, &st))
        return st;
    return fft_add_axis(plan, &ap, fb, tb, axis, what, prof, variant);
}

/* ---- the solvers ---- */

/* Rank-1 complex: the 1D Stockham planner on the descriptor itself
 * (lengths of generated radices; the others take Bluestein's steps, below). */
static int c2c_1d_applicable(const problem *pb)
{
    return pb->rank == 1 && pb->d.kind == CLFFT_C2C && !fft_needs_bluestein(pb->n[0]);
}

static clfft_status c2c_1d_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan)
{
    (void)pb;
    fft_step *step = &plan->steps[0];
    clfft_status st = fft_plan_build_variant(&plan->desc, prof, v, &step->layout);
    if (st != CLFFT_OK)
        return st;
    fft_push_step(plan, FFT_BUF_IN, FFT_BUF_OUT, 0, "C2C", 0);
    return CLFFT_OK;
}

/* Complex, rank 2 and 3: the fastest axis from the input to the output,
 * then each slower axis in place on the output (its columns read in tiles
 * of adjacent columns: the step's innermost batch level has stride 1). */
static int c2c_axes_applicable(const problem *pb)
{
    return pb->d.kind == CLFFT_C2C;
}

/* C2C planes take one kernel wherever it fits (its staged load and its
 * exchanges in local memory, in turns from 16384 fp32 points: planner.c
 * plan_plane, plane_kernel_fits), not only up to 4096 points as before
 * (C2C_SMALL_PLANE_POINTS, the variant small-planes).  H100 (no H200 was lent), GB/s, two runs each, e3980d0
 * against this rule (bench/results/gpu-2026-11-28-planes, call165): 41
 * fp32 C2C shapes 1.23 on the geometric mean; 75x75 1169 -> 2540, 64x80
 * 1440 -> 2268, 60x100 +67%, 8x1024 +49%, 64x128 +35%, 100x100 +17%, 72^3
 * +19%, 128x64x128 +21%, 100^3 +10%; 72x128 -11% and 80x100 -4% (groups
 * of 1024 and 1000 work-items with a radix 2); fp64 72x72 +19%, 75x75
 * +32%, 72^3 +12%.  Planes of 16384 fp32 points (exchanges in two turns)
 * since call169: 128x128 1501 -> 1996, 128^3 999 -> 1197 (planner.c
 * plane_kernel_fits). */
#define C2C_SMALL_PLANE_POINTS 4096
/* (both of their axes 8 points or more, as 8x1024 and 1024x8, the
 * narrowest measured: 4096x2 keeps its column tiles) */
#define BIG_PLANE_MIN_AXIS 8

/* The two fastest axes as one plane step, where both sides hold each plane
 * packed (strides n[f] and 1) and a plane fits one kernel. */
static clfft_status plane_step(fft_steps *plan, const problem *pb, const clfft_profile *prof, const fft_variant *v)
{
    int f = pb->rank - 1;
    size_t n1 = pb->n[f - 1], n2 = pb->n[f];
    int big = n1 * n2 > C2C_SMALL_PLANE_POINTS;
    if (big && ((v && v->big_planes == FFT_FORCE_OFF) || n1 < BIG_PLANE_MIN_AXIS || n2 < BIG_PLANE_MIN_AXIS))
        return CLFFT_ERR_NOT_SUPPORTED;
    if (n1 < 2 || n2 < 2 || fft_needs_bluestein(n1) || fft_needs_bluestein(n2))
        return CLFFT_ERR_NOT_SUPPORTED;
    const side *sides[2] = {&pb->in, &pb->out};
    for (int k = 0; k < 2; k++)
        if (sides[k]->stride[f] != 1 || sides[k]->stride[f - 1] != n2)
            return CLFFT_ERR_NOT_SUPPORTED;
    problem flat = *pb;
    side in = pb->in, out = pb->out;
    flat.n[f] = n1 * n2;
    flat.n[f - 1] = 1;
    in.shape[f] = out.shape[f] = n1 * n2;
    in.shape[f - 1] = out.shape[f - 1] = 1;
    flat.plane_n1 = n1;
    return fft_add_step(plan, &flat, f, &in, FFT_BUF_IN, &out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, f == 1,
                        "C2C planes (the two fastest axes in one kernel)", prof, v);
}

/* A plane step for the two fastest axes, then the slowest axis of a 3D in
 * place on the output; the plan is left as it was (and the error cleared)
 * when that cannot be made, for the per-axis steps to take over. */
clfft_status fft_planes_then_columns(fft_steps *plan, const problem *pb, plane_solver plane, const char *what,
                                     const clfft_profile *prof, const fft_variant *v)
{
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return CLFFT_ERR_OUT_OF_HOST_MEMORY;
    *trial = *plan;
    clfft_status st = plane(trial, pb, prof, v);
    for (int a = pb->rank - 3; a >= 0 && st == CLFFT_OK; a--)
        st = fft_add_step(trial, pb, a, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                          a == 0, what, prof, v);
    if (st == CLFFT_OK)
        *plan = *trial;
    else
        fft_clear_error();
    free(trial);
    return st;
}

/* Split columns (2D C2C, out of place, GPUs): a column axis of n0 = 2 x
 * n0/2 points goes first, as columns of n0/2 points over the two
 * interleaved sub-columns (rows 2c + j), in -> out; the rows step then
 * finishes the columns' last radix-2 butterflies in its loads (fft_plan_
 * layout.row_split), in place on the output.  The same bytes move as in
 * rows-then-columns; the column step holds more adjacent columns per group
 * (long columns fill a group's registers: 2048 points take 8 columns,
 * 64-byte runs; 1024 points 16).  Taken where the n0/2-point column step
 * holds more columns per group than the n0-point one and that one fewer
 * than a coalescing unit (a multi-pass column step counting none).  H100, fp32 GB/s, two runs each, the rule against
 * the variant whole-columns (bench/results/gpu-2026-11-27-split, call121,
 * when the rule also took R = 4): 2048x2048 1288 -> 1445, 4096x4096 (R =
 * 4) 926 -> 1210, 1536x1536 (R = 4) 1113 -> 1299, 1200x1200 1327 -> 1400,
 * 2560x2560 1101 -> 1233, 2048x512 +13%, 4096x1024 +31%, 4096x256 +43%;
 * 1000x1000 (R = 4, 250-point columns) 1373 -> 1243.  Each launch timed
 * alone (call122, us): the rows finishing radix 2 cost what plain rows do
 * (2048x2048 715 against 719; 1536 707 / 710), radix 4 does not (4096 981
 * against 720, 1536 854, 1000 1002 against 724: each element loaded from
 * four rows), so the split takes radix 2 only; 1536x1536 1899 -> 1517 us
 * with radix 2 (1628 with 4), 4096x4096 2325 -> 1778 (1769), 2000x2000
 * 1942 -> 1669, 1000x1000 (500-point columns hold 8, as 1000-point ones)
 * 1558 -> 1698, excluded by the rule. */
#define COLUMN_SPLIT_RADIX 2
/* On the H200 the split lost where its columns have 2048 points (4096-point
 * axes: fp32 whole columns take tiles there, which run at the copy
 * ceiling on that card, entry 92; the split's 2048-point columns hold 8 a
 * group) and where the split's columns have a large odd part (composite
 * radices).  H200, TB/s, one run each, 0404fd0 (whole)
 * against b83fe18 (split by the rule before these two conditions),
 * bench/results/gpu-2026-11-27-split/call132: C2C 4096x4096 1.34 -> 1.23,
 * R2C 4096x1024 1.34 -> 1.19, R2C 4096x4096 1.29 -> 1.25, but C2R
 * 4096x4096 +2.6%, C2C 4096x1024 +6%; C2C 1000x1000 (500 = 4 x 125) 1.58
 * -> 1.47, fp64 2000x2000 (1000 = 8 x 125) C2C -5%, C2R -5%, 1200x1200
 * (600 = 8 x 75) -0.3% to -1.2%, but fp32 C2C 2000x2000 +4.7%.  The same
 * splits gained on an H100 (call130: C2C 4096x4096 0.94 -> 1.20 TB/s,
 * R2C +24%, 1000x1000 +1.5%): there the variant split-columns
 * (CLFFT_EFFORT_MEASURE times it) plans them.  The gains where the rule
 * splits, H200 (call132): C2C 2048x2048 1.48 -> 1.94, 2048x512 +35%,
 * 1536x1536 +15%, 2560x2560 +16%, fp64 2048x2048 +30%; R2C 2048x2048 1.40
 * -> 1.57; C2R 2048x2048 1.35 -> 1.77, 2560x2560 +24%. */
#define SPLIT_MAX_ODD_PART 5
#define SPLIT_MAX_COLUMN_N 1536
/* fp32 C2C whose whole column step holds exactly a coalescing unit of
 * columns (1024-point columns, 16 a group) splits too where its rows have
 * at most SPLIT_UNIT_MAX_ROW_N points.  H200, GB/s, two runs each, the
 * variant split-columns against the rules at 5ce0b51 (bench/results/
 * h200-2026-12-02-leads, call284): C2C 1024x1024 2026 -> 2071, 1024x512
 * +0.6%, 1024x256 +0.1%, but 1024x2048 -1.1% and 1024x4096 -19% (rows
 * finishing the split load two rows each); fp64 C2C within 0.4%; R2C lost
 * 10-18% at every width (1024x256 to 1024x4096), C2R up to 7.5%.  The
 * measuring planner had chosen it for 1024x1024 (call283). */
#define SPLIT_UNIT_MAX_ROW_N 1024

/* Columns per group of a layout's single pass, 0 for several passes. */
static size_t single_pass_columns(const fft_plan_layout *L)
{
    return L->npasses == 1 ? L->passes[0].transforms_per_group : 0;
}

/* The split's column step: columns of n0/r points of pb (rank 2), rows
 * r c + j of `from` to rows c + j n0/r of `to` (decimation in time: the
 * rows finish the columns after), or with dif rows c + j n0/r to rows r c
 * + j (decimation in frequency: C2R's rows began them before). */
clfft_status fft_add_split_column_step(fft_steps *plan, const problem *pb, size_t r, int dif, const side *from,
                                       fft_buffer fb, const side *to, fft_buffer tb, int last, const char *what,
                                       const clfft_profile *prof, const fft_variant *v)
{
    size_t nc = pb->n[0] / r;
    problem a = *pb;
    side in = *from, out = *to;
    a.rank = 3;
    a.n[0] = nc, a.n[1] = r, a.n[2] = pb->n[1];
    in.shape[0] = out.shape[0] = nc;
    in.shape[1] = out.shape[1] = r;
    in.shape[2] = from->shape[1], out.shape[2] = to->shape[1];
    in.stride[2] = from->stride[1], out.stride[2] = to->stride[1];
    side *interleaved = dif ? &out : &in, *blocks = dif ? &in : &out;
    size_t s_il = dif ? to->stride[0] : from->stride[0], s_bl = dif ? from->stride[0] : to->stride[0];
    interleaved->stride[0] = r * s_il, interleaved->stride[1] = s_il;
    blocks->stride[0] = s_bl, blocks->stride[1] = nc * s_bl;
    fft_axis_problem ap;
    fft_make_axis_problem(&ap, &a, 0, &in, fb, &out, tb, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, last);
    ap.column_split = r;
    return fft_add_axis(plan, &ap, fb, tb, 0, what, prof, v);
}

/* C2C: the split's rows on the output, in place, in blocks of r. */
static clfft_status add_split_rows(fft_steps *plan, const problem *pb, size_t r, const clfft_profile *prof,
                                   const fft_variant *v)
{
    size_t nc = pb->n[0] / r;
    fft_axis_problem ap;
    fft_make_axis_problem(&ap, pb, 1, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX, 1);
    fft_levels lv = {0};
    lv.count[0] = r, lv.dist[0] = nc * pb->out.stride[0];
    lv.count[1] = nc, lv.dist[1] = pb->out.stride[0];
    lv.count_levels = 2;
    if (pb->batch > 1) {
        lv.count[2] = pb->batch, lv.dist[2] = pb->out.dist;
        lv.count_levels = 3;
    }
    ap.in = ap.out = lv;
    ap.inplace = 1;
    ap.row_split = r;
    ap.row_split_n = pb->n[0];
    return fft_add_axis(plan, &ap, FFT_BUF_OUT, FFT_BUF_OUT, 1, "C2C rows (finishing the split columns)", prof, v);
}

/* The radix of the split of pb's column step from one side to another
 * where it applies (the rule above, or the variant), 0 where it does not:
 * the split's column step compared with the whole column step, which runs
 * in place on `to` where in_place_whole (C2C's rows-then-columns). */
size_t fft_split_radix(const fft_steps *plan, const problem *pb, const side *from, fft_buffer fb, const side *to,
                       fft_buffer tb, int in_place_whole, int dif, const clfft_profile *prof, const fft_variant *v)
{
    fft_choice want = v ? v->column_split : FFT_RULE;
    size_t n0 = pb->n[0], r = COLUMN_SPLIT_RADIX;
    if (want == FFT_FORCE_OFF || prof->is_cpu || pb->rank != 2 || pb->d.inplace || n0 % r || n0 / r < 2 ||
        fft_needs_bluestein(n0 / r) || pb->n[1] < 2)
        return 0;
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return 0;
    size_t unit = prof->coalesce_bytes / fft_complex_bytes(pb->d.precision);
    size_t whole = 0;
    int excluded = 0; /* the rule keeps the whole columns */
    if (want == FFT_RULE) {
        *trial = *plan;
        if (fft_add_step(trial, pb, 0, in_place_whole ? to : from, in_place_whole ? tb : fb, to, tb, FFT_LOAD_COMPLEX,
                         FFT_STORE_COMPLEX, 0, "columns", prof, v) == CLFFT_OK)
            whole = single_pass_columns(&trial->steps[trial->nsteps - 1].layout);
        else
            excluded = 1;
        fft_clear_error();
        /* (H200: not for split columns of more than SPLIT_MAX_COLUMN_N
         * points, nor of an odd part above SPLIT_MAX_ODD_PART) */
        size_t odd = n0 / r;
        while (odd % 2 == 0)
            odd /= 2;
        if (n0 / r > SPLIT_MAX_COLUMN_N || odd > SPLIT_MAX_ODD_PART)
            excluded = 1;
    }
    int unit_splits = whole == unit && pb->d.kind == CLFFT_C2C && pb->d.precision == CLFFT_FP32 && fft_is_pow2(n0) &&
                      pb->n[1] <= SPLIT_UNIT_MAX_ROW_N;
    size_t split = 0;
    *trial = *plan;
    if (!excluded && (whole < unit || unit_splits) &&
        fft_add_split_column_step(trial, pb, r, dif, from, fb, to, tb, 0, "columns", prof, v) == CLFFT_OK)
        split = single_pass_columns(&trial->steps[trial->nsteps - 1].layout);
    fft_clear_error();
    free(trial);
    return split && (want == FFT_FORCE_ON || split > whole) ? r : 0;
}

/* C2C with split columns where they apply; CLFFT_OK with the plan made,
 * else the plan is left as it was (error cleared). */
static clfft_status split_columns(fft_steps *plan, const problem *pb, const clfft_profile *prof,
                                  const fft_variant *v)
{
    size_t r = fft_split_radix(plan, pb, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, 1, 0, prof, v);
    if (!r)
        return CLFFT_ERR_NOT_SUPPORTED;
    fft_steps *trial = malloc(sizeof *trial);
    if (!trial)
        return CLFFT_ERR_OUT_OF_HOST_MEMORY;
    *trial = *plan;
    clfft_status st = fft_add_split_column_step(trial, pb, r, 0, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, 0,
                                                "C2C columns (split: the column's sub-columns)", prof, v);
    if (st == CLFFT_OK)
        st = add_split_rows(trial, pb, r, prof, v);
    if (st == CLFFT_OK)
        *plan = *trial;
    else
        fft_clear_error();
    free(trial);
    return st;
}

static clfft_status c2c_axes_mkplan(const problem *pb, const clfft_profile *prof, const fft_variant *v,
                                    fft_steps *plan)
{
    int f = pb->rank - 1;
    if (f >= 1 && fft_planes_then_columns(plan, pb, plane_step, "C2C columns", prof, v) == CLFFT_OK)
        return CLFFT_OK;
    if (split_columns(plan, pb, prof, v) == CLFFT_OK)
        return CLFFT_OK;
    clfft_status st = fft_add_step(plan, pb, f, &pb->in, FFT_BUF_IN, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX,
                                   FFT_STORE_COMPLEX, f == 0, "C2C rows", prof, v);
    for (int a = f - 1; a >= 0 && st == CLFFT_OK; a--)
        st = fft_add_step(plan, pb, a, &pb->out, FFT_BUF_OUT, &pb->out, FFT_BUF_OUT, FFT_LOAD_COMPLEX, FFT_STORE_COMPLEX,
                          a == 0, "C2C columns", prof, v);
    return st;
}

typedef struct solver {
    const char *name;
    int (*applicable)(const problem *pb);
    clfft_status (*mkplan)(const problem *pb, const clfft_profile *prof, const fft_variant *v, fft_steps *plan);
} solver;

static const solver solvers[] = {
    {"1D complex (Stockham)", c2c_1d_applicable, c2c_1d_mkplan},
    {"complex, one step per axis", c2c_axes_applicable, c2c_axes_mkplan},
    {"real to complex, one step per axis", fft_r2c_applicable, fft_r2c_mkplan},
    {"complex to real, one step per axis", fft_c2r_applicable, fft_c2r_mkplan},
};

clfft_status fft_solve(const clfft_desc *desc, const clfft_profile *profile, const fft_variant *variant,
                       fft_steps *plan)
{
    if (!desc || !profile || !plan)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor, profile or plan is NULL");
    memset(plan, 0, sizeof *plan);
    problem *pb = malloc(sizeof *pb);
    if (!pb)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "problem");
    clfft_status st = fft_problem_make(desc, pb);
    if (st == CLFFT_OK && pb->d.precision == CLFFT_FP64 && !profile->has_fp64)
        st = fft_fail(CLFFT_ERR_NO_FP64, "device '%s' has no cl_khr_fp64", profile->device_name);
    if (st != CLFFT_OK) {
        free(pb);
        return st;
    }
    plan->desc = pb->d;
    plan->elem_bytes = fft_complex_bytes(pb->d.precision);
    plan->in_bytes = pb->in.extent * pb->in.elem_bytes;
    plan->out_bytes = pb->out.extent * pb->out.elem_bytes;
    st = fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no solver applies to this transform");
    for (size_t i = 0; i < sizeof solvers / sizeof solvers[0]; i++) {
        if (!solvers[i].applicable(pb))
            continue;
        plan->solver = solvers[i].name;
        st = solvers[i].mkplan(pb, profile, variant, plan);
        break;
    }
    free(pb);
    if (st != CLFFT_OK)
        return st;
    /* A guard on the solvers' stage bookkeeping: a step that reads one part
     * of the stage array and writes another must not overlap them, and
     * every part lies inside the array. */
    for (unsigned s = 0; s < plan->nsteps; s++) {
        const fft_step *sp = &plan->steps[s];
        const fft_plan_layout *L = &sp->layout;
        int reads = sp->in == FFT_BUF_STAGE, writes = sp->out == FFT_BUF_STAGE;
        if ((reads && L->in_extent > plan->stage_elems) || (writes && L->out_extent > plan->stage_elems) ||
            (reads && writes && !L->desc.inplace && L->desc.ioffset < L->out_extent &&
             L->desc.ooffset < L->in_extent))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED,
                            "internal planner error: step %u's parts of the stage array overlap or exceed it", s);
    }
    for (unsigned s = 0; s < plan->nsteps; s++) {
        const fft_plan_layout *L = &plan->steps[s].layout;
        for (unsigned b = 0; b < L->nscratch; b++)
            if (L->scratch_elems > plan->scratch_elems[b])
                plan->scratch_elems[b] = L->scratch_elems;
    }
    return CLFFT_OK;
}
