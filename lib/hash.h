/* A 128-bit non-cryptographic hash for cache keys (two independent 64-bit
 * lanes), incremental so that several strings make one key. */
#ifndef LIBCLFFT_HASH_H
#define LIBCLFFT_HASH_H

#include <stddef.h>
#include <stdint.h>

typedef struct fft_hash { uint64_t a, b; } fft_hash;

void fft_hash_init(fft_hash *h);
void fft_hash_bytes(fft_hash *h, const void *data, size_t len);
/* Hashes the string and its terminating zero, so "ab","c" differs from "a","bc". */
void fft_hash_str(fft_hash *h, const char *s);
/* 32 lowercase hex digits and a zero. */
void fft_hash_hex(const fft_hash *h, char out[33]);

#endif
