/* Stage 2, the steps over columns (the slower axes of 2D/3D transforms:
 * stride > 1, adjacent transforms adjacent in memory) and the one-pass
 * choice every step starts from: how many adjacent columns a work-group
 * takes, the column steps' radices and exchange rules, and where long
 * columns take passes of column tiles instead of one pass.  Each rule
 * keeps the measurements that set it.  No OpenCL calls. */
#include "column_rules.h"
#include "multi_pass.h"

#include <string.h>

#include "pass_shape.h"

/* Transforms per work-group of a single-pass plan over columns (stride >
 * 1, adjacent transforms adjacent in memory: the slower axes of a 2D/3D
 * transform): up to a coalescing unit of adjacent columns (two since
 * entry 86, below), as far as the work-group size allows, exchanging re
 * and im in turn and in turns where local memory needs it (the target
 * group size is for transforms along rows).  H200, fp32, TB/s of the
 * whole 2D/3D transform (bench/NOTES.md entry 50;
 * bench/results/h200-2026-11-23-multidim/column-groups.csv):
 * the target group's columns (2 at 1024) -> plain exchanges only (4) ->
 * this rule (16): 1024x1024 1.12 -> 1.35 -> 1.99, 2048x2048 0.65 -> 1.08
 * -> 1.36, 4096x4096 0.67 -> 1.18, 512^3 1.00 -> 1.18, 1000x1000 1.34 ->
 * 1.48; 256^3 unchanged (1.34).
 * The columns double up to two coalescing units (one for Bluestein's
 * column steps) while the group stays within the device's maximum.  Our
 * guess at why that pays: where the rows are not aligned (the n/2 + 1
 * columns of real transforms) a run then crosses one line boundary per
 * two lines instead of one per line.  H100, GB/s, two runs of each build
 * against 4d3c69a (bench/results/gpu-2026-11-26-groups, call48, call49):
 * C2R 256x256 1082 -> 1354, R2C 1174 -> 1450, C2R 256x24 1088 -> 1365,
 * 160x160 1201 -> 1414, 200x200 1110 -> 1319, R2C 256x256x256 824 ->
 * 961, C2R 777 -> 917, fp64 R2C 256x256 1262 -> 1479, fp64 C2R 200x200
 * +15%, 256^3 +11%, C2C 256x256 +1%, 72x72 +5%, the split lengths'
 * column steps 4094 1009 -> 1105, 8194 940 -> 1089 (call50); 96x96 and
 * 96x96x96 lost 1-3% (radix 32 x 3 at 48 columns), and Bluestein's
 * column steps 12-16% (100003: 48 columns of 100, 960 work-items), hence
 * their one unit.
 * A group of more than a coalescing unit of columns takes whole units,
 * and a smaller one a power of two (a whole fraction of a unit), where
 * that fits without turns (the target group gave 40-point columns 25 to a
 * group: runs of 200 bytes, most straddling two lines).  GB/s,
 * two runs of each build against e32efc5 (bench/results/gpu-2026-11-26-
 * groups): on an H200 (call41) 96x96 1862 -> 2049, 80x80x80 1216 -> 1357,
 * 96x96x96 1221 -> 1390, 40x40x40 +7%, 48x48x48 +5%, R2C 100003 +6%,
 * 160x160 +4%, 40x40x40 to 96x96x96 +2 to +4%, C2R 48x48 +7%, 100x100
 * +4%, fp64 C2R +1.5 to +3.5%; 40009 and R2C 96x96 -1%.  On an H100
 * (call40) 40009 +6%, 96x96 +5%, 96x96x96 +6%, fp64 C2R 160x160 +12%,
 * but R2C 160x160 -6% (radix 32 x 5 there, 42 KB of local memory).  Rounding
 * down instead lost where the group then needed more local memory (H100:
 * 243x243 -17%, C2R 360x360 -16%, 100003 -5%).  Until 21689bb whole
 * units had to fit without a split exchange and groups below a unit kept
 * their count: 300-point columns went 20 to a group, 500 and 640 12,
 * 1000 (as 8x25x5) 3, so 1000-point columns kept 8x5x5x5.  Allowing the
 * split and rounding small groups up to a power of two, H100, two runs
 * of each build (bench/results/gpu-2026-11-26-narrow, call54; the rule
 * against a build that started every group at a power of two, whose plans
 * it shares on these rows): 300x300 1304 -> 1454, R2C 1107 -> 1270, C2R
 * 1087 -> 1200, 360x360 +4%, R2C +8%, 500x500 +6%, R2C +7%, 640x640 +7%,
 * R2C +7%, 1000x1000 1305 -> 1348, R2C +2%, 1000x100 +3%, C2R 250x250 +5%,
 * fp64 C2R 360x360 +11%; 243x243 -2% (28 -> 32 columns of 27x9) and
 * 625x625 -2.4% (10 -> 16 of 25x25).  Against 21689bb (call55): the
 * same, and fp64 C2R 640x640 +15%, 300x300 +9%; fp64 C2R 160x160 -5%
 * (24 columns as before, but radix 32 x 5 now that a 32-column wide
 * group fits; wide_saves_pass_applies has since taken that back, call59:
 * 1391 -> 1463).  Bluestein's column steps lost with it (200003 -22%, R2C
 * -21%, fp64 -12%; 20 -> 32 columns), so they keep the old rounding. */
