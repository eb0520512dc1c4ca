/* Typed helpers that emit OpenCL C for complex arithmetic: a constant
 * twiddle multiply, a table twiddle, and the DFT of any radix built from
 * 2 and odd primes.  Every butterfly is produced by these few functions;
 * nothing is pasted per radix. */
#ifndef LIBCLFFT_BUTTERFLY_H
#define LIBCLFFT_BUTTERFLY_H

#include "strbuf.h"

#define BF_NAME_LEN 32
#define BF_MAX_RADIX 64

typedef struct bf_var { char s[BF_NAME_LEN]; } bf_var;

typedef struct bf_emitter {
    strbuf *sb;
    int forward;      /* 1: w = exp(-2 pi i / r); 0: exp(+2 pi i / r) */
    int fp64;         /* literal suffix and precision */
    unsigned next_id; /* fresh temporary names */
} bf_emitter;

/* Largest radix bf_emit_dft handles directly with registers. */
int bf_radix_supported(unsigned radix);

/* Emits declarations of out[k] = sum_j in[j] * w_r^(j*k), k < r.  out names
 * are chosen by the emitter (fresh temporaries). */
void bf_emit_dft(bf_emitter *e, unsigned radix, const bf_var *in, bf_var *out);

/* Emits `dst = src * w_n^m` for the constant root of unity (sign from the
 * direction), using exact forms for multiples of n/8.  dst may equal src. */
void bf_emit_const_twiddle(bf_emitter *e, const char *dst, const char *src, unsigned long m,
                           unsigned long n);

/* Emits `var = var * w` (forward) or `var * conj(w)` (backward) where w is
 * a complex expression read from the twiddle table. */
void bf_emit_table_twiddle(bf_emitter *e, const char *var, const char *table_expr);

/* v as a floating literal of the emitter's precision, rounded to it
 * ("0.707106769f" for fp32). */
void bf_literal(const bf_emitter *e, char *buf, size_t size, double v);

/* Fresh temporary name "prefix<id>". */
void bf_fresh(bf_emitter *e, bf_var *v, const char *prefix);

#endif
