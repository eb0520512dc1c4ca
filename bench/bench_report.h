/* What one measurement produced, and the two ways it is reported: a stdout
 * table and CSV rows (bench/plot.py draws the CSV). */
#ifndef BENCH_REPORT_H
#define BENCH_REPORT_H

#include "bench_shape.h"

#include <stddef.h>
#include <stdio.h>

typedef struct bench_result {
    const char *lib;
    int fp64;
    bench_kind kind;
    bench_shape shape;
    size_t batch;
    double us_per_fft;   /* one batched launch (all `batch` transforms); NaN if not timed */
    double gbps;         /* (input bytes + output bytes) / us_per_fft */
    double rel_err;      /* relative L2 error vs FFTW (reference.h); NaN if not checked */
    double plan_cold_ms; /* first plan for this size, including kernel compilation */
    double plan_warm_ms; /* the same plan created again right after destroying it */
    const char *status;  /* ok, unsupported, failed, inaccurate, crashed */
    char note[160];      /* why, for anything but ok */
} bench_result;

void report_table_header(void);
void report_table_row(const bench_result *r);

/* For each precision, kind and peer: libclfft's bandwidth divided by the
 * peer's, geometric mean over the shapes both ran correctly (>1: libclfft
 * faster). */
void report_summary(const bench_result *rows, size_t count);

/* Opens path and writes the header line; NULL (and a message) on failure. */
FILE *report_csv_open(const char *path);
void report_csv_row(FILE *f, const bench_result *r);

#endif
