/* Program caches: the in-memory cache (a second plan while the first is
 * alive), the on-disk binary cache (after every plan is gone) and its
 * defence against damaged files. */
#include "test_common.h"

#include <dirent.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static char base_dir[2048];

/* Points CLFFT_CACHE_DIR at a fresh, empty subdirectory (the library reads
 * the variable on every use). */
static void fresh_cache_dir(const char *name, char *out, size_t size)
{
    snprintf(out, size, "%s/%s", base_dir, name);
    tc_empty_dir(out);
    assert_int_equal(setenv("CLFFT_CACHE_DIR", out, 1), 0);
    assert_string_equal(clfft_cache_directory(), out);
}

static void check_plan(clfft_plan *plan, size_t n, clfft_precision prec)
{
    tc_case c = {.n = n, .prec = prec};
    assert_true(tc_check_case(&c, plan));
}

static void test_memory_cache(void **state)
{
    (void)state;
    char dir[4096];
    fresh_cache_dir("memory", dir, sizeof dir);
    clfft_cache_stats s0, s1, s2;
    clfft_cache_get_stats(&s0);
    clfft_plan *a = tc_make_plan(96, CLFFT_FP32);
    clfft_cache_get_stats(&s1);
    assert_true(s1.builds > s0.builds); /* a fresh process and directory: compiled */
    clfft_plan *b = tc_make_plan(96, CLFFT_FP32);
    clfft_cache_get_stats(&s2);
    assert_true(s2.memory_hits > s1.memory_hits);
    assert_int_equal(s2.builds, s1.builds);
    assert_int_equal(s2.disk_hits, s1.disk_hits);
    /* Both plans work, also after the first is gone. */
    check_plan(b, 96, CLFFT_FP32);
    clfft_plan_destroy(a);
    check_plan(b, 96, CLFFT_FP32);
    clfft_plan_destroy(b);
}

/* Plans that differ only in the batch (one batch level) run the same
 * kernels, the number of transforms a kernel argument: the second plan
 * compiles nothing, and both compute their own batch.  Both batches fill
 * whole work-groups: GPU plans of fewer transforms than a group holds take
 * smaller groups (N = 120 on NVIDIA: one transform per group at batch 1,
 * 7 at 7, 16 from 16 on), which are other kernels. */
static void test_batch_shares_program(void **state)
{
    (void)state;
    char dir[4096];
    fresh_cache_dir("batch", dir, sizeof dir);
    clfft_cache_stats s0, s1, s2;
    tc_case small = {.n = 120, .batch = 64}, large = {.n = 120, .batch = 200};
    clfft_desc ds, dl;
    tc_case_desc(&small, &ds);
    tc_case_desc(&large, &dl);
    clfft_plan *a = NULL, *b = NULL;
    clfft_cache_get_stats(&s0);
    assert_int_equal(clfft_plan_create(&a, tc.ctx, tc.device, &ds), CLFFT_OK);
    clfft_cache_get_stats(&s1);
    assert_true(s1.builds > s0.builds);
    assert_int_equal(clfft_plan_create(&b, tc.ctx, tc.device, &dl), CLFFT_OK);
    clfft_cache_get_stats(&s2);
    assert_string_equal(clfft_plan_source(a), clfft_plan_source(b));
    assert_int_equal(s2.builds, s1.builds);
    assert_true(s2.memory_hits > s1.memory_hits);
    assert_true(tc_check_case(&small, a));
    assert_true(tc_check_case(&large, b));
    clfft_plan_destroy(a);
    clfft_plan_destroy(b);
}

