/* Helpers shared by the picture examples (see example_util.h). */
#include "example_util.h"

#include <errno.h>
#include <math.h>
#include <png.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>

#include "cl_devices.h"

void ex_die(const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    fputs("error: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputc('\n', stderr);
    va_end(ap);
    exit(1);
}

void ex_check_cl(cl_int err, const char *what, const char *file, int line)
{
    if (err != CL_SUCCESS)
        ex_die("%s:%d: %s failed with OpenCL error %d", file, line, what, (int)err);
}

void ex_check_fft(clfft_status st, const char *what, const char *file, int line)
{
    if (st != CLFFT_OK)
        ex_die("%s:%d: %s: %s", file, line, what, *clfft_last_error() ? clfft_last_error() : clfft_status_string(st));
}

void ex_cl_init(ex_cl *cl, const char *selector)
{
    char err[256];
    cl_int e;
    memset(cl, 0, sizeof *cl);
    if (cl_devices_pick(selector, &cl->dev, err, sizeof err) != 0)
        ex_die("%s", err);
    clGetDeviceInfo(cl->dev, CL_DEVICE_NAME, sizeof cl->name - 1, cl->name, NULL);
    cl->ctx = clCreateContext(NULL, 1, &cl->dev, NULL, NULL, &e);
    EX_CL(e);
    cl->queue = clCreateCommandQueue(cl->ctx, cl->dev, 0, &e);
    EX_CL(e);
}

void ex_cl_release(ex_cl *cl)
{
    clReleaseCommandQueue(cl->queue);
    clReleaseContext(cl->ctx);
}

cl_kernel ex_kernel(const ex_cl *cl, const char *source, const char *name)
{
    cl_int e;
    cl_program prog = clCreateProgramWithSource(cl->ctx, 1, &source, NULL, &e);
    EX_CL(e);
    if (clBuildProgram(prog, 1, &cl->dev, "", NULL, NULL) != CL_SUCCESS) {
        char log[8192] = "";
        clGetProgramBuildInfo(prog, cl->dev, CL_PROGRAM_BUILD_LOG, sizeof log - 1, log, NULL);
        ex_die("building kernel %s:\n%s", name, log);
    }
    cl_kernel k = clCreateKernel(prog, name, &e);
    EX_CL(e);
    clReleaseProgram(prog); /* the kernel keeps it */
    return k;
}

cl_mem ex_buffer(const ex_cl *cl, size_t bytes)
{
    cl_int e;
    cl_mem m = clCreateBuffer(cl->ctx, CL_MEM_READ_WRITE, bytes, NULL, &e);
    EX_CL(e);
    return m;
}

double ex_seconds(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return ts.tv_sec + ts.tv_nsec * 1e-9;
}

void *ex_malloc(size_t bytes)
{
    void *p = calloc(1, bytes ? bytes : 1);
    if (!p)
        ex_die("out of memory (%zu bytes)", bytes);
    return p;
}

long ex_parse_long(const char *opt, const char *text, long lo, long hi)
{
    char *end = NULL;
    errno = 0;
    long v = strtol(text, &end, 10);
    if (*text == '\0' || *end != '\0' || errno || v < lo || v > hi) {
        fprintf(stderr, "error: --%s wants an integer in [%ld, %ld], not \"%s\"\n", opt, lo, hi, text);
        exit(2);
    }
    return v;
}

double ex_parse_double(const char *opt, const char *text)
{
    char *end = NULL;
    errno = 0;
    double v = strtod(text, &end);
    if (*text == '\0' || *end != '\0' || errno || !isfinite(v)) {
        fprintf(stderr, "error: --%s wants a number, not \"%s\"\n", opt, text);
        exit(2);
    }
    return v;
}

void ex_make_dir(const char *dir)
{
    if (mkdir(dir, 0777) != 0 && errno != EEXIST)
        ex_die("cannot create directory %s: %s", dir, strerror(errno));
}

void ex_png_write(const char *path, int width, int height, int channels, const uint8_t *pixels)
{
    FILE *f = fopen(path, "wb");
    if (!f)
        ex_die("cannot create %s: %s", path, strerror(errno));
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, NULL, NULL, NULL);
    png_infop info = png ? png_create_info_struct(png) : NULL;
    if (!info)
        ex_die("libpng: out of memory");
    if (setjmp(png_jmpbuf(png)))
        ex_die("libpng could not write %s", path);
    png_init_io(png, f);
    png_set_compression_level(png, 9);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8,
                 channels == 1 ? PNG_COLOR_TYPE_GRAY : PNG_COLOR_TYPE_RGB, PNG_INTERLACE_NONE,
                 PNG_COMPRESSION_TYPE_DEFAULT, PNG_FILTER_TYPE_DEFAULT);
    png_write_info(png, info);
    for (int y = 0; y < height; y++)
        png_write_row(png, (png_const_bytep)(pixels + (size_t)y * width * channels));
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    if (fclose(f) != 0)
        ex_die("cannot write %s: %s", path, strerror(errno));
}

