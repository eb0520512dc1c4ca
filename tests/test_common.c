/* Shared fixture and helpers of the libclfft test suite (see test_common.h). */
#include "test_common.h"

#include <dirent.h>
#include <errno.h>
#include <float.h>
#include <math.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include <fftw3.h>

tc_env tc;

/* FFTW's planner is not thread-safe; execution is. */
static pthread_mutex_t fftw_lock = PTHREAD_MUTEX_INITIALIZER;

/* ---- files ---- */

static void remove_tree_contents(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d)
        return;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode)) {
            remove_tree_contents(path);
            rmdir(path);
        } else {
            unlink(path);
        }
    }
    closedir(d);
}

static void mkdir_p(const char *dir)
{
    char tmp[4096];
    snprintf(tmp, sizeof tmp, "%s", dir);
    for (char *p = tmp + 1; *p; p++) {
        if (*p == '/') {
            *p = '\0';
            mkdir(tmp, 0777);
            *p = '/';
        }
    }
    mkdir(tmp, 0700);
}

void tc_empty_dir(const char *dir)
{
    if (!dir || !*dir)
        return;
    mkdir_p(dir);
    /* The disk cache refuses directories that group or others may write
     * (whatever the umask made of them) */
    chmod(dir, 0700);
    remove_tree_contents(dir);
}

static int count_files_in(const char *dir, const char *suffix, int depth)
{
    DIR *d = opendir(dir);
    if (!d)
        return 0;
    int count = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        struct stat st;
        if (lstat(path, &st) != 0)
            continue;
        if (S_ISDIR(st.st_mode) && depth > 0) {
            count += count_files_in(path, suffix, depth - 1);
        } else if (S_ISREG(st.st_mode)) {
            size_t ln = strlen(e->d_name), ls = suffix ? strlen(suffix) : 0;
            if (!suffix || (ln >= ls && !strcmp(e->d_name + ln - ls, suffix)))
                count++;
        }
    }
    closedir(d);
    return count;
}

int tc_count_files(const char *dir, const char *suffix)
{
    return count_files_in(dir, suffix, 2);
}

char *tc_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    long size = -1;
    if (fseek(f, 0, SEEK_END) == 0)
        size = ftell(f);
    char *buf = size >= 0 && fseek(f, 0, SEEK_SET) == 0 ? malloc((size_t)size + 1) : NULL;
    if (buf && fread(buf, 1, (size_t)size, f) != (size_t)size) {
        free(buf);
        buf = NULL;
    }
    if (buf)
        buf[size] = '\0';
    fclose(f);
    return buf;
}

/* ---- fixture ---- */

