/* Stage 2: descriptor + device profile -> pass plan.  No OpenCL calls.
 *
 * Decisions and the profile fields behind them:
 *  - local_mem_bytes: the longest transform one work-group holds (single
 *    kernel) and how many transforms / columns share a work-group;
 *  - local_banks, bank_width_bytes: padding of the exchange arrays;
 *  - coalesce_bytes: how many adjacent columns a strided pass loads together
 *    (and, through lib/multi_pass.c's cost model, how many global passes
 *    are worth it);
 *  - simd_width, max_work_group: work-group size;
 *  - max_registers_cplx: the largest small radix (values held per thread);
 *  - prefetch_bytes: which passes prefetch the inputs of a later
 *    work-group, and how far ahead. */
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "error.h"
#include "fft_plan.h"
#include "pass_shape.h"
#include "planner.h"
#include "column_rules.h"
#include "multi_pass.h"

#ifndef SINGLE_PASS_CAP
#define SINGLE_PASS_CAP 16384     /* longest transform one kernel unrolls (GPUs) */
#endif

/* A radix of a prime from 17 to 31 (a generated prime butterfly, ~p^2/2
 * real multiplies per value set, many registers): its single-pass plans
 * take a quarter of the target group (fp32 rows loading a half spectrum,
 * C2R: a half), while that leaves BIG_PRIME_MIN_GROUP transforms per
 * group.  A quarter against a half for fp32 C2C and R2C, three runs of
 * each build (bench/results/h200-2026-11-26-short-odd/call26): C2C 119
 * 2965 -> 3208 GB/s, 174 3029 -> 3208, 68 +4%, 85 +3%, 102 +1%; R2C 85
 * 2926 -> 3102, 136 2664 -> 2796, 170 +4%; 138 -2%, 103 -1%, R2C 238 -2%,
 * 119 -1% (rows whose kernels did not change moved by up to 5% in these
 * calls); C2R lost (136 -13%, call21), so keeps the half.  A half against
 * the whole target group, H200, TB/s (bench/results/h200-2026-11-24-
 * groups, p17-*.csv; the same
 * plans run twice moved 1.3% on the geometric mean): fp32 68 2.39 -> 3.55,
 * 92 2.37 -> 3.48, 116 2.31 -> 3.81, 124 2.29 -> 3.65, 136 3.49 -> 4.14,
 * 34 3.08 -> 3.23, 204 3.62 -> 3.77; fp64 34 2.28 -> 3.68, 68 3.41 ->
 * 4.06, 102 3.49 -> 4.01; groups of one transform lost (1012, 1026, 1044
 * -6% to -14%), hence the floor (1020, 992 and 408 keep theirs too). */
#ifndef BIG_PRIME_MIN_GROUP
#define BIG_PRIME_MIN_GROUP 4
#endif

/* C2R rows as half-length transforms of at most this many points (the
 * twist in their loads) take groups of one SIMD width, a quarter of the
 * target group.  H200, GB/s, two runs of each build (bench/results/
 * h200-2026-11-24-c2rgroups): fp32 C2R 256 3523 -> 4133 (cuFFT and VkFFT
 * 3916), 512 3535 -> 4137 (4041), 256x256 1393 -> 1478, 128^3 1071 ->
 * 1159, fp64 256 3769 -> 4063; but 1000 -2.8%, 1024 +0.4%, 2048 -10%
 * (groups of 64 work-items, one transform), so the longer rows keep the
 * target.  Half the target gained half as much (256 +3.6%, 512 +7.7%).
 * Not where a radix is a prime of 17 to 31, whose own rule below halves
 * the target again: both made groups of 15 or 16 work-items (C2R 102 =
 * 2 x 17x3: 5 transforms of 3).  H200, GB/s, two runs of each build
 * (bench/results/h200-2026-11-24-seventh/call3): C2R 102 803 ->
 * 1225, 34 1370 -> 2306, 58 783 -> 1303, 68 813 -> 1274, fp64 34 538 ->
 * 1585, fp64 68 2084 -> 3106; fp64 102 lost (3522 -> 3238; cuFFT 2018).
 * CPUs keep both reductions (not measured there: pocl's figures for C2R
 * 34-62 moved by up to 40% between runs of one build). */
#define C2R_ONE_SIMD_MAX_M 256
/* C2R 8 (m = 4) keeps the target group: 3114 -> 3800 GB/s; m = 8 and 16
 * were within 3% either way (bench/results/h200-2026-11-24-complexvalues,
 * short-c2r32 against short-head) */
#define C2R_ONE_SIMD_MIN_M 8

/* Transforms per work-group of a single-pass plan: enough work-items for
 * the profile's target group size, no more than the batch needs. */
