/* cuFFT as a peer (built only when the CUDA toolkit is found).  cuFFT cannot
 * read OpenCL buffers, so it keeps its own device copies of the input and
 * output, filled from env->host_in by prepare; it runs on the current CUDA
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
    size_t bytes; /* n * batch complex values */
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
    int devices = 0;
    if (cudaGetDeviceCount(&devices) != cudaSuccess || devices < 1) {
        snprintf(why, why_size, "no CUDA device");
        return 1;
    }
    cufft_peer_plan *p = calloc(1, sizeof *p);
    if (!p) {
        snprintf(why, why_size, "out of host memory");
        return 1;
    }
    p->fp64 = req->fp64;
    p->bytes = req->n * req->batch * (req->fp64 ? 16u : 8u);
    long long n = (long long)req->n;
    size_t work = 0;
    cufftResult r = cufftCreate(&p->plan);
    if (r == CUFFT_SUCCESS) {
        r = cufftMakePlanMany64(p->plan, 1, &n, NULL, 1, n, NULL, 1, n,
                                req->fp64 ? CUFFT_Z2Z : CUFFT_C2C, (long long)req->batch, &work);
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

static int cufft_peer_prepare(void *handle, const peer_env *env)
{
    cufft_peer_plan *p = handle;
    if (ensure_device_buffers(p->bytes))
        return 1;
    return cudaMemcpy(dev_in, env->host_in, p->bytes, cudaMemcpyHostToDevice) != cudaSuccess;
}

static int cufft_peer_run_forward(void *handle, const peer_env *env)
{
    (void)env;
    cufft_peer_plan *p = handle;
    cufftResult r = p->fp64
        ? cufftExecZ2Z(p->plan, dev_in, dev_out, CUFFT_FORWARD)
        : cufftExecC2C(p->plan, dev_in, dev_out, CUFFT_FORWARD);
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

static double cufft_peer_time_forward(void *handle, const peer_env *env, int iters)
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
        failed = cufft_peer_run_forward(handle, env);
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
    .init = cufft_peer_init,
    .prepare = cufft_peer_prepare,
    .run_forward = cufft_peer_run_forward,
    .finish = cufft_peer_finish,
    .read_output = cufft_peer_read_output,
    .time_forward = cufft_peer_time_forward,
    .destroy = cufft_peer_destroy,
    .shutdown = cufft_peer_shutdown,
};
