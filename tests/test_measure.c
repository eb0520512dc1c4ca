/* The measuring planner (CLFFT_EFFORT_MEASURE) and the variants of the
 * rules it times: every distinct variant plan is correct against FFTW on
 * this device, under presets that shape them differently; a measured plan
 * reports its candidates and is remembered in memory and on disk; bad
 * input gets its own status. */
#include "test_common.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct variant_row {
    size_t n, batch;
    clfft_precision prec;
    const char *profile; /* a profile (CLFFT_PROFILE syntax) under which the variants differ here */
    int columns;         /* the batch as adjacent columns (stride = batch, distance 1), in place */
} variant_row;

/* Together these rows give a distinct plan for every variant in the list
 * (clfft-codegen --candidates shows which variants each row separates). */
static const variant_row variant_rows[] = {
    {80, 8, CLFFT_FP32, "nvidia", 0},       /* odd-first, smaller-groups */
    {2000, 2, CLFFT_FP32, "nvidia", 0},     /* odd-last, reim-values, pad, bigger-groups, small-odd-radices */
    {2048, 1, CLFFT_FP32, "nvidia", 0},     /* no-pad, wide-radix */
    /* 8 KiB of local memory: three passes of 32, where the candidates
     * include two wider passes (exchanges in turns), narrower columns,
     * radix 32 and complex arrays (on 48 KiB that takes 10^6 or 2^21) */
    {32768, 1, CLFFT_FP32, "nvidia,local_mem=8K", 0},
    {16, 4, CLFFT_FP32, "pocl-cpu", 0},     /* struct-values, loop-kernels (one radix-16 butterfly per work-item) */
    {4096, 1, CLFFT_FP32, "pocl-cpu", 0},   /* group-kernels */
    /* beyond the loop kernels' local arrays (128 KiB): CPU work-group kernels */
    {8192, 1, CLFFT_FP32, "pocl-cpu,local_mem=96K", 0}, /* narrow-radix, vector-values */
    {1000, 4, CLFFT_FP64, "nvidia", 0},     /* composite-odd-radices, reim-values in double */
    {47, 3, CLFFT_FP32, "nvidia", 0},       /* two-step-convolutions (Bluestein, M = 96) */
    /* one kernel of an aliased M (convolution.c aliased_conv_length): 263's
     * M = 512 by the rules, 576 as exact-m; 277's 576 by the rules (41
     * outputs would need correcting, above M / 20), 512 as aliased-m */
    {263, 2, CLFFT_FP32, "nvidia", 0},
    {277, 1, CLFFT_FP32, "nvidia", 0},
    /* Bluestein in three steps of rows, the steps' own M = 61440 = 30 x 2048
     * (conv_rows.c fft_conv_rows_length): cheapest-m (65536 = 32 x 2048),
     * stockham-convolutions, column-twiddles (30 rows: the twiddles in the
     * rows by the rules, CONV_ROW_TWIDDLES_MIN_ROWS) */
    {30011, 1, CLFFT_FP32, "nvidia", 0},
    /* columns (a 2D transform's slower axis): 4 of 2000 points in one pass
     * without turns, tiles as column-tiles; 4 of 4096 in tiles, one pass
     * in two turns as column-one-pass (column_rules.c column_tiles_below) */
    {2000, 4, CLFFT_FP32, "nvidia", 1},
    {4096, 4, CLFFT_FP32, "nvidia", 1},
    /* columns of balanced mixed radices (column_rules.c mixed_radices_pay):
     * 1000 = 10x10x10 by the rules, 8x25x5 as plain-radices; 98 = 7x7x2
     * by the rules (the groups would halve), 14x7 as mixed-radices */
    {1000, 8, CLFFT_FP32, "nvidia", 1},
    {98, 32, CLFFT_FP32, "nvidia", 1},
    /* fp64 Bluestein in three steps of fewer than 12 rows (M = 20480 = 10
     * x 2048): the twiddles in the column steps by the rules, row-twiddles
     * (conv_rows.c conv_row_twiddles_pay) */
    {10007, 1, CLFFT_FP64, "nvidia", 0},
    /* two passes whose lengths the variants move off the balanced split
     * (multi_pass.c split_first): 96000 = 320 x 300 by the rules; 250 x
     * 384, 300 x 320, 375 x 256, 400 x 240, 480 x 200, 500 x 192 and 600 x
     * 160 as first-pass-80 to first-pass-180; the second pass 4x15x5 by
     * the rules (pass_radices.c balance_odd), 4x25x3 as greedy-odd-radices */
    {96000, 1, CLFFT_FP32, "nvidia", 0},
    /* one pass: 21x5x4 by the rules, 15x7x4 as balanced-odd-radices (the
     * one-pass rule leaves a 21 beside a 5; small-odd-radices: 7x15x4) */
    {420, 4, CLFFT_FP32, "nvidia", 0},
    /* 4 KiB of local memory: 1153 (p - 1 = 1152) fits no Rader kernel, so
     * the rules take Bluestein's three steps (5 x 512) and rader-rows
     * Rader's (2 x 576: conv_rows.c rader_rows_tables) */
    {1153, 1, CLFFT_FP32, "nvidia,local_mem=4K", 0},
};