size_t fft_single_pass_group(const shape_rules *r, size_t radix, size_t batch)
{
    fft_pass probe;
    if (!shape_pass(&probe, r, radix, 1))
        return 0;
    size_t target = r->target_wg;
    if (r->variant.wide_groups != FFT_RULE)
        target = r->variant.wide_groups == FFT_FORCE_ON ? target * 2 : target / 2;
    if (r->variant.wide_groups == FFT_RULE && radix <= r->one_simd_max_radix && radix >= C2R_ONE_SIMD_MIN_M &&
        (r->is_cpu || !shape_big_prime_radix(&probe)))
        target = r->simd;
    size_t m = target / probe.threads_per_transform;
    if (r->variant.wide_groups == FFT_RULE && shape_big_prime_radix(&probe)) {
        /* smaller groups, while they keep 4 transforms at least */
        for (size_t div = r->elem_bytes > 8 || !r->spectrum_load ? 4 : 2; div > 1; div /= 2)
            if (target / div / probe.threads_per_transform >= BIG_PRIME_MIN_GROUP) {
                m = target / div / probe.threads_per_transform;
                break;
            }
    }
    if (m < 1)
        m = 1;
    if (m > batch)
        m = batch;
    /* more transforms per group must not force a split exchange */
    while (m > 1 && (!shape_pass(&probe, r, radix, m) || probe.split_exchange || probe.exchange_turns > 1))
        m--;
    return m;
}

#ifndef STRUCT_MIN_GROUP
#define STRUCT_MIN_GROUP 256      /* complex_struct_pays, single-kernel plans */
#endif
#ifndef STRUCT_MAX_PASS_RADIX
#define STRUCT_MAX_PASS_RADIX 512 /* and multi-pass ones */
#endif

/* On a CPU, whether complex values as structs (vectorised work-item loops,
 * fft_plan.h) beat 2-vectors (scalar loops).  Fitted to pocl 3.1 on a
 * 2-core AVX-512 EPYC over 17 lengths (bench/NOTES.md, entry 23): one
 * kernel gained with groups of 256 work-items or more (4096 +30%, 8192
 * +55%, 16384 +148%) and lost below (64 ... 2048 and 6000 with 240
 * work-items, -17 to -44%); several passes gained while every pass is at
 * most 512 points (65536 +26%, 100000 +43%, 131072 +30%, 262144 +11%,
 * 32768 -2%) and lost with a 1024-point pass (2^19 -8%, 2^20 -11%).  Why
 * is not known: the vectorised loops are the same kind in all of them. */
static int complex_struct_pays(const fft_plan_layout *L, const shape_rules *r)
{
    if (r->variant.struct_values != FFT_RULE)
        return r->variant.struct_values == FFT_FORCE_ON;
    if (L->npasses == 1)
        return L->passes[0].work_group_size >= STRUCT_MIN_GROUP;
    for (unsigned g = 0; g < L->npasses; g++)
        if (L->passes[g].radix > STRUCT_MAX_PASS_RADIX)
            return 0;
    return 1;
}

/* The profile's cache line, 64 bytes where it reports none. */
static size_t cache_line(const clfft_profile *prof)
{
    return prof->cache_line_bytes ? prof->cache_line_bytes : 64;
}

/* Columns per work-item of a loop pass: the most adjacent columns whose
 * values share one cache line, so that a strided pass reads whole lines.
 * They must lie in one block of p columns (the twiddles and the output
 * address take k + c), or, in a first pass (p = 1), in one transform. */
static size_t loop_columns(const fft_pass *ps, const clfft_profile *prof, const shape_rules *r, size_t batch_block)
{
    size_t most = cache_line(prof) / r->elem_bytes;
    size_t block = ps->p > 1 ? ps->p : ps->butterflies > 1 ? ps->butterflies : batch_block;
    size_t c = most < block ? most : block;
    while (c > 1 && (block % c != 0 || !shape_loop_fits(r, ps->radix, c)))
        c--;
    return c ? c : 1;
}

/* Whether passes may become work-item loop kernels: on CPUs only, since on
 * a GPU one work-item per transform leaves most lanes idle and spills its
 * arrays. */
static int loop_kernels_apply(const shape_rules *r, const clfft_profile *prof)
{
    return prof->is_cpu && r->variant.loop_kernels != FFT_FORCE_OFF;
}

/* The longest transform one pass computes.  A GPU pass holds its values in
 * registers, unrolled, which SINGLE_PASS_CAP bounds.  A CPU loop kernel
 * walks two arrays in local memory instead, so there the bound is the
 * longest transform whose arrays fit (pocl's 1 MiB: 65536 fp32, 32768
 * fp64): one pass over global memory where two were needed (pocl on a
 * 2-core EPYC: 65536 from 1.5x to 2.1x the better peer; bench/NOTES.md,
 * entry 29). */
static size_t single_pass_cap(const shape_rules *r, const clfft_profile *prof)
{
    size_t loop_cap = r->local_bytes / (2 * r->elem_bytes);
    if (loop_kernels_apply(r, prof) && loop_cap > SINGLE_PASS_CAP)
        return loop_cap;
    return SINGLE_PASS_CAP;
}

/* A first pass's last small pass stores column c as a row of its own, R
 * values from the next column's; with the columns innermost it vectorised
 * into scatters, one value per row (perf on pocl, fp64 2^20: a fifth of
 * the pass right after its two scatters).  With this many columns or more
 * its outputs go innermost instead (fft_pass.rows_innermost_store), so
 * that the stores are contiguous and the reads from the array are the
 * strided ones: pocl on a 2-core EPYC, fp32 (8 columns) 2^20 +36%, 524288
 * +50%, 131072 +32%, 262144 +22%; with fp64's 4 columns 131072 lost 10-18%
 * (bench/NOTES.md, entry 49). */
