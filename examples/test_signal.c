/* The exactly known test signal (see test_signal.h). */
#include "test_signal.h"

#include <math.h>
#include <stdlib.h>

#define TONES 3

static const long double PI_L = 3.141592653589793238462643383279502884L;

/* Amplitudes and bins of the tones of one batch entry; bins move with the
 * entry so that a transform mixing up batch entries is caught. */
static void tones(size_t n, size_t entry, long double amp[TONES][2], size_t bin[TONES])
{
    static const long double a[TONES][2] = {{1.0L, 0.0L}, {0.5L, 0.25L}, {-0.75L, 0.125L}};
    for (int j = 0; j < TONES; j++) {
        amp[j][0] = a[j][0];
        amp[j][1] = a[j][1];
    }
    bin[0] = (1 + entry) % n;
    bin[1] = (n / 3 + 5 * entry) % n;
    bin[2] = (n - 1 - (7 % n) + n - (entry % n)) % n;
}

/* The ramp's slope differs per entry for the same reason. */
static long double ramp(size_t entry)
{
    return 0.25L + 0.03125L * (long double)(entry % 8);
}

int test_signal_init(test_signal *s, size_t n)
{
    s->n = n;
    s->roots = malloc(2 * n * sizeof *s->roots);
    if (s->roots == NULL)
        return -1;
    for (size_t m = 0; m < n; m++) {
        long double angle = 2.0L * PI_L * (long double)m / (long double)n;
        s->roots[2 * m] = cosl(angle);
        s->roots[2 * m + 1] = sinl(angle);
    }
    return 0;
}

void test_signal_free(test_signal *s)
{
    free(s->roots);
    s->roots = NULL;
}

void test_signal_value(const test_signal *s, size_t entry, size_t t, long double out[2])
{
    long double amp[TONES][2];
    size_t bin[TONES];
    tones(s->n, entry, amp, bin);

    out[0] = ramp(entry) * (long double)t / (long double)s->n;
    out[1] = 0.0L;
    for (int j = 0; j < TONES; j++) {
        /* (f t) mod n, computed exactly, indexes the root table. */
        size_t m = (size_t)(((unsigned long long)bin[j] * t) % s->n);
        long double c = s->roots[2 * m], d = s->roots[2 * m + 1];
        out[0] += amp[j][0] * c - amp[j][1] * d;
        out[1] += amp[j][0] * d + amp[j][1] * c;
    }
}

void test_signal_spectrum(const test_signal *s, size_t entry, size_t k, long double out[2])
{
    long double amp[TONES][2];
    size_t bin[TONES];
    tones(s->n, entry, amp, bin);
    long double n = (long double)s->n;

    if (k == 0) {
        out[0] = ramp(entry) * (n - 1.0L) / 2.0L;
        out[1] = 0.0L;
    } else {
        /* r / (z - 1) with z = exp(-2 pi i k / n) = conj(root k). */
        long double zr = s->roots[2 * k] - 1.0L, zi = -s->roots[2 * k + 1];
        long double den = zr * zr + zi * zi;
        out[0] = ramp(entry) * zr / den;
        out[1] = -ramp(entry) * zi / den;
    }
    for (int j = 0; j < TONES; j++) {
        if (bin[j] == k) {
            out[0] += n * amp[j][0];
            out[1] += n * amp[j][1];
        }
    }
}
