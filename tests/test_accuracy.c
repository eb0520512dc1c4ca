/* Accuracy of 1-D C2C transforms against FFTW long double.
 *
 * Every case runs forward, backward and the round trip with one plan, with
 * NaN-poisoned outputs, and checks the output gaps and that an out-of-place
 * input is preserved (tc_run_case).  Groups (argv[1]):
 *   fp32-sweep  every length 1..4096 with prime factors <= 13 (490), fp32
 *               out-of-place, batch 1 (argv[2] "i/m" runs a slice)
 *   fp64-sample every 16th of those lengths, the prime powers and mixed
 *               products (103), fp64 out-of-place
 *   inplace     every 32nd and the prime powers (50) in-place in fp32;
 *               15 lengths in fp64
 *   batch       the checker catches wrong plans; batches of many transforms
 *   layout      strides, distances with gaps, offsets, interleaved batches, scales
 *   large       5000 .. 2^24
 *   primes      lengths with a prime factor from 17 to PRIME_LIMIT (generated
 *               prime radices): the primes, products with 2, 3, 5 and each
 *               other, multi-pass ones; fp32 and fp64, batches, in-place
 * and, for the exhaustive suite (not run by default):
 *   fp64-sweep (all 490), inplace-sweep (fp32 and fp64), batch-sweep (batch 3),
 *   large-fp64, primes-sweep (every length 1..4096 whose largest prime
 *   factor is 17..PRIME_LIMIT: fp32, fp64, fp32 batch 3).
 * pocl compiles each kernel at its first launch (the fp32 sweep: 490
 * lengths in 335 s summed over its three slices, edf869a, 2 cores), which
 * is what limits the default selection.
 */
#include "test_common.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* Which smooth lengths a sweep runs; index is n's position among the
 * smooth lengths. */
typedef enum selection {
    SEL_ALL,          /* every smooth length <= 4096 */
    SEL_SAMPLE,       /* every 16th, the special ones */
    SEL_SMALL_SAMPLE, /* every 32nd, the prime powers */
    SEL_TINY          /* a handful: primes, powers of 2 and 3, mixed */
} selection;

static const size_t special[] = {
    /* products of distinct primes and mixed powers, several near 4096 */
    6, 10, 14, 15, 21, 22, 26, 30, 33, 35, 39, 55, 65, 77, 91, 143, 210, 330, 390, 462,
    1001, 1155, 2002, 2310, 3003, 3465, 3861, 3960, 3993, 4000, 4004, 4032, 4050, 4056,
    4095, 2028, 1690, 1859, 1573, 2197, 1331, 2401, 3125, 2187, 4096, 3072, 3584, 2048};

static int is_prime_power(size_t n)
{
    static const size_t primes[] = {2, 3, 5, 7, 11, 13};
    for (size_t i = 0; i < 6; i++) {
        size_t m = n;
        while (m % primes[i] == 0)
            m /= primes[i];
        if (m == 1)
            return 1;
    }
    return 0;
}

static int is_special(size_t n)
{
    if (is_prime_power(n))
        return 1;
    for (size_t i = 0; i < sizeof special / sizeof special[0]; i++)
        if (special[i] == n)
            return 1;
    return 0;
}

static int selected(selection sel, size_t n, size_t index)
{
    switch (sel) {
    case SEL_ALL:
        return 1;
    case SEL_SAMPLE:
        return index % 16 == 0 || is_special(n);
    case SEL_SMALL_SAMPLE:
        return index % 32 == 0 || is_prime_power(n);
    case SEL_TINY: {
        static const size_t tiny[] = {1, 2, 3, 5, 7, 11, 13, 16, 60, 243, 1001, 1024, 2197, 4095,
                                      4096};
        for (size_t i = 0; i < sizeof tiny / sizeof tiny[0]; i++)
            if (tiny[i] == n)
                return 1;
        return 0;
    }
    }
    return 0;
}

/* Runs the selected smooth lengths <= 4096 of this process's slice with the
 * given precision and placement. */