#define COLUMN_GROUP_MAX_UNITS 2
static size_t column_group(const shape_rules *r, size_t radix, size_t m, size_t batch, size_t max_units)
{
    fft_pass probe;
    while (m * 2 <= batch && m < r->coalesce_elems * max_units && shape_pass(&probe, r, radix, m * 2) &&
           probe.work_group_size <= r->max_wg)
        m *= 2;
    /* groups held to one unit (Bluestein's column steps) round only above
     * a unit, and without a split exchange (200003: -22% with 32 columns
     * in a split) */
    int one_unit = max_units == 1;
    size_t unit = r->coalesce_elems, target = m;
    if (m > unit)
        target = (m + unit - 1) / unit * unit;
    else if (!one_unit)
        target = fft_pow2_at_least(m);
    if (target != m && target <= batch && shape_pass(&probe, r, radix, target) &&
        probe.work_group_size <= r->max_wg && (!one_unit || !probe.split_exchange) && probe.exchange_turns == 1)
        m = target;
    return m;
}

/* Column tiles (fft_plan_layout.batch_fast) where a single pass holds
 * fewer than coalesce_elems / COLUMN_TILES_BELOW_UNITS adjacent columns
 * (4096-point columns: 4 of 16 on 48 KiB).  GPUs, plain complex columns:
 * the innermost batch level adjacent on both sides.  H200, GB/s of the
 * whole transform, one pass against two of 64 x 64 in tiles of 16 columns
 * (bench/results/h200-2026-11-24-tiles): C2C 4096x4096 1175 -> 1335, R2C
 * 1073 / 964, C2R 1027 / 782, fp64 R2C 2048x2048 1300 / 1223; tiles
 * below 16 columns (2048 and 1000 points, 8) lost at 1000x1000 (1305 /
 * 1482) and fp64 1024x1024 (1389 / 1655) and gained 2% at 2048x2048. */
#ifndef COLUMN_TILES_BELOW_UNITS
#define COLUMN_TILES_BELOW_UNITS 2
#endif

