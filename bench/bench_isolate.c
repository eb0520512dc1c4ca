/* Worker processes for clfft-bench (bench_isolate.h). */
#include "bench_isolate.h"

#if defined(__unix__) || defined(__APPLE__)
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

int bench_isolate_available(void)
{
    return 1;
}

int bench_isolate_send(int fd, const void *msg, size_t msg_size)
{
    ssize_t w;
    do
        w = write(fd, msg, msg_size);
    while (w < 0 && errno == EINTR);
    return w == (ssize_t)msg_size ? 0 : 1;
}

/* Reads exactly size bytes; 0 at a clean end of the stream, -1 on a short
 * read (a message torn by the child's death) or an error. */
static int read_message(int fd, void *msg, size_t size)
{
    size_t got = 0;
    while (got < size) {
        ssize_t r = read(fd, (char *)msg + got, size - got);
        if (r < 0 && errno == EINTR)
            continue;
        if (r <= 0)
            return got == 0 && r == 0 ? 0 : -1;
        got += (size_t)r;
    }
    return 1;
}

int bench_isolate_run(int (*work)(void *ctx, int fd), void (*deliver)(void *ctx, const void *msg), void *ctx,
                      size_t msg_size)
{
    int fds[2];
    void *msg = malloc(msg_size);
    if (!msg || pipe(fds)) {
        free(msg);
        return -1000;
    }
    /* what stdio holds now must not be written twice, by both processes */
    fflush(NULL);
    pid_t pid = fork();
    if (pid < 0) {
        close(fds[0]);
        close(fds[1]);
        free(msg);
        return -1000;
    }
    if (pid == 0) {
        close(fds[0]);
        int status = work(ctx, fds[1]);
        fflush(NULL);
        /* _exit: the parent's atexit handlers and stdio buffers are not ours */
        _exit(status);
    }
    close(fds[1]);
    while (read_message(fds[0], msg, msg_size) > 0)
        deliver(ctx, msg);
    close(fds[0]);
    free(msg);
    int status;
    while (waitpid(pid, &status, 0) < 0)
        if (errno != EINTR)
            return -1000;
    if (WIFSIGNALED(status))
        return -WTERMSIG(status);
    return WIFEXITED(status) ? WEXITSTATUS(status) : -1000;
}

#else

int bench_isolate_available(void)
{
    return 0;
}

int bench_isolate_send(int fd, const void *msg, size_t msg_size)
{
    (void)fd;
    (void)msg;
    (void)msg_size;
    return 1;
}

int bench_isolate_run(int (*work)(void *ctx, int fd), void (*deliver)(void *ctx, const void *msg), void *ctx,
                      size_t msg_size)
{
    (void)work;
    (void)deliver;
    (void)ctx;
    (void)msg_size;
    return -1000;
}

#endif
