"""How a numpy.fft-style request becomes libclfft plans and copies.

A request (kind, axes, lengths, norm) on a source and a target layout is
compiled once into a *program*: a list of operations (strided copies, zero
fills, libclfft plan launches) over the source, the target and temporary
buffers.  Programs and the libclfft plans inside them are cached per
context, device and layout, so that a repeated call only enqueues.

Each group of at most three transformed axes becomes one clfft_desc: the
transformed axes are the descriptor's dimensions (strides in elements), the
other axes, merged where they are contiguous with respect to each other, its
batch (idist/odist), the array offsets its ioffset/ooffset.  Where that is
impossible (two batch axes that do not merge, negative or zero strides,
aliasing source and target that are not an exact in-place pair) or libclfft
refuses the layout, the group goes through packed temporaries instead: copy
in, transform, copy out.
"""
import collections
import math
import threading

import numpy as np
import pyopencl as cl

from . import _copy
from . import _lib
from ._lib import C2C, C2R, R2C, ClfftError

# A layout on a buffer: ref is "src", "dst" or the index of a temporary;
# off and strides in elements of dtype.
View = collections.namedtuple("View", "ref off shape strides dtype")

_REAL = {np.dtype(np.complex64): np.dtype(np.float32), np.dtype(np.complex128): np.dtype(np.float64)}
_COMPLEX = {v: k for k, v in _REAL.items()}


def complex_of(dtype):
    dtype = np.dtype(dtype)
    return dtype if dtype in _REAL else _COMPLEX[dtype]


def real_of(dtype):
    dtype = np.dtype(dtype)
    return dtype if dtype in _COMPLEX else _REAL[dtype]


def c_strides(shape, order=None):
    """Packed strides (elements) with the axes in `order` outermost first
    (default: C order)."""
    order = list(range(len(shape))) if order is None else list(order)
    strides = [0] * len(shape)
    step = 1
    for ax in reversed(order):
        strides[ax] = step
        step *= shape[ax]
    return tuple(strides)


def prod(values):
    p = 1
    for v in values:
        p *= v
    return p


def scales(norm, n):
    if norm == "backward":
        return 1.0, 1.0 / n
    if norm == "ortho":
        return 1.0 / math.sqrt(n), 1.0 / math.sqrt(n)
    return 1.0 / n, 1.0


# ---------------------------------------------------------------- plans ----

class LibPlan:
    """One clfft_plan; destroyed when the cache lets it go."""

    def __init__(self, context, device, desc_tuple):
        self.context = context  # keeps the context alive as long as the plan
        self.desc_tuple = desc_tuple
        desc = _lib.Desc()
        (desc.rank, n, desc.batch, desc.kind, desc.precision, desc.inplace, istride, ostride, desc.idist,
         desc.odist, desc.forward_scale, desc.backward_scale, desc.ioffset, desc.ooffset) = desc_tuple
        for i in range(3):
            desc.n[i], desc.istride[i], desc.ostride[i] = n[i], istride[i], ostride[i]
        handle = _lib.c_void_p()
        status = _lib.lib.clfft_plan_create(_lib.ctypes.byref(handle), _lib.c_void_p(context.int_ptr),
                                            _lib.c_void_p(device.int_ptr), _lib.ctypes.byref(desc))
        _lib.check("clfft_plan_create", status)
        self.handle = handle

    def describe(self):
        return _lib.lib.clfft_plan_describe(self.handle).decode()

    def enqueue(self, forward, queue, src, dst, wait_for):
        wait = [e for e in wait_for if e is not None]
        arr = (_lib.c_void_p * len(wait))(*[e.int_ptr for e in wait]) if wait else None
        done = _lib.c_void_p()
        f = _lib.lib.clfft_enqueue_forward if forward else _lib.lib.clfft_enqueue_backward
        status = f(self.handle, _lib.c_void_p(queue.int_ptr), _lib.c_void_p(src.int_ptr),
                   _lib.c_void_p(dst.int_ptr) if dst is not None else None, len(wait), arr,
                   _lib.ctypes.byref(done))
        _lib.check("clfft_enqueue_forward" if forward else "clfft_enqueue_backward", status)
        return cl.Event.from_int_ptr(done.value, retain=False)

    def __del__(self):
        h = getattr(self, "handle", None)
        if h is not None and _lib is not None and _lib.lib is not None:
            _lib.lib.clfft_plan_destroy(h)
            self.handle = None