/* In-place fp32 column steps (C2C's and R2C's slower axes) take tiles only
 * below a sector of columns (coalesce_elems / IN_PLACE_TILES_BELOW_UNITS):
 * one pass over runs of 32 bytes in turns, where two passes of tiles moved
 * every value twice.  H100, GB/s, two runs of each build against 5a2ef1f
 * (bench/results/gpu-2026-11-26-sector, call63): 4096x4096 926 -> 1029,
 * R2C 802 -> 861, 4096x2048 +8%, R2C +5%, 2560x2560 961 -> 1104, R2C 804
 * -> 952, 2000x2000 957 -> 1090, R2C 774 -> 970, 1536x1536 +12%, R2C +14%,
 * 1600x1600 +13%, R2C +16%, 2400x2400 +3%, R2C +4%, 2000x200x200 +4%, R2C
 * +7%; 2976x2976 (32x31x3, 49104 bytes of local memory) -1% and R2C -3%,
 * hence no big primes.  C2R's first column step, out of place from the
 * user's half spectrum, lost so (4096x4096 -12%, call62), and more with
 * its stage rows padded to whole sectors (2560x2560 -9%, 4096x4096 -15%,
 * call64), so out-of-place steps keep the tiles.  On the H200 the one
 * pass that exchanges in turns (4096 points: 4 columns, 1024 work-items,
 * two turns) lost to the tiles: GB/s, three runs of each build against
 * 34a2296 (bench/results/h200-2026-11-27-tiles, call83): 4096x4096 1269
 * -> 1334, R2C 1047 -> 1093, 4096x2048 1272 -> 1340, R2C +5%, 4096x1024
 * +8%, R2C +5%, 256x4096x64 926 -> 1007, R2C -1%; the one passes without
 * turns kept their lead there (tiles: 2000x2000 -4%, R2C -5%, 2560x2560
 * -4%, R2C -8%, 1536x1536 +3%, R2C -1%).  So passes that exchange in
 * turns take the tiles (the H100 had measured the opposite for 4096:
 * tiles 926, one pass 1062 with 1024 work-items, entry 88, and again
 * with this rule, call84: 4096x4096 1065 -> 927, R2C 885 -> 802; the
 * issues' targets are the H200's).  The variants `column-tiles` and
 * `column-one-pass` let a measured plan (CLFFT_EFFORT_MEASURE) take
 * either on the device at hand. */
#define IN_PLACE_TILES_BELOW_UNITS 4
#define IN_PLACE_ONE_PASS_MAX_TURNS 1
static size_t column_tiles_below(const fft_plan_layout *L, const fft_pass *one_pass)
{
    if (L->desc.inplace && L->elem_bytes == 8 && !shape_big_prime_radix(one_pass) &&
        one_pass->exchange_turns <= IN_PLACE_ONE_PASS_MAX_TURNS)
        return IN_PLACE_TILES_BELOW_UNITS;
    return COLUMN_TILES_BELOW_UNITS;
}

static int column_tiles_apply(const fft_plan_layout *L, const clfft_profile *prof)
{
    const clfft_desc *d = &L->desc;
    size_t c = L->in_levels.count_levels ? L->in_levels.count[0] : L->batch;
    return !prof->is_cpu && d->istride[0] > 1 && d->ostride[0] > 1 && d->idist == 1 && d->odist == 1 && c > 1 &&
           L->load_kind == FFT_LOAD_COMPLEX && L->store_kind == FFT_STORE_COMPLEX && !L->load_count &&
           !L->store_count && L->load_table == FFT_TABLE_NONE && L->store_table == FFT_TABLE_NONE && !L->plane_n1 &&
           !L->forced_passes && !L->rader && !L->reverse;
}

/* Transforms per group of the single pass (0: none fits), column steps
 * widened to adjacent columns.  (Columns as passes through packed scratch
 * ran at half the speed of one pass, 2048x2048 0.65 -> 0.32 TB/s: a group
 * held one column's butterflies, not adjacent columns; column tiles fix
 * that.) */
static size_t single_group(const shape_rules *r, const fft_plan_layout *L, int columns)
{
    size_t m = !r->nforced && fft_radix_fits(r, L->n, 1) ? fft_single_pass_group(r, L->n, L->batch) : 0;
    return m && columns ? column_group(r, L->n, m, L->batch, L->conv_cols ? 1 : COLUMN_GROUP_MAX_UNITS) : m;
}

