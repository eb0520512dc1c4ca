/* Rasterises axes, ticks, labels, one polyline per series and a legend into
 * an RGB canvas, then hands it to png_encode. */
#include "png_plot.h"

#include "font5x7.h"
#include "png_encode.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum { TEXT_SCALE = 2, LINE_WIDTH = 3, DASH_ON = 12, DASH_OFF = 8 };

typedef struct canvas {
    unsigned char *rgb;
    int w, h;
} canvas;

/* Plot-area placement and the data range it shows. */
typedef struct frame {
    int left, right, top, bottom;
    double x0, x1, y0, y1; /* y0/y1 are log10 values when log_y */
    int log_y;
} frame;

static void put_pixel(canvas *c, int x, int y, unsigned color)
{
    if (x < 0 || y < 0 || x >= c->w || y >= c->h)
        return;
    unsigned char *p = c->rgb + ((size_t)y * (size_t)c->w + (size_t)x) * 3;
    p[0] = (unsigned char)(color >> 16);
    p[1] = (unsigned char)(color >> 8);
    p[2] = (unsigned char)color;
}

static void fill_rect(canvas *c, int x, int y, int w, int h, unsigned color)
{
    for (int j = y; j < y + h; j++)
        for (int i = x; i < x + w; i++)
            put_pixel(c, i, j, color);
}

static void draw_text(canvas *c, int x, int y, const char *s, unsigned color)
{
    for (; *s; s++, x += (FONT5X7_WIDTH + 1) * TEXT_SCALE) {
        const unsigned char *rows = font5x7_glyph(*s);
        for (int r = 0; r < FONT5X7_HEIGHT; r++)
            for (int col = 0; col < FONT5X7_WIDTH; col++)
                if (rows[r] & (0x10 >> col))
                    fill_rect(c, x + col * TEXT_SCALE, y + r * TEXT_SCALE, TEXT_SCALE, TEXT_SCALE,
                              color);
    }
}

static int text_width(const char *s)
{
    return (int)strlen(s) * (FONT5X7_WIDTH + 1) * TEXT_SCALE;
}

/* Text rotated 90 degrees counter-clockwise, reading bottom to top. */
static void draw_text_vertical(canvas *c, int x, int y_bottom, const char *s, unsigned color)
{
    for (; *s; s++, y_bottom -= (FONT5X7_WIDTH + 1) * TEXT_SCALE) {
        const unsigned char *rows = font5x7_glyph(*s);
        for (int r = 0; r < FONT5X7_HEIGHT; r++)
            for (int col = 0; col < FONT5X7_WIDTH; col++)
                if (rows[r] & (0x10 >> col))
                    fill_rect(c, x + r * TEXT_SCALE, y_bottom - (col + 1) * TEXT_SCALE,
                              TEXT_SCALE, TEXT_SCALE, color);
    }
}

/* A thick line; `phase` carries the dash pattern across polyline segments. */
static void draw_line(canvas *c, double xa, double ya, double xb, double yb, unsigned color,
                      int dashed, double *phase)
{
    double dx = xb - xa, dy = yb - ya;
    double len = sqrt(dx * dx + dy * dy);
    int steps = (int)ceil(len) + 1;
    for (int i = 0; i <= steps; i++) {
        double t = steps ? (double)i / steps : 0.0;
        double along = *phase + t * len;
        if (dashed && fmod(along, DASH_ON + DASH_OFF) >= DASH_ON)
            continue;
        int px = (int)lround(xa + t * dx), py = (int)lround(ya + t * dy);
        fill_rect(c, px - LINE_WIDTH / 2, py - LINE_WIDTH / 2, LINE_WIDTH, LINE_WIDTH, color);
    }
    *phase += len;
}

static double map_x(const frame *f, double x)
{
    return f->left + (x - f->x0) / (f->x1 - f->x0) * (f->right - f->left);
}

static double map_y(const frame *f, double y)
{
    double v = f->log_y ? log10(y) : y;
    return f->bottom - (v - f->y0) / (f->y1 - f->y0) * (f->bottom - f->top);
}