static void sweep(clfft_precision prec, int inplace, selection sel, size_t batch)
{
    if (prec == CLFFT_FP64 && !tc.has_fp64) {
        /* A device without fp64 is tested in test_errors (CLFFT_ERR_NO_FP64). */
        printf("# device has no fp64: nothing to sweep\n");
        return;
    }
    size_t *lens;
    size_t count = tc_smooth_lengths(4096, &lens);
    size_t failures = 0, ran = 0, row = 0;
    for (size_t i = 0; i < count; i++) {
        if (!selected(sel, lens[i], i))
            continue;
        if (!tc_in_slice(row++)) /* slices share the selected rows round-robin */
            continue;
        tc_case c = {.n = lens[i], .batch = batch, .prec = prec, .inplace = inplace};
        ran++;
        if (!tc_check_case(&c, NULL))
            failures++;
    }
    free(lens);
    printf("# %zu lengths, %zu failed; largest error / bound of the passing ones: %.3f\n", ran,
           failures, tc_worst_ratio);
    assert_true(ran > 0);
    if (failures)
        fail_msg("%zu of %zu lengths failed", failures, ran);
}

static void test_fp32_sweep(void **state)
{
    (void)state;
    sweep(CLFFT_FP32, 0, SEL_ALL, 1);
}

static void test_fp64_sample(void **state)
{
    (void)state;
    sweep(CLFFT_FP64, 0, SEL_SAMPLE, 1);
}

static void test_inplace_sample_fp32(void **state)
{
    (void)state;
    sweep(CLFFT_FP32, 1, SEL_SMALL_SAMPLE, 1);
}

static void test_inplace_sample_fp64(void **state)
{
    (void)state;
    sweep(CLFFT_FP64, 1, SEL_TINY, 1);
}

static void test_batch(void **state)
{
    (void)state;
    const tc_case cases[] = {
        {.n = 1, .batch = 7},
        {.n = 2, .batch = 1000},
        {.n = 8, .batch = 3},
        {.n = 16, .batch = 4096},
        {.n = 60, .batch = 17},
        {.n = 64, .batch = 1000},
        {.n = 128, .batch = 5, .inplace = 1},
        {.n = 1000, .batch = 9},
        {.n = 1024, .batch = 33},
        {.n = 4096, .batch = 64},
        {.n = 4095, .batch = 3, .inplace = 1},
        {.n = 12288, .batch = 4},
        {.n = 65536, .batch = 8},
        {.n = 1 << 20, .batch = 2},
        {.n = 3, .batch = 100, .prec = CLFFT_FP64},
        {.n = 64, .batch = 1000, .prec = CLFFT_FP64},
        {.n = 1001, .batch = 7, .prec = CLFFT_FP64, .inplace = 1},
        {.n = 8192, .batch = 5, .prec = CLFFT_FP64},
    };
    tc_run_table(cases, sizeof cases / sizeof cases[0]);
}

/* Non-packed layouts: every gap element of an out-of-place output must keep
 * its poison, and the input gaps hold NaN so that reading one shows. */
