/* probe: does the platform's clGetContextInfo survive a command queue passed as a context? */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <sys/wait.h>
#include <unistd.h>
int main(void)
{
    cl_platform_id p[4]; cl_uint np = 0; clGetPlatformIDs(4, p, &np);
    for (cl_uint i = 0; i < np; i++) {
        char name[128]; clGetPlatformInfo(p[i], CL_PLATFORM_NAME, sizeof name, name, NULL);
        cl_device_id d; if (clGetDeviceIDs(p[i], CL_DEVICE_TYPE_ALL, 1, &d, NULL) != CL_SUCCESS) continue;
        cl_int e; cl_context c = clCreateContext(NULL, 1, &d, NULL, NULL, &e);
        cl_command_queue q = clCreateCommandQueueWithProperties(c, d, NULL, &e);
        pid_t pid = fork();
        if (pid == 0) { size_t b = 0; cl_int r = clGetContextInfo((cl_context)q, CL_CONTEXT_DEVICES, 0, NULL, &b); printf("%s: clGetContextInfo(queue) = %d\n", name, r); fflush(stdout); _exit(0); }
        int st; waitpid(pid, &st, 0);
        if (WIFSIGNALED(st)) printf("%s: clGetContextInfo(queue) killed by signal %d\n", name, WTERMSIG(st));
        pid = fork();
        if (pid == 0) { cl_int r = clRetainContext((cl_context)q); printf("%s: clRetainContext(queue) = %d\n", name, r); fflush(stdout); _exit(0); }
        waitpid(pid, &st, 0);
        if (WIFSIGNALED(st)) printf("%s: clRetainContext(queue) killed by signal %d\n", name, WTERMSIG(st));
    }
    return 0;
}
