/* Device enumeration for the examples (see cl_devices.h). */
#include "cl_devices.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

#define MAX_PLATFORMS 16
#define MAX_DEVICES 64

typedef struct device_entry {
    cl_device_id id;
    cl_device_type type;
    char name[256];
    char platform[256];
} device_entry;

/* Fills entries with every device of every platform; returns how many. */
static int enumerate(device_entry *entries, int capacity)
{
    cl_platform_id platforms[MAX_PLATFORMS];
    cl_uint nplatforms = 0;
    if (clGetPlatformIDs(MAX_PLATFORMS, platforms, &nplatforms) != CL_SUCCESS)
        return 0;
    if (nplatforms > MAX_PLATFORMS)
        nplatforms = MAX_PLATFORMS;

    int count = 0;
    for (cl_uint p = 0; p < nplatforms && count < capacity; p++) {
        cl_device_id ids[MAX_DEVICES];
        cl_uint nids = 0;
        if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, MAX_DEVICES, ids, &nids) != CL_SUCCESS)
            continue; /* a platform without devices reports CL_DEVICE_NOT_FOUND */
        if (nids > MAX_DEVICES)
            nids = MAX_DEVICES;
        char platform_name[256] = "";
        clGetPlatformInfo(platforms[p], CL_PLATFORM_NAME, sizeof platform_name, platform_name, NULL);
        for (cl_uint d = 0; d < nids && count < capacity; d++) {
            device_entry *e = &entries[count++];
            memset(e, 0, sizeof *e);
            e->id = ids[d];
            clGetDeviceInfo(ids[d], CL_DEVICE_TYPE, sizeof e->type, &e->type, NULL);
            clGetDeviceInfo(ids[d], CL_DEVICE_NAME, sizeof e->name - 1, e->name, NULL);
            memcpy(e->platform, platform_name, sizeof e->platform);
        }
    }
    return count;
}

static const char *type_name(cl_device_type type)
{
    if (type & CL_DEVICE_TYPE_GPU)
        return "GPU";
    if (type & CL_DEVICE_TYPE_CPU)
        return "CPU";
    if (type & CL_DEVICE_TYPE_ACCELERATOR)
        return "accelerator";
    return "other";
}

int cl_devices_list(FILE *out)
{
    device_entry entries[MAX_DEVICES];
    int count = enumerate(entries, MAX_DEVICES);
    for (int i = 0; i < count; i++)
        fprintf(out, "%d: %s [%s] (%s)\n", i, entries[i].name, entries[i].platform,
                type_name(entries[i].type));
    return count;
}

static int contains_ignoring_case(const char *haystack, const char *needle)
{
    size_t n = strlen(needle);
    for (; *haystack; haystack++) {
        size_t i = 0;
        while (i < n && haystack[i] &&
               tolower((unsigned char)haystack[i]) == tolower((unsigned char)needle[i]))
            i++;
        if (i == n)
            return 1;
    }
    return n == 0;
}

int cl_devices_pick(const char *selector, cl_device_id *dev, char *err, size_t err_size)
{
    device_entry entries[MAX_DEVICES];
    int count = enumerate(entries, MAX_DEVICES);
    if (count == 0) {
        snprintf(err, err_size, "no OpenCL device found (is an ICD such as pocl installed?)");
        return -1;
    }
    if (selector == NULL) {
        for (int i = 0; i < count; i++) {
            if (entries[i].type & CL_DEVICE_TYPE_GPU) {
                *dev = entries[i].id;
                return 0;
            }
        }
        *dev = entries[0].id;
        return 0;
    }

    char *end = NULL;
    long index = strtol(selector, &end, 10);
    if (*selector != '\0' && *end == '\0') {
        if (index < 0 || index >= count) {
            snprintf(err, err_size, "device index %ld out of range (there are %d devices)", index,
                     count);
            return -1;
        }
        *dev = entries[index].id;
        return 0;
    }
    for (int i = 0; i < count; i++) {
        if (contains_ignoring_case(entries[i].name, selector)) {
            *dev = entries[i].id;
            return 0;
        }
    }
    snprintf(err, err_size, "no device name contains \"%s\" (see --list)", selector);
    return -1;
}
