/* clfft-example: runs one batched 1-D complex transform on a chosen OpenCL
 * device and reports what the library decided (device profile, pass plan),
 * how fast the transform runs and how accurate it is.
 *
 * Exit status: 0 when every call succeeded and the error is within bounds,
 * 1 otherwise, 2 on a usage error, 77 (skipped) when --fp64 is asked of a
 * device without double precision. */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include <clfft/clfft.h>

#include "cl_devices.h"
#include "test_signal.h"

typedef struct options {
    size_t n;
    size_t batch;
    int fp64;
    int inplace;
    int measure;
    int list;
    const char *device;
    int warmup;
    int iterations;
    double tolerance; /* 0: the precision's default */
} options;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: clfft-example [options]\n"
            "  --list             list OpenCL devices with their indices and exit\n"
            "  --device SEL       device index (from --list) or part of its name;\n"
            "                     default: the first GPU, else the first device\n"
            "  --n N              transform length (default 4096)\n"
            "  --batch B          transforms per launch (default 256)\n"
            "  --fp64             double precision (default single)\n"
            "  --inplace          in-place transform (default out-of-place)\n"
            "  --measure          time the planner's candidates and keep the fastest\n"
            "                     (CLFFT_EFFORT_MEASURE; default: the planner's rules)\n"
            "  --iterations K     timed launches (default 20)\n"
            "  --warmup W         untimed launches before timing (default 3)\n"
            "  --tolerance E      largest accepted relative L2 error\n"
            "                     (default 1e-4 single, 1e-12 double)\n");
}

static int parse_size(const char *text, size_t *value)
{
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 10);
    if (*text == '\0' || *text == '-' || *end != '\0')
        return -1;
    *value = (size_t)v;
    return 0;
}

/* Returns 0, or 2 after printing why the command line is wrong. */
static int parse_options(int argc, char **argv, options *o)
{
    *o = (options){.n = 4096, .batch = 256, .warmup = 3, .iterations = 20};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        size_t number = 0;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "--list")) {
            o->list = 1;
        } else if (!strcmp(a, "--fp64")) {
            o->fp64 = 1;
        } else if (!strcmp(a, "--inplace")) {
            o->inplace = 1;
        } else if (!strcmp(a, "--measure")) {
            o->measure = 1;
        } else if (v == NULL) {
            fprintf(stderr, "clfft-example: unknown option or missing value: %s\n", a);
            usage(stderr);
            return 2;
        } else if (!strcmp(a, "--device")) {
            o->device = v;
            i++;
        } else if (!strcmp(a, "--tolerance")) {
            o->tolerance = strtod(v, NULL);
            i++;
        } else if (parse_size(v, &number) != 0) {
            fprintf(stderr, "clfft-example: %s needs a non-negative integer, got \"%s\"\n", a, v);
            return 2;
        } else if (!strcmp(a, "--n")) {
            o->n = number;
            i++;
        } else if (!strcmp(a, "--batch")) {
            o->batch = number;
            i++;
        } else if (!strcmp(a, "--iterations")) {
            o->iterations = (int)number;
            i++;
        } else if (!strcmp(a, "--warmup")) {
            o->warmup = (int)number;
            i++;
        } else {
            fprintf(stderr, "clfft-example: unknown option %s\n", a);
            usage(stderr);
            return 2;
        }
    }
    if (o->n == 0 || o->batch == 0 || o->iterations < 1) {
        fprintf(stderr, "clfft-example: --n, --batch and --iterations must be positive\n");
        return 2;
    }
    if (o->tolerance <= 0.0)
        o->tolerance = o->fp64 ? 1e-12 : 1e-4;
    return 0;
}

/* Prints a failed library call with everything the library knows about it. */
static int report_failure(const char *what, clfft_status status)
{
    const char *details = clfft_last_error();
    fprintf(stderr, "clfft-example: %s failed: %s\n", what, clfft_status_string(status));
    /* The details repeat the status text first; print them when they add more. */
    if (details != NULL && details[0] != '\0' && strcmp(details, clfft_status_string(status)) != 0)
        fprintf(stderr, "  details: %s\n", details);
    return 1;
}