_plans = {}
_programs = {}
_cache_lock = threading.RLock()


def lib_plan(context, device, desc_tuple):
    key = (context.int_ptr, device.int_ptr, desc_tuple)
    with _cache_lock:
        p = _plans.get(key)
        if p is None:
            p = LibPlan(context, device, desc_tuple)
            _plans[key] = p
        return p


def clear_plan_cache():
    """Destroys every cached libclfft plan and program."""
    with _cache_lock:
        _programs.clear()
        _plans.clear()


def cache_info():
    with _cache_lock:
        return {"plans": len(_plans), "programs": len(_programs)}


# ------------------------------------------------------------ descriptors ----

def _default_layout(kind, inplace, n):
    """Strides (per dimension) and dists of libclfft's default layout."""
    nh = list(n)
    nh[-1] = n[-1] // 2 + 1
    padded = list(n)
    padded[-1] = 2 * nh[-1]

    def packed(dims):
        st = c_strides(dims)
        return list(st), prod(dims)

    if kind == C2C:
        (s, d) = packed(n)
        return s, s, d, d
    if kind == R2C:
        si, di = packed(padded if inplace else n)
        so, do = packed(nh)
        return si, so, di, do
    si, di = packed(nh)
    so, do = packed(padded if inplace else n)
    return si, so, di, do


def express(a, b, group, kind, inplace, precision, fs, bs):
    """The clfft_desc (as a tuple) that transforms view a into view b over
    the axes in group (for real kinds group[-1] is the halved axis), or None
    when one descriptor cannot say it."""
    ndim = len(a.shape)
    real_len = a.shape if kind == R2C else b.shape
    if kind == C2C:
        dims = sorted(group, key=lambda ax: -a.strides[ax])
    else:
        dims = sorted(group[:-1], key=lambda ax: -a.strides[ax]) + [group[-1]]
    n = [real_len[ax] for ax in dims]
    for v in (a, b):
        for ax in range(ndim):
            if v.shape[ax] > 1 and v.strides[ax] <= 0:
                return None
        if v.off < 0:
            return None
    batch_axes = sorted((ax for ax in range(ndim) if ax not in group and a.shape[ax] > 1),
                        key=lambda ax: -a.strides[ax])
    merged = []
    for ax in batch_axes:
        ln, si, so = a.shape[ax], a.strides[ax], b.strides[ax]
        if merged and merged[-1][1] == si * ln and merged[-1][2] == so * ln:
            merged[-1] = (merged[-1][0] * ln, si, so)
        else:
            merged.append((ln, si, so))
    if len(merged) > 1:
        return None
    batch, idist, odist = merged[0] if merged else (1, 0, 0)
    dsi, dso, ddi, ddo = _default_layout(kind, inplace, n)
    istride = [a.strides[ax] if a.shape[ax] > 1 else dsi[i] for i, ax in enumerate(dims)]
    ostride = [b.strides[ax] if b.shape[ax] > 1 else dso[i] for i, ax in enumerate(dims)]
    if batch == 1:
        idist, odist = ddi, ddo
    if istride == dsi and ostride == dso and idist == ddi and odist == ddo:
        istride, ostride, idist, odist = [0] * 3, [0] * 3, 0, 0  # the default layout
    else:
        istride, ostride = istride + [0] * (3 - len(dims)), ostride + [0] * (3 - len(dims))
        if batch == 1:
            idist, odist = 0, 0  # libclfft's default for one transform
    ioff, ooff = a.off, b.off
    if inplace and kind == C2C:
        ostride, odist, ooff = [0] * 3, 0, 0
    rank = len(dims)
    return (rank, tuple(n + [0] * (3 - rank)), batch, kind, precision, 1 if inplace else 0, tuple(istride),
            tuple(ostride), idist, odist, 0.0 if fs == 1.0 else fs, 0.0 if bs == 1.0 else bs, ioff, ooff)