static void test_layout(void **state)
{
    (void)state;
    const tc_case cases[] = {
        /* strides */
        {.n = 64, .istride = 2},
        {.n = 64, .ostride = 3},
        {.n = 60, .istride = 3, .ostride = 2},
        {.n = 1024, .istride = 5, .ostride = 7},
        {.n = 4096, .istride = 2, .ostride = 2},
        {.n = 1 << 16, .istride = 3, .ostride = 2},
        {.n = 1 << 18, .istride = 2, .ostride = 1},
        /* distances with gaps */
        {.n = 64, .batch = 5, .idist = 70, .odist = 65},
        {.n = 60, .batch = 4, .istride = 2, .idist = 130, .ostride = 3, .odist = 181},
        {.n = 1000, .batch = 3, .idist = 1003, .odist = 1500},
        {.n = 8192, .batch = 3, .idist = 8200, .odist = 9000},
        /* interleaved batches (stride = batch, dist = 1) */
        {.n = 32, .batch = 4, .istride = 4, .idist = 1, .ostride = 4, .odist = 1},
        {.n = 64, .batch = 3, .istride = 3, .idist = 1},
        {.n = 4096, .batch = 2, .istride = 1, .idist = 4096, .ostride = 2, .odist = 1},
        /* offsets */
        {.n = 64, .ioffset = 5},
        {.n = 64, .ooffset = 9},
        {.n = 1024, .batch = 2, .ioffset = 3, .ooffset = 7},
        {.n = 1 << 16, .ioffset = 1, .ooffset = 11},
        {.n = 100, .batch = 3, .istride = 2, .idist = 250, .ioffset = 4, .ostride = 3,
         .odist = 400, .ooffset = 13},
        /* in-place with a layout */
        {.n = 64, .inplace = 1, .istride = 2, .ostride = 2},
        {.n = 1024, .batch = 3, .inplace = 1, .istride = 1, .idist = 1100, .ostride = 1,
         .odist = 1100},
        {.n = 60, .inplace = 1, .ioffset = 6, .ooffset = 6},
        /* scales */
        {.n = 64, .bscale = 1.0 / 64},
        {.n = 1000, .fscale = 0.5, .bscale = 0.002},
        {.n = 4096, .fscale = 1.0 / 64, .bscale = 1.0 / 64},
        {.n = 12, .fscale = -3.0},
        {.n = 1 << 20, .bscale = 1.0 / (1 << 20)},
        {.n = 1 << 20, .fscale = 1.0 / 1024, .inplace = 1},
        /* fp64 */
        {.n = 64, .prec = CLFFT_FP64, .istride = 2, .ostride = 3, .ioffset = 1, .ooffset = 2},
        {.n = 60, .batch = 4, .prec = CLFFT_FP64, .idist = 61, .odist = 64},
        {.n = 1024, .prec = CLFFT_FP64, .bscale = 1.0 / 1024},
        {.n = 32, .batch = 4, .prec = CLFFT_FP64, .istride = 4, .idist = 1, .ostride = 4,
         .odist = 1},
    };
    tc_run_table(cases, sizeof cases / sizeof cases[0]);
}

/* backward_scale = 1/N gives x back: the round trip with that scale is
 * compared against x itself (tc_run_case's round trip reference is
 * N * fscale * bscale * x = x).  18, 60 and 100: on CPUs their loop
 * kernels' scaled copies once took the names of the odd-radix DFT's
 * temporaries, and the program did not build. */
static void test_normalised_inverse(void **state)
{
    (void)state;
    static const size_t ns[] = {1, 7, 18, 60, 64, 100, 1000, 4096, 1 << 20};
    size_t failures = 0;
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        tc_case c = {.n = ns[i], .bscale = 1.0 / (double)ns[i]};
        if (!tc_check_case(&c, NULL))
            failures++;
    }
    if (failures)
        fail_msg("%zu cases failed", failures);
}

static void run_large(const size_t *ns, size_t count, clfft_precision prec)
{
    size_t failures = 0;
    for (size_t i = 0; i < count; i++) {
        if (!tc_in_slice(i))
            continue;
        tc_case c = {.n = ns[i], .prec = prec};
        if (!tc_check_case(&c, NULL))
            failures++;
    }
    if (failures)
        fail_msg("%zu large cases failed", failures);
}

static const size_t large_sizes[] = {
    5000, 8192, 10000, 12288, 65536, 100000, 1 << 18, 177147 /* 3^11 */, 1000000,
    1 << 22, 1 << 24, 4096 * 3, 13 * 13 * 13 * 11 * 11 /* 265837 */, 823543 /* 7^7 */};

static void test_large(void **state)
{
    (void)state;
    run_large(large_sizes, sizeof large_sizes / sizeof large_sizes[0], CLFFT_FP32);
}

static void test_large_fp64_default(void **state)
{
    (void)state;
    if (!tc.has_fp64)
        return;
    static const size_t ns[] = {5000, 65536, 177147, 1 << 20};
    run_large(ns, sizeof ns / sizeof ns[0], CLFFT_FP64);
}

/* The checker itself: a plan that does not match the case it is checked
 * against must be caught (wrong scale, output written into the gaps,
 * batch entries never written, a wrong direction). */
