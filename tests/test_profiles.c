/* Device profiles: every preset's kernels must be correct on the test
 * device (a preset only tunes, it must never make a wrong program), presets
 * must actually change the generated code, and a plan's source is what the
 * offline generator gives for the same descriptor and profile. */
#include "test_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static size_t preset_count(void)
{
    const char *const *names = clfft_profile_preset_names();
    assert_non_null(names);
    size_t n = 0;
    while (names[n])
        n++;
    return n;
}

static void test_preset_list(void **state)
{
    (void)state;
    const char *const *names = clfft_profile_preset_names();
    size_t count = preset_count();
    assert_true(count >= 6);
    static const char *documented[] = {"nvidia", "amd-gcn", "amd-rdna", "intel-xe", "pocl-cpu",
                                       "generic"};
    for (size_t i = 0; i < sizeof documented / sizeof documented[0]; i++) {
        int found = 0;
        for (size_t j = 0; j < count; j++)
            found |= strcmp(names[j], documented[i]) == 0;
        if (!found)
            fail_msg("documented preset %s missing from clfft_profile_preset_names()", documented[i]);
    }
    for (size_t i = 0; i < count; i++) {
        clfft_profile p;
        memset(&p, 0, sizeof p);
        assert_int_equal(clfft_profile_preset(names[i], &p), CLFFT_OK);
        assert_string_equal(p.preset, names[i]);
        assert_true(p.max_work_group > 0);
        assert_true(p.local_mem_bytes > 0);
        for (size_t j = 0; j < i; j++)
            assert_string_not_equal(names[i], names[j]);
        char buf[4096];
        int len = clfft_profile_format(&p, buf, sizeof buf);
        assert_true(len > 0 && (size_t)len < sizeof buf);
        assert_non_null(strstr(buf, names[i]));
    }
}

/* Every preset x a few lengths (single pass, one with odd factors, a
 * multi-pass power of two and 3 * 4096), fp32, plus fp64 where the preset
 * has it (and CLFFT_ERR_NO_FP64 where it does not). */
static void test_presets_correct(void **state)
{
    (void)state;
    const char *const *names = clfft_profile_preset_names();
    static const size_t lens[] = {60, 1024, 4096 * 3, 1 << 20};
    size_t failures = 0, ran = 0;
    for (size_t i = 0; names[i]; i++) {
        clfft_profile p;
        assert_int_equal(clfft_profile_preset(names[i], &p), CLFFT_OK);
        for (size_t k = 0; k < sizeof lens / sizeof lens[0]; k++) {
            tc_case c = {.n = lens[k], .profile = names[i]};
            clfft_desc d;
            tc_case_desc(&c, &d);
            clfft_plan *plan = NULL;
            clfft_status st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &p);
            char what[64];
            snprintf(what, sizeof what, "N=%zu with preset %s", lens[k], names[i]);
            if (tc_refused_on_this_device(&p, st, what))
                continue; /* a preset with more local memory than this device */
            ran++;
            failures += !tc_check_case(&c, plan);
            clfft_plan_destroy(plan);
        }
        tc_case c64 = {.n = 1000, .prec = CLFFT_FP64, .profile = names[i], .batch = 2};
        if (p.has_fp64 && tc.has_fp64) {
            ran++;
            failures += !tc_check_case(&c64, NULL);
        } else if (!p.has_fp64) {
            clfft_desc d;
            tc_case_desc(&c64, &d);
            clfft_plan *plan = NULL;
            clfft_status st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &p);
            if (st != CLFFT_ERR_NO_FP64) {
                print_error("FAIL preset %s without fp64: fp64 plan gave %s\n", names[i],
                            clfft_status_string(st));
                failures++;
                clfft_plan_destroy(plan);
            }
        }
    }
    printf("# %zu preset cases\n", ran);
    if (failures)
        fail_msg("%zu preset cases failed", failures);
}

static char *generate(const char *preset, size_t n, clfft_precision prec)
{
    clfft_profile p;
    assert_int_equal(clfft_profile_preset(preset, &p), CLFFT_OK);
    clfft_desc d;
    tc_case c = {.n = n, .prec = prec};
    tc_case_desc(&c, &d);
    char *src = NULL, *descr = NULL;
    clfft_status st = clfft_generate_source(&d, &p, &src, &descr);
    if (st != CLFFT_OK)
        fail_msg("generate %s n=%zu: %s [%s]", preset, n, clfft_status_string(st),
                 clfft_last_error());
    assert_non_null(src);
    assert_non_null(descr);
    assert_non_null(strstr(src, "__kernel"));
    assert_true(strlen(descr) > 0);
    clfft_free(descr);
    return src;
}

