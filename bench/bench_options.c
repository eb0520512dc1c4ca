/* Defaults first (--quick swaps in a tiny smoke-test set), then every option
 * on the command line overrides them, whatever its position.  getopt_long:
 * "--opt value" and "--opt=value", unique prefixes of long names. */
#include "bench_options.h"

#include <clfft/clfft.h>

#include <errno.h>
#include <getopt.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: clfft-bench [options]\n"
    "  --sizes LIST         shapes for fp32 (and fp64 unless --fp64-sizes), comma-separated:\n"
    "                       N, HxW or DxHxW (slowest first); each length may be 2^k\n"
    "  --fp64-sizes LIST|all  shapes for fp64 (default 64,4096,65536,2^20,1031,4099,65537,999983;\n"
    "                       all = --sizes)\n"
    "  --kind K[,K..]       c2c (default), r2c (real -> half spectrum, forward) and/or\n"
    "                       c2r (half spectrum -> real, backward); out of place, packed\n"
    "  --precision P        fp32, fp64 or both (default both)\n"
    "  --elements E         values per fp32 buffer (default 2^27); batch = E / values per transform\n"
    "  --libs a,b           libraries to run (default all built: libclfft,clfft,vkfft,cufft;\n"
    "                       libclfft-measure, libclfft with CLFFT_EFFORT_MEASURE, only when named)\n"
    "  --device D           OpenCL device index or name substring (default first GPU)\n"
    "  --rounds R           timed rounds, best reported (default 3)\n"
    "  --iters K            launches per round (default: enough for ~50 ms, at least 2)\n"
    "  --csv FILE           write results as CSV (bench/plot.py draws it)\n"
    "  --describe FILE      write libclfft's plan descriptions (passes; measured candidates)\n"
    "  --verify[=on|off]    error against FFTW, long double for fp64 (default on); --no-verify = off\n"
    "  --quick              smoke test: lengths 8,64,1000, 2^12 elements, 1 round\n"
    "  --in-process         run the sweep in this process: a library that crashes ends the\n"
    "                       run (default: in a worker process, restarted without it)\n"
    "  --version            print the versions of the bench and libclfft\n"
    "  --help               this text\n"
    "GB/s = (input bytes + output bytes) / time of one batched launch.\n";

enum {
    OPT_SIZES = 256,
    OPT_FP64_SIZES,
    OPT_KIND,
    OPT_PRECISION,
    OPT_ELEMENTS,
    OPT_LIBS,
    OPT_DEVICE,
    OPT_ROUNDS,
    OPT_ITERS,
    OPT_CSV,
    OPT_DESCRIBE,
    OPT_VERIFY,
    OPT_NO_VERIFY,
    OPT_QUICK,
    OPT_IN_PROCESS,
    OPT_VERSION,
    OPT_HELP,
};

static const struct option long_options[] = {
    {"sizes", required_argument, NULL, OPT_SIZES},
    {"fp64-sizes", required_argument, NULL, OPT_FP64_SIZES},
    {"kind", required_argument, NULL, OPT_KIND},
    {"precision", required_argument, NULL, OPT_PRECISION},
    {"elements", required_argument, NULL, OPT_ELEMENTS},
    {"libs", required_argument, NULL, OPT_LIBS},
    {"device", required_argument, NULL, OPT_DEVICE},
    {"rounds", required_argument, NULL, OPT_ROUNDS},
    {"iters", required_argument, NULL, OPT_ITERS},
    {"csv", required_argument, NULL, OPT_CSV},
    {"describe", required_argument, NULL, OPT_DESCRIBE},
    {"verify", optional_argument, NULL, OPT_VERIFY},
    {"no-verify", no_argument, NULL, OPT_NO_VERIFY},
    {"quick", no_argument, NULL, OPT_QUICK},
    {"in-process", no_argument, NULL, OPT_IN_PROCESS},
    {"version", no_argument, NULL, OPT_VERSION},
    {"help", no_argument, NULL, OPT_HELP},
    {NULL, 0, NULL, 0},
};

/* A whole decimal number in [1, max], nothing before or after it. */
static int parse_count(const char *s, unsigned long long max, unsigned long long *out)
{
    if (*s < '0' || *s > '9')
        return -1; /* strtoull would take a sign or spaces */
    char *end;
    errno = 0;
    unsigned long long v = strtoull(s, &end, 10);
    if (errno || *end || v < 1 || v > max)
        return -1;
    *out = v;
    return 0;
}

/* One length, "4096" or "2^12", from s up to (not including) stop; no
 * more than 2^40. */
