/* CLFFT_DUMP_DIR (see dump.h). */
#include "dump.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "error.h"
#include "hash.h"
#include "program_cache.h"

enum { DUMP_TEMP_TRIES = 100 };

/* Creates a new file beside final_path under a name nobody had: never an
 * existing file, never through a link.  Returns its descriptor or -1. */
static int create_temp(const char *dir, char *temp_path, size_t size)
{
    static _Atomic unsigned long counter;
    struct timespec ts;
    clock_gettime(CLOCK_REALTIME, &ts);
    for (int attempt = 0; attempt < DUMP_TEMP_TRIES; attempt++) {
        unsigned long mix = (unsigned long)ts.tv_nsec ^ ((unsigned long)counter++ * 2654435761ul);
        int n = snprintf(temp_path, size, "%s/.clfft_dump_%ld_%lx.tmp", dir, (long)getpid(), mix);
        if (n <= 0 || (size_t)n >= size)
            return -1;
        int fd = open(temp_path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
        if (fd >= 0 || errno != EEXIST)
            return fd;
    }
    return -1;
}

clfft_status fft_dump_source(const char *name_hint, const char *source)
{
    const char *dir = getenv("CLFFT_DUMP_DIR");
    if (!dir || !*dir)
        return CLFFT_OK;
    char hint[64];
    snprintf(hint, sizeof hint, "%s", name_hint ? name_hint : "");
    for (char *c = hint; *c; c++)
        if (*c == '/')
            *c = '_'; /* the hint names a file, never a directory */
    size_t len = strlen(source);
    fft_hash h = fft_hash_of(source, len);
    char hex[33], path[4096], temp_path[4096];
    fft_hash_hex(&h, hex);
    int n = snprintf(path, sizeof path, "%s/clfft_%s_%.12s.cl", dir, hint, hex);
    if (n <= 0 || (size_t)n >= sizeof path)
        return fft_fail(CLFFT_ERR_IO, "CLFFT_DUMP_DIR: the path of %s is too long", dir);
    int fd = create_temp(dir, temp_path, sizeof temp_path);
    if (fd < 0)
        return fft_fail(CLFFT_ERR_IO, "CLFFT_DUMP_DIR: cannot create a new file in %s: %s", dir, strerror(errno));
    int ok = fft_write_all(fd, source, len);
    ok = close(fd) == 0 && ok;
    if (!ok) {
        unlink(temp_path);
        return fft_fail(CLFFT_ERR_IO, "CLFFT_DUMP_DIR: cannot write %s", temp_path);
    }
    /* rename replaces whatever has the final name (a planted link
     * included) instead of writing through it */
    if (rename(temp_path, path) != 0) {
        int err = errno;
        unlink(temp_path);
        return fft_fail(CLFFT_ERR_IO, "CLFFT_DUMP_DIR: cannot create %s: %s", path, strerror(err));
    }
    return CLFFT_OK;
}
