/* clfft-ocean: Tessendorf's ocean ("Simulating Ocean Water"), as in the GLSL
 * thesis's case study: a Phillips spectrum h0(k) is animated in time,
 *   h(k, t) = h0(k) e^{i w t} + conj(h0(-k)) e^{-i w t},  w = sqrt(g |k|),
 * and one batched 2-D C2R transform per frame turns the half spectra of the
 * height and of its two slopes (i kx h, i ky h) into the height field and
 * the surface normals.  Writes ocean-frame-NNN.png (heights) and ocean.png
 * (the last frame shaded) and prints the time per frame.
 *
 *   clfft-ocean [--n N] [--frames F] [--out DIR] [--device SEL] [--check]
 *
 * --check compares every frame's spectrum and fields with a host
 * computation (a naive 2-D DFT); exits 1 on any error or mismatch. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "example_util.h"

#define GRAVITY 9.81
#define PATCH 200.0 /* metres across the periodic patch */
#define WIND 18.0   /* m/s */
#define DT 0.25     /* seconds between frames */

static const char *evolve_source =
    "__kernel void evolve(__global const float2 *h0, __global const float *omega, float t, int n,\n"
    "                     float dk, __global float2 *spec)\n"
    "{\n"
    "    int x = get_global_id(0), y = get_global_id(1), h = n / 2 + 1;\n"
    "    if (x >= h || y >= n) return;\n"
    "    float2 a = h0[y * n + x], b = h0[((n - y) % n) * n + (n - x) % n];\n"
    "    float c, s = sincos(omega[y * n + x] * t, &c);\n"
    "    /* h0(k) e^{iwt} + conj(h0(-k)) e^{-iwt} */\n"
    "    float2 v = (float2)(a.x * c - a.y * s + b.x * c - b.y * s, a.x * s + a.y * c - b.x * s - b.y * c);\n"
    "    float kx = x == n / 2 ? 0.0f : x * dk;\n"
    "    float ky = y == n / 2 ? 0.0f : (y <= n / 2 ? y : y - n) * dk;\n"
    "    size_t i = (size_t)y * h + x, plane = (size_t)n * h;\n"
    "    spec[i] = v;\n"
    "    spec[plane + i] = (float2)(-kx * v.y, kx * v.x);      /* i kx h */\n"
    "    spec[2 * plane + i] = (float2)(-ky * v.y, ky * v.x);  /* i ky h */\n"
    "}\n";

static uint64_t rng_state = 0x9e3779b97f4a7c15ull;
static double uniform(void)
{
    rng_state ^= rng_state << 13;
    rng_state ^= rng_state >> 7;
    rng_state ^= rng_state << 17;
    return ((rng_state >> 11) + 0.5) / 9007199254740992.0;
}
static double gaussian(void)
{
    return sqrt(-2 * log(uniform())) * cos(6.283185307179586 * uniform());
}

/* Phillips spectrum with a small-wave cut-off. */
static double phillips(double kx, double ky)
{
    double k2 = kx * kx + ky * ky;
    if (k2 == 0)
        return 0;
    double lw = WIND * WIND / GRAVITY, wx = 0.96, wy = 0.28;
    double cosw = (kx * wx + ky * wy) / sqrt(k2);
    double small = 1.0; /* metres: damps waves shorter than about one grid cell */
    return 2e-3 * exp(-1 / (k2 * lw * lw)) / (k2 * k2) * cosw * cosw * exp(-k2 * small * small);
}

/* The host version of the kernel's spectrum (for --check). */
static void host_spectrum(const float *h0, const float *omega, double t, int n, double dk, double *re, double *im)
{
    int h = n / 2 + 1;
    size_t plane = (size_t)n * h;
    for (int y = 0; y < n; y++)
        for (int x = 0; x < h; x++) {
            size_t a = ((size_t)y * n + x) * 2, b = ((size_t)((n - y) % n) * n + (n - x) % n) * 2;
            double c = cos(omega[y * n + x] * t), s = sin(omega[y * n + x] * t);
            double vr = h0[a] * c - h0[a + 1] * s + h0[b] * c - h0[b + 1] * s;
            double vi = h0[a] * s + h0[a + 1] * c - h0[b] * s - h0[b + 1] * c;
            double kx = x == n / 2 ? 0 : x * dk, ky = y == n / 2 ? 0 : (y <= n / 2 ? y : y - n) * dk;
            size_t i = (size_t)y * h + x;
            re[i] = vr, im[i] = vi;
            re[plane + i] = -kx * vi, im[plane + i] = kx * vr;
            re[2 * plane + i] = -ky * vi, im[2 * plane + i] = ky * vr;
        }
}

static uint8_t to_byte(double v)
{
    return (uint8_t)(v <= 0 ? 0 : v >= 1 ? 255 : v * 255 + 0.5);
}