static int parse_length(const char *s, const char *stop, size_t *out)
{
    char buf[32];
    size_t len = (size_t)(stop - s);
    if (len == 0 || len >= sizeof buf)
        return -1;
    memcpy(buf, s, len);
    buf[len] = '\0';
    unsigned long long v;
    if (buf[0] == '2' && buf[1] == '^') {
        const char *e = buf + 2;
        char *end;
        errno = 0;
        unsigned long k = *e >= '0' && *e <= '9' ? strtoul(e, &end, 10) : 99;
        if (k > 40 || errno || *end)
            return -1;
        v = 1ull << k;
    } else if (parse_count(buf, 1ull << 40, &v)) {
        return -1;
    }
    *out = (size_t)v;
    return 0;
}

/* "N", "HxW" or "DxHxW" from s up to stop. */
static int parse_shape(const char *s, const char *stop, bench_shape *out)
{
    memset(out, 0, sizeof *out);
    unsigned long long total = 1;
    for (;;) {
        if (out->rank == 3)
            return -1;
        const char *x = memchr(s, 'x', (size_t)(stop - s));
        const char *end = x ? x : stop;
        size_t n;
        if (parse_length(s, end, &n) || n > 0x7fffffff) /* FFTW takes int lengths */
            return -1;
        out->n[out->rank++] = n;
        total *= n;
        if (total > 1ull << 40)
            return -1;
        if (!x)
            return 0;
        s = x + 1;
    }
}

static int cmp_shape(const void *pa, const void *pb)
{
    const bench_shape *a = pa, *b = pb;
    if (a->rank != b->rank)
        return a->rank < b->rank ? -1 : 1;
    size_t ea = bench_shape_elements(a), eb = bench_shape_elements(b);
    if (ea != eb)
        return ea < eb ? -1 : 1;
    for (int i = 0; i < a->rank; i++)
        if (a->n[i] != b->n[i])
            return a->n[i] < b->n[i] ? -1 : 1;
    return 0;
}

/* Sorted, without duplicates, so that tables and plots run left to right. */
static void normalise(size_list *l)
{
    qsort(l->s, l->count, sizeof l->s[0], cmp_shape);
    size_t k = 0;
    for (size_t i = 0; i < l->count; i++)
        if (k == 0 || cmp_shape(&l->s[k - 1], &l->s[i]))
            l->s[k++] = l->s[i];
    l->count = k;
}

static int parse_list(const char *s, size_list *l)
{
    l->count = 0;
    for (;;) {
        const char *comma = strchr(s, ',');
        const char *end = comma ? comma : s + strlen(s);
        if (l->count == BENCH_MAX_SIZES || parse_shape(s, end, &l->s[l->count]))
            return -1;
        l->count++;
        if (!comma)
            break;
        s = comma + 1;
    }
    normalise(l);
    return 0;
}

static int parse_kinds(const char *s, int *kinds)
{
    memset(kinds, 0, sizeof(int) * BENCH_KINDS);
    for (;;) {
        const char *comma = strchr(s, ',');
        size_t len = comma ? (size_t)(comma - s) : strlen(s);
        int found = 0;
        for (int k = 0; k < BENCH_KINDS; k++)
            if (len == 3 && !strncmp(s, bench_kind_name((bench_kind)k), 3))
                kinds[k] = found = 1;
        if (!found)
            return -1;
        if (!comma)
            return 0;
        s = comma + 1;
    }
}

static void one_d(size_list *l, size_t n)
{
    l->s[l->count++] = (bench_shape){.rank = 1, .n = {n}};
}

static void set_defaults(bench_options *o, int quick)
{
    memset(o, 0, sizeof *o);
    o->fp32 = o->fp64 = 1;
    o->kinds[BENCH_C2C] = 1;
    o->rounds = 3;
    o->min_round_s = 0.05;
    o->verify = 1;
    o->elements = (size_t)1 << 27;
    if (quick) {
        static const size_t q[] = {8, 64, 1000};
        for (size_t i = 0; i < 3; i++) {
            one_d(&o->sizes32, q[i]);
            one_d(&o->sizes64, q[i]);
        }
        o->elements = (size_t)1 << 12;
        o->rounds = 1;
        o->iters = 3;
        o->quick = 1;
        return;
    }
    /* Powers of two 8..2^24, then lengths with factors 3, 5, 7 and mixed
     * radices that exercise more than the radix-2 paths, then issue 19's
     * lengths: generated prime radices (17, 102 = 2x3x17) and Bluestein
     * (97, 1031, 4099, 10007, 12345 = 3x5x823, 65537, 999983). */
    for (int k = 3; k <= 24; k++)
        one_d(&o->sizes32, (size_t)1 << k);
    static const size_t mixed[] = {1000, 6000, 10000, 2187,  2401,  3125,  100000, 1000000,
                                   17,   97,   102,   1031,  4099,  10007, 12345,  65537, 999983};
    for (size_t i = 0; i < sizeof mixed / sizeof mixed[0]; i++)
        one_d(&o->sizes32, mixed[i]);
    normalise(&o->sizes32);
    static const size_t d[] = {64, 4096, 65536, (size_t)1 << 20, 1031, 4099, 65537, 999983};
    for (size_t i = 0; i < sizeof d / sizeof d[0]; i++)
        one_d(&o->sizes64, d[i]);
}

