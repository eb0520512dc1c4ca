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

#define LIBCLFFT_VERSION_MAJOR 0
#define LIBCLFFT_VERSION_MINOR 1
#define LIBCLFFT_VERSION_PATCH 0
/* Encoded as major * 10000 + minor * 100 + patch. */
#define LIBCLFFT_VERSION \
    (LIBCLFFT_VERSION_MAJOR * 10000 + LIBCLFFT_VERSION_MINOR * 100 + LIBCLFFT_VERSION_PATCH)

#if defined(_WIN32) && defined(LIBCLFFT_BUILDING_DLL)
#define LIBCLFFT_API __declspec(dllexport)
#elif defined(__GNUC__)
#define LIBCLFFT_API __attribute__((visibility("default")))
#else
#define LIBCLFFT_API
#endif

/* One list generates the status enum and clfft_status_string()'s texts. */
#define CLFFT_STATUS_MAP(X)                                                                       \
    X(OK, 0, "success")                                                                           \
    X(ERR_NULL_ARGUMENT, -1, "a required pointer argument is NULL")                               \
    X(ERR_INVALID_RANK, -2, "descriptor rank must be 1, 2 or 3")                                  \
    X(ERR_INVALID_LENGTH, -3, "a transform length is zero")                                       \
    X(ERR_INVALID_KIND, -4, "descriptor kind is not a clfft_kind value")                          \
    X(ERR_INVALID_PRECISION, -5, "descriptor precision is not a clfft_precision value")           \
    X(ERR_INVALID_LAYOUT, -6, "strides or distances are inconsistent with the lengths")           \
    X(ERR_SIZE_OVERFLOW, -7, "the transform's size overflows the address range")                  \
    X(ERR_NOT_SUPPORTED, -8, "this transform is not supported yet")                               \
    X(ERR_NO_FP64, -9, "double precision requested but the device lacks cl_khr_fp64")             \
    X(ERR_INVALID_CONTEXT, -10, "the OpenCL context is invalid")                                  \
    X(ERR_INVALID_DEVICE, -11, "the device is invalid or not in the plan's context")              \
    X(ERR_INVALID_QUEUE, -12, "the command queue is invalid or not on the plan's context/device") \
    X(ERR_INVALID_BUFFER, -13, "a buffer is NULL, invalid or of another context")                 \
    X(ERR_BUFFER_TOO_SMALL, -14, "a buffer is smaller than the plan reads or writes")             \
    X(ERR_INVALID_WAIT_LIST, -15, "the event wait list is inconsistent")                          \
    X(ERR_BUILD_FAILED, -16, "the generated OpenCL program did not build")                        \
    X(ERR_OPENCL, -17, "an OpenCL call failed")                                                   \
    X(ERR_OUT_OF_HOST_MEMORY, -18, "out of host memory")                                          \
    X(ERR_OUT_OF_DEVICE_MEMORY, -19, "out of device memory")                                      \
    X(ERR_INVALID_PROFILE, -20, "unknown profile preset, malformed override, or beyond the device") \
    X(ERR_INVALID_PLAN, -21, "the plan is NULL or unusable")                                      \
    X(ERR_INVALID_SCALE, -22, "a scale factor is not finite")                                     \
    X(ERR_IO, -23, "a file could not be written")                                                 \
    X(ERR_INVALID_DIRECTIONS, -24, "descriptor directions is not a clfft_directions value")       \
    X(ERR_DIRECTION_NOT_PLANNED, -25, "the plan was made for the other direction only")             \
    X(ERR_INVALID_EFFORT, -26, "descriptor effort is not a clfft_effort value")                    \
    X(ERR_INVALID_VARIANT, -27, "no planner variant has this name")

typedef enum clfft_status {
#define CLFFT_STATUS_ENUM_(name, value, text) CLFFT_##name = value,
    CLFFT_STATUS_MAP(CLFFT_STATUS_ENUM_)
#undef CLFFT_STATUS_ENUM_
} clfft_status;

