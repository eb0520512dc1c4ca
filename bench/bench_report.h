/* What one measurement produced, and the three ways it is reported:
 * a stdout table, CSV rows and a PNG plot. */
#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H

#include <stddef.h>
#include <stdio.h>

typedef struct bench_result {
    const char *lib;
    int fp64;
    size_t n, batch;
    double us_per_fft;   /* one batched launch (all `batch` transforms); NaN if not timed */
    double gbps;         /* 2 * buffer bytes / us_per_fft: one read and one write */
    double rel_err;      /* relative L2 error vs FFTW double; NaN if not checked */
    double plan_cold_ms; /* first plan for this size, including kernel compilation */
    double plan_warm_ms; /* the same plan created again right after destroying it */
    const char *status;  /* ok, unsupported, failed, inaccurate */
    char note[160];      /* why, for anything but ok */
} bench_result;

void report_table_header(void);
void report_table_row(const bench_result *r);

/* For each precision and peer: libclfft's bandwidth divided by the peer's,
 * geometric mean over the sizes both ran correctly (>1: libclfft faster). */
void report_summary(const bench_result *rows, size_t count);

/* Opens path and writes the header line; NULL (and a message) on failure. */
FILE *report_csv_open(const char *path);
void report_csv_row(FILE *f, const bench_result *r);

/* One line per (library, precision): fp32 solid, fp64 dashed, a colour per
 * library.  Returns 0 on success. */
int report_png(const char *path, const bench_result *rows, size_t count, const char *title,
               int linear_y);

#endif