static void test_checker_catches(void **state)
{
    (void)state;
    static const struct {
        const char *what;
        tc_case plan_case, check_case;
    } rows[] = {
        {"forward scale 2 checked as 1", {.n = 64, .fscale = 2.0}, {.n = 64}},
        {"backward scale 1/N checked as 1", {.n = 64, .bscale = 1.0 / 64}, {.n = 64}},
        {"packed output checked as ostride 2", {.n = 64}, {.n = 64, .ostride = 2}},
        {"batch 1 checked as batch 2 (entry 2 unwritten)", {.n = 64}, {.n = 64, .batch = 2}},
        {"ooffset 0 checked as ooffset 1", {.n = 64}, {.n = 64, .ooffset = 1}},
        {"n = 64 checked as n = 32 batch 2", {.n = 64}, {.n = 32, .batch = 2}},
    };
    size_t missed = 0;
    for (size_t i = 0; i < sizeof rows / sizeof rows[0]; i++) {
        clfft_desc d;
        tc_case_desc(&rows[i].plan_case, &d);
        clfft_plan *plan = NULL;
        assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
        tc_result r;
        if (tc_run_case(&rows[i].check_case, plan, &r)) {
            print_error("checker missed: %s\n", rows[i].what);
            missed++;
        } else {
            printf("# caught %s: %s\n", rows[i].what, r.what);
        }
        clfft_plan_destroy(plan);
    }
    if (missed)
        fail_msg("the accuracy checker missed %zu wrong plans", missed);
}

/* The largest prime radix the library generates (FFT_MAX_PRIME in
 * lib/fft_plan.h, which tests cannot include); lengths with a larger prime
 * factor are refused (test_errors). */
#define PRIME_LIMIT 31

static size_t largest_prime_factor(size_t n)
{
    size_t largest = 1;
    for (size_t f = 2; f * f <= n; f++)
        while (n % f == 0) {
            largest = f;
            n /= f;
        }
    return n > 1 ? n : largest;
}

/* A sample of the lengths that need a prime radix above 13: every such
 * prime alone, products with 2, 3, 5 and each other in one kernel (on
 * pocl: two odd primes in one loop kernel, 31 x 31), and multi-pass plans
 * whose first or every pass holds one.  Each runs forward, backward and
 * the round trip against FFTW long double (tc_run_case). */
static void test_primes(void **state)
{
    (void)state;
    const tc_case cases[] = {
        {.n = 17}, {.n = 19}, {.n = 23}, {.n = 29}, {.n = 31},
        {.n = 34}, {.n = 51}, {.n = 85}, {.n = 102}, {.n = 289},
        {.n = 323}, {.n = 437}, {.n = 527}, {.n = 667}, {.n = 899},
        {.n = 961}, {.n = 2 * 17 * 31}, {.n = 31 * 128}, {.n = 4080},
        {.n = 17 * 4096}, {.n = 31 * 31 * 64},
        /* several transforms per work-group, in place */
        {.n = 17, .batch = 1000}, {.n = 102, .batch = 7}, {.n = 93, .inplace = 1},
        {.n = 17, .prec = CLFFT_FP64}, {.n = 19, .prec = CLFFT_FP64},
        {.n = 23, .prec = CLFFT_FP64}, {.n = 29, .prec = CLFFT_FP64},
        {.n = 31, .prec = CLFFT_FP64}, {.n = 102, .prec = CLFFT_FP64},
        {.n = 289, .prec = CLFFT_FP64}, {.n = 961, .prec = CLFFT_FP64, .batch = 5},
        {.n = 2 * 17 * 31, .prec = CLFFT_FP64}, {.n = 29 * 29 * 29, .prec = CLFFT_FP64},
        {.n = 17 * 4096, .prec = CLFFT_FP64}, {.n = 31 * 31 * 64, .prec = CLFFT_FP64},
        {.n = 17 * 64, .prec = CLFFT_FP64, .inplace = 1},
    };
    size_t failures = 0, ran = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        assert_true(largest_prime_factor(cases[i].n) > 13 && largest_prime_factor(cases[i].n) <= PRIME_LIMIT);
        if (cases[i].prec == CLFFT_FP64 && !tc.has_fp64)
            continue;
        if (!tc_in_slice(i))
            continue;
        ran++;
        if (!tc_check_case(&cases[i], NULL))
            failures++;
    }
    printf("# %zu cases, %zu failed; largest error / bound of the passing ones: %.3f\n", ran, failures,
           tc_worst_ratio);
    if (failures)
        fail_msg("%zu of %zu prime-radix cases failed", failures, ran);
}

