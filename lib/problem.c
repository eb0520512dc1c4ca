/* Stage 2's first part: descriptor -> problem (lib/problem.h).  Checks the
 * descriptor, fills in its defaults and lays out the two sides (strides,
 * distance, offset, extent), given or packed, in place or not; the solvers
 * (solve.c) take the problem from there.  No OpenCL calls. */
#include <stdint.h>
#include <string.h>

#include "checked.h"
#include "error.h"
#include "problem.h"

/* Row-major packed strides; the fastest axis's rows hold `row` elements
 * (more than its shape where real rows are padded in place). */
clfft_status fft_side_packed(side *s, int rank, size_t batch, size_t row, const char *which)
{
    size_t stride = 1;
    for (int k = rank - 1; k >= 0; k--) {
        s->stride[k] = stride;
        size_t len = k == rank - 1 ? row : s->shape[k];
        if (mul_overflows(stride, len, &stride))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: the default strides overflow", which);
    }
    (void)batch;
    s->dist = stride;
    return CLFFT_OK;
}

/* Strides the user gave for one side: every axis longer than 1 needs one;
 * the default distance is the largest stride x length. */
static clfft_status given_side(side *s, int rank, size_t batch, const size_t *stride, size_t dist, const char *which)
{
    size_t widest = 1;
    for (int k = 0; k < rank; k++) {
        if (stride[k] == 0 && s->shape[k] > 1)
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "%s: stride[%d] is 0 while other strides are set", which, k);
        s->stride[k] = stride[k] ? stride[k] : 1;
        size_t span;
        if (mul_overflows(s->stride[k], s->shape[k], &span))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: stride[%d] %zu x length %zu overflows", which, k,
                            s->stride[k], s->shape[k]);
        if (span > widest)
            widest = span;
    }
    s->dist = dist ? dist : widest;
    (void)batch;
    return CLFFT_OK;
}

/* The side's axes and batch must not reach an element twice: sorted by
 * stride, each level's stride is at least what the levels inside span.
 * may_overlap: an out-of-place input, which is only read, may (overlapping
 * windows); its extent is the same sum. */
clfft_status fft_side_check_nesting(side *s, int rank, size_t batch, const char *which, int may_overlap)
{
    size_t count[4], stride[4];
    unsigned k = 0;
    for (int a = 0; a < rank; a++)
        if (s->shape[a] > 1) {
            count[k] = s->shape[a];
            stride[k++] = s->stride[a];
        }
    if (batch > 1) {
        count[k] = batch;
        stride[k++] = s->dist;
    }
    for (unsigned i = 1; i < k; i++) /* insertion sort by stride */
        for (unsigned j = i; j > 0 && stride[j] < stride[j - 1]; j--) {
            size_t c = count[j], t = stride[j];
            count[j] = count[j - 1];
            stride[j] = stride[j - 1];
            count[j - 1] = c;
            stride[j - 1] = t;
        }
    size_t spanned = 1;
    for (unsigned i = 0; i < k; i++) {
        if (stride[i] < spanned && !may_overlap)
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                            "%s: a level of %zu elements %zu apart starts inside the %zu elements the levels "
                            "within it span (elements would overlap)",
                            which, count[i], stride[i], spanned);
        size_t more;
        if (mul_overflows(count[i] - 1, stride[i], &more) || add_overflows(more, spanned, &spanned))
            return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: the layout's extent overflows", which);
    }
    size_t total, bytes;
    if (add_overflows(spanned, s->offset, &total) || mul_overflows(total, s->elem_bytes, &bytes) || bytes > (size_t)INT64_MAX)
        return fft_fail(CLFFT_ERR_SIZE_OVERFLOW, "%s: the layout's extent overflows", which);
    s->extent = total;
    return CLFFT_OK;
}

/* In place, a real row and its half spectrum share their bytes: the real
 * side's strides are the complex side's in bytes, except along the
 * fastest axis, where both count their own elements (complex value k
 * holds reals 2k and 2k+1). */
