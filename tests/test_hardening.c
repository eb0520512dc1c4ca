/* Regression tests of issue 21 (an outside audit's eight defects), one test
 * per defect; each failed on the code before its fix (c10dea4):
 *
 *   scale        fp32 scale beyond FLT_MAX: BUILD_FAILED / bad source, not INVALID_SCALE
 *   fifo         a FIFO under an entry's name (.clbin, measured-*.txt) hung plan creation
 *   trust        a cache directory or entry another user could write was loaded
 *   dump         CLFFT_DUMP_DIR wrote through a planted symbolic link
 *   profile      profile fields unchecked (coalesce_bytes = 0 divided by zero, ...)
 *   thread_log   a thread's saved build log leaked when the thread exited
 *   device_mem   scratch beyond the device's largest allocation compiled first,
 *                then failed with CLFFT_ERR_OPENCL
 *   default_dist n x stride of a default distance wrapped silently
 *
 * The FIFO test runs plan creation in a child process (this binary with
 * --child), so that a hang is a timeout the parent reports, not a stuck
 * suite. */
#include "test_common.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <float.h>
#include <malloc.h>
#include <math.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

static char base_dir[2048];
static char self_path[4096];

static void fresh_cache_dir(const char *name, char *out, size_t size)
{
    int len = snprintf(out, size, "%s/%s", base_dir, name);
    assert_true(len > 0 && (size_t)len < size);
    tc_empty_dir(out);
    assert_int_equal(chmod(out, 0700), 0);
    assert_int_equal(setenv("CLFFT_CACHE_DIR", out, 1), 0);
}

/* The one file in dir whose name ends in suffix (fails unless exactly one). */
static void only_file(const char *dir, const char *prefix, const char *suffix, char *out, size_t size)
{
    DIR *d = opendir(dir);
    assert_non_null(d);
    struct dirent *e;
    int found = 0;
    while ((e = readdir(d)) != NULL) {
        size_t len = strlen(e->d_name), sl = strlen(suffix);
        if (len < sl || strcmp(e->d_name + len - sl, suffix) != 0 || strncmp(e->d_name, prefix, strlen(prefix)))
            continue;
        snprintf(out, size, "%s/%s", dir, e->d_name);
        found++;
    }
    closedir(d);
    if (found != 1)
        fail_msg("%d files %s*%s in %s, expected 1", found, prefix, suffix, dir);
}

static void write_text(const char *path, const char *text)
{
    FILE *f = fopen(path, "wb");
    assert_non_null(f);
    assert_int_equal(fwrite(text, 1, strlen(text), f), strlen(text));
    assert_int_equal(fclose(f), 0);
}

static clfft_desc desc_1d(size_t n, clfft_precision prec)
{
    clfft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = n;
    d.precision = prec;
    return d;
}

/* ---- 1: fp32 scale beyond FLT_MAX ---- */

static void test_scale(void **state)
{
    (void)state;
    clfft_profile prof;
    assert_int_equal(clfft_profile_preset("pocl-cpu", &prof), CLFFT_OK);
    static const struct {
        double fwd, bwd;
    } bad[] = {{1e39, 0}, {0, -1e39}, {-DBL_MAX, 0}, {0, 3.5e38}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        clfft_desc d = desc_1d(8, CLFFT_FP32);
        d.forward_scale = bad[i].fwd;
        d.backward_scale = bad[i].bwd;
        char *src = NULL;
        clfft_status st = clfft_generate_source(&d, &prof, &src, NULL);
        if (st != CLFFT_ERR_INVALID_SCALE)
            fail_msg("generate, scales %g/%g: %s, want CLFFT_ERR_INVALID_SCALE", bad[i].fwd, bad[i].bwd,
                     clfft_status_string(st));
        assert_null(src);
        assert_non_null(strstr(clfft_last_error(), "scale"));
        clfft_plan *plan = NULL;
        st = clfft_plan_create(&plan, tc.ctx, tc.device, &d);
        if (st != CLFFT_ERR_INVALID_SCALE)
            fail_msg("plan, scales %g/%g: %s, want CLFFT_ERR_INVALID_SCALE (%s)", bad[i].fwd, bad[i].bwd,
                     clfft_status_string(st), clfft_last_error());
        assert_null(plan);
    }
    /* FLT_MAX itself is a float; fp64 takes 1e39 */
    clfft_desc d = desc_1d(8, CLFFT_FP32);
    d.forward_scale = FLT_MAX;
    char *src = NULL;
    assert_int_equal(clfft_generate_source(&d, &prof, &src, NULL), CLFFT_OK);
    assert_null(strstr(src, "inf"));
    clfft_free(src);
    d = desc_1d(8, CLFFT_FP64);
    d.forward_scale = 1e39;
    assert_int_equal(clfft_generate_source(&d, &prof, &src, NULL), CLFFT_OK);
    clfft_free(src);
}