void tc_init(void)
{
    memset(&tc, 0, sizeof tc);
    /* Fresh caches: compile times must be real and the user's ~/.cache untouched. */
    const char *cache = getenv("CLFFT_CACHE_DIR");
    if (!cache || !*cache) {
        fprintf(stderr, "CLFFT_CACHE_DIR is not set: refusing to run against the user's cache\n");
        exit(1);
    }
    tc_empty_dir(cache);
    /* pocl's own kernel cache: the suite sets it under the build directory
     * so that pocl's compile times are real too and ~/.cache is untouched. */
    const char *pocl = getenv("POCL_CACHE_DIR");
    if (pocl && *pocl)
        tc_empty_dir(pocl);
    const char *dump = getenv("CLFFT_DUMP_DIR");
    if (dump && *dump)
        tc_empty_dir(dump);

    cl_uint np = 0;
    if (clGetPlatformIDs(0, NULL, &np) != CL_SUCCESS || np == 0) {
        fprintf(stderr, "no OpenCL platform\n");
        exit(1);
    }
    cl_platform_id plats[16];
    if (np > 16)
        np = 16;
    clGetPlatformIDs(np, plats, NULL);
    unsigned want_p = 0, want_d = 0;
    const char *sel = getenv("CLFFT_TEST_DEVICE");
    if (sel && sscanf(sel, "%u:%u", &want_p, &want_d) != 2)
        want_p = want_d = 0;
    if (want_p >= np) {
        fprintf(stderr, "CLFFT_TEST_DEVICE: no platform %u\n", want_p);
        exit(1);
    }
    tc.platform = plats[want_p];
    cl_uint nd = 0;
    if (clGetDeviceIDs(tc.platform, CL_DEVICE_TYPE_ALL, 0, NULL, &nd) != CL_SUCCESS || nd == 0 ||
        want_d >= nd) {
        fprintf(stderr, "no OpenCL device\n");
        exit(1);
    }
    cl_device_id devs[16];
    if (nd > 16)
        nd = 16;
    clGetDeviceIDs(tc.platform, CL_DEVICE_TYPE_ALL, nd, devs, NULL);
    tc.device = devs[want_d];
    clGetDeviceInfo(tc.device, CL_DEVICE_NAME, sizeof tc.device_name, tc.device_name, NULL);
    char ext[8192] = "";
    clGetDeviceInfo(tc.device, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL);
    cl_device_fp_config fp64 = 0;
    clGetDeviceInfo(tc.device, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp64, &fp64, NULL);
    tc.has_fp64 = strstr(ext, "cl_khr_fp64") != NULL || strstr(ext, "cl_amd_fp64") != NULL;
    cl_int err;
    tc.ctx = clCreateContext(NULL, 1, &tc.device, NULL, NULL, &err);
    if (!tc.ctx) {
        fprintf(stderr, "clCreateContext: %d\n", err);
        exit(1);
    }
    tc.queue = clCreateCommandQueue(tc.ctx, tc.device, 0, &err);
    if (!tc.queue) {
        fprintf(stderr, "clCreateCommandQueue: %d\n", err);
        exit(1);
    }
    printf("# device: %s (fp64: %s), cache dir: %s\n", tc.device_name, tc.has_fp64 ? "yes" : "no",
           cache);
}

void tc_shutdown(void)
{
    if (tc.queue)
        clReleaseCommandQueue(tc.queue);
    if (tc.ctx)
        clReleaseContext(tc.ctx);
    memset(&tc, 0, sizeof tc);
}

/* ---- random ---- */

static _Thread_local uint64_t rng_state = 0x9E3779B97F4A7C15ull;

void tc_seed(uint64_t seed)
{
    rng_state = seed ? seed : 0x9E3779B97F4A7C15ull;
}

double tc_rand(void)
{
    uint64_t x = rng_state;
    x ^= x << 13;
    x ^= x >> 7;
    x ^= x << 17;
    rng_state = x;
    /* 24 random bits: exactly representable in float and double. */
    return (double)(int64_t)((x >> 40) & 0xFFFFFF) / (double)(1 << 23) - 1.0;
}

/* ---- poison ---- */

void tc_poison_buffer(cl_command_queue q, cl_mem buf, size_t bytes)
{
    cl_uint pattern = TC_POISON_WORD;
    /* clEnqueueFillBuffer needs size to be a multiple of the pattern size. */
    size_t whole = bytes / 4 * 4;
    if (whole)
        TC_CL(clEnqueueFillBuffer(q, buf, &pattern, sizeof pattern, 0, whole, 0, NULL, NULL));
    if (bytes > whole) {
        unsigned char tail[4];
        memcpy(tail, &pattern, 4);
        TC_CL(clEnqueueWriteBuffer(q, buf, CL_TRUE, whole, bytes - whole, tail, 0, NULL, NULL));
    }
    TC_CL(clFinish(q));
}

void tc_poison_host(void *p, size_t bytes)
{
    uint32_t w = TC_POISON_WORD;
    unsigned char *c = p;
    for (size_t i = 0; i < bytes; i++)
        c[i] = ((const unsigned char *)&w)[i % 4];
}

int tc_is_poison(const void *p, size_t bytes)
{
    uint32_t w = TC_POISON_WORD;
    const unsigned char *c = p;
    for (size_t i = 0; i < bytes; i++)
        if (c[i] != ((const unsigned char *)&w)[i % 4])
            return 0;
    return 1;
}

/* ---- buffers ---- */

cl_mem tc_buffer(cl_context ctx, size_t bytes)
{
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes ? bytes : 1, NULL, &err);
    if (!m)
        fail_msg("clCreateBuffer(%zu) failed: %d", bytes, (int)err);
    return m;
}