/* The loop order of a CPU loop kernel's first small pass, which gathers its
 * rows from global memory: adjacent columns innermost where they fill a
 * cache line (then the loop is contiguous and vectorises), the longer of
 * the other loops innermost where they do not.  And of a first pass's last
 * small pass, which stores each column as a row: that row's outputs
 * innermost with 8 columns or more (fp32), the columns with fp64's 4; the
 * second pass (p > 1) stores columns side by side and keeps them
 * innermost.  Generated without a device. */
static void test_loop_orders(void **state)
{
    (void)state;
    static const struct {
        size_t n;
        clfft_precision prec;
        const char *expect;
    } rows[] = {
        {1 << 18, CLFFT_FP32, "Small pass 0: radix 8, stride 1 (64 x 8 butterfly columns, consecutive columns innermost)"},
        {1 << 18, CLFFT_FP64, "Small pass 0: radix 8, stride 1 (64 x 4 butterfly columns, consecutive columns innermost)"},
        {1000000, CLFFT_FP32, "Small pass 0: radix 8, stride 1 (125 x 8 butterfly columns, consecutive columns innermost)"},
        {1000000, CLFFT_FP32, "for (uint kk = 0; kk < 8u; kk++) {\n            for (uint c = 0; c < 8u; c++) {"},
        {100000, CLFFT_FP32, "Small pass 0: radix 8, stride 1 (50 x 5 butterfly columns, butterfly groups innermost)"},
        {1 << 20, CLFFT_FP32, "radix 2, stride 512 (1 x 4096 butterfly columns, consecutive outputs of a column "
                              "innermost). */\n    for (uint c = 0; c < 8u; c++) {"},
        {1 << 20, CLFFT_FP32, "radix 2, stride 512 (1 x 4096 butterfly columns, consecutive columns innermost). */\n"
                              "    const uint g = 0;\n    {\n        for (uint kk = 0; kk < 512u; kk++) {"},
        {1 << 20, CLFFT_FP64, "radix 2, stride 512 (1 x 2048 butterfly columns, consecutive columns innermost). */\n"
                              "    const uint g = 0;\n    {\n        for (uint kk = 0; kk < 512u; kk++) {"},
    };
    size_t failures = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        char *src = generate("pocl-cpu", rows[i].n, rows[i].prec);
        if (!strstr(src, rows[i].expect)) {
            print_error("FAIL N=%zu %s: no \"%s\"\n", rows[i].n, rows[i].prec == CLFFT_FP64 ? "fp64" : "fp32",
                        rows[i].expect);
            failures++;
        }
        clfft_free(src);
    }
    if (failures)
        fail_msg("%zu loop-order rows failed", failures);
}

static void test_presets_differ(void **state)
{
    (void)state;
    /* nvidia (banked local memory, wide coalescing) vs pocl-cpu (no banks):
     * the generated kernels must differ for a transform big enough to use
     * local memory. */
    static const size_t lens[] = {1024, 4096, 1 << 20};
    for (size_t i = 0; i < sizeof lens / sizeof lens[0]; i++) {
        char *a = generate("nvidia", lens[i], CLFFT_FP32);
        char *b = generate("pocl-cpu", lens[i], CLFFT_FP32);
        if (strcmp(a, b) == 0)
            fail_msg("nvidia and pocl-cpu give the same kernels for n=%zu", lens[i]);
        /* Deterministic: the same inputs give the same text. */
        char *a2 = generate("nvidia", lens[i], CLFFT_FP32);
        assert_string_equal(a, a2);
        clfft_free(a);
        clfft_free(a2);
        clfft_free(b);
    }
    /* How many distinct kernels the presets give for N = 1024. */
    const char *const *names = clfft_profile_preset_names();
    size_t count = preset_count(), distinct = 0;
    char **srcs = calloc(count, sizeof *srcs);
    assert_non_null(srcs);
    for (size_t i = 0; i < count; i++) {
        srcs[i] = generate(names[i], 1024, CLFFT_FP32);
        int seen = 0;
        for (size_t j = 0; j < i; j++)
            seen |= strcmp(srcs[i], srcs[j]) == 0;
        distinct += !seen;
    }
    printf("# N=1024: %zu presets give %zu distinct programs\n", count, distinct);
    assert_true(distinct >= 2);
    for (size_t i = 0; i < count; i++)
        clfft_free(srcs[i]);
    free(srcs);
}

