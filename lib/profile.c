/* Device profiles: what the planner and code generator know about a device.
 * Most facts come from clGetDeviceInfo; those OpenCL does not report
 * (local-memory banks, coalescing width, register budget) come from a named
 * vendor preset.  Presets are also complete profiles of a typical device of
 * their family, so that kernels can be generated offline with no device. */
#include "error.h"
#include "profile_check.h"

#include <ctype.h>
#include <errno.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PRESET_NVIDIA "nvidia"
#define PRESET_AMD_GCN "amd-gcn"
#define PRESET_AMD_RDNA "amd-rdna"
#define PRESET_INTEL_XE "intel-xe"
#define PRESET_POCL_CPU "pocl-cpu"
#define PRESET_GENERIC "generic"

#define KIB(x) ((cl_ulong)(x) * 1024u)
#define MIB(x) (KIB(x) * 1024u)
#define GIB(x) (MIB(x) * 1024u)

/* OpenCL 3.0 device query; defined here because the headers only declare it
 * when targeting 3.0, and we target 1.2 but may run on a 3.0 device. */
#define PROFILE_CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE 0x1067
/* cl_nv_device_attribute_query */
#define PROFILE_CL_DEVICE_WARP_SIZE_NV 0x4003

/* Values for a typical current device of each family.  Sources: vendor
 * optimisation guides (bank counts, cache lines) and what the drivers report
 * through clinfo (local memory, work-group limits). */