/* ---- 2: FIFOs in the cache ---- */

/* Child: one plan of length n (effort: "estimate" or "measure") on the first
 * device, in the cache CLFFT_CACHE_DIR names.  Exit status 0 when created. */
static int child_plan(size_t n, const char *effort)
{
    cl_platform_id platform;
    cl_device_id dev;
    cl_int err;
    if (clGetPlatformIDs(1, &platform, NULL) != CL_SUCCESS ||
        clGetDeviceIDs(platform, CL_DEVICE_TYPE_ALL, 1, &dev, NULL) != CL_SUCCESS)
        return 2;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return 2;
    clfft_desc d = desc_1d(n, CLFFT_FP32);
    d.effort = strcmp(effort, "measure") == 0 ? CLFFT_EFFORT_MEASURE : CLFFT_EFFORT_ESTIMATE;
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create(&plan, ctx, dev, &d);
    if (st != CLFFT_OK)
        fprintf(stderr, "child: %s\n", clfft_last_error());
    clfft_plan_destroy(plan);
    clReleaseContext(ctx);
    return st == CLFFT_OK ? 0 : 1;
}

/* Runs this binary's child mode; fails the test when it does not finish
 * within timeout_s seconds (it is killed) or fails. */
static void run_child(size_t n, const char *effort, int timeout_s)
{
    char ntext[32];
    snprintf(ntext, sizeof ntext, "%zu", n);
    pid_t pid = fork();
    assert_true(pid >= 0);
    if (pid == 0) {
        execl(self_path, self_path, "--child", ntext, effort, (char *)NULL);
        _exit(127);
    }
    int status = 0;
    for (int waited_ms = 0;; waited_ms += 100) {
        pid_t done = waitpid(pid, &status, WNOHANG);
        if (done == pid)
            break;
        if (waited_ms >= timeout_s * 1000) {
            kill(pid, SIGKILL);
            waitpid(pid, &status, 0);
            fail_msg("plan creation (n = %zu, %s) still running after %d s: it hangs", n, effort, timeout_s);
        }
        struct timespec ts = {0, 100 * 1000 * 1000};
        nanosleep(&ts, NULL);
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        fail_msg("plan creation (n = %zu, %s) in a child failed (status 0x%x)", n, effort, status);
}

static void fifo_instead_of(const char *path)
{
    assert_int_equal(unlink(path), 0);
    assert_int_equal(mkfifo(path, 0600), 0);
}

static void test_fifo(void **state)
{
    (void)state;
    char dir[4096], path[4300];
    fresh_cache_dir("fifo-binary", dir, sizeof dir);
    run_child(64, "estimate", 120);
    only_file(dir, "", ".clbin", path, sizeof path);
    fifo_instead_of(path);
    run_child(64, "estimate", 120); /* hung in open() before the fix */

    fresh_cache_dir("fifo-measured", dir, sizeof dir);
    run_child(32, "measure", 300);
    only_file(dir, "measured-", ".txt", path, sizeof path);
    fifo_instead_of(path);
    run_child(32, "measure", 300);
    struct stat st;
    assert_int_equal(lstat(path, &st), 0);
    assert_true(S_ISREG(st.st_mode)); /* the choice was saved again, over the FIFO */
}

/* ---- 3: what the cache trusts ---- */

/* clfft_last_error() right after the last plan_and_count's plan creation. */
static char plan_note[1024];

/* Plan n in the current cache; returns the stats' differences. */
static void plan_and_count(size_t n, long *hits, long *builds, long *rejects)
{
    clfft_cache_stats s0, s1;
    clfft_cache_get_stats(&s0);
    clfft_plan *plan = tc_make_plan(n, CLFFT_FP32);
    clfft_cache_get_stats(&s1);
    snprintf(plan_note, sizeof plan_note, "%s", clfft_last_error());
    tc_case c = {.n = n};
    assert_true(tc_check_case(&c, plan));
    clfft_plan_destroy(plan);
    *hits = (long)(s1.disk_hits - s0.disk_hits);
    *builds = (long)(s1.builds - s0.builds);
    *rejects = (long)(s1.disk_rejects - s0.disk_rejects);
}

static void expect_refused(const char *what, size_t n, const char *note_word)
{
    long hits, builds, rejects;
    plan_and_count(n, &hits, &builds, &rejects);
    if (hits != 0 || builds != 1 || rejects < 1)
        fail_msg("%s: disk hits +%ld, builds +%ld, rejects +%ld; want a refusal and a rebuild", what, hits, builds,
                 rejects);
    if (!strstr(plan_note, note_word))
        fail_msg("%s: clfft_last_error() says '%s', no '%s'", what, plan_note, note_word);
}

static void expect_hit(const char *what, size_t n)
{
    long hits, builds, rejects;
    plan_and_count(n, &hits, &builds, &rejects);
    if (hits != 1 || builds != 0 || rejects != 0)
        fail_msg("%s: disk hits +%ld, builds +%ld, rejects +%ld; want one disk hit", what, hits, builds, rejects);
}

static void test_trust(void **state)
{
    (void)state;
    char dir[4096], entry[4300];
    const size_t n = 72;
    /* A directory the library creates is the user's alone. */
    char parent[2048];
    fresh_cache_dir("trust-new", parent, sizeof parent);
    snprintf(dir, sizeof dir, "%s/sub/cache", parent);
    assert_int_equal(setenv("CLFFT_CACHE_DIR", dir, 1), 0);
    long hits, builds, rejects;
    plan_and_count(n, &hits, &builds, &rejects);
    struct stat st;
    assert_int_equal(stat(dir, &st), 0);
    if ((st.st_mode & 0777) != 0700)
        fail_msg("created cache directory has mode %03o, want 0700", (unsigned)(st.st_mode & 0777));
    expect_hit("own directory", n);

    /* A directory group or others may write is not used. */
    only_file(dir, "", ".clbin", entry, sizeof entry);
    assert_int_equal(chmod(dir, 0777), 0);
    expect_refused("world-writable directory", n, "writable");
    assert_int_equal(chmod(dir, 0770), 0);
    expect_refused("group-writable directory", n, "writable");
    assert_int_equal(chmod(dir, 0700), 0);
    expect_hit("directory made private again", n);

    /* Nor an entry group or others may write. */
    assert_int_equal(chmod(entry, 0666), 0);
    expect_refused("world-writable entry", n, "mode");
    /* the rebuild replaced it with a private one */
    assert_int_equal(stat(entry, &st), 0);
    assert_int_equal(st.st_mode & 022, 0);
    expect_hit("entry rewritten", n);

    /* Nor a link (to an entry that would pass every other check). */
    char copy[4400];
    snprintf(copy, sizeof copy, "%s.copy", entry);
    assert_int_equal(rename(entry, copy), 0);
    assert_int_equal(symlink(copy, entry), 0);
    expect_refused("symbolic link", n, "link");

    /* Nor a directory or entry of another user.  Only root can make one;
     * others check with a root-owned directory. */
    if (geteuid() == 0) {
        expect_hit("entry rewritten after the link", n);
        assert_int_equal(chown(entry, 65534, 65534), 0);
        expect_refused("entry of another user", n, "uid");
        expect_hit("entry rewritten after chown", n);
        assert_int_equal(chown(dir, 65534, 65534), 0);
        expect_refused("directory of another user", n, "uid");
        assert_int_equal(chown(dir, 0, 0), 0);
    } else {
        assert_int_equal(setenv("CLFFT_CACHE_DIR", "/", 1), 0);
        expect_refused("root's directory", n, "uid");
    }
    assert_int_equal(setenv("CLFFT_CACHE_DIR", base_dir, 1), 0);
}

/* An entry renamed to another program's name with its header's key made to
 * match (a collision, or a forgery of the unkeyed digest) is refused: the
 * entry's key material is that of the other program. */
static void test_forged_key(void **state)
{
    (void)state;
    char dir[4096], a[4300], b[4300];
    fresh_cache_dir("forged", dir, sizeof dir);
    clfft_plan_destroy(tc_make_plan(48, CLFFT_FP32));
    only_file(dir, "", ".clbin", a, sizeof a);
    char moved[4400];
    snprintf(moved, sizeof moved, "%s/a.keep", dir);
    assert_int_equal(rename(a, moved), 0);
    clfft_plan_destroy(tc_make_plan(80, CLFFT_FP32));
    only_file(dir, "", ".clbin", b, sizeof b);
    /* b's key, from its name: 32 hex digits, lane a then lane b */
    const char *hex = strrchr(b, '/') + 1;
    unsigned char key[16];
    for (int lane = 0; lane < 2; lane++) {
        unsigned long long v = 0;
        for (int i = 0; i < 16; i++) {
            char c = hex[lane * 16 + i];
            v = v * 16 + (unsigned)(c <= '9' ? c - '0' : c - 'a' + 10);
        }
        for (int i = 0; i < 8; i++)
            key[lane * 8 + i] = (unsigned char)(v >> (8 * i));
    }
    /* a's file, with b's key in its header (offset 12 in every format so far), as b */
    FILE *f = fopen(moved, "r+b");
    assert_non_null(f);
    assert_int_equal(fseek(f, 12, SEEK_SET), 0);
    assert_int_equal(fwrite(key, 1, 16, f), 16);
    assert_int_equal(fclose(f), 0);
    assert_int_equal(rename(moved, b), 0);
    long hits, builds, rejects;
    plan_and_count(80, &hits, &builds, &rejects);
    if (hits != 0 || rejects != 1 || builds != 1)
        fail_msg("forged entry: disk hits +%ld, builds +%ld, rejects +%ld; want it refused", hits, builds, rejects);
}

/* ---- 4: CLFFT_DUMP_DIR and links ---- */

static void test_dump(void **state)
{
    (void)state;
    char dir[4096], dumped[4300], victim[4300];
    snprintf(dir, sizeof dir, "%s/dump", base_dir);
    tc_empty_dir(dir);
    snprintf(victim, sizeof victim, "%s/victim.txt", base_dir);
    write_text(victim, "precious\n");
    assert_int_equal(setenv("CLFFT_DUMP_DIR", dir, 1), 0);
    clfft_plan *plan = tc_make_plan(64, CLFFT_FP32);
    char *source = strdup(clfft_plan_source(plan));
    clfft_plan_destroy(plan);
    only_file(dir, "clfft_", ".cl", dumped, sizeof dumped);
    /* the dumped file's name, planted as a link to the victim */
    assert_int_equal(unlink(dumped), 0);
    assert_int_equal(symlink(victim, dumped), 0);
    plan = tc_make_plan(64, CLFFT_FP32);
    clfft_plan_destroy(plan);
    assert_int_equal(unsetenv("CLFFT_DUMP_DIR"), 0);
    char *text = tc_read_file(victim);
    assert_non_null(text);
    if (strcmp(text, "precious\n") != 0)
        fail_msg("the dump wrote through the planted link into %s", victim);
    free(text);
    struct stat st;
    assert_int_equal(lstat(dumped, &st), 0);
    assert_true(S_ISREG(st.st_mode));
    text = tc_read_file(dumped);
    assert_non_null(text);
    assert_string_equal(text, source);
    free(text);
    free(source);
    /* no temporary file left */
    assert_int_equal(tc_count_files(dir, NULL), 1);
}

/* ---- 5: profile fields ---- */

typedef struct bad_field {
    const char *field; /* what the message must name */
    void (*spoil)(clfft_profile *p);
} bad_field;

#define SPOIL(name, stmt) \
    static void name(clfft_profile *p) { stmt; }
SPOIL(coalesce_zero, p->coalesce_bytes = 0)
SPOIL(coalesce_odd, p->coalesce_bytes = 48)
SPOIL(local_huge, p->local_mem_bytes = (cl_ulong)600 << 30)
SPOIL(wg_zero, p->max_work_group = 0)
SPOIL(wg_huge, p->max_work_group = (size_t)1 << 40)
SPOIL(simd_zero, p->simd_width = 0)
SPOIL(simd_huge, p->simd_width = (size_t)1 << 30)
SPOIL(cu_zero, p->compute_units = 0)
SPOIL(line_odd, p->cache_line_bytes = 96)
SPOIL(alloc_zero, p->max_alloc_bytes = 0)
SPOIL(banks_huge, p->local_banks = 1u << 31)
SPOIL(width_zero, p->bank_width_bytes = 0)
SPOIL(width_odd, p->bank_width_bytes = 3)
SPOIL(regs_zero, p->max_registers_cplx = 0)
SPOIL(prefetch_huge, p->prefetch_bytes = (cl_ulong)1 << 50)
SPOIL(cpu_two, p->is_cpu = 2)
SPOIL(fp64_neg, p->has_fp64 = -1)
SPOIL(name_unterminated, memset(p->device_name, 'x', sizeof p->device_name))
SPOIL(preset_unterminated, memset(p->preset, 'y', sizeof p->preset))
SPOIL(name_comment, snprintf(p->device_name, sizeof p->device_name, "gpu */ __kernel void evil() {} /*"))
SPOIL(vendor_newline, snprintf(p->vendor, sizeof p->vendor, "a\nb"))

static const bad_field bad_fields[] = {
    {"coalesce", coalesce_zero},     {"coalesce", coalesce_odd},    {"local_mem", local_huge},
    {"max_work_group", wg_zero},     {"max_work_group", wg_huge},   {"simd", simd_zero},
    {"simd", simd_huge},             {"compute_units", cu_zero},    {"cache_line", line_odd},
    {"max_alloc", alloc_zero},       {"banks", banks_huge},         {"bank_width", width_zero},
    {"bank_width", width_odd},       {"registers", regs_zero},      {"prefetch", prefetch_huge},
    {"cpu", cpu_two},                {"fp64", fp64_neg},            {"device_name", name_unterminated},
    {"preset", preset_unterminated}, {"device_name", name_comment}, {"vendor", vendor_newline},
};

static void test_profile(void **state)
{
    (void)state;
    size_t failures = 0;
    clfft_desc d = desc_1d(1 << 12, CLFFT_FP32);
    /* every preset and the device's own profile are valid */
    for (const char *const *name = clfft_profile_preset_names(); *name; name++) {
        clfft_profile p;
        char *src = NULL;
        assert_int_equal(clfft_profile_preset(*name, &p), CLFFT_OK);
        assert_int_equal(clfft_generate_source(&d, &p, &src, NULL), CLFFT_OK);
        clfft_free(src);
    }
    clfft_profile own;
    assert_int_equal(clfft_profile_query(tc.device, &own), CLFFT_OK);
    for (size_t i = 0; i < sizeof bad_fields / sizeof bad_fields[0]; i++) {
        clfft_profile p = own;
        bad_fields[i].spoil(&p);
        char *src = NULL;
        clfft_status st = clfft_generate_source(&d, &p, &src, NULL);
        if (st != CLFFT_ERR_INVALID_PROFILE || !strstr(clfft_last_error(), bad_fields[i].field)) {
            print_error("FAIL generate, bad %s: %s '%s'\n", bad_fields[i].field, clfft_status_string(st),
                        clfft_last_error());
            failures++;
        }
        clfft_free(src);
        clfft_plan *plan = NULL;
        st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &p);
        if (st != CLFFT_ERR_INVALID_PROFILE || plan || !strstr(clfft_last_error(), bad_fields[i].field)) {
            print_error("FAIL plan, bad %s: %s '%s'\n", bad_fields[i].field, clfft_status_string(st),
                        clfft_last_error());
            failures++;
        }
        clfft_plan_destroy(plan);
        st = clfft_generate_variant_source(&d, &p, "rules", &src, NULL);
        if (st != CLFFT_ERR_INVALID_PROFILE) {
            print_error("FAIL variant source, bad %s: %s\n", bad_fields[i].field, clfft_status_string(st));
            failures++;
        }
    }
    /* overrides that parse but make an unusable profile */
    static const struct {
        const char *spec, *field;
    } specs[] = {{"coalesce=3", "coalesce"},       {"local_mem=600G", "local_mem"},
                 {"bank_width=6", "bank_width"},   {"cache_line=100", "cache_line"},
                 {"prefetch=2048G", "prefetch"},   {"max_work_group=1048576", "max_work_group"},
                 {"simd=4096", "simd"},            {"registers=1000000", "registers"}};
    for (size_t i = 0; i < sizeof specs / sizeof specs[0]; i++) {
        clfft_profile p = own, before = own;
        clfft_status st = clfft_profile_override(&p, specs[i].spec);
        if (st != CLFFT_ERR_INVALID_PROFILE || !strstr(clfft_last_error(), specs[i].field) ||
            memcmp(&p, &before, sizeof p) != 0) {
            print_error("FAIL override '%s': %s '%s'\n", specs[i].spec, clfft_status_string(st),
                        clfft_last_error());
            failures++;
        }
        /* and as CLFFT_PROFILE, which plan creation reads */
        assert_int_equal(setenv("CLFFT_PROFILE", specs[i].spec, 1), 0);
        clfft_plan *plan = NULL;
        st = clfft_plan_create(&plan, tc.ctx, tc.device, &d);
        assert_int_equal(unsetenv("CLFFT_PROFILE"), 0);
        if (st != CLFFT_ERR_INVALID_PROFILE || plan || !strstr(clfft_last_error(), "CLFFT_PROFILE") ||
            !strstr(clfft_last_error(), specs[i].field)) {
            print_error("FAIL CLFFT_PROFILE=%s: %s '%s'\n", specs[i].spec, clfft_status_string(st),
                        clfft_last_error());
            failures++;
        }
        clfft_plan_destroy(plan);
    }
    if (failures)
        fail_msg("%zu profile checks failed", failures);
}

