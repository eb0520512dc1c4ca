/* clfft-spectrogram: the short-time spectrum of a chirp in noise.  The
 * overlapping windows are read straight from the signal by one batched 1-D
 * R2C plan (istride 1, idist = hop: window b starts at sample b * hop; an
 * out-of-place input may overlap); the Hann window is applied afterwards in
 * the frequency domain, where it is a
 * three-tap filter (0.5 X[k] - 0.25 X[k-1] - 0.25 X[k+1]).  Writes
 * spectrogram.png: power in dB (50 dB range) as a heat map with time and frequency axes.
 *
 *   clfft-spectrogram [--window W] [--hop H] [--seconds S] [--out DIR] [--device SEL] [--check]
 *
 * --check compares every window's spectrum and power with naive DFTs. */
#include <getopt.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "example_util.h"

#define RATE 8000.0 /* samples per second */

static const char *power_source =
    "__kernel void power(__global const float2 *spec, int bins, int frames, __global float *out)\n"
    "{\n"
    "    int k = get_global_id(0), b = get_global_id(1);\n"
    "    if (k >= bins || b >= frames) return;\n"
    "    __global const float2 *x = spec + (size_t)b * bins;\n"
    "    float2 lo = k > 0 ? x[k - 1] : (float2)(x[1].x, -x[1].y);\n"
    "    float2 hi = k < bins - 1 ? x[k + 1] : (float2)(x[bins - 2].x, -x[bins - 2].y);\n"
    "    float2 w = 0.5f * x[k] - 0.25f * (lo + hi);\n"
    "    out[(size_t)b * bins + k] = w.x * w.x + w.y * w.y;\n"
    "}\n";

/* A 3 x 5 font for the axis labels. */
static const char *glyph(char c)
{
    switch (c) {
    case '0': return "111101101101111";
    case '1': return "010110010010111";
    case '2': return "111001111100111";
    case '3': return "111001111001111";
    case '4': return "101101111001001";
    case '5': return "111100111001111";
    case '6': return "111100111101111";
    case '7': return "111001010010010";
    case '8': return "111101111101111";
    case '9': return "111101111001111";
    case '.': return "000000000000010";
    case 'k': return "100101110101101";
    case 'H': return "101101111101101";
    case 'z': return "000111011110111";
    case 's': return "000011010001110";
    default: return "000000000000000";
    }
}

typedef struct canvas {
    int w, h;
    uint8_t *rgb;
} canvas;

static void put(canvas *c, int x, int y, uint8_t r, uint8_t g, uint8_t b)
{
    if (x >= 0 && y >= 0 && x < c->w && y < c->h) {
        uint8_t *p = c->rgb + 3 * ((size_t)y * c->w + x);
        p[0] = r, p[1] = g, p[2] = b;
    }
}

/* Text with its top-left corner at (x, y), 2x scaled. */
static void text(canvas *c, int x, int y, const char *s)
{
    for (; *s; s++, x += 8)
        for (int i = 0; i < 15; i++)
            if (glyph(*s)[i] == '1')
                for (int d = 0; d < 4; d++)
                    put(c, x + (i % 3) * 2 + d % 2, y + (i / 3) * 2 + d / 2, 230, 230, 230);
}

/* Black - purple - red - orange - pale yellow. */
static void heat(double t, uint8_t *rgb)
{
    static const double stops[5][3] = {{0, 0, 4}, {87, 16, 110}, {188, 55, 84}, {249, 142, 9}, {252, 255, 164}};
    t = t < 0 ? 0 : t > 1 ? 1 : t;
    int i = t >= 1 ? 3 : (int)(t * 4);
    double f = t * 4 - i;
    for (int c = 0; c < 3; c++)
        rgb[c] = (uint8_t)(stops[i][c] + f * (stops[i + 1][c] - stops[i][c]) + 0.5);
}

