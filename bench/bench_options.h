/* Command line of clfft-bench. */
#ifndef BENCH_OPTIONS_H
#define BENCH_OPTIONS_H

#include "bench_shape.h"

#include <stddef.h>

enum { BENCH_MAX_SIZES = 128 };

/* Ordered by rank, then by values per transform, without duplicates. */
typedef struct size_list {
    bench_shape s[BENCH_MAX_SIZES];
    size_t count;
} size_list;

typedef struct bench_options {
    size_list sizes32, sizes64; /* transform shapes per precision */
    int fp32, fp64;             /* precisions to run */
    int kinds[BENCH_KINDS];     /* kinds to run (nonzero), in bench_kind order */
    size_t elements;            /* values per transform x batch for fp32; fp64 uses half (same bytes) */
    const char *libs;           /* comma list of library names; NULL means all built */
    const char *device;         /* index or name substring; NULL: first GPU, else first device */
    int rounds;                 /* timed rounds; the best is reported */
    int iters;                  /* launches per round; 0 chooses so a round lasts min_round_s */
    double min_round_s;
    const char *csv;            /* output file, or NULL */
    const char *describe;       /* libclfft's plan descriptions go here, or NULL */
    int verify;                 /* compare against FFTW (reference.h) */
    int quick;
    int in_process;             /* no worker process: a crashing library ends the run */
} bench_options;

/* Fills opts from argv.  Returns 0 to run, 1 after --help or --version
 * (exit 0), and -1 on a malformed command line (after printing why to
 * stderr). */
int bench_parse_options(int argc, char **argv, bench_options *opts);

/* Whether lib (a peer name) is selected by opts->libs. */
int bench_lib_selected(const bench_options *opts, const char *lib);

#endif
