#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include "fft_plan.h"
static double now(void){struct timespec t;clock_gettime(CLOCK_MONOTONIC,&t);return t.tv_sec+t.tv_nsec*1e-9;}
int main(int argc,char**argv){
  size_t n=strtoull(argv[1],0,10), m=strtoull(argv[2],0,10);
  long double *v=malloc(2*m*sizeof *v);
  double t0=now(); fft_chirp_table(FFT_TABLE_CHIRP,n,m,v); double t1=now();
  fft_chirp_table(FFT_TABLE_FILTER,n,m,v); double t2=now();
  printf("n=%zu m=%zu chirp %.3f s filter %.3f s\n",n,m,t1-t0,t2-t1);
}
