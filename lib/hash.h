/* Cache keys: key material (the bytes a program or a choice was made from)
 * is collected in a growing buffer and hashed at once with xxHash's
 * XXH3-128 (libxxhash).  The digest names files; the program cache also
 * stores the material itself, so that equal digests of different
 * material (a collision, or a forged file) are told apart. */
#ifndef LIBCLFFT_HASH_H
#define LIBCLFFT_HASH_H

#include <stddef.h>
#include <stdint.h>

/* A 128-bit digest: a is XXH3-128's high half, b its low half. */
typedef struct fft_hash { uint64_t a, b; } fft_hash;

typedef struct fft_key {
    unsigned char *data;
    size_t len, cap;
    int failed; /* an append could not allocate: the material is incomplete */
} fft_key;

void fft_key_init(fft_key *k);
void fft_key_bytes(fft_key *k, const void *data, size_t len);
/* Appends the string and its terminating zero, so "ab","c" differs from "a","bc". */
void fft_key_str(fft_key *k, const char *s);
/* Appends value as 8 little-endian bytes. */
void fft_key_u64(fft_key *k, uint64_t value);
void fft_key_free(fft_key *k);
/* XXH3-128 of the material (meaningless when k->failed). */
fft_hash fft_key_hash(const fft_key *k);

fft_hash fft_hash_of(const void *data, size_t len);
static inline int fft_hash_equal(const fft_hash *x, const fft_hash *y)
{
    return x->a == y->a && x->b == y->b;
}
/* 32 lowercase hex digits and a zero. */
void fft_hash_hex(const fft_hash *h, char out[33]);

#endif
