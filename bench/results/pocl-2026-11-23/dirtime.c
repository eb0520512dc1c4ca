/* NOTES 48: cold plan (plan + first forward + first backward launch) and best-of-5 times
 * of both directions through the public API.  Built against each library:
 *   gcc -O2 -o dirtime dirtime.c -I$REPO/include -L$REPO/build -Wl,-rpath,$REPO/build -lclfft -lOpenCL
 * run: POCL_CACHE_DIR=$(mktemp -d) CLFFT_CACHE_DIR=off ./dirtime 64 1000 4096 65536 1048576 */
#include <clfft/clfft.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+1e-9*t.tv_nsec;}
int main(int argc,char**argv){
  cl_platform_id pf; cl_device_id dev; cl_int e;
  clGetPlatformIDs(1,&pf,NULL); clGetDeviceIDs(pf,CL_DEVICE_TYPE_ALL,1,&dev,NULL);
  cl_context ctx=clCreateContext(NULL,1,&dev,NULL,NULL,&e); cl_command_queue q=clCreateCommandQueue(ctx,dev,0,&e);
  int fp64 = getenv("FP64")!=NULL; size_t es = fp64?16:8;
  size_t total = 1<<20; if (fp64) total >>= 1;
  cl_mem a=clCreateBuffer(ctx,CL_MEM_READ_WRITE,total*es,NULL,&e), b=clCreateBuffer(ctx,CL_MEM_READ_WRITE,total*es,NULL,&e);
  float zero=0; clEnqueueFillBuffer(q,a,&zero,4,0,total*es,0,NULL,NULL); clFinish(q);
  for(int i=1;i<argc;i++){ size_t n=strtoul(argv[i],0,0);
    clfft_desc d={0}; d.rank=1; d.n[0]=n; d.batch=total/n?total/n:1; d.precision=fp64?CLFFT_FP64:CLFFT_FP32;
    clfft_plan*p=NULL; double t0=now(); if(clfft_plan_create(&p,ctx,dev,&d)!=CLFFT_OK){printf("%zu fail %s\n",n,clfft_last_error());continue;}
    double tp=now()-t0; clfft_enqueue_forward(p,q,a,b,0,0,0); clFinish(q); double tf=now()-t0; clfft_enqueue_backward(p,q,a,b,0,0,0); clFinish(q); double tb=now()-t0; double best[2]={1e9,1e9};
    for(int r=0;r<5;r++) for(int f=1;f>=0;f--){ if(r==0){ if(f) clfft_enqueue_forward(p,q,a,b,0,0,0); else clfft_enqueue_backward(p,q,a,b,0,0,0); clFinish(q);} 
      double s=now(); for(int k=0;k<10;k++){ if(f) clfft_enqueue_forward(p,q,a,b,0,0,0); else clfft_enqueue_backward(p,q,a,b,0,0,0);} clFinish(q); double t=(now()-s)/10; if(t<best[f])best[f]=t; }
    printf("%zu plan %.0f ms +fwd %.0f +bwd %.0f fwd %.1f us bwd %.1f us  (GB/s %.2f %.2f)\n",n,tp*1e3,tf*1e3,tb*1e3,best[1]*1e6,best[0]*1e6, 2.0*d.batch*n*es/best[1]/1e9, 2.0*d.batch*n*es/best[0]/1e9);
    clfft_plan_destroy(p);}
  return 0;}
