/* Defaults first (--quick swaps in a tiny smoke-test set), then every option
 * on the command line overrides them, whatever its position. */
#include "bench_options.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char usage[] =
    "usage: clfft-bench [options]\n"
    "  --sizes a,b,c        lengths for fp32 (and fp64 unless --fp64-sizes); 2^k accepted\n"
    "  --fp64-sizes a,b|all lengths for fp64 (default 64,4096,65536,2^20; all = --sizes)\n"
    "  --precision P        fp32, fp64 or both (default both)\n"
    "  --elements E         complex values per fp32 buffer (default 2^27); batch = E/n\n"
    "  --libs a,b           libraries to run (default all built: libclfft,clfft,vkfft,cufft;\n"
    "                       libclfft-measure, libclfft with CLFFT_EFFORT_MEASURE, only when named)\n"
    "  --device D           OpenCL device index or name substring (default first GPU)\n"
    "  --rounds R           timed rounds, best reported (default 3)\n"
    "  --iters K            launches per round (default: enough for ~50 ms, at least 2)\n"
    "  --csv FILE           write results as CSV\n"
    "  --png FILE           write a bandwidth plot (fp32 solid, fp64 dashed)\n"
    "  --describe FILE      write libclfft's plan descriptions (passes; measured candidates)\n"
    "  --linear-y           linear instead of logarithmic bandwidth axis\n"
    "  --verify [on|off]    error against FFTW double (default on); --no-verify = off\n"
    "  --quick              smoke test: lengths 8,64,1000, 2^12 elements, 1 round\n"
    "  --in-process         run the sweep in this process: a library that crashes ends the\n"
    "                       run (default: in a worker process, restarted without it)\n";

/* Accepts "4096" and "2^12". */
static int parse_length(const char *s, size_t *out)
{
    char *end;
    unsigned long long v = strtoull(s, &end, 10);
    if (end != s && *end == '^' && v == 2) {
        const char *e = end + 1;
        unsigned long long k = strtoull(e, &end, 10);
        if (end == e || k > 40)
            return -1;
        v = 1ull << k;
    }
    if (end == s || (*end && *end != ',') || v == 0)
        return -1;
    *out = (size_t)v;
    return 0;
}

static int cmp_size(const void *a, const void *b)
{
    size_t x = *(const size_t *)a, y = *(const size_t *)b;
    return x < y ? -1 : x > y;
}

/* Sorted, without duplicates, so tables and plot lines run left to right. */
static void normalise(size_list *l)
{
    qsort(l->n, l->count, sizeof l->n[0], cmp_size);
    size_t k = 0;
    for (size_t i = 0; i < l->count; i++)
        if (k == 0 || l->n[k - 1] != l->n[i])
            l->n[k++] = l->n[i];
    l->count = k;
}

static int parse_list(const char *s, size_list *l)
{
    l->count = 0;
    while (*s) {
        if (l->count == BENCH_MAX_SIZES || parse_length(s, &l->n[l->count]))
            return -1;
        l->count++;
        const char *comma = strchr(s, ',');
        s = comma ? comma + 1 : s + strlen(s);
    }
    normalise(l);
    return l->count ? 0 : -1;
}

static void set_defaults(bench_options *o, int quick)
{
    memset(o, 0, sizeof *o);
    o->fp32 = o->fp64 = 1;
    o->rounds = 3;
    o->min_round_s = 0.05;
    o->verify = 1;
    o->elements = (size_t)1 << 27;
    if (quick) {
        static const size_t q[] = {8, 64, 1000};
        for (size_t i = 0; i < 3; i++)
            o->sizes32.n[i] = o->sizes64.n[i] = q[i];
        o->sizes32.count = o->sizes64.count = 3;
        o->elements = (size_t)1 << 12;
        o->rounds = 1;
        o->iters = 3;
        o->quick = 1;
        return;
    }
    /* Powers of two 8..2^24, then lengths with factors 3, 5, 7 and mixed
     * radices that exercise more than the radix-2 paths. */
    for (int k = 3; k <= 24; k++)
        o->sizes32.n[o->sizes32.count++] = (size_t)1 << k;
    static const size_t mixed[] = {1000, 6000, 10000, 2187, 2401, 3125, 100000, 1000000};
    for (size_t i = 0; i < sizeof mixed / sizeof mixed[0]; i++)
        o->sizes32.n[o->sizes32.count++] = mixed[i];
    normalise(&o->sizes32);
    static const size_t d[] = {64, 4096, 65536, (size_t)1 << 20};
    for (size_t i = 0; i < 4; i++)
        o->sizes64.n[o->sizes64.count++] = d[i];
}

static int bad(const char *opt, const char *val)
{
    fprintf(stderr, "clfft-bench: bad value for %s: %s\n%s", opt, val ? val : "(missing)", usage);
    return -1;
}

int bench_parse_options(int argc, char **argv, bench_options *o)
{
    int quick = 0, sizes_given = 0, fp64_sizes_given = 0, fp64_all = 0;
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--help") || !strcmp(argv[i], "-h")) {
            fputs(usage, stdout);
            return 1;
        }
        quick |= !strcmp(argv[i], "--quick");
    }
    set_defaults(o, quick);

    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quick")) {
            continue;
        } else if (!strcmp(a, "--linear-y")) {
            o->linear_y = 1;
        } else if (!strcmp(a, "--in-process")) {
            o->in_process = 1;
        } else if (!strcmp(a, "--no-verify")) {
            o->verify = 0;
        } else if (!strcmp(a, "--verify")) {
            if (v && (!strcmp(v, "on") || !strcmp(v, "off"))) {
                o->verify = !strcmp(v, "on");
                i++;
            } else {
                o->verify = 1;
            }
        } else if (!v) {
            return bad(a, NULL);
        } else if (!strcmp(a, "--sizes")) {
            if (parse_list(v, &o->sizes32))
                return bad(a, v);
            sizes_given = 1;
            i++;
        } else if (!strcmp(a, "--fp64-sizes")) {
            fp64_sizes_given = 1;
            fp64_all = !strcmp(v, "all");
            if (!fp64_all && parse_list(v, &o->sizes64))
                return bad(a, v);
            i++;
        } else if (!strcmp(a, "--precision")) {
            o->fp32 = !strcmp(v, "fp32") || !strcmp(v, "both");
            o->fp64 = !strcmp(v, "fp64") || !strcmp(v, "both");
            if (!o->fp32 && !o->fp64)
                return bad(a, v);
            i++;
        } else if (!strcmp(a, "--elements")) {
            if (parse_length(v, &o->elements))
                return bad(a, v);
            i++;
        } else if (!strcmp(a, "--rounds") || !strcmp(a, "--iters")) {
            int n = atoi(v);
            if (n < 1)
                return bad(a, v);
            *(!strcmp(a, "--rounds") ? &o->rounds : &o->iters) = n;
            i++;
        } else if (!strcmp(a, "--libs")) {
            o->libs = v;
            i++;
        } else if (!strcmp(a, "--device")) {
            o->device = v;
            i++;
        } else if (!strcmp(a, "--csv")) {
            o->csv = v;
            i++;
        } else if (!strcmp(a, "--png")) {
            o->png = v;
            i++;
        } else if (!strcmp(a, "--describe")) {
            o->describe = v;
            i++;
        } else {
            fprintf(stderr, "clfft-bench: unknown option %s\n%s", a, usage);
            return -1;
        }
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
