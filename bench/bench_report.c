/* Formatting only: no measurement happens here. */
#include "bench_report.h"

#include "png_plot.h"

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
    printf("%-9s %-4s %9s %9s %12s %9s %9s %10s %10s  %s\n", "library", "prec", "n", "batch",
           "us/launch", "GB/s", "rel_err", "cold_ms", "warm_ms", "status");
}

void report_table_row(const bench_result *r)
{
    char us[32], gb[32], err[32], cold[32], warm[32];
    cell(us, sizeof us, "%.2f", r->us_per_fft);
    cell(gb, sizeof gb, "%.2f", r->gbps);
    cell(err, sizeof err, "%.2e", r->rel_err);
    cell(cold, sizeof cold, "%.2f", r->plan_cold_ms);
    cell(warm, sizeof warm, "%.2f", r->plan_warm_ms);
    printf("%-9s %-4s %9zu %9zu %12s %9s %9s %10s %10s  %s%s%s\n", r->lib, r->fp64 ? "fp64" : "fp32",
           r->n, r->batch, us, gb, err, cold, warm, r->status, r->note[0] ? ": " : "", r->note);
    fflush(stdout);
}

static const bench_result *find_row(const bench_result *rows, size_t count, const char *lib,
                                    int fp64, size_t n)
{
    for (size_t i = 0; i < count; i++)
        if (rows[i].fp64 == fp64 && rows[i].n == n && !strcmp(rows[i].lib, lib))
            return &rows[i];
    return NULL;
}

void report_summary(const bench_result *rows, size_t count)
{
    int header = 0;
    for (int fp64 = 0; fp64 <= 1; fp64++)
        for (size_t p = 0; p < count; p++) {
            const char *peer = rows[p].lib;
            if (rows[p].fp64 != fp64 || !strcmp(peer, "libclfft"))
                continue;
            /* Only the first row of each (peer, precision) starts a summary. */
            int first = 1;
            for (size_t q = 0; q < p && first; q++)
                first = !(rows[q].fp64 == fp64 && !strcmp(rows[q].lib, peer));
            if (!first)
                continue;
            double log_sum = 0.0, lo = INFINITY, hi = 0.0;
            int both = 0;
            for (size_t i = p; i < count; i++) {
                if (rows[i].fp64 != fp64 || strcmp(rows[i].lib, peer) || strcmp(rows[i].status, "ok"))
                    continue;
                const bench_result *ours = find_row(rows, count, "libclfft", fp64, rows[i].n);
                if (!ours || strcmp(ours->status, "ok") || !(rows[i].gbps > 0.0))
                    continue;
                double ratio = ours->gbps / rows[i].gbps;
                log_sum += log(ratio);
                lo = fmin(lo, ratio);
                hi = fmax(hi, ratio);
                both++;
            }
            if (!header) {
                printf("\nlibclfft bandwidth / peer bandwidth (geometric mean over sizes both ran ok):\n");
                header = 1;
            }
            if (both)
                printf("  %s vs %-6s %.3f  (min %.3f, max %.3f, %d sizes)\n", fp64 ? "fp64" : "fp32",
                       peer, exp(log_sum / both), lo, hi, both);
            else
                printf("  %s vs %-6s no common sizes\n", fp64 ? "fp64" : "fp32", peer);
        }
}

FILE *report_csv_open(const char *path)
{
    FILE *f = fopen(path, "w");
    if (!f) {
        fprintf(stderr, "clfft-bench: cannot write %s\n", path);
        return NULL;
    }
    fprintf(f, "library,precision,n,batch,us_per_fft,gbps,rel_err,plan_cold_ms,plan_warm_ms,"
               "status\n");
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

void report_csv_row(FILE *f, const bench_result *r)
{
    fprintf(f, "%s,%s,%zu,%zu,", r->lib, r->fp64 ? "fp64" : "fp32", r->n, r->batch);
    csv_value(f, "%.4f", r->us_per_fft);
    csv_value(f, "%.4f", r->gbps);
    csv_value(f, "%.3e", r->rel_err);
    csv_value(f, "%.3f", r->plan_cold_ms);
    csv_value(f, "%.3f", r->plan_warm_ms);
    fprintf(f, "%s\n", r->status);
    fflush(f); /* a sweep that dies half-way still leaves its rows */
}

static unsigned lib_color(const char *lib, size_t index)
{
    static const struct {
        const char *lib;
        unsigned color;
    } known[] = {{"libclfft", 0xD62728}, {"clfft", 0x1F77B4}, {"vkfft", 0x2CA02C},
                 {"cufft", 0xFF7F0E}};
    static const unsigned spare[] = {0x9467BD, 0x8C564B, 0x17BECF, 0x7F7F7F};
    for (size_t i = 0; i < sizeof known / sizeof known[0]; i++)
        if (!strcmp(known[i].lib, lib))
            return known[i].color;
    return spare[index % 4];
}

enum { MAX_SERIES = 16 };

int report_png(const char *path, const bench_result *rows, size_t count, const char *title,
               int linear_y)
{
    plot_series series[MAX_SERIES];
    char labels[MAX_SERIES][48];
    double *xs = malloc(sizeof(double) * (count + 1));
    double *ys = malloc(sizeof(double) * (count + 1));
    if (!xs || !ys) {
        free(xs);
        free(ys);
        return 1;
    }
    /* Rows arrive grouped by precision then size; each series gathers its
     * library's rows in that (ascending length) order. */
    size_t nseries = 0, used = 0;
    for (int fp64 = 0; fp64 <= 1; fp64++)
        for (size_t i = 0; i < count && nseries < MAX_SERIES; i++) {
            if (rows[i].fp64 != fp64)
                continue;
            int seen = 0;
            for (size_t s = 0; s < nseries; s++)
                seen |= series[s].dashed == fp64 && !strcmp(series[s].label, rows[i].lib);
            if (seen)
                continue;
            plot_series *s = &series[nseries];
            s->label = rows[i].lib; /* replaced by the full label below */
            s->dashed = fp64;
            s->join_whole_x_only = 1;
            s->color = lib_color(rows[i].lib, nseries);
            s->x = xs + used;
            s->y = ys + used;
            s->count = 0;
            for (size_t k = i; k < count; k++) {
                if (rows[k].fp64 != fp64 || strcmp(rows[k].lib, rows[i].lib))
                    continue;
                xs[used] = log2((double)rows[k].n);
                ys[used] = strcmp(rows[k].status, "ok") ? 0.0 : rows[k].gbps;
                used++;
                s->count++;
            }
            nseries++;
        }
    for (size_t s = 0; s < nseries; s++) {
        snprintf(labels[s], sizeof labels[s], "%s %s", series[s].label,
                 series[s].dashed ? "fp64" : "fp32");
        series[s].label = labels[s];
    }
    plot_spec spec = {.title = title,
                      .x_label = "log2 of transform length",
                      .y_label = "GB/s (2 x buffer bytes / time)",
                      .log_y = !linear_y};
    int rc = plot_write_png(path, &spec, series, nseries);
    free(xs);
    free(ys);
    return rc;
}