void tc_write(cl_command_queue q, cl_mem buf, size_t offset, size_t bytes, const void *src)
{
    TC_CL(clEnqueueWriteBuffer(q, buf, CL_TRUE, offset, bytes, src, 0, NULL, NULL));
}

void tc_read(cl_command_queue q, cl_mem buf, size_t offset, size_t bytes, void *dst)
{
    TC_CL(clEnqueueReadBuffer(q, buf, CL_TRUE, offset, bytes, dst, 0, NULL, NULL));
}

/* ---- accuracy ---- */

/* The bound.  A radix-r Stockham FFT of length N = prod r_i has a worst-case
 * relative error growing like eps * sum_i c(r_i) where c(r) is the error of
 * one radix-r butterfly plus twiddle multiply (about log2 r + 1 roundings
 * for the rotations, twiddles rounded once from long double); for random
 * data the errors add in quadrature and the observed error of a correct FFT
 * is about 0.3..1 * eps * sqrt(log2 N).  C = 4 in C * eps * log2 N leaves
 * room for the worst case of direct odd-prime butterflies (radix 13 is ~3.7
 * bits of "log2" but ~12 products summed) while an indexing, twiddle or
 * precision bug (fp64 computed in fp32, a twiddle wrong by one ulp of the
 * angle's index, ...) gives errors far above it: a single wrong element of
 * N is ~1/sqrt(N), which stays far above C * eps * log2 N up to N = 2^24 in
 * fp64 and about 2^16 in fp32 (the NaN poison and the gap checks cover
 * unwritten elements at every size).  The floor max(log2 N, 2) keeps N = 1,
 * 2, 3 from being held to less than 8 eps, which would be testing rounding
 * of the input, not the FFT. */
double tc_bound(clfft_precision prec, size_t n)
{
    double eps = prec == CLFFT_FP64 ? DBL_EPSILON : FLT_EPSILON;
    double l = n > 1 ? log2((double)n) : 0.0;
    if (l < 2.0)
        l = 2.0;
    return 4.0 * eps * l;
}

void tc_case_desc(const tc_case *c, clfft_desc *d)
{
    memset(d, 0, sizeof *d);
    d->rank = 1;
    d->n[0] = c->n;
    d->batch = c->batch;
    d->kind = CLFFT_C2C;
    d->precision = c->prec;
    d->inplace = c->inplace;
    d->istride[0] = c->istride;
    d->ostride[0] = c->ostride;
    d->idist = c->idist;
    d->odist = c->odist;
    d->ioffset = c->ioffset;
    d->ooffset = c->ooffset;
    d->forward_scale = c->fscale;
    d->backward_scale = c->bscale;
}

/* Effective layout: the defaults of clfft.h (packed). */
typedef struct layout {
    size_t n, batch, stride, dist, offset, elems;
} layout;

static layout make_layout(size_t n, size_t batch, size_t stride, size_t dist, size_t offset)
{
    layout l;
    l.n = n;
    l.batch = batch ? batch : 1;
    l.stride = stride ? stride : 1;
    l.dist = dist ? dist : n * l.stride;
    l.offset = offset;
    l.elems = offset + (l.batch - 1) * l.dist + (n - 1) * l.stride + 1;
    return l;
}

static size_t lidx(const layout *l, size_t b, size_t k)
{
    return l->offset + b * l->dist + k * l->stride;
}

static long double get_c(const void *buf, clfft_precision prec, size_t e, int im)
{
    if (prec == CLFFT_FP64)
        return ((const double *)buf)[2 * e + (size_t)im];
    return ((const float *)buf)[2 * e + (size_t)im];
}

static void set_c(void *buf, clfft_precision prec, size_t e, long double re, long double im)
{
    if (prec == CLFFT_FP64) {
        ((double *)buf)[2 * e] = (double)re;
        ((double *)buf)[2 * e + 1] = (double)im;
    } else {
        ((float *)buf)[2 * e] = (float)re;
        ((float *)buf)[2 * e + 1] = (float)im;
    }
}

