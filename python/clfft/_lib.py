"""ctypes binding of libclfft's C API (include/clfft/clfft.h).

The shared library is found, in this order, at
  1. the path in the environment variable CLFFT_LIBRARY (meson test sets it
     to the library of the build tree),
  2. the path recorded when the package was configured (``_config.py``,
     written by meson: the build tree's library for the copy under
     build/python, the installed one for the installed package),
  3. ``ctypes.util.find_library("clfft-ocl")`` (the dynamic linker's search path;
     the library file is libclfft-ocl.so, see the top-level README).
"""
import ctypes
import ctypes.util
import os
import threading

c_size_t = ctypes.c_size_t
c_void_p = ctypes.c_void_p

# Mirrors CLFFT_STATUS_MAP in clfft.h (value -> name without the CLFFT_ prefix).
STATUS_NAMES = {
    0: "OK",
    -1: "ERR_NULL_ARGUMENT",
    -2: "ERR_INVALID_RANK",
    -3: "ERR_INVALID_LENGTH",
    -4: "ERR_INVALID_KIND",
    -5: "ERR_INVALID_PRECISION",
    -6: "ERR_INVALID_LAYOUT",
    -7: "ERR_SIZE_OVERFLOW",
    -8: "ERR_NOT_SUPPORTED",
    -9: "ERR_NO_FP64",
    -10: "ERR_INVALID_CONTEXT",
    -11: "ERR_INVALID_DEVICE",
    -12: "ERR_INVALID_QUEUE",
    -13: "ERR_INVALID_BUFFER",
    -14: "ERR_BUFFER_TOO_SMALL",
    -15: "ERR_INVALID_WAIT_LIST",
    -16: "ERR_BUILD_FAILED",
    -17: "ERR_OPENCL",
    -18: "ERR_OUT_OF_HOST_MEMORY",
    -19: "ERR_OUT_OF_DEVICE_MEMORY",
    -20: "ERR_INVALID_PROFILE",
    -21: "ERR_INVALID_PLAN",
    -22: "ERR_INVALID_SCALE",
    -23: "ERR_IO",
    -24: "ERR_INVALID_DIRECTIONS",
    -25: "ERR_DIRECTION_NOT_PLANNED",
    -26: "ERR_INVALID_EFFORT",
    -27: "ERR_INVALID_VARIANT",
}
for _value, _name in STATUS_NAMES.items():
    globals()["CLFFT_" + _name] = _value

C2C, R2C, C2R = 0, 1, 2
FP32, FP64 = 0, 1
BOTH_DIRECTIONS, FORWARD_ONLY, BACKWARD_ONLY = 0, 1, 2


class ClfftError(RuntimeError):
    """A libclfft call failed.

    Attributes: ``status`` (the clfft_status value, an int < 0),
    ``status_name`` (e.g. "CLFFT_ERR_INVALID_LAYOUT"), ``status_text``
    (clfft_status_string), ``detail`` (clfft_last_error() right after the
    failure) and ``function`` (the C function that failed).
    """

    def __init__(self, function, status, status_text, detail):
        self.function = function
        self.status = status
        self.status_name = "CLFFT_" + STATUS_NAMES.get(status, "UNKNOWN_%d" % status)
        self.status_text = status_text
        self.detail = detail
        # the library's texts already start with the status name
        super().__init__("%s: %s" % (function, detail or status_text or self.status_name))


class Desc(ctypes.Structure):
    """struct clfft_desc."""

    _fields_ = [
        ("rank", ctypes.c_int),
        ("n", c_size_t * 3),
        ("batch", c_size_t),
        ("kind", ctypes.c_int),
        ("precision", ctypes.c_int),
        ("inplace", ctypes.c_int),
        ("istride", c_size_t * 3),
        ("ostride", c_size_t * 3),
        ("idist", c_size_t),
        ("odist", c_size_t),
        ("forward_scale", ctypes.c_double),
        ("backward_scale", ctypes.c_double),
        ("ioffset", c_size_t),
        ("ooffset", c_size_t),
        ("directions", ctypes.c_int),
        ("effort", ctypes.c_int),
    ]


def _candidate_paths():
    env = os.environ.get("CLFFT_LIBRARY")
    if env:
        return [env], True
    paths = []
    try:
        from . import _config  # written by meson

        paths.append(_config.LIBRARY)
    except ImportError:
        pass
    found = ctypes.util.find_library("clfft-ocl")
    if found:
        paths.append(found)
    paths.append("libclfft-ocl.so.0")
    return paths, False


def _load():
    paths, explicit = _candidate_paths()
    errors = []
    for p in paths:
        try:
            return ctypes.CDLL(p), p
        except OSError as e:
            errors.append("%s: %s" % (p, e))
            if explicit:
                break
    raise ImportError("clfft: cannot load the libclfft shared library (set CLFFT_LIBRARY to its path); tried "
                      + "; ".join(errors))


lib, library_path = _load()


def _proto(name, restype, *argtypes):
    f = getattr(lib, name)
    f.restype = restype
    f.argtypes = argtypes
    return f


_proto("clfft_plan_create", ctypes.c_int, ctypes.POINTER(c_void_p), c_void_p, c_void_p, ctypes.POINTER(Desc))
for _name in ("clfft_enqueue_forward", "clfft_enqueue_backward"):
    _proto(_name, ctypes.c_int, c_void_p, c_void_p, c_void_p, c_void_p, ctypes.c_uint,
           ctypes.POINTER(c_void_p), ctypes.POINTER(c_void_p))
_proto("clfft_plan_destroy", None, c_void_p)
_proto("clfft_plan_describe", ctypes.c_char_p, c_void_p)
_proto("clfft_plan_source", ctypes.c_char_p, c_void_p)
_proto("clfft_plan_input_bytes", c_size_t, c_void_p)
_proto("clfft_plan_output_bytes", c_size_t, c_void_p)
_proto("clfft_plan_scratch_bytes", c_size_t, c_void_p)
_proto("clfft_status_string", ctypes.c_char_p, ctypes.c_int)
_proto("clfft_last_error", ctypes.c_char_p)
_proto("clfft_version_string", ctypes.c_char_p)
_proto("clfft_cache_directory", ctypes.c_char_p)

# clfft_last_error() is per thread: read it in the thread that failed, right
# after the call; the lock only keeps our own bookkeeping consistent.
_lock = threading.Lock()


def status_string(status):
    s = lib.clfft_status_string(status)
    return s.decode() if s else ""


def last_error():
    s = lib.clfft_last_error()
    return s.decode(errors="replace") if s else ""


def check(function, status):
    if status != 0:
        raise ClfftError(function, status, status_string(status), last_error())


def version():
    return lib.clfft_version_string().decode()
