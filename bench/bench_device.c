/* Device enumeration flattens all platforms into one list, so a single
 * --device index means the same thing as clinfo's listing order. */
#include "bench_device.h"

#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { MAX_DEVICES = 64 };

typedef struct device_entry {
    cl_platform_id platform;
    cl_device_id dev;
} device_entry;

void bench_device_string(cl_device_id dev, cl_device_info what, char *buf, size_t size)
{
    if (clGetDeviceInfo(dev, what, size, buf, NULL) != CL_SUCCESS)
        buf[0] = '\0';
    buf[size - 1] = '\0';
}

static size_t list_devices(device_entry *out, size_t max)
{
    cl_platform_id plats[16];
    cl_uint np = 0;
    if (clGetPlatformIDs(16, plats, &np) != CL_SUCCESS)
        return 0;
    size_t count = 0;
    for (cl_uint p = 0; p < np && p < 16; p++) {
        cl_device_id devs[MAX_DEVICES];
        cl_uint nd = 0;
        if (clGetDeviceIDs(plats[p], CL_DEVICE_TYPE_ALL, MAX_DEVICES, devs, &nd) != CL_SUCCESS)
            continue;
        for (cl_uint d = 0; d < nd && d < MAX_DEVICES && count < max; d++) {
            out[count].platform = plats[p];
            out[count].dev = devs[d];
            count++;
        }
    }
    return count;
}

static int contains_nocase(const char *hay, const char *needle)
{
    size_t n = strlen(needle);
    for (; *hay; hay++) {
        size_t i = 0;
        while (i < n && hay[i] && tolower((unsigned char)hay[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

static long pick(const device_entry *devs, size_t count, const char *selector)
{
    if (!selector) {
        for (size_t i = 0; i < count; i++) {
            cl_device_type type = 0;
            clGetDeviceInfo(devs[i].dev, CL_DEVICE_TYPE, sizeof type, &type, NULL);
            if (type & CL_DEVICE_TYPE_GPU)
                return (long)i;
        }
        return count ? 0 : -1;
    }
    char *end;
    long idx = strtol(selector, &end, 10);
    if (end != selector && *end == '\0')
        return idx >= 0 && (size_t)idx < count ? idx : -1;
    for (size_t i = 0; i < count; i++) {
        char name[256], plat[256];
        bench_device_string(devs[i].dev, CL_DEVICE_NAME, name, sizeof name);
        if (clGetPlatformInfo(devs[i].platform, CL_PLATFORM_NAME, sizeof plat, plat, NULL))
            plat[0] = '\0';
        plat[sizeof plat - 1] = '\0';
        if (contains_nocase(name, selector) || contains_nocase(plat, selector))
            return (long)i;
    }
    return -1;
}

int bench_device_open(const char *selector, peer_env *env)
{
    device_entry devs[MAX_DEVICES];
    size_t count = list_devices(devs, MAX_DEVICES);
    long i = pick(devs, count, selector);
    if (i < 0) {
        fprintf(stderr, "clfft-bench: no OpenCL device matches '%s' (%zu devices found)\n",
                selector ? selector : "(default)", count);
        for (size_t k = 0; k < count; k++) {
            char name[256];
            bench_device_string(devs[k].dev, CL_DEVICE_NAME, name, sizeof name);
            fprintf(stderr, "  %zu: %s\n", k, name);
        }
        return 1;
    }
    env->platform = devs[i].platform;
    env->dev = devs[i].dev;
    cl_context_properties props[] = {CL_CONTEXT_PLATFORM, (cl_context_properties)env->platform, 0};
    cl_int err;
    env->ctx = clCreateContext(props, 1, &env->dev, NULL, NULL, &err);
    if (!env->ctx) {
        fprintf(stderr, "clfft-bench: clCreateContext failed (%d)\n", err);
        return 1;
    }
    env->queue = clCreateCommandQueue(env->ctx, env->dev, 0, &err);
    if (!env->queue) {
        fprintf(stderr, "clfft-bench: clCreateCommandQueue failed (%d)\n", err);
        clReleaseContext(env->ctx);
        env->ctx = NULL;
        return 1;
    }
    return 0;
}

void bench_device_close(peer_env *env)
{
    if (env->queue)
        clReleaseCommandQueue(env->queue);
    if (env->ctx)
        clReleaseContext(env->ctx);
    if (env->describe)
        fclose(env->describe);
    env->queue = NULL;
    env->ctx = NULL;
    env->describe = NULL;
}

void bench_device_print(const peer_env *env)
{
    char name[256], vendor[256], driver[256], version[256], plat[256];
    bench_device_string(env->dev, CL_DEVICE_NAME, name, sizeof name);
    bench_device_string(env->dev, CL_DEVICE_VENDOR, vendor, sizeof vendor);
    bench_device_string(env->dev, CL_DRIVER_VERSION, driver, sizeof driver);
    bench_device_string(env->dev, CL_DEVICE_VERSION, version, sizeof version);
    if (clGetPlatformInfo(env->platform, CL_PLATFORM_NAME, sizeof plat, plat, NULL))
        plat[0] = '\0';
    plat[sizeof plat - 1] = '\0';
    cl_ulong mem = 0, alloc = 0;
    clGetDeviceInfo(env->dev, CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem, NULL);
    clGetDeviceInfo(env->dev, CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof alloc, &alloc, NULL);
    printf("device:   %s (%s)\n", name, vendor);
    printf("platform: %s; %s; driver %s\n", plat, version, driver);
    printf("memory:   %.1f GiB global, %.1f GiB max allocation\n", mem / 1073741824.0,
           alloc / 1073741824.0);
}

int bench_device_has_fp64(cl_device_id dev)
{
    size_t size = 0;
    if (clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, 0, NULL, &size) != CL_SUCCESS || !size)
        return 0;
    char *ext = malloc(size + 1);
    if (!ext)
        return 0;
    int has = clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, size, ext, NULL) == CL_SUCCESS;
    ext[size] = '\0';
    has = has && (strstr(ext, "cl_khr_fp64") || strstr(ext, "cl_amd_fp64"));
    free(ext);
    return has;
}
