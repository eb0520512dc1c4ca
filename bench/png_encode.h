/* Minimal PNG writer: 8-bit RGB, no compression library needed. */
#ifndef BENCH_PNG_ENCODE_H
#define BENCH_PNG_ENCODE_H

/* Writes width x height pixels of packed RGB (3 bytes each, rows top to
 * bottom) to path.  Returns 0 on success, nonzero on an I/O or memory error. */
int png_write_rgb(const char *path, const unsigned char *rgb, int width, int height);

#endif