/* A plan made for a preset builds exactly the program the offline
 * generator prints for that preset. */
static void test_plan_source_matches_generator(void **state)
{
    (void)state;
    static const char *presets[] = {"nvidia", "pocl-cpu", "generic"};
    for (size_t i = 0; i < 3; i++) {
        clfft_profile p;
        assert_int_equal(clfft_profile_preset(presets[i], &p), CLFFT_OK);
        clfft_desc d;
        tc_case c = {.n = 1024};
        tc_case_desc(&c, &d);
        clfft_plan *plan = NULL;
        assert_int_equal(clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &p),
                         CLFFT_OK);
        char *src = generate(presets[i], 1024, CLFFT_FP32);
        assert_non_null(clfft_plan_source(plan));
        assert_string_equal(clfft_plan_source(plan), src);
        clfft_free(src);
        clfft_plan_destroy(plan);
    }
    /* And with the device's own profile. */
    clfft_profile own;
    assert_int_equal(clfft_profile_query(tc.device, &own), CLFFT_OK);
    clfft_desc d;
    tc_case c = {.n = 360};
    tc_case_desc(&c, &d);
    clfft_plan *plan = NULL;
    assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
    char *src = NULL;
    assert_int_equal(clfft_generate_source(&d, &own, &src, NULL), CLFFT_OK);
    assert_string_equal(clfft_plan_source(plan), src);
    clfft_free(src);
    clfft_plan_destroy(plan);
}

/* Overrides change the tuning: a profile with banked local memory differs
 * from the same profile without, and the result is still correct. */
static void test_override_changes_kernels(void **state)
{
    (void)state;
    clfft_profile a, b;
    assert_int_equal(clfft_profile_preset("pocl-cpu", &a), CLFFT_OK);
    b = a;
    assert_int_equal(clfft_profile_override(&b, "nvidia"), CLFFT_OK);
    assert_string_equal(b.preset, "nvidia");
    clfft_desc d;
    tc_case c = {.n = 2048};
    tc_case_desc(&c, &d);
    char *sa = NULL, *sb = NULL;
    assert_int_equal(clfft_generate_source(&d, &a, &sa, NULL), CLFFT_OK);
    assert_int_equal(clfft_generate_source(&d, &b, &sb, NULL), CLFFT_OK);
    assert_string_not_equal(sa, sb);
    clfft_free(sa);
    clfft_free(sb);
}

/* CLFFT_PROFILE adjusts the queried profile; a malformed value fails the
 * query with CLFFT_ERR_INVALID_PROFILE and leaves the output untouched. */
static void test_environment_override(void **state)
{
    (void)state;
    static const struct {
        const char *spec;
        clfft_status status;
        cl_uint banks; /* expected local_banks when the spec is accepted */
    } rows[] = {
        {"banks=7", CLFFT_OK, 7},
        {"nvidia", CLFFT_OK, 32},
        {"pocl-cpu,banks=5", CLFFT_OK, 5},
        {"banks=seven", CLFFT_ERR_INVALID_PROFILE, 0},
        {"no-such-preset", CLFFT_ERR_INVALID_PROFILE, 0},
        {"banks", CLFFT_ERR_INVALID_PROFILE, 0},
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        clfft_profile p;
        memset(&p, 0xA5, sizeof p);
        clfft_profile untouched = p;
        assert_int_equal(setenv("CLFFT_PROFILE", rows[i].spec, 1), 0);
        clfft_status st = clfft_profile_query(tc.device, &p);
        if (st != rows[i].status)
            fail_msg("CLFFT_PROFILE=%s: %s, expected %s", rows[i].spec, clfft_status_string(st),
                     clfft_status_string(rows[i].status));
        if (st == CLFFT_OK) {
            assert_int_equal(p.local_banks, rows[i].banks);
        } else {
            assert_true(strlen(clfft_last_error()) > 0);
            assert_memory_equal(&p, &untouched, sizeof p);
        }
    }
    assert_int_equal(unsetenv("CLFFT_PROFILE"), 0);
    /* and a plan made under an override is still correct */
    assert_int_equal(setenv("CLFFT_PROFILE", "banks=7,simd=16", 1), 0);
    tc_case c = {.n = 240};
    int ok = tc_check_case(&c, NULL);
    assert_int_equal(unsetenv("CLFFT_PROFILE"), 0);
    assert_true(ok);
}

