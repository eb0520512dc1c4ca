#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <clfft/clfft.h>
int main(int argc, char **argv)
{
    cl_platform_id p; clGetPlatformIDs(1, &p, NULL);
    cl_device_id d; clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 1, &d, NULL);
    cl_context ctx = clCreateContext(NULL, 1, &d, NULL, NULL, NULL);
    for (int a = 1; a < argc; a++) {
        clfft_desc desc = {0};
        desc.rank = 1; desc.n[0] = strtoull(argv[a], 0, 10); desc.batch = 1;
        desc.kind = CLFFT_C2C; desc.precision = CLFFT_FP32;
        desc.directions = CLFFT_FORWARD_ONLY;
        struct timespec t0, t1; clock_gettime(CLOCK_MONOTONIC, &t0);
        clfft_plan *plan = NULL;
        clfft_status st = clfft_plan_create(&plan, ctx, d, &desc);
        clock_gettime(CLOCK_MONOTONIC, &t1);
        printf("N=%s status %d (%s) in %.2f s: %.300s\n", argv[a], (int)st, clfft_status_string(st),
               (t1.tv_sec - t0.tv_sec) + (t1.tv_nsec - t0.tv_nsec) * 1e-9, st ? clfft_last_error() : "ok");
        clfft_plan_destroy(plan);
    }
    return 0;
}
