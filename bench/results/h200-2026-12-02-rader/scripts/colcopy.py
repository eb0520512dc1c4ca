#!/usr/bin/env python3
"""colcopy.py: a column step's memory pattern without its arithmetic (CuPy; H200).  Each block copies C adjacent
columns of every row of one rows x cols slab of float2 (batch slabs, 2^27 values in all): its threads load V values
each (rows strided, columns fastest, as libclfft's column steps do), sync, then store them.  TB/s = 2 x bytes / time.
C = 8 is libclfft's 1000x1000 column step (64-byte runs); C = 16 would need 128 KiB of local memory there."""
import cupy as cp, sys
src = r'''
extern "C" __global__ void colcopy(const float2* __restrict__ a, float2* __restrict__ b, int rows, int cols, int C) {
  int nb = cols / C, blk = blockIdx.x, slab = blk / nb, c0 = (blk % nb) * C;
  size_t base = (size_t)slab * rows * cols + c0;
  float2 v[VV];
  int n = rows * C, T = blockDim.x;
  #pragma unroll
  for (int j = 0; j < VV; j++) { int i = threadIdx.x + j * T; if (i < n) v[j] = a[base + (size_t)(i / C) * cols + i % C]; }
  __syncthreads();
  #pragma unroll
  for (int j = 0; j < VV; j++) { int i = threadIdx.x + j * T; if (i < n) b[base + (size_t)(i / C) * cols + i % C] = v[j]; }
}'''
kernels = {}
def kern(V):
    if V not in kernels: kernels[V] = cp.RawKernel(src.replace('VV', str(V)), 'colcopy')
    return kernels[V]
rows = cols = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
batch = (1 << 27) // (rows * cols)
a = cp.random.random((batch * rows * cols * 2,), dtype=cp.float32); b = cp.empty_like(a)
bytes_ = 2 * a.nbytes
print('rows=cols=%d batch=%d' % (rows, batch))
for C in (8, 4):
    if cols % C: continue
    for T in ((200, 250, 256, 400, 500, 512, 640, 800, 1000, 1024) if C == 8 else (250, 500, 800, 1000)):
        V = -(-rows * C // T)
        if V > 64: continue
        grid = (batch * (cols // C),); k = kern(V)
        for _ in range(2): k(grid, (T,), (a, b, cp.int32(rows), cp.int32(cols), cp.int32(C)))
        s, e = cp.cuda.Event(), cp.cuda.Event(); best = 1e9
        for _ in range(5):
            s.record(); k(grid, (T,), (a, b, cp.int32(rows), cp.int32(cols), cp.int32(C))); e.record(); e.synchronize()
            best = min(best, cp.cuda.get_elapsed_time(s, e) * 1e3)
        ok = bool(cp.all(a == b)) if (C, T) == (8, 800) else None
        print('C=%2d T=%4d V=%2d  %8.1f us  %5.2f TB/s%s' % (C, T, V, best, bytes_ / best / 1e6, '' if ok is None else '  copy ok=%s' % ok))
        b.fill(0)