/* The radix choice of fp32 column steps of power-of-two length (fp64 and
 * other lengths were not measured):
 * - C2R's first column step, the only one out of place (the user's half
 *   spectrum into the stage array), takes radix 32 (fewer work-items per
 *   column, more columns per group) up to C2R_WIDE_COLUMNS_MAX_N points,
 *   but not at NARROW_COLUMNS_N.  H200, GB/s, three runs of each build
 *   against e339665 (bench/results/h200-2026-11-26-short-odd/call31): C2R
 *   64x36 1393 -> 1674, 64x100 1277 -> 1531, 64x128 1486 -> 1858, 32x36
 *   +10%, 32x100 +7%, 64x20 +6%, 128x100 +3%, 128^3 +3%; 256x100 and
 *   256x256 unchanged (512 and 1024 had radix 32 already).
 * - Column steps of NARROW_COLUMNS_N points, in place or not, keep 8x8x2
 *   (complex values exchanged) and do not take 32x4.  From call33 (H200,
 *   5c8f02a) to 23b70b0, in-place 128-point columns took 32x4, whose group
 *   held 32 columns where 8x8x2's held one coalescing unit (16): R2C
 *   128x64 1533 -> 1666, 128^3 1169 -> 1239, C2C 128x36 +5%.  Since
 *   column groups take two units (COLUMN_GROUP_MAX_UNITS) 8x8x2 holds 32
 *   columns too, and it won on an H100, GB/s, two runs of each build
 *   against ae9c6cc (bench/results/gpu-2026-11-26-narrow, call53): R2C
 *   128x64 1140 -> 1298, 128x100 1148 -> 1291, 128^3 861 -> 933, 128x1000
 *   +9%; C2R (both column steps narrow) 128x36 1144 -> 1301, 128^3 848 ->
 *   902, 128x1000 +8%; C2C +0.3% to +0.8%.  The in-place step alone gave
 *   C2R nothing (its first step is what changed there); C2R's 256-point
 *   first step as 16x16 instead of 32x8 changed nothing (-0.3% to +0.2%).
 *   Not measured on the H200 since. */
/* - The column steps of an R2C's three-step Bluestein convolution (out of
 *   place too, A from the reals and C into the half spectrum) keep the
 *   rules' radices: R2C 65537 (M = 2^17 = 64 x 2048 since entry 129) 519
 *   -> 614 GB/s with 8x8 instead of 32x2 (H200, two runs each, the
 *   variant narrow-radix against the rules, bench/results/h200-2026-12-
 *   02-alias/call266), while C2C and C2R 65537 and fp64 moved within 1%;
 *   so do any kind's of CONV_NARROW_COLUMNS_N points, where the aliased M
 *   (conv_rows.c fft_aliased_rows_length) took 32x2 with its correction:
 *   H200, GB/s, two runs each, narrow-radix against the rules (bench/
 *   results/h200-2026-12-02-rows-alias, call275): 65539 610 -> 669, C2R
 *   65539 576 -> 636, 65537 652 -> 664, C2R 65537 590 -> 595; and so do
 *   those of fewer points, where radix 32 in one work-item per column gave
 *   way to 8x4 in four: H200, GB/s, two runs each against 435b664
 *   (bench/results/h200-2026-12-02-rules, call278) 32749 (32 x 2048) 635
 *   -> 670, 32771 (aliased, 32 x 2048) 630 -> 671, C2R 32749 +4.2%, 32771
 *   +3.6%; the 16-point columns' radices (16411) did not change. */
