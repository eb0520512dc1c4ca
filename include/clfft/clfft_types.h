/* libclfft — the public types, without OpenCL's headers.
 *
 * clfft.h includes this file; the code generator (codegen/) and the plan
 * types below it (plan/) include only this one, so that they build and run
 * without OpenCL.  The profile's integer fields are the fixed-width types
 * that OpenCL's cl_uint and cl_ulong are (cl_platform.h). */
#ifndef LIBCLFFT_CLFFT_TYPES_H
#define LIBCLFFT_CLFFT_TYPES_H

#include <stddef.h>
#include <stdint.h>

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
    uint64_t local_mem_bytes; /* CL_DEVICE_LOCAL_MEM_SIZE */
    size_t max_work_group;    /* CL_DEVICE_MAX_WORK_GROUP_SIZE */
    size_t simd_width;        /* preferred work-group size multiple */
    uint32_t compute_units;
    uint32_t cache_line_bytes; /* CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE */
    uint64_t max_alloc_bytes; /* CL_DEVICE_MAX_MEM_ALLOC_SIZE */
    uint32_t local_banks;      /* 0: no bank conflicts to avoid (CPUs) */
    uint32_t bank_width_bytes; /* bytes per bank */
    uint32_t coalesce_bytes;   /* bytes the memory system moves together */
    uint32_t max_registers_cplx; /* complex values a work-item should hold at most */
    /* Bytes of later work-groups' inputs a work-group prefetches into the
     * L2 cache after its own loads (the prefetch distance); 0: none. */
    uint64_t prefetch_bytes;
} clfft_profile;

typedef struct clfft_cache_stats {
    unsigned long memory_hits; /* plans that reused a program already in memory */
    unsigned long disk_hits;   /* programs loaded from the on-disk binary cache */
    unsigned long builds;      /* programs compiled from source */
    unsigned long disk_rejects; /* disk entries found unusable (and rebuilt) */
} clfft_cache_stats;

#ifdef __cplusplus
}
#endif

#endif