/* Kernels and description of desc for a profile spec (tc_profile), without
 * a device; both freed with clfft_free. */
static void generate_desc(const char *profile, const clfft_desc *d, char **src, char **descr)
{
    clfft_profile p;
    assert_int_equal(tc_profile(profile, &p), CLFFT_OK);
    assert_int_equal(clfft_generate_source(d, &p, src, descr), CLFFT_OK);
}

/* Which passes prefetch a later group's inputs (bench/NOTES.md, entries 39
 * and 42), generated without a device at the bench's batch (2^27 values): the
 * number of passes that prefetch, counted in the plan description. */
static void test_prefetch_rules(void **state)
{
    (void)state;
    static const struct {
        const char *profile;
        size_t n;
        clfft_precision prec;
        unsigned prefetching; /* passes */
    } rows[] = {
        {"nvidia", 8192, CLFFT_FP32, 1},      /* 64 KiB groups */
        {"nvidia", 4096, CLFFT_FP64, 1},
        {"nvidia", 64, CLFFT_FP64, 1},        /* 16 transforms: 16 KiB */
        {"nvidia", 64, CLFFT_FP32, 0},        /* 8 KiB groups lost */
        {"nvidia", 2401, CLFFT_FP32, 0},      /* tile ends inside a line */
        {"nvidia", 2187, CLFFT_FP64, 1},      /* the same in fp64 gained */
        {"nvidia", 65536, CLFFT_FP32, 2},     /* strided passes of 256 rows */
        {"nvidia", 131072, CLFFT_FP32, 1},    /* 512 rows, then 256 */
        {"nvidia", 1 << 20, CLFFT_FP32, 0},   /* 1024 rows lost */
        {"nvidia", 1 << 21, CLFFT_FP32, 3},
        {"nvidia", 999983, CLFFT_FP32, 3},    /* Bluestein's three steps: A's counted loads too */
        {"nvidia", 10007, CLFFT_FP32, 1},     /* A and C: groups of 5 KiB */
        {"nvidia,prefetch=0", 8192, CLFFT_FP32, 0},
        {"amd-gcn", 8192, CLFFT_FP32, 0},     /* not measured: off */
        {"pocl-cpu", 8192, CLFFT_FP32, 0},    /* loop kernels */
    };
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        clfft_desc d;
        tc_case c = {.n = rows[i].n, .batch = ((size_t)1 << 27) / rows[i].n, .prec = rows[i].prec};
        tc_case_desc(&c, &d);
        char *src = NULL, *descr = NULL;
        generate_desc(rows[i].profile, &d, &src, &descr);
        unsigned found = 0;
        for (const char *at = descr; (at = strstr(at, ", prefetch ")) != NULL; at++)
            found++;
        if (found != rows[i].prefetching)
            fail_msg("%s N=%zu: %u passes prefetch, expected %u:\n%s", rows[i].profile, rows[i].n, found,
                     rows[i].prefetching, descr);
        assert_int_equal(strstr(src, "prefetch_l2(") != NULL, rows[i].prefetching > 0);
        clfft_free(src);
        clfft_free(descr);
    }
}

/* Which plans share one kernel per pass between the directions
 * (backward = conj(forward(conj x)), planner.c direction_argument_pays):
 * CPU plans of both directions; GPU and one-direction plans keep a kernel
 * per direction.  Generated without a device; the kernel names counted in
 * the source.  The accuracy tests run the shared kernels both ways. */
