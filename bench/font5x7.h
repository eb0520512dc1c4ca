/* A hand-drawn 5x7 bitmap font for plot labels. */
#ifndef BENCH_FONT5X7_H
#define BENCH_FONT5X7_H

enum { FONT5X7_WIDTH = 5, FONT5X7_HEIGHT = 7 };

/* The 7 rows of character c, top first; bit 4 is the leftmost column.
 * Lower-case letters are drawn as capitals; unknown characters as a box. */
const unsigned char *font5x7_glyph(char c);

#endif