#ifndef ROW_STORES_MIN_COLUMNS
#define ROW_STORES_MIN_COLUMNS 8
#endif

/* On a CPU, every pass whose work-group kernel would exchange values
 * between its work-items (two small passes or more: 32 = 8x4 and every pass
 * of 64 points or more) becomes a work-item loop kernel (fft_pass.loop_kernel;
 * bench/NOTES.md, entries 28-29, 33); a pass that one butterfly per
 * work-item computes (16, 27) stays, it has no exchange to save.  Returns
 * whether any did; the layout is finished again (new radices, twiddles). */
static int use_loop_kernels(fft_plan_layout *L, const shape_rules *r, const clfft_profile *prof)
{
    if (!loop_kernels_apply(r, prof))
        return 0;
    int any = 0;
    fft_plan_layout cand = *L;
    /* a single-pass column step (2D/3D slower axes: adjacent transforms
     * adjacent in memory on both sides) takes adjacent transforms as the
     * loop's columns (each column addressed through the batch levels, so
     * a block may cross from one level's entry to the next) */
    size_t batch_block = 1;
    if (L->npasses == 1 && L->desc.istride[0] > 1 && L->desc.idist == 1 && L->desc.odist == 1)
        batch_block = L->batch;
    for (unsigned g = 0; g < cand.npasses; g++) {
        fft_pass *ps = &cand.passes[g];
        if (ps->nfactors < 2 && r->variant.loop_kernels != FFT_FORCE_ON)
            continue;
        size_t columns = loop_columns(ps, prof, r, batch_block);
        if (shape_loop_pass(ps, r, columns)) {
            /* pocl, 2-core EPYC, 2^20 values: fp32 262144 2.5-3.1 -> 4.3-4.6
             * GB/s, 2^20 1.2-1.5 -> 2.2-2.5 (bench/NOTES.md, entry 32) */
            ps->columns_innermost = columns > 1 && columns * r->elem_bytes >= cache_line(prof);
            ps->rows_innermost_store = ps->p == 1 && ps->butterflies > 1 && columns >= ROW_STORES_MIN_COLUMNS;
            any = 1;
        }
    }
    if (!any || !fft_finish_layout(&cand, r))
        return 0;
    *L = cand;
    return 1;
}

/* Whether both directions share one kernel per pass
 * (fft_plan_layout.direction_argument).  On CPUs: pocl compiles each kernel
 * at its first launch, and one kernel of a length-1000 plan cost 0.77 s
 * there (2-core EPYC, POCL_DEBUG timing) against 0.60 s for the whole
 * clBuildProgram, so a plan used in both directions compiled two kernels
 * where one does, while the conjugations cost one multiply by +-1 per value
 * on loads and stores that move whole cache lines anyway.  GPUs keep a
 * kernel per direction: there the shared kernel ran 7-18% slower at odd
 * lengths on the H200 (bench/NOTES.md, entry 11).  One-direction plans
 * have nothing to share. */
static int direction_argument_pays(const fft_plan_layout *L, const clfft_profile *prof)
{
    return prof->is_cpu && L->desc.directions == CLFFT_BOTH_DIRECTIONS;
}

/* A step over columns: the batch's innermost level is the adjacent
 * columns (distance 1), the transform along a stride. */
int fft_column_step(const fft_plan_layout *L)
{
    return L->desc.istride[0] > 1 && L->desc.idist == 1;
}

clfft_status fft_plan_build(const clfft_desc *desc, const clfft_profile *profile, fft_plan_layout *L)
{
    return fft_plan_build_variant(desc, profile, NULL, L);
}

clfft_status fft_plan_build_variant(const clfft_desc *desc, const clfft_profile *profile, const fft_variant *variant,
                                    fft_plan_layout *L)
{
    if (!desc || !profile || !L)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor, profile or layout is NULL");
    memset(L, 0, sizeof *L);
    clfft_status st = fft_plan_validate(desc, L);
    if (st != CLFFT_OK)
        return st;
    return fft_plan_passes(profile, variant, L);
}

/* R2C rows whose half length runs one work-item per transform with staged
 * stores (pass_shape.c ONE_ITEM_MAX_N) take the twist from the
 * work-item's own registers (codegen emit_one_item_twist_outputs) instead
 * of running at full length.  H200, GB/s, two runs of each build
 * (bench/results/h200-2026-11-24-seventh/call12): R2C 24 2944 -> 3570, 30
 * 2136 -> 3061, 32 2569 -> 3360, 48 2043 -> 3342, 28 +9%, 36 +15%, 44
 * +13%, 256x24 +10%, 512x32 +13%; shorter rows lost then (16 -25%, 4 -25%,
 * 10 -14%, 20 -3%; 22 +5%), and where the direct stores need strides they
 * lost 46-75% (call9).  Since the half spectra leave through rows copied
 * out whole (fft_pass.stage_out, plan_twist below) the shorter rows gain
 * too: H200, three runs each against 50b8069 (bench/results/h200-2026-11-
 * 26-c2r-rows/call4-r2c): R2C 8 3748 -> 4193, 10 3676 -> 4174, 12 3270 ->
 * 3857, 14 3170 -> 4132, 16 3934 -> 4141, 18 3074 -> 4135, 20 3218 ->
 * 4174, 22 2755 -> 4136, 256x20 1542 -> 1732.  fp64 (same call) from 12
 * points of half length, where only fp64 R2C 32 took it among the even
 * rows of 24 to 64 points: 3717 -> 4069; the odd half lengths (call5-
 * fp64r2c, two runs each against 50b8069): fp64 R2C 26 3423 -> 4070, 30
 * 2633 -> 3924, 34 3766 -> 3923, 42 2312 -> 4069, 46 3245 -> 3859, 50 2790
 * -> 3467, 54 2051 -> 3519, 62 3009 -> 2992, 256x30 1559 -> 1948.  fp64
 * from 14 points too where the half length is odd (call10-fp64, three runs
 * each against 3244406): fp64 R2C 14 3643 -> 4077, 18 2503 -> 4088, 22
 * 3452 -> 4099; 10 (m = 5) lost 2% and the even ones changed by -2% to
 * 0% (8, 12, 16, 20), so fp64 takes it from m = 7 where m is odd. */