static const clfft_profile presets[] = {
    {
        /* Hopper/Ampere-class.  48 KiB is the static __local limit CUDA and
         * OpenCL allow per work-group; 32 banks of 4 bytes.  Global memory
         * moves in 32-byte sectors of 128-byte lines; on the H200 strided
         * passes ran fastest with 128-byte runs (bench/NOTES.md), so the
         * coalescing unit is the line. */
        .preset = PRESET_NVIDIA,
        .device_name = "typical NVIDIA GPU (preset)",
        .vendor = "NVIDIA Corporation",
        .is_cpu = 0,
        .has_fp64 = 1,
        .local_mem_bytes = KIB(48),
        .max_work_group = 1024,
        .simd_width = 32,
        .compute_units = 132,
        .cache_line_bytes = 128,
        .max_alloc_bytes = GIB(20),
        .local_banks = 32,
        .bank_width_bytes = 4,
        .coalesce_bytes = 128,
        /* 255 32-bit registers per thread at most; ~64 complex values leaves
         * room for indices and twiddles without spilling. */
        .max_registers_cplx = 64,
        /* Between its loads and its stores a work-group exchanges and
         * computes; prefetching into L2 the inputs of the group about 4 MiB
         * of inputs later keeps DRAM busy meanwhile (H200: 8192 +7%, 16384
         * +10%, fp64 4096 +7%); 16 MiB ahead lost, as if the prefetched lines
         * were evicted before use (bench/NOTES.md, entry 39). */
        .prefetch_bytes = MIB(4),
    },
    {
        /* GCN (Vega, MI-series).  LDS is 64 KiB with 32 banks of 4 bytes.
         * The vector memory path fetches 64-byte cache lines (GCN's L1/L2 line
         * size), so 64 bytes is what a wavefront's accesses must fill. */
        .preset = PRESET_AMD_GCN,
        .device_name = "typical AMD GCN GPU (preset)",
        .vendor = "Advanced Micro Devices, Inc.",
        .is_cpu = 0,
        .has_fp64 = 1,
        .local_mem_bytes = KIB(64),
        .max_work_group = 256,
        .simd_width = 64,
        .compute_units = 60,
        .cache_line_bytes = 64,
        .max_alloc_bytes = GIB(4),
        .local_banks = 32,
        .bank_width_bytes = 4,
        .coalesce_bytes = 64,
        /* 256 VGPRs per lane; staying near half keeps two waves per SIMD. */
        .max_registers_cplx = 64,
    },
    {
        /* RDNA 1-3.  Wave32 is the default for compute, and RDNA's L0/L2
         * lines are 128 bytes. */
        .preset = PRESET_AMD_RDNA,
        .device_name = "typical AMD RDNA GPU (preset)",
        .vendor = "Advanced Micro Devices, Inc.",
        .is_cpu = 0,
        .has_fp64 = 1,
        .local_mem_bytes = KIB(64),
        .max_work_group = 1024,
        .simd_width = 32,
        .compute_units = 60,
        .cache_line_bytes = 128,
        .max_alloc_bytes = GIB(4),
        .local_banks = 32,
        .bank_width_bytes = 4,
        .coalesce_bytes = 128,
        .max_registers_cplx = 64,
    },
    {
        /* Xe-LP/Xe-HPG.  SLM has 16 banks of 4 bytes; SIMD16 is the usual
         * compute width; 64-byte cache lines.  Xe-LP has no fp64, so the
         * preset does not promise it. */
        .preset = PRESET_INTEL_XE,
        .device_name = "typical Intel Xe GPU (preset)",
        .vendor = "Intel(R) Corporation",
        .is_cpu = 0,
        .has_fp64 = 0,
        .local_mem_bytes = KIB(64),
        .max_work_group = 512,
        .simd_width = 16,
        .compute_units = 96,
        .cache_line_bytes = 64,
        .max_alloc_bytes = GIB(4),
        .local_banks = 16,
        .bank_width_bytes = 4,
        .coalesce_bytes = 64,
        /* 128 registers x 32 bytes per hardware thread shared by 16 lanes:
         * 256 bytes, i.e. 32 single-precision complex values per work-item. */
        .max_registers_cplx = 32,
    },
    {
        /* pocl on a CPU.  __local is ordinary cached memory (pocl 3 reports
         * 1 MiB), there are no banks to pad around, and pocl vectorises
         * work-groups in multiples of 8 lanes (AVX: 8 floats). */
        .preset = PRESET_POCL_CPU,
        .device_name = "typical CPU under pocl (preset)",
        .vendor = "The pocl project",
        .is_cpu = 1,
        .has_fp64 = 1,
        .local_mem_bytes = MIB(1),
        .max_work_group = 4096,
        .simd_width = 8,
        .compute_units = 8,
        .cache_line_bytes = 64,
        .max_alloc_bytes = GIB(1),
        .local_banks = 0,
        .bank_width_bytes = 4,
        /* pocl runs a group's work-items one after another, so neighbours
         * sharing a line gains nothing per instruction: one element.  On the
         * 2-core EPYC, 65536 points went from 2.16 to 2.61 GB/s (the strided
         * passes take one column per group instead of eight). */
        .coalesce_bytes = 8,
        /* Spills go to L1 cheaply; the limit only keeps code size sane. */
        .max_registers_cplx = 64,
    },
    {
        /* Unknown device: conservative values every OpenCL 1.2 GPU meets
         * (32 KiB is the spec's minimum local memory), no fp64 promised. */
        .preset = PRESET_GENERIC,
        .device_name = "generic OpenCL device (preset)",
        .vendor = "unknown",
        .is_cpu = 0,
        .has_fp64 = 0,
        .local_mem_bytes = KIB(32),
        .max_work_group = 256,
        .simd_width = 32,
        .compute_units = 16,
        .cache_line_bytes = 64,
        .max_alloc_bytes = GIB(1),
        .local_banks = 32,
        .bank_width_bytes = 4,
        .coalesce_bytes = 64,
        .max_registers_cplx = 32,
    },
};

enum { PRESET_COUNT = sizeof presets / sizeof presets[0] };

static const char *const preset_names[] = {
    PRESET_NVIDIA, PRESET_AMD_GCN, PRESET_AMD_RDNA, PRESET_INTEL_XE, PRESET_POCL_CPU, PRESET_GENERIC,
    NULL,
};

_Static_assert(sizeof preset_names / sizeof preset_names[0] == PRESET_COUNT + 1,
               "every preset has a name in preset_names");

/* ---- numeric fields, by the names the override syntax and the formatted
 * text use ---- */

typedef enum field_type { FIELD_INT_FLAG, FIELD_UINT, FIELD_SIZE, FIELD_ULONG } field_type;

typedef struct profile_field {
    const char *key;
    size_t offset;
    field_type type;
    unsigned long long min; /* smallest accepted override value */
} profile_field;

