/* NOTES 48: plan creation with backward_scale = 1/N for each N given (built as dirtime.c);
 * the library before a7c0d29 answered CLFFT_ERR_BUILD_FAILED on pocl at 18, 30, 42, 50, 54, 60, 84, 100, 108. */
#include <clfft/clfft.h>
#include <stdio.h>
#include <stdlib.h>
int main(int argc,char**argv){ cl_platform_id pf; cl_device_id dev; cl_int e;
  clGetPlatformIDs(1,&pf,NULL); clGetDeviceIDs(pf,CL_DEVICE_TYPE_ALL,1,&dev,NULL);
  cl_context ctx=clCreateContext(NULL,1,&dev,NULL,NULL,&e);
  for(int i=1;i<argc;i++){ clfft_desc d={0}; d.rank=1; d.n[0]=strtoul(argv[i],0,0); d.backward_scale=1.0/d.n[0];
    clfft_plan*p; clfft_status st=clfft_plan_create(&p,ctx,dev,&d); printf("%zu: %s\n",d.n[0],clfft_status_string(st)); if(!st) clfft_plan_destroy(p);}
  return 0;}
