/* Does a batched multi-pass transform run faster when the batch is taken in
 * chunks small enough for the GPU's L2 cache?  Between the passes of one
 * chunk the intermediate (the plan's scratch, reused by every chunk) would
 * stay in L2, so DRAM sees the input read once and the output written once
 * instead of two round trips.  Not built by meson.  On the GPU machine,
 * after building the library into build/:
 *   gcc -O1 -o l2_chunks bench/experiments/l2_chunks.c -Iinclude -Lbuild -lclfft-ocl -lOpenCL
 *   LD_LIBRARY_PATH=build ./l2_chunks
 * Each line: N, precision, chunk elements (0: the whole batch in one
 * enqueue), queues, GB/s (2 x buffer bytes / time per full buffer, best of
 * three rounds of 5) and the largest difference from the unchunked result
 * relative to its largest magnitude.  The chunks are sub-buffers of one
 * pair of 2^27-element buffers and go through the public API, one plan per
 * queue (each plan has its own scratch). */
#include "experiment_gpu.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define TOTAL_ELEMS ((size_t)1 << 27)
#define ITERS 5

static clfft_plan *make_plan(cl_context ctx, cl_device_id dev, size_t n, size_t batch, int fp64)
{
    clfft_desc d;
    memset(&d, 0, sizeof d);
    d.rank = 1;
    d.n[0] = n;
    d.batch = batch;
    d.precision = fp64 ? CLFFT_FP64 : CLFFT_FP32;
    d.directions = CLFFT_FORWARD_ONLY;
    clfft_plan *p = NULL;
    if (clfft_plan_create(&p, ctx, dev, &d) != CLFFT_OK) {
        fprintf(stderr, "plan n=%zu batch=%zu: %s\n", n, batch, clfft_last_error());
        return NULL;
    }
    return p;
}

/* One full buffer: every chunk, alternating over the queues. */
static int run_once(clfft_plan **plans, cl_command_queue *queues, int nq, cl_mem *ins, cl_mem *outs, size_t nchunks)
{
    for (size_t c = 0; c < nchunks; c++)
        if (clfft_enqueue_forward(plans[c % nq], queues[c % nq], ins[c], outs[c], 0, NULL, NULL) != CLFFT_OK)
            return 1;
    return 0;
}

static double best_gbs(clfft_plan **plans, cl_command_queue *queues, int nq, cl_mem *ins, cl_mem *outs,
                       size_t nchunks, size_t bytes)
{
    double best = 1e30;
    if (run_once(plans, queues, nq, ins, outs, nchunks))
        return -1;
    for (int q = 0; q < nq; q++)
        clFinish(queues[q]);
    for (int round = 0; round < 3; round++) {
        double t0 = experiment_now_ms();
        for (int i = 0; i < ITERS; i++)
            if (run_once(plans, queues, nq, ins, outs, nchunks))
                return -1;
        for (int q = 0; q < nq; q++)
            clFinish(queues[q]);
        double t = (experiment_now_ms() - t0) / ITERS;
        if (t < best)
            best = t;
    }
    return 2.0 * bytes / (best * 1e6);
}