int main(int argc, char **argv)
{
    int window = 256, hop = 64, check = 0;
    double seconds = 2.0;
    const char *out_dir = ".", *device = NULL;
    static const struct option opts[] = {{"window", required_argument, 0, 'w'}, {"hop", required_argument, 0, 'p'},
                                         {"seconds", required_argument, 0, 's'}, {"out", required_argument, 0, 'o'},
                                         {"device", required_argument, 0, 'd'},  {"check", no_argument, 0, 'c'},
                                         {"help", no_argument, 0, 'h'},          {0, 0, 0, 0}};
    for (int c; (c = getopt_long(argc, argv, "", opts, NULL)) != -1;) {
        switch (c) {
        case 'w': window = (int)ex_parse_long("window", optarg, 4, 1 << 20); break;
        case 'p': hop = (int)ex_parse_long("hop", optarg, 1, 1 << 20); break;
        case 's': seconds = ex_parse_double("seconds", optarg); break;
        case 'o': out_dir = optarg; break;
        case 'd': device = optarg; break;
        case 'c': check = 1; break;
        case 'h':
            puts("usage: clfft-spectrogram [--window W] [--hop H] [--seconds S] [--out DIR] [--device SEL] [--check]");
            return 0;
        default: return 2;
        }
    }
    long samples = (long)(seconds * RATE);
    if (window % 2 || optind < argc || samples < window || seconds > 600)
        ex_die("--window must be even and at most the signal's length (--seconds up to 600)");
    int frames = (int)((samples - window) / hop + 1), bins = window / 2 + 1;

    /* Linear chirp 100 Hz -> 3600 Hz, a steady 1 kHz tone, white noise. */
    float *signal = ex_malloc((size_t)samples * sizeof *signal);
    uint64_t state = 0x2545f4914f6cdd1dull;
    for (long i = 0; i < samples; i++) {
        double t = i / RATE, f0 = 100, f1 = 3600;
        double phase = 2 * M_PI * (f0 * t + 0.5 * (f1 - f0) / seconds * t * t);
        state ^= state << 13, state ^= state >> 7, state ^= state << 17;
        double noise = ((state >> 11) * (1.0 / 9007199254740992.0) - 0.5) * 0.4;
        signal[i] = (float)(sin(phase) + 0.3 * sin(2 * M_PI * 1000 * t) + noise);
    }

    ex_make_dir(out_dir);
    ex_cl cl;
    ex_cl_init(&cl, device);
    printf("device: %s; %ld samples, %d windows of %d, hop %d\n", cl.name, samples, frames, window, hop);
    size_t nspec = (size_t)frames * bins;
    cl_mem d_sig = ex_buffer(&cl, (size_t)samples * sizeof(float));
    cl_mem d_spec = ex_buffer(&cl, nspec * 2 * sizeof(float)), d_pow = ex_buffer(&cl, nspec * sizeof(float));
    EX_CL(clEnqueueWriteBuffer(cl.queue, d_sig, CL_TRUE, 0, (size_t)samples * sizeof(float), signal, 0, NULL, NULL));
    cl_kernel power = ex_kernel(&cl, power_source, "power");

    clfft_desc desc = {0};
    desc.rank = 1;
    desc.n[0] = (size_t)window;
    desc.batch = (size_t)frames;
    desc.kind = CLFFT_R2C;
    desc.istride[0] = 1;
    desc.idist = (size_t)hop; /* overlapping windows, read in place from the signal */
    desc.ostride[0] = 1;
    desc.odist = (size_t)bins;
    clfft_plan *plan = NULL;
    EX_FFT(clfft_plan_create(&plan, cl.ctx, cl.dev, &desc));

    cl_int bi = bins, fi = frames;
    size_t global[2] = {(size_t)bins, (size_t)frames};
    EX_CL(clSetKernelArg(power, 0, sizeof d_spec, &d_spec));
    EX_CL(clSetKernelArg(power, 1, sizeof bi, &bi));
    EX_CL(clSetKernelArg(power, 2, sizeof fi, &fi));
    EX_CL(clSetKernelArg(power, 3, sizeof d_pow, &d_pow));
    double best = INFINITY;
    for (int rep = 0; rep < 3; rep++) {
        double t0 = ex_seconds();
        EX_FFT(clfft_enqueue_forward(plan, cl.queue, d_sig, d_spec, 0, NULL, NULL));
        EX_CL(clEnqueueNDRangeKernel(cl.queue, power, 2, NULL, global, NULL, 0, NULL, NULL));
        EX_CL(clFinish(cl.queue));
        best = fmin(best, ex_seconds() - t0);
    }
    printf("time per step: %.3f ms for all %d windows (R2C + power), %.2f us per window\n", best * 1e3, frames,
           best * 1e6 / frames);
    float *spec = ex_malloc(nspec * 2 * sizeof *spec), *pw = ex_malloc(nspec * sizeof *pw);
    EX_CL(clEnqueueReadBuffer(cl.queue, d_spec, CL_TRUE, 0, nspec * 2 * sizeof(float), spec, 0, NULL, NULL));
    EX_CL(clEnqueueReadBuffer(cl.queue, d_pow, CL_TRUE, 0, nspec * sizeof(float), pw, 0, NULL, NULL));

    if (check) {
        double *in = ex_malloc((size_t)window * sizeof *in), *re = ex_malloc((size_t)bins * sizeof *re);
        double *im = ex_malloc((size_t)bins * sizeof *im), *ref = ex_malloc(nspec * 2 * sizeof *ref);
        double *refp = ex_malloc(nspec * sizeof *refp);
        for (int b = 0; b < frames; b++) {
            for (int j = 0; j < window; j++)
                in[j] = signal[(size_t)b * hop + j];
            ref_r2c_1d(in, window, re, im);
            for (int k = 0; k < bins; k++)
                ref[2 * ((size_t)b * bins + k)] = re[k], ref[2 * ((size_t)b * bins + k) + 1] = im[k];
            for (int j = 0; j < window; j++)
                in[j] *= 0.5 - 0.5 * cos(2 * M_PI * j / window); /* Hann, in time */
            ref_r2c_1d(in, window, re, im);
            for (int k = 0; k < bins; k++)
                refp[(size_t)b * bins + k] = re[k] * re[k] + im[k] * im[k];
        }
        double e_spec = ex_rel_error(spec, ref, nspec * 2), e_pow = ex_rel_error(pw, refp, nspec);
        if (!(e_spec < 1e-4) || !(e_pow < 1e-4))
            ex_die("spectra differ from the naive DFT: R2C %g, windowed power %g (relative)", e_spec, e_pow);
        printf("check: R2C and windowed power match the naive DFT (relative errors %.2e, %.2e)\n", e_spec, e_pow);
        free(in), free(re), free(im), free(ref), free(refp);
    }

    /* Heat map: time to the right, frequency upwards, 50 dB of range. */
    int px = frames <= 300 ? 2 : 1, py = bins <= 160 ? 2 : 1;
    int left = 48, bottom = 24, top = 16, right = 8;
    canvas c = {left + frames * px + right, top + bins * py + bottom, NULL};
    c.rgb = ex_malloc((size_t)c.w * c.h * 3);
    double peak_db = -INFINITY;
    for (size_t i = 0; i < nspec; i++)
        peak_db = fmax(peak_db, 10 * log10(pw[i] + 1e-20));
    for (int b = 0; b < frames; b++)
        for (int k = 0; k < bins; k++) {
            uint8_t rgb[3];
            heat((10 * log10(pw[(size_t)b * bins + k] + 1e-20) - peak_db + 50) / 50, rgb);
            for (int dx = 0; dx < px; dx++)
                for (int dy = 0; dy < py; dy++)
                    put(&c, left + b * px + dx, top + (bins - 1 - k) * py + dy, rgb[0], rgb[1], rgb[2]);
        }
    int x0 = left - 1, y0 = top + bins * py;
    for (int x = x0; x < c.w - right; x++)
        put(&c, x, y0, 200, 200, 200);
    for (int y = top; y <= y0; y++)
        put(&c, x0, y, 200, 200, 200);
    char label[32];
    for (int f = 0; f <= (int)(RATE / 2); f += 1000) { /* frequency ticks */
        int y = top + (int)((bins - 1 - f / (RATE / window)) * py);
        for (int d = 1; d <= 4; d++)
            put(&c, x0 - d, y, 200, 200, 200);
        snprintf(label, sizeof label, f ? "%dk" : "0", f / 1000);
        text(&c, x0 - 8 - 8 * (int)strlen(label), y - 5, label);
    }
    text(&c, 4, 2, "Hz");
    for (int ts = 0; ts * 0.5 <= seconds; ts++) { /* time ticks every 0.5 s */
        double t = ts * 0.5, frame = (t * RATE - window / 2.0) / hop;
        if (frame < 0 || frame > frames - 1)
            continue;
        int x = left + (int)(frame * px);
        for (int d = 1; d <= 4; d++)
            put(&c, x, y0 + d, 200, 200, 200);
        snprintf(label, sizeof label, "%g", t);
        text(&c, x - 4 * (int)strlen(label), y0 + 7, label);
    }
    text(&c, c.w - right - 8, y0 + 7, "s");
    char path[4096];
    snprintf(path, sizeof path, "%s/spectrogram.png", out_dir);
    ex_png_write(path, c.w, c.h, 3, c.rgb);
    printf("wrote %s (%d x %d)\n", path, c.w, c.h);

    clfft_plan_destroy(plan);
    clReleaseKernel(power);
    clReleaseMemObject(d_sig), clReleaseMemObject(d_spec), clReleaseMemObject(d_pow);
    ex_cl_release(&cl);
    free(signal), free(spec), free(pw), free(c.rgb);
    return 0;
}
