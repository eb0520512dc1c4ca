/* Shared by the picture examples (ocean, filter, spectrogram): OpenCL setup
 * on the default device, error checks that exit non-zero, timing, PNG files
 * through libpng, and the small naive DFTs their --check mode compares with. */
#ifndef CLFFT_EXAMPLE_UTIL_H
#define CLFFT_EXAMPLE_UTIL_H

#include <stddef.h>
#include <stdint.h>

#include <clfft/clfft.h>

typedef struct ex_cl {
    cl_context ctx;
    cl_device_id dev;
    cl_command_queue queue;
    char name[256];
} ex_cl;

/* Prints "program: message" to stderr and exits with status 1. */
void ex_die(const char *fmt, ...) __attribute__((format(printf, 1, 2), noreturn));

/* Exits on a failed OpenCL / libclfft call, naming the call and the error. */
#define EX_CL(call) ex_check_cl((call), #call, __FILE__, __LINE__)
#define EX_FFT(call) ex_check_fft((call), #call, __FILE__, __LINE__)
void ex_check_cl(cl_int err, const char *what, const char *file, int line);
void ex_check_fft(clfft_status st, const char *what, const char *file, int line);

/* The device `selector` names (cl_devices_pick: NULL = first GPU, else the
 * first device), a context and an in-order queue on it. */
void ex_cl_init(ex_cl *cl, const char *selector);
void ex_cl_release(ex_cl *cl);
/* Builds `source` and returns its kernel `name`; exits with the build log on failure. */
cl_kernel ex_kernel(const ex_cl *cl, const char *source, const char *name);
cl_mem ex_buffer(const ex_cl *cl, size_t bytes);

double ex_seconds(void); /* monotonic clock */
void *ex_malloc(size_t bytes);
/* Strict decimal parsing for the option parsers; exit 2 on bad text. */
long ex_parse_long(const char *opt, const char *text, long lo, long hi);
double ex_parse_double(const char *opt, const char *text);

/* Creates directory dir (one level) unless it exists; exits on failure. */
void ex_make_dir(const char *dir);

/* PNG files (libpng, compressed).  Exit non-zero on failure. */
void ex_png_write(const char *path, int width, int height, int channels, const uint8_t *pixels);
/* Reads any PNG as 8-bit grey (luminance), values 0..1 row-major. */
float *ex_png_read_gray(const char *path, int *width, int *height);

/* Naive DFT references (double precision, O(N^2) per dimension pair). */
/* Real rows x cols -> half spectrum rows x (cols/2+1), sign -1, unscaled. */
void ref_r2c_2d(const double *in, int rows, int cols, double *out_re, double *out_im);
/* Half spectrum rows x (cols/2+1) -> real rows x cols, sign +1, unscaled
 * (the imaginary parts of self-conjugate bins are ignored, as by C2R). */
void ref_c2r_2d(const double *re, const double *im, int rows, int cols, double *out);
/* One real frame of n -> n/2+1 bins, sign -1. */
void ref_r2c_1d(const double *in, int n, double *out_re, double *out_im);

/* Greatest |a - b| over n floats against doubles, relative to max |b|. */
double ex_rel_error(const float *a, const double *b, size_t n);

#endif