/* The transforms of a row: packed rows, or the batch as in-place columns. */
static tc_case row_case(const variant_row *row)
{
    tc_case c = {.n = row->n, .batch = row->batch, .prec = row->prec};
    if (row->columns) {
        c.inplace = 1;
        c.istride = c.ostride = row->batch;
        c.idist = c.odist = 1;
    }
    return c;
}

static int same_source(char **sources, size_t count, const char *source)
{
    for (size_t i = 0; i < count; i++)
        if (sources[i] && strcmp(sources[i], source) == 0)
            return 1;
    return 0;
}

/* Forward transform of a forward-only plan against FFTW: the variants
 * change shapes, not the direction logic (the accuracy tests run both
 * directions of the rules' plans), and one direction halves the
 * compilations, which dominate this test on pocl. */
static int forward_matches(const variant_row *row, clfft_plan *plan, const char *name)
{
    size_t es = row->prec == CLFFT_FP64 ? 16 : 8, elems = row->n * row->batch;
    void *x = tc_random_packed(row->prec, elems, 0x5EED + row->n);
    void *y = malloc(elems * es);
    assert_non_null(y);
    cl_mem in = tc_buffer(tc.ctx, elems * es), out = tc_buffer(tc.ctx, elems * es);
    tc_write(tc.queue, in, 0, elems * es, x);
    tc_poison_buffer(tc.queue, out, elems * es);
    clfft_status st = clfft_enqueue_forward(plan, tc.queue, in, out, 0, NULL, NULL);
    double err = INFINITY, bound = tc_bound(row->prec, row->n);
    if (st == CLFFT_OK) {
        tc_read(tc.queue, out, 0, elems * es, y);
        err = tc_packed_error(row->prec, row->n, row->batch, x, y, 1);
    }
    int ok = st == CLFFT_OK && err <= bound;
    if (!ok)
        print_error("n=%zu batch=%zu %s variant %s: status %d, forward error %.3g (bound %.3g)\n", row->n,
                    row->batch, row->profile, name, (int)st, err, bound);
    clReleaseMemObject(in);
    clReleaseMemObject(out);
    free(x);
    free(y);
    return ok;
}

/* Variants that only 2D plans tell apart, which these 1D rows cannot:
 * test_multidim checks them (its mirror cases plan with the rules, which
 * are mirror-rows there, and its .variant = "real-rows" cases; its split
 * columns by the rules and with .variant = "split-columns"; its real
 * planes with .variant = "paired-planes" and "single-planes"; its C2C
 * planes of more than 4096 points with "big-planes" and "small-planes"),
 * and split-rows-first, split-columns-first, split-store-twiddles and
 * split-load-twiddles, whose split lengths (12345, 3093, 4094, 4124x5,
 * 876544, both directions) test_multidim's Bluestein cases plan with
 * .variant, and paired-loads and paired-complex (C2R's first pass, R2C's
 * last, in column pairs), whose real rows of 32768 points and more
 * test_multidim's real cases plan with .variant, balanced-planes and
 * plain-planes, whose C2C, R2C and C2R planes test_multidim plans with
 * .variant, and twist-turns and twist-passes, whose R2C rows of 32768
 * points it plans so too. */