static void test_disk_cache(void **state)
{
    (void)state;
    char dir[4096];
    fresh_cache_dir("disk", dir, sizeof dir);
    clfft_cache_stats s0, s1, s2;
    clfft_cache_get_stats(&s0);
    clfft_plan *a = tc_make_plan(100, CLFFT_FP32);
    clfft_cache_get_stats(&s1);
    assert_true(s1.builds > s0.builds);
    assert_true(tc_count_files(dir, NULL) > 0);
    clfft_plan_destroy(a);
    /* No plan alive: the memory cache has let the program go; the disk has it. */
    clfft_plan *b = tc_make_plan(100, CLFFT_FP32);
    clfft_cache_get_stats(&s2);
    assert_true(s2.disk_hits > s1.disk_hits);
    assert_int_equal(s2.builds, s1.builds);
    check_plan(b, 100, CLFFT_FP32);
    clfft_plan_destroy(b);
    /* Another directory is another cache. */
    fresh_cache_dir("disk-other", dir, sizeof dir);
    clfft_cache_get_stats(&s1);
    b = tc_make_plan(100, CLFFT_FP32);
    clfft_cache_get_stats(&s2);
    assert_true(s2.builds > s1.builds);
    assert_int_equal(s2.disk_hits, s1.disk_hits);
    clfft_plan_destroy(b);
}

static int device_is_pocl(void)
{
    char version[512] = "";
    assert_int_equal(clGetDeviceInfo(tc.device, CL_DEVICE_VERSION, sizeof version - 1, version, NULL), CL_SUCCESS);
    return strstr(version, "PoCL") != NULL || strstr(version, "pocl") != NULL;
}

/* pocl keeps compiled kernels in a cache of its own unless
 * POCL_KERNEL_CACHE=0 (as this program runs it, main below); with that
 * cache on, pocl devices leave the disk cache alone: fetching a program's
 * binary makes pocl compile every kernel a second time (program_cache.c
 * driver_caches_kernels).  Other implementations use the disk cache
 * whatever POCL_KERNEL_CACHE says. */
static void test_driver_cache(void **state)
{
    (void)state;
    char dir[4096];
    fresh_cache_dir("driver", dir, sizeof dir);
    int pocl = device_is_pocl();
    clfft_cache_stats s0, s1, s2;
    assert_int_equal(setenv("POCL_KERNEL_CACHE", "1", 1), 0);
    clfft_cache_get_stats(&s0);
    clfft_plan *a = tc_make_plan(104, CLFFT_FP32);
    clfft_plan_destroy(a);
    clfft_cache_get_stats(&s1);
    clfft_plan *b = tc_make_plan(104, CLFFT_FP32); /* no plan alive in between: disk or a build */
    clfft_cache_get_stats(&s2);
    assert_true(s1.builds > s0.builds);
    if (pocl) {
        assert_int_equal(tc_count_files(dir, ".clbin"), 0);
        assert_true(s2.builds > s1.builds);
        assert_int_equal(s2.disk_hits, s0.disk_hits);
    } else {
        assert_true(tc_count_files(dir, ".clbin") > 0);
        assert_int_equal(s2.builds, s1.builds);
        assert_true(s2.disk_hits > s1.disk_hits);
    }
    check_plan(b, 104, CLFFT_FP32);
    clfft_plan_destroy(b);
    /* pocl's cache off: the disk cache again, on every device */
    assert_int_equal(setenv("POCL_KERNEL_CACHE", "0", 1), 0);
    b = tc_make_plan(104, CLFFT_FP32);
    assert_true(tc_count_files(dir, ".clbin") > 0);
    clfft_plan_destroy(b);
}

/* Damage every file in dir. */
typedef enum damage { TRUNCATE_HALF, TRUNCATE_SMALL, EMPTY, FLIP_MIDDLE, FLIP_FIRST, FLIP_LAST,
                      GARBAGE, DAMAGE_COUNT } damage;
static const char *damage_names[] = {"truncate to half", "truncate to 7 bytes", "empty",
                                     "flip a byte in the middle", "flip the first byte",
                                     "flip the last byte", "garbage of the same size"};