static int report_cl_failure(const char *what, cl_int err)
{
    fprintf(stderr, "clfft-example: %s failed with OpenCL error %d\n", what, (int)err);
    return 1;
}

static double now_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

static int print_profile(cl_device_id dev)
{
    clfft_profile profile;
    clfft_status st = clfft_profile_query(dev, &profile);
    if (st != CLFFT_OK)
        return report_failure("clfft_profile_query", st);
    int len = clfft_profile_format(&profile, NULL, 0);
    if (len < 0)
        return report_failure("clfft_profile_format", CLFFT_ERR_INVALID_PROFILE);
    char *text = malloc((size_t)len + 1);
    if (text == NULL)
        return report_failure("malloc", CLFFT_ERR_OUT_OF_HOST_MEMORY);
    clfft_profile_format(&profile, text, (size_t)len + 1);
    printf("== device profile ==\n%s%s", text, len > 0 && text[len - 1] == '\n' ? "" : "\n");
    free(text);
    return 0;
}

/* Writes the test signal, packed (entry b starts at element b*n), as
 * interleaved float or double. */
static void fill_input(const test_signal *s, size_t batch, int fp64, void *host)
{
    for (size_t b = 0; b < batch; b++) {
        for (size_t t = 0; t < s->n; t++) {
            long double x[2];
            test_signal_value(s, b, t, x);
            size_t i = 2 * (b * s->n + t);
            if (fp64) {
                ((double *)host)[i] = (double)x[0];
                ((double *)host)[i + 1] = (double)x[1];
            } else {
                ((float *)host)[i] = (float)x[0];
                ((float *)host)[i + 1] = (float)x[1];
            }
        }
    }
}

/* Relative L2 error of every batch entry's spectrum against the exact one. */
static double relative_l2_error(const test_signal *s, size_t batch, int fp64, const void *host)
{
    long double err2 = 0.0L, ref2 = 0.0L;
    for (size_t b = 0; b < batch; b++) {
        for (size_t k = 0; k < s->n; k++) {
            long double ref[2];
            test_signal_spectrum(s, b, k, ref);
            size_t i = 2 * (b * s->n + k);
            long double re = fp64 ? ((const double *)host)[i] : ((const float *)host)[i];
            long double im = fp64 ? ((const double *)host)[i + 1] : ((const float *)host)[i + 1];
            err2 += (re - ref[0]) * (re - ref[0]) + (im - ref[1]) * (im - ref[1]);
            ref2 += ref[0] * ref[0] + ref[1] * ref[1];
        }
    }
    if (isnan((double)err2))
        return NAN;
    return ref2 > 0.0L ? (double)sqrtl(err2 / ref2) : (double)sqrtl(err2);
}

/* Times back-to-back launches: wall clock around K launches + clFinish, and,
 * when the queue profiles, the device time between the end of the first
 * launch's last command and the end of the last one's (K-1 whole transforms,
 * gaps between kernels included).  *device_s < 0 when not measured. */
static int time_transforms(clfft_plan *plan, cl_command_queue queue, cl_mem in, cl_mem out,
                           const options *o, int profiling, double *wall_s, double *device_s)
{
    clfft_status st;
    for (int i = 0; i < o->warmup; i++) {
        if ((st = clfft_enqueue_forward(plan, queue, in, out, 0, NULL, NULL)) != CLFFT_OK)
            return report_failure("clfft_enqueue_forward (warm-up)", st);
    }
    cl_int err = clFinish(queue);
    if (err != CL_SUCCESS)
        return report_cl_failure("clFinish", err);

    double t0 = now_seconds();
    for (int i = 0; i < o->iterations; i++) {
        if ((st = clfft_enqueue_forward(plan, queue, in, out, 0, NULL, NULL)) != CLFFT_OK)
            return report_failure("clfft_enqueue_forward", st);
    }
    if ((err = clFinish(queue)) != CL_SUCCESS)
        return report_cl_failure("clFinish", err);
    *wall_s = (now_seconds() - t0) / o->iterations;

    *device_s = -1.0;
    if (!profiling || o->iterations < 2)
        return 0;
    cl_event first = NULL, last = NULL;
    for (int i = 0; i < o->iterations; i++) {
        cl_event done = NULL;
        if ((st = clfft_enqueue_forward(plan, queue, in, out, 0, NULL, &done)) != CLFFT_OK)
            return report_failure("clfft_enqueue_forward (profiled)", st);
        if (first == NULL) {
            first = done;
        } else {
            if (last != NULL)
                clReleaseEvent(last);
            last = done;
        }
    }
    err = clFinish(queue);
    cl_ulong end_first = 0, end_last = 0;
    if (err == CL_SUCCESS)
        err = clGetEventProfilingInfo(first, CL_PROFILING_COMMAND_END, sizeof end_first,
                                      &end_first, NULL);
    if (err == CL_SUCCESS)
        err = clGetEventProfilingInfo(last, CL_PROFILING_COMMAND_END, sizeof end_last, &end_last,
                                      NULL);
    clReleaseEvent(first);
    clReleaseEvent(last);
    if (err != CL_SUCCESS)
        return report_cl_failure("event profiling", err);
    *device_s = 1e-9 * (double)(end_last - end_first) / (o->iterations - 1);
    return 0;
}