/* Data range over all plottable points; returns 0 when there are none. */
static int data_range(const plot_series *s, size_t count, double *xmin, double *xmax,
                      double *ymin, double *ymax)
{
    int any = 0;
    for (size_t i = 0; i < count; i++)
        for (size_t k = 0; k < s[i].count; k++) {
            double x = s[i].x[k], y = s[i].y[k];
            if (!(y > 0.0) || !isfinite(y) || !isfinite(x))
                continue;
            if (!any) {
                *xmin = *xmax = x;
                *ymin = *ymax = y;
                any = 1;
            }
            *xmin = fmin(*xmin, x);
            *xmax = fmax(*xmax, x);
            *ymin = fmin(*ymin, y);
            *ymax = fmax(*ymax, y);
        }
    return any;
}

/* Linear tick spacing of 1, 2 or 5 times a power of ten, about 6 ticks. */
static double nice_step(double span)
{
    double raw = span / 6.0;
    double p = pow(10.0, floor(log10(raw)));
    double m = raw / p;
    return (m < 1.5 ? 1.0 : m < 3.5 ? 2.0 : m < 7.5 ? 5.0 : 10.0) * p;
}

static void format_value(char *buf, size_t size, double v)
{
    if (v >= 1.0 || v == 0.0)
        snprintf(buf, size, "%.0f", v);
    else
        snprintf(buf, size, "%.*f", (int)ceil(-log10(v)), v);
}

static void draw_axes(canvas *c, const frame *f, const plot_spec *spec)
{
    const unsigned axis = 0x000000, grid = 0xE4E4E4, text = 0x202020;
    char buf[32];

    /* x: one tick per power of two, a label every other one. */
    for (int k = (int)ceil(f->x0); k <= (int)floor(f->x1); k++) {
        int px = (int)lround(map_x(f, k));
        fill_rect(c, px, f->top, 1, f->bottom - f->top, grid);
        fill_rect(c, px, f->bottom, 1, 8, axis);
        if ((k - (int)ceil(f->x0)) % 2 == 0) {
            snprintf(buf, sizeof buf, "%d", k);
            draw_text(c, px - text_width(buf) / 2, f->bottom + 12, buf, text);
        }
    }
    /* y: decades with unlabelled 2..9 minor ticks, or a linear 1-2-5 grid. */
    if (f->log_y) {
        for (int d = (int)floor(f->y0); d <= (int)ceil(f->y1); d++)
            for (int m = 1; m <= 9; m++) {
                double v = m * pow(10.0, d);
                double lv = log10(v);
                if (lv < f->y0 - 1e-9 || lv > f->y1 + 1e-9)
                    continue;
                int py = (int)lround(map_y(f, v));
                if (m == 1) {
                    fill_rect(c, f->left, py, f->right - f->left, 1, grid);
                    fill_rect(c, f->left - 8, py, 8, 1, axis);
                    format_value(buf, sizeof buf, v);
                    draw_text(c, f->left - 12 - text_width(buf), py - 7, buf, text);
                } else {
                    fill_rect(c, f->left - 4, py, 4, 1, axis);
                }
            }
    } else {
        double step = nice_step(f->y1 - f->y0);
        for (double v = 0.0; v <= f->y1 + step * 1e-6; v += step) {
            int py = (int)lround(map_y(f, v));
            fill_rect(c, f->left, py, f->right - f->left, 1, grid);
            fill_rect(c, f->left - 8, py, 8, 1, axis);
            snprintf(buf, sizeof buf, step >= 1.0 ? "%.0f" : "%.2g", v);
            draw_text(c, f->left - 12 - text_width(buf), py - 7, buf, text);
        }
    }
    fill_rect(c, f->left, f->top, 2, f->bottom - f->top + 1, axis);
    fill_rect(c, f->left, f->bottom, f->right - f->left + 1, 2, axis);

    if (spec->title)
        draw_text(c, (c->w - text_width(spec->title)) / 2, 14, spec->title, text);
    if (spec->x_label)
        draw_text(c, (f->left + f->right - text_width(spec->x_label)) / 2, f->bottom + 40,
                  spec->x_label, text);
    if (spec->y_label)
        draw_text_vertical(c, 14, (f->top + f->bottom + text_width(spec->y_label)) / 2,
                           spec->y_label, text);
}

static void draw_hollow_marker(canvas *c, int x, int y, unsigned color)
{
    fill_rect(c, x - 5, y - 5, 11, 11, color);
    fill_rect(c, x - 3, y - 3, 7, 7, 0xFFFFFF);
}

