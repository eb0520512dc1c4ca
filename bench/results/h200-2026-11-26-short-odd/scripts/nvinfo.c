/* nvinfo FILE.cl [options]: builds on the first non-pocl GPU, prints the build log (ptxas info with -cl-nv-verbose). */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
    FILE *f = fopen(argv[1], "rb"); if (!f) return 1;
    fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
    char *src = malloc(n + 1); fread(src, 1, n, f); src[n] = 0; fclose(f);
    cl_platform_id ps[8]; cl_uint np; clGetPlatformIDs(8, ps, &np);
    cl_device_id dev = 0;
    for (cl_uint i = 0; i < np && !dev; i++) {
        char name[256]; clGetPlatformInfo(ps[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "NVIDIA")) clGetDeviceIDs(ps[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL);
    }
    if (!dev) { fprintf(stderr, "no NVIDIA device\n"); return 1; }
    cl_int err; cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    const char *s = src; cl_program p = clCreateProgramWithSource(ctx, 1, &s, NULL, &err);
    char opts[512]; snprintf(opts, sizeof opts, "-cl-nv-verbose %s", argc > 2 ? argv[2] : "");
    err = clBuildProgram(p, 1, &dev, opts, NULL, NULL);
    size_t ls; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &ls);
    char *log = malloc(ls + 1); clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, ls, log, NULL); log[ls] = 0;
    printf("%s: build %d\n%s\n", argv[1], err, log);
    return 0;
}