#define C2R_WIDE_COLUMNS_MAX_N 1024
#define NARROW_COLUMNS_N 128
#define CONV_NARROW_COLUMNS_N 64
static fft_choice column_radix(const fft_plan_layout *L, int columns)
{
    if (!columns || L->elem_bytes != 8 || !fft_is_pow2(L->n) ||
        (L->conv_cols && (L->load_kind == FFT_LOAD_REAL || L->store_kind == FFT_STORE_HALF ||
                          L->n <= CONV_NARROW_COLUMNS_N)))
        return FFT_RULE;
    if (L->n == NARROW_COLUMNS_N)
        return FFT_FORCE_OFF;
    return !L->desc.inplace && L->n <= C2R_WIDE_COLUMNS_MAX_N ? FFT_FORCE_ON : FFT_RULE;
}

/* Where the radix-32 rule of column steps below (a small pass saved at
 * the same columns per group, measured at 512 and 1024 points) applies:
 * power-of-two lengths, and fp32 lengths of WIDE_SAVES_PASS_MIN_N or more.
 * H100, GB/s, two runs of each build, the rule for power-of-two lengths
 * only against db39501 (bench/results/gpu-2026-11-26-narrow, call59):
 * fp32 below 128 points (96 = 32x3 -> 8x4x3, 48 = 16x3 -> 8x2x3) C2R
 * 96x96 1137 -> 1226, 112x112 1256 -> 1402, 96^3 816 -> 864, 48^3 +6%,
 * R2C 96x96 +3%, 96^3 +3%, C2C +0 to +1%; fp64 C2R 160x160 1391 -> 1463,
 * 800x800 1123 -> 1238, fp64 -1.1% to +4% elsewhere (R2C 672x672 -1.1%,
 * C2R 352x352 -0.5%).  fp32 lengths of 224 to 672 points lost without it
 * (R2C 672x672 -5%, 352x352 -3%, C2C 480x480 -2%; C2R mixed, 352x352 +7%,
 * 480x480 -2%), so they keep it. */
#define WIDE_SAVES_PASS_MIN_N 128
static int wide_saves_pass_applies(const fft_plan_layout *L)
{
    return fft_is_pow2(L->n) || (L->elem_bytes == 8 && L->n >= WIDE_SAVES_PASS_MIN_N);
}

/* fp32 column passes of power-of-two length whose exchanges take turns
 * keep radix 16 in groups of the device's largest size (16 values per
 * work-item, half the turn budget): 2048 = 16x16x8 with 8 columns and
 * 4096 = 16x16x16 with 4, 1024 work-items each, instead of 32x32x2 and
 * 32x32x4 in 512.  H100, GB/s, two runs of each build (bench/results/
 * gpu-2026-11-26-sector): against e650430 (call67) 4096x4096 1025 ->
 * 1062, R2C 861 -> 887, 4096x2048 +4%, 4096x1024 +3%, 4096x64x64 +3%;
 * against 7e701ae (call68) 2048x2048 1195 -> 1277, R2C 1020 -> 1087,
 * C2R (its out-of-place first step) 968 -> 1004, 2048x512 +7%, R2C +6%,
 * C2R +5%, 2048x64x64 +7%, R2C +6%, C2R +5%.  1024 points keep 32x32,
 * which saves a small pass. */
static int full_group_turns_pay(const fft_plan_layout *L, const shape_rules *r, const fft_pass *one_pass, size_t m)
{
    fft_pass probe;
    shape_rules full = *r;
    full.full_group_turns = 1;
    return one_pass->exchange_turns > 1 && shape_pass(&probe, &full, L->n, m) && probe.work_group_size <= r->max_wg;
}