/* ref[b*n + k] = scale * DFT(x)[b][k] with the given sign (in place on ref). */
static void reference(fftwl_complex *ref, size_t n, size_t batch, int sign, long double scale)
{
    pthread_mutex_lock(&fftw_lock);
    int nn = (int)n;
    fftwl_plan p = fftwl_plan_many_dft(1, &nn, (int)batch, ref, NULL, 1, (int)n, ref, NULL, 1,
                                       (int)n, sign, FFTW_ESTIMATE);
    pthread_mutex_unlock(&fftw_lock);
    if (!p)
        fail_msg("fftwl_plan_many_dft(n=%zu, batch=%zu) failed", n, batch);
    fftwl_execute(p);
    pthread_mutex_lock(&fftw_lock);
    fftwl_destroy_plan(p);
    pthread_mutex_unlock(&fftw_lock);
    if (scale != 1.0L)
        for (size_t i = 0; i < n * batch; i++) {
            ref[i][0] *= scale;
            ref[i][1] *= scale;
        }
}

/* Worst relative L2 error over the batch entries of y (device layout) vs
 * ref (packed).  NaN anywhere gives NaN (which fails every <= check). */
static double rel_error(const void *y, clfft_precision prec, const layout *l,
                        fftwl_complex *ref)
{
    double worst = 0.0;
    for (size_t b = 0; b < l->batch; b++) {
        long double num = 0, den = 0;
        for (size_t k = 0; k < l->n; k++) {
            size_t e = lidx(l, b, k);
            long double dr = get_c(y, prec, e, 0) - ref[b * l->n + k][0];
            long double di = get_c(y, prec, e, 1) - ref[b * l->n + k][1];
            num += dr * dr + di * di;
            den += ref[b * l->n + k][0] * ref[b * l->n + k][0] +
                   ref[b * l->n + k][1] * ref[b * l->n + k][1];
        }
        double e = den > 0 ? (double)sqrtl(num / den) : (double)sqrtl(num);
        if (isnan(e))
            return NAN;
        if (e > worst)
            worst = e;
    }
    return worst;
}

/* 1 when every element of buf outside the layout's elements is poison. */
static int gaps_are_poison(const void *buf, size_t es, const layout *l)
{
    unsigned char *mask = calloc(l->elems, 1);
    if (!mask)
        fail_msg("out of host memory");
    for (size_t b = 0; b < l->batch; b++)
        for (size_t k = 0; k < l->n; k++)
            mask[lidx(l, b, k)] = 1;
    int ok = 1;
    for (size_t e = 0; e < l->elems && ok; e++)
        if (!mask[e] && !tc_is_poison((const unsigned char *)buf + e * es, es))
            ok = 0;
    free(mask);
    return ok;
}

static void note(tc_result *r, const char *fmt, ...)
{
    if (r->what[0])
        return;
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(r->what, sizeof r->what, fmt, ap);
    va_end(ap);
}

static clfft_status run_dir(clfft_plan *plan, cl_command_queue q, int forward, cl_mem in,
                            cl_mem out)
{
    cl_event done = NULL;
    clfft_status st = forward ? clfft_enqueue_forward(plan, q, in, out, 0, NULL, &done)
                              : clfft_enqueue_backward(plan, q, in, out, 0, NULL, &done);
    if (st != CLFFT_OK)
        return st;
    if (!done)
        return CLFFT_ERR_INVALID_WAIT_LIST; /* reported by the caller as "no done event" */
    TC_CL(clWaitForEvents(1, &done));
    cl_int es = 1;
    TC_CL(clGetEventInfo(done, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof es, &es, NULL));
    clReleaseEvent(done);
    return es == CL_COMPLETE ? CLFFT_OK : CLFFT_ERR_OPENCL;
}

clfft_status tc_profile(const char *spec, clfft_profile *prof)
{
    clfft_status st = clfft_profile_preset("generic", prof);
    return st == CLFFT_OK ? clfft_profile_override(prof, spec) : st;
}

int tc_refused_on_this_device(const clfft_profile *prof, clfft_status st, const char *what)
{
    cl_ulong local = 0;
    if (st != CLFFT_ERR_INVALID_PROFILE ||
        clGetDeviceInfo(tc.device, CL_DEVICE_LOCAL_MEM_SIZE, sizeof local, &local, NULL) != CL_SUCCESS ||
        prof->local_mem_bytes <= local || !strstr(clfft_last_error(), "bytes of local memory and the device has"))
        return 0;
    print_message("note: %s not run on this device: %s\n", what, clfft_last_error());
    return 1;
}

