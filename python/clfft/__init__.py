"""clfft: numpy.fft on OpenCL devices, through libclfft.

Functions with numpy.fft's names, arguments and conventions (fft, ifft,
fft2, ifft2, fftn, ifftn, rfft, irfft, rfft2, irfft2, rfftn, irfftn; n/s,
axis/axes, norm) that take pyopencl arrays of any strides and return
pyopencl arrays (numpy arrays are transformed on default_queue() and come
back as numpy arrays).  Keyword-only extras: out=, inplace=, queue=,
wait_for=; the event of the transform is the last of the result's events.
Plan runs one transform repeatedly.  Failures of the library raise
ClfftError with its status and clfft_last_error() text.
"""
from ._lib import STATUS_NAMES, ClfftError, library_path, version  # noqa: F401
from ._core import cache_info, clear_plan_cache  # noqa: F401
from ._api import (Plan, default_queue, empty_padded, fft, fft2, fftn, ifft, ifft2, ifftn,  # noqa: F401
                   irfft, irfft2, irfftn, rfft, rfft2, rfftn)

__all__ = ["fft", "ifft", "fft2", "ifft2", "fftn", "ifftn", "rfft", "irfft", "rfft2", "irfft2", "rfftn",
           "irfftn", "Plan", "ClfftError", "empty_padded", "default_queue", "clear_plan_cache", "cache_info",
           "version", "library_path", "STATUS_NAMES"]

import atexit as _atexit

_atexit.register(clear_plan_cache)