/* Column steps on GPUs take balanced mixed radices (pass_radices.c
 * mix_balanced: 1000 = 10x10x10 in groups of 800 work-items instead of
 * 8x25x5 in 320, 500 = 10x10x5, 225 = 15x15, Bluestein's columns of 10 as
 * one radix) where the group they give keeps more than
 * MIXED_MIN_GROUP_QUARTERS quarters of the rules' work-items.  Fitted on
 * an H100, GB/s, three runs of each setting
 * (bench/results/gpu-2026-11-27-mixed, call150): R2C 500x500 1184 ->
 * 1344, 1000x1000 1250 -> 1340, 1000x100 +5%, 1125x1125 +3%; C2C 500x500
 * 1398 -> 1440, 1000x1000 +1.6%, 1125x1125 +2.2%, 500x500x8 +2.2%,
 * 250^3 +1.2%; C2R 500x500x8 881 -> 963, 500x500 +2.9%; fp64 C2C
 * 1000x1000 1358 -> 1462, 500x500 +6%, R2C +7%, C2R +3%.  Where the
 * groups halved it lost, hence the bound: R2C 100x100 1405 -> 1302 (20
 * work-items a column in groups of 960 -> 10 in 480), R2C 100^3 -5%,
 * R2C 98x98 -3%, Bluestein 200003 (columns of 98 = 14x7 in 224) 560 ->
 * 494.  Without the busy-work-items condition (call149) 1200 = 12x10x10
 * lost 40% and 750 = 15x10x5 7%; 1D rows of 1000 as 10x10x10 lost 6%
 * (call147), so rows keep the rules' radices.  The rule on an H200, two
 * runs of each build against 84ca242 (call153): R2C 1000x1000 1.33 -> 1.45
 * TB/s, 500x500 +13%, fp64 C2C 1000x1000 1.56 -> 1.87, fp64 R2C +17%, C2C
 * 1000x1000 +2%, 500x500 +4%; C2C 225x225 -1.2%, R2C 100x100 -0.6%. */
#define MIXED_MIN_GROUP_QUARTERS 3
static int mixed_radices_pay(const fft_plan_layout *L, const shape_rules *r, size_t single_m)
{
    fft_choice c = r->variant.mixed_radices;
    if (!single_m || c == FFT_FORCE_OFF || fft_is_pow2(L->n))
        return 0;
    shape_rules mr = *r;
    mr.mixed_radices = 1;
    size_t mixed_m = single_group(&mr, L, 1);
    fft_pass plain, mixed;
    return mixed_m && shape_pass(&plain, r, L->n, single_m) && shape_pass(&mixed, &mr, L->n, mixed_m) &&
           fft_mixed_pass_pays(&plain, &mixed, c);
}

/* Whether a pass with mixed radices replaces the plain one: its radices
 * differ, and the variant forces it or it keeps enough of the plain pass's
 * work-items (the rule above; multi_pass.c's passes use it too). */
int fft_mixed_pass_pays(const fft_pass *plain, const fft_pass *mixed, fft_choice choice)
{
    if (mixed->nfactors == plain->nfactors && !memcmp(mixed->factors, plain->factors, sizeof mixed->factors))
        return 0;
    return choice == FFT_FORCE_ON || mixed->work_group_size * 4 > plain->work_group_size * MIXED_MIN_GROUP_QUARTERS;
}

/* Transforms (columns) per group of the one-pass plan, 0 where none
 * fits, and whether long columns take passes of column tiles instead
 * (*use_tiles); sets the column steps' radix and exchange rules in r. */
