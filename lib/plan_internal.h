/* The plan object shared by plan creation (plan.c) and enqueue (enqueue.c). */
#ifndef LIBCLFFT_PLAN_INTERNAL_H
#define LIBCLFFT_PLAN_INTERNAL_H

#include <pthread.h>

#include "fft_plan.h"

struct clfft_plan {
    fft_plan_layout layout;
    clfft_profile profile;
    cl_context context;
    cl_device_id device;
    cl_program program;
    cl_kernel kernels[FFT_MAX_PASSES];
    /* kernel arguments 4 and 5 per direction ([1] forward), in the plan's
     * precision: sign and scale */
    struct real_arg { cl_float f; cl_double d; } sign_arg[2], scale_arg[2];
    size_t real_arg_size;
    cl_mem twiddles;
    cl_mem scratch[2];
    size_t global_size[FFT_MAX_PASSES];
    size_t local_size[FFT_MAX_PASSES];
    cl_ulong butterflies_total[FFT_MAX_PASSES]; /* kernel argument 3 */
    size_t total_arg_size;                      /* 4 (uint) or 8 (ulong) */
    size_t input_bytes, output_bytes;
    char *source;
    char *description;
    /* A kernel's arguments are shared state: setting them and launching is
     * one critical section.  Scratch is shared too, so the last launch that
     * used it is remembered and later launches on other queues wait for it. */
    pthread_mutex_t lock;
    int lock_ready;
    cl_event scratch_busy;
};

#endif