static size_t count_substring(const char *text, const char *what)
{
    size_t count = 0;
    for (const char *at = strstr(text, what); at; at = strstr(at + 1, what))
        count++;
    return count;
}

/* Without a device: every preset plans and generates every length <= 4096
 * with a prime factor 17..PRIME_LIMIT and a few multi-pass ones, in both
 * precisions (where the preset has fp64); and the radix-p DFT pairs x_j
 * with x_{p-j} (cosine terms on the sums, sine terms on the differences):
 * a length-p kernel holds exactly (p-1)^2/2 real-by-complex multiply-adds
 * (cmad), (p-1)^2 real multiplies, where a DFT without the pairing needs
 * (p-1)^2 complex products, 4 (p-1)^2 real multiplies. */
static void test_prime_plans(void **state)
{
    (void)state;
    static const size_t large[] = {17 * 4096, 31 * 31 * 64, (size_t)17 << 20, 29 * 29 * 29, 23 * 100000,
                                   31 * 31 * 31 * 31, 2 * 17 * 19 * 23 * 29 * 31};
    size_t planned = 0, failures = 0;
    for (const char *const *name = clfft_profile_preset_names(); *name; name++) {
        clfft_profile prof;
        assert_int_equal(clfft_profile_preset(*name, &prof), CLFFT_OK);
        for (int fp64 = 0; fp64 <= 1; fp64++) {
            if (fp64 && !prof.has_fp64)
                continue;
            for (size_t i = 0; i < 4096 + sizeof large / sizeof large[0]; i++) {
                size_t n = i < 4096 ? i + 1 : large[i - 4096];
                size_t big = largest_prime_factor(n);
                if (big <= 13 || big > PRIME_LIMIT)
                    continue;
                tc_case c = {.n = n, .batch = 3, .prec = fp64 ? CLFFT_FP64 : CLFFT_FP32};
                clfft_desc d;
                tc_case_desc(&c, &d);
                char *src = NULL, *text = NULL;
                clfft_status st = clfft_generate_source(&d, &prof, &src, &text);
                planned++;
                if (st != CLFFT_OK) {
                    print_error("%s %s n = %zu: %s (%s)\n", *name, fp64 ? "fp64" : "fp32", n,
                                clfft_status_string(st), clfft_last_error());
                    failures++;
                }
                clfft_free(src);
                clfft_free(text);
            }
        }
    }
    printf("# %zu prime-radix plans generated, %zu failed\n", planned, failures);
    if (failures)
        fail_msg("%zu of %zu plans failed", failures, planned);
    clfft_profile prof;
    assert_int_equal(clfft_profile_preset("nvidia", &prof), CLFFT_OK);
    for (size_t p = 3; p <= PRIME_LIMIT; p += 2) {
        if (largest_prime_factor(p) != p)
            continue;
        clfft_desc d;
        tc_case c = {.n = p};
        tc_case_desc(&c, &d);
        d.directions = CLFFT_FORWARD_ONLY;
        char *src = NULL;
        assert_int_equal(clfft_generate_source(&d, &prof, &src, NULL), CLFFT_OK);
        size_t cmads = count_substring(src, "= cmad("), products = count_substring(src, "cmul(");
        printf("# radix %zu: %zu cmad (%zu real multiplies), %zu cmul( (its definition)\n", p, cmads, 2 * cmads,
               products);
        assert_int_equal(cmads, (p - 1) * (p - 1) / 2);
        /* no complex products: cmul( appears only where it is defined */
        assert_true(products <= 1);
        clfft_free(src);
    }
}

/* ---- exhaustive ---- */

/* Every length 1..4096 whose largest prime factor lies in 17..PRIME_LIMIT
 * (the 13-smooth ones are the other sweeps'), this process's slice. */
