"""numpy.fft-compatible functions and the Plan object."""
import operator
import threading

import numpy as np
import pyopencl as cl
import pyopencl.array as cla

from . import _core
from ._lib import C2C, C2R, R2C

_NORMS = (None, "backward", "ortho", "forward")
_default = {}
_default_lock = threading.Lock()

try:
    _AxisError = np.exceptions.AxisError
except AttributeError:  # numpy < 1.25
    _AxisError = np.AxisError


def default_queue():
    """The queue host (numpy) arrays are transformed on: PYOPENCL_CTX's
    device when that is set, else the first GPU, else the first device."""
    with _default_lock:
        q = _default.get("queue")
        if q is None:
            import os
            if os.environ.get("PYOPENCL_CTX"):
                ctx = cl.create_some_context(interactive=False)
            else:
                devices = [d for p in cl.get_platforms() for d in p.get_devices()]
                if not devices:
                    raise RuntimeError("clfft: no OpenCL device")
                gpus = [d for d in devices if d.type & cl.device_type.GPU]
                ctx = cl.Context([(gpus or devices)[0]])
            q = cl.CommandQueue(ctx)
            _default["queue"] = q
        return q


def _norm(norm):
    if norm not in _NORMS:
        raise ValueError('norm must be "backward", "ortho" or "forward", not %r' % (norm,))
    return norm or "backward"


def _axis(ax, ndim):
    ax = operator.index(ax)
    if not -ndim <= ax < ndim:
        raise _AxisError(ax, ndim)
    return ax % ndim


def _cook(shape, s, axes, kind):
    """numpy's rules for s and axes; returns (axes, lengths) with lengths the
    logical transform lengths (real lengths for real kinds)."""
    ndim = len(shape)
    shapeless = s is None
    if s is None:
        if axes is None:
            axes = list(range(ndim))
        axes = [_axis(a, ndim) for a in axes]
        s = [shape[a] for a in axes]
        if kind == C2R and axes:
            s[-1] = (shape[axes[-1]] - 1) * 2
    else:
        s = [operator.index(n) for n in s]
        if axes is None:
            axes = list(range(-len(s), 0))
        axes = [_axis(a, ndim) for a in axes]
        if len(s) != len(axes):
            raise ValueError("shape and axes have different lengths")
        s = [shape[a] if n == -1 else n for a, n in zip(axes, s)]
    if len(set(axes)) != len(axes):
        raise ValueError("repeated axes are not supported: %r" % (axes,))
    if not axes and kind != C2C:
        raise ValueError("real transforms need at least one axis")
    for n in s:
        if n < 1:
            raise ValueError("Invalid number of FFT data points (%d) specified." % n)
    del shapeless
    return axes, s


def _view(arr, ref):
    isz = arr.dtype.itemsize
    if arr.offset % isz or any(st % isz for st in arr.strides):
        raise ValueError("clfft: the array's offset and strides must be multiples of its item size")
    return _core.View(ref, arr.offset // isz, tuple(arr.shape), tuple(st // isz for st in arr.strides),
                      np.dtype(arr.dtype))


def _self_overlaps(shape, strides):
    dims = sorted((abs(st), n) for n, st in zip(shape, strides) if n > 1)
    span = 1
    for st, n in dims:
        if st < span:
            return True
        span = st * (n - 1) + span
    return False


def _partner(arr, shape, dtype):
    """The view on arr's buffer that an in-place real transform writes:
    FFTW's pairing (same byte strides but on the halved axis, which must be
    the last transformed axis and unit-stride)."""
    return cla.Array(arr.queue, shape, dtype, strides=None, data=arr.base_data, offset=arr.offset)


