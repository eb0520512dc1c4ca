import os

import numpy as np
import pyopencl as cl
import pyopencl.array  # noqa: F401
import pytest

import clfft

if os.environ.get("CLFFT_PY_MODEL") == "1":
    # Descriptors run on the host reference model instead of the library's
    # plans (see model.py): checks the package's layout mapping on its own.
    from clfft import _core
    from model import ModelPlan

    _core.LibPlan = ModelPlan


@pytest.fixture(scope="session")
def queue():
    return clfft.default_queue()


@pytest.fixture(scope="session")
def rng():
    return np.random.default_rng(20)


def random(rng, shape, dtype):
    dtype = np.dtype(dtype)
    x = rng.standard_normal(shape)
    if dtype.kind == "c":
        x = x + 1j * rng.standard_normal(shape)
    return x.astype(dtype)


def check(got, want, dtype):
    """got (device or host array) against numpy's result (computed in fp64)."""
    if hasattr(got, "get"):
        got = got.get() if (got.flags.c_contiguous or got.flags.f_contiguous) else None
    assert got is not None, "result must be readable"
    want = np.asarray(want)
    assert got.shape == want.shape
    tol = 2e-5 if np.dtype(dtype) in (np.float32, np.complex64) else 1e-12
    scale = max(np.abs(want).max(), 1e-30)
    err = np.abs(got.astype(np.complex128) - want).max() / scale
    assert err < tol, "relative error %g" % err


def to_host(queue, arr):
    """A strided device array's values, through a contiguous device copy."""
    if arr.flags.c_contiguous or arr.flags.f_contiguous:
        return arr.get()
    from clfft import _copy
    out = cl.array.empty(queue, arr.shape, arr.dtype)
    isz = arr.dtype.itemsize
    kern, dims = _copy.prepare(queue.context, arr.dtype, arr.dtype, arr.shape,
                               [s // isz for s in arr.strides], [s // isz for s in out.strides])
    _copy.enqueue(queue, kern, dims, arr.base_data, arr.offset // isz, out.data, 0, list(arr.events)).wait()
    return out.get()


def dev(queue, x):
    return cl.array.to_device(queue, np.ascontiguousarray(x))