static const profile_field fields[] = {
    {"cpu", offsetof(clfft_profile, is_cpu), FIELD_INT_FLAG, 0},
    {"fp64", offsetof(clfft_profile, has_fp64), FIELD_INT_FLAG, 0},
    /* The parser takes 0; fft_profile_validate then asks for 1 KiB at least. */
    {"local_mem", offsetof(clfft_profile, local_mem_bytes), FIELD_ULONG, 0},
    {"max_work_group", offsetof(clfft_profile, max_work_group), FIELD_SIZE, 1},
    {"simd", offsetof(clfft_profile, simd_width), FIELD_SIZE, 1},
    {"compute_units", offsetof(clfft_profile, compute_units), FIELD_UINT, 1},
    {"cache_line", offsetof(clfft_profile, cache_line_bytes), FIELD_UINT, 1},
    {"max_alloc", offsetof(clfft_profile, max_alloc_bytes), FIELD_ULONG, 1},
    /* 0 banks means "no bank conflicts to avoid" (CPUs). */
    {"banks", offsetof(clfft_profile, local_banks), FIELD_UINT, 0},
    {"bank_width", offsetof(clfft_profile, bank_width_bytes), FIELD_UINT, 1},
    {"coalesce", offsetof(clfft_profile, coalesce_bytes), FIELD_UINT, 1},
    {"registers", offsetof(clfft_profile, max_registers_cplx), FIELD_UINT, 1},
    /* 0 turns prefetching off; the other presets have it off (not measured). */
    {"prefetch", offsetof(clfft_profile, prefetch_bytes), FIELD_ULONG, 0},
};

enum { FIELD_COUNT = sizeof fields / sizeof fields[0] };

static unsigned long long field_max(field_type type)
{
    switch (type) {
    case FIELD_INT_FLAG:
        return 1;
    case FIELD_UINT:
        return CL_UINT_MAX;
    case FIELD_SIZE:
        return SIZE_MAX;
    case FIELD_ULONG:
        return CL_ULONG_MAX;
    }
    return 0;
}

static unsigned long long field_get(const clfft_profile *p, const profile_field *f)
{
    const char *base = (const char *)p + f->offset;
    switch (f->type) {
    case FIELD_INT_FLAG:
        return (unsigned long long)*(const int *)(const void *)base;
    case FIELD_UINT:
        return *(const cl_uint *)(const void *)base;
    case FIELD_SIZE:
        return *(const size_t *)(const void *)base;
    case FIELD_ULONG:
        return *(const cl_ulong *)(const void *)base;
    }
    return 0;
}

/* value has been range-checked against field_max(f->type). */
static void field_set(clfft_profile *p, const profile_field *f, unsigned long long value)
{
    char *base = (char *)p + f->offset;
    switch (f->type) {
    case FIELD_INT_FLAG:
        *(int *)(void *)base = (int)value;
        break;
    case FIELD_UINT:
        *(cl_uint *)(void *)base = (cl_uint)value;
        break;
    case FIELD_SIZE:
        *(size_t *)(void *)base = (size_t)value;
        break;
    case FIELD_ULONG:
        *(cl_ulong *)(void *)base = (cl_ulong)value;
        break;
    }
}

static const clfft_profile *find_preset(const char *name, size_t len)
{
    for (size_t i = 0; i < PRESET_COUNT; i++)
        if (strlen(presets[i].preset) == len && memcmp(presets[i].preset, name, len) == 0)
            return &presets[i];
    return NULL;
}

static const profile_field *find_field(const char *key, size_t len)
{
    for (size_t i = 0; i < FIELD_COUNT; i++)
        if (strlen(fields[i].key) == len && memcmp(fields[i].key, key, len) == 0)
            return &fields[i];
    return NULL;
}

/* ---- presets ---- */

const char *const *clfft_profile_preset_names(void)
{
    return preset_names;
}

clfft_status clfft_profile_preset(const char *name, clfft_profile *profile)
{
    if (!name)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_preset: name is NULL");
    if (!profile)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_preset: profile is NULL");
    const clfft_profile *preset = find_preset(name, strlen(name));
    if (!preset)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "no device profile preset is named '%s'", name);
    *profile = *preset;
    return CLFFT_OK;
}

/* ---- overrides: "preset", "key=value" or a comma-separated mix, applied
 * left to right.  A bare preset name replaces the whole profile (names
 * included), so "nvidia,banks=16" describes an NVIDIA-like device with 16
 * banks whatever device was queried.  Values are decimal, optionally with a
 * binary K, M or G suffix (local_mem=48K). ---- */

