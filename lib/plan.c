/* Plan creation: validate, plan, generate, compile (through the caches),
 * allocate everything enqueue needs, so that enqueue only launches. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fft_codegen.h"
#include "device_limits.h"
#include "dump.h"
#include "error.h"
#include "plan_internal.h"
#include "measure.h"
#include "profile_check.h"
#include "program_cache.h"

static clfft_status check_device_in_context(cl_context ctx, cl_device_id dev)
{
    size_t bytes = 0;
    cl_int err = clGetContextInfo(ctx, CL_CONTEXT_DEVICES, 0, NULL, &bytes);
    if (err != CL_SUCCESS)
        return fft_fail(CLFFT_ERR_INVALID_CONTEXT, "clGetContextInfo failed (%s)", fft_cl_error_name(err));
    /* (pocl answers so for a handle of another type, e.g. a command queue) */
    if (bytes == 0)
        return fft_fail(CLFFT_ERR_INVALID_CONTEXT, "the context has no devices (is the handle a cl_context?)");
    cl_device_id *devices = malloc(bytes);
    if (!devices)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "device list");
    err = clGetContextInfo(ctx, CL_CONTEXT_DEVICES, bytes, devices, NULL);
    int found = 0;
    for (size_t i = 0; err == CL_SUCCESS && i < bytes / sizeof *devices; i++)
        found |= devices[i] == dev;
    free(devices);
    if (err != CL_SUCCESS)
        return fft_fail(CLFFT_ERR_INVALID_CONTEXT, "clGetContextInfo failed (%s)", fft_cl_error_name(err));
    if (!found)
        return fft_fail(CLFFT_ERR_INVALID_DEVICE, "the device is not one of the context's devices");
    return CLFFT_OK;
}

/* CLFFT_DUMP_DIR: every plan writes its kernels there (dump.c). */
static clfft_status dump_source(const fft_steps *P, const char *source)
{
    char hint[128], shape[96] = "";
    size_t at = 0;
    for (int k = 0; k < P->desc.rank && at < sizeof shape; k++)
        at += (size_t)snprintf(shape + at, sizeof shape - at, "%s%zu", k ? "x" : "", P->desc.n[k]);
    const char *kind = P->desc.kind == CLFFT_R2C ? "r2c_" : P->desc.kind == CLFFT_C2R ? "c2r_" : "";
    snprintf(hint, sizeof hint, "%sn%s_%s", kind, shape, P->desc.precision == CLFFT_FP64 ? "fp64" : "fp32");
    return fft_dump_source(hint, source);
}

static clfft_status create_kernels(const fft_plan_layout *L, fft_step_rt *rt)
{
    for (int forward = 1; forward >= 0; forward--) {
        if (!fft_plans_direction(&L->desc, forward))
            continue; /* a one-direction plan's program lacks these kernels */
        for (unsigned g = 0; g < L->npasses; g++) {
            if (L->direction_argument && !forward) {
                /* the forward kernel, launched with backward = 1 */
                rt->kernels[0][g] = rt->kernels[1][g];
                clRetainKernel(rt->kernels[0][g]);
                continue;
            }
            char name[32];
            cl_int err;
            codegen_kernel_name(name, sizeof name, L, forward, g);
            rt->kernels[forward][g] = clCreateKernel(rt->program, name, &err);
            if (err != CL_SUCCESS)
                return fft_fail(fft_status_from_cl(err), "clCreateKernel(%s): %s", name, fft_cl_error_name(err));
        }
    }
    return CLFFT_OK;
}

static clfft_status device_buffer(clfft_plan *plan, size_t bytes, const char *what, cl_mem *out)
{
    cl_int err;
    if (bytes > plan->profile.max_alloc_bytes && plan->profile.max_alloc_bytes)
        return fft_fail(CLFFT_ERR_OUT_OF_DEVICE_MEMORY, "%s of %zu bytes exceeds the device's largest allocation",
                        what, bytes);
    *out = clCreateBuffer(plan->context, CL_MEM_READ_WRITE, bytes, NULL, &err);
    if (err != CL_SUCCESS)
        return fft_alloc_failed(err, what, bytes);
    return CLFFT_OK;
}

static clfft_status create_twiddles(clfft_plan *plan, const fft_plan_layout *L, fft_step_rt *rt)
{
    size_t bytes = L->twiddle_count * L->elem_bytes;
    void *host = malloc(bytes);
    if (!host)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "twiddle table of %zu bytes", bytes);
    if (fft_twiddles_fill(L, host) != 0) {
        free(host);
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "Bluestein tables of a length-%zu transform", L->n);
    }
    cl_int err;
    rt->twiddles = clCreateBuffer(plan->context, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, bytes, host, &err);
    free(host);
    if (err != CL_SUCCESS)
        return fft_alloc_failed(err, "twiddle buffer", bytes);
    return CLFFT_OK;
}

