/* ptxinfo FILE.cl...: builds each file for the first NVIDIA GPU with -cl-nv-verbose, prints the log */
#define CL_TARGET_OPENCL_VERSION 120
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
int main(int argc, char **argv)
{
    cl_platform_id plats[8]; cl_uint np; clGetPlatformIDs(8, plats, &np);
    cl_device_id dev = 0;
    for (cl_uint i = 0; i < np && !dev; i++) {
        char name[256]; clGetPlatformInfo(plats[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        if (strstr(name, "NVIDIA")) clGetDeviceIDs(plats[i], CL_DEVICE_TYPE_GPU, 1, &dev, NULL);
    }
    if (!dev) { fprintf(stderr, "no NVIDIA device\n"); return 1; }
    cl_context ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, NULL);
    for (int a = 1; a < argc; a++) {
        FILE *f = fopen(argv[a], "rb"); if (!f) continue;
        fseek(f, 0, SEEK_END); long n = ftell(f); rewind(f);
        char *src = malloc(n + 1); fread(src, 1, n, f); src[n] = 0; fclose(f);
        const char *s = src;
        cl_program p = clCreateProgramWithSource(ctx, 1, &s, NULL, NULL);
        cl_int e = clBuildProgram(p, 1, &dev, "-cl-nv-verbose", NULL, NULL);
        size_t ls; clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &ls);
        char *log = malloc(ls + 1); clGetProgramBuildInfo(p, dev, CL_PROGRAM_BUILD_LOG, ls, log, NULL); log[ls] = 0;
        printf("==== %s (build %d)\n%s\n", argv[a], e, log);
        clReleaseProgram(p); free(src); free(log);
    }
    return 0;
}
