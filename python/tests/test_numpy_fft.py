"""clfft against numpy.fft: every function, both precisions, odd and even
lengths, strided views, non-contiguous axes, out arrays, in place.

pocl compiles every distinct plan (each length, layout and scale), so the
shapes are few and small and shared between tests."""
import numpy as np
import pyopencl as cl
import pyopencl.array as cla
import pytest

import clfft
from conftest import check, dev, random, to_host

CDT = [np.complex64, np.complex128]
RDT = [np.float32, np.float64]
NORMS = ["backward", "ortho", "forward"]


# ---- 1D complex ----

@pytest.mark.parametrize("dtype", CDT)
@pytest.mark.parametrize("n", [15, 16])
def test_fft_ifft(queue, rng, dtype, n):
    x = random(rng, (3, n), dtype)
    d = dev(queue, x)
    check(clfft.fft(d), np.fft.fft(x), dtype)
    check(clfft.ifft(d), np.fft.ifft(x), dtype)


@pytest.mark.parametrize("dtype", CDT)
@pytest.mark.parametrize("norm", NORMS)
def test_fft_norm(queue, rng, dtype, norm):
    x = random(rng, (2, 12), dtype)
    d = dev(queue, x)
    check(clfft.fft(d, norm=norm), np.fft.fft(x, norm=norm), dtype)
    check(clfft.ifft(d, norm=norm), np.fft.ifft(x, norm=norm), dtype)


@pytest.mark.parametrize("dtype", CDT)
def test_fft_n_pad_and_crop(queue, rng, dtype):
    x = random(rng, (2, 12), dtype)
    d = dev(queue, x)
    check(clfft.fft(d, n=16), np.fft.fft(x, n=16), dtype)
    check(clfft.fft(d, n=10), np.fft.fft(x, n=10), dtype)
    check(clfft.ifft(d, n=15), np.fft.ifft(x, n=15), dtype)
    big = cla.zeros(queue, (2, 40), dtype)
    clfft.fft(d, n=16, out=big[:, 8::2])  # padded input into a strided, offset out array
    host = big.get()
    check(host[:, 8::2], np.fft.fft(x, n=16), dtype)
    assert np.all(host[:, :8] == 0) and np.all(host[:, 9::2] == 0)


@pytest.mark.parametrize("dtype", CDT)
def test_fft_outer_axis(queue, rng, dtype):
    x = random(rng, (15, 4, 3), dtype)
    d = dev(queue, x)
    check(clfft.fft(d, axis=0), np.fft.fft(x, axis=0), dtype)
    check(clfft.ifft(d, axis=1), np.fft.ifft(x, axis=1), dtype)


@pytest.mark.parametrize("dtype", CDT)
def test_fft_strided_views(queue, rng, dtype):
    x = random(rng, (6, 32), dtype)
    d = dev(queue, x)
    check(clfft.fft(d[:, ::2]), np.fft.fft(x[:, ::2]), dtype)          # strided transform axis
    check(clfft.fft(d[1:4, 3:19]), np.fft.fft(x[1:4, 3:19]), dtype)    # offset, batch stride
    check(clfft.fft(d[::-1, ::-2]), np.fft.fft(x[::-1, ::-2]), dtype)  # negative strides
    check(clfft.fft(d.transpose(), axis=0), np.fft.fft(x.T, axis=0), dtype)
    t = d.reshape(6, 2, 16)
    # two batch axes that do not merge: batch over axes 0 and 2 of a transposed view
    v = t.transpose((2, 1, 0))[::3]
    check(clfft.fft(v, axis=1), np.fft.fft(x.reshape(6, 2, 16).transpose(2, 1, 0)[::3], axis=1), dtype)


@pytest.mark.parametrize("dtype", CDT)
def test_fft_real_input(queue, rng, dtype):
    rdt = np.float32 if dtype == np.complex64 else np.float64
    x = random(rng, (3, 16), rdt)
    got = clfft.fft(dev(queue, x))
    assert got.dtype == dtype
    check(got, np.fft.fft(x), dtype)


@pytest.mark.parametrize("dtype", CDT)
def test_fft_out_and_inplace(queue, rng, dtype):
    x = random(rng, (3, 16), dtype)
    d = dev(queue, x)
    big = cla.zeros(queue, (3, 40), dtype)
    out = big[:, 4:36:2]  # strided, offset out array
    res = clfft.fft(d, out=out)
    assert res is out
    check(to_host(queue, out), np.fft.fft(x), dtype)
    assert np.all(big.get()[:, 5:36:2] == 0)  # nothing written between the out elements
    d2 = dev(queue, x)
    res = clfft.fft(d2, inplace=True)
    assert res is d2
    check(d2, np.fft.fft(x), dtype)
    np.testing.assert_array_equal(d.get(), x)  # out-of-place left its input alone


