/* cuFFT as a peer (built only when the CUDA toolkit is found).  cuFFT cannot
 * read OpenCL buffers, so it keeps its own device copies of the input and
 * output, filled from the host input by prepare; it runs on the current CUDA
 * device (0 unless CUDA_VISIBLE_DEVICES says otherwise), which on a
 * one-GPU machine is the GPU the OpenCL peers use.  Launches are timed with
 * CUDA events, the CUDA analogue of "K launches then clFinish". */
#include "peer.h"

#include <cuda_runtime.h>
#include <cufft.h>

#include <stdio.h>
#include <stdlib.h>

typedef struct cufft_peer_plan {
    cufftHandle plan;
    int fp64;
    bench_kind kind;
    size_t in_bytes, out_bytes; /* one batch */
} cufft_peer_plan;

/* Device buffers shared by all plans, grown on demand: allocating 2 GiB per
 * size would dominate the sweep's run time. */
static void *dev_in, *dev_out;
static size_t dev_bytes;

static void cufft_peer_version(char *buf, size_t size)
{
    int lib = 0, rt = 0;
    cufftGetVersion(&lib);
    cudaRuntimeGetVersion(&rt);
    snprintf(buf, size, "cuFFT %d, CUDA runtime %d.%d", lib, rt / 1000, (rt % 1000) / 10);
}

/* cuFFT runs on the current CUDA device, which is the OpenCL device only
 * when that one is NVIDIA's (the bench's other libraries share one device). */
static int cufft_peer_available(const peer_env *env, char *why, size_t why_size)
{
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 1) {
        snprintf(why, why_size, "no CUDA device");
        return 0;
    }
    cl_uint vendor = 0;
    if (clGetDeviceInfo(env->dev, CL_DEVICE_VENDOR_ID, sizeof vendor, &vendor, NULL) != CL_SUCCESS ||
        vendor != 0x10DE) {
        snprintf(why, why_size, "the OpenCL device is not an NVIDIA GPU");
        return 0;
    }
    return 1;
}

static int ensure_device_buffers(size_t bytes)
{
    if (bytes <= dev_bytes)
        return 0;
    cudaFree(dev_in);
    cudaFree(dev_out);
    dev_in = dev_out = NULL;
    dev_bytes = 0;
    if (cudaMalloc(&dev_in, bytes) != cudaSuccess || cudaMalloc(&dev_out, bytes) != cudaSuccess) {
        cudaFree(dev_in);
        dev_in = NULL;
        return 1;
    }
    dev_bytes = bytes;
    return 0;
}

static int cufft_peer_init(const peer_env *env, const peer_plan_request *req, void **handle,
                           char *why, size_t why_size)
{
    (void)env;
    cufft_peer_plan *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(why, why_size, "out of host memory");
        return 1;
    }
    p->fp64 = req->fp64;
    p->kind = req->kind;
    p->in_bytes = peer_request_in_bytes(req);
    p->out_bytes = peer_request_out_bytes(req);
    /* cuFFT's n[] is row-major like ours; NULL embeds mean packed layouts,
     * the half spectrum on the fastest axis for real kinds (the distances
     * are then implied). */
    long long n[3];
    for (int i = 0; i < req->shape.rank; i++)
        n[i] = (long long)req->shape.n[i];
    cufftType type = req->kind == BENCH_R2C ? (req->fp64 ? CUFFT_D2Z : CUFFT_R2C)
                   : req->kind == BENCH_C2R ? (req->fp64 ? CUFFT_Z2D : CUFFT_C2R)
                                            : (req->fp64 ? CUFFT_Z2Z : CUFFT_C2C);
    size_t work = 0;
    cufftResult r = cufftCreate(&p->plan);
    if (r == CUFFT_SUCCESS) {
        r = cufftMakePlanMany64(p->plan, req->shape.rank, n, NULL, 1, 0, NULL, 1, 0, type,
                                (long long)req->batch, &work);
        if (r != CUFFT_SUCCESS)
            cufftDestroy(p->plan);
    }
    if (r != CUFFT_SUCCESS) {
        snprintf(why, why_size, "cufftMakePlanMany64: cufftResult %d", (int)r);
        free(p);
        return 1;
    }
    *handle = p;
    return 0;
}

