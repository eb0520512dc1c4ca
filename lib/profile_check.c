/* fft_profile_validate (see profile_check.h).  The planner divides by some
 * fields and sizes loops and local arrays by others, and the code generator
 * prints the strings into a comment of the kernel source, so every field is
 * checked before a profile reaches either. */
#include "profile_check.h"

#include <string.h>

#include "error.h"

static int is_power_of_two(unsigned long long v)
{
    return v != 0 && (v & (v - 1)) == 0;
}

/* A string field must end within its array and hold no control characters
 * and no comment terminator: it is printed into the kernel source. */
static clfft_status check_string(const char *name, const char *text, size_t size)
{
    const char *end = memchr(text, '\0', size);
    if (!end)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile field %s is not zero-terminated within its %zu bytes",
                        name, size);
    for (const char *c = text; c < end; c++) {
        unsigned char u = (unsigned char)*c;
        if (u < 0x20 || u == 0x7f)
            return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile field %s holds the control character 0x%02x",
                            name, u);
        if (c[0] == '*' && c + 1 < end && c[1] == '/')
            return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile field %s holds \"*/\"", name);
    }
    return CLFFT_OK;
}

static clfft_status check_range(const char *name, unsigned long long value, unsigned long long lo,
                                unsigned long long hi)
{
    if (value < lo || value > hi)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile field %s is %llu; it must be in [%llu, %llu]", name,
                        value, lo, hi);
    return CLFFT_OK;
}

/* A power of two in [lo, hi]; zero_ok: 0 too (meaning "not reported"). */
static clfft_status check_pow2(const char *name, unsigned long long value, unsigned long long lo,
                               unsigned long long hi, int zero_ok)
{
    if (value == 0 && zero_ok)
        return CLFFT_OK;
    if (!is_power_of_two(value) || value < lo || value > hi)
        return fft_fail(CLFFT_ERR_INVALID_PROFILE, "profile field %s is %llu; it must be a power of two in [%llu, %llu]%s",
                        name, value, lo, hi, zero_ok ? " or 0" : "");
    return CLFFT_OK;
}

clfft_status fft_profile_validate(const clfft_profile *p)
{
    if (!p)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "profile is NULL");
    clfft_status st;
#define CHECK(call)                      \
    do {                                 \
        if ((st = (call)) != CLFFT_OK)   \
            return st;                   \
    } while (0)
    CHECK(check_string("preset", p->preset, sizeof p->preset));
    CHECK(check_string("device_name", p->device_name, sizeof p->device_name));
    CHECK(check_string("vendor", p->vendor, sizeof p->vendor));
    CHECK(check_string("driver_version", p->driver_version, sizeof p->driver_version));
    /* names as in the override syntax (clfft_profile_override) */
    CHECK(check_range("cpu (is_cpu)", (unsigned long long)(unsigned)p->is_cpu, 0, 1));
    CHECK(check_range("fp64 (has_fp64)", (unsigned long long)(unsigned)p->has_fp64, 0, 1));
    /* the planner needs some (OpenCL's embedded profile promises 1 KiB);
     * more than 64 MiB is no device's, and sizes its searches beyond reason */
    CHECK(check_range("local_mem (local_mem_bytes)", p->local_mem_bytes, FFT_PROFILE_MIN_LOCAL_MEM,
                      FFT_PROFILE_MAX_LOCAL_MEM));
    CHECK(check_range("max_work_group", p->max_work_group, 1, FFT_PROFILE_MAX_WORK_GROUP));
    CHECK(check_range("simd (simd_width)", p->simd_width, 1, FFT_PROFILE_MAX_SIMD));
    CHECK(check_range("compute_units", p->compute_units, 1, FFT_PROFILE_MAX_COMPUTE_UNITS));
    /* 0: the device reports none (the planner assumes 64) */
    CHECK(check_pow2("cache_line (cache_line_bytes)", p->cache_line_bytes, 1, FFT_PROFILE_MAX_CACHE_LINE, 1));
    CHECK(check_range("max_alloc (max_alloc_bytes)", p->max_alloc_bytes, 1, CL_ULONG_MAX));
    /* 0: no banks (CPUs); counts need not be powers of two */
    CHECK(check_range("banks (local_banks)", p->local_banks, 0, FFT_PROFILE_MAX_BANKS));
    CHECK(check_pow2("bank_width (bank_width_bytes)", p->bank_width_bytes, 1, FFT_PROFILE_MAX_BANK_WIDTH, 0));
    CHECK(check_pow2("coalesce (coalesce_bytes)", p->coalesce_bytes, 1, FFT_PROFILE_MAX_COALESCE, 0));
    CHECK(check_range("registers (max_registers_cplx)", p->max_registers_cplx, 1, FFT_PROFILE_MAX_REGISTERS));
    CHECK(check_range("prefetch (prefetch_bytes)", p->prefetch_bytes, 0, FFT_PROFILE_MAX_PREFETCH));
#undef CHECK
    return CLFFT_OK;
}
