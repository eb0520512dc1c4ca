/* Running the sweep in a worker process, so that a library that crashes
 * (a segfault in a peer's kernel on a CPU device, say) takes down only the
 * worker: the parent, which never touches OpenCL or CUDA, keeps what the
 * worker reported and can start another. */
#ifndef BENCH_ISOLATE_H
#define BENCH_ISOLATE_H

#include <stddef.h>

/* Whether this platform can fork a worker (POSIX); otherwise callers run
 * the work in-process. */
int bench_isolate_available(void);

/* Forks; the child runs work(ctx, fd) and exits with its return value,
 * writing fixed-size messages of msg_size bytes to fd with
 * bench_isolate_send.  The parent hands each to deliver(ctx, msg) as it
 * arrives.  The child inherits the parent's memory, so ctx may carry
 * state for it (and pointers to static strings stay valid in messages).
 * Returns the child's exit status, -signal when a signal ended it, or
 * -1000 when no child could be started. */
int bench_isolate_run(int (*work)(void *ctx, int fd), void (*deliver)(void *ctx, const void *msg), void *ctx,
                      size_t msg_size);

/* From the child: one message.  The parent reads exactly msg_size bytes per
 * message, so one that a dying child leaves half-written is dropped, never
 * misread.  0 on success. */
int bench_isolate_send(int fd, const void *msg, size_t msg_size);

#endif
