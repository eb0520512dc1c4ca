"""A host reference model of libclfft's clfft_desc semantics (common.md /
clfft.h), used in place of the library's plans when CLFFT_PY_MODEL=1.

It checks the Python layer's side of the contract independently of the
library's kernels: that the descriptors, offsets and buffers the package
produces for each numpy.fft call, interpreted as the API documents them
(element (b, i) at offset + b*dist + sum(i_k*stride_k); real rows padded to
2*(n/2+1) in place; R2C forward only, C2R backward only, backward
unnormalised, scales applied), give numpy's results.  Each descriptor is
still validated by the library itself (clfft_generate_source on the
pocl-cpu preset): anything but success or CLFFT_ERR_NOT_SUPPORTED raises the
library's error."""
import ctypes
import threading

import numpy as np
import pyopencl as cl

from clfft import _core, _lib
from clfft._lib import C2C, C2R, R2C, ClfftError

_profile = None


def _validate(desc):
    global _profile
    lib = _lib.lib
    if _profile is None:
        _profile = ctypes.create_string_buffer(4096)  # larger than struct clfft_profile
        lib.clfft_profile_preset.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
        _lib.check("clfft_profile_preset", lib.clfft_profile_preset(b"pocl-cpu", _profile))
    lib.clfft_generate_source.argtypes = [ctypes.POINTER(_lib.Desc), ctypes.c_void_p, ctypes.c_void_p,
                                          ctypes.c_void_p]
    status = lib.clfft_generate_source(ctypes.byref(desc), _profile, None, None)
    if status not in (0, _lib.CLFFT_ERR_NOT_SUPPORTED):
        _lib.check("clfft_plan_create", status)


class ModelPlan:
    def __init__(self, context, device, desc_tuple):
        self.context = context
        self.desc_tuple = desc_tuple
        d = _lib.Desc()
        (d.rank, n, d.batch, d.kind, d.precision, d.inplace, ist, ost, d.idist, d.odist, d.forward_scale,
         d.backward_scale, d.ioffset, d.ooffset) = desc_tuple
        for i in range(3):
            d.n[i], d.istride[i], d.ostride[i] = n[i], ist[i], ost[i]
        _validate(d)
        rank, kind, inplace = d.rank, d.kind, bool(d.inplace)
        n = list(n[:rank])
        dsi, dso, ddi, ddo = _core._default_layout(kind, inplace, n)
        ist, ost, idist, odist = list(ist[:rank]), list(ost[:rank]), d.idist, d.odist
        ioff, ooff = d.ioffset, d.ooffset
        if not any(ist) and not any(ost) and not idist and not odist:
            ist, ost, idist, odist = dsi, dso, ddi, ddo
        if inplace and kind == C2C:
            ost, odist, ooff = ist, idist, ioff
        if not idist:
            idist = 0
        if not odist:
            odist = 0
        self.n, self.kind, self.inplace, self.batch = n, kind, inplace, d.batch or 1
        self.ist, self.ost, self.idist, self.odist, self.ioff, self.ooff = ist, ost, idist, odist, ioff, ooff
        self.fs = d.forward_scale or 1.0
        self.bs = d.backward_scale or 1.0
        real = np.float64 if d.precision == _lib.FP64 else np.float32
        cplx = np.complex128 if d.precision == _lib.FP64 else np.complex64
        self.in_dt = np.dtype(real if kind == R2C else cplx)
        self.out_dt = np.dtype(real if kind == C2R else cplx)
        nh = list(n)
        nh[-1] = n[-1] // 2 + 1
        self.in_n = nh if kind == C2R else n
        self.out_n = nh if kind == R2C else n

    def describe(self):
        return "reference model of %r" % (self.desc_tuple,)

    @staticmethod
    def _index(off, dist, strides, batch, dims):
        idx = np.full([batch] + list(dims), off, dtype=np.int64)
        idx += (np.arange(batch) * dist).reshape([batch] + [1] * len(dims))
        for k, (m, st) in enumerate(zip(dims, strides)):
            shape = [1] * (len(dims) + 1)
            shape[k + 1] = m
            idx += (np.arange(m) * st).reshape(shape)
        return idx

    def enqueue(self, forward, queue, src, dst, wait_for):
        """Runs on a thread of its own (and a queue of its own) once the
        wait list and the queue's earlier commands are done, as a device
        would; returns a user event completed when the results are written."""
        if (self.kind == R2C and not forward) or (self.kind == C2R and forward):
            raise ClfftError("clfft_enqueue", _lib.CLFFT_ERR_DIRECTION_NOT_PLANNED, "", "model")
        start = cl.enqueue_marker(queue, wait_for=list(wait_for) or None)
        done = cl.UserEvent(queue.context)
        side = cl.CommandQueue(queue.context, queue.device)

        def work():
            try:
                start.wait()
                self._compute(forward, side, src, src if dst is None else dst)
                done.set_status(cl.command_execution_status.COMPLETE)
            except BaseException as e:  # surfaces as a failed event (and printed)
                import traceback
                traceback.print_exc()
                done.set_status(-1)
                raise e

        threading.Thread(target=work, daemon=True).start()
        return done

    def _compute(self, forward, queue, src, dst):
        raw_in = np.empty(src.size, np.uint8)
        cl.enqueue_copy(queue, raw_in, src).wait()
        raw_out = raw_in if dst is src else np.empty(dst.size, np.uint8)
        if dst is not src:
            cl.enqueue_copy(queue, raw_out, dst).wait()
        vin = raw_in[: raw_in.size // self.in_dt.itemsize * self.in_dt.itemsize].view(self.in_dt)
        vout = raw_out[: raw_out.size // self.out_dt.itemsize * self.out_dt.itemsize].view(self.out_dt)
        iidx = self._index(self.ioff, self.idist, self.ist, self.batch, self.in_n)
        oidx = self._index(self.ooff, self.odist, self.ost, self.batch, self.out_n)
        assert iidx.min() >= 0 and iidx.max() < vin.size, "input index outside the buffer"
        assert oidx.min() >= 0 and oidx.max() < vout.size, "output index outside the buffer"
        assert np.unique(oidx).size == oidx.size, "output elements overlap"
        x = vin[iidx].astype(np.complex128 if self.kind != R2C else np.float64)
        axes = tuple(range(1, len(self.n) + 1))
        total = int(np.prod(self.n))
        if self.kind == C2C:
            y = np.fft.fftn(x, axes=axes) * self.fs if forward else np.fft.ifftn(x, axes=axes) * total * self.bs
        elif self.kind == R2C:
            y = np.fft.rfftn(x, axes=axes) * self.fs
        else:
            y = np.fft.irfftn(x, s=self.n, axes=axes) * total * self.bs
        vout[oidx] = y.astype(self.out_dt)
        cl.enqueue_copy(queue, dst, raw_out).wait()

    def __del__(self):
        pass