static int damage_files(const char *dir, damage how)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    int damaged = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        char path[4096];
        int len = snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        assert_true(len > 0 && (size_t)len < sizeof path);
        struct stat st;
        if (stat(path, &st) != 0 || !S_ISREG(st.st_mode) || st.st_size == 0)
            continue;
        size_t size = (size_t)st.st_size;
        unsigned char *data = malloc(size);
        assert_non_null(data);
        FILE *f = fopen(path, "rb");
        assert_non_null(f);
        assert_int_equal(fread(data, 1, size, f), size);
        fclose(f);
        size_t keep = size;
        switch (how) {
        case TRUNCATE_HALF: keep = size / 2; break;
        case TRUNCATE_SMALL: keep = size < 7 ? 0 : 7; break;
        case EMPTY: keep = 0; break;
        case FLIP_MIDDLE: data[size / 2] ^= 0x5A; break;
        case FLIP_FIRST: data[0] ^= 0xFF; break;
        case FLIP_LAST: data[size - 1] ^= 0x01; break;
        case GARBAGE:
            tc_seed(size);
            for (size_t i = 0; i < size; i++)
                data[i] = (unsigned char)(tc_rand() * 127 + 128);
            break;
        default: break;
        }
        f = fopen(path, "wb");
        assert_non_null(f);
        assert_int_equal(fwrite(data, 1, keep, f), keep);
        fclose(f);
        free(data);
        damaged++;
    }
    closedir(d);
    return damaged;
}

static void test_damaged_files(void **state)
{
    (void)state;
    size_t failures = 0;
    for (int how = 0; how < DAMAGE_COUNT; how++) {
        char dir[4096], name[64];
        snprintf(name, sizeof name, "damaged-%d", how);
        fresh_cache_dir(name, dir, sizeof dir);
        const size_t n = 120;
        clfft_plan *a = tc_make_plan(n, CLFFT_FP32);
        clfft_plan_destroy(a);
        int damaged = damage_files(dir, (damage)how);
        assert_true(damaged > 0);
        clfft_cache_stats s0, s1, s2;
        clfft_cache_get_stats(&s0);
        clfft_plan *b = tc_make_plan(n, CLFFT_FP32);
        clfft_cache_get_stats(&s1);
        tc_case c = {.n = n};
        int ok = tc_check_case(&c, b);
        clfft_plan_destroy(b);
        if (!ok || s1.disk_rejects <= s0.disk_rejects || s1.builds <= s0.builds ||
            s1.disk_hits != s0.disk_hits) {
            print_error("FAIL %s: correct %d, rejects +%lu, builds +%lu, disk hits +%lu\n",
                        damage_names[how], ok, s1.disk_rejects - s0.disk_rejects,
                        s1.builds - s0.builds, s1.disk_hits - s0.disk_hits);
            failures++;
            continue;
        }
        /* The rebuilt program replaced the damaged entry. */
        b = tc_make_plan(n, CLFFT_FP32);
        clfft_cache_get_stats(&s2);
        if (s2.disk_hits <= s1.disk_hits) {
            print_error("FAIL %s: damaged entry not replaced (no disk hit after the rebuild)\n",
                        damage_names[how]);
            failures++;
        }
        clfft_plan_destroy(b);
    }
    if (failures)
        fail_msg("%zu damage kinds mishandled", failures);
}

/* A file with another entry's content (a valid binary of another program
 * under this program's name) must be rejected, not run. */