static int is_space(char c)
{
    return isspace((unsigned char)c) != 0;
}

static void trim(const char **start, size_t *len)
{
    while (*len && is_space(**start)) {
        (*start)++;
        (*len)--;
    }
    while (*len && is_space((*start)[*len - 1]))
        (*len)--;
}

typedef enum parse_result { PARSE_OK, PARSE_NOT_A_COUNT, PARSE_OVERFLOW } parse_result;

/* Parses text[0..len) as a decimal count with an optional K/M/G suffix. */
static parse_result parse_value(const char *text, size_t len, unsigned long long *value)
{
    char digits[32];
    unsigned shift = 0;
    if (len == 0)
        return PARSE_NOT_A_COUNT;
    switch (text[len - 1]) {
    case 'K': case 'k': shift = 10; len--; break;
    case 'M': case 'm': shift = 20; len--; break;
    case 'G': case 'g': shift = 30; len--; break;
    default: break;
    }
    for (size_t i = 0; i < len; i++)
        if (!isdigit((unsigned char)text[i]))
            return PARSE_NOT_A_COUNT; /* also rejects signs, which strtoull would accept */
    if (len == 0)
        return PARSE_NOT_A_COUNT;
    if (len >= sizeof digits)
        return PARSE_OVERFLOW;
    memcpy(digits, text, len);
    digits[len] = '\0';
    errno = 0;
    unsigned long long v = strtoull(digits, NULL, 10);
    if (errno == ERANGE || (shift && v > (ULLONG_MAX >> shift)))
        return PARSE_OVERFLOW;
    *value = v << shift;
    return PARSE_OK;
}

static clfft_status apply_token(clfft_profile *p, const char *token, size_t len)
{
    const char *eq = memchr(token, '=', len);
    if (!eq) {
        const clfft_profile *preset = find_preset(token, len);
        if (!preset)
            return fft_fail(CLFFT_ERR_INVALID_PROFILE,
                            "profile override '%.*s': neither a preset name nor key=value",
                            (int)len, token);
        *p = *preset;
        return CLFFT_OK;
    }
    const char *key = token, *value_text = eq + 1;
    size_t key_len = (size_t)(eq - token), value_len = len - key_len - 1;
    trim(&key, &key_len);
    trim(&value_text, &value_len);
    const profile_field *f = find_field(key, key_len);
    if (!f)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile override '%.*s': unknown key '%.*s'",
                        (int)len, token, (int)key_len, key);
    unsigned long long value;
    parse_result parsed = parse_value(value_text, value_len, &value);
    if (parsed == PARSE_NOT_A_COUNT)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE,
                        "profile override '%.*s': value is not a decimal count (K/M/G allowed)",
                        (int)len, token);
    if (parsed == PARSE_OVERFLOW || value < f->min || value > field_max(f->type))
        return fft_fail(CLFFT_ERR_INVALID_PROFILE,
                        "profile override '%.*s': %s must be in [%llu, %llu]", (int)len, token,
                        f->key, f->min, field_max(f->type));
    field_set(p, f, value);
    return CLFFT_OK;
}

clfft_status clfft_profile_override(clfft_profile *profile, const char *spec)
{
    if (!profile)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_override: profile is NULL");
    if (!spec)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_override: spec is NULL");
    /* Parse into a copy so that a bad token leaves the caller's profile as it
     * was, whatever tokens before it did. */
    clfft_profile edited = *profile;
    const char *all = spec;
    size_t all_len = strlen(spec);
    trim(&all, &all_len);
    if (all_len == 0)
        return CLFFT_OK; /* an empty spec overrides nothing */
    const char *cursor = all, *end = all + all_len;
    for (;;) {
        const char *comma = memchr(cursor, ',', (size_t)(end - cursor));
        const char *token_end = comma ? comma : end;
        const char *token = cursor;
        size_t len = (size_t)(token_end - cursor);
        trim(&token, &len);
        if (len == 0)
            return fft_fail(CLFFT_ERR_INVALID_PROFILE,
                            "profile override '%s': empty item at offset %td", spec,
                            cursor - spec);
        clfft_status st = apply_token(&edited, token, len);
        if (st != CLFFT_OK)
            return st;
        if (!comma)
            break;
        cursor = comma + 1;
    }
    /* The result must be a usable profile, whichever fields the spec set. */
    clfft_status st = fft_profile_validate(&edited);
    if (st != CLFFT_OK) {
        char why[768];
        const char *text = clfft_last_error();
        size_t prefix = strlen(clfft_status_string(st));
        if (strncmp(text, clfft_status_string(st), prefix) == 0 && text[prefix] == ':')
            text += prefix + 2;
        snprintf(why, sizeof why, "%s", text);
        return fft_fail(st, "profile override '%.200s' gives an unusable profile: %s", spec, why);
    }
    *profile = edited;
    return CLFFT_OK;
}