static void test_direction_kernels(void **state)
{
    (void)state;
    static const struct {
        const char *profile;
        size_t n;
        clfft_directions directions;
        unsigned shared, forward, backward; /* kernels named fft_<g>, fft_fwd_<g>, fft_bwd_<g> */
    } rows[] = {
        {"pocl-cpu", 1000, CLFFT_BOTH_DIRECTIONS, 1, 0, 0},
        {"pocl-cpu", 1 << 20, CLFFT_BOTH_DIRECTIONS, 2, 0, 0},
        {"pocl-cpu", 1, CLFFT_BOTH_DIRECTIONS, 1, 0, 0},          /* the scaled copy */
        {"pocl-cpu", 1000, CLFFT_FORWARD_ONLY, 0, 1, 0},
        {"pocl-cpu", 1000, CLFFT_BACKWARD_ONLY, 0, 0, 1},
        {"nvidia", 1000, CLFFT_BOTH_DIRECTIONS, 0, 1, 1},
        {"nvidia", 1 << 20, CLFFT_BOTH_DIRECTIONS, 0, 2, 2},
        {"amd-gcn,cpu=1", 1000, CLFFT_BOTH_DIRECTIONS, 1, 0, 0}, /* the profile decides, not the name */
    };
    static const char *const prefixes[3] = {"void fft_", "void fft_fwd_", "void fft_bwd_"};
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        clfft_desc d;
        tc_case c = {.n = rows[i].n, .batch = 4};
        tc_case_desc(&c, &d);
        d.directions = rows[i].directions;
        char *src = NULL, *descr = NULL;
        generate_desc(rows[i].profile, &d, &src, &descr);
        unsigned counts[3] = {0, 0, 0};
        for (int kind = 0; kind < 3; kind++) {
            size_t len = strlen(prefixes[kind]);
            for (const char *at = src; (at = strstr(at, prefixes[kind])) != NULL; at += len)
                if (kind > 0 || (at[len] >= '0' && at[len] <= '9'))
                    counts[kind]++;
        }
        unsigned want[3] = {rows[i].shared, rows[i].forward, rows[i].backward};
        if (memcmp(counts, want, sizeof want) != 0)
            fail_msg("%s N=%zu directions %d: %u shared, %u forward, %u backward kernels, expected %u, %u, %u",
                     rows[i].profile, rows[i].n, (int)rows[i].directions, counts[0], counts[1], counts[2], want[0],
                     want[1], want[2]);
        /* a shared kernel takes the direction and says so in the description */
        assert_int_equal(strstr(src, "const int backward)") != NULL, rows[i].shared > 0);
        assert_int_equal(strstr(descr, "one kernel per pass for both directions") != NULL, rows[i].shared > 0);
        clfft_free(src);
        clfft_free(descr);
    }
}

/* One row of the shape tests: the plan the profile gives c (without a
 * device) holds `expect`, and it runs correctly on this device where the
 * device holds its kernels (pocl's local memory depends on the machine's
 * caches: 512 KiB here, more elsewhere); where it does not, the plan is
 * refused with the reason.  fp64 rows pass on devices without fp64. */
static int shape_row_holds(const tc_case *c, const char *expect)
{
    if (c->prec == CLFFT_FP64 && !tc.has_fp64)
        return 1;
    cl_ulong device_local = 0;
    assert_int_equal(clGetDeviceInfo(tc.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof device_local, &device_local, NULL),
                     CL_SUCCESS);
    clfft_desc d;
    tc_case_desc(c, &d);
    clfft_profile p;
    assert_int_equal(tc_profile(c->profile, &p), CLFFT_OK);
    char *src = NULL, *text = NULL;
    assert_int_equal(clfft_generate_source(&d, &p, &src, &text), CLFFT_OK);
    int ok = strstr(text, expect) != NULL;
    if (!ok)
        print_error("FAIL %s N=%zu: plan lacks \"%s\":\n%s", c->profile, c->n, expect, text);
    clfft_free(src);
    clfft_free(text);
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &p);
    if (st == CLFFT_ERR_INVALID_PROFILE && p.local_mem_bytes > device_local &&
        strstr(clfft_last_error(), "bytes of local memory and the device has"))
        return ok;
    assert_int_equal(st, CLFFT_OK);
    ok &= tc_check_case(c, plan);
    clfft_plan_destroy(plan);
    return ok;
}

/* Kernel shapes that only some presets produce, run on this device:
 * each row names the phrase its plan description must contain, so that a
 * planner change that stops producing the shape fails here instead of
 * silently dropping the coverage. */