/* Everything after the device is chosen; OpenCL objects are released by the
 * caller's cleanup through the pointers it passes in. */
static int run(const options *o, cl_device_id dev, cl_context ctx, cl_command_queue queue,
               int profiling)
{
    clfft_desc desc = {0};
    desc.rank = 1;
    desc.n[0] = o->n;
    desc.batch = o->batch;
    desc.kind = CLFFT_C2C;
    desc.precision = o->fp64 ? CLFFT_FP64 : CLFFT_FP32;
    desc.inplace = o->inplace;
    desc.effort = o->measure ? CLFFT_EFFORT_MEASURE : CLFFT_EFFORT_ESTIMATE;

    printf("== transform ==\n%s C2C, N=%zu, batch %zu, %s\n", o->fp64 ? "fp64" : "fp32", o->n,
           o->batch, o->inplace ? "in-place" : "out-of-place");

    clfft_plan *plan = NULL;
    double t0 = now_seconds();
    clfft_status st = clfft_plan_create(&plan, ctx, dev, &desc);
    double plan_s = now_seconds() - t0;
    if (st != CLFFT_OK) {
        report_failure("clfft_plan_create", st);
        /* 77 tells meson the test is skipped: fp64 is optional in OpenCL. */
        return st == CLFFT_ERR_NO_FP64 ? 77 : 1;
    }

    clfft_cache_stats stats;
    clfft_cache_get_stats(&stats);
    const char *cache_dir = clfft_cache_directory();
    printf("plan created in %.1f ms (programs: %lu built, %lu from disk cache, %lu from memory; "
           "disk cache: %s)\n",
           1e3 * plan_s, stats.builds, stats.disk_hits, stats.memory_hits,
           cache_dir[0] ? cache_dir : "off");
    const char *description = clfft_plan_describe(plan);
    printf("== plan ==\n%s%s", description,
           description[0] && description[strlen(description) - 1] == '\n' ? "" : "\n");
    printf("scratch: %zu bytes\n", clfft_plan_scratch_bytes(plan));

    int rc = 1;
    cl_mem in = NULL, out = NULL;
    void *host = NULL;
    test_signal signal = {0};
    size_t elem = o->fp64 ? 2 * sizeof(double) : 2 * sizeof(float);
    size_t data_bytes = o->n * o->batch * elem;
    size_t in_bytes = clfft_plan_input_bytes(plan), out_bytes = clfft_plan_output_bytes(plan);
    size_t buffer_bytes = in_bytes > data_bytes ? in_bytes : data_bytes;
    if (o->inplace && out_bytes > buffer_bytes)
        buffer_bytes = out_bytes;

    cl_int err = CL_SUCCESS;
    in = clCreateBuffer(ctx, CL_MEM_READ_WRITE, buffer_bytes, NULL, &err);
    if (err != CL_SUCCESS) {
        report_cl_failure("clCreateBuffer (input)", err);
        goto done;
    }
    if (o->inplace) {
        out = in;
        clRetainMemObject(out);
    } else {
        out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, out_bytes > data_bytes ? out_bytes : data_bytes,
                             NULL, &err);
        if (err != CL_SUCCESS) {
            report_cl_failure("clCreateBuffer (output)", err);
            goto done;
        }
    }

    host = calloc(1, data_bytes);
    if (host == NULL || test_signal_init(&signal, o->n) != 0) {
        report_failure("malloc", CLFFT_ERR_OUT_OF_HOST_MEMORY);
        goto done;
    }
    fill_input(&signal, o->batch, o->fp64, host);

    /* Accuracy first: the timing loop overwrites in-place data. */
    err = clEnqueueWriteBuffer(queue, in, CL_TRUE, 0, data_bytes, host, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        report_cl_failure("clEnqueueWriteBuffer", err);
        goto done;
    }
    if ((st = clfft_enqueue_forward(plan, queue, in, out, 0, NULL, NULL)) != CLFFT_OK) {
        report_failure("clfft_enqueue_forward", st);
        goto done;
    }
    memset(host, 0, data_bytes);
    err = clEnqueueReadBuffer(queue, out, CL_TRUE, 0, data_bytes, host, 0, NULL, NULL);
    if (err != CL_SUCCESS) {
        report_cl_failure("clEnqueueReadBuffer", err);
        goto done;
    }
    double error = relative_l2_error(&signal, o->batch, o->fp64, host);

    double wall_s = 0.0, device_s = -1.0;
    if (time_transforms(plan, queue, in, out, o, profiling, &wall_s, &device_s) != 0)
        goto done;

    /* 5 N log2 N: the conventional flop count of a complex FFT. */
    double flops = 5.0 * (double)o->n * log2((double)o->n) * (double)o->batch;
    printf("== results ==\n");
    printf("time per launch (%zu transforms), wall clock: %.3f us  (%.3g GFlop/s)\n", o->batch,
           1e6 * wall_s, flops / wall_s * 1e-9);
    if (device_s >= 0.0)
        printf("time per launch (%zu transforms), events:     %.3f us  (%.3g GFlop/s)\n",
               o->batch, 1e6 * device_s, device_s > 0.0 ? flops / device_s * 1e-9 : 0.0);
    else
        printf("time per launch, events: not measured (%s)\n",
               profiling ? "needs --iterations 2 or more" : "the queue cannot profile");
    printf("time per transform, wall clock: %.3f us\n", 1e6 * wall_s / (double)o->batch);
    printf("relative L2 error vs exact spectrum: %.3e (bound %.1e)\n", error, o->tolerance);

    if (!(error <= o->tolerance)) {
        fprintf(stderr, "clfft-example: error %.3e exceeds the bound %.1e\n", error, o->tolerance);
        goto done;
    }
    printf("OK\n");
    rc = 0;

