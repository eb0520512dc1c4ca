/* Threads: plans created concurrently (same and different transforms) are
 * all correct; one plan enqueued from several threads at once (each with
 * its own queue and buffers) gives correct results in every thread. */
#include "test_common.h"

#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define THREADS 4

static pthread_barrier_t barrier;

typedef struct job {
    tc_case c;
    clfft_plan *shared_plan; /* NULL: the thread creates its own */
    int rounds;
    cl_command_queue queue;
    /* results */
    clfft_status create_status;
    char create_error[512];
    int ok;
    tc_result r;
} job;

/* Runs in a thread: no cmocka assertions here (they longjmp to the main
 * thread's test); everything is recorded in the job. */
static void *worker(void *arg)
{
    job *j = arg;
    pthread_barrier_wait(&barrier);
    clfft_plan *plan = j->shared_plan;
    clfft_plan *own = NULL;
    j->ok = 1;
    if (!plan) {
        clfft_desc d;
        tc_case_desc(&j->c, &d);
        j->create_status = clfft_plan_create(&own, tc.ctx, tc.device, &d);
        if (j->create_status != CLFFT_OK) {
            snprintf(j->create_error, sizeof j->create_error, "%s", clfft_last_error());
            j->ok = 0;
            return NULL;
        }
        plan = own;
    }
    j->c.queue = j->queue;
    for (int r = 0; r < j->rounds && j->ok; r++)
        j->ok = tc_run_case(&j->c, plan, &j->r);
    clfft_plan_destroy(own);
    return NULL;
}

static void run_jobs(job *jobs, size_t count, const char *label)
{
    pthread_t th[THREADS];
    assert_true(count <= THREADS);
    assert_int_equal(pthread_barrier_init(&barrier, NULL, (unsigned)count), 0);
    cl_int err;
    for (size_t i = 0; i < count; i++) {
        jobs[i].queue = clCreateCommandQueue(tc.ctx, tc.device, 0, &err);
        assert_non_null(jobs[i].queue);
        assert_int_equal(pthread_create(&th[i], NULL, worker, &jobs[i]), 0);
    }
    size_t failures = 0;
    for (size_t i = 0; i < count; i++) {
        pthread_join(th[i], NULL);
        clReleaseCommandQueue(jobs[i].queue);
        if (!jobs[i].ok) {
            failures++;
            if (jobs[i].create_status != CLFFT_OK)
                print_error("FAIL %s thread %zu n=%zu: plan creation %s [%s]\n", label, i,
                            jobs[i].c.n, clfft_status_string(jobs[i].create_status),
                            jobs[i].create_error);
            else
                print_error("FAIL %s thread %zu n=%zu: %s (fwd %.3g bwd %.3g rt %.3g bound %.3g)\n",
                            label, i, jobs[i].c.n, jobs[i].r.what, jobs[i].r.err_fwd,
                            jobs[i].r.err_bwd, jobs[i].r.err_rt, jobs[i].r.bound);
        }
    }
    pthread_barrier_destroy(&barrier);
    if (failures)
        fail_msg("%s: %zu of %zu threads failed", label, failures, count);
}

static void test_create_same(void **state)
{
    (void)state;
    job jobs[THREADS];
    memset(jobs, 0, sizeof jobs);
    for (int i = 0; i < THREADS; i++) {
        jobs[i].c = (tc_case){.n = 360};
        jobs[i].rounds = 1;
    }
    clfft_cache_stats s0, s1;
    clfft_cache_get_stats(&s0);
    run_jobs(jobs, THREADS, "same length");
    clfft_cache_get_stats(&s1);
    /* All four got one program: at most one build per racing thread, and the
     * others shared it from memory or disk (or built the same source). */
    assert_true(s1.builds - s0.builds + s1.memory_hits - s0.memory_hits + s1.disk_hits -
                    s0.disk_hits >= THREADS);
}

static void test_create_different(void **state)
{
    (void)state;
    static const tc_case cases[THREADS] = {
        {.n = 120}, {.n = 243, .prec = CLFFT_FP64}, {.n = 1331, .batch = 3}, {.n = 1 << 18}};
    job jobs[THREADS];
    memset(jobs, 0, sizeof jobs);
    for (int i = 0; i < THREADS; i++) {
        jobs[i].c = cases[i];
        if (jobs[i].c.prec == CLFFT_FP64 && !tc.has_fp64)
            jobs[i].c.prec = CLFFT_FP32;
        jobs[i].rounds = 2;
    }
    run_jobs(jobs, THREADS, "different lengths");
}

static void shared_plan(const tc_case *c, int rounds, const char *label)
{
    clfft_desc d;
    tc_case_desc(c, &d);
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create(&plan, tc.ctx, tc.device, &d);
    if (st != CLFFT_OK)
        fail_msg("%s: %s [%s]", label, clfft_status_string(st), clfft_last_error());
    job jobs[THREADS];
    memset(jobs, 0, sizeof jobs);
    for (int i = 0; i < THREADS; i++) {
        jobs[i].c = *c;
        jobs[i].shared_plan = plan;
        jobs[i].rounds = rounds;
    }
    run_jobs(jobs, THREADS, label);
    clfft_plan_destroy(plan);
}

static void test_shared_plan(void **state)
{
    (void)state;
    tc_case single = {.n = 1024};
    shared_plan(&single, 4, "shared plan n=1024");
    /* Several passes and scratch buffers. */
    tc_case multi = {.n = 1 << 18};
    shared_plan(&multi, 2, "shared plan n=2^18");
    tc_case multi_inplace = {.n = 4096 * 3, .batch = 3, .inplace = 1};
    shared_plan(&multi_inplace, 3, "shared in-place plan n=12288x3");
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_create_same),
        cmocka_unit_test(test_create_different),
        cmocka_unit_test(test_shared_plan),
    };
    const tc_group groups[] = {TC_GROUP("concurrency", tests)};
    return tc_main(argc, argv, groups, 1);
}
