/* Keeping OpenCL compilers' chatter out of the bench's table: pocl's clang
 * writes "6 warnings generated." straight to file descriptor 2 while it
 * builds a kernel, which on a terminal (or through `2>&1 | tee`) lands
 * between the table's rows.  Between quiet_begin and quiet_end, fd 2 goes
 * to a temporary file; quiet_end drops those summary lines and passes
 * anything else on to stderr. */
#ifndef BENCH_QUIET_H
#define BENCH_QUIET_H

typedef struct quiet_state {
    int saved_fd; /* the real fd 2; -1 when nothing was redirected */
    void *file;   /* FILE * of the temporary file */
} quiet_state;

void quiet_begin(quiet_state *q);
void quiet_end(quiet_state *q);

#endif