typedef enum clfft_kind { CLFFT_C2C = 0, CLFFT_R2C, CLFFT_C2R } clfft_kind;
typedef enum clfft_precision { CLFFT_FP32 = 0, CLFFT_FP64 } clfft_precision;
/* The directions a plan can run.  A one-direction plan's program holds only
 * that direction's kernels and builds in 52-62% of the time (measured
 * with NVIDIA's compiler on the H200, bench/NOTES.md entry 20); enqueueing the other direction
 * fails with CLFFT_ERR_DIRECTION_NOT_PLANNED. */
typedef enum clfft_directions {
    CLFFT_BOTH_DIRECTIONS = 0,
    CLFFT_FORWARD_ONLY,
    CLFFT_BACKWARD_ONLY
} clfft_directions;

/* How a plan is chosen.  ESTIMATE: the planner's rules (fitted on an
 * NVIDIA H200 and a 2-core pocl CPU), no device time.  MEASURE: plans of
 * several variants of those rules are compiled and timed on the device,
 * on scratch buffers, and the fastest kept (as FFTW_MEASURE); the choice is
 * remembered in memory and in the disk cache, so that the same transform
 * on the same device and driver is measured once.  Measuring costs one
 * compilation per distinct candidate (clfft_plan_describe lists them and
 * their times). */
typedef enum clfft_effort { CLFFT_EFFORT_ESTIMATE = 0, CLFFT_EFFORT_MEASURE } clfft_effort;

/* A transform.  Zero-initialise, then set what you need: every zero field
 * means its default.  Complex data is interleaved (re, im) of the precision. */
typedef struct clfft_desc {
    int rank;       /* 1..3 */
    size_t n[3];    /* lengths; n[rank-1] varies fastest (row-major, as FFTW) */
    size_t batch;   /* 0 means 1 */
    clfft_kind kind;
    clfft_precision precision;
    int inplace;    /* nonzero: result overwrites the input buffer */
    size_t istride[3], ostride[3], idist, odist; /* in elements; all 0 = packed */
    /* Scale applied to the result of each direction; 0 means 1 (unnormalised,
     * as FFTW and cuFFT).  backward_scale = 1.0 / N gives a normalised inverse. */
    double forward_scale;
    double backward_scale;
    /* Offsets, in elements, of the first element within the buffers. */
    size_t ioffset, ooffset;
    clfft_directions directions; /* 0: both */
    clfft_effort effort;         /* 0: estimate */
} clfft_desc;

typedef struct clfft_plan clfft_plan; /* opaque */

/* What libclfft knows about a device: read through clGetDeviceInfo, plus what
 * OpenCL does not report (local-memory banks, coalescing width), taken from a
 * named preset.  The planner and the code generator only read this struct,
 * so a profile fully determines the generated kernels. */
typedef struct clfft_profile {
    char preset[32];          /* preset the vendor facts came from */
    char device_name[128];
    char vendor[64];
    char driver_version[64];
    int is_cpu;               /* CL_DEVICE_TYPE_CPU */
    int has_fp64;             /* cl_khr_fp64 or cl_amd_fp64 */
    cl_ulong local_mem_bytes; /* CL_DEVICE_LOCAL_MEM_SIZE */
    size_t max_work_group;    /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    size_t simd_width;        /* preferred work-group size multiple */
    cl_uint compute_units;
    cl_uint cache_line_bytes; /* CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE */
    cl_ulong max_alloc_bytes; /* CL_DEVICE_MAX_MEM_ALLOC_SIZE */
    cl_uint local_banks;      /* 0: no bank conflicts to avoid (CPUs) */
    cl_uint bank_width_bytes; /* bytes per bank */
    cl_uint coalesce_bytes;   /* bytes the memory system moves together */
    cl_uint max_registers_cplx; /* complex values a work-item should hold at most */
    /* Bytes of later work-groups' inputs a work-group prefetches into the
     * L2 cache after its own loads (the prefetch distance); 0: none. */
    cl_ulong prefetch_bytes;
} clfft_profile;

typedef struct clfft_cache_stats {
    unsigned long memory_hits; /* plans that reused a program already in memory */
    unsigned long disk_hits;   /* programs loaded from the on-disk binary cache */
    unsigned long builds;      /* programs compiled from source */
    unsigned long disk_rejects; /* disk entries found unusable (and rebuilt) */
} clfft_cache_stats;

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