int main(int argc, char **argv)
{
    int n = 256, frames = 8, check = 0;
    const char *out_dir = ".", *device = NULL;
    static const struct option opts[] = {{"n", required_argument, 0, 'n'},      {"frames", required_argument, 0, 'f'},
                                         {"out", required_argument, 0, 'o'},    {"device", required_argument, 0, 'd'},
                                         {"check", no_argument, 0, 'c'},        {"help", no_argument, 0, 'h'},
                                         {0, 0, 0, 0}};
    for (int c; (c = getopt_long(argc, argv, "", opts, NULL)) != -1;) {
        switch (c) {
        case 'n': n = (int)ex_parse_long("n", optarg, 4, 8192); break;
        case 'f': frames = (int)ex_parse_long("frames", optarg, 1, 100000); break;
        case 'o': out_dir = optarg; break;
        case 'd': device = optarg; break;
        case 'c': check = 1; break;
        case 'h':
            puts("usage: clfft-ocean [--n N] [--frames F] [--out DIR] [--device SEL] [--check]");
            return 0;
        default: return 2;
        }
    }
    if (n % 2 || optind < argc)
        ex_die("--n must be even and there are no positional arguments");

    ex_make_dir(out_dir);
    ex_cl cl;
    ex_cl_init(&cl, device);
    printf("device: %s\n", cl.name);

    /* h0 and w over the full grid (the kernel needs h0(-k)). */
    const double dk = 6.283185307179586 / PATCH;
    size_t nn = (size_t)n * n, half = (size_t)n * (n / 2 + 1);
    float *h0 = ex_malloc(nn * 2 * sizeof *h0), *omega = ex_malloc(nn * sizeof *omega);
    for (int y = 0; y < n; y++)
        for (int x = 0; x < n; x++) {
            double kx = (x <= n / 2 ? x : x - n) * dk, ky = (y <= n / 2 ? y : y - n) * dk;
            double amp = sqrt(phillips(kx, ky) / 2);
            h0[2 * ((size_t)y * n + x)] = (float)(gaussian() * amp);
            h0[2 * ((size_t)y * n + x) + 1] = (float)(gaussian() * amp);
            omega[(size_t)y * n + x] = (float)sqrt(GRAVITY * sqrt(kx * kx + ky * ky));
        }
    cl_mem d_h0 = ex_buffer(&cl, nn * 2 * sizeof(float)), d_omega = ex_buffer(&cl, nn * sizeof(float));
    cl_mem d_spec = ex_buffer(&cl, 3 * half * 2 * sizeof(float)), d_fields = ex_buffer(&cl, 3 * nn * sizeof(float));
    EX_CL(clEnqueueWriteBuffer(cl.queue, d_h0, CL_TRUE, 0, nn * 2 * sizeof(float), h0, 0, NULL, NULL));
    EX_CL(clEnqueueWriteBuffer(cl.queue, d_omega, CL_TRUE, 0, nn * sizeof(float), omega, 0, NULL, NULL));
    cl_kernel evolve = ex_kernel(&cl, evolve_source, "evolve");

    /* One plan: 3 half spectra (height, slope x, slope y) -> 3 real n x n fields. */
    clfft_desc desc = {0};
    desc.rank = 2;
    desc.n[0] = desc.n[1] = (size_t)n;
    desc.batch = 3;
    desc.kind = CLFFT_C2R;
    clfft_plan *plan = NULL;
    double t0 = ex_seconds();
    EX_FFT(clfft_plan_create(&plan, cl.ctx, cl.dev, &desc));
    printf("plan: %d x %d C2R, batch 3, created in %.1f ms\n", n, n, (ex_seconds() - t0) * 1e3);

    float *fields = ex_malloc(3 * nn * sizeof *fields), *spec = ex_malloc(3 * half * 2 * sizeof *spec);
    double *ref_re = check ? ex_malloc(3 * half * sizeof(double)) : NULL;
    double *ref_im = check ? ex_malloc(3 * half * sizeof(double)) : NULL;
    double *ref_out = check ? ex_malloc(nn * sizeof(double)) : NULL;
    uint8_t *gray = ex_malloc(nn), *rgb = ex_malloc(nn * 3);
    double scale = 0, total = 0, worst = 0;
    cl_int ni = n;
    cl_float fdk = (cl_float)dk;
    size_t global[2] = {(size_t)n / 2 + 1, (size_t)n};
    for (int f = 0; f < frames; f++) {
        cl_float t = (cl_float)(f * DT);
        double start = ex_seconds();
        EX_CL(clSetKernelArg(evolve, 0, sizeof d_h0, &d_h0));
        EX_CL(clSetKernelArg(evolve, 1, sizeof d_omega, &d_omega));
        EX_CL(clSetKernelArg(evolve, 2, sizeof t, &t));
        EX_CL(clSetKernelArg(evolve, 3, sizeof ni, &ni));
        EX_CL(clSetKernelArg(evolve, 4, sizeof fdk, &fdk));
        EX_CL(clSetKernelArg(evolve, 5, sizeof d_spec, &d_spec));
        EX_CL(clEnqueueNDRangeKernel(cl.queue, evolve, 2, NULL, global, NULL, 0, NULL, NULL));
        EX_FFT(clfft_enqueue_backward(plan, cl.queue, d_spec, d_fields, 0, NULL, NULL));
        EX_CL(clFinish(cl.queue));
        double ms = (ex_seconds() - start) * 1e3;
        if (f > 0 || frames == 1)
            total += ms;
        printf("frame %d: %.3f ms (spectrum + C2R)\n", f, ms);
        EX_CL(clEnqueueReadBuffer(cl.queue, d_fields, CL_TRUE, 0, 3 * nn * sizeof(float), fields, 0, NULL, NULL));

        if (check) {
            EX_CL(clEnqueueReadBuffer(cl.queue, d_spec, CL_TRUE, 0, 3 * half * 2 * sizeof(float), spec, 0, NULL,
                                      NULL));
            host_spectrum(h0, omega, t, n, dk, ref_re, ref_im);
            double peak = 1e-300, diff = 0;
            for (size_t i = 0; i < 3 * half; i++) {
                peak = fmax(peak, hypot(ref_re[i], ref_im[i]));
                diff = fmax(diff, hypot(spec[2 * i] - ref_re[i], spec[2 * i + 1] - ref_im[i]));
            }
            if (!(diff / peak < 1e-4))
                ex_die("frame %d: spectrum differs from the host's by %g (relative)", f, diff / peak);
            for (int b = 0; b < 3; b++) {
                ref_c2r_2d(ref_re + b * half, ref_im + b * half, n, n, ref_out);
                double e = ex_rel_error(fields + b * nn, ref_out, nn);
                worst = fmax(worst, e);
                if (!(e < 1e-4))
                    ex_die("frame %d, field %d: C2R differs from the naive DFT by %g (relative)", f, b, e);
            }
        }

        if (f == 0)
            for (size_t i = 0; i < nn; i++)
                scale = fmax(scale, fabs(fields[i]));
        for (size_t i = 0; i < nn; i++)
            gray[i] = to_byte(0.5 + 0.5 * fields[i] / (scale > 0 ? scale : 1));
        char path[4096];
        snprintf(path, sizeof path, "%s/ocean-frame-%03d.png", out_dir, f);
        ex_png_write(path, n, n, 1, gray);
    }
    printf("time per frame: %.3f ms (mean of %d)\n", total / (frames > 1 ? frames - 1 : 1),
           frames > 1 ? frames - 1 : 1);
    if (check)
        printf("check: fields match the naive DFT (worst relative error %.2e)\n", worst);

    /* Shade the last frame: normals from the slopes, sun and sky. */
    const double lx = -0.5, ly = -0.4, lz = 0.77; /* light direction (unit) */
    double slope_scale = 0;
    for (size_t i = nn; i < 3 * nn; i++)
        slope_scale = fmax(slope_scale, fabs(fields[i]));
    double exaggerate = slope_scale > 0 ? 0.7 / slope_scale : 1;
    for (size_t i = 0; i < nn; i++) {
        double nx = -fields[nn + i] * exaggerate, ny = -fields[2 * nn + i] * exaggerate, nz = 1;
        double len = sqrt(nx * nx + ny * ny + nz * nz);
        nx /= len, ny /= len, nz /= len;
        double diffuse = fmax(0, nx * lx + ny * ly + nz * lz);
        double hz = nz + lz, hx = nx * 0 + lx, hy = ly; /* half vector with the viewer overhead */
        double hl = sqrt(hx * hx + hy * hy + hz * hz);
        double spec_term = pow(fmax(0, (nx * hx + ny * hy + nz * hz) / hl), 60);
        double height = 0.5 + 0.5 * fields[i] / (scale > 0 ? scale : 1);
        double fres = pow(1 - nz, 3);
        rgb[3 * i] = to_byte(0.02 + 0.10 * diffuse + 0.25 * height * height + 0.6 * fres + spec_term);
        rgb[3 * i + 1] = to_byte(0.12 + 0.30 * diffuse + 0.30 * height * height + 0.6 * fres + spec_term);
        rgb[3 * i + 2] = to_byte(0.25 + 0.40 * diffuse + 0.20 * height + 0.6 * fres + spec_term);
    }
    char path[4096];
    snprintf(path, sizeof path, "%s/ocean.png", out_dir);
    ex_png_write(path, n, n, 3, rgb);
    printf("wrote %s/ocean-frame-000..%03d.png and %s\n", out_dir, frames - 1, path);

    clfft_plan_destroy(plan);
    clReleaseKernel(evolve);
    clReleaseMemObject(d_h0);
    clReleaseMemObject(d_omega);
    clReleaseMemObject(d_spec);
    clReleaseMemObject(d_fields);
    ex_cl_release(&cl);
    free(h0), free(omega), free(fields), free(spec), free(ref_re), free(ref_im), free(ref_out), free(gray), free(rgb);
    return 0;
}