static int multidim_variant(const char *name)
{
    return !strcmp(name, "mirror-rows") || !strcmp(name, "real-rows") || !strcmp(name, "split-columns") ||
           !strcmp(name, "whole-columns") || !strcmp(name, "paired-planes") || !strcmp(name, "single-planes") ||
           !strcmp(name, "big-planes") || !strcmp(name, "small-planes") || !strcmp(name, "split-rows-first") ||
           !strcmp(name, "split-columns-first") ||
           !strcmp(name, "split-store-twiddles") || !strcmp(name, "split-load-twiddles") ||
           !strcmp(name, "paired-loads") || !strcmp(name, "paired-complex") || !strcmp(name, "balanced-planes") ||
           !strcmp(name, "plain-planes") || !strcmp(name, "twist-turns") || !strcmp(name, "twist-passes");
}

/* Plans row r forward-only under CLFFT_VARIANT=name and checks it. */
static int check_variant(const variant_row *row, const clfft_profile *prof, const char *name)
{
    tc_case c = row_case(row);
    clfft_desc d;
    tc_case_desc(&c, &d);
    if (!row->columns) /* (columns: both directions, checked by tc_check_case) */
        d.directions = CLFFT_FORWARD_ONLY;
    assert_int_equal(setenv("CLFFT_VARIANT", name, 1), 0);
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, prof);
    unsetenv("CLFFT_VARIANT");
    char what[96];
    snprintf(what, sizeof what, "n=%zu %s variant %s", row->n, row->profile, name);
    if (tc_refused_on_this_device(prof, st, what))
        return 1; /* a CPU row on a GPU (pocl-cpu's 1 MiB against 48 KiB) */
    if (st != CLFFT_OK) {
        print_error("n=%zu %s variant %s: %s\n", row->n, row->profile, name, clfft_last_error());
        return 0;
    }
    char want[64];
    snprintf(want, sizeof want, "variant %s (CLFFT_VARIANT)", name);
    int ok = strstr(clfft_plan_describe(plan), want) != NULL;
    if (!ok)
        print_error("n=%zu variant %s: the description does not say so:\n%s", row->n, name, clfft_plan_describe(plan));
    ok &= row->columns ? tc_check_case(&c, plan) : forward_matches(row, plan, name);
    clfft_plan_destroy(plan);
    return ok;
}

static void test_every_variant_is_correct(void **state)
{
    (void)state;
    const char *const *names = clfft_variant_names();
    size_t count = 0, failures = 0;
    while (names[count])
        count++;
    int *covered = calloc(count, sizeof *covered);
    char **sources = calloc(count, sizeof *sources);
    assert_non_null(covered);
    assert_non_null(sources);
    for (size_t r = 0; r < sizeof variant_rows / sizeof variant_rows[0]; r++) {
        const variant_row *row = &variant_rows[r];
        if (row->prec == CLFFT_FP64 && !tc.has_fp64)
            continue;
        clfft_profile prof;
        assert_int_equal(tc_profile(row->profile, &prof), CLFFT_OK);
        tc_case c = row_case(row);
        clfft_desc d;
        tc_case_desc(&c, &d);
        if (!row->columns)
            d.directions = CLFFT_FORWARD_ONLY;
        for (size_t v = 0; v < count; v++) {
            char *source = NULL;
            assert_int_equal(clfft_generate_variant_source(&d, &prof, names[v], &source, NULL), CLFFT_OK);
            if (same_source(sources, v, source)) {
                clfft_free(source);
                continue; /* the same kernels as an earlier variant: checked */
            }
            sources[v] = source;
            covered[v] = 1;
            if (!check_variant(row, &prof, names[v]))
                failures++;
        }
        for (size_t v = 0; v < count; v++) {
            clfft_free(sources[v]);
            sources[v] = NULL;
        }
    }
    for (size_t v = 0; v < count; v++)
        if (!covered[v] && !multidim_variant(names[v])) {
            print_error("no row gives variant %s a plan of its own: add one\n", names[v]);
            failures++;
        }
    free(covered);
    free(sources);
    if (failures)
        fail_msg("%zu variant checks failed", failures);
}

static clfft_plan *measured_plan(const tc_case *c)
{
    clfft_desc d;
    tc_case_desc(c, &d);
    d.effort = CLFFT_EFFORT_MEASURE;
    clfft_plan *plan = NULL;
    clfft_status st;
    if (c->profile) {
        clfft_profile prof;
        assert_int_equal(clfft_profile_preset(c->profile, &prof), CLFFT_OK);
        st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &prof);
    } else {
        st = clfft_plan_create(&plan, tc.ctx, tc.device, &d);
    }
    if (st != CLFFT_OK)
        fail_msg("measured plan of n=%zu: %s", c->n, clfft_last_error());
    return plan;
}