size_t fft_single_pass_choice(const fft_plan_layout *L, shape_rules *r, const clfft_profile *profile, int *use_tiles)
{
    int columns = L->desc.istride[0] > 1 && L->desc.idist == 1;
    if (r->variant.wide_radix == FFT_RULE)
        r->variant.wide_radix = column_radix(L, columns);
    size_t single_m = 0;
    if (columns && (L->desc.inplace || L->column_split) && L->elem_bytes == 8 &&
        r->variant.odd_composites == FFT_RULE) {
        /* fp32 column steps in place (the slower axes of C2C and R2C) keep
         * composite odd radices where one pass still holds a run of
         * columns: their groups hold several columns, so splitting 25 for
         * more work-items per transform does not pay.  H200, GB/s, two runs
         * each (bench/results/h200-2026-11-24-columns): 625x625 1529 ->
         * 1674, R2C 1452 -> 1585, 100^3 1254 -> 1303, R2C 1051 -> 1106,
         * 100x100 +3%, R2C +5%, 500x500 +2%, 75x75 -2%; fp64 1000-point
         * columns lost 5% and C2R's columns (out of place, first) were
         * mixed (500x500 +14%, 625x625 -8%), so those keep the rule; where
         * composites would send 1000-point columns to tiles (fp32) they
         * lost 12% (h200-2026-11-24-columns, call 18), hence the check. */
        r->variant.odd_composites = FFT_FORCE_ON;
        single_m = single_group(r, L, 1);
        if (!single_m || single_m * COLUMN_TILES_BELOW_UNITS < r->coalesce_elems) {
            r->variant.odd_composites = FFT_RULE;
            single_m = 0;
        }
    }
    /* A split's convolutions of rows i + n1 j (rows first, conv_split.c
     * add_split_rows_first) take a row-step group, not a column group's
     * adjacent rows: H200, GB/s, one row of M = 2048 per group against
     * eight in turns (lab build, bench/results/h200-2026-11-28-splitstore,
     * call219): 12345 558 -> 847, 24690 539 -> 776, 8230 563 -> 934, 2469
     * 574 -> 1009, 3093 660 -> 739; fp64 12345 870 -> 855, 3093 707 -> 677. */
    int split_rows = L->split_n1 && L->chirp_n;
    if (!single_m)
        single_m = single_group(r, L, columns && !split_rows);
    if (columns && !profile->is_cpu && mixed_radices_pay(L, r, single_m)) {
        r->mixed_radices = 1;
        single_m = single_group(r, L, 1);
    }
    /* the one pass that single_m columns would take (both rules below read it) */
    fft_pass one_pass;
    int one_fits = single_m && shape_pass(&one_pass, r, L->n, single_m);
    size_t tiles_below = one_fits ? column_tiles_below(L, &one_pass) : COLUMN_TILES_BELOW_UNITS;
    if (r->variant.column_tiles != FFT_RULE) /* (the rule differs between GPUs: column_tiles_below) */
        tiles_below = r->variant.column_tiles == FFT_FORCE_ON ? COLUMN_TILES_BELOW_UNITS : IN_PLACE_TILES_BELOW_UNITS;
    int tiles = single_m && single_m * tiles_below < r->coalesce_elems && column_tiles_apply(L, profile);
    if (one_fits && !tiles && columns && !profile->is_cpu && L->elem_bytes == 8 && fft_is_pow2(L->n))
        r->full_group_turns = full_group_turns_pay(L, r, &one_pass, single_m);
    if (single_m && columns && !tiles && !L->plane_n1 && r->variant.wide_radix == FFT_RULE &&
        wide_saves_pass_applies(L)) {
        /* column steps take radix 32 where that saves a small pass at the
         * same columns per group (fp64 1024 = 32x32 instead of 16x16x4, 4
         * columns; fp32 512 = 32x16 instead of 16x16x2, 16 columns).  H200,
         * GB/s, two runs of each build (bench/results/h200-2026-11-24-
         * complexvalues): fp64 1024x1024 1650 -> 1905 (cuFFT 1760), R2C
         * 1469 -> 1613, C2R 1470 -> 1570; fp32 512x512 1879 -> 2033, 512^3
         * 1183 -> 1283, R2C 512^3 +4%, C2R 512^3 +6%.  fp64 radix 32 at any
         * column count was mixed (128x128 C2R +16%, 512x512 -15%, 512^3
         * -14%: groups of 10 to 22 columns there). */
        fft_pass narrow, wide;
        shape_rules wr = *r;
        wr.variant.wide_radix = FFT_FORCE_ON;
        if (single_group(&wr, L, 1) == single_m && shape_pass(&narrow, r, L->n, single_m) &&
            shape_pass(&wide, &wr, L->n, single_m) && wide.nfactors < narrow.nfactors)
            r->variant.wide_radix = FFT_FORCE_ON;
    }
    *use_tiles = tiles;
    return single_m;
}