/* ---- 6: a thread's build log at thread exit ---- */

typedef struct log_job {
    clfft_status status;
    size_t log_len;
} log_job;

static void *fail_build(void *arg)
{
    log_job *job = arg;
    clfft_desc d = desc_1d(16, CLFFT_FP32);
    clfft_plan *plan = NULL;
    job->status = clfft_plan_create(&plan, tc.ctx, tc.device, &d);
    job->log_len = strlen(clfft_last_error());
    clfft_plan_destroy(plan);
    return NULL;
}

static size_t heap_in_use(void)
{
    struct mallinfo2 mi = mallinfo2();
    return mi.uordblks + mi.hblkhd;
}

/* Runs `threads` threads, each failing a build; returns the growth of the
 * heap in use. */
static long run_failing_threads(int threads, size_t *log_len)
{
    size_t before = heap_in_use();
    for (int t = 0; t < threads; t++) {
        pthread_t th;
        log_job job = {CLFFT_OK, 0};
        assert_int_equal(pthread_create(&th, NULL, fail_build, &job), 0);
        assert_int_equal(pthread_join(th, NULL), 0);
        if (job.status != CLFFT_ERR_BUILD_FAILED)
            fail_msg("a build with broken options gave %s", clfft_status_string(job.status));
        *log_len = job.log_len;
    }
    return (long)(heap_in_use() - before);
}