static clfft_status create_buffers(clfft_plan *plan)
{
    const fft_steps *P = &plan->steps;
    clfft_status st = CLFFT_OK;
    for (unsigned s = 0; s < 2 && st == CLFFT_OK; s++)
        if (P->scratch_elems[s])
            st = device_buffer(plan, P->scratch_elems[s] * P->elem_bytes, "scratch buffer", &plan->scratch[s]);
    if (st == CLFFT_OK && P->stage_elems)
        st = device_buffer(plan, P->stage_elems * P->elem_bytes, "stage buffer", &plan->stage);
    return st;
}

static void compute_launch_sizes(const fft_plan_layout *L, fft_step_rt *rt)
{
    for (unsigned g = 0; g < L->npasses; g++) {
        const fft_pass *ps = &L->passes[g];
        cl_ulong total = (cl_ulong)L->batch * ps->butterflies;
        size_t groups = (size_t)((total + ps->transforms_per_group - 1) / ps->transforms_per_group);
        if (ps->pair_columns || ps->pair_loads) { /* half a group's columns per pair (fft_pass.pair_columns, pair_loads) */
            cl_ulong pairs = (cl_ulong)L->batch * (ps->butterflies / 2 + 1), half = ps->transforms_per_group / 2;
            groups = (size_t)((pairs + half - 1) / half);
            total = (cl_ulong)groups * ps->transforms_per_group;
        }
        rt->butterflies_total[g] = total;
        rt->global_size[g] = groups * ps->work_group_size;
        rt->local_size[g] = ps->work_group_size;
    }
    rt->total_arg_size = codegen_wide_indices(L) ? sizeof(cl_ulong) : sizeof(cl_uint);
}

/* The buffers a plan needs must fit the device before anything is
 * generated or compiled: every step's twiddles, the scratch and the stage;
 * and its kernels' local memory and work-groups. */
static clfft_status check_memory(cl_device_id dev, const clfft_profile *profile, const fft_steps *P)
{
    const char *names[FFT_MAX_STEPS + 3];
    size_t bytes[FFT_MAX_STEPS + 3], count = 0;
    for (unsigned s = 0; s < P->nsteps; s++) {
        names[count] = "twiddle buffer";
        bytes[count++] = P->steps[s].layout.twiddle_count * P->elem_bytes;
    }
    for (unsigned s = 0; s < 2; s++)
        if (P->scratch_elems[s]) {
            names[count] = "scratch buffer";
            bytes[count++] = P->scratch_elems[s] * P->elem_bytes;
        }
    if (P->stage_elems) {
        names[count] = "stage buffer";
        bytes[count++] = P->stage_elems * P->elem_bytes;
    }
    clfft_status st = fft_check_device_memory(dev, profile, names, bytes, count);
    if (st != CLFFT_OK)
        return st;
    size_t local = 0, group = 0;
    for (unsigned s = 0; s < P->nsteps; s++)
        for (unsigned g = 0; g < P->steps[s].layout.npasses; g++) {
            const fft_pass *ps = &P->steps[s].layout.passes[g];
            local = ps->local_bytes > local ? ps->local_bytes : local;
            group = ps->work_group_size > group ? ps->work_group_size : group;
        }
    return fft_check_device_kernels(dev, local, group);
}

/* Every step's source; *joined is the plan's text: the one program of a
 * one-step plan, else the programs one after the other, each headed by
 * its step (each step is a program of its own).  dev: NULL when
 * generating offline (no memory check). */
static clfft_status generate(const clfft_desc *desc, const clfft_profile *profile, const fft_variant *variant,
                             cl_device_id dev, fft_steps *P, char **sources, char **joined)
{
    clfft_status st = fft_solve(desc, profile, variant, P);
    if (st != CLFFT_OK)
        return st;
    if (dev && (st = check_memory(dev, profile, P)) != CLFFT_OK)
        return st;
    size_t total = 1;
    for (unsigned s = 0; s < P->nsteps; s++) {
        if (!(sources[s] = codegen_generate(&P->steps[s].layout, profile)))
            return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "generating the kernel source");
        total += strlen(sources[s]) + 160;
    }
    if (P->nsteps == 1) {
        *joined = strdup(sources[0]);
    } else if ((*joined = malloc(total))) {
        size_t at = 0;
        for (unsigned s = 0; s < P->nsteps; s++)
            at += (size_t)snprintf(*joined + at, total - at,
                                   "/* ==== Step %u of %u (%s, axis %d): a program of its own. ==== */\n%s\n", s + 1,
                                   P->nsteps, P->steps[s].what, P->steps[s].axis, sources[s]);
    }
    if (!*joined)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "generating the kernel source");
    return CLFFT_OK;
}