#define ONE_ITEM_TWIST_MIN_M 4
#define ONE_ITEM_TWIST_FP64_MIN_M 12
#define ONE_ITEM_TWIST_FP64_MAX_M 26
#define ONE_ITEM_TWIST_FP64_ODD_MIN_M 7
int fft_one_item_twist(const fft_plan_layout *L, const fft_pass *ps)
{
    size_t min = L->elem_bytes == 8 ? ONE_ITEM_TWIST_MIN_M
                 : L->n % 2         ? ONE_ITEM_TWIST_FP64_ODD_MIN_M
                                    : ONE_ITEM_TWIST_FP64_MIN_M;
    return ps->threads_per_transform == 1 && L->n >= min;
}

/* fp64 R2C rows of half length 12 to 26 take one work-item per transform
 * (shape_rules.one_item_rows; fp32 ones do from their loads' rule) where
 * they had 2 or 3 and the twist in the direct stores.  H200, three runs
 * each against 4914c1a (bench/results/h200-2026-11-26-c2r-rows/call14-
 * fp64): fp64 R2C 24 3344 -> 4017, 28 2956 -> 4053, 44 2136 -> 3855, 48
 * 3022 -> 3681, 52 2137 -> 3637, 40 +5%, 256x24 +8%, 300x28 +16%; 56 (m =
 * 28) lost 8% (3744 -> 3429). */
static int fp64_one_item_twist_rows(const fft_plan_layout *L)
{
    return L->elem_bytes == 16 && L->load_kind == FFT_LOAD_REAL_PAIRS && L->store_kind == FFT_STORE_TWIST &&
           L->n >= ONE_ITEM_TWIST_FP64_MIN_M && L->n <= ONE_ITEM_TWIST_FP64_MAX_M;
}

/* C2R rows whose half length m runs one work-item per transform
 * (pass_shape.c ONE_ITEM_TWIST_MAX_N) copy the group's half spectra (m + 1
 * values each, packed) into local memory coalesced (fft_pass.stage_in),
 * and each work-item forms Z[e] and Z[m-e] of its transform from X[e] and
 * X[m-e] in its registers, one multiply by a constant root per pair
 * (codegen emit_one_item_twist_inputs), where the staged twist loads read
 * X twice from global memory, multiply every element by a table entry and
 * give a transform 2 or 3 work-items that exchange through local memory.
 * H100 (no H200 was left), GB/s, two runs of each build against 6d4a690,
 * 2^25 values (bench/results/h100-2026-11-25-c2r-one-item): fp32 C2R 12
 * 2549 -> 2918, 16 2367 -> 2913, 20 2359 -> 2882, 24 2256 -> 2885, 28 2120
 * -> 2819, 32 2021 -> 2851, 36 2120 -> 2685, 44 1903 -> 2503, 48 2095 ->
 * 2491, 256x24 980 -> 1084, fp64 24 2595 -> 2855.  An odd m gave rows of
 * an even number of values in local memory, where a warp's reads of one
 * element fall in one bank (fp32 30: 2209 -> 1992); rows padded to an odd
 * length (fft_pass.stage_pad) fixed it.  H200, three runs of each build
 * against 49762ba, 2^27 values (bench/results/h200-2026-11-26-c2r-rows):
 * fp32 C2R 14 3480 -> 4148, 18 3084 -> 4184, 22 2938 -> 4135, 26 2673 ->
 * 3970, 30 2738 -> 4070 (unpadded 2361), 34 2349 -> 3677, 42 1436 -> 3452,
 * 46 1735 -> 3261 (unpadded 2761), 50 1428 -> 3222, 54 1419 -> 3355, 58
 * 1337 -> 2879, 62 1352 -> 2705, 256x30 1636 -> 2030; fp64 14 3619 ->
 * 4032, 18 3488 -> 4078, 22 3048 -> 4074.  fp64 rows up to m = 16 gained
 * too (26 2702 -> 3970, 28 2845 -> 3769, 30 2757 -> 3971, 32 2282 -> 3759),
 * longer even ones were mixed (44 +29%, 48 -11%; 36 and 40 kept their
 * plans) and keep the staged loads, as do rows below m = 6 (not
 * measured); the longer odd ones gained (call10-fp64, three runs each
 * against 3244406, m up to 32 by ONE_ITEM_TWIST_MAX_N): fp64 C2R 34 1627 ->
 * 3643, 42 1640 -> 3334, 50 1556 -> 3189, 54 1549 -> 3142, 62 1458 ->
 * 2717, 256x42 1106 -> 1681 (44 +30%, 48 -12% with every m up to 32). */
