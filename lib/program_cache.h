/* Stage 4: compile + cache.  Turns generated source into a built cl_program,
 * reusing one already built in this process (memory cache) or a binary saved
 * on disk (disk cache).  Keys: hash of the source, build options, device
 * name, driver version, platform version and library version. */
#ifndef LIBCLFFT_PROGRAM_CACHE_H
#define LIBCLFFT_PROGRAM_CACHE_H

#include "clfft/clfft.h"
#include "hash.h"

/* Returns in *program a built program for (ctx, dev, source, options); the
 * caller owns one reference that it gives back with program_cache_put().  On
 * build failure returns CLFFT_ERR_BUILD_FAILED with the build log recorded
 * (error.h).  Thread-safe. */
clfft_status program_cache_get(cl_context ctx, cl_device_id dev, const char *source,
                               const char *options, cl_program *program);
/* Drops the caller's reference; the memory cache forgets a program once no
 * plan uses it (it must not keep the user's context alive). */
void program_cache_put(cl_program program);

/* Adds the device's identity to h: its name, vendor, driver and OpenCL
 * versions and its platform's (the binaries' key, and the measuring
 * planner's, use the same). */
clfft_status program_cache_hash_device(fft_key *h, cl_device_id dev);

/* Small text files beside the binaries (the measuring planner's choices):
 * best effort, as the binaries.  load returns a malloc'ed copy or NULL. */
void program_cache_save_text(const char *name, const char *text);
char *program_cache_load_text(const char *name);

/* Writes all of buf to fd (retrying short writes and EINTR); 1 on success.
 * The cache's entries and CLFFT_DUMP_DIR's files are written with it. */
int fft_write_all(int fd, const void *buf, size_t size);

#endif
