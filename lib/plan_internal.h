/* The plan object shared by plan creation (plan.c) and enqueue (enqueue.c). */
#ifndef LIBCLFFT_PLAN_INTERNAL_H
#define LIBCLFFT_PLAN_INTERNAL_H

#include <pthread.h>

#include "fft_plan.h"

/* What enqueue needs of one step: its program's kernels and their launch
 * sizes. */
typedef struct fft_step_rt {
    cl_program program;
    cl_kernel kernels[2][FFT_MAX_PASSES]; /* [forward][pass] */
    cl_mem twiddles;
    size_t global_size[FFT_MAX_PASSES];
    size_t local_size[FFT_MAX_PASSES];
    cl_ulong butterflies_total[FFT_MAX_PASSES]; /* kernel argument 3 */
    size_t total_arg_size;                      /* 4 (uint) or 8 (ulong) */
    char *source;
} fft_step_rt;

struct clfft_plan {
    fft_steps steps;
    clfft_profile profile;
    cl_context context;
    cl_device_id device;
    fft_step_rt rt[FFT_MAX_STEPS];
    cl_mem scratch[2];
    cl_mem stage;
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

/* Creates a plan for a resolved profile and planner variant (NULL: the
 * rules); no measuring.  clfft_plan_create_with_profile and the measuring
 * planner (measure.c) both build their plans here. */
clfft_status fft_plan_new(clfft_plan **plan, cl_context ctx, cl_device_id dev, const clfft_desc *desc,
                          const clfft_profile *profile, const fft_variant *variant);

#endif