#define ONE_ITEM_C2R_MIN_M 6
#define ONE_ITEM_C2R_FP64_MAX_M 16
int fft_one_item_twist_load(const fft_plan_layout *L)
{
    size_t m = L->n;
    return L->load_kind == FFT_LOAD_HERMITIAN_TWIST && L->store_kind == FFT_STORE_REAL_PAIRS &&
           m >= ONE_ITEM_C2R_MIN_M && (L->elem_bytes == 8 || m <= ONE_ITEM_C2R_FP64_MAX_M || m % 2) &&
           !L->chirp_n && !L->pair_rows && !L->plane_n1 && !L->mirror.n1 && L->desc.istride[0] == 1 &&
           L->desc.ostride[0] == 1 && L->in_levels.count_levels <= 1 && L->desc.idist == L->n + 1;
}

/* fp64 C2R rows as a half-length transform (FFT_LOAD_HERMITIAN_TWIST)
 * exchange separate re and im arrays, not complex values.  H200, TB/s,
 * re/im against complex, two calls (bench/results/h200-2026-11-24-c,
 * real-head.csv against real-none.csv; h200-2026-11-24-fusedpair,
 * var-reim-values.csv against var-rules.csv): fp64 C2R 1024 3.81 / 2.98
 * (3.67 / 2.90), 2048 3.77 / 3.00, 4096 3.74 / 2.99 (3.75 / 2.96),
 * 1024x1024 1.43 / 1.28; 256, 8192, 65536 and 128^3 within 3%.  fp32's
 * C2R rows were mixed (4096 +6%, 256 -13%, 1024 -10%) and fp64 R2C's
 * twist stores within the calls' noise, so they keep the rule. */
#ifndef TWIST_REIM_FP64
#define TWIST_REIM_FP64 1
#endif
/* Plane kernels (two fastest axes in one kernel) of R2C, and of fp32 C2C,
 * whose axes both have 32 points or more take the widest radices (32):
 * fewer work-items per plane, more planes per group.  H200, GB/s, two runs
 * of each build (bench/results/h200-2026-11-24-planes): R2C 32x32 2195 ->
 * 3117, 48x48 1443 -> 1668, 64x64 1771 -> 1887, 32^3 1433 -> 1781, 64^3
 * +4%, fp64 32x32 +41%, fp64 64x64 +7%; C2C 48x48 +16%, 32x32 and 32^3
 * +5%, 64x64 +2%, 32x64 -2%.  The `wide-radix` variant on every step
 * (variant/): fp64 C2C -1.5%, 16-point axes lost (R2C 16x16 -8%, 16x64
 * -4%) and C2R planes lost everywhere (32x32 -28%, 64x64 -47%).  Both
 * axes must be multiples of 16: where one was not, the planes of 2304-4608
 * points took a radix 32 next to 9 or 5 in groups of 72-144 work-items and
 * ran at half speed.  H200, fp32 C2C, three runs each against e4ab0da
 * (bench/results/h200-2026-11-26-c2r-rows/call11-wide16): 64x36 1173 ->
 * 2091, 36x64 1609 -> 3084, 64x40 1325 -> 2234, 40x64 1628 -> 3299, 32x72
 * 1236 -> 2098, 72x32 2525 -> 3167, 8x64x36 915 -> 1391; 48x48 and 64x64
 * unchanged. */
#define PLANE_WIDE_AXIS_MULTIPLE 16
static int plane_wide_radix(const fft_plan_layout *L)
{
    /* (planes two per transform lost with radix 32: solve.c pairs_planes) */
    if (!L->plane_n1 || L->pair_rows || L->plane_n1 < 32 || L->n / L->plane_n1 < 32)
        return 0;
    if (L->plane_n1 % PLANE_WIDE_AXIS_MULTIPLE || (L->n / L->plane_n1) % PLANE_WIDE_AXIS_MULTIPLE)
        return 0;
    return L->load_kind == FFT_LOAD_REAL || (L->load_kind == FFT_LOAD_COMPLEX && L->elem_bytes == 8);
}

/* Where one-pass transforms with a prime radix of 17 to 31 take their
 * other factors as one radix (pass_radices.c mix_big_prime has the
 * measurements): R2C rows (reals loaded, or the twist in the stores), C2R
 * rows of the half length (the twist in the loads), Rader's one-kernel
 * convolutions and column steps; not C2C rows nor C2R rows in pairs. */
static int big_prime_mix_applies(const fft_plan_layout *L)
{
    int columns = fft_column_step(L);
    return columns || L->rader || L->load_kind == FFT_LOAD_REAL || L->load_kind == FFT_LOAD_REAL_PAIRS ||
           L->store_kind == FFT_STORE_TWIST || L->load_kind == FFT_LOAD_HERMITIAN_TWIST;
}

/* The shaping rules of this layout's passes: the profile's, the
 * variant's departures, and what the step's loads and stores ask of them. */
