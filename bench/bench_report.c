/* Formatting only: no measurement happens here. */
#include "bench_report.h"

#include <errno.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

static void cell(char *buf, size_t size, const char *fmt, double v)
{
    if (isnan(v))
        snprintf(buf, size, "-");
    else
        snprintf(buf, size, fmt, v);
}

void report_table_header(void)
{
    printf("%-9s %-4s %-4s %12s %9s %12s %9s %9s %10s %10s  %s\n", "library", "prec", "kind", "shape", "batch",
           "us/launch", "GB/s", "rel_err", "cold_ms", "warm_ms", "status");
}

void report_table_row(const bench_result *r)
{
    char us[32], gb[32], err[32], cold[32], warm[32], shape[64];
    bench_shape_format(&r->shape, shape, sizeof shape);
    cell(us, sizeof us, "%.2f", r->us_per_fft);
    cell(gb, sizeof gb, "%.2f", r->gbps);
    cell(err, sizeof err, "%.2e", r->rel_err);
    cell(cold, sizeof cold, "%.2f", r->plan_cold_ms);
    cell(warm, sizeof warm, "%.2f", r->plan_warm_ms);
    printf("%-9s %-4s %-4s %12s %9zu %12s %9s %9s %10s %10s  %s%s%s\n", r->lib, r->fp64 ? "fp64" : "fp32",
           bench_kind_name(r->kind), shape, r->batch, us, gb, err, cold, warm, r->status, r->note[0] ? ": " : "",
           r->note);
    fflush(stdout);
}

static int same_case(const bench_result *a, const bench_result *b)
{
    return a->fp64 == b->fp64 && a->kind == b->kind && a->shape.rank == b->shape.rank &&
           !memcmp(a->shape.n, b->shape.n, sizeof(size_t) * (size_t)a->shape.rank);
}

static const bench_result *find_row(const bench_result *rows, size_t count, const char *lib,
                                    const bench_result *like)
{
    for (size_t i = 0; i < count; i++)
        if (same_case(&rows[i], like) && !strcmp(rows[i].lib, lib))
            return &rows[i];
    return NULL;
}

void report_summary(const bench_result *rows, size_t count)
{
    int header = 0;
    for (int fp64 = 0; fp64 <= 1; fp64++)
        for (int kind = 0; kind < BENCH_KINDS; kind++)
            for (size_t p = 0; p < count; p++) {
                const char *peer = rows[p].lib;
                if (rows[p].fp64 != fp64 || (int)rows[p].kind != kind || !strcmp(peer, "libclfft"))
                    continue;
                /* Only the first row of each (peer, precision, kind) starts a summary. */
                int first = 1;
                for (size_t q = 0; q < p && first; q++)
                    first = !(rows[q].fp64 == fp64 && (int)rows[q].kind == kind && !strcmp(rows[q].lib, peer));
                if (!first)
                    continue;
                double log_sum = 0.0, lo = INFINITY, hi = 0.0;
                int both = 0;
                for (size_t i = p; i < count; i++) {
                    if (rows[i].fp64 != fp64 || (int)rows[i].kind != kind || strcmp(rows[i].lib, peer) ||
                        strcmp(rows[i].status, "ok"))
                        continue;
                    const bench_result *ours = find_row(rows, count, "libclfft", &rows[i]);
                    if (!ours || strcmp(ours->status, "ok") || !(rows[i].gbps > 0.0))
                        continue;
                    double ratio = ours->gbps / rows[i].gbps;
                    log_sum += log(ratio);
                    lo = fmin(lo, ratio);
                    hi = fmax(hi, ratio);
                    both++;
                }
                if (!header) {
                    printf("\nlibclfft bandwidth / peer bandwidth (geometric mean over shapes both ran ok):\n");
                    header = 1;
                }
                const char *prec = fp64 ? "fp64" : "fp32", *k = bench_kind_name((bench_kind)kind);
                if (both)
                    printf("  %s %s vs %-6s %.3f  (min %.3f, max %.3f, %d shapes)\n", prec, k, peer,
                           exp(log_sum / both), lo, hi, both);
                else
                    printf("  %s %s vs %-6s no common shapes\n", prec, k, peer);
            }
}

FILE *report_csv_open(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "clfft-bench: cannot write %s: %s\n", path, strerror(errno));
        return NULL;
    }
    fprintf(f, "library,precision,kind,shape,n,batch,us_per_fft,gbps,rel_err,plan_cold_ms,plan_warm_ms,"
               "status,note\n");
    return f;
}

/* Unmeasured values are empty fields, which spreadsheets and pandas read as
 * missing rather than as a number. */
static void csv_value(FILE *f, const char *fmt, double v)
{
    if (!isnan(v))
        fprintf(f, fmt, v);
    fputc(',', f);
}

/* A note in double quotes, its own quotes doubled (RFC 4180). */
static void csv_text(FILE *f, const char *s)
{
    fputc('"', f);
    for (; *s; s++) {
        if (*s == '"')
            fputc('"', f);
        fputc(*s == '\n' || *s == '\r' ? ' ' : *s, f);
    }
    fputc('"', f);
}

void report_csv_row(FILE *f, const bench_result *r)
{
    char shape[64];
    bench_shape_format(&r->shape, shape, sizeof shape);
    fprintf(f, "%s,%s,%s,%s,%zu,%zu,", r->lib, r->fp64 ? "fp64" : "fp32", bench_kind_name(r->kind), shape,
            bench_shape_elements(&r->shape), r->batch);
    csv_value(f, "%.4f", r->us_per_fft);
    csv_value(f, "%.4f", r->gbps);
    csv_value(f, "%.3e", r->rel_err);
    csv_value(f, "%.3f", r->plan_cold_ms);
    csv_value(f, "%.3f", r->plan_warm_ms);
    fprintf(f, "%s,", r->status);
    csv_text(f, r->note);
    fputc('\n', f);
    fflush(f); /* a sweep that dies half-way still leaves its rows */
}
