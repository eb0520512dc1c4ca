/* Stage 5: check the call's arguments, set kernel arguments, launch. */
#include "error.h"
#include "plan_internal.h"

static clfft_status check_buffer(const clfft_plan *plan, cl_mem buf, size_t need, const char *which)
{
    cl_context ctx = NULL;
    cl_mem_object_type type = 0;
    size_t size = 0;
    cl_int err = clGetMemObjectInfo(buf, CL_MEM_TYPE, sizeof type, &type, NULL);
    if (err == CL_SUCCESS)
        err = clGetMemObjectInfo(buf, CL_MEM_CONTEXT, sizeof ctx, &ctx, NULL);
    if (err == CL_SUCCESS)
        err = clGetMemObjectInfo(buf, CL_MEM_SIZE, sizeof size, &size, NULL);
    if (err != CL_SUCCESS || type != CL_MEM_OBJECT_BUFFER)
        return fft_fail(CLFFT_ERR_INVALID_BUFFER, "%s is not a valid buffer", which);
    if (ctx != plan->context)
        return fft_fail(CLFFT_ERR_INVALID_BUFFER, "%s belongs to another context", which);
    if (size < need)
        return fft_fail(CLFFT_ERR_BUFFER_TOO_SMALL, "%s holds %zu bytes, the plan needs %zu", which, size, need);
    return CLFFT_OK;
}

static clfft_status check_queue(const clfft_plan *plan, cl_command_queue queue, int *out_of_order)
{
    cl_context ctx = NULL;
    cl_device_id dev = NULL;
    cl_command_queue_properties props = 0;
    cl_int err = clGetCommandQueueInfo(queue, CL_QUEUE_CONTEXT, sizeof ctx, &ctx, NULL);
    if (err == CL_SUCCESS)
        err = clGetCommandQueueInfo(queue, CL_QUEUE_DEVICE, sizeof dev, &dev, NULL);
    if (err == CL_SUCCESS)
        err = clGetCommandQueueInfo(queue, CL_QUEUE_PROPERTIES, sizeof props, &props, NULL);
    if (err != CL_SUCCESS)
        return fft_fail(CLFFT_ERR_INVALID_QUEUE, "clGetCommandQueueInfo: %s", fft_cl_error_name(err));
    if (ctx != plan->context || dev != plan->device)
        return fft_fail(CLFFT_ERR_INVALID_QUEUE, "the queue is not on the plan's context and device");
    *out_of_order = (props & CL_QUEUE_OUT_OF_ORDER_EXEC_MODE_ENABLE) != 0;
    return CLFFT_OK;
}

/* Every event must be a live event of the plan's context: a NULL or foreign
 * one would otherwise be an implementation's undefined behaviour. */
static clfft_status check_wait_list(const clfft_plan *plan, cl_uint num_wait, const cl_event *wait)
{
    for (cl_uint i = 0; i < num_wait; i++) {
        cl_context ctx = NULL;
        if (!wait[i])
            return fft_fail(CLFFT_ERR_INVALID_WAIT_LIST, "wait[%u] is NULL", i);
        cl_int err = clGetEventInfo(wait[i], CL_EVENT_CONTEXT, sizeof ctx, &ctx, NULL);
        if (err != CL_SUCCESS)
            return fft_fail(CLFFT_ERR_INVALID_WAIT_LIST, "wait[%u] is not an event (%s)", i, fft_cl_error_name(err));
        if (ctx != plan->context)
            return fft_fail(CLFFT_ERR_INVALID_WAIT_LIST, "wait[%u] belongs to another context", i);
    }
    return CLFFT_OK;
}

static cl_mem pick(const clfft_plan *plan, const fft_step *step, fft_buffer which, cl_mem in, cl_mem out)
{
    if (which == FFT_BUF_IN)
        which = step->in;
    else if (which == FFT_BUF_OUT)
        which = step->out;
    switch (which) {
    case FFT_BUF_IN: return in;
    case FFT_BUF_OUT: return out;
    case FFT_BUF_SCRATCH0: return plan->scratch[0];
    case FFT_BUF_SCRATCH1: return plan->scratch[1];
    default: return plan->stage;
    }
}

/* Sets pass g's arguments and launches it; *event gets its event when
 * want_event. */
static cl_int launch_pass(clfft_plan *plan, unsigned s, unsigned g, int forward, cl_command_queue queue, cl_mem in,
                          cl_mem out, cl_uint nw, const cl_event *wl, cl_event *event)
{
    const fft_step *step = &plan->steps.steps[s];
    const fft_plan_layout *L = &step->layout;
    fft_step_rt *rt = &plan->rt[s];
    cl_kernel kernel = rt->kernels[forward][g];
    cl_mem src = pick(plan, step, L->passes[g].src, in, out);
    cl_mem dst = pick(plan, step, L->passes[g].dst, in, out);
    cl_uint total32 = (cl_uint)rt->butterflies_total[g];
    const void *total = rt->total_arg_size == sizeof(cl_ulong) ? (const void *)&rt->butterflies_total[g]
                                                                : (const void *)&total32;
    cl_int err = clSetKernelArg(kernel, 0, sizeof src, &src);
    err |= clSetKernelArg(kernel, 1, sizeof dst, &dst);
    err |= clSetKernelArg(kernel, 2, sizeof rt->twiddles, &rt->twiddles);
    err |= clSetKernelArg(kernel, 3, rt->total_arg_size, total);
    if (L->direction_argument) {
        cl_int backward = !forward;
        err |= clSetKernelArg(kernel, 4, sizeof backward, &backward);
    }
    if (err != CL_SUCCESS)
        return CL_INVALID_KERNEL_ARGS;
    return clEnqueueNDRangeKernel(queue, kernel, 1, NULL, &rt->global_size[g], &rt->local_size[g], nw, wl, event);
}