# ---- nD complex ----

@pytest.mark.parametrize("dtype", CDT)
@pytest.mark.parametrize("shape", [(2, 6, 15), (2, 8, 16)])
def test_fft2_ifft2(queue, rng, dtype, shape):
    x = random(rng, shape, dtype)
    d = dev(queue, x)
    check(clfft.fft2(d), np.fft.fft2(x), dtype)
    check(clfft.ifft2(d), np.fft.ifft2(x), dtype)


@pytest.mark.parametrize("dtype", CDT)
def test_fftn_ifftn(queue, rng, dtype):
    x = random(rng, (2, 6, 15), dtype)
    d = dev(queue, x)
    check(clfft.fftn(d), np.fft.fftn(x), dtype)
    check(clfft.ifftn(d, norm="ortho"), np.fft.ifftn(x, norm="ortho"), dtype)
    check(clfft.fftn(d, axes=(0, 2)), np.fft.fftn(x, axes=(0, 2)), dtype)   # non-contiguous axes
    check(clfft.fftn(d, s=(4, 16), axes=(0, 2)), np.fft.fftn(x, s=(4, 16), axes=(0, 2)), dtype)
    check(clfft.fftn(d[:, ::2, :]), np.fft.fftn(x[:, ::2, :]), dtype)


@pytest.mark.parametrize("dtype", CDT)
def test_fftn_four_axes(queue, rng, dtype):
    x = random(rng, (2, 3, 4, 5), dtype)
    d = dev(queue, x)
    check(clfft.fftn(d), np.fft.fftn(x), dtype)
    check(clfft.ifftn(d), np.fft.ifftn(x), dtype)


# ---- real ----

