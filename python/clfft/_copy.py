"""Strided element copies between device buffers (gather/scatter), with the
real -> complex conversion that fft() of a real array needs.  One small
OpenCL kernel per (context, number of dimensions, source type, target type)."""
import threading

import numpy as np
import pyopencl as cl

_CTYPES = {
    np.dtype(np.float32): "float",
    np.dtype(np.float64): "double",
    np.dtype(np.complex64): "float2",
    np.dtype(np.complex128): "double2",
}

_kernels = {}
_lock = threading.Lock()


def _convert(stype, dtype):
    if stype == dtype:
        return "x"
    if stype + "2" == dtype:  # real -> complex
        return "(%s)(x, 0)" % dtype
    raise TypeError("no conversion from %s to %s" % (stype, dtype))


def _kernel(ctx, ndim, sdt, ddt):
    key = (ctx.int_ptr, ndim, sdt, ddt)
    with _lock:
        k = _kernels.get(key)
    if k is not None:
        return k
    stype, dtype = _CTYPES[sdt], _CTYPES[ddt]
    params = "".join(", long n%d, long ss%d, long ds%d" % (d, d, d) for d in range(ndim))
    walk = "".join("    k = r %% n%d; r /= n%d; si += k * ss%d; di += k * ds%d;\n" % (d, d, d, d)
                   for d in reversed(range(ndim)))
    fp64 = "double" in stype or "double" in dtype
    src = ("%s__kernel void strided_copy(__global const %s *src, long soff, __global %s *dst, long doff,"
           " long total%s)\n{\n    long i = get_global_id(0);\n    if (i >= total)\n        return;\n"
           "    long r = i, k, si = soff, di = doff;\n%s    %s x = src[si];\n    dst[di] = %s;\n}\n"
           % ("#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n" if fp64 else "", stype, dtype, params, walk,
              stype, _convert(stype, dtype)))
    kern = cl.Program(ctx, src).build().strided_copy
    kern.set_scalar_arg_dtypes([None, np.int64, None, np.int64, np.int64] + [np.int64] * (3 * ndim))
    with _lock:
        _kernels[key] = kern
    return kern


def simplify(shape, sstrides, dstrides):
    """Drops length-1 dimensions and merges dimensions that are contiguous
    with respect to each other on both sides."""
    dims = [(n, s, d) for n, s, d in zip(shape, sstrides, dstrides) if n != 1]
    out = []
    for n, s, d in dims:
        if out:
            pn, ps, pd = out[-1]
            if ps == s * n and pd == d * n:
                out[-1] = (pn * n, s, d)
                continue
        out.append((n, s, d))
    return out


def prepare(ctx, sdt, ddt, shape, sstrides, dstrides):
    """Kernel and dimension list for a copy; cached kernels, so cheap."""
    dims = simplify(shape, sstrides, dstrides)
    return _kernel(ctx, max(len(dims), 1), np.dtype(sdt), np.dtype(ddt)), dims


def enqueue(queue, kern, dims, src, soff, dst, doff, wait_for):
    total = 1
    for n, _, _ in dims:
        total *= n
    if total == 0:
        return None
    args = []
    for n, s, d in dims or [(1, 0, 0)]:
        args += [n, s, d]
    gsize = (total + 63) // 64 * 64
    return kern(queue, (gsize,), None, src, soff, dst, doff, total, *args, wait_for=wait_for or None)
