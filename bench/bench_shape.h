/* What one benchmark row transforms: a shape of rank 1 to 3 (row-major,
 * n[rank-1] fastest, as FFTW and libclfft) and a kind.  Real kinds use
 * packed out-of-place layouts: n reals per row on the real side, n/2 + 1
 * complex values on the fastest axis of the half-spectrum side. */
#ifndef BENCH_SHAPE_H
#define BENCH_SHAPE_H

#include <stddef.h>
#include <stdio.h>

typedef enum bench_kind {
    BENCH_C2C, /* complex -> complex, forward */
    BENCH_R2C, /* real -> half spectrum, forward */
    BENCH_C2R, /* half spectrum -> real, backward, unnormalised */
    BENCH_KINDS
} bench_kind;

typedef struct bench_shape {
    int rank;    /* 1..3 */
    size_t n[3]; /* n[0] slowest, n[rank-1] fastest */
} bench_shape;

static inline const char *bench_kind_name(bench_kind k)
{
    return k == BENCH_R2C ? "r2c" : k == BENCH_C2R ? "c2r" : "c2c";
}

/* Values of one transform on its real or complex-c2c side. */
static inline size_t bench_shape_elements(const bench_shape *s)
{
    size_t e = 1;
    for (int i = 0; i < s->rank && i < 3; i++)
        e *= s->n[i];
    return e;
}

/* Complex values of one transform's half spectrum. */
static inline size_t bench_shape_half_elements(const bench_shape *s)
{
    size_t last = s->n[s->rank - 1];
    return bench_shape_elements(s) / last * (last / 2 + 1);
}

/* "1024", "256x256", "64x64x64". */
static inline void bench_shape_format(const bench_shape *s, char *buf, size_t size)
{
    if (s->rank == 3)
        snprintf(buf, size, "%zux%zux%zu", s->n[0], s->n[1], s->n[2]);
    else if (s->rank == 2)
        snprintf(buf, size, "%zux%zu", s->n[0], s->n[1]);
    else
        snprintf(buf, size, "%zu", s->n[0]);
}

/* Bytes one transform reads and writes: real values are half a complex one. */
static inline size_t bench_input_bytes(const bench_shape *s, bench_kind k, int fp64)
{
    size_t c = fp64 ? 16u : 8u;
    return k == BENCH_R2C ? bench_shape_elements(s) * c / 2
         : k == BENCH_C2R ? bench_shape_half_elements(s) * c
                          : bench_shape_elements(s) * c;
}

static inline size_t bench_output_bytes(const bench_shape *s, bench_kind k, int fp64)
{
    size_t c = fp64 ? 16u : 8u;
    return k == BENCH_R2C ? bench_shape_half_elements(s) * c
         : k == BENCH_C2R ? bench_shape_elements(s) * c / 2
                          : bench_shape_elements(s) * c;
}

#endif