static clfft_status step_rules(const clfft_profile *profile, const fft_variant *variant, const fft_plan_layout *L,
                              shape_rules *out)
{
    if (L->desc.precision == CLFFT_FP64 && !profile->has_fp64)
        return fft_fail(CLFFT_ERR_NO_FP64, "device '%s' has no cl_khr_fp64", profile->device_name);
    shape_rules r = shape_rules_from_profile(profile, L->elem_bytes);
    if (variant)
        r.variant = *variant;
    r.single_pass_cap = single_pass_cap(&r, profile);
    if (r.variant.wide_radix == FFT_RULE && plane_wide_radix(L))
        r.variant.wide_radix = FFT_FORCE_ON;
    r.paired_last = L->store_kind == FFT_STORE_TWIST || fft_paired_rows_pass(L->prior_p, L->pair_rows, L->store_kind);
    r.twist_load = L->load_kind == FFT_LOAD_HERMITIAN_TWIST;
    if (r.twist_load && r.variant.wide_groups == FFT_RULE)
        r.one_simd_max_radix = C2R_ONE_SIMD_MAX_M;
    /* (fp64 R2C rows lost with it: 22 -18%, 14 -5%, 6 -3%; pass_shape.c) */
    r.one_item_rows = !profile->is_cpu &&
                      ((!L->pair_rows && !L->plane_n1 && L->desc.istride[0] == 1 && L->desc.ostride[0] == 1 &&
                        (L->load_kind == FFT_LOAD_COMPLEX ||
                         ((L->load_kind == FFT_LOAD_REAL || L->load_kind == FFT_LOAD_REAL_PAIRS) && L->elem_bytes == 8) ||
                         fp64_one_item_twist_rows(L)) &&
                        (L->store_kind == FFT_STORE_COMPLEX || L->store_kind == FFT_STORE_HALF ||
                         (L->store_kind == FFT_STORE_TWIST && !L->chirp_n))) ||
                       fft_one_item_twist_load(L));
    r.spectrum_load = L->load_kind == FFT_LOAD_HERMITIAN || L->load_kind == FFT_LOAD_HERMITIAN_TWIST;
    r.column_step = fft_column_step(L) || L->plane_n1;
    r.complex_rows = r.one_item_rows && L->load_kind == FFT_LOAD_COMPLEX && L->store_kind == FFT_STORE_COMPLEX;
    if (TWIST_REIM_FP64 && L->load_kind == FFT_LOAD_HERMITIAN_TWIST && L->elem_bytes == 16)
        r.complex_exchange = 0;
    r.big_prime_mix = big_prime_mix_applies(L);
    r.forced = L->forced_radices;
    r.nforced = L->forced_passes;
    if (r.local_bytes < 2 * r.elem_bytes * 16)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile local memory of %zu bytes is too small", r.local_bytes);
    *out = r;
    return CLFFT_OK;
}

/* A plane's tile is staged through local memory transposed: the group's
 * consecutive work-items write slots plane_n1 apart.  Where plane_n1 is a
 * multiple of half the banks, those writes fall in one or two banks, and
 * the exchanges take their padding whatever their own conflicts.  H100,
 * fp32 GB/s, two runs each (bench/results/gpu-2026-11-28-planes), padding
 * against none (call164): 64x144 1114 -> 1738, 64x100 1095 -> 1621,
 * 160x50 1056 -> 1505, 48x100 1666 -> 1994, 80x100 1335 -> 1427; where
 * plane_n1 is no such multiple padding lost (60x100 -39%, 75x75 -33%,
 * 100x100 -14%, 72x72 -8%: an unpadded complex exchange no longer fit, or
 * no conflicts to remove).  The planes of 4096 points or fewer this pads
 * (call165, against e3980d0): C2C 32x100 +31%, 16x250 +33%, 64x50 +21%,
 * 48x80 0%, 64x60 -2%; R2C / C2R 32x100 +18% / +13%, 16x250 +19% / +18%,
 * 64x50 +13% / +12%, 48x80 -4% / -4%, 64x60 +5% / -10%. */
static int plane_transpose_conflicts(const fft_plan_layout *L, const shape_rules *r)
{
    return r->banks >= 2 && L->plane_n1 % (r->banks / 2) == 0;
}

/* Planes hold at most this many values a work-item: the most measured
 * (16384 points in groups of 512, 9216 in groups of 288; bench/results/
 * gpu-2026-11-28-planes).  Presets whose groups are smaller (amd-gcn's
 * 256: 10000 points would take 40 a work-item) keep the per-axis steps
 * there. */
#define PLANE_MAX_TILE 32

/* Whether a plane's one pass makes a plane kernel: at most PLANE_MAX_TILE
 * values a work-item, and where its values take T > 1 turns of local
 * memory (16384 fp32 points on 48 KiB), a tile staged in turns (codegen
 * emit_plane_staging_turns; one plane a group): each turn whole runs of
 * the plane's columns (T | n2), whole registers of the first small pass
 * (T | its radix) and as many tile values per work-item (T | the tile);
 * the results go straight out.  H100, fp32 GB/s, two runs each, against
 * the per-axis steps (bench/results/gpu-2026-11-28-planes, call169):
 * 128x128 1501 -> 1996, 128^3 999 -> 1197, 64x128x128 +20%, 32x512 +58%,
 * 512x32 +38%, 64x256 +35%, 256x64 +14%.  Loading the whole tile before
 * the first turn lost 25-33% (call166: two turns' values live at once,
 * more than the 128 registers of a 512-item group). */