int tc_run_case(const tc_case *c, clfft_plan *plan, tc_result *r)
{
    memset(r, 0, sizeof *r);
    r->gaps_ok = r->input_ok = 1;
    cl_command_queue q = c->queue ? c->queue : tc.queue;
    const size_t n = c->n, batch = c->batch ? c->batch : 1;
    const size_t es = c->prec == CLFFT_FP64 ? 16 : 8;
    const long double fs = c->fscale != 0 ? c->fscale : 1.0L;
    const long double bs = c->bscale != 0 ? c->bscale : 1.0L;
    r->bound = tc_bound(c->prec, n);

    clfft_desc d;
    tc_case_desc(c, &d);
    clfft_plan *own = NULL;
    if (!plan) {
        clfft_status st;
        if (c->profile) {
            clfft_profile prof;
            st = tc_profile(c->profile, &prof);
            if (st == CLFFT_OK)
                st = clfft_plan_create_with_profile(&own, tc.ctx, tc.device, &d, &prof);
        } else {
            st = clfft_plan_create(&own, tc.ctx, tc.device, &d);
        }
        if (st != CLFFT_OK) {
            r->status = st;
            note(r, "plan creation: %s [%s]", clfft_status_string(st), clfft_last_error());
            return 0;
        }
        plan = own;
    }

    layout li = make_layout(n, batch, c->istride, c->idist, c->ioffset);
    layout lo = c->inplace ? make_layout(n, batch, c->istride, c->idist, c->ioffset)
                           : make_layout(n, batch, c->ostride, c->odist, c->ooffset);
    size_t in_bytes = li.elems * es, out_bytes = lo.elems * es;
    size_t buf_bytes = c->inplace ? (in_bytes > out_bytes ? in_bytes : out_bytes) : in_bytes;

    /* Host input: random logical elements, poison in the gaps (a plan that
     * reads a gap turns its output into NaN). */
    void *x = malloc(buf_bytes), *y = malloc(c->inplace ? buf_bytes : out_bytes);
    void *xback = malloc(buf_bytes);
    fftwl_complex *ref = fftwl_malloc(sizeof(fftwl_complex) * n * batch);
    if (!x || !y || !xback || !ref)
        fail_msg("out of host memory (n=%zu batch=%zu)", n, batch);
    tc_poison_host(x, buf_bytes);
    tc_seed(0x1234567ull + n * 7919u + batch);
    for (size_t b = 0; b < batch; b++)
        for (size_t k = 0; k < n; k++)
            set_c(x, c->prec, lidx(&li, b, k), tc_rand(), tc_rand());

    cl_mem bin = tc_buffer(tc.ctx, buf_bytes);
    cl_mem bout = c->inplace ? bin : tc_buffer(tc.ctx, out_bytes);
    const layout *ly = c->inplace ? &li : &lo;
    size_t y_bytes = c->inplace ? buf_bytes : out_bytes;

    for (int dir = 0; dir < 3; dir++) { /* 0 forward, 1 backward, 2 round trip */
        int forward = dir == 0;
        if (dir < 2) {
            tc_write(q, bin, 0, buf_bytes, x);
        } else {
            /* Forward output (still in y from dir 0 recomputed below) moved into
             * the input layout. */
            void *fw = xback; /* reuse as staging */
            tc_poison_host(fw, buf_bytes);
            for (size_t b = 0; b < batch; b++)
                for (size_t k = 0; k < n; k++) {
                    size_t e = lidx(ly, b, k);
                    set_c(fw, c->prec, lidx(&li, b, k), get_c(y, c->prec, e, 0),
                          get_c(y, c->prec, e, 1));
                }
            tc_write(q, bin, 0, buf_bytes, fw);
        }
        if (!c->inplace)
            tc_poison_buffer(q, bout, out_bytes);
        clfft_status st = run_dir(plan, q, forward, bin, c->inplace ? bin : bout);
        if (st != CLFFT_OK) {
            r->status = st;
            note(r, "%s enqueue: %s [%s]", forward ? "forward" : "backward",
                 clfft_status_string(st), clfft_last_error());
            break;
        }
        void *got = dir == 0 ? y : malloc(y_bytes);
        if (!got)
            fail_msg("out of host memory");
        tc_read(q, bout, 0, y_bytes, got);
        if (!c->inplace && !gaps_are_poison(got, es, &lo)) {
            r->gaps_ok = 0;
            note(r, "%s wrote output elements outside the layout", forward ? "forward" : "backward");
        }
        if (c->inplace && !gaps_are_poison(got, es, &li)) {
            r->gaps_ok = 0;
            note(r, "in-place %s changed elements between the layout's elements",
                 forward ? "forward" : "backward");
        }
        if (!c->inplace && dir < 2) {
            tc_read(q, bin, 0, buf_bytes, xback);
            if (memcmp(xback, x, buf_bytes) != 0) {
                r->input_ok = 0;
                note(r, "out-of-place %s modified its input", forward ? "forward" : "backward");
            }
        }
        /* Reference */
        if (dir < 2) {
            for (size_t b = 0; b < batch; b++)
                for (size_t k = 0; k < n; k++) {
                    size_t e = lidx(&li, b, k);
                    ref[b * n + k][0] = get_c(x, c->prec, e, 0);
                    ref[b * n + k][1] = get_c(x, c->prec, e, 1);
                }
            reference(ref, n, batch, forward ? FFTW_FORWARD : FFTW_BACKWARD, forward ? fs : bs);
            double err = rel_error(got, c->prec, ly, ref);
            if (forward)
                r->err_fwd = err;
            else
                r->err_bwd = err;
            if (!(err <= r->bound))
                note(r, "%s error %.3g > bound %.3g", forward ? "forward" : "backward", err,
                     r->bound);
            if (dir == 1)
                free(got);
        } else {
            long double s = (long double)n * fs * bs;
            for (size_t b = 0; b < batch; b++)
                for (size_t k = 0; k < n; k++) {
                    size_t e = lidx(&li, b, k);
                    ref[b * n + k][0] = s * get_c(x, c->prec, e, 0);
                    ref[b * n + k][1] = s * get_c(x, c->prec, e, 1);
                }
            double err = rel_error(got, c->prec, ly, ref);
            r->err_rt = err;
            /* Two transforms: their errors add. */
            if (!(err <= 2 * r->bound))
                note(r, "round-trip error %.3g > bound %.3g", err, 2 * r->bound);
            free(got);
        }
    }

    clReleaseMemObject(bin);
    if (!c->inplace)
        clReleaseMemObject(bout);
    free(x);
    free(y);
    free(xback);
    fftwl_free(ref);
    clfft_plan_destroy(own);
    return r->what[0] == '\0';
}

