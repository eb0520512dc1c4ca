/* Cache keys from xxHash's XXH3-128 (see hash.h). */
#include "hash.h"

#include <stdlib.h>
#include <string.h>
#include <xxhash.h>

void fft_key_init(fft_key *k)
{
    k->data = NULL;
    k->len = k->cap = 0;
    k->failed = 0;
}

void fft_key_bytes(fft_key *k, const void *data, size_t len)
{
    if (k->failed || len == 0)
        return;
    if (len > k->cap - k->len) {
        size_t cap = k->cap ? k->cap : 256;
        while (cap - k->len < len) {
            if (cap > SIZE_MAX / 2) {
                k->failed = 1;
                return;
            }
            cap *= 2;
        }
        unsigned char *grown = realloc(k->data, cap);
        if (!grown) {
            k->failed = 1;
            return;
        }
        k->data = grown;
        k->cap = cap;
    }
    memcpy(k->data + k->len, data, len);
    k->len += len;
}

void fft_key_str(fft_key *k, const char *s)
{
    fft_key_bytes(k, s, strlen(s) + 1);
}

void fft_key_u64(fft_key *k, uint64_t value)
{
    unsigned char le[8];
    for (int i = 0; i < 8; i++)
        le[i] = (unsigned char)(value >> (8 * i));
    fft_key_bytes(k, le, sizeof le);
}

void fft_key_free(fft_key *k)
{
    free(k->data);
    fft_key_init(k);
}

fft_hash fft_hash_of(const void *data, size_t len)
{
    XXH128_hash_t h = XXH3_128bits(data, len);
    return (fft_hash){h.high64, h.low64};
}

fft_hash fft_key_hash(const fft_key *k)
{
    return fft_hash_of(k->data ? (const void *)k->data : (const void *)"", k->len);
}

static void lane_hex(uint64_t lane, char *out)
{
    static const char digits[] = "0123456789abcdef";
    for (int i = 15; i >= 0; i--) {
        out[i] = digits[lane & 0xf];
        lane >>= 4;
    }
}

void fft_hash_hex(const fft_hash *h, char out[33])
{
    lane_hex(h->a, out);
    lane_hex(h->b, out + 16);
    out[32] = '\0';
}