static int plane_kernel_fits(const fft_plan_layout *L, const fft_pass *ps)
{
    unsigned t = ps->exchange_turns;
    size_t n2 = L->n / L->plane_n1, tile = L->n / ps->threads_per_transform;
    if (ps->local_bytes == 0 || tile > PLANE_MAX_TILE)
        return 0;
    return t == 1 || (ps->transforms_per_group == 1 && ps->fuse_store && ps->nfactors > 1 && ps->factors[0] % t == 0 &&
                      n2 % t == 0 && tile % t == 0);
}

/* fp32 planes with an axis other than a power of two take each axis in
 * balanced radices (pass_radices.c mix_balanced, powers of two included:
 * 48 = 12x4, 50 = 10x5, 100 = 10x10, 64 = 8x8 beside 36 = 6x6), their
 * exchanges in turns of the whole group where they need turns: fewer small
 * passes, or narrower ones in more work-items.  H200, fp32 GB/s, two runs
 * of each build against 958e84e's rules (bench/results/h200-2026-12-01-
 * planes, call252): C2C 50x50 2594 -> 3405, 48x48 +17%, 64x36 +7.7%, 48^3
 * +6.8%, 100x100 +1.5%, 100^3 +0.9%; R2C 48x48 1974 -> 2306, 64x36 +12%,
 * 48^3 +11%, 50x50 +2.4%; C2R 36x64 1531 -> 1985, 64x36 +28%, 48x48 +13%,
 * 48^3 +8.5%, 50x50 +8.3%; R2C and C2R 100x100, 100^3 and 60x100x100 within
 * 0.3%.  Planes of powers of two only keep the rules' radices: the same
 * radices there (the variant balanced-planes, call249, call251) gave
 * 128x128 +3%, 128^3 +2.1%, but 64x64 -3.3%, 64^3 -2.4%, R2C 128x128 -0.8%,
 * within the calls' noise (identical kernels differed by up to 5%: 60x60,
 * 75x75).  fp64 takes them in C2C planes of at most
 * FP64_BALANCED_PLANE_MAX_POINTS points only: under the variant (call252)
 * C2C 50x50 2702 -> 3562, 48x48 +22%, 36x64 +12%, 48^3 +12%, 64x36 +3.9%
 * (its 100x100 and 60x100x100, -3.3% and -1.6%, kept their kernels: fp64
 * planes of 10000 points do not fit); R2C 48x48 +33% but 64x36 -14%; C2R
 * 48x48 -33%, 48^3 -25%, 50x50 -18%.  AMD and Intel presets unmeasured. */
#define FP64_BALANCED_PLANE_MAX_POINTS 4096
static int plane_balanced_radices(const fft_plan_layout *L, fft_choice choice)
{
    if (choice != FFT_RULE)
        return choice == FFT_FORCE_ON;
    if (fft_is_pow2(L->plane_n1) && fft_is_pow2(L->n / L->plane_n1))
        return 0;
    int complex_plane = L->load_kind == FFT_LOAD_COMPLEX && L->store_kind == FFT_STORE_COMPLEX;
    return L->elem_bytes == 8 || (complex_plane && L->n <= FP64_BALANCED_PLANE_MAX_POINTS);
}

/* fp32 C2C planes whose fastest axis has at least PLANE_COMPLEX_MIN_N2
 * points exchange complex values where a work-item holds more than
 * pass_shape.c's COMPLEX_MAX_VALUES (4096-point planes in 128 work-items:
 * 32 values).  H200, fp32 GB/s, two runs each, the variant complex-values
 * against the rules at 5ce0b51 (bench/results/h200-2026-12-02-leads,
 * call284): C2C 32x128 3705 -> 4059, 64x64 3308 -> 3473, 64^3 1877 ->
 * 1921, 16x64x64 +2.5%, 128x64x64 +1.3%, but 128x32 (a 32-point fastest
 * axis: one radix-32 small pass before the exchange) 3418 -> 3118; R2C
 * and C2R planes within 0.5% or lower (R2C 32^3 -5.3%, C2R 64^3 -2.0%)
 * keep the rule.  The mechanism is not established. */
#define PLANE_COMPLEX_MIN_N2 64
static int plane_complex_values(const fft_plan_layout *L)
{
    int complex_plane = L->load_kind == FFT_LOAD_COMPLEX && L->store_kind == FFT_STORE_COMPLEX;
    return complex_plane && L->elem_bytes == 8 && L->n / L->plane_n1 >= PLANE_COMPLEX_MIN_N2;
}

/* A plane (two axes in one kernel): one pass or none, its tile loaded
 * through local memory. */