static void case_name(const tc_case *c, char *buf, size_t size)
{
    snprintf(buf, size,
             "n=%zu batch=%zu %s %s is=%zu os=%zu id=%zu od=%zu io=%zu oo=%zu fs=%g bs=%g%s%s",
             c->n, c->batch ? c->batch : 1, c->prec == CLFFT_FP64 ? "fp64" : "fp32",
             c->inplace ? "in-place" : "out-of-place", c->istride, c->ostride, c->idist, c->odist,
             c->ioffset, c->ooffset, c->fscale, c->bscale, c->profile ? " profile=" : "",
             c->profile ? c->profile : "");
}

double tc_worst_ratio;

double tc_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

void tc_report_time(const char *name, double since)
{
    if (getenv("CLFFT_TEST_TIMES"))
        printf("time %7.2f s %s\n", tc_seconds() - since, name);
}

int tc_check_case(const tc_case *c, clfft_plan *plan)
{
    tc_result r;
    double t0 = tc_seconds();
    int ok = tc_run_case(c, plan, &r);
    if (ok) {
        double ratio = r.err_fwd / r.bound;
        if (r.err_bwd / r.bound > ratio)
            ratio = r.err_bwd / r.bound;
        if (r.err_rt / (2 * r.bound) > ratio)
            ratio = r.err_rt / (2 * r.bound);
        if (ratio > tc_worst_ratio)
            tc_worst_ratio = ratio;
    }
    char name[512];
    case_name(c, name, sizeof name);
    if (!ok)
        print_error("FAIL %s: %s (fwd %.3g bwd %.3g rt %.3g bound %.3g)\n", name, r.what,
                    r.err_fwd, r.err_bwd, r.err_rt, r.bound);
    else if (getenv("CLFFT_TEST_VERBOSE"))
        printf("ok   %s: fwd %.3g bwd %.3g rt %.3g bound %.3g\n", name, r.err_fwd, r.err_bwd,
               r.err_rt, r.bound);
    tc_report_time(name, t0);
    return ok;
}