static void prime_sweep(clfft_precision prec, size_t batch)
{
    if (prec == CLFFT_FP64 && !tc.has_fp64)
        return;
    size_t failures = 0, ran = 0, row = 0;
    for (size_t n = 17; n <= 4096; n++) {
        size_t big = largest_prime_factor(n);
        if (big <= 13 || big > PRIME_LIMIT || !tc_in_slice(row++))
            continue;
        tc_case c = {.n = n, .batch = batch, .prec = prec};
        ran++;
        if (!tc_check_case(&c, NULL))
            failures++;
    }
    printf("# %zu lengths, %zu failed; largest error / bound of the passing ones: %.3f\n", ran, failures,
           tc_worst_ratio);
    assert_true(ran > 0);
    if (failures)
        fail_msg("%zu of %zu lengths failed", failures, ran);
}

static void test_primes_sweep(void **state)
{
    (void)state;
    prime_sweep(CLFFT_FP32, 1);
    prime_sweep(CLFFT_FP64, 1);
    prime_sweep(CLFFT_FP32, 3);
}

static void test_fp64_sweep(void **state)
{
    (void)state;
    sweep(CLFFT_FP64, 0, SEL_ALL, 1);
}

static void test_inplace_sweep(void **state)
{
    (void)state;
    sweep(CLFFT_FP32, 1, SEL_ALL, 1);
    sweep(CLFFT_FP64, 1, SEL_ALL, 1);
}

static void test_batch_sweep(void **state)
{
    (void)state;
    sweep(CLFFT_FP32, 0, SEL_ALL, 3);
}

static void test_large_fp64(void **state)
{
    (void)state;
    if (!tc.has_fp64)
        return;
    run_large(large_sizes, sizeof large_sizes / sizeof large_sizes[0], CLFFT_FP64);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest fp32_sweep[] = {cmocka_unit_test(test_fp32_sweep)};
    const struct CMUnitTest fp64_sample[] = {cmocka_unit_test(test_fp64_sample)};
    const struct CMUnitTest inplace[] = {cmocka_unit_test(test_inplace_sample_fp32),
                                         cmocka_unit_test(test_inplace_sample_fp64)};
    const struct CMUnitTest batch[] = {cmocka_unit_test(test_checker_catches),
                                       cmocka_unit_test(test_batch)};
    const struct CMUnitTest layout[] = {cmocka_unit_test(test_layout),
                                        cmocka_unit_test(test_normalised_inverse)};
    const struct CMUnitTest large[] = {cmocka_unit_test(test_large),
                                       cmocka_unit_test(test_large_fp64_default)};
    const struct CMUnitTest fp64_sweep[] = {cmocka_unit_test(test_fp64_sweep)};
    const struct CMUnitTest inplace_sweep[] = {cmocka_unit_test(test_inplace_sweep)};
    const struct CMUnitTest batch_sweep[] = {cmocka_unit_test(test_batch_sweep)};
    const struct CMUnitTest large_fp64[] = {cmocka_unit_test(test_large_fp64)};
    const struct CMUnitTest primes[] = {cmocka_unit_test(test_prime_plans), cmocka_unit_test(test_primes)};
    const struct CMUnitTest primes_sweep[] = {cmocka_unit_test(test_primes_sweep)};
    const tc_group groups[] = {
        TC_GROUP("fp32-sweep", fp32_sweep),       TC_GROUP("fp64-sample", fp64_sample),
        TC_GROUP("inplace", inplace),             TC_GROUP("batch", batch),
        TC_GROUP("layout", layout),               TC_GROUP("large", large),
        TC_GROUP("fp64-sweep", fp64_sweep),       TC_GROUP("inplace-sweep", inplace_sweep),
        TC_GROUP("batch-sweep", batch_sweep),     TC_GROUP("large-fp64", large_fp64),
        TC_GROUP("primes", primes),               TC_GROUP("primes-sweep", primes_sweep),
    };
    if (argc < 2) {
        fprintf(stderr, "usage: %s GROUP [i/m]\n", argv[0]);
        return 1;
    }
    return tc_main(argc, argv, groups, sizeof groups / sizeof groups[0]);
}