static void draw_series(canvas *c, const frame *f, const plot_series *s)
{
    double phase = 0.0;
    int have_prev = 0;
    double px = 0.0, py = 0.0;
    for (size_t k = 0; k < s->count; k++) {
        double x = s->x[k], y = s->y[k];
        int whole = fabs(x - round(x)) < 1e-9;
        if (!(y > 0.0) || !isfinite(y)) {
            if (whole || !s->join_whole_x_only)
                have_prev = 0; /* an unsupported or failed size breaks the line */
            continue;
        }
        double cx = map_x(f, x), cy = map_y(f, y);
        if (s->join_whole_x_only && !whole) {
            draw_hollow_marker(c, (int)cx, (int)cy, s->color);
            continue;
        }
        if (have_prev)
            draw_line(c, px, py, cx, cy, s->color, s->dashed, &phase);
        fill_rect(c, (int)cx - 3, (int)cy - 3, 7, 7, s->color); /* mark measured points */
        px = cx;
        py = cy;
        have_prev = 1;
    }
}

static int has_points(const plot_series *s)
{
    for (size_t k = 0; k < s->count; k++)
        if (s->y[k] > 0.0 && isfinite(s->y[k]))
            return 1;
    return 0;
}

static int widest_label(const plot_series *s, size_t count)
{
    int widest = 0;
    for (size_t i = 0; i < count; i++)
        if (text_width(s[i].label) > widest)
            widest = text_width(s[i].label);
    return widest + text_width(" N/A");
}

/* Legend right of the plot area, where it can never hide a line: colour box,
 * line sample (solid or dashed), label. */
static void draw_legend(canvas *c, const frame *f, const plot_series *s, size_t count)
{
    int x = f->right + 24, y = f->top + 4, row = 24;
    for (size_t i = 0; i < count; i++) {
        int ry = y + (int)i * row;
        fill_rect(c, x, ry, 14, 14, s[i].color);
        double phase = 0.0;
        draw_line(c, x + 20, ry + 7, x + 64, ry + 7, s[i].color, s[i].dashed, &phase);
        draw_text(c, x + 72, ry, s[i].label, 0x202020);
        if (!has_points(&s[i]))
            draw_text(c, x + 72 + text_width(s[i].label), ry, " N/A", 0x909090);
    }
    int any_hollow = 0;
    for (size_t i = 0; i < count; i++)
        any_hollow |= s[i].join_whole_x_only;
    if (any_hollow) {
        int ry = y + (int)count * row + 8;
        draw_hollow_marker(c, x + 7, ry + 7, 0x606060);
        draw_text(c, x + 24, ry, "other lengths", 0x606060);
    }
}

int plot_write_png(const char *path, const plot_spec *spec, const plot_series *series,
                   size_t count)
{
    double xmin, xmax, ymin, ymax;
    if (!data_range(series, count, &xmin, &xmax, &ymin, &ymax))
        return 1;
    canvas c = {NULL, spec->width ? spec->width : 1200, spec->height ? spec->height : 750};
    c.rgb = malloc((size_t)c.w * (size_t)c.h * 3);
    if (!c.rgb)
        return 1;
    memset(c.rgb, 0xFF, (size_t)c.w * (size_t)c.h * 3);

    frame f = {.left = 110, .right = c.w - widest_label(series, count) - 120, .top = 44,
               .bottom = c.h - 70,
               .log_y = spec->log_y};
    f.x0 = floor(xmin);
    f.x1 = ceil(xmax);
    if (f.x1 <= f.x0)
        f.x1 = f.x0 + 1.0;
    if (f.log_y) {
        f.y0 = floor(log10(ymin));
        f.y1 = ceil(log10(ymax));
        if (f.y1 <= f.y0)
            f.y1 = f.y0 + 1.0;
    } else {
        f.y0 = 0.0;
        double step = nice_step(ymax);
        f.y1 = ceil(ymax / step) * step;
    }

    draw_axes(&c, &f, spec);
    for (size_t i = 0; i < count; i++)
        draw_series(&c, &f, &series[i]);
    draw_legend(&c, &f, series, count);

    int rc = png_write_rgb(path, c.rgb, c.w, c.h);
    free(c.rgb);
    return rc;
}