# --------------------------------------------------------------- builder ----

class Builder:
    """Collects a program's operations for one request and layout."""

    def __init__(self, context, device, alias):
        self.context, self.device, self.alias = context, device, alias
        self.temps = []  # byte sizes
        self.ops = []

    def same_buffer(self, a, b):
        return a.ref == b.ref or (self.alias and {a.ref, b.ref} == {"src", "dst"})

    def temp(self, shape, dtype, order=None):
        dtype = np.dtype(dtype)
        self.temps.append(max(prod(shape), 1) * dtype.itemsize)
        return View(len(self.temps) - 1, 0, tuple(shape), c_strides(shape, order), dtype)

    def fill0(self, v):
        self.ops.append(("fill", v.ref, prod(v.shape) * v.dtype.itemsize))

    def copy(self, a, b):
        kern, dims = _copy.prepare(self.context, a.dtype, b.dtype, a.shape, a.strides, b.strides)
        self.ops.append(("copy", kern, dims, a.ref, a.off, b.ref, b.off))

    def _exact_inplace(self, a, b, kind):
        if not self.same_buffer(a, b):
            return False
        ia, ib = a.dtype.itemsize, b.dtype.itemsize
        if a.off * ia != b.off * ib:
            return False
        if kind == C2C:
            return a.strides == b.strides and a.shape == b.shape
        return None  # real kinds: decided with the axis

    def transform(self, a, b, group, kind, forward, fs, bs):
        """Adds a transform of view a into view b over the axes in group."""
        precision = _lib.FP64 if a.dtype in (np.float64, np.complex128) else _lib.FP32
        group = list(group)
        inplace = False
        if self.same_buffer(a, b):
            exact = self._exact_inplace(a, b, kind)
            if exact is None:  # real kinds: FFTW's in-place pair
                ax = group[-1]
                r, c = (a, b) if kind == R2C else (b, a)
                ir, ic = r.dtype.itemsize, c.dtype.itemsize
                exact = (r.shape[ax] == 1 or r.strides[ax] == 1) and (c.shape[ax] == 1 or c.strides[ax] == 1)
                exact = exact and all(r.strides[x] * ir == c.strides[x] * ic or r.shape[x] == 1
                                      for x in range(len(r.shape)) if x != ax)
            inplace = exact
            direct = exact
        else:
            direct = True
        desc = express(a, b, group, kind, inplace, precision, fs, bs) if direct else None
        if desc is not None:
            try:
                plan = lib_plan(self.context, self.device, desc)
                self.ops.append(("fft", plan, forward, a.ref, None if inplace else b.ref))
                return
            except ClfftError as e:
                if e.status not in (_lib.CLFFT_ERR_INVALID_LAYOUT, _lib.CLFFT_ERR_NOT_SUPPORTED):
                    raise
                first_error = e
        else:
            first_error = None
        # Packed temporaries: the batch axes outermost, then the group.
        order = [ax for ax in range(len(a.shape)) if ax not in group] + group
        if kind == C2C:
            t = self.temp(a.shape, a.dtype, order)
            self.copy(a, t)
            fb_desc = express(t, t, group, kind, True, precision, fs, bs)
            tin, tout = t, t
        else:
            tin = self.temp(a.shape, a.dtype, order)
            tout = self.temp(b.shape, b.dtype, order)
            self.copy(a, tin)
            fb_desc = express(tin, tout, group, kind, False, precision, fs, bs)
        if first_error is not None and fb_desc == desc:
            raise first_error
        plan = lib_plan(self.context, self.device, fb_desc)
        self.ops.append(("fft", plan, forward, tin.ref, None if tin is tout else tout.ref))
        self.copy(tout, b)


def _groups(axes):
    """Axes in chunks of at most three, the last axes first (the order numpy
    applies them in; for real transforms the first chunk holds the halved axis)."""
    axes = list(axes)
    out = []
    while axes:
        out.append(axes[-3:])
        axes = axes[:-3]
    return out