static void test_thread_log(void **state)
{
    (void)state;
    /* A macro that breaks every kernel's source: the build fails with a
     * long log, which the failing thread keeps for clfft_last_error(). */
    assert_int_equal(setenv("CLFFT_BUILD_OPTIONS", "-Dconst=(", 1), 0);
    assert_int_equal(setenv("CLFFT_CACHE_DIR", "off", 1), 0);
    size_t log_len = 0;
    run_failing_threads(2, &log_len); /* pocl's own first-use allocations */
    const int threads = 8;
    long grown = run_failing_threads(threads, &log_len);
    assert_int_equal(unsetenv("CLFFT_BUILD_OPTIONS"), 0);
    assert_int_equal(setenv("CLFFT_CACHE_DIR", base_dir, 1), 0);
    if (log_len < 200)
        fail_msg("the failing build left a short message (%zu bytes), no build log", log_len);
    /* Leaked logs would grow the heap by threads x log_len; allow half of it
     * for the OpenCL implementation's own variation.  (LeakSanitizer checks
     * the same in the sanitizer build.) */
    print_message("heap grew by %ld bytes over %d threads with %zu-byte logs\n", grown, threads, log_len);
    if (grown > (long)(threads * log_len / 2))
        fail_msg("heap grew by %ld bytes over %d threads with %zu-byte build logs: the logs leak", grown, threads,
                 log_len);
}