static int bad(const char *opt, const char *val)
{
    fprintf(stderr, "clfft-bench: bad value for --%s: '%s'\nTry 'clfft-bench --help'.\n", opt, val);
    return -1;
}

int bench_parse_options(int argc, char **argv, bench_options *o)
{
    /* First pass: only --quick, which changes the defaults the others
     * override; errors wait for the second pass. */
    int quick = 0, c;
    opterr = 0;
    while ((c = getopt_long(argc, argv, "", long_options, NULL)) != -1)
        quick |= c == OPT_QUICK;
    set_defaults(o, quick);

    int sizes_given = 0, fp64_sizes_given = 0, fp64_all = 0;
    optind = 0; /* glibc: start over */
    opterr = 1;
    while ((c = getopt_long(argc, argv, "", long_options, NULL)) != -1) {
        const char *name = NULL;
        for (const struct option *lo = long_options; lo->name; lo++)
            if (lo->val == c)
                name = lo->name;
        unsigned long long v;
        switch (c) {
        case OPT_SIZES:
            if (parse_list(optarg, &o->sizes32))
                return bad(name, optarg);
            sizes_given = 1;
            break;
        case OPT_FP64_SIZES:
            fp64_sizes_given = 1;
            fp64_all = !strcmp(optarg, "all");
            if (!fp64_all && parse_list(optarg, &o->sizes64))
                return bad(name, optarg);
            break;
        case OPT_KIND:
            if (parse_kinds(optarg, o->kinds))
                return bad(name, optarg);
            break;
        case OPT_PRECISION:
            o->fp32 = !strcmp(optarg, "fp32") || !strcmp(optarg, "both");
            o->fp64 = !strcmp(optarg, "fp64") || !strcmp(optarg, "both");
            if (!o->fp32 && !o->fp64)
                return bad(name, optarg);
            break;
        case OPT_ELEMENTS: {
            size_t e;
            if (parse_length(optarg, optarg + strlen(optarg), &e))
                return bad(name, optarg);
            o->elements = e;
            break;
        }
        case OPT_ROUNDS:
        case OPT_ITERS:
            if (parse_count(optarg, 1000000, &v))
                return bad(name, optarg);
            *(c == OPT_ROUNDS ? &o->rounds : &o->iters) = (int)v;
            break;
        case OPT_LIBS:
            o->libs = optarg;
            break;
        case OPT_DEVICE:
            o->device = optarg;
            break;
        case OPT_CSV:
            o->csv = optarg;
            break;
        case OPT_DESCRIBE:
            o->describe = optarg;
            break;
        case OPT_VERIFY:
            if (optarg && strcmp(optarg, "on") && strcmp(optarg, "off"))
                return bad(name, optarg);
            o->verify = !optarg || !strcmp(optarg, "on");
            break;
        case OPT_NO_VERIFY:
            o->verify = 0;
            break;
        case OPT_QUICK:
            break;
        case OPT_IN_PROCESS:
            o->in_process = 1;
            break;
        case OPT_VERSION:
            printf("clfft-bench (libclfft %s)\n", clfft_version_string());
            return 1;
        case OPT_HELP:
            fputs(usage, stdout);
            return 1;
        default: /* getopt_long said what */
            fputs("Try 'clfft-bench --help'.\n", stderr);
            return -1;
        }
    }
    if (optind < argc) {
        fprintf(stderr, "clfft-bench: unexpected argument '%s'\nTry 'clfft-bench --help'.\n", argv[optind]);
        return -1;
    }
    /* Explicit --sizes also apply to fp64 unless --fp64-sizes chose others. */
    if (fp64_all || (!fp64_sizes_given && sizes_given))
        o->sizes64 = o->sizes32;
    return 0;
}

int bench_lib_selected(const bench_options *o, const char *lib)
{
    if (!o->libs)
        return 1;
    size_t len = strlen(lib);
    for (const char *s = o->libs; *s;) {
        const char *comma = strchr(s, ',');
        size_t n = comma ? (size_t)(comma - s) : strlen(s);
        if (n == len && !strncmp(s, lib, n))
            return 1;
        s += n + (comma != NULL);
    }
    return 0;
}