static void test_exchange_shapes(void **state)
{
    (void)state;
    static const struct {
        const char *profile;
        size_t n, batch;
        clfft_precision prec;
        const char *expect;
    } rows[] = {
        {"nvidia", 16384, 2, CLFFT_FP32, "exchanges in 2 turns"},      /* one kernel, 512 work-items */
        {"nvidia", 1 << 20, 1, CLFFT_FP32, "exchanges in 2 turns"},    /* 16 columns of 1024 */
        {"nvidia", 1 << 19, 1, CLFFT_FP32, "re/im exchanged in turn"}, /* turns, then split */
        /* ... then a second pass with its own, narrower column count */
        {"nvidia", 1 << 19, 1, CLFFT_FP32, "p=1024 radices=16x16x2, work-group 256 = 8 transforms"},
        {"nvidia", 8192, 3, CLFFT_FP32, "re/im exchanged in turn"},
        {"nvidia", 100000, 1, CLFFT_FP32, "renumbered at the first exchange"},
        {"nvidia", 6000, 3, CLFFT_FP32, "radices=25x15x16"},  /* odd first, unpadded, unsplit */
        {"nvidia", 6000, 3, CLFFT_FP32, "no padding"},
        {"nvidia", 250, 20, CLFFT_FP32, "radices=25x5x2"},     /* odd part 62x the power of two */
        {"amd-rdna", 16384, 2, CLFFT_FP32, "turns"},
        {"nvidia", 65536, 2, CLFFT_FP64, "renumbered at the first exchange"},
        /* exchange layout: complex values, padded per 16 complex (fp32) or
         * 8 (fp64) values; re/im arrays for few work-items per transform
         * and for 27 values per work-item; padding by mean conflicts */
        {"nvidia", 250, 20, CLFFT_FP32, "(complex values), padding 1 per 16"},
        {"nvidia", 65536, 2, CLFFT_FP64, "(complex values), padding 1 per 8"},
        {"nvidia", 32, 64, CLFFT_FP32, "8448 B, padding 1 per 32"},
        {"nvidia", 2187, 2, CLFFT_FP32, "17496 B, no padding"},
        {"nvidia", 2401, 2, CLFFT_FP32, "(complex values), no padding"},
        /* a composite odd radix with fewer than 10 work-items per
         * transform runs as its factors (125: 25x5 would have 5) */
        {"nvidia", 125, 8, CLFFT_FP32, "radices=5x5x5, work-group 125 = 5 transforms x 25 threads"},
        {"nvidia", 243, 8, CLFFT_FP64, "radices=9x9x3"},
        /* in fp64 also 9, 15 and 21 (45: 15x3 would have 3) */
        {"nvidia", 45, 8, CLFFT_FP64, "radices=5x3x3, work-group 72 = 8 transforms x 9 threads"},
        {"nvidia", 45, 8, CLFFT_FP32, "radices=15x3"},
        /* and in fp64 wherever that makes at most four small passes */
        {"nvidia", 1215, 2, CLFFT_FP64, "radices=15x9x9"},
        {"nvidia", 2500, 1, CLFFT_FP64, "radices=25x25x4"},
        /* and in one pass wherever the composites leave a transform fewer
         * than two SIMD widths of work-items and the factors do not */
        {"nvidia", 1000, 3, CLFFT_FP32, "radices=5x5x5x8, work-group 125 = 1 transforms x 125 threads"},
        {"nvidia", 1350, 2, CLFFT_FP32, "radices=15x15x3x2"},
        {"nvidia", 1250, 2, CLFFT_FP64, "radices=5x5x5x5x2"},
        {"nvidia", 375, 8, CLFFT_FP32, "radices=25x15"}, /* factors: 25 work-items */
        {"nvidia", 2187, 2, CLFFT_FP32, "radices=27x27x3"}, /* 81 already */
        {"amd-gcn", 1000, 3, CLFFT_FP32, "radices=8x25x5"}, /* 64-wide SIMD: 125 < 128 */
        /* passes of a multi-pass plan take balanced mixed radices where
         * the group keeps more than 3/4 of its work-items (250000: 500 =
         * 10x10x5 in 400 instead of 25x5x4 in 160), not where it would
         * shrink (600000's 50 keeps 2x5x5, not 10x5 in 80) */
        {"nvidia", 250000, 1, CLFFT_FP32, "R=500 p=1 radices=10x10x5, work-group 400 = 8 transforms x 50 threads"},
        {"nvidia", 600000, 1, CLFFT_FP32, "R=50 p=12000 radices=2x5x5, work-group 160"},
        /* passes of a multi-pass plan regroup their odd primes into as
         * many radices with the smallest largest one, at least 15 (90000:
         * 4x25x3 -> 4x15x5; 202500: 25x9x2 -> 15x15x2), not below (60480
         * keeps 21x3, not 9x7); one-pass plans where a radix 3 beside no
         * 7 or 21 goes (300: 4x25x3 -> 4x15x5, 720: 16x15x3 -> 16x9x5, but
         * not C2C 45; the C2R twist's 45 of C2R 90 does) or three odd
         * radices hold a 25 (2025: 25x27x3 -> 15x15x9); 210 keeps 21x5x2
         * and 2520 (fp64) 7x15x3x8 */
        {"nvidia", 90000, 1, CLFFT_FP32, "R=300 p=300 radices=4x15x5"},
        {"nvidia", 202500, 1, CLFFT_FP64, "R=450 p=1 radices=15x15x2"},
        {"nvidia", 60480, 1, CLFFT_FP32, "R=252 p=1 radices=4x21x3"},
        {"nvidia", 300, 8, CLFFT_FP32, "R=300 p=1 radices=4x15x5"},
        {"nvidia", 720, 8, CLFFT_FP64, "R=720 p=1 radices=16x9x5"},
        {"nvidia", 2025, 2, CLFFT_FP32, "R=2025 p=1 radices=15x15x9"},
        {"nvidia", 210, 8, CLFFT_FP32, "R=210 p=1 radices=21x5x2"},
        {"nvidia", 2520, 2, CLFFT_FP64, "R=2520 p=1 radices=7x15x3x8"},
        /* and passes of 15x3 in several-pass plans where their work-items
         * stay (460800: 720 = 16x9x5 in 45; 129600 keeps 360 = 8x15x3 in
         * 24, not 8x9x5 in 40) */
        {"nvidia", 460800, 1, CLFFT_FP32, "R=720 p=1 radices=16x9x5, work-group 360 = 8 transforms x 45 threads"},
        {"nvidia", 129600, 1, CLFFT_FP32, "R=360 p=360 radices=8x15x3"},
        /* L2 prefetch of a later group's inputs: single-pass groups of 16
         * KiB or more, strided passes of at most 256 rows; short distances
         * (in bytes of inputs) so that these batches run the prefetching
         * branch */
        {"nvidia,prefetch=64K", 8192, 3, CLFFT_FP32, "store direct rows-fast, prefetch 1 group ahead"},
        {"nvidia,prefetch=32K", 64, 256, CLFFT_FP64, "work-group 128 = 16 transforms x 8 threads"},
        {"nvidia,prefetch=32K", 64, 256, CLFFT_FP64, "prefetch 2 groups ahead"},
        {"nvidia,prefetch=64K", 65536, 2, CLFFT_FP32, "p=256 radices=16x16, work-group 256 = 16 transforms x 16 threads, local 34688 B (complex values), padding 1 per 16, load direct columns-fast, store direct columns-fast, prefetch 2 groups ahead"},
        /* CPUs: passes of 64 points or more as work-item loop kernels
         * (structs, radix 8), strided ones over a cache line of columns;
         * 100000 brings the odd butterflies (radix 25, 5) into them */
        {"pocl-cpu", 1024, 2, CLFFT_FP32, "radices=8x8x8x2, loop kernel: 1 column per work-item"},
        {"pocl-cpu", 100000, 1, CLFFT_FP32, "p=400 radices=25x5x2, loop kernel: 8 columns per work-item"},
        {"pocl-cpu", 65536, 1, CLFFT_FP64, "p=256 radices=8x8x4, loop kernel: 4 columns per work-item"},
        /* a first pass (p = 1) takes a cache line of columns too, as many
         * as divide its columns per transform (100000: 250, so 5) */
        {"pocl-cpu", 1 << 17, 1, CLFFT_FP32, "R=512 p=1 radices=8x8x8, loop kernel: 8 columns per work-item"},
        {"pocl-cpu", 100000, 1, CLFFT_FP32, "R=400 p=1 radices=8x2x25, loop kernel: 5 columns per work-item"},
        /* one loop kernel as long as its two arrays fit local memory
         * (1 MiB: 65536 fp32 in one pass, fp64 above in two) */
        {"pocl-cpu", 65536, 1, CLFFT_FP32, "1 pass,"},
        {"pocl-cpu", 65536, 1, CLFFT_FP32, "loop kernel: 1 column per work-item, local arrays 1048576 B"},
        {"pocl-cpu", 65536, 1, CLFFT_FP64, "complex values as structs of two reals"},
        /* shorter ones too where their work-group kernel would exchange
         * (32 = 8x4); one butterfly per work-item stays a work-group kernel
         * with 2-vectors (small groups); beyond the loops' local arrays
         * (8192 needs 128 KiB), groups of 256 use structs and radix 32
         * where it saves a small pass */
        {"pocl-cpu", 32, 64, CLFFT_FP32, "pass 0: in -> out, R=32 p=1 radices=8x4, loop kernel"},
        {"pocl-cpu", 16, 64, CLFFT_FP32, "profile 'pocl-cpu'\n  pass 0: in -> out, R=16 p=1 radices=16, work-group"},
        {"pocl-cpu,local_mem=96K", 8192, 1, CLFFT_FP32, "structs of two reals\n  pass 0: in -> out, R=8192 p=1 radices=32x32x8,"},
    };
    size_t failures = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        tc_case c = {.n = rows[i].n, .batch = rows[i].batch, .prec = rows[i].prec, .profile = rows[i].profile};
        failures += !shape_row_holds(&c, rows[i].expect);
    }
    if (failures)
        fail_msg("%zu exchange-shape rows failed", failures);
}