static clfft_status check_real_in_place(const problem *pb)
{
    const side *r = pb->d.kind == CLFFT_R2C ? &pb->in : &pb->out;
    const side *c = pb->d.kind == CLFFT_R2C ? &pb->out : &pb->in;
    int f = pb->rank - 1;
    if (r->shape[f] > 1 && r->stride[f] != c->stride[f])
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "in-place real plan: the fastest axis's real stride %zu must equal its complex stride %zu",
                        r->stride[f], c->stride[f]);
    for (int k = 0; k < f; k++)
        if (r->shape[k] > 1 && r->stride[k] != 2 * c->stride[k])
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                            "in-place real plan: axis %d's real stride %zu must be twice its complex stride %zu "
                            "(the same bytes)",
                            k, r->stride[k], c->stride[k]);
    if (pb->batch > 1 && r->dist != 2 * c->dist)
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "in-place real plan: the real distance %zu must be twice the complex distance %zu", r->dist,
                        c->dist);
    if (r->offset != 2 * c->offset)
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "in-place real plan: the real offset %zu must be twice the complex offset %zu", r->offset,
                        c->offset);
    return CLFFT_OK;
}

static int any_set(const size_t *v, int rank)
{
    for (int k = 0; k < rank; k++)
        if (v[k])
            return 1;
    return 0;
}

/* The checked descriptor into pb->d with its defaults: batch 1, scales 1,
 * and a real plan's one direction. */
static clfft_status take_desc(const clfft_desc *desc, problem *pb)
{
    clfft_status st = fft_desc_check(desc);
    if (st != CLFFT_OK)
        return st;
    memset(pb, 0, sizeof *pb);
    pb->d = *desc;
    clfft_desc *d = &pb->d;
    pb->rank = d->rank;
    pb->batch = d->batch ? d->batch : 1;
    d->batch = pb->batch;
    for (int k = 0; k < d->rank; k++)
        pb->n[k] = d->n[k];
    if (d->forward_scale == 0.0)
        d->forward_scale = 1.0;
    if (d->backward_scale == 0.0)
        d->backward_scale = 1.0;
    if (d->kind != CLFFT_C2C) {
        clfft_directions only = d->kind == CLFFT_R2C ? CLFFT_FORWARD_ONLY : CLFFT_BACKWARD_ONLY;
        if (d->directions != CLFFT_BOTH_DIRECTIONS && d->directions != only)
            return fft_fail(CLFFT_ERR_INVALID_DIRECTIONS, "a %s plan computes %s transforms only", fft_kind_name(d->kind),
                            d->kind == CLFFT_R2C ? "forward" : "backward");
        d->directions = only;
    }
    return CLFFT_OK;
}

/* Each side's shape, element size and offset: reals on the real side, the
 * half spectrum's n/2+1 values along the fastest axis on the complex one. */
static void shape_sides(problem *pb)
{
    const clfft_desc *d = &pb->d;
    int f = d->rank - 1;
    size_t elem = fft_complex_bytes(d->precision);
    size_t half = pb->n[f] / 2 + 1;
    side *in = &pb->in, *out = &pb->out;
    for (int k = 0; k < d->rank; k++)
        in->shape[k] = out->shape[k] = pb->n[k];
    in->elem_bytes = out->elem_bytes = elem;
    if (d->kind == CLFFT_R2C) {
        in->elem_bytes = elem / 2;
        out->shape[f] = half;
    } else if (d->kind == CLFFT_C2R) {
        out->elem_bytes = elem / 2;
        in->shape[f] = half;
    }
    in->offset = d->ioffset;
    out->offset = d->ooffset;
}

/* One side's strides and distance: as given, or packed rows of its shape
 * (with the given distance, if any). */
static clfft_status lay_side(side *s, const problem *pb, int given, const size_t *stride, size_t dist,
                             const char *which)
{
    int rank = pb->d.rank;
    clfft_status st = given ? given_side(s, rank, pb->batch, stride, dist, which)
                            : fft_side_packed(s, rank, pb->batch, s->shape[rank - 1], which);
    if (st == CLFFT_OK && !given && dist)
        s->dist = dist;
    return st;
}

