/* Kernel source: clfft_plan_source / clfft_plan_describe, and CLFFT_DUMP_DIR
 * (set by meson for this test) making plan creation write the .cl files. */
#include "test_common.h"

#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

/* 1 when some .cl file in dir holds exactly text. */
static int dir_has_file_with(const char *dir, const char *text)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int found = 0;
    struct dirent *e;
    while (!found && (e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name);
        if (len < 3 || strcmp(e->d_name + len - 3, ".cl") != 0)
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        char *content = tc_read_file(path);
        found = content && strcmp(content, text) == 0;
        free(content);
    }
    closedir(d);
    return found;
}

static void test_plan_source(void **state)
{
    (void)state;
    static const tc_case cases[] = {
        {.n = 1}, {.n = 64}, {.n = 4096 * 3}, {.n = 1 << 20}, {.n = 1000, .prec = CLFFT_FP64}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (cases[i].prec == CLFFT_FP64 && !tc.has_fp64)
            continue;
        clfft_desc d;
        tc_case_desc(&cases[i], &d);
        clfft_plan *plan = NULL;
        assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
        const char *src = clfft_plan_source(plan);
        assert_non_null(src);
        assert_non_null(strstr(src, "__kernel"));
        if (cases[i].prec == CLFFT_FP64)
            assert_non_null(strstr(src, "double"));
        const char *desc = clfft_plan_describe(plan);
        assert_non_null(desc);
        assert_true(strlen(desc) > 0);
        /* The source stays valid and unchanged while the plan is in use. */
        char *copy = strdup(src);
        assert_non_null(copy);
        assert_true(tc_check_case(&cases[i], plan));
        assert_string_equal(clfft_plan_source(plan), copy);
        free(copy);
        clfft_plan_destroy(plan);
    }
}

static void test_dump_dir(void **state)
{
    (void)state;
    const char *dir = getenv("CLFFT_DUMP_DIR");
    assert_non_null(dir); /* meson sets it for this test */
    tc_empty_dir(dir);
    assert_int_equal(tc_count_files(dir, ".cl"), 0);
    static const size_t lens[] = {64, 1 << 20};
    int before = 0;
    for (size_t i = 0; i < 2; i++) {
        clfft_desc d;
        tc_case c = {.n = lens[i]};
        tc_case_desc(&c, &d);
        clfft_plan *plan = NULL;
        assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
        int now = tc_count_files(dir, ".cl");
        if (now <= before)
            fail_msg("n=%zu: no new .cl file in CLFFT_DUMP_DIR=%s", lens[i], dir);
        before = now;
        if (!dir_has_file_with(dir, clfft_plan_source(plan)))
            fail_msg("n=%zu: no dumped file holds the plan's source", lens[i]);
        clfft_plan_destroy(plan);
    }
    /* Unset: nothing more is written. */
    assert_int_equal(unsetenv("CLFFT_DUMP_DIR"), 0);
    clfft_desc d;
    tc_case c = {.n = 96};
    tc_case_desc(&c, &d);
    clfft_plan *plan = NULL;
    assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_OK);
    assert_int_equal(tc_count_files(dir, ".cl"), before);
    clfft_plan_destroy(plan);
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_plan_source),
        cmocka_unit_test(test_dump_dir),
    };
    const tc_group groups[] = {TC_GROUP("dump", tests)};
    return tc_main(argc, argv, groups, 1);
}
