/* Events and queues: the done event covers the whole (multi-pass)
 * transform, wait lists delay it, out-of-order queues give correct results,
 * and an in-order queue chains transforms without events. */
#include "test_common.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void sleep_ms(long ms)
{
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&ts, NULL);
}

static cl_command_queue second_queue(cl_command_queue_properties props)
{
    cl_int err;
    cl_command_queue q = clCreateCommandQueue(tc.ctx, tc.device, props, &err);
    if (!q)
        fail_msg("clCreateCommandQueue: %d", (int)err);
    return q;
}

/* Relative L2 error of y against n * x (fp32, packed). */
static double roundtrip_error(const float *x, const float *y, size_t n)
{
    long double num = 0, den = 0;
    for (size_t i = 0; i < 2 * n; i++) {
        long double r = (long double)n * x[i];
        long double d = (long double)y[i] - r;
        num += d * d;
        den += r * r;
    }
    return (double)sqrtl(num / den);
}

static const size_t multi_pass[] = {4096, 12288, 1 << 20, 1 << 22};

/* Done event complete => the output is complete, read from another queue
 * that has no ordering with the transform's queue. */
static void test_done_event(void **state)
{
    (void)state;
    cl_command_queue q2 = second_queue(0);
    for (size_t i = 0; i < sizeof multi_pass / sizeof multi_pass[0]; i++) {
        size_t n = multi_pass[i], bytes = n * 8;
        clfft_plan *plan = tc_make_plan(n, CLFFT_FP32);
        void *x = tc_random_packed(CLFFT_FP32, n, 11 + n), *y = malloc(bytes);
        assert_non_null(y);
        cl_mem in = tc_buffer(tc.ctx, bytes), out = tc_buffer(tc.ctx, bytes);
        tc_write(tc.queue, in, 0, bytes, x);
        tc_poison_buffer(tc.queue, out, bytes);
        cl_event done = NULL;
        assert_int_equal(clfft_enqueue_forward(plan, tc.queue, in, out, 0, NULL, &done), CLFFT_OK);
        assert_non_null(done);
        TC_CL(clFlush(tc.queue));
        TC_CL(clWaitForEvents(1, &done));
        cl_int status = -1;
        TC_CL(clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
        assert_int_equal(status, CL_COMPLETE);
        cl_context ectx = NULL;
        TC_CL(clGetEventInfo(done, CL_EVENT_CONTEXT, sizeof ectx, &ectx, NULL));
        assert_ptr_equal(ectx, tc.ctx);
        tc_read(q2, out, 0, bytes, y);
        double err = tc_packed_error(CLFFT_FP32, n, 1, x, y, 1);
        if (!(err <= tc_bound(CLFFT_FP32, n)))
            fail_msg("n=%zu: output read after the done event has error %g", n, err);
        clReleaseEvent(done);
        /* The same, the reader waiting on the event instead of the host. */
        tc_poison_buffer(tc.queue, out, bytes);
        assert_int_equal(clfft_enqueue_backward(plan, tc.queue, in, out, 0, NULL, &done), CLFFT_OK);
        TC_CL(clFlush(tc.queue));
        TC_CL(clEnqueueReadBuffer(q2, out, CL_TRUE, 0, bytes, y, 1, &done, NULL));
        err = tc_packed_error(CLFFT_FP32, n, 1, x, y, 0);
        if (!(err <= tc_bound(CLFFT_FP32, n)))
            fail_msg("n=%zu: read waiting on the done event has error %g", n, err);
        clReleaseEvent(done);
        clReleaseMemObject(in);
        clReleaseMemObject(out);
        free(x);
        free(y);
        clfft_plan_destroy(plan);
    }
    clReleaseCommandQueue(q2);
}

/* A user event in the wait list holds the whole transform back. */
static void test_user_event_wait(void **state)
{
    (void)state;
    cl_command_queue q2 = second_queue(0);
    static const size_t lens[] = {1024, 1 << 20};
    for (size_t i = 0; i < 2; i++) {
        size_t n = lens[i], bytes = n * 8;
        clfft_plan *plan = tc_make_plan(n, CLFFT_FP32);
        void *x = tc_random_packed(CLFFT_FP32, n, 5 + n), *y = malloc(bytes);
        assert_non_null(y);
        cl_mem in = tc_buffer(tc.ctx, bytes), out = tc_buffer(tc.ctx, bytes);
        tc_write(tc.queue, in, 0, bytes, x);
        tc_poison_buffer(tc.queue, out, bytes);
        cl_int err;
        cl_event gate[2];
        gate[0] = clCreateUserEvent(tc.ctx, &err);
        gate[1] = clCreateUserEvent(tc.ctx, &err);
        assert_non_null(gate[0]);
        assert_non_null(gate[1]);
        cl_event done = NULL;
        assert_int_equal(clfft_enqueue_forward(plan, tc.queue, in, out, 2, gate, &done), CLFFT_OK);
        TC_CL(clFlush(tc.queue));
        TC_CL(clSetUserEventStatus(gate[0], CL_COMPLETE)); /* one of two: still held */
        sleep_ms(100);
        cl_int status = -1;
        TC_CL(clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
        if (status == CL_COMPLETE)
            fail_msg("n=%zu: transform completed before its wait list", n);
        tc_read(q2, out, 0, bytes, y);
        if (!tc_is_poison(y, bytes))
            fail_msg("n=%zu: output written before the wait list completed", n);
        TC_CL(clSetUserEventStatus(gate[1], CL_COMPLETE));
        TC_CL(clWaitForEvents(1, &done));
        tc_read(tc.queue, out, 0, bytes, y);
        double e = tc_packed_error(CLFFT_FP32, n, 1, x, y, 1);
        if (!(e <= tc_bound(CLFFT_FP32, n)))
            fail_msg("n=%zu: error %g after the wait list completed", n, e);
        clReleaseEvent(done);
        clReleaseEvent(gate[0]);
        clReleaseEvent(gate[1]);
        clReleaseMemObject(in);
        clReleaseMemObject(out);
        free(x);
        free(y);
        clfft_plan_destroy(plan);
    }
    clReleaseCommandQueue(q2);
}

static void test_out_of_order_queue(void **state)
{
    (void)state;
    cl_command_queue_properties props = 0;
    TC_CL(clGetDeviceInfo(tc.device, CL_DEVICE_QUEUE_PROPERTIES, sizeof props, &props, NULL));
    if (!(props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE)) {
        printf("# %s has no out-of-order queues\n", tc.device_name);
        skip();
    }
    cl_command_queue ooo = second_queue(CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE);
    const tc_case cases[] = {
        {.n = 60, .queue = ooo},
        {.n = 4096, .queue = ooo},
        {.n = 4096 * 3, .batch = 2, .queue = ooo},
        {.n = 1 << 20, .queue = ooo},
        {.n = 1 << 16, .inplace = 1, .queue = ooo},
        {.n = 100000, .prec = CLFFT_FP64, .queue = ooo},
    };
    size_t failures = 0;
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        if (cases[i].prec == CLFFT_FP64 && !tc.has_fp64)
            continue;
        failures += !tc_check_case(&cases[i], NULL);
    }
    /* Forward then backward, ordered only by the done event. */
    size_t n = 1 << 20, bytes = n * 8;
    clfft_plan *plan = tc_make_plan(n, CLFFT_FP32);
    void *x = tc_random_packed(CLFFT_FP32, n, 77), *y = malloc(bytes);
    assert_non_null(y);
    cl_mem a = tc_buffer(tc.ctx, bytes), b = tc_buffer(tc.ctx, bytes), c = tc_buffer(tc.ctx, bytes);
    tc_write(tc.queue, a, 0, bytes, x);
    tc_poison_buffer(tc.queue, b, bytes);
    tc_poison_buffer(tc.queue, c, bytes);
    cl_event e1 = NULL, e2 = NULL;
    assert_int_equal(clfft_enqueue_forward(plan, ooo, a, b, 0, NULL, &e1), CLFFT_OK);
    assert_int_equal(clfft_enqueue_backward(plan, ooo, b, c, 1, &e1, &e2), CLFFT_OK);
    TC_CL(clEnqueueReadBuffer(ooo, c, CL_TRUE, 0, bytes, y, 1, &e2, NULL));
    double rt = roundtrip_error(x, y, n);
    if (!(rt <= 2 * tc_bound(CLFFT_FP32, n)))
        fail_msg("out-of-order forward->backward chain: round-trip error %g", rt);
    clReleaseEvent(e1);
    clReleaseEvent(e2);
    clReleaseMemObject(a);
    clReleaseMemObject(b);
    clReleaseMemObject(c);
    free(x);
    free(y);
    clfft_plan_destroy(plan);
    clReleaseCommandQueue(ooo);
    if (failures)
        fail_msg("%zu out-of-order cases failed", failures);
}

/* No done event requested; an in-order queue orders forward, backward and
 * the read by itself. */
static void test_in_order_chain(void **state)
{
    (void)state;
    static const size_t lens[] = {512, 1 << 18};
    for (size_t k = 0; k < 2; k++) {
        size_t n = lens[k], bytes = n * 8;
        clfft_plan *plan = tc_make_plan(n, CLFFT_FP32);
        void *x = tc_random_packed(CLFFT_FP32, n, 3 + n), *y = malloc(bytes);
        assert_non_null(y);
        cl_mem a = tc_buffer(tc.ctx, bytes), b = tc_buffer(tc.ctx, bytes);
        tc_write(tc.queue, a, 0, bytes, x);
        tc_poison_buffer(tc.queue, b, bytes);
        assert_int_equal(clfft_enqueue_forward(plan, tc.queue, a, b, 0, NULL, NULL), CLFFT_OK);
        assert_int_equal(clfft_enqueue_backward(plan, tc.queue, b, a, 0, NULL, NULL), CLFFT_OK);
        TC_CL(clEnqueueReadBuffer(tc.queue, a, CL_TRUE, 0, bytes, y, 0, NULL, NULL));
        double err = roundtrip_error(x, y, n);
        if (!(err <= 2 * tc_bound(CLFFT_FP32, n)))
            fail_msg("n=%zu in-order chain: round-trip error %g", n, err);
        clReleaseMemObject(a);
        clReleaseMemObject(b);
        free(x);
        free(y);
        clfft_plan_destroy(plan);
    }
}

int main(int argc, char **argv)
{
    const struct CMUnitTest tests[] = {
        cmocka_unit_test(test_done_event),
        cmocka_unit_test(test_user_event_wait),
        cmocka_unit_test(test_out_of_order_queue),
        cmocka_unit_test(test_in_order_chain),
    };
    const tc_group groups[] = {TC_GROUP("events", tests)};
    return tc_main(argc, argv, groups, 1);
}