/* ---- formatting ---- */

/* Appends like snprintf into buf[0..size), counting what did not fit. */
static void append(char *buf, size_t size, size_t *used, const char *fmt, ...)
    FFT_PRINTF_LIKE(4, 5);
static void append(char *buf, size_t size, size_t *used, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    int n = *used < size ? vsnprintf(buf + *used, size - *used, fmt, ap)
                         : vsnprintf(NULL, 0, fmt, ap);
    va_end(ap);
    if (n > 0)
        *used += (size_t)n;
}

/* Keys match the override syntax, so the text reads back as a spec's
 * values.  Negative (a clfft_status) on bad arguments, as snprintf's errors. */
int clfft_profile_format(const clfft_profile *profile, char *buf, size_t size)
{
    if (!profile)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_format: profile is NULL");
    if (!buf && size)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_format: buf is NULL, size %zu",
                        size);
    size_t used = 0;
    /* %.*s: the strings may come from a caller's struct without a zero. */
    append(buf, size, &used, "preset: %.*s\n", (int)sizeof profile->preset, profile->preset);
    append(buf, size, &used, "device: %.*s\n", (int)sizeof profile->device_name,
           profile->device_name);
    append(buf, size, &used, "vendor: %.*s\n", (int)sizeof profile->vendor, profile->vendor);
    append(buf, size, &used, "driver: %.*s\n", (int)sizeof profile->driver_version,
           profile->driver_version);
    for (size_t i = 0; i < FIELD_COUNT; i++)
        append(buf, size, &used, "%s: %llu\n", fields[i].key, field_get(profile, &fields[i]));
    if (size && used >= size)
        buf[size - 1] = '\0';
    return used > INT_MAX ? INT_MAX : (int)used;
}

/* ---- querying a device ---- */

static cl_int device_string(cl_device_id dev, cl_device_info what, char *out, size_t size)
{
    size_t needed = 0;
    cl_int err = clGetDeviceInfo(dev, what, 0, NULL, &needed);
    if (err != CL_SUCCESS)
        return err;
    char *full = malloc(needed + 1);
    if (!full)
        return CL_OUT_OF_HOST_MEMORY;
    err = clGetDeviceInfo(dev, what, needed, full, NULL);
    if (err == CL_SUCCESS) {
        full[needed] = '\0';
        /* Truncation is fine: the strings only describe the device.  They
         * are printed into a comment of the kernels, so control characters
         * and comment ends are broken up (fft_profile_validate refuses them). */
        snprintf(out, size, "%s", full);
        for (char *c = out; *c; c++) {
            if ((unsigned char)*c < 0x20 || *c == 0x7f)
                *c = ' ';
            if (c[0] == '*' && c[1] == '/')
                c[1] = '|';
        }
    }
    free(full);
    return err;
}

static int contains(const char *haystack, const char *needle)
{
    return strstr(haystack, needle) != NULL;
}

/* Which preset supplies what OpenCL does not report. */
static const char *preset_for_device(cl_device_type type, const char *name, const char *vendor)
{
    if (type & CL_DEVICE_TYPE_CPU)
        return PRESET_POCL_CPU;
    if (contains(vendor, "NVIDIA") || contains(name, "NVIDIA"))
        return PRESET_NVIDIA;
    if (contains(vendor, "AMD") || contains(vendor, "Advanced Micro Devices")) {
        if (contains(name, "gfx10") || contains(name, "gfx11") || contains(name, "gfx12") ||
            contains(name, "RDNA"))
            return PRESET_AMD_RDNA;
        return PRESET_AMD_GCN;
    }
    if ((type & CL_DEVICE_TYPE_GPU) && (contains(vendor, "Intel") || contains(name, "Intel")))
        return PRESET_INTEL_XE;
    return PRESET_GENERIC;
}

/* CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE of a trivial kernel, the only
 * way OpenCL 1.x reports the SIMD width.  0 when anything fails. */
static size_t probe_kernel_simd_width(cl_device_id dev)
{
    static const char *probe_source =
        "__kernel void clfft_simd_probe(__global float *p) { p[get_global_id(0)] *= 2.0f; }\n";
    size_t width = 0;
    cl_int err;
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    if (err != CL_SUCCESS)
        return 0;
    cl_program program = clCreateProgramWithSource(ctx, 1, &probe_source, NULL, &err);
    if (err == CL_SUCCESS) {
        if (clBuildProgram(program, 1, &dev, "", NULL, NULL) == CL_SUCCESS) {
            cl_kernel kernel = clCreateKernel(program, "clfft_simd_probe", &err);
            if (err == CL_SUCCESS) {
                if (clGetKernelWorkGroupInfo(kernel, dev,
                                             CL_KERNEL_PREFERRED_WORK_GROUP_SIZE_MULTIPLE,
                                             sizeof width, &width, NULL) != CL_SUCCESS)
                    width = 0;
                clReleaseKernel(kernel);
            }
        }
        clReleaseProgram(program);
    }
    clReleaseContext(ctx);
    return width;
}

/* Cheapest source first: a device query (OpenCL 3.0, or NVIDIA's warp size),
 * then a probe kernel (costs a compile), then the preset's value. */
static size_t simd_width_of(cl_device_id dev, const char *extensions, size_t preset_value)
{
    size_t width = 0;
    if (clGetDeviceInfo(dev, PROFILE_CL_DEVICE_PREFERRED_WORK_GROUP_SIZE_MULTIPLE, sizeof width,
                        &width, NULL) == CL_SUCCESS &&
        width > 0)
        return width;
    if (contains(extensions, "cl_nv_device_attribute_query")) {
        cl_uint warp = 0;
        if (clGetDeviceInfo(dev, PROFILE_CL_DEVICE_WARP_SIZE_NV, sizeof warp, &warp, NULL) ==
                CL_SUCCESS &&
            warp > 0)
            return warp;
    }
    width = probe_kernel_simd_width(dev);
    return width > 0 ? width : preset_value;
}

static clfft_status device_info_failed(cl_int err, const char *what)
{
    clfft_status st = err == CL_INVALID_DEVICE ? CLFFT_ERR_INVALID_DEVICE : fft_status_from_cl(err);
    return fft_fail(st, "clfft_profile_query: clGetDeviceInfo(%s) failed: %s", what,
                    fft_cl_error_name(err));
}

#define QUERY_SCALAR(dev, param, var)                                                      \
    do {                                                                                   \
        cl_int err_ = clGetDeviceInfo((dev), (param), sizeof(var), &(var), NULL);          \
        if (err_ != CL_SUCCESS)                                                            \
            return device_info_failed(err_, #param);                                       \
    } while (0)

static clfft_status query_extensions(cl_device_id dev, char **extensions)
{
    size_t needed = 0;
    cl_int err = clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, NULL, &needed);
    if (err != CL_SUCCESS)
        return device_info_failed(err, "CL_DEVICE_EXTENSIONS");
    *extensions = malloc(needed + 1);
    if (!*extensions)
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY,
                        "clfft_profile_query: %zu bytes for the extension list", needed + 1);
    err = clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, needed, *extensions, NULL);
    if (err != CL_SUCCESS) {
        free(*extensions);
        *extensions = NULL;
        return device_info_failed(err, "CL_DEVICE_EXTENSIONS");
    }
    (*extensions)[needed] = '\0';
    return CLFFT_OK;
}