int main(void)
{
    cl_device_id dev;
    cl_context ctx;
    clfft_profile prof;
    if (!experiment_setup(&dev, &ctx, &prof))
        return 1;
    cl_ulong l2 = 0;
    cl_uint align_bits = 0;
    clGetDeviceInfo(dev, CL_DEVICE_GLOBAL_MEM_CACHE_SIZE, sizeof l2, &l2, NULL);
    clGetDeviceInfo(dev, CL_DEVICE_MEM_BASE_ADDR_ALIGN, sizeof align_bits, &align_bits, NULL);
    printf("# global mem cache %lu bytes, base align %u bits\n", (unsigned long)l2, align_bits);
    cl_command_queue queues[2];
    for (int q = 0; q < 2; q++)
        queues[q] = clCreateCommandQueue(ctx, dev, 0, NULL);

    struct { size_t n; int fp64; } cases[] = {
        {65536, 0}, {131072, 0}, {262144, 0}, {524288, 0}, {1 << 20, 0}, {1 << 21, 0}, {1 << 22, 0},
        {100000, 0}, {1000000, 0}, {65536, 1}, {1 << 20, 1},
    };
    const size_t chunk_elems[] = {1 << 19, 1 << 20, 1 << 21, 1 << 22, 1 << 23};
    for (size_t k = 0; k < sizeof cases / sizeof cases[0]; k++) {
        size_t n = cases[k].n, elem = cases[k].fp64 ? 16 : 8;
        size_t batch = TOTAL_ELEMS / n, bytes = batch * n * elem;
        float *host = malloc(bytes), *ref = malloc(bytes), *got = malloc(bytes);
        for (size_t i = 0; i < bytes / sizeof(float); i++)
            host[i] = cases[k].fp64 ? 0.0f : (float)rand() / RAND_MAX - 0.5f;
        if (cases[k].fp64)
            for (size_t i = 0; i < bytes / 8; i++)
                ((double *)host)[i] = (double)rand() / RAND_MAX - 0.5;
        cl_mem in = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, bytes, host, NULL);
        cl_mem out = clCreateBuffer(ctx, CL_MEM_READ_WRITE, bytes, NULL, NULL);
        clfft_plan *full = make_plan(ctx, dev, n, batch, cases[k].fp64);
        if (!full)
            return 1;
        double base = best_gbs(&full, queues, 1, &in, &out, 1, bytes);
        clEnqueueReadBuffer(queues[0], out, CL_TRUE, 0, bytes, ref, 0, NULL, NULL);
        printf("N=%zu %s chunk=0 q=1 %.0f GB/s\n", n, cases[k].fp64 ? "fp64" : "fp32", base);
        fflush(stdout);
        clfft_plan_destroy(full);
        for (size_t c = 0; c < sizeof chunk_elems / sizeof chunk_elems[0]; c++) {
            size_t per = chunk_elems[c] / n * n; /* whole transforms */
            if (per == 0 || per >= batch * n)
                continue;
            size_t nchunks = (batch * n + per - 1) / per;
            if (nchunks * per != batch * n)
                continue; /* keep it simple: equal chunks only */
            size_t cbytes = per * elem;
            if ((cbytes * 8) % align_bits)
                continue;
            cl_mem *ins = calloc(nchunks, sizeof *ins), *outs = calloc(nchunks, sizeof *outs);
            for (size_t i = 0; i < nchunks; i++) {
                cl_buffer_region r = {i * cbytes, cbytes};
                ins[i] = clCreateSubBuffer(in, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, NULL);
                outs[i] = clCreateSubBuffer(out, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &r, NULL);
            }
            clfft_plan *plans[2] = {make_plan(ctx, dev, n, per / n, cases[k].fp64),
                                    make_plan(ctx, dev, n, per / n, cases[k].fp64)};
            if (!plans[0] || !plans[1])
                return 1;
            for (int nq = 1; nq <= 2; nq++) {
                float zero = 0;
                clEnqueueFillBuffer(queues[0], out, &zero, sizeof zero, 0, bytes, 0, NULL, NULL);
                clFinish(queues[0]);
                double gbs = best_gbs(plans, queues, nq, ins, outs, nchunks, bytes);
                clEnqueueReadBuffer(queues[0], out, CL_TRUE, 0, bytes, got, 0, NULL, NULL);
                double maxdiff = 0, maxref = 0;
                size_t nf = bytes / sizeof(float);
                for (size_t i = 0; i < (cases[k].fp64 ? nf / 2 : nf); i++) {
                    double a = cases[k].fp64 ? ((double *)ref)[i] : ref[i];
                    double b = cases[k].fp64 ? ((double *)got)[i] : got[i];
                    if (fabs(a - b) > maxdiff)
                        maxdiff = fabs(a - b);
                    if (fabs(a) > maxref)
                        maxref = fabs(a);
                }
                printf("N=%zu %s chunk=%zu q=%d %.0f GB/s (x%.2f) diff %.1e\n", n, cases[k].fp64 ? "fp64" : "fp32",
                       per, nq, gbs, gbs / base, maxdiff / maxref);
                fflush(stdout);
            }
            clfft_plan_destroy(plans[0]);
            clfft_plan_destroy(plans[1]);
            for (size_t i = 0; i < nchunks; i++) {
                clReleaseMemObject(ins[i]);
                clReleaseMemObject(outs[i]);
            }
            free(ins);
            free(outs);
        }
        clReleaseMemObject(in);
        clReleaseMemObject(out);
        free(host);
        free(ref);
        free(got);
    }
    return 0;
}