static clfft_status plan_build(clfft_plan *plan, const clfft_desc *desc, const fft_variant *variant)
{
    char *sources[FFT_MAX_STEPS] = {0};
    clfft_status st = generate(desc, &plan->profile, variant, plan->device, &plan->steps, sources, &plan->source);
    for (unsigned s = 0; s < FFT_MAX_STEPS; s++)
        plan->rt[s].source = sources[s];
    if (st != CLFFT_OK)
        return st;
    const fft_steps *P = &plan->steps;
    plan->description = fft_steps_describe(P, &plan->profile);
    if (!plan->description)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan description");
    if ((st = dump_source(P, plan->source)) != CLFFT_OK)
        return st;
    /* extra compiler options for experiments (e.g. -cl-nv-maxrregcount=64);
     * they are part of the cache key */
    const char *options = getenv("CLFFT_BUILD_OPTIONS");
    for (unsigned s = 0; s < P->nsteps; s++) {
        fft_step_rt *rt = &plan->rt[s];
        const fft_plan_layout *L = &P->steps[s].layout;
        if ((st = program_cache_get(plan->context, plan->device, rt->source, options ? options : "", &rt->program)) !=
                CLFFT_OK ||
            (st = create_kernels(L, rt)) != CLFFT_OK || (st = create_twiddles(plan, L, rt)) != CLFFT_OK)
            return st;
        compute_launch_sizes(L, rt);
    }
    if ((st = create_buffers(plan)) != CLFFT_OK)
        return st;
    plan->input_bytes = P->in_bytes;
    plan->output_bytes = P->out_bytes;
    return CLFFT_OK;
}

clfft_status fft_plan_new(clfft_plan **out, cl_context ctx, cl_device_id dev, const clfft_desc *desc,
                          const clfft_profile *profile, const fft_variant *variant)
{
    *out = NULL;
    clfft_plan *plan = calloc(1, sizeof *plan);
    if (!plan)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan");
    plan->profile = *profile;
    if (pthread_mutex_init(&plan->lock, NULL) != 0) {
        free(plan);
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan mutex");
    }
    plan->lock_ready = 1;
    plan->context = ctx;
    plan->device = dev;
    clRetainContext(ctx);
    clfft_status st = plan_build(plan, desc, variant);
    if (st != CLFFT_OK) {
        clfft_plan_destroy(plan);
        return st;
    }
    *out = plan;
    return CLFFT_OK;
}

/* Appends the measuring planner's report to the plan's description. */
static clfft_status add_note(clfft_plan *plan, const char *note)
{
    size_t have = strlen(plan->description), add = strlen(note);
    char *text = realloc(plan->description, have + add + 1);
    if (!text)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan description");
    memcpy(text + have, note, add + 1);
    plan->description = text;
    return CLFFT_OK;
}

/* CLFFT_VARIANT=<name>: estimated plans take that variant of the rules
 * (experiments: compare the candidates a measured plan would time). */
static clfft_status variant_from_environment(fft_variant *variant, char **note)
{
    const char *name = getenv("CLFFT_VARIANT");
    size_t index = 0;
    if (!name || !*name)
        return CLFFT_OK;
    if (!fft_variant_find(name, &index))
        return fft_fail(CLFFT_ERR_INVALID_VARIANT, "CLFFT_VARIANT: no planner variant is named '%s'", name);
    *variant = fft_variant_at(index);
    char text[96];
    snprintf(text, sizeof text, "  variant %s (CLFFT_VARIANT)\n", fft_variant_name(index));
    *note = strdup(text);
    return *note ? CLFFT_OK : fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan note");
}

clfft_status clfft_plan_create_with_profile(clfft_plan **out, cl_context ctx, cl_device_id dev,
                                            const clfft_desc *desc, const clfft_profile *profile)
{
    fft_clear_error();
    if (!out)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "plan pointer is NULL");
    *out = NULL;
    if (!ctx)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "context is NULL");
    if (!dev)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "device is NULL");
    if (!desc)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor is NULL");
    clfft_status st = check_device_in_context(ctx, dev);
    if (st != CLFFT_OK)
        return st;
    clfft_profile prof;
    if (profile)
        prof = *profile;
    else if ((st = clfft_profile_query(dev, &prof)) != CLFFT_OK)
        return st;
    if ((st = fft_profile_validate(&prof)) != CLFFT_OK)
        return st;
    fft_variant variant = {0};
    char *note = NULL;
    if (desc->effort == CLFFT_EFFORT_MEASURE)
        st = fft_measure(ctx, dev, desc, &prof, &variant, &note);
    else
        st = variant_from_environment(&variant, &note);
    if (st != CLFFT_OK)
        return st;
    clfft_plan *plan = NULL;
    st = fft_plan_new(&plan, ctx, dev, desc, &prof, &variant);
    if (st == CLFFT_OK && note && (st = add_note(plan, note)) != CLFFT_OK) {
        clfft_plan_destroy(plan);
        plan = NULL;
    }
    free(note);
    *out = plan;
    return st;
}