static int cufft_peer_prepare(void *handle, const peer_env *env, const void *host, size_t bytes)
{
    (void)env;
    cufft_peer_plan *p = handle;
    if (ensure_device_buffers(p->in_bytes > p->out_bytes ? p->in_bytes : p->out_bytes))
        return 1;
    if (bytes > p->in_bytes)
        bytes = p->in_bytes;
    return cudaMemcpy(dev_in, host, bytes, cudaMemcpyHostToDevice) != cudaSuccess;
}

static int cufft_peer_run(void *handle, const peer_env *env)
{
    (void)env;
    cufft_peer_plan *p = handle;
    cufftResult r;
    switch (p->kind) {
    case BENCH_R2C:
        r = p->fp64 ? cufftExecD2Z(p->plan, dev_in, dev_out) : cufftExecR2C(p->plan, dev_in, dev_out);
        break;
    case BENCH_C2R:
        r = p->fp64 ? cufftExecZ2D(p->plan, dev_in, dev_out) : cufftExecC2R(p->plan, dev_in, dev_out);
        break;
    default:
        r = p->fp64 ? cufftExecZ2Z(p->plan, dev_in, dev_out, CUFFT_FORWARD)
                    : cufftExecC2C(p->plan, dev_in, dev_out, CUFFT_FORWARD);
        break;
    }
    return r != CUFFT_SUCCESS;
}

static int cufft_peer_finish(void *handle, const peer_env *env)
{
    (void)handle;
    (void)env;
    return cudaDeviceSynchronize() != cudaSuccess;
}

static int cufft_peer_read_output(void *handle, void *host, size_t bytes)
{
    (void)handle;
    return cudaMemcpy(host, dev_out, bytes, cudaMemcpyDeviceToHost) != cudaSuccess;
}

static double cufft_peer_time_runs(void *handle, const peer_env *env, int iters)
{
    cudaEvent_t start, stop;
    if (cudaEventCreate(&start) != cudaSuccess)
        return -1.0;
    if (cudaEventCreate(&stop) != cudaSuccess) {
        cudaEventDestroy(start);
        return -1.0;
    }
    int failed = cudaEventRecord(start, 0) != cudaSuccess;
    for (int i = 0; i < iters && !failed; i++)
        failed = cufft_peer_run(handle, env);
    failed = failed || cudaEventRecord(stop, 0) != cudaSuccess ||
             cudaEventSynchronize(stop) != cudaSuccess;
    float ms = 0.0f;
    failed = failed || cudaEventElapsedTime(&ms, start, stop) != cudaSuccess;
    cudaEventDestroy(start);
    cudaEventDestroy(stop);
    return failed ? -1.0 : ms * 1e-3;
}

static void cufft_peer_destroy(void *handle)
{
    cufft_peer_plan *p = handle;
    if (!p)
        return;
    cufftDestroy(p->plan);
    free(p);
}

static void cufft_peer_shutdown(void)
{
    cudaFree(dev_in);
    cudaFree(dev_out);
    dev_in = dev_out = NULL;
    dev_bytes = 0;
}

const peer peer_cufft = {
    .name = "cufft",
    .version = cufft_peer_version,
    .available = cufft_peer_available,
    .init = cufft_peer_init,
    .prepare = cufft_peer_prepare,
    .run = cufft_peer_run,
    .finish = cufft_peer_finish,
    .read_output = cufft_peer_read_output,
    .time_runs = cufft_peer_time_runs,
    .destroy = cufft_peer_destroy,
    .shutdown = cufft_peer_shutdown,
};