static clfft_status plan_plane(fft_plan_layout *L, const shape_rules *rules, const clfft_profile *profile,
                               size_t single_m)
{
    shape_rules pr = *rules;
    const shape_rules *r = &pr;
    if (pr.variant.padding == FFT_RULE && plane_transpose_conflicts(L, &pr))
        pr.variant.padding = FFT_FORCE_ON;
    if (plane_balanced_radices(L, pr.variant.plane_radices))
        pr.mixed_radices = pr.balanced_pow2 = pr.full_group_turns = 1;
    pr.many_values_complex = plane_complex_values(L);
    fft_pass *ps = &L->passes[0];
    L->npasses = 1;
    if (!single_m || !shape_plane_pass(ps, r, L->plane_n1, L->n / L->plane_n1, single_m) ||
        !fft_finish_layout(L, r) || !plane_kernel_fits(L, ps))
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no one-kernel plan for %zu x %zu planes", L->plane_n1,
                        L->n / L->plane_n1);
    ps->fuse_load = 0;
    L->direction_argument = direction_argument_pays(L, profile);
    /* CPUs: the per-axis steps' loop kernels; pocl 2-core, fp32 GB/s, a
     * plane kernel against them (bench/results/pocl-2026-11-24): R2C
     * 64x64 1.06 against VkFFT's 3.06, C2R 64^3 0.87 against 2.20,
     * where the per-axis steps ran 256x256 at 5.85 and 5.39 */
    if (L->direction_argument || profile->is_cpu)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "planes on CPUs take the per-axis steps");
    fft_assign_prefetch(L, profile);
    fft_assign_twiddle_reads(L, r, profile);
    return CLFFT_OK;
}

/* (planner.h) */
int fft_twist_turns_fit(const fft_plan_layout *L)
{
    const fft_pass *ps = &L->passes[0];
    size_t m = ps->radix;
    unsigned T = ps->threads_per_transform;
    return L->npasses == 1 && L->store_kind == FFT_STORE_TWIST && !L->chirp_n && !L->pair_rows && !L->row_split &&
           !L->conv_cols && ps->fuse_store && !ps->pair_columns && !ps->loop_kernel && ps->exchange_turns == 2 &&
           ps->nfactors >= 2 && ps->factors[ps->nfactors - 1] % 4 == 0 && T > 1 && m % 4 == 0 && (m / 4) % T == 0;
}

/* Plans the passes of a layout (planner.h). */
clfft_status fft_plan_passes(const clfft_profile *profile, const fft_variant *variant, fft_plan_layout *L)
{
    shape_rules r;
    clfft_status st = step_rules(profile, variant, L, &r);
    if (st != CLFFT_OK)
        return st;
    /* one kernel whenever the transform fits a work-group (not where the
     * first passes ran before: fft_plan_layout.prior_p) */
    r.single_pass = 1;
    int use_tiles = 0;
    size_t single_m = L->prior_p ? 0 : fft_single_pass_choice(L, &r, profile, &use_tiles);
    int planned = 0;
    if (use_tiles) {
        /* long columns: passes of column tiles (fft_plan_layout.batch_fast) */
        fft_plan_layout tiles = *L;
        tiles.batch_fast = L->in_levels.count_levels ? L->in_levels.count[0] : L->batch;
        r.single_pass = 0;
        if (fft_plan_multi_pass(&tiles, &r, profile)) {
            *L = tiles;
            planned = 1;
            single_m = 0;
        }
        r.single_pass = 1;
    }
    if (L->plane_n1)
        return plan_plane(L, &r, profile, single_m);
    if (L->row_split && L->load_kind != FFT_LOAD_ROW_PAIRS) {
        /* whole blocks of rows per group (fft_plan_layout.row_split), one pass */
        single_m = (single_m + L->row_split - 1) / L->row_split * L->row_split;
        fft_pass probe;
        if (!single_m || use_tiles || !shape_pass(&probe, &r, L->n, single_m))
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "no single-pass plan for rows of %zu in blocks of %zu", L->n,
                            L->row_split);
    }
    if (single_m) {
        L->npasses = 1;
        shape_pass(&L->passes[0], &r, L->n, single_m);
        planned = fft_finish_layout(L, &r);
        /* the R2C twist exchanges the whole transform once more after its
         * last small pass: in two turns where the kernel's exchanges take
         * two (fft_twist_turns_fit; 16384 points, fp32).  H200, GB/s, two
         * runs each against the passes the rules took before, whose last
         * pairs its columns (bench/results/h200-2026-12-01-planes, call249
         * and call252): R2C 32768 1821 -> 2521 (cuFFT 2340), 8x32768 1120
         * -> 1355, 64x32768 1230 -> 1516, 2x32768 +23%.  Other kernels
         * with turns give way to those passes, not to a full-length
         * transform (H200: R2C 32768 1.29 -> 1.63 TB/s, 64x32768 0.94 ->
         * 1.11; h200-2026-11-24-prefetch). */
        if (planned && r.paired_last && L->passes[0].exchange_turns != 1 &&
            !(r.variant.twist_turns != FFT_FORCE_OFF && fft_twist_turns_fit(L)))
            planned = 0;
    }
    r.single_pass = 0;
    if (!planned && !fft_plan_multi_pass(L, &r, profile))
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "length %zu cannot be split into %d passes on this device", L->n,
                        FFT_MAX_PASSES);
    int loops = use_loop_kernels(L, &r, profile);
    /* loop kernels are written for vectorising compilers: structs */
    L->complex_struct = loops || (profile->is_cpu && complex_struct_pays(L, &r));
    L->direction_argument = direction_argument_pays(L, profile);
    fft_assign_prefetch(L, profile);
    fft_assign_twiddle_reads(L, &r, profile);
    return CLFFT_OK;
}