void tc_run_table(const tc_case *cases, size_t count)
{
    size_t failures = 0, ran = 0;
    for (size_t i = 0; i < count; i++) {
        if (cases[i].prec == CLFFT_FP64 && !tc.has_fp64)
            continue;
        ran++;
        if (!tc_check_case(&cases[i], NULL))
            failures++;
    }
    if (failures)
        fail_msg("%zu of %zu cases failed", failures, ran);
}

int tc_is_smooth(size_t n)
{
    if (n == 0)
        return 0;
    static const size_t primes[] = {2, 3, 5, 7, 11, 13};
    for (size_t i = 0; i < 6; i++)
        while (n % primes[i] == 0)
            n /= primes[i];
    return n == 1;
}

size_t tc_smooth_lengths(size_t limit, size_t **out)
{
    size_t count = 0;
    size_t *v = malloc(sizeof *v * (limit + 1));
    if (!v)
        fail_msg("out of host memory");
    for (size_t n = 1; n <= limit; n++)
        if (tc_is_smooth(n))
            v[count++] = n;
    *out = v;
    return count;
}

size_t tc_slice_index = 0, tc_slice_count = 1;

int tc_in_slice(size_t row)
{
    return row % tc_slice_count == tc_slice_index;
}

int tc_main(int argc, char **argv, const tc_group *groups, size_t ngroups)
{
    if (argc > 2 && (sscanf(argv[2], "%zu/%zu", &tc_slice_index, &tc_slice_count) != 2 ||
                     tc_slice_count == 0 || tc_slice_index >= tc_slice_count)) {
        fprintf(stderr, "bad slice %s (want i/m)\n", argv[2]);
        return 1;
    }
    tc_init();
    int rc = 0, ran = 0;
    for (size_t g = 0; g < ngroups; g++) {
        if (argc > 1 && strcmp(argv[1], groups[g].name) != 0)
            continue;
        ran++;
        rc |= _cmocka_run_group_tests(groups[g].name, groups[g].tests, groups[g].count, NULL,
                                      NULL);
    }
    tc_shutdown();
    if (!ran) {
        fprintf(stderr, "unknown group %s\n", argc > 1 ? argv[1] : "");
        return 1;
    }
    return rc;
}

double tc_packed_error(clfft_precision prec, size_t n, size_t batch, const void *x, const void *y,
                       int forward)
{
    batch = batch ? batch : 1;
    fftwl_complex *ref = fftwl_malloc(sizeof(fftwl_complex) * n * batch);
    if (!ref)
        fail_msg("out of host memory");
    for (size_t i = 0; i < n * batch; i++) {
        ref[i][0] = get_c(x, prec, i, 0);
        ref[i][1] = get_c(x, prec, i, 1);
    }
    reference(ref, n, batch, forward ? FFTW_FORWARD : FFTW_BACKWARD, 1.0L);
    layout l = make_layout(n, batch, 1, 0, 0);
    double err = rel_error(y, prec, &l, ref);
    fftwl_free(ref);
    return err;
}

void *tc_random_packed(clfft_precision prec, size_t elems, uint64_t seed)
{
    size_t es = prec == CLFFT_FP64 ? 16 : 8;
    void *x = malloc(elems * es);
    if (!x)
        fail_msg("out of host memory");
    tc_seed(seed);
    for (size_t i = 0; i < elems; i++)
        set_c(x, prec, i, tc_rand(), tc_rand());
    return x;
}

clfft_plan *tc_make_plan(size_t n, clfft_precision prec)
{
    clfft_desc d;
    tc_case c = {.n = n, .prec = prec};
    tc_case_desc(&c, &d);
    clfft_plan *plan = NULL;
    clfft_status st = clfft_plan_create(&plan, tc.ctx, tc.device, &d);
    if (st != CLFFT_OK)
        fail_msg("plan n=%zu: %s [%s]", n, clfft_status_string(st), clfft_last_error());
    return plan;
}
