/* libclfft — a portable OpenCL FFT library.
 *
 * Public API.  Every identifier here is prefixed clfft_ / CLFFT_ / LIBCLFFT_ in
 * a way that never equals one of AMD clFFT's (clFFT.h owns CLFFT_SUCCESS,
 * CLFFT_FORWARD, CLFFT_SINGLE, clfftSetup, ...), so both headers can be
 * included in the same translation unit.  Error statuses are CLFFT_ERR_*.
 */
#ifndef LIBCLFFT_CLFFT_H
#define LIBCLFFT_CLFFT_H

#include <stddef.h>
#include <stdint.h>

#include "clfft_types.h"

#ifdef LIBCLFFT_NO_OPENCL
#error "clfft.h declares the OpenCL API; the code generator and plan/ include clfft/clfft_types.h only"
#endif

#ifndef CL_TARGET_OPENCL_VERSION
#define CL_TARGET_OPENCL_VERSION 120
#endif
#ifdef __APPLE__
#include <OpenCL/cl.h>
#else
#include <CL/cl.h>
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ---- plans ---- */
LIBCLFFT_API clfft_status clfft_plan_create(clfft_plan **plan, cl_context ctx, cl_device_id dev,
                                            const clfft_desc *desc);
/* As clfft_plan_create, tuned for the given profile instead of the device's own
 * (the API override; CLFFT_PROFILE is the environment one).  A plan whose
 * kernels need more local memory or larger work-groups than the device has
 * (a profile made for another device) is refused with
 * CLFFT_ERR_INVALID_PROFILE. */
LIBCLFFT_API clfft_status clfft_plan_create_with_profile(clfft_plan **plan, cl_context ctx,
                                                         cl_device_id dev, const clfft_desc *desc,
                                                         const clfft_profile *profile);
LIBCLFFT_API clfft_status clfft_enqueue_forward(clfft_plan *plan, cl_command_queue queue, cl_mem in,
                                                cl_mem out, cl_uint num_wait, const cl_event *wait,
                                                cl_event *done);
LIBCLFFT_API clfft_status clfft_enqueue_backward(clfft_plan *plan, cl_command_queue queue,
                                                 cl_mem in, cl_mem out, cl_uint num_wait,
                                                 const cl_event *wait, cl_event *done);
LIBCLFFT_API void clfft_plan_destroy(clfft_plan *plan); /* NULL is a no-op */

/* The plan's generated OpenCL C source (owned by the plan). */
LIBCLFFT_API const char *clfft_plan_source(const clfft_plan *plan);
/* A human-readable description of the plan's passes (owned by the plan). */
LIBCLFFT_API const char *clfft_plan_describe(const clfft_plan *plan);
/* Bytes of device scratch the plan allocated at creation. */
LIBCLFFT_API size_t clfft_plan_scratch_bytes(const clfft_plan *plan);
/* Bytes the plan reads from `in` / writes to `out` (what a buffer must hold). */
LIBCLFFT_API size_t clfft_plan_input_bytes(const clfft_plan *plan);
LIBCLFFT_API size_t clfft_plan_output_bytes(const clfft_plan *plan);

/* ---- offline code generation (no device, no OpenCL calls) ---- */
/* Generates the kernels the library would build for desc on a device with
 * this profile.  *source and *description (either may be NULL) are
 * malloc'ed; release them with clfft_free. */
LIBCLFFT_API clfft_status clfft_generate_source(const clfft_desc *desc,
                                                const clfft_profile *profile, char **source,
                                                char **description);
LIBCLFFT_API void clfft_free(void *p);
/* Names of the measuring planner's variants of the rules (CLFFT_EFFORT_MEASURE),
 * NULL-terminated, "rules" first. */
LIBCLFFT_API const char *const *clfft_variant_names(void);
/* As clfft_generate_source, for one of those variants: the kernels a
 * measured plan may have chosen (its description names the variant). */
LIBCLFFT_API clfft_status clfft_generate_variant_source(const clfft_desc *desc, const clfft_profile *profile,
                                                        const char *variant, char **source, char **description);

/* ---- device profiles ---- */
LIBCLFFT_API clfft_status clfft_profile_query(cl_device_id dev, clfft_profile *profile);
/* Named presets: "nvidia", "amd-gcn", "amd-rdna", "intel-xe", "pocl-cpu", "generic". */
LIBCLFFT_API clfft_status clfft_profile_preset(const char *name, clfft_profile *profile);
/* NULL-terminated list of preset names. */
LIBCLFFT_API const char *const *clfft_profile_preset_names(void);
/* Applies "key=value,key=value" (the CLFFT_PROFILE syntax; a bare word names
 * a preset) to profile. */
LIBCLFFT_API clfft_status clfft_profile_override(clfft_profile *profile, const char *spec);
/* Writes a multi-line description; returns the length it needed (snprintf). */
LIBCLFFT_API int clfft_profile_format(const clfft_profile *profile, char *buf, size_t size);

/* ---- errors, caches, version ---- */
LIBCLFFT_API const char *clfft_status_string(clfft_status status);
/* Details of the last failure in the calling thread (which check failed, the
 * OpenCL build log, ...); "" when none.  Valid until the thread's next call. */
LIBCLFFT_API const char *clfft_last_error(void);
LIBCLFFT_API void clfft_cache_get_stats(clfft_cache_stats *stats);
/* Directory of the on-disk cache in effect ("" when disabled).  pocl
 * devices store no binaries there while pocl's own kernel cache is on
 * (unless POCL_KERNEL_CACHE=0): pocl caches compiled kernels itself, and
 * fetching a binary from it would compile every kernel a second time. */
LIBCLFFT_API const char *clfft_cache_directory(void);
LIBCLFFT_API const char *clfft_version_string(void);
LIBCLFFT_API unsigned clfft_version(void); /* LIBCLFFT_VERSION of the library linked */

#ifdef __cplusplus
}
#endif
#endif