float *ex_png_read_gray(const char *path, int *width, int *height)
{
    png_image image;
    memset(&image, 0, sizeof image);
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_file(&image, path))
        ex_die("cannot read %s: %s", path, image.message);
    image.format = PNG_FORMAT_GRAY;
    size_t n = (size_t)image.width * image.height;
    uint8_t *buf = ex_malloc(n);
    if (!png_image_finish_read(&image, NULL, buf, 0, NULL))
        ex_die("cannot decode %s: %s", path, image.message);
    float *out = ex_malloc(n * sizeof *out);
    for (size_t i = 0; i < n; i++)
        out[i] = buf[i] / 255.0f;
    free(buf);
    *width = (int)image.width;
    *height = (int)image.height;
    return out;
}

static const double two_pi = 6.283185307179586476925286766559;

void ref_r2c_1d(const double *in, int n, double *out_re, double *out_im)
{
    for (int k = 0; k <= n / 2; k++) {
        double re = 0, im = 0;
        for (int j = 0; j < n; j++) {
            double a = -two_pi * (double)((long)j * k % n) / n;
            re += in[j] * cos(a);
            im += in[j] * sin(a);
        }
        out_re[k] = re;
        out_im[k] = im;
    }
}

void ref_r2c_2d(const double *in, int rows, int cols, double *out_re, double *out_im)
{
    int h = cols / 2 + 1;
    for (int u = 0; u < rows; u++)
        for (int v = 0; v < h; v++) {
            double re = 0, im = 0;
            for (int y = 0; y < rows; y++)
                for (int x = 0; x < cols; x++) {
                    double a = -two_pi * ((double)((long)u * y % rows) / rows + (double)((long)v * x % cols) / cols);
                    re += in[(size_t)y * cols + x] * cos(a);
                    im += in[(size_t)y * cols + x] * sin(a);
                }
            out_re[(size_t)u * h + v] = re;
            out_im[(size_t)u * h + v] = im;
        }
}

void ref_c2r_2d(const double *re, const double *im, int rows, int cols, double *out)
{
    /* Expand to the full Hermitian spectrum: X[u][v] for v > cols/2 is
     * conj(X[-u][cols-v]); bins that are their own mirror keep only their
     * real part's contribution through the symmetric sum below. */
    int h = cols / 2 + 1;
    for (int y = 0; y < rows; y++)
        for (int x = 0; x < cols; x++) {
            double s = 0;
            for (int u = 0; u < rows; u++)
                for (int v = 0; v < cols; v++) {
                    double xr, xi;
                    if (v < h) {
                        xr = re[(size_t)u * h + v];
                        xi = im[(size_t)u * h + v];
                    } else {
                        int mu = (rows - u) % rows;
                        xr = re[(size_t)mu * h + (cols - v)];
                        xi = -im[(size_t)mu * h + (cols - v)];
                    }
                    double a = two_pi * ((double)((long)u * y % rows) / rows + (double)((long)v * x % cols) / cols);
                    s += xr * cos(a) - xi * sin(a);
                }
            out[(size_t)y * cols + x] = s;
        }
}

double ex_rel_error(const float *a, const double *b, size_t n)
{
    double worst = 0, peak = 1e-300;
    for (size_t i = 0; i < n; i++) {
        double d = fabs((double)a[i] - b[i]);
        if (!(d <= worst)) /* NaN counts as worst */
            worst = isnan(d) ? INFINITY : d;
        if (fabs(b[i]) > peak)
            peak = fabs(b[i]);
    }
    return worst / peak;
}
