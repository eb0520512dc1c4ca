/* 128-bit non-cryptographic hash for cache keys.  Two 64-bit lanes that mix
 * each byte differently, so that a collision in one lane is independent of
 * the other: lane a is FNV-1a 64, lane b a multiply-xorshift mix with other
 * constants.  Keys only need to tell programs apart, not resist attack. */
#include "hash.h"

#include <string.h>

enum {
    FFT_HASH_HEX_DIGITS_PER_LANE = 16,
};

static const uint64_t fnv_offset_basis = 0xcbf29ce484222325ull;
static const uint64_t fnv_prime = 0x00000100000001b3ull;
/* Odd constants with well-spread bits (golden ratio; a MurmurHash3-style
 * finaliser multiplier) so that every input bit reaches every output bit. */
static const uint64_t lane_b_seed = 0x9e3779b97f4a7c15ull;
static const uint64_t lane_b_multiplier = 0xff51afd7ed558ccdull;

void fft_hash_init(fft_hash *h)
{
    h->a = fnv_offset_basis;
    h->b = lane_b_seed;
}

void fft_hash_bytes(fft_hash *h, const void *data, size_t len)
{
    const unsigned char *p = data;
    uint64_t a = h->a, b = h->b;
    for (size_t i = 0; i < len; i++) {
        a = (a ^ p[i]) * fnv_prime;
        /* +1 so that a zero byte still changes the state (FNV's xor does not
         * need it: its prime multiplication already does). */
        b = (b ^ (uint64_t)(p[i] + 1u)) * lane_b_multiplier;
        b ^= b >> 29;
    }
    h->a = a;
    h->b = b;
}

void fft_hash_str(fft_hash *h, const char *s)
{
    fft_hash_bytes(h, s, strlen(s) + 1);
}

static void lane_hex(uint64_t lane, char *out)
{
    static const char digits[] = "0123456789abcdef";
    for (int i = FFT_HASH_HEX_DIGITS_PER_LANE - 1; i >= 0; i--) {
        out[i] = digits[lane & 0xf];
        lane >>= 4;
    }
}

void fft_hash_hex(const fft_hash *h, char out[33])
{
    lane_hex(h->a, out);
    lane_hex(h->b, out + FFT_HASH_HEX_DIGITS_PER_LANE);
    out[2 * FFT_HASH_HEX_DIGITS_PER_LANE] = '\0';
}
