/* Per-kernel times of any OpenCL program, without changing it: an
 * LD_PRELOAD shim that turns on profiling in every command queue, keeps an
 * event of every clEnqueueNDRangeKernel and, at exit, writes one line per
 * distinct launch (kernel name, global and local size) with its count and
 * its mean and best time from the events' START/END.  Used to find which
 * step of a plan costs (libclfft's clfft-bench times whole transforms).
 * Launches are told apart by kernel object, name and sizes, so two plans'
 * kernels of one name and size get lines of their own (unless one plan's
 * kernel object is freed and its address reused by the next's).
 * Not built by meson.  On the GPU machine:
 *   gcc -O1 -shared -fPIC -o kernel_times.so bench/experiments/kernel_times.c -ldl
 *   KERNEL_TIMES_FILE=/tmp/k.txt LD_PRELOAD=$PWD/kernel_times.so \
 *       build/bench/clfft-bench --in-process --libs libclfft --no-verify ...
 * Lines come in the order of each launch's first run.  Profiling every
 * launch adds its own small cost (clfft-bench's figures with the shim were
 * within 1% of those without on an H200); compare kernels with one another.  Events pending beyond 1 << 16
 * between two clFinish calls are resolved in turns. */
#define _GNU_SOURCE
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { PENDING_MAX = 1 << 16, KEYS_MAX = 4096 };

typedef struct {
    cl_kernel kernel;
    char name[64];
    size_t gws[3], lws[3];
    unsigned long count;
    double total_us, best_us;
} launch_key;

typedef struct {
    cl_event event;
    int key;
} pending_launch;

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static launch_key keys[KEYS_MAX];
static int nkeys;
static pending_launch pending[PENDING_MAX];
static int npending;

static void *next_symbol(const char *name)
{
    void *f = dlsym(RTLD_NEXT, name);
    if (!f) {
        fprintf(stderr, "kernel_times: %s not found\n", name);
        abort();
    }
    return f;
}

/* Resolves every pending event into its key's totals (lock held). */
static void resolve_pending(void)
{
    for (int i = 0; i < npending; i++) {
        cl_ulong t0 = 0, t1 = 0;
        clWaitForEvents(1, &pending[i].event);
        if (clGetEventProfilingInfo(pending[i].event, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL) ==
                CL_SUCCESS &&
            clGetEventProfilingInfo(pending[i].event, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL) ==
                CL_SUCCESS) {
            launch_key *k = &keys[pending[i].key];
            double us = (double)(t1 - t0) / 1e3;
            k->count++;
            k->total_us += us;
            if (k->count == 1 || us < k->best_us)
                k->best_us = us;
        }
        clReleaseEvent(pending[i].event);
    }
    npending = 0;
}

static int find_key(cl_kernel kernel, cl_uint dims, const size_t *gws, const size_t *lws)
{
    launch_key k;
    memset(&k, 0, sizeof k);
    k.kernel = kernel;
    if (clGetKernelInfo(kernel, CL_KERNEL_FUNCTION_NAME, sizeof k.name - 1, k.name, NULL) != CL_SUCCESS)
        strcpy(k.name, "?");
    for (cl_uint d = 0; d < dims && d < 3; d++) {
        k.gws[d] = gws[d];
        k.lws[d] = lws ? lws[d] : 0;
    }
    for (int i = 0; i < nkeys; i++)
        if (keys[i].kernel == kernel && strcmp(keys[i].name, k.name) == 0 && memcmp(keys[i].gws, k.gws, sizeof k.gws) == 0 &&
            memcmp(keys[i].lws, k.lws, sizeof k.lws) == 0)
            return i;
    if (nkeys == KEYS_MAX)
        return -1;
    keys[nkeys] = k;
    return nkeys++;
}

cl_int clEnqueueNDRangeKernel(cl_command_queue queue, cl_kernel kernel, cl_uint dims, const size_t *offset,
                              const size_t *gws, const size_t *lws, cl_uint nwait, const cl_event *wait,
                              cl_event *event)
{
    static cl_int (*real)(cl_command_queue, cl_kernel, cl_uint, const size_t *, const size_t *,
                          const size_t *, cl_uint, const cl_event *, cl_event *);
    if (!real)
        real = next_symbol("clEnqueueNDRangeKernel");
    cl_event own = NULL;
    cl_int rc = real(queue, kernel, dims, offset, gws, lws, nwait, wait, &own);
    if (rc != CL_SUCCESS)
        return rc;
    if (event) {
        *event = own;
        clRetainEvent(own);
    }
    pthread_mutex_lock(&lock);
    int key = find_key(kernel, dims, gws, lws);
    if (key < 0) {
        clReleaseEvent(own);
    } else {
        if (npending == PENDING_MAX)
            resolve_pending();
        pending[npending].event = own;
        pending[npending].key = key;
        npending++;
    }
    pthread_mutex_unlock(&lock);
    return rc;
}

cl_command_queue clCreateCommandQueue(cl_context ctx, cl_device_id dev, cl_command_queue_properties props,
                                      cl_int *err)
{
    static cl_command_queue (*real)(cl_context, cl_device_id, cl_command_queue_properties, cl_int *);
    if (!real)
        real = next_symbol("clCreateCommandQueue");
    return real(ctx, dev, props | CL_QUEUE_PROFILING_ENABLE, err);
}

cl_command_queue clCreateCommandQueueWithProperties(cl_context ctx, cl_device_id dev,
                                                    const cl_queue_properties *props, cl_int *err)
{
    static cl_command_queue (*real)(cl_context, cl_device_id, const cl_queue_properties *, cl_int *);
    if (!real)
        real = next_symbol("clCreateCommandQueueWithProperties");
    cl_queue_properties mine[32];
    int n = 0, have = 0;
    for (int i = 0; props && props[i] && n < 28; i += 2) {
        mine[n] = props[i];
        mine[n + 1] = props[i + 1];
        if (props[i] == CL_QUEUE_PROPERTIES) {
            mine[n + 1] |= CL_QUEUE_PROFILING_ENABLE;
            have = 1;
        }
        n += 2;
    }
    if (!have) {
        mine[n++] = CL_QUEUE_PROPERTIES;
        mine[n++] = CL_QUEUE_PROFILING_ENABLE;
    }
    mine[n] = 0;
    return real(ctx, dev, mine, err);
}

cl_int clFinish(cl_command_queue queue)
{
    static cl_int (*real)(cl_command_queue);
    if (!real)
        real = next_symbol("clFinish");
    cl_int rc = real(queue);
    pthread_mutex_lock(&lock);
    resolve_pending();
    pthread_mutex_unlock(&lock);
    return rc;
}

__attribute__((destructor)) static void report(void)
{
    pthread_mutex_lock(&lock);
    resolve_pending();
    const char *path = getenv("KERNEL_TIMES_FILE");
    FILE *f = path ? fopen(path, "a") : stderr;
    if (!f)
        f = stderr;
    fprintf(f, "# kernel, global size, local size, launches, mean us, best us\n");
    for (int i = 0; i < nkeys; i++) {
        const launch_key *k = &keys[i];
        if (!k->count)
            continue;
        fprintf(f, "%s %zux%zux%zu %zux%zux%zu %lu %.2f %.2f\n", k->name, k->gws[0], k->gws[1], k->gws[2],
                k->lws[0], k->lws[1], k->lws[2], k->count, k->total_us / (double)k->count, k->best_us);
    }
    if (f != stderr)
        fclose(f);
    pthread_mutex_unlock(&lock);
}
