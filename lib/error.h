/* Failure details, kept per thread so that clfft_last_error() can return
 * them; the library never prints. */
#ifndef LIBCLFFT_ERROR_H
#define LIBCLFFT_ERROR_H

#include "clfft/clfft.h"

#if defined(__GNUC__)
#define FFT_PRINTF_LIKE(a, b) __attribute__((format(printf, a, b)))
#else
#define FFT_PRINTF_LIKE(a, b)
#endif

/* Records "status text: details" as the calling thread's last error and
 * returns status, so that a check reads `return fft_fail(CLFFT_ERR_..., ...)`. */
clfft_status fft_fail(clfft_status status, const char *fmt, ...) FFT_PRINTF_LIKE(2, 3);
/* As fft_fail, appending a long text (a build log) after the message. */
clfft_status fft_fail_with_log(clfft_status status, const char *log, const char *fmt, ...)
    FFT_PRINTF_LIKE(3, 4);
void fft_clear_error(void);
/* Records a note (something refused on the way to a result that may still
 * succeed, such as a cache entry not trusted) as the calling thread's
 * clfft_last_error() text, without a status. */
void fft_note(const char *fmt, ...) FFT_PRINTF_LIKE(1, 2);
/* Maps an OpenCL error code to the closest status. */
clfft_status fft_status_from_cl(cl_int err);
const char *fft_cl_error_name(cl_int err);

#endif
