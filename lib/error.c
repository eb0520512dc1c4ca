/* Per-thread last-error text.  A fixed-size message plus an optional
 * heap-allocated build log, so that recording a failure never fails. */
#include "error.h"

#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static _Thread_local char last_message[1024];
static _Thread_local char *last_log; /* message + build log, when there is a log */

/* A thread-local pointer alone is not freed when its thread exits: the log
 * is also registered under a pthread key whose destructor frees it. */
static pthread_key_t log_key;
static pthread_once_t log_key_once = PTHREAD_ONCE_INIT;
static int log_key_ready;

static void make_log_key(void)
{
    log_key_ready = pthread_key_create(&log_key, free) == 0;
}

/* Registers last_log for the thread-exit destructor; 0 when that cannot be
 * done (the log is then dropped rather than leaked). */
static int track_log(void)
{
    pthread_once(&log_key_once, make_log_key);
    return log_key_ready && pthread_setspecific(log_key, last_log) == 0;
}

static void set_message(clfft_status status, const char *fmt, va_list ap)
{
    int used = snprintf(last_message, sizeof last_message, "%s: ", clfft_status_string(status));
    if (used < 0 || (size_t)used >= sizeof last_message)
        return;
    vsnprintf(last_message + used, sizeof last_message - (size_t)used, fmt, ap);
}

static void drop_log(void)
{
    if (!last_log)
        return;
    free(last_log);
    last_log = NULL;
    track_log();
}

clfft_status fft_fail(clfft_status status, const char *fmt, ...)
{
    va_list ap;
    drop_log();
    va_start(ap, fmt);
    set_message(status, fmt, ap);
    va_end(ap);
    return status;
}

clfft_status fft_fail_with_log(clfft_status status, const char *log, const char *fmt, ...)
{
    va_list ap;
    drop_log();
    va_start(ap, fmt);
    set_message(status, fmt, ap);
    va_end(ap);
    if (log && *log) {
        size_t mlen = strlen(last_message), llen = strlen(log);
        last_log = malloc(mlen + llen + 2);
        if (last_log) {
            memcpy(last_log, last_message, mlen);
            last_log[mlen] = '\n';
            memcpy(last_log + mlen + 1, log, llen + 1);
            if (!track_log()) {
                free(last_log);
                last_log = NULL;
            }
        }
    }
    return status;
}

void fft_note(const char *fmt, ...)
{
    va_list ap;
    drop_log();
    va_start(ap, fmt);
    vsnprintf(last_message, sizeof last_message, fmt, ap);
    va_end(ap);
}

void fft_clear_error(void)
{
    drop_log();
    last_message[0] = '\0';
}

const char *clfft_last_error(void)
{
    return last_log ? last_log : last_message;
}

const char *fft_cl_error_name(cl_int err)
{
    switch (err) {
#define CL_NAME_(e) \
    case e:         \
        return #e;
        CL_NAME_(CL_SUCCESS)
        CL_NAME_(CL_DEVICE_NOT_FOUND)
        CL_NAME_(CL_DEVICE_NOT_AVAILABLE)
        CL_NAME_(CL_COMPILER_NOT_AVAILABLE)
        CL_NAME_(CL_MEM_OBJECT_ALLOCATION_FAILURE)
        CL_NAME_(CL_OUT_OF_RESOURCES)
        CL_NAME_(CL_OUT_OF_HOST_MEMORY)
        CL_NAME_(CL_BUILD_PROGRAM_FAILURE)
        CL_NAME_(CL_INVALID_VALUE)
        CL_NAME_(CL_INVALID_DEVICE)
        CL_NAME_(CL_INVALID_CONTEXT)
        CL_NAME_(CL_INVALID_COMMAND_QUEUE)
        CL_NAME_(CL_INVALID_MEM_OBJECT)
        CL_NAME_(CL_INVALID_BINARY)
        CL_NAME_(CL_INVALID_BUILD_OPTIONS)
        CL_NAME_(CL_INVALID_PROGRAM)
        CL_NAME_(CL_INVALID_PROGRAM_EXECUTABLE)
        CL_NAME_(CL_INVALID_KERNEL_NAME)
        CL_NAME_(CL_INVALID_KERNEL)
        CL_NAME_(CL_INVALID_ARG_INDEX)
        CL_NAME_(CL_INVALID_ARG_VALUE)
        CL_NAME_(CL_INVALID_ARG_SIZE)
        CL_NAME_(CL_INVALID_KERNEL_ARGS)
        CL_NAME_(CL_INVALID_WORK_DIMENSION)
        CL_NAME_(CL_INVALID_WORK_GROUP_SIZE)
        CL_NAME_(CL_INVALID_WORK_ITEM_SIZE)
        CL_NAME_(CL_INVALID_GLOBAL_OFFSET)
        CL_NAME_(CL_INVALID_EVENT_WAIT_LIST)
        CL_NAME_(CL_INVALID_EVENT)
        CL_NAME_(CL_INVALID_OPERATION)
        CL_NAME_(CL_INVALID_BUFFER_SIZE)
        CL_NAME_(CL_INVALID_GLOBAL_WORK_SIZE)
#undef CL_NAME_
    default:
        return "CL error";
    }
}

clfft_status fft_status_from_cl(cl_int err)
{
    switch (err) {
    case CL_SUCCESS:
        return CLFFT_OK;
    case CL_OUT_OF_HOST_MEMORY:
        return CLFFT_ERR_OUT_OF_HOST_MEMORY;
    case CL_MEM_OBJECT_ALLOCATION_FAILURE:
    case CL_OUT_OF_RESOURCES:
        return CLFFT_ERR_OUT_OF_DEVICE_MEMORY;
    case CL_INVALID_CONTEXT:
        return CLFFT_ERR_INVALID_CONTEXT;
    case CL_INVALID_DEVICE:
        return CLFFT_ERR_INVALID_DEVICE;
    case CL_INVALID_COMMAND_QUEUE:
        return CLFFT_ERR_INVALID_QUEUE;
    case CL_INVALID_MEM_OBJECT:
        return CLFFT_ERR_INVALID_BUFFER;
    case CL_INVALID_EVENT_WAIT_LIST:
    case CL_INVALID_EVENT:
        return CLFFT_ERR_INVALID_WAIT_LIST;
    case CL_BUILD_PROGRAM_FAILURE:
        return CLFFT_ERR_BUILD_FAILED;
    default:
        return CLFFT_ERR_OPENCL;
    }
}
