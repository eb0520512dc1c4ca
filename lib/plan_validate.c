/* Stage 2, first step: checks every field of a descriptor and fills the
 * layout's validated copy (defaults, extents).  No OpenCL calls. */
#include <float.h>
#include <limits.h>
#include <math.h>
#include <stdint.h>
#include <stddef.h>

#include "checked.h"
#include "error.h"
#include "fft_plan.h"

/* Elements spanned by `count` items `stride` apart: (count-1)*stride + 1. */
static int span(size_t count, size_t stride, size_t *out)
{
    size_t s;
    if (count == 0) {
        *out = 0;
        return 0;
    }
    if (mul_overflows(count - 1, stride, &s) || add_overflows(s, 1, out))
        return 1;
    return 0;
}

/* The batch lattice offset + j*stride + b*dist must not repeat an element
 * of the output (parallel writes) nor of an in-place plan's buffer;
 * accepted when one level nests inside the other.  An out-of-place input
 * may repeat elements (overlapping windows: idist < n). */
static int layout_nests(size_t n, size_t stride, size_t batch, size_t dist)
{
    if (n > 1 && stride == 0)
        return 0;
    if (batch > 1 && dist == 0)
        return 0;
    if (n <= 1 || batch <= 1)
        return 1;
    size_t inner; /* what the inner level spans (docs/transforms.md's nesting rule) */
    if (stride <= dist)
        return !span(n, stride, &inner) && dist >= inner;
    return !span(batch, dist, &inner) && stride >= inner;
}

static clfft_status check_side(const char *side, int may_overlap, size_t n, size_t batch, size_t stride, size_t dist,
                               size_t offset, size_t elem_bytes, size_t *extent)
{
    if (!may_overlap && !layout_nests(n, stride, batch, dist))
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "%s layout (stride %zu, dist %zu) makes elements of length %zu x batch %zu overlap",
                        side, stride, dist, n, batch);
    size_t a, b, total, bytes;
    if (span(n, stride, &a) || mul_overflows(batch - 1, dist, &b) || add_overflows(a, b, &total) ||
        add_overflows(total, offset, &total) || mul_overflows(total, elem_bytes, &bytes) ||
        bytes > (size_t)INT64_MAX)
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s extent overflows (length %zu, batch %zu, stride %zu, dist %zu)",
                        side, n, batch, stride, dist);
    *extent = total;
    return CLFFT_OK;
}

clfft_status fft_desc_check(const clfft_desc *d)
{
    if (d->rank < 1 || d->rank > 3)
        return fft_fail(CLFFT_ERR_INVALID_RANK, "rank is %d", d->rank);
    for (int i = 0; i < 3; i++) {
        if (i < d->rank && d->n[i] == 0)
            return fft_fail(CLFFT_ERR_INVALID_LENGTH, "n[%d] is 0", i);
        if (i >= d->rank && (d->n[i] != 0 || d->istride[i] != 0 || d->ostride[i] != 0))
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "n[%d]/istride[%d]/ostride[%d] must be 0 for rank %d", i, i,
                            i, d->rank);
    }
    if ((unsigned)d->kind > CLFFT_C2R)
        return fft_fail(CLFFT_ERR_INVALID_KIND, "kind is %d", (int)d->kind);
    if ((unsigned)d->precision > CLFFT_FP64)
        return fft_fail(CLFFT_ERR_INVALID_PRECISION, "precision is %d", (int)d->precision);
    if ((unsigned)d->directions > CLFFT_BACKWARD_ONLY)
        return fft_fail(CLFFT_ERR_INVALID_DIRECTIONS, "directions is %d", (int)d->directions);
    if ((unsigned)d->effort > CLFFT_EFFORT_MEASURE)
        return fft_fail(CLFFT_ERR_INVALID_EFFORT, "effort is %d", (int)d->effort);
    if (!isfinite(d->forward_scale) || !isfinite(d->backward_scale))
        return fft_fail(CLFFT_ERR_INVALID_SCALE, "forward_scale %g, backward_scale %g", d->forward_scale,
                        d->backward_scale);
    if (d->precision == CLFFT_FP32 && (fabs(d->forward_scale) > FLT_MAX || fabs(d->backward_scale) > FLT_MAX))
        return fft_fail(CLFFT_ERR_INVALID_SCALE, "forward_scale %g, backward_scale %g: beyond the largest float (%g)",
                        d->forward_scale, d->backward_scale, (double)FLT_MAX);
    size_t total = 1;
    for (int i = 0; i < d->rank; i++)
        if (mul_overflows(total, d->n[i], &total))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "product of the lengths overflows");
    size_t batch = d->batch ? d->batch : 1;
    size_t all;
    if (mul_overflows(total, batch, &all) || mul_overflows(all, 16, &all))
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "length %zu x batch %zu overflows", total, batch);
    for (int i = 0; i < d->rank; i++) {
        size_t n = d->n[i];
        if (n > UINT32_MAX)
            return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "length n[%d] = %zu exceeds 2^32 - 1", i, n);
        /* every length below 2^32: prime factors above FFT_MAX_PRIME take
         * Bluestein's steps (solve.c) */
    }
    return CLFFT_OK;
}

clfft_status fft_plan_validate(const clfft_desc *d, fft_plan_layout *L)
{
    clfft_status st0 = fft_desc_check(d);
    if (st0 != CLFFT_OK)
        return st0;
    if (d->rank != 1 || d->kind != CLFFT_C2C)
        return fft_fail(CLFFT_ERR_NOT_SUPPORTED, "the 1D planner takes rank-1 complex transforms only");
    size_t n = d->n[0];
    size_t batch = d->batch ? d->batch : 1;

    L->desc = *d;
    L->n = n;
    L->batch = batch;
    L->desc.batch = batch;
    L->elem_bytes = fft_complex_bytes(d->precision);
    clfft_desc *c = &L->desc;
    if (c->forward_scale == 0.0)
        c->forward_scale = 1.0;
    if (c->backward_scale == 0.0)
        c->backward_scale = 1.0;
    if (c->istride[0] == 0)
        c->istride[0] = 1;
    if (c->idist == 0 && mul_overflows(n, c->istride[0], &c->idist))
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "default idist = length %zu x istride %zu overflows", n, c->istride[0]);
    if (c->inplace) {
        if ((d->ostride[0] && d->ostride[0] != c->istride[0]) || (d->odist && d->odist != c->idist) ||
            (d->ooffset && d->ooffset != c->ioffset))
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "an in-place plan's output layout must equal its input layout");
        c->ostride[0] = c->istride[0];
        c->odist = c->idist;
        c->ooffset = c->ioffset;
    } else {
        if (c->ostride[0] == 0)
            c->ostride[0] = 1;
        if (c->odist == 0 && mul_overflows(n, c->ostride[0], &c->odist))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "default odist = length %zu x ostride %zu overflows", n,
                            c->ostride[0]);
    }
    clfft_status st = check_side("input", !c->inplace, n, batch, c->istride[0], c->idist, c->ioffset, L->elem_bytes, &L->in_extent);
    if (st != CLFFT_OK)
        return st;
    return check_side("output", 0, n, batch, c->ostride[0], c->odist, c->ooffset, L->elem_bytes, &L->out_extent);
}