/* Complex in place: the output layout, where given, must be the input's. */
static clfft_status inplace_c2c_sides(problem *pb, int in_given)
{
    const clfft_desc *d = &pb->d;
    for (int k = 0; k < d->rank; k++)
        if (d->ostride[k] && d->ostride[k] != d->istride[k])
            return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                            "an in-place plan's output layout must equal its input layout");
    if ((d->odist && d->odist != d->idist) || (d->ooffset && d->ooffset != d->ioffset))
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT, "an in-place plan's output layout must equal its input layout");
    clfft_status st = lay_side(&pb->in, pb, in_given, d->istride, d->idist, "input");
    if (st != CLFFT_OK)
        return st;
    pb->out = pb->in;
    pb->out.offset = pb->in.offset;
    return CLFFT_OK;
}

/* Real in place: FFTW's padded rows by default, else both sides given. */
static clfft_status inplace_real_sides(problem *pb, int in_given, int out_given)
{
    const clfft_desc *d = &pb->d;
    int f = d->rank - 1;
    size_t half = pb->n[f] / 2 + 1;
    side *in = &pb->in, *out = &pb->out;
    side *r = d->kind == CLFFT_R2C ? in : out, *c = d->kind == CLFFT_R2C ? out : in;
    clfft_status st;
    if (!in_given && !out_given) {
        if ((st = fft_side_packed(r, d->rank, pb->batch, 2 * half, "real side")) != CLFFT_OK ||
            (st = fft_side_packed(c, d->rank, pb->batch, half, "complex side")) != CLFFT_OK)
            return st;
        if (d->idist)
            in->dist = d->idist;
        if (d->odist)
            out->dist = d->odist;
    } else if (!in_given || !out_given) {
        return fft_fail(CLFFT_ERR_INVALID_LAYOUT,
                        "an in-place real plan with explicit strides needs both istride and ostride (they "
                        "describe the real and the complex side of the same bytes)");
    } else if ((st = given_side(in, d->rank, pb->batch, d->istride, d->idist, "input")) != CLFFT_OK ||
               (st = given_side(out, d->rank, pb->batch, d->ostride, d->odist, "output")) != CLFFT_OK) {
        return st;
    }
    if (!d->ooffset && !d->ioffset) {
        in->offset = out->offset = 0;
    }
    return check_real_in_place(pb);
}

/* Out of place: each side as given or packed. */
static clfft_status out_of_place_sides(problem *pb, int in_given, int out_given)
{
    const clfft_desc *d = &pb->d;
    clfft_status st = lay_side(&pb->in, pb, in_given, d->istride, d->idist, "input");
    if (st != CLFFT_OK)
        return st;
    return lay_side(&pb->out, pb, out_given, d->ostride, d->odist, "output");
}

/* The validated copy records the layouts in effect. */
static void record_layouts(problem *pb)
{
    clfft_desc *d = &pb->d;
    for (int k = 0; k < d->rank; k++) {
        d->istride[k] = pb->in.stride[k];
        d->ostride[k] = pb->out.stride[k];
    }
    d->idist = pb->in.dist;
    d->odist = pb->out.dist;
    d->ioffset = pb->in.offset;
    d->ooffset = pb->out.offset;
}

clfft_status fft_problem_make(const clfft_desc *desc, problem *pb)
{
    clfft_status st = take_desc(desc, pb);
    if (st != CLFFT_OK)
        return st;
    shape_sides(pb);
    const clfft_desc *d = &pb->d;
    int in_given = any_set(d->istride, d->rank), out_given = any_set(d->ostride, d->rank);
    if (d->inplace && d->kind == CLFFT_C2C)
        st = inplace_c2c_sides(pb, in_given);
    else if (d->inplace)
        st = inplace_real_sides(pb, in_given, out_given);
    else
        st = out_of_place_sides(pb, in_given, out_given);
    if (st != CLFFT_OK)
        return st;
    if ((st = fft_side_check_nesting(&pb->in, d->rank, pb->batch, "input", !d->inplace)) != CLFFT_OK ||
        (st = fft_side_check_nesting(&pb->out, d->rank, pb->batch, "output", 0)) != CLFFT_OK)
        return st;
    record_layouts(pb);
    return CLFFT_OK;
}