/* ---- 7: device memory, before compiling ---- */

static void test_device_mem(void **state)
{
    (void)state;
    cl_ulong max_alloc = 0;
    TC_CL(clGetDeviceInfo(tc.device, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc, NULL));
    /* the smallest power of two whose buffers do not fit one allocation,
     * up to 2^24 points; batched beyond that (NVIDIA's 19.8 GiB would need
     * 2^32 points, more than a length may have) */
    size_t n = 1;
    while ((cl_ulong)n * 8 <= max_alloc && n < ((size_t)1 << 24))
        n *= 2;
    size_t batch = (size_t)(max_alloc / ((cl_ulong)n * 8)) + 1;
    clfft_desc d = desc_1d(n, CLFFT_FP32);
    d.batch = batch;
    clfft_profile prof;
    assert_int_equal(clfft_profile_query(tc.device, &prof), CLFFT_OK);
    prof.max_alloc_bytes = (cl_ulong)1 << 50; /* a profile that overstates the device */
    char *about = NULL;
    assert_int_equal(clfft_generate_source(&d, &prof, NULL, &about), CLFFT_OK);
    int has_scratch = strstr(about, " scratch buffer") && !strstr(about, " 0 scratch buffers");
    clfft_free(about);
    if (!has_scratch)
        fail_msg("n = %zu, batch %zu: no scratch buffer in the plan; pick another length", n, batch);
    clfft_cache_stats s0, s1;
    clfft_cache_get_stats(&s0);
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create_with_profile(&plan, tc.ctx, tc.device, &d, &prof);
    clfft_cache_get_stats(&s1);
    if (st != CLFFT_ERR_OUT_OF_DEVICE_MEMORY)
        fail_msg("n = %zu, batch %zu beyond the device's %llu-byte allocations: %s (%s)", n, batch,
                 (unsigned long long)max_alloc, clfft_status_string(st), clfft_last_error());
    assert_null(plan);
    char bytes[32];
    snprintf(bytes, sizeof bytes, "%zu", n * batch * 8);
    if (!strstr(clfft_last_error(), bytes))
        fail_msg("message '%s' lacks the byte count %s", clfft_last_error(), bytes);
    if (s1.builds != s0.builds || s1.disk_hits != s0.disk_hits || s1.memory_hits != s0.memory_hits)
        fail_msg("the program was compiled or loaded before the memory check");
}