def _inplace_partner(arr, axis, shape, dtype):
    isz_in, isz_out = arr.dtype.itemsize, np.dtype(dtype).itemsize
    if arr.strides[axis] != isz_in and arr.shape[axis] > 1:
        raise ValueError("in-place real transforms need the transformed last axis to be unit-stride")
    strides = list(arr.strides)
    strides[axis] = isz_out
    part = cla.Array(arr.queue, tuple(shape), dtype, strides=tuple(strides), data=arr.base_data,
                     offset=arr.offset)
    if _self_overlaps(part.shape, [st // isz_out for st in part.strides]):
        raise ValueError("in-place real transform: the rows are not padded to 2*(n//2+1) reals; "
                         "allocate the array with clfft.empty_padded()")
    end = arr.offset + sum((n - 1) * st for n, st in zip(part.shape, part.strides) if st > 0) + isz_out
    if end > arr.base_data.size:
        raise ValueError("in-place real transform: the buffer is too small for the complex result; "
                         "allocate the array with clfft.empty_padded()")
    return part


def empty_padded(queue, shape, dtype=np.float32):
    """A real array of `shape` whose last axis is padded to 2*(n//2+1)
    reals (FFTW's in-place layout), so that rfftn(x, inplace=True) over axes
    ending with the last one can write its complex result over it."""
    shape = tuple(shape)
    dtype = np.dtype(dtype)
    padded = shape[:-1] + (2 * (shape[-1] // 2 + 1),)
    base = cla.empty(queue, padded, dtype)
    return base[..., :shape[-1]]


def _transform(kind, a, s, axes, norm, out, inplace, queue, wait_for, forward):
    norm = _norm(norm)
    if not isinstance(a, cla.Array):
        return _host(kind, a, s, axes, norm, out, inplace, queue, forward)
    queue = queue or a.queue
    if queue is None:
        raise ValueError("clfft: the array has no queue; pass queue=")
    dt = np.dtype(a.dtype)
    if dt not in (np.float32, np.float64, np.complex64, np.complex128):
        raise TypeError("clfft: unsupported dtype %s (float32, float64, complex64, complex128)" % dt)
    if kind == R2C and dt.kind == "c":
        raise TypeError("clfft: rfft needs a real array, not %s" % dt)
    if kind == C2R and dt.kind != "c":
        raise TypeError("clfft: irfft needs a complex array, not %s" % dt)
    axes, lengths = _cook(a.shape, s, axes, kind)
    out_shape = list(a.shape)
    for ax, n in zip(axes, lengths):
        out_shape[ax] = n
    if kind == R2C:
        out_shape[axes[-1]] = lengths[-1] // 2 + 1
        out_dtype = _core.complex_of(dt)
    elif kind == C2R:
        out_dtype = _core.real_of(dt)
    else:
        out_dtype = _core.complex_of(dt)
    out_shape = tuple(out_shape)
    if inplace:
        if kind == C2C:
            if dt.kind != "c" or tuple(a.shape) != out_shape:
                raise ValueError("clfft: in place needs a complex array and no change of length")
            part = a
        else:
            in_shape = list(a.shape)
            if kind == C2R:
                in_shape[axes[-1]] = lengths[-1] // 2 + 1
            else:
                in_shape[axes[-1]] = lengths[-1]
            if tuple(in_shape) != tuple(a.shape) or any(a.shape[ax] != n for ax, n in zip(axes[:-1], lengths[:-1])):
                raise ValueError("clfft: in place allows no change of length (s)")
            part = _inplace_partner(a, axes[-1], out_shape, out_dtype)
        if out is not None and not (out.base_data is part.base_data and out.offset == part.offset
                                    and out.strides == part.strides and out.shape == part.shape):
            raise ValueError("clfft: out is not the in-place result's view")
        out = part
    if out is None:
        out = cla.empty(queue, out_shape, out_dtype)
    else:
        if not isinstance(out, cla.Array):
            raise TypeError("clfft: out must be a pyopencl array for a pyopencl input")
        if tuple(out.shape) != out_shape or np.dtype(out.dtype) != out_dtype:
            raise ValueError("clfft: out must have shape %s and dtype %s, not %s %s"
                             % (out_shape, out_dtype, tuple(out.shape), out.dtype))
        if out.context != queue.context or a.context != queue.context:
            raise ValueError("clfft: the arrays and the queue are of different contexts")
        if _self_overlaps(out.shape, out.strides):
            raise ValueError("clfft: out has overlapping elements")
    waits = list(wait_for or []) + list(a.events) + list(out.events)
    if out.size == 0:
        ev = cl.enqueue_marker(queue, wait_for=waits or None)
    else:
        if a.size == 0:
            raise ValueError("clfft: empty input along a transformed axis")
        src = _view(a, "src")
        dst = _view(out, "dst")
        alias = a.base_data.int_ptr == out.base_data.int_ptr
        prog = _core.program(queue.context, queue.device, kind, forward, axes, lengths, norm, src, dst, alias)
        ev = _core.run(prog, queue, a.base_data, out.base_data, waits)
    out.add_event(ev)
    return out


def _host(kind, a, s, axes, norm, out, inplace, queue, forward):
    a = np.asarray(a)
    if a.dtype not in (np.float32, np.float64, np.complex64, np.complex128):
        a = a.astype(np.complex128 if a.dtype.kind == "c" else np.float64)
    if kind == R2C and a.dtype.kind == "c":
        raise TypeError("clfft: rfft needs a real array, not %s" % a.dtype)
    if kind == C2R and a.dtype.kind != "c":
        a = a.astype(_core.complex_of(a.dtype))
    queue = queue or default_queue()
    d = cla.to_device(queue, np.ascontiguousarray(a))
    res = _transform(kind, d, s, axes, norm, None, False, queue, None, forward).get()
    if out is not None:
        out[...] = res
        return out
    return res


def _one(n, axis):
    return (None if n is None else [n]), [axis]


def fft(a, n=None, axis=-1, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    """numpy.fft.fft on a pyopencl array (or a numpy array, on default_queue())."""
    s, axes = _one(n, axis)
    return _transform(C2C, a, s, axes, norm, out, inplace, queue, wait_for, True)


def ifft(a, n=None, axis=-1, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    s, axes = _one(n, axis)
    return _transform(C2C, a, s, axes, norm, out, inplace, queue, wait_for, False)


def fft2(a, s=None, axes=(-2, -1), norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(C2C, a, s, axes, norm, out, inplace, queue, wait_for, True)


def ifft2(a, s=None, axes=(-2, -1), norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(C2C, a, s, axes, norm, out, inplace, queue, wait_for, False)


def fftn(a, s=None, axes=None, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(C2C, a, s, axes, norm, out, inplace, queue, wait_for, True)


def ifftn(a, s=None, axes=None, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(C2C, a, s, axes, norm, out, inplace, queue, wait_for, False)


def rfft(a, n=None, axis=-1, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    s, axes = _one(n, axis)
    return _transform(R2C, a, s, axes, norm, out, inplace, queue, wait_for, True)


def irfft(a, n=None, axis=-1, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    s, axes = _one(n, axis)
    return _transform(C2R, a, s, axes, norm, out, inplace, queue, wait_for, False)


def rfft2(a, s=None, axes=(-2, -1), norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(R2C, a, s, axes, norm, out, inplace, queue, wait_for, True)


def irfft2(a, s=None, axes=(-2, -1), norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(C2R, a, s, axes, norm, out, inplace, queue, wait_for, False)


def rfftn(a, s=None, axes=None, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(R2C, a, s, axes, norm, out, inplace, queue, wait_for, True)


def irfftn(a, s=None, axes=None, norm=None, *, out=None, inplace=False, queue=None, wait_for=None):
    return _transform(C2R, a, s, axes, norm, out, inplace, queue, wait_for, False)


class Plan:
    """A transform planned once and run many times.

    Plan(queue, shape, dtype, axes=None, real=False, norm=None, inplace=False)

    C2C (real=False): arrays of `shape` and a complex dtype; forward() is
    fftn over `axes`, backward() ifftn.  Real (real=True): `shape` and
    `dtype` (float32/float64) describe the real array; forward() is rfftn
    (real -> half spectrum, out_shape), backward() irfftn (half spectrum ->
    real of `shape`).  The libclfft plans for packed arrays are created (and
    compiled) here; arrays of other strides or offsets get theirs at their
    first use and keep them in the cache.

    forward(src, dst=None, *, queue=None, wait_for=None) and backward(...)
    enqueue the transform and return its pyopencl Event (also added to
    dst.events).  dst is required unless the plan is in place (then the
    result overwrites src; for real plans use in_place_view(src) to see it).
    """

    def __init__(self, queue, shape, dtype, axes=None, *, real=False, norm=None, inplace=False):
        self.queue = queue
        self.shape = tuple(int(n) for n in shape)
        self.dtype = np.dtype(dtype)
        self.real = bool(real)
        self.norm = _norm(norm)
        self.inplace = bool(inplace)
        if self.real and self.dtype not in (np.float32, np.float64):
            raise TypeError("clfft.Plan: real plans take float32 or float64")
        if not self.real and self.dtype not in (np.complex64, np.complex128):
            raise TypeError("clfft.Plan: complex plans take complex64 or complex128")
        self.axes, self.lengths = _cook(self.shape, None, axes, C2C)
        half = list(self.shape)
        if self.real:
            half[self.axes[-1]] = self.shape[self.axes[-1]] // 2 + 1
            self.out_shape, self.out_dtype = tuple(half), _core.complex_of(self.dtype)
        else:
            self.out_shape, self.out_dtype = self.shape, self.dtype
        # plan for packed arrays now, so that compilation happens here
        self._programs = []
        for forward in (True, False):
            src_shape, src_dt, dst_shape, dst_dt = self._sides(forward)
            src = _core.View("src", 0, src_shape, _core.c_strides(src_shape), src_dt)
            if self.inplace:
                if self.real:
                    padded = list(self.shape)
                    padded[-1] = 2 * (self.shape[-1] // 2 + 1)
                    rs = _core.c_strides(padded)
                    cs = tuple(st // 2 if i != len(rs) - 1 else 1 for i, st in enumerate(rs))
                    rview = _core.View("src", 0, self.shape, rs, self.dtype)
                    cview = _core.View("dst", 0, self.out_shape, cs, self.out_dtype)
                    src, dst = (rview, cview) if forward else (cview._replace(ref="src"), rview._replace(ref="dst"))
                else:
                    dst = src._replace(ref="dst")
                alias = True
            else:
                dst = _core.View("dst", 0, dst_shape, _core.c_strides(dst_shape), dst_dt)
                alias = False
            if not (self.real and self.inplace and self.axes[-1] != len(self.shape) - 1):
                self._programs.append(_core.program(queue.context, queue.device, self._kind(forward), forward,
                                                    self.axes, self.lengths, self.norm, src, dst, alias))

    def _kind(self, forward):
        if not self.real:
            return C2C
        return R2C if forward else C2R

    def _sides(self, forward):
        a = (self.shape, self.dtype, self.out_shape, self.out_dtype)
        return a if forward else (a[2], a[3], a[0], a[1])

    def in_place_view(self, arr):
        """For an in-place real plan: the other type's view of arr's buffer."""
        if not self.real:
            return arr
        if np.dtype(arr.dtype) == self.dtype:
            return _inplace_partner(arr, self.axes[-1], self.out_shape, self.out_dtype)
        return _inplace_partner(arr, self.axes[-1], self.shape, self.dtype)

    def _run(self, forward, src, dst, queue, wait_for):
        src_shape, src_dt, dst_shape, dst_dt = self._sides(forward)
        if tuple(src.shape) != src_shape or np.dtype(src.dtype) != src_dt:
            raise ValueError("clfft.Plan: src must have shape %s and dtype %s" % (src_shape, src_dt))
        if dst is None and not self.inplace:
            raise ValueError("clfft.Plan: an out-of-place plan needs dst")
        s = [self.lengths[i] for i in range(len(self.axes))]
        res = _transform(self._kind(forward), src, s, self.axes, self.norm, dst, self.inplace,
                         queue or self.queue, wait_for, forward)
        return res.events[-1]

    def forward(self, src, dst=None, *, queue=None, wait_for=None):
        return self._run(True, src, dst, queue, wait_for)

    def backward(self, src, dst=None, *, queue=None, wait_for=None):
        return self._run(False, src, dst, queue, wait_for)

    def describe(self):
        """libclfft's descriptions of the plans made for packed arrays."""
        seen = []
        for prog in self._programs:
            for op in prog.ops:
                if op[0] == "fft" and op[1] not in seen:
                    seen.append(op[1])
        return "\n".join(p.describe() for p in seen)