clfft_status clfft_plan_create(clfft_plan **plan, cl_context ctx, cl_device_id dev, const clfft_desc *desc)
{
    return clfft_plan_create_with_profile(plan, ctx, dev, desc, NULL);
}

void clfft_plan_destroy(clfft_plan *plan)
{
    if (!plan)
        return;
    if (plan->scratch_busy)
        clReleaseEvent(plan->scratch_busy);
    for (unsigned s = 0; s < FFT_MAX_STEPS; s++) {
        fft_step_rt *rt = &plan->rt[s];
        for (int forward = 0; forward < 2; forward++)
            for (unsigned g = 0; g < FFT_MAX_PASSES; g++)
                if (rt->kernels[forward][g])
                    clReleaseKernel(rt->kernels[forward][g]);
        if (rt->program)
            program_cache_put(rt->program);
        if (rt->twiddles)
            clReleaseMemObject(rt->twiddles);
        free(rt->source);
    }
    for (int s = 0; s < 2; s++)
        if (plan->scratch[s])
            clReleaseMemObject(plan->scratch[s]);
    if (plan->stage)
        clReleaseMemObject(plan->stage);
    if (plan->context)
        clReleaseContext(plan->context);
    if (plan->lock_ready)
        pthread_mutex_destroy(&plan->lock);
    free(plan->source);
    free(plan->description);
    free(plan);
}

const char *clfft_plan_source(const clfft_plan *plan)
{
    return plan ? plan->source : NULL;
}

const char *clfft_plan_describe(const clfft_plan *plan)
{
    return plan ? plan->description : NULL;
}

size_t clfft_plan_scratch_bytes(const clfft_plan *plan)
{
    if (!plan)
        return 0;
    const fft_steps *P = &plan->steps;
    return (P->scratch_elems[0] + P->scratch_elems[1] + P->stage_elems) * P->elem_bytes;
}

size_t clfft_plan_input_bytes(const clfft_plan *plan)
{
    return plan ? plan->input_bytes : 0;
}

size_t clfft_plan_output_bytes(const clfft_plan *plan)
{
    return plan ? plan->output_bytes : 0;
}

static clfft_status generate_text(const clfft_desc *desc, const clfft_profile *profile, const fft_variant *variant,
                                  char **source, char **description)
{
    clfft_status st = fft_profile_validate(profile);
    if (st != CLFFT_OK)
        return st;
    fft_steps *P = malloc(sizeof *P);
    if (!P)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan steps");
    char *sources[FFT_MAX_STEPS] = {0};
    char *text = NULL;
    st = generate(desc, profile, variant, NULL, P, sources, &text);
    for (unsigned s = 0; s < FFT_MAX_STEPS; s++)
        free(sources[s]);
    char *about = NULL;
    if (st == CLFFT_OK && description && !(about = fft_steps_describe(P, profile)))
        st = fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "plan description");
    free(P);
    if (st != CLFFT_OK) {
        free(text);
        return st;
    }
    if (source)
        *source = text;
    else
        free(text);
    if (description)
        *description = about;
    return CLFFT_OK;
}

clfft_status clfft_generate_source(const clfft_desc *desc, const clfft_profile *profile, char **source,
                                   char **description)
{
    fft_clear_error();
    if (!desc || !profile)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor or profile is NULL");
    return generate_text(desc, profile, NULL, source, description);
}

clfft_status clfft_generate_variant_source(const clfft_desc *desc, const clfft_profile *profile, const char *variant,
                                           char **source, char **description)
{
    fft_clear_error();
    if (!desc || !profile || !variant)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "descriptor, profile or variant is NULL");
    size_t index = 0;
    if (!fft_variant_find(variant, &index))
        return fft_fail(CLFFT_ERR_INVALID_VARIANT, "no planner variant is named '%s' (clfft_variant_names lists them)",
                        variant);
    fft_variant v = fft_variant_at(index);
    return generate_text(desc, profile, &v, source, description);
}
