/* Line plot of bandwidth against log2(length), written as a PNG. */
#ifndef BENCH_PNG_PLOT_H
#define BENCH_PNG_PLOT_H

#include <stddef.h>

typedef struct plot_series {
    const char *label;  /* legend text */
    const double *x;    /* log2 of the transform length */
    const double *y;    /* GB/s; points that are not > 0 leave a gap */
    size_t count;
    unsigned color;     /* 0xRRGGBB */
    int dashed;
    /* Join only points at whole x (powers of two); draw the others as hollow
     * markers, so lengths like 1000 or 3^7 do not zigzag the line. */
    int join_whole_x_only;
} plot_series;

typedef struct plot_spec {
    const char *title;
    const char *x_label;
    const char *y_label;
    int log_y;          /* logarithmic y axis (decades) instead of linear */
    int width, height;  /* pixels; 0 means 1200 x 750 */
} plot_spec;

/* Returns 0 on success, nonzero if there is nothing to plot or the file
 * cannot be written. */
int plot_write_png(const char *path, const plot_spec *spec, const plot_series *series,
                   size_t count);

#endif