/* Everything except the extension-dependent fields. */
static clfft_status query_facts(cl_device_id dev, clfft_profile *p, cl_device_type *type)
{
    static const struct {
        cl_device_info param;
        const char *name;
        size_t offset, size;
    } strings[] = {
        {CL_DEVICE_NAME, "CL_DEVICE_NAME", offsetof(clfft_profile, device_name),
         sizeof p->device_name},
        {CL_DEVICE_VENDOR, "CL_DEVICE_VENDOR", offsetof(clfft_profile, vendor), sizeof p->vendor},
        {CL_DRIVER_VERSION, "CL_DRIVER_VERSION", offsetof(clfft_profile, driver_version),
         sizeof p->driver_version},
    };
    for (size_t i = 0; i < sizeof strings / sizeof strings[0]; i++) {
        cl_int err = device_string(dev, strings[i].param, (char *)p + strings[i].offset,
                                   strings[i].size);
        if (err != CL_SUCCESS)
            return device_info_failed(err, strings[i].name);
    }
    QUERY_SCALAR(dev, CL_DEVICE_TYPE, *type);
    QUERY_SCALAR(dev, CL_DEVICE_LOCAL_MEM_SIZE, p->local_mem_bytes);
    QUERY_SCALAR(dev, CL_DEVICE_MAX_WORK_GROUP_SIZE, p->max_work_group);
    QUERY_SCALAR(dev, CL_DEVICE_MAX_COMPUTE_UNITS, p->compute_units);
    QUERY_SCALAR(dev, CL_DEVICE_GLOBAL_MEM_CACHELINE_SIZE, p->cache_line_bytes);
    QUERY_SCALAR(dev, CL_DEVICE_MAX_MEM_ALLOC_SIZE, p->max_alloc_bytes);
    p->is_cpu = (*type & CL_DEVICE_TYPE_CPU) != 0;
    return CLFFT_OK;
}

static int device_has_fp64(cl_device_id dev, const char *extensions)
{
    if (contains(extensions, "cl_khr_fp64") || contains(extensions, "cl_amd_fp64"))
        return 1;
    /* Before OpenCL 1.2 fp64 could be reported only through this config. */
    cl_device_fp_config config = 0;
    return clGetDeviceInfo(dev, CL_DEVICE_DOUBLE_FP_CONFIG, sizeof config, &config, NULL) ==
               CL_SUCCESS &&
           config != 0;
}

clfft_status clfft_profile_query(cl_device_id dev, clfft_profile *profile)
{
    if (!profile)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "clfft_profile_query: profile is NULL");
    if (!dev)
        return fft_fail(CLFFT_ERR_INVALID_DEVICE, "clfft_profile_query: device is NULL");

    clfft_profile p;
    memset(&p, 0, sizeof p);
    cl_device_type type = 0;
    clfft_status st = query_facts(dev, &p, &type);
    if (st != CLFFT_OK)
        return st;
    char *extensions = NULL;
    st = query_extensions(dev, &extensions);
    if (st != CLFFT_OK)
        return st;
    p.has_fp64 = device_has_fp64(dev, extensions);

    const char *preset_name = preset_for_device(type, p.device_name, p.vendor);
    const clfft_profile *preset = find_preset(preset_name, strlen(preset_name));
    if (!preset) {
        free(extensions);
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "no preset named '%s'", preset_name);
    }
    snprintf(p.preset, sizeof p.preset, "%s", preset->preset);
    p.local_banks = preset->local_banks;
    p.bank_width_bytes = preset->bank_width_bytes;
    p.coalesce_bytes = preset->coalesce_bytes;
    p.max_registers_cplx = preset->max_registers_cplx;
    p.prefetch_bytes = preset->prefetch_bytes;
    p.simd_width = simd_width_of(dev, extensions, preset->simd_width);
    free(extensions);

    const char *env = getenv("CLFFT_PROFILE");
    if (env) {
        st = clfft_profile_override(&p, env);
        if (st != CLFFT_OK) {
            /* Say where the bad spec came from; the message names the token. */
            char detail[512];
            const char *why = clfft_last_error();
            size_t prefix = strlen(clfft_status_string(st));
            if (strncmp(why, clfft_status_string(st), prefix) == 0 && why[prefix] == ':')
                why += prefix + 2; /* fft_fail adds the status text again */
            snprintf(detail, sizeof detail, "%s", why);
            return fft_fail(st, "environment variable CLFFT_PROFILE: %s", detail);
        }
    }
    *profile = p;
    return CLFFT_OK;
}