/* Column steps (a 1D transform along a stride, adjacent columns one apart,
 * in place as a 2D transform's second step) regroup a one-pass plan's odd
 * radices only where their work-items per column stay: 720 takes 16x9x5 in
 * 45, 1200 keeps 16x25x3 in 48 (16x15x5 would take 75; pass_radices.c). */
static void test_column_regroup(void **state)
{
    (void)state;
    static const struct {
        size_t n;
        const char *expect;
    } rows[] = {
        {720, "R=720 p=1 radices=16x9x5, work-group 720 = 16 transforms x 45 threads"},
        {1200, "R=1200 p=1 radices=16x25x3, work-group 384 = 8 transforms x 48 threads"},
    };
    size_t failures = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        size_t cols = 64;
        tc_case c = {.n = rows[i].n, .batch = cols, .prec = CLFFT_FP32, .profile = "nvidia",
                     .inplace = 1, .istride = cols, .ostride = cols, .idist = 1, .odist = 1};
        failures += !shape_row_holds(&c, rows[i].expect);
    }
    if (failures)
        fail_msg("%zu column rows failed", failures);
}

/* A profile that overstates the device's local memory (one made for
 * another device) gets a plan refused with the reason, not kernels the
 * driver cannot launch (pocl aborts on them). */
static void test_profile_beyond_device(void **state)
{
    (void)state;
    cl_ulong local = 0;
    assert_int_equal(clGetDeviceInfo(tc.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL), CL_SUCCESS);
    /* a CPU profile with 64 MiB of local memory: 2^18 points in one loop
     * kernel, whose two arrays take 4 MiB */
    clfft_profile p;
    assert_int_equal(tc_profile("pocl-cpu,local_mem=64M", &p), CLFFT_OK);
    clfft_desc d;
    tc_case c = {.n = (size_t)1 << 18, .prec = CLFFT_FP32};
    tc_case_desc(&c, &d);
    char *src = NULL, *text = NULL;
    assert_int_equal(clfft_generate_source(&d, &p, &src, &text), CLFFT_OK);
    assert_non_null(strstr(text, "1 pass,"));
    assert_non_null(strstr(text, "local arrays 4194304 B"));
    clfft_free(src);
    clfft_free(text);
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &p);
    if (local < 4194304u) {
        assert_int_equal(st, CLFFT_ERR_INVALID_PROFILE);
        assert_null(plan);
        assert_non_null(strstr(clfft_last_error(), "needs 4194304 bytes of local memory and the device has"));
    } else { /* a device with that much runs it */
        assert_int_equal(st, CLFFT_OK);
        assert_true(tc_check_case(&c, plan));
        clfft_plan_destroy(plan);
    }
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_preset_list),
        cmocka_unit_test(test_presets_differ),
        cmocka_unit_test(test_loop_orders),
        cmocka_unit_test(test_override_changes_kernels),
        cmocka_unit_test(test_environment_override),
        cmocka_unit_test(test_plan_source_matches_generator),
        cmocka_unit_test(test_presets_correct),
        cmocka_unit_test(test_prefetch_rules),
        cmocka_unit_test(test_direction_kernels),
        cmocka_unit_test(test_exchange_shapes),
        cmocka_unit_test(test_column_regroup),
        cmocka_unit_test(test_profile_beyond_device),
    };
    const tc_group groups[] = {TC_GROUP("profiles", tests)};
    return tc_main(argc, argv, groups, 1);
}