@pytest.mark.parametrize("dtype", RDT)
@pytest.mark.parametrize("n", [15, 16])
def test_rfft_irfft(queue, rng, dtype, n):
    x = random(rng, (3, n), dtype)
    d = dev(queue, x)
    y = clfft.rfft(d)
    assert y.shape == (3, n // 2 + 1)
    check(y, np.fft.rfft(x), dtype)
    spec = np.fft.rfft(x).astype(y.dtype)
    got = clfft.irfft(dev(queue, spec), n=n)
    assert got.dtype == dtype
    check(got, np.fft.irfft(spec, n=n), dtype)


@pytest.mark.parametrize("dtype", RDT)
def test_rfft_axes_norm_n(queue, rng, dtype):
    x = random(rng, (15, 4), dtype)
    d = dev(queue, x)
    check(clfft.rfft(d, axis=0, norm="forward"), np.fft.rfft(x, axis=0, norm="forward"), dtype)
    check(clfft.rfft(d, n=16, axis=0), np.fft.rfft(x, n=16, axis=0), dtype)
    spec = np.fft.rfft(x, axis=0).astype(np.result_type(dtype, np.complex64))
    check(clfft.irfft(dev(queue, spec), n=15, axis=0, norm="ortho"),
          np.fft.irfft(spec, n=15, axis=0, norm="ortho"), dtype)
    check(clfft.rfft(d[::2, 1:]), np.fft.rfft(x[::2, 1:]), dtype)


@pytest.mark.parametrize("dtype", RDT)
@pytest.mark.parametrize("shape", [(2, 6, 15), (8, 16)])
def test_rfft2_irfft2(queue, rng, dtype, shape):
    x = random(rng, shape, dtype)
    d = dev(queue, x)
    check(clfft.rfft2(d), np.fft.rfft2(x), dtype)
    spec = np.fft.rfft2(x).astype(np.result_type(dtype, np.complex64))
    check(clfft.irfft2(dev(queue, spec), s=shape[-2:]), np.fft.irfft2(spec, s=shape[-2:]), dtype)


@pytest.mark.parametrize("dtype", RDT)
def test_rfftn_irfftn(queue, rng, dtype):
    x = random(rng, (2, 6, 15), dtype)
    d = dev(queue, x)
    check(clfft.rfftn(d), np.fft.rfftn(x), dtype)
    check(clfft.rfftn(d, axes=(0, 2)), np.fft.rfftn(x, axes=(0, 2)), dtype)
    spec = np.fft.rfftn(x).astype(np.result_type(dtype, np.complex64))
    check(clfft.irfftn(dev(queue, spec), s=x.shape), np.fft.irfftn(spec, s=x.shape), dtype)
    x4 = random(rng, (2, 3, 4, 6), dtype)
    check(clfft.rfftn(dev(queue, x4)), np.fft.rfftn(x4), dtype)
    spec4 = np.fft.rfftn(x4).astype(np.result_type(dtype, np.complex64))
    check(clfft.irfftn(dev(queue, spec4)), np.fft.irfftn(spec4), dtype)


@pytest.mark.parametrize("dtype", RDT)
def test_real_inplace(queue, rng, dtype):
    x = random(rng, (6, 16), dtype)
    d = clfft.empty_padded(queue, x.shape, dtype)
    d.set(x) if d.flags.c_contiguous else None
    full = d.base_data
    host = np.zeros((6, 18), dtype)
    host[:, :16] = x
    cl.enqueue_copy(queue, full, host).wait()
    spec = clfft.rfft2(d, inplace=True)
    assert spec.base_data is d.base_data and spec.shape == (6, 9)
    check(spec, np.fft.rfft2(x), dtype)
    back = clfft.irfft2(spec, s=x.shape, inplace=True)
    assert back.base_data is d.base_data
    check(to_host(queue, back), x, dtype)


# ---- Plan, events, cache ----

def test_plan_events_and_cache(queue, rng):
    x = random(rng, (4, 16), np.complex64)
    plan = clfft.Plan(queue, x.shape, np.complex64, axes=(-1,))
    assert "16" in plan.describe()
    a = dev(queue, x)
    b = cla.empty_like(a)
    c = cla.empty_like(a)
    before = clfft.cache_info()
    user = cl.UserEvent(queue.context)
    ev = plan.forward(a, b, wait_for=[user])
    assert isinstance(ev, cl.Event)
    assert ev.command_execution_status != cl.command_execution_status.COMPLETE
    user.set_status(cl.command_execution_status.COMPLETE)
    ev2 = plan.backward(b, c, wait_for=[ev])
    ev2.wait()
    check(b, np.fft.fft(x), np.complex64)
    check(c, x, np.complex64)
    for _ in range(3):
        plan.forward(a, b)
    assert clfft.cache_info() == before  # no new plans for the same layout


def test_plan_real(queue, rng):
    x = random(rng, (4, 15), np.float64)
    plan = clfft.Plan(queue, x.shape, np.float64, real=True, norm="ortho")
    a = dev(queue, x)
    y = cla.empty(queue, plan.out_shape, plan.out_dtype)
    plan.forward(a, y)
    check(y, np.fft.rfft2(x, norm="ortho"), np.float64)
    z = cla.empty_like(a)
    plan.backward(y, z).wait()
    check(z, x, np.float64)


def test_host_arrays(rng):
    x = random(rng, (3, 16), np.complex128)
    got = clfft.fft(x)
    assert isinstance(got, np.ndarray)
    check(got, np.fft.fft(x), np.complex128)


def test_host_arrays_real(rng):
    r = random(rng, (3, 16), np.float64)
    check(clfft.irfft(clfft.rfft(r)), r, np.float64)


# ---- errors ----

def test_argument_errors(queue, rng):
    d = dev(queue, random(rng, (2, 8), np.complex64))
    with pytest.raises(ValueError):
        clfft.fft(d, norm="sideways")
    with pytest.raises(ValueError):
        clfft.fft(d, n=0)
    with pytest.raises(IndexError):  # numpy's AxisError is an IndexError
        clfft.fft(d, axis=2)
    with pytest.raises(TypeError):
        clfft.rfft(d)
    with pytest.raises(ValueError):
        clfft.fft(d, out=cla.empty(queue, (2, 9), np.complex64))


def test_library_error_carries_status_and_text(queue):
    from clfft import _core
    desc = (0, (8, 0, 0), 1, 0, 0, 0, (0, 0, 0), (0, 0, 0), 0, 0, 0.0, 0.0, 0, 0)
    with pytest.raises(clfft.ClfftError) as info:
        _core.lib_plan(queue.context, queue.device, desc)
    e = info.value
    assert e.status == -2 and e.status_name == "CLFFT_ERR_INVALID_RANK"
    assert e.function == "clfft_plan_create"
    assert "rank is 0" in e.detail and "rank is 0" in str(e)
