/* Shared fixture and helpers of the libclfft test suite.
 *
 * One OpenCL platform/device/context/in-order queue per process (the first
 * device of the first platform, or the one CLFFT_TEST_DEVICE=<p>:<d> names),
 * a deterministic random generator, NaN poisoning of device buffers and the
 * accuracy check against FFTW long double. */
#ifndef CLFFT_TEST_COMMON_H
#define CLFFT_TEST_COMMON_H

#include <setjmp.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <cmocka.h>

#include "clfft/clfft.h"

/* ---- fixture ---- */
typedef struct tc_env {
    cl_platform_id platform;
    cl_device_id device;
    cl_context ctx;
    cl_command_queue queue; /* in-order */
    int has_fp64;
    char device_name[256];
} tc_env;

extern tc_env tc;

/* Opens the fixture (exits the process with 1 when there is no device: a
 * suite that cannot reach OpenCL must fail, not pass) and empties the
 * directory named by CLFFT_CACHE_DIR (and CLFFT_DUMP_DIR) so that every test
 * run compiles from scratch.  Call first thing in main. */
void tc_init(void);
void tc_shutdown(void);

/* Removes every file below dir (not dir itself); creates dir if missing. */
void tc_empty_dir(const char *dir);
/* Number of regular files directly in dir (and one level below). */
int tc_count_files(const char *dir, const char *suffix);
/* The whole file as a NUL-terminated string (free it); NULL if unreadable. */
char *tc_read_file(const char *path);

/* ---- random data ---- */
/* Deterministic xorshift; values uniform in [-1, 1). */
void tc_seed(uint64_t seed);
double tc_rand(void);

/* ---- poison ---- */
/* 0xFFF0DEAD is a NaN as a float, and 0xFFF0DEADFFF0DEAD is a NaN as a
 * double, so one pattern poisons buffers of either precision. */
#define TC_POISON_WORD 0xFFF0DEADu
void tc_poison_buffer(cl_command_queue q, cl_mem buf, size_t bytes);
void tc_poison_host(void *p, size_t bytes);
int tc_is_poison(const void *p, size_t bytes); /* every 32-bit word is the pattern */

/* ---- device buffers ---- */
cl_mem tc_buffer(cl_context ctx, size_t bytes);
void tc_write(cl_command_queue q, cl_mem buf, size_t offset, size_t bytes, const void *src);
void tc_read(cl_command_queue q, cl_mem buf, size_t offset, size_t bytes, void *dst);

/* ---- accuracy ---- */
/* Error bound for one transform of length n: C * eps * max(log2 n, 2), C = 4.
 * See test_common.c for why. */
double tc_bound(clfft_precision prec, size_t n);

/* One end-to-end C2C check.  Describes a 1-D transform and how to run it. */
typedef struct tc_case {
    size_t n;
    size_t batch;            /* 0 = 1 */
    clfft_precision prec;
    int inplace;
    size_t istride, ostride; /* 0 = 1 */
    size_t idist, odist;     /* 0 = packed (n * stride) */
    size_t ioffset, ooffset;
    double fscale, bscale;   /* 0 = 1 */
    const char *profile;     /* tc_profile spec, NULL = device's own */
    cl_command_queue queue;  /* NULL = tc.queue */
} tc_case;

/* What tc_run_case measured. */
typedef struct tc_result {
    clfft_status status;     /* first failing libclfft call, or OK */
    double err_fwd, err_bwd, err_rt; /* worst relative L2 over the batch */
    double bound;
    int gaps_ok;             /* output elements outside the layout still poison */
    int input_ok;            /* out-of-place input unchanged */
    char what[256];          /* first problem found, "" when none */
} tc_result;

/* Runs forward, backward and the round trip backward(forward(x)) of c on
 * the device with NaN-poisoned outputs, compares with FFTW long double, checks
 * gaps and input preservation.  If plan is non-NULL it is used (and must
 * describe c); otherwise a plan is created and destroyed.  Returns 1 when
 * every check passed, 0 otherwise (details in r->what). */
int tc_run_case(const tc_case *c, clfft_plan *plan, tc_result *r);
/* The profile of spec: a preset name, optionally followed by overrides
 * ("pocl-cpu,local_mem=96K"). */
clfft_status tc_profile(const char *spec, clfft_profile *prof);
/* 1 when a plan made with prof was refused as it should be on the test
 * device: CLFFT_ERR_INVALID_PROFILE for a kernel needing more local memory
 * than the device has, prof claiming more than the device (a CPU or AMD
 * preset on NVIDIA's 48 KiB).  Prints a note that the case did not run. */
int tc_refused_on_this_device(const clfft_profile *prof, clfft_status st, const char *what);
/* Builds the clfft_desc of a case. */
void tc_case_desc(const tc_case *c, clfft_desc *d);
/* Seconds on a monotonic clock. */
double tc_seconds(void);
/* With CLFFT_TEST_TIMES set, prints how long a case took ("time 1.23 s
 * name"), to find what the suite's time goes to. */
void tc_report_time(const char *name, double since);
/* tc_run_case, printing a failure line via cmocka's print_error.  Returns
 * 1 on success. */
int tc_check_case(const tc_case *c, clfft_plan *plan);
/* A packed batch-1 plan of length n on the shared device; fails the test
 * (with the library's message) when it cannot be made. */
clfft_plan *tc_make_plan(size_t n, clfft_precision prec);
/* Largest error / bound among the cases tc_check_case passed (how much
 * room the bound leaves; printed by the sweeps). */
extern double tc_worst_ratio;

/* Worst relative L2 error of y against FFTW of x, both packed (batch
 * entries of n elements), unscaled. */
double tc_packed_error(clfft_precision prec, size_t n, size_t batch, const void *x, const void *y,
                       int forward);
/* malloc'ed packed random complex data. */
void *tc_random_packed(clfft_precision prec, size_t elems, uint64_t seed);

/* Lengths 1..limit whose prime factors are all <= 13, ascending.  Returns
 * the count; *out malloc'ed. */
size_t tc_smooth_lengths(size_t limit, size_t **out);
int tc_is_smooth(size_t n);

/* Runs a table of cases (fp64 rows only where the device has fp64),
 * reporting every failing row, and fails the cmocka test when any row
 * failed. */
void tc_run_table(const tc_case *cases, size_t count);

/* Minimal cmocka main helper: runs the group whose name equals argv[1], or
 * all groups when argv[1] is absent. */
typedef struct tc_group {
    const char *name;
    const struct CMUnitTest *tests;
    size_t count;
} tc_group;
int tc_main(int argc, char **argv, const tc_group *groups, size_t ngroups);
/* "i/m" as argv[2]: a test that sweeps a table runs only rows r with
 * r % m == i, so one table can be spread over several meson tests. */
extern size_t tc_slice_index, tc_slice_count;
int tc_in_slice(size_t row);

#define TC_GROUP(name, arr) { name, arr, sizeof(arr) / sizeof((arr)[0]) }

/* cl checks inside tests */
#define TC_CL(call)                                                                   \
    do {                                                                              \
        cl_int tc_err_ = (call);                                                      \
        if (tc_err_ != CL_SUCCESS)                                                    \
            fail_msg("%s failed: %d (%s:%d)", #call, (int)tc_err_, __FILE__, __LINE__); \
    } while (0)

#endif