/* ---- 8: default distances ---- */

static void test_default_dist(void **state)
{
    (void)state;
    clfft_profile prof;
    assert_int_equal(clfft_profile_preset("pocl-cpu", &prof), CLFFT_OK);
    for (int side = 0; side < 2; side++) {
        clfft_desc d = desc_1d(418176, CLFFT_FP32);
        d.batch = 2;
        if (side == 0)
            d.istride[0] = 6104666992354820590ull;
        else
            d.ostride[0] = 6104666992354820590ull;
        char *src = NULL;
        clfft_status st = clfft_generate_source(&d, &prof, &src, NULL);
        if (st != CLFFT_ERR_SIZE_OVERFLOW)
            fail_msg("%s stride 6104666992354820590: %s (%s), want CLFFT_ERR_SIZE_OVERFLOW",
                     side ? "output" : "input", clfft_status_string(st), clfft_last_error());
        if (strstr(clfft_last_error(), "17205322452026008832"))
            fail_msg("the message quotes the wrapped distance: %s", clfft_last_error());
        clfft_plan *plan = NULL;
        assert_int_equal(clfft_plan_create(&plan, tc.ctx, tc.device, &d), CLFFT_ERR_SIZE_OVERFLOW);
        assert_null(plan);
    }
}

int main(int argc, char **argv)
{
    /* pocl uses the disk cache only with its own kernel cache off
     * (program_cache.c driver_caches_kernels); children inherit it */
    setenv("POCL_KERNEL_CACHE", "0", 1);
    if (argc == 4 && strcmp(argv[1], "--child") == 0)
        return child_plan((size_t)strtoull(argv[2], NULL, 10), argv[3]);
    const char *dir = getenv("CLFFT_CACHE_DIR");
    if (!dir || !*dir) {
        fprintf(stderr, "CLFFT_CACHE_DIR must be set\n");
        return 1;
    }
    snprintf(base_dir, sizeof base_dir, "%s", dir);
    ssize_t len = readlink("/proc/self/exe", self_path, sizeof self_path - 1);
    if (len <= 0) {
        fprintf(stderr, "cannot find this executable\n");
        return 1;
    }
    self_path[len] = '\0';
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_scale),      cmocka_unit_test(test_default_dist), cmocka_unit_test(test_profile),
        cmocka_unit_test(test_dump),       cmocka_unit_test(test_trust),        cmocka_unit_test(test_forged_key),
        cmocka_unit_test(test_fifo),       cmocka_unit_test(test_device_mem),   cmocka_unit_test(test_thread_log),
    };
    /* HARDENING_ONLY=test_fifo (a glob) runs one test: each checks one defect */
    if (getenv("HARDENING_ONLY"))
        cmocka_set_test_filter(getenv("HARDENING_ONLY"));
    const tc_group groups[] = {TC_GROUP("hardening", tests)};
    return tc_main(argc, argv, groups, 1);
}