done:
    test_signal_free(&signal);
    free(host);
    if (out != NULL)
        clReleaseMemObject(out);
    if (in != NULL)
        clReleaseMemObject(in);
    clfft_plan_destroy(plan);
    return rc;
}

int main(int argc, char **argv)
{
    options o;
    int rc = parse_options(argc, argv, &o);
    if (rc != 0)
        return rc;
    if (o.list)
        return cl_devices_list(stdout) > 0 ? 0 : 1;

    printf("libclfft %s\n", clfft_version_string());
    cl_device_id dev = NULL;
    char why[256];
    if (cl_devices_pick(o.device, &dev, why, sizeof why) != 0) {
        fprintf(stderr, "clfft-example: %s\n", why);
        return 1;
    }
    if (print_profile(dev) != 0)
        return 1;

    cl_int err = CL_SUCCESS;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return report_cl_failure("clCreateContext", err);

    cl_command_queue_properties supported = 0;
    clGetDeviceInfo(dev, CL_DEVICE_QUEUE_PROPERTIES, sizeof supported, &supported, NULL);
    int profiling = (supported & CL_QUEUE_PROFILING_ENABLE) != 0;
    cl_command_queue queue =
        clCreateCommandQueue(ctx, dev, profiling ? CL_QUEUE_PROFILING_ENABLE : 0, &err);
    if (err != CL_SUCCESS) {
        clReleaseContext(ctx);
        return report_cl_failure("clCreateCommandQueue", err);
    }

    rc = run(&o, dev, ctx, queue, profiling);

    clReleaseCommandQueue(queue);
    clReleaseContext(ctx);
    return rc;
}
