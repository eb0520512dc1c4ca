/* PNG = signature + IHDR + IDAT + IEND chunks.  IDAT must hold a zlib
 * stream, but deflate allows "stored" (uncompressed) blocks, so no zlib is
 * needed: a plot of a few hundred KB does not merit a dependency. */
#include "png_encode.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { STORED_BLOCK_MAX = 65535 }; /* deflate stored blocks carry a 16-bit length */

static uint32_t crc_table[256];

static void crc_table_init(void)
{
    for (uint32_t n = 0; n < 256; n++) {
        uint32_t c = n;
        for (int k = 0; k < 8; k++)
            c = (c & 1u) ? 0xEDB88320u ^ (c >> 1) : c >> 1; /* reflected CRC-32 polynomial */
        crc_table[n] = c;
    }
}

static uint32_t crc_update(uint32_t crc, const unsigned char *p, size_t len)
{
    for (size_t i = 0; i < len; i++)
        crc = crc_table[(crc ^ p[i]) & 0xFFu] ^ (crc >> 8);
    return crc;
}

static uint32_t adler32(const unsigned char *p, size_t len)
{
    uint32_t a = 1, b = 0;
    for (size_t i = 0; i < len; i++) {
        a = (a + p[i]) % 65521u;
        b = (b + a) % 65521u;
    }
    return (b << 16) | a;
}

static void put_be32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

/* A chunk is length, type, data, and a CRC over type + data. */
static int write_chunk(FILE *f, const char type[4], const unsigned char *data, size_t len)
{
    unsigned char head[8], tail[4];
    put_be32(head, (uint32_t)len);
    memcpy(head + 4, type, 4);
    uint32_t crc = crc_update(0xFFFFFFFFu, head + 4, 4);
    crc = crc_update(crc, data, len) ^ 0xFFFFFFFFu;
    put_be32(tail, crc);
    return fwrite(head, 1, 8, f) != 8 || (len && fwrite(data, 1, len, f) != len) ||
           fwrite(tail, 1, 4, f) != 4;
}

/* The zlib stream: header, stored blocks of the raw scanlines, Adler-32. */
static unsigned char *zlib_stored(const unsigned char *raw, size_t raw_len, size_t *out_len)
{
    size_t blocks = raw_len / STORED_BLOCK_MAX + 1;
    size_t len = 2 + raw_len + blocks * 5 + 4;
    unsigned char *z = malloc(len);
    if (!z)
        return NULL;
    size_t o = 0;
    z[o++] = 0x78; /* deflate, 32 KB window */
    z[o++] = 0x01; /* no preset dictionary; (0x78 << 8 | 0x01) % 31 == 0 as required */
    size_t pos = 0;
    do {
        size_t n = raw_len - pos < STORED_BLOCK_MAX ? raw_len - pos : STORED_BLOCK_MAX;
        int last = pos + n == raw_len;
        z[o++] = (unsigned char)last; /* BFINAL bit, BTYPE 00 = stored */
        z[o++] = (unsigned char)(n & 0xFF);
        z[o++] = (unsigned char)(n >> 8);
        z[o++] = (unsigned char)(~n & 0xFF);
        z[o++] = (unsigned char)((~n >> 8) & 0xFF);
        memcpy(z + o, raw + pos, n);
        o += n;
        pos += n;
    } while (pos < raw_len);
    put_be32(z + o, adler32(raw, raw_len));
    o += 4;
    *out_len = o;
    return z;
}

int png_write_rgb(const char *path, const unsigned char *rgb, int width, int height)
{
    static const unsigned char signature[8] = {0x89, 'P', 'N', 'G', '\r', '\n', 0x1A, '\n'};
    if (!crc_table[1])
        crc_table_init();

    /* Each scanline is prefixed by its filter type; 0 = none. */
    size_t row = (size_t)width * 3;
    size_t raw_len = (row + 1) * (size_t)height;
    unsigned char *raw = malloc(raw_len);
    if (!raw)
        return 1;
    for (int y = 0; y < height; y++) {
        raw[(size_t)y * (row + 1)] = 0;
        memcpy(raw + (size_t)y * (row + 1) + 1, rgb + (size_t)y * row, row);
    }
    size_t z_len = 0;
    unsigned char *z = zlib_stored(raw, raw_len, &z_len);
    free(raw);
    if (!z)
        return 1;

    unsigned char ihdr[13];
    put_be32(ihdr, (uint32_t)width);
    put_be32(ihdr + 4, (uint32_t)height);
    ihdr[8] = 8;  /* bits per channel */
    ihdr[9] = 2;  /* colour type: truecolour RGB */
    ihdr[10] = 0; /* compression: deflate */
    ihdr[11] = 0; /* filter method 0 */
    ihdr[12] = 0; /* no interlace */

    FILE *f = fopen(path, "wb");
    int bad = !f;
    if (f) {
        bad = fwrite(signature, 1, 8, f) != 8;
        bad = bad || write_chunk(f, "IHDR", ihdr, sizeof ihdr);
        bad = bad || write_chunk(f, "IDAT", z, z_len);
        bad = bad || write_chunk(f, "IEND", NULL, 0);
        bad = fclose(f) != 0 || bad;
    }
    free(z);
    return bad;
}