def _crop(v, axes, lengths):
    shape = list(v.shape)
    pad = False
    for ax, n in zip(axes, lengths):
        if n < shape[ax]:
            shape[ax] = n
        elif n > shape[ax]:
            pad = True
    return v._replace(shape=tuple(shape)), pad


def _prepare_input(bld, v, axes, lengths, dtype, target=None):
    """Crops v to `lengths` on `axes`; zero-pads and/or converts to dtype
    into `target` (or a packed temporary) where needed."""
    cur, pad = _crop(v, axes, lengths)
    if not pad and cur.dtype == dtype:
        return cur
    shape = list(cur.shape)
    for ax, n in zip(axes, lengths):
        shape[ax] = n
    if target is None or pad or bld.same_buffer(v, target):
        target = bld.temp(shape, dtype)  # fills cover a packed temporary only
    if pad:
        bld.fill0(target)
    bld.copy(cur, target._replace(shape=cur.shape))
    return target


def build(context, device, kind, forward, axes, lengths, norm, src, dst, alias):
    """The program for one request: kind C2C (forward or not), R2C or C2R;
    lengths are the logical (real) transform lengths on axes."""
    bld = Builder(context, device, alias)
    fs, bs = scales(norm, prod(lengths))
    groups = _groups(axes)
    if kind == C2C:
        cur = _prepare_input(bld, src, axes, lengths, dst.dtype, target=dst)
        for i, g in enumerate(groups):
            bld.transform(cur, dst, g, C2C, forward, fs if i == 0 else 1.0, bs if i == 0 else 1.0)
            cur = dst
    elif kind == R2C:
        cur = _prepare_input(bld, src, axes, lengths, src.dtype)
        bld.transform(cur, dst, groups[0], R2C, True, fs, 1.0)
        for g in groups[1:]:
            bld.transform(dst, dst, g, C2C, True, 1.0, 1.0)
    else:
        half = list(lengths)
        half[-1] = lengths[-1] // 2 + 1
        cur = _prepare_input(bld, src, axes, half, src.dtype)
        scale = bs
        if len(groups) > 1:
            if cur.ref == "src":  # never modify the caller's input
                t = bld.temp(cur.shape, cur.dtype)
                bld.transform(cur, t, groups[-1], C2C, False, 1.0, scale)
                cur, rest, scale = t, groups[1:-1], 1.0
            else:
                rest = groups[1:]
            for g in reversed(rest):
                bld.transform(cur, cur, g, C2C, False, 1.0, scale)
                scale = 1.0
        bld.transform(cur, dst, groups[0], C2R, False, 1.0, scale)
    return bld


def program(context, device, kind, forward, axes, lengths, norm, src, dst, alias):
    key = (context.int_ptr, device.int_ptr, kind, forward, tuple(axes), tuple(lengths), norm,
           src[1:], dst[1:], alias)
    with _cache_lock:
        p = _programs.get(key)
        if p is None:
            p = build(context, device, kind, forward, axes, lengths, norm, src, dst, alias)
            _programs[key] = p
        return p


def run(prog, queue, src_buf, dst_buf, wait_for):
    """Enqueues a program; returns the event of its last command."""
    temps = [cl.Buffer(queue.context, cl.mem_flags.READ_WRITE, size=n) for n in prog.temps]

    def buf(ref):
        if ref == "src":
            return src_buf
        if ref == "dst":
            return dst_buf
        return temps[ref]

    deps = [e for e in wait_for if e is not None]
    zero = np.zeros(1, np.uint8)
    for op in prog.ops:
        if op[0] == "fill":
            ev = cl.enqueue_fill_buffer(queue, buf(op[1]), zero, 0, op[2], wait_for=deps or None)
        elif op[0] == "copy":
            _, kern, dims, sref, soff, dref, doff = op
            ev = _copy.enqueue(queue, kern, dims, buf(sref), soff, buf(dref), doff, deps)
        else:
            _, plan, forward, iref, oref = op
            ev = plan.enqueue(forward, queue, buf(iref), None if oref is None else buf(oref), deps)
        if ev is not None:
            deps = [ev]
    if len(deps) == 1 and prog.ops:
        return deps[0]
    return cl.enqueue_marker(queue, wait_for=deps or None)