/* Called with plan->lock held: every pass of every step, in order. */
static cl_int launch(clfft_plan *plan, int forward, cl_command_queue queue, cl_mem in, cl_mem out, int out_of_order,
                     cl_uint num_wait, const cl_event *wait, cl_event *last)
{
    const fft_steps *P = &plan->steps;
    cl_int err = CL_SUCCESS;
    cl_event previous = NULL;
    int need_last = last != NULL;
    if (plan->scratch_busy && (P->scratch_elems[0] || P->stage_elems)) {
        /* another queue may still be using the scratch buffers */
        err = clEnqueueBarrierWithWaitList(queue, 1, &plan->scratch_busy, NULL);
        if (err != CL_SUCCESS)
            return err;
    }
    int first = 1;
    for (unsigned s = 0; s < P->nsteps && err == CL_SUCCESS; s++) {
        const fft_plan_layout *L = &P->steps[s].layout;
        for (unsigned g = 0; g < L->npasses && err == CL_SUCCESS; g++) {
            int is_last = s + 1 == P->nsteps && g + 1 == L->npasses;
            cl_event event = NULL;
            int want_event = is_last ? need_last : out_of_order;
            cl_uint nw = first ? num_wait : (out_of_order ? 1 : 0);
            const cl_event *wl = first ? (num_wait ? wait : NULL) : (out_of_order ? &previous : NULL);
            err = launch_pass(plan, s, g, forward, queue, in, out, nw, wl, want_event ? &event : NULL);
            if (previous)
                clReleaseEvent(previous);
            previous = event;
            first = 0;
        }
    }
    if (err != CL_SUCCESS) {
        if (previous)
            clReleaseEvent(previous);
        return err;
    }
    if (last)
        *last = previous;
    return CL_SUCCESS;
}

static clfft_status enqueue(clfft_plan *plan, int forward, cl_command_queue queue, cl_mem in, cl_mem out,
                            cl_uint num_wait, const cl_event *wait, cl_event *done)
{
    fft_clear_error();
    if (!plan)
        return fft_fail(CLFFT_ERR_INVALID_PLAN, "plan is NULL");
    if (!fft_plans_direction(&plan->steps.desc, forward))
        return fft_fail(CLFFT_ERR_DIRECTION_NOT_PLANNED, "%s transform on a plan made for %s transforms only%s",
                        forward ? "forward" : "backward", forward ? "backward" : "forward",
                        plan->steps.desc.kind == CLFFT_R2C   ? " (an R2C plan: clfft_enqueue_forward)"
                        : plan->steps.desc.kind == CLFFT_C2R ? " (a C2R plan: clfft_enqueue_backward)"
                                                             : "");
    if (!queue)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "queue is NULL");
    if (!in)
        return fft_fail(CLFFT_ERR_INVALID_BUFFER, "input buffer is NULL");
    if ((num_wait > 0) != (wait != NULL))
        return fft_fail(CLFFT_ERR_INVALID_WAIT_LIST, "num_wait is %u but the wait list is %s", num_wait,
                        wait ? "not NULL" : "NULL");
    const fft_steps *P = &plan->steps;
    int out_of_order = 0;
    clfft_status st = check_queue(plan, queue, &out_of_order);
    if (st != CLFFT_OK || (st = check_wait_list(plan, num_wait, wait)) != CLFFT_OK)
        return st;
    if (P->desc.inplace) {
        out = in;
        size_t need = plan->input_bytes > plan->output_bytes ? plan->input_bytes : plan->output_bytes;
        if ((st = check_buffer(plan, in, need, "the in-place buffer")) != CLFFT_OK)
            return st;
    } else {
        if (!out)
            return fft_fail(CLFFT_ERR_INVALID_BUFFER, "output buffer is NULL for an out-of-place plan");
        if (out == in)
            return fft_fail(CLFFT_ERR_INVALID_BUFFER,
                            "an out-of-place plan was given the same buffer twice; make an in-place plan");
        if ((st = check_buffer(plan, in, plan->input_bytes, "the input buffer")) != CLFFT_OK ||
            (st = check_buffer(plan, out, plan->output_bytes, "the output buffer")) != CLFFT_OK)
            return st;
    }
    int track_scratch = P->scratch_elems[0] > 0 || P->stage_elems > 0;
    cl_event last = NULL;
    pthread_mutex_lock(&plan->lock);
    cl_int err = launch(plan, forward, queue, in, out, out_of_order, num_wait, wait,
                        (done || track_scratch) ? &last : NULL);
    if (err == CL_SUCCESS && track_scratch) {
        if (plan->scratch_busy)
            clReleaseEvent(plan->scratch_busy);
        plan->scratch_busy = last;
        clRetainEvent(last);
    }
    pthread_mutex_unlock(&plan->lock);
    if (err != CL_SUCCESS)
        return fft_fail(fft_status_from_cl(err), "launching the transform: %s", fft_cl_error_name(err));
    if (done)
        *done = last;
    else if (last)
        clReleaseEvent(last);
    return CLFFT_OK;
}

clfft_status clfft_enqueue_forward(clfft_plan *plan, cl_command_queue queue, cl_mem in, cl_mem out, cl_uint num_wait,
                                   const cl_event *wait, cl_event *done)
{
    return enqueue(plan, 1, queue, in, out, num_wait, wait, done);
}

clfft_status clfft_enqueue_backward(clfft_plan *plan, cl_command_queue queue, cl_mem in, cl_mem out,
                                    cl_uint num_wait, const cl_event *wait, cl_event *done)
{
    return enqueue(plan, 0, queue, in, out, num_wait, wait, done);
}