static void test_swapped_entries(void **state)
{
    (void)state;
    char dir[4096];
    fresh_cache_dir("swapped", dir, sizeof dir);
    clfft_plan *a = tc_make_plan(48, CLFFT_FP32);
    clfft_plan_destroy(a);
    assert_int_equal(tc_count_files(dir, NULL), 1);
    a = tc_make_plan(80, CLFFT_FP32);
    clfft_plan_destroy(a);
    assert_int_equal(tc_count_files(dir, NULL), 2);
    /* Swap the two files' contents. */
    char paths[2][4096];
    int k = 0;
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    while ((e = readdir(d)) != NULL && k < 2)
        if (e->d_name[0] != '.') {
            int len = snprintf(paths[k], sizeof paths[0], "%s/%s", dir, e->d_name);
            assert_true(len > 0 && (size_t)len < sizeof paths[0]);
            k++;
        }
    closedir(d);
    assert_int_equal(k, 2);
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", paths[0]);
    assert_int_equal(rename(paths[0], tmp), 0);
    assert_int_equal(rename(paths[1], paths[0]), 0);
    assert_int_equal(rename(tmp, paths[1]), 0);

    static const size_t ns[] = {48, 80};
    for (int i = 0; i < 2; i++) {
        clfft_cache_stats s0, s1;
        clfft_cache_get_stats(&s0);
        clfft_plan *p = tc_make_plan(ns[i], CLFFT_FP32);
        clfft_cache_get_stats(&s1);
        tc_case c = {.n = ns[i]};
        assert_true(tc_check_case(&c, p));
        assert_true(s1.disk_rejects > s0.disk_rejects);
        assert_int_equal(s1.disk_hits, s0.disk_hits);
        clfft_plan_destroy(p);
    }
}

static void test_disabled(void **state)
{
    (void)state;
    /* A fake HOME and XDG_CACHE_HOME: a library that fell back to them
     * while the cache is off would write there. */
    char home[4096], xdg[4200];
    snprintf(home, sizeof home, "%s/fake-home", base_dir);
    snprintf(xdg, sizeof xdg, "%s/xdg", home);
    tc_empty_dir(home);
    tc_empty_dir(xdg);
    char *old_home = getenv("HOME") ? strdup(getenv("HOME")) : NULL;
    assert_int_equal(setenv("HOME", home, 1), 0);
    assert_int_equal(setenv("XDG_CACHE_HOME", xdg, 1), 0);
    static const char *off[] = {"off", "0", ""};
    for (size_t i = 0; i < 3; i++) {
        assert_int_equal(setenv("CLFFT_CACHE_DIR", off[i], 1), 0);
        assert_string_equal(clfft_cache_directory(), "");
        clfft_cache_stats s0, s1;
        clfft_cache_get_stats(&s0);
        clfft_plan *p = tc_make_plan(56, CLFFT_FP32);
        clfft_cache_get_stats(&s1);
        assert_int_equal(s1.disk_hits, s0.disk_hits);
        assert_int_equal(s1.disk_rejects, s0.disk_rejects);
        tc_case c = {.n = 56};
        assert_true(tc_check_case(&c, p));
        clfft_plan_destroy(p);
    }
    assert_int_equal(tc_count_files(home, NULL), 0);
    /* Unset: $XDG_CACHE_HOME/libclfft is the default. */
    assert_int_equal(unsetenv("CLFFT_CACHE_DIR"), 0);
    char want[4300];
    snprintf(want, sizeof want, "%s/libclfft", xdg);
    assert_string_equal(clfft_cache_directory(), want);
    unsetenv("XDG_CACHE_HOME");
    if (old_home)
        setenv("HOME", old_home, 1);
    free(old_home);
    assert_int_equal(setenv("CLFFT_CACHE_DIR", base_dir, 1), 0);
}

int main(int argc, char **argv)
{
    /* pocl uses the disk cache only with its own kernel cache off (test_driver_cache) */
    setenv("POCL_KERNEL_CACHE", "0", 1);
    const char *dir = getenv("CLFFT_CACHE_DIR");
    if (!dir || !*dir) {
        fprintf(stderr, "CLFFT_CACHE_DIR must be set\n");
        return 1;
    }
    snprintf(base_dir, sizeof base_dir, "%s", dir);
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_memory_cache),  cmocka_unit_test(test_batch_shares_program),
        cmocka_unit_test(test_disk_cache),    cmocka_unit_test(test_driver_cache),
        cmocka_unit_test(test_damaged_files), cmocka_unit_test(test_swapped_entries),
        cmocka_unit_test(test_disabled),
    };
    const tc_group groups[] = {TC_GROUP("cache", tests)};
    return tc_main(argc, argv, groups, 1);
}