/* A measured plan names its candidates and its choice, none failed, and
 * it computes the right transform. */
static void check_measured(const tc_case *c, clfft_plan *plan)
{
    const char *about = clfft_plan_describe(plan);
    if (!strstr(about, "measured (CLFFT_EFFORT_MEASURE)") || !strstr(about, "<- chosen") || strstr(about, "failed"))
        fail_msg("n=%zu: unexpected measuring report:\n%s", c->n, about);
    assert_true(tc_check_case(c, plan));
}

static void test_measured_plan(void **state)
{
    (void)state;
    const char *dir = clfft_cache_directory();
    assert_true(dir[0] != '\0');
    tc_empty_dir(dir);
    tc_case c = {.n = 1000, .batch = 16, .prec = CLFFT_FP32};
    clfft_plan *first = measured_plan(&c);
    check_measured(&c, first);
    assert_int_equal(tc_count_files(dir, ".txt"), 1); /* the choice, on disk */

    /* the same transform again: remembered, not measured, nothing built */
    clfft_cache_stats s0, s1;
    clfft_cache_get_stats(&s0);
    clfft_plan *again = measured_plan(&c);
    clfft_cache_get_stats(&s1);
    assert_non_null(strstr(clfft_plan_describe(again), "measured earlier"));
    assert_int_equal(s1.builds, s0.builds);
    assert_true(tc_check_case(&c, again));
    clfft_plan_destroy(again);
    clfft_plan_destroy(first);
}

/* In place, several passes, a GPU preset's candidates on this device. */
static void test_measured_multipass_inplace(void **state)
{
    (void)state;
    tc_case c = {.n = 65536, .batch = 2, .prec = CLFFT_FP32, .inplace = 1, .profile = "nvidia"};
    clfft_plan *plan = measured_plan(&c);
    check_measured(&c, plan);
    clfft_plan_destroy(plan);
}

static void test_bad_input(void **state)
{
    (void)state;
    const char *const *names = clfft_variant_names();
    assert_string_equal(names[0], "rules");
    clfft_desc d = {.rank = 1, .n = {64}, .effort = (clfft_effort)7};
    clfft_plan *plan = (clfft_plan *)&d;
    assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_ERR_INVALID_EFFORT);
    assert_null(plan);
    assert_non_null(strstr(clfft_last_error(), "effort"));

    d.effort = CLFFT_EFFORT_MEASURE;
    d.n[0] = 0;
    assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_ERR_INVALID_LENGTH);
    assert_null(plan);

    d.n[0] = 64;
    d.effort = CLFFT_EFFORT_ESTIMATE;
    assert_int_equal(setenv("CLFFT_VARIANT", "no-such-variant", 1), 0);
    assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_ERR_INVALID_VARIANT);
    unsetenv("CLFFT_VARIANT");
    assert_null(plan);
    assert_non_null(strstr(clfft_last_error(), "no-such-variant"));

    clfft_profile prof;
    assert_int_equal(clfft_profile_preset("nvidia", &prof), CLFFT_OK);
    char *source = (char *)names;
    assert_int_equal(clfft_generate_variant_source(&d, &prof, "no-such-variant", &source, NULL),
                     CLFFT_ERR_INVALID_VARIANT);
    assert_ptr_equal(source, (char *)names); /* nothing written */
    assert_int_equal(clfft_generate_variant_source(&d, &prof, NULL, &source, NULL), CLFFT_ERR_NULL_ARGUMENT);
    assert_int_equal(clfft_generate_variant_source(NULL, &prof, "rules", &source, NULL), CLFFT_ERR_NULL_ARGUMENT);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest variants[] = {cmocka_unit_test(test_every_variant_is_correct)};
    const struct CMUnitTest measure[] = {
        cmocka_unit_test(test_bad_input),
        cmocka_unit_test(test_measured_plan),
        cmocka_unit_test(test_measured_multipass_inplace),
    };
    const tc_group groups[] = {TC_GROUP("variants", variants), TC_GROUP("measure", measure)};
    return tc_main(argc, argv, groups, 2);
}
