/* clfft-codegen: prints the OpenCL C source libclfft would build for a
 * transform, for a named device profile (no device needed) or for the first
 * OpenCL device ("--profile live").  Useful for reading or diffing the
 * generated kernels and for checking what the planner picks on hardware you
 * do not have.  Every rank, kind and precision of clfft_desc can be asked
 * for; what the library does not implement it refuses, and the tool prints
 * the library's message.
 *
 * Exit status 0 on success, 1 on any error (message on stderr), 2 on a bad
 * command line. */
#include <errno.h>
#include <getopt.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>
#include <unistd.h>

#include <clfft/clfft.h>

#define DEFAULT_PROFILE "nvidia"
#define PROGRAM "clfft-codegen"

typedef struct options {
    unsigned rank;
    size_t n[3];
    clfft_kind kind;
    size_t batch;
    int fp64;
    int inplace;
    clfft_directions directions;
    int describe;
    int list_presets;
    int list_variants;
    int candidates;
    int version;
    int help;
    const char *variant;
    const char *profile;
    const char *out_path;
} options;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: " PROGRAM " --n SHAPE [options]\n"
            "  -n, --n SHAPE        transform lengths: N, HxW or DxHxW (rank 1 to 3,\n"
            "                       the last length varies fastest)\n"
            "  -k, --kind KIND      c2c (default), r2c (real to half spectrum) or c2r\n"
            "  -b, --batch B        batch count (default 1)\n"
            "      --fp64           double precision (default single)\n"
            "      --inplace        in-place transform (default out-of-place)\n"
            "      --forward-only   only the forward kernels (--backward-only: only the\n"
            "                       backward ones; default both)\n"
            "  -p, --profile SPEC   device profile: a preset name, \"live\" (the first\n"
            "                       OpenCL device), optionally followed by overrides,\n"
            "                       e.g. \"amd-gcn,banks=64\" or just\n"
            "                       \"key=value,...\" on top of the default (" DEFAULT_PROFILE ")\n"
            "      --list-presets   print the preset names and exit\n"
            "      --list-variants  print the planner variants' names and exit\n"
            "      --variant NAME   the plan of one of the measuring planner's variants\n"
            "                       (CLFFT_EFFORT_MEASURE) instead of the rules'\n"
            "      --candidates     print the distinct plans CLFFT_EFFORT_MEASURE would\n"
            "                       time for this transform (variant names, descriptions)\n"
            "  -d, --describe       also print the plan description (as a C comment)\n"
            "  -o, --out FILE       write to FILE instead of standard output (written\n"
            "                       whole or not at all)\n"
            "  -V, --version        print the version and exit\n"
            "  -h, --help           print this help and exit\n"
            "Options take their values as --opt VALUE or --opt=VALUE.\n");
}

/* A command-line mistake: the message, a pointer to --help, status 2. */
#if defined(__GNUC__)
__attribute__((format(printf, 1, 2)))
#endif
static int bad_usage(const char *fmt, ...)
{
    va_list args;
    va_start(args, fmt);
    fputs(PROGRAM ": ", stderr);
    vfprintf(stderr, fmt, args);
    va_end(args);
    fputs("\n(" PROGRAM " --help lists the options)\n", stderr);
    return 2;
}

/* clfft_last_error() already starts with the status text when it is set. */
static int fail(const char *what, clfft_status status)
{
    const char *details = clfft_last_error();
    fprintf(stderr, PROGRAM ": %s: %s\n", what,
            details != NULL && details[0] != '\0' ? details : clfft_status_string(status));
    return 1;
}

/* A positive decimal integer of digits only: no sign, blanks, suffix or
 * overflow (strtoull alone takes " 12", "+12", "-1" and "12abc"). */
static int parse_positive(const char *text, size_t len, size_t *value)
{
    if (len == 0 || len > 20)
        return -1;
    uint64_t v = 0;
    for (size_t i = 0; i < len; i++) {
        if (text[i] < '0' || text[i] > '9')
            return -1;
        unsigned digit = (unsigned)(text[i] - '0');
        if (v > (UINT64_MAX - digit) / 10)
            return -1;
        v = v * 10 + digit;
    }
    if (v == 0 || v > SIZE_MAX)
        return -1;
    *value = (size_t)v;
    return 0;
}

/* "N", "HxW" or "DxHxW". */
static int parse_shape(const char *text, options *o)
{
    unsigned rank = 0;
    const char *part = text;
    for (;;) {
        size_t len = strcspn(part, "xX");
        if (rank == 3 || parse_positive(part, len, &o->n[rank]) != 0)
            return -1;
        rank++;
        if (part[len] == '\0')
            break;
        part += len + 1;
    }
    o->rank = rank;
    return 0;
}

static int parse_kind(const char *text, clfft_kind *kind)
{
    static const struct {
        const char *name;
        clfft_kind kind;
    } kinds[] = {{"c2c", CLFFT_C2C}, {"r2c", CLFFT_R2C}, {"c2r", CLFFT_C2R}};
    for (size_t i = 0; i < sizeof kinds / sizeof kinds[0]; i++) {
        if (strcasecmp(text, kinds[i].name) == 0) {
            *kind = kinds[i].kind;
            return 0;
        }
    }
    return -1;
}

enum {
    OPT_FP64 = 256,
    OPT_INPLACE,
    OPT_FORWARD_ONLY,
    OPT_BACKWARD_ONLY,
    OPT_LIST_PRESETS,
    OPT_LIST_VARIANTS,
    OPT_VARIANT,
    OPT_CANDIDATES,
};

/* 0: go on; 2: a bad command line (already reported). */
static int parse_options(int argc, char **argv, options *o)
{
    static const struct option long_options[] = {
        {"n", required_argument, NULL, 'n'},
        {"kind", required_argument, NULL, 'k'},
        {"batch", required_argument, NULL, 'b'},
        {"fp64", no_argument, NULL, OPT_FP64},
        {"inplace", no_argument, NULL, OPT_INPLACE},
        {"forward-only", no_argument, NULL, OPT_FORWARD_ONLY},
        {"backward-only", no_argument, NULL, OPT_BACKWARD_ONLY},
        {"profile", required_argument, NULL, 'p'},
        {"list-presets", no_argument, NULL, OPT_LIST_PRESETS},
        {"list-variants", no_argument, NULL, OPT_LIST_VARIANTS},
        {"variant", required_argument, NULL, OPT_VARIANT},
        {"candidates", no_argument, NULL, OPT_CANDIDATES},
        {"describe", no_argument, NULL, 'd'},
        {"out", required_argument, NULL, 'o'},
        {"version", no_argument, NULL, 'V'},
        {"help", no_argument, NULL, 'h'},
        {NULL, 0, NULL, 0},
    };
    *o = (options){.batch = 1, .kind = CLFFT_C2C, .profile = DEFAULT_PROFILE};
    opterr = 0; /* the messages below name the option as it was written */
    int c;
    while ((c = getopt_long(argc, argv, ":n:k:b:p:do:Vh", long_options, NULL)) != -1) {
        const char *written = argv[optind - 1];
        switch (c) {
        case 'n':
            if (parse_shape(optarg, o) != 0)
                return bad_usage("--n needs N, HxW or DxHxW of positive integers, got \"%s\"",
                                 optarg);
            break;
        case 'k':
            if (parse_kind(optarg, &o->kind) != 0)
                return bad_usage("--kind needs c2c, r2c or c2r, got \"%s\"", optarg);
            break;
        case 'b':
            if (parse_positive(optarg, strlen(optarg), &o->batch) != 0)
                return bad_usage("--batch needs a positive integer, got \"%s\"", optarg);
            break;
        case OPT_FP64: o->fp64 = 1; break;
        case OPT_INPLACE: o->inplace = 1; break;
        case OPT_FORWARD_ONLY: o->directions = CLFFT_FORWARD_ONLY; break;
        case OPT_BACKWARD_ONLY: o->directions = CLFFT_BACKWARD_ONLY; break;
        case 'p': o->profile = optarg; break;
        case OPT_LIST_PRESETS: o->list_presets = 1; break;
        case OPT_LIST_VARIANTS: o->list_variants = 1; break;
        case OPT_VARIANT: o->variant = optarg; break;
        case OPT_CANDIDATES: o->candidates = 1; break;
        case 'd': o->describe = 1; break;
        case 'o':
            if (optarg[0] == '\0')
                return bad_usage("--out needs a file name");
            o->out_path = optarg;
            break;
        case 'V': o->version = 1; break;
        case 'h': o->help = 1; break;
        case ':':
            return bad_usage("%s needs a value", written);
        default:
            /* An unknown option, or a value given to one that takes none. */
            if (optopt != 0 && strncmp(written, "--", 2) != 0)
                return bad_usage("unknown option -%c", optopt);
            return bad_usage("unknown option or unexpected value: %s", written);
        }
    }
    if (optind < argc)
        return bad_usage("unexpected argument \"%s\"", argv[optind]);
    if (o->list_presets && o->list_variants)
        return bad_usage("--list-presets and --list-variants exclude each other");
    if (o->variant != NULL && o->candidates)
        return bad_usage("--variant and --candidates exclude each other");
    if (!o->help && !o->version && !o->list_presets && !o->list_variants && o->rank == 0)
        return bad_usage("--n is required");
    return 0;
}

/* Where the output goes.  A file is written under a temporary name next to
 * it and renamed into place at the end, so that a bad path is reported
 * before any work and a failure never leaves a partial or truncated file. */
typedef struct output {
    FILE *file;
    const char *path; /* NULL: standard output */
    char *tmp_path;
} output;

static int output_open(output *out, const char *path)
{
    *out = (output){.file = stdout, .path = path};
    if (path == NULL || strcmp(path, "-") == 0) {
        out->path = NULL;
        return 0;
    }
    struct stat st;
    mode_t mode;
    if (stat(path, &st) == 0) {
        if (S_ISDIR(st.st_mode)) {
            fprintf(stderr, PROGRAM ": --out %s: is a directory\n", path);
            return 1;
        }
        if (access(path, W_OK) != 0) {
            fprintf(stderr, PROGRAM ": --out %s: %s\n", path, strerror(errno));
            return 1;
        }
        mode = st.st_mode & 07777;
    } else {
        mode_t mask = umask(0);
        umask(mask);
        mode = 0666 & ~mask;
    }
    size_t len = strlen(path);
    out->tmp_path = malloc(len + 8);
    if (out->tmp_path == NULL) {
        fprintf(stderr, PROGRAM ": out of memory\n");
        return 1;
    }
    memcpy(out->tmp_path, path, len);
    memcpy(out->tmp_path + len, ".XXXXXX", 8);
    int fd = mkstemp(out->tmp_path);
    if (fd < 0) {
        /* ENOENT, EACCES, EROFS ... of the directory the file would go to. */
        fprintf(stderr, PROGRAM ": --out %s: %s\n", path, strerror(errno));
        free(out->tmp_path);
        out->tmp_path = NULL;
        return 1;
    }
    if (fchmod(fd, mode) != 0 || (out->file = fdopen(fd, "w")) == NULL) {
        fprintf(stderr, PROGRAM ": --out %s: %s\n", path, strerror(errno));
        close(fd);
        unlink(out->tmp_path);
        free(out->tmp_path);
        out->tmp_path = NULL;
        return 1;
    }
    return 0;
}

/* Finishes the output: keeps it when rc is 0 and everything was written,
 * else removes the temporary file.  Returns the final status. */
static int output_close(output *out, int rc)
{
    const char *name = out->path != NULL ? out->path : "standard output";
    int write_failed = ferror(out->file) != 0;
    if (out->path == NULL) {
        write_failed |= fflush(out->file) != 0;
    } else {
        write_failed |= fclose(out->file) != 0;
        if (rc == 0 && !write_failed && rename(out->tmp_path, out->path) != 0) {
            fprintf(stderr, PROGRAM ": --out %s: %s\n", out->path, strerror(errno));
            rc = 1;
        }
        if (rc != 0 || write_failed)
            unlink(out->tmp_path);
        free(out->tmp_path);
    }
    if (rc == 0 && write_failed) {
        fprintf(stderr, PROGRAM ": writing %s failed\n", name);
        rc = 1;
    }
    return rc;
}

/* The first device of the first platform that has one: "live" is meant for
 * the common one-device machine, and needs no selection syntax. */
static int first_device(cl_device_id *dev)
{
    cl_platform_id platforms[16];
    cl_uint count = 0;
    if (clGetPlatformIDs(16, platforms, &count) != CL_SUCCESS)
        count = 0;
    for (cl_uint p = 0; p < count && p < 16; p++) {
        if (clGetDeviceIDs(platforms[p], CL_DEVICE_TYPE_ALL, 1, dev, NULL) == CL_SUCCESS)
            return 0;
    }
    fprintf(stderr, "clfft-codegen: --profile live: no OpenCL device found\n");
    return 1;
}

/* SPEC is "[preset|live][,key=value...]": the leading word, when it has no
 * '=', chooses the base profile; the rest are overrides on top of it. */
static int resolve_profile(const char *spec, clfft_profile *profile)
{
    size_t word = strcspn(spec, ",");
    char base[64];
    const char *overrides = spec;
    if (memchr(spec, '=', word) == NULL) {
        if (word >= sizeof base) {
            fprintf(stderr, "clfft-codegen: profile name too long: %s\n", spec);
            return 1;
        }
        memcpy(base, spec, word);
        base[word] = '\0';
        overrides = spec[word] == ',' ? spec + word + 1 : spec + word;
    } else {
        strcpy(base, DEFAULT_PROFILE);
    }

    clfft_status st;
    if (!strcmp(base, "live")) {
        cl_device_id dev = NULL;
        if (first_device(&dev) != 0)
            return 1;
        if ((st = clfft_profile_query(dev, profile)) != CLFFT_OK)
            return fail("clfft_profile_query", st);
    } else if ((st = clfft_profile_preset(base, profile)) != CLFFT_OK) {
        fail(base, st);
        fprintf(stderr, "  (--list-presets shows the known names)\n");
        return 1;
    }
    if (overrides[0] != '\0' && (st = clfft_profile_override(profile, overrides)) != CLFFT_OK)
        return fail(overrides, st);
    return 0;
}

/* The description as an OpenCL C comment, so that the output still builds. */
static void print_description(FILE *out, const char *text)
{
    fputs("/*\n", out);
    const char *line = text;
    while (*line != '\0') {
        size_t len = strcspn(line, "\n");
        fputs(" * ", out);
        for (size_t i = 0; i < len; i++) {
            /* A "*" followed by "/" would end the comment early. */
            fputc(line[i] == '/' && i > 0 && line[i - 1] == '*' ? '|' : line[i], out);
        }
        fputc('\n', out);
        line += len;
        if (*line == '\n')
            line++;
    }
    fputs(" */\n", out);
}

/* The variants whose plans differ, each with the names of the variants
 * that give the same kernels (the measuring planner times each once). */
static int print_candidates(FILE *out, const clfft_desc *desc, const clfft_profile *profile)
{
    const char *const *names = clfft_variant_names();
    size_t count = 0;
    while (names[count] != NULL)
        count++;
    char **sources = calloc(count, sizeof *sources);
    char **about = calloc(count, sizeof *about);
    int rc = sources && about ? 0 : 1;
    for (size_t i = 0; i < count && rc == 0; i++) {
        clfft_status st = clfft_generate_variant_source(desc, profile, names[i], &sources[i], &about[i]);
        if (st != CLFFT_OK && i == 0)
            rc = fail("clfft_generate_variant_source", st);
    }
    size_t distinct = 0;
    for (size_t i = 0; i < count && rc == 0; i++) {
        int first = sources[i] != NULL;
        for (size_t k = 0; k < i && first; k++)
            first = !(sources[k] && strcmp(sources[k], sources[i]) == 0);
        if (!first)
            continue;
        distinct++;
        fprintf(out, "candidate %zu: %s", distinct, names[i]);
        for (size_t k = i + 1; k < count; k++)
            if (sources[k] && strcmp(sources[k], sources[i]) == 0)
                fprintf(out, " = %s", names[k]);
        fprintf(out, "\n%s\n", about[i]);
    }
    for (size_t i = 0; i < count && sources && about; i++) {
        clfft_free(sources[i]);
        clfft_free(about[i]);
    }
    free(sources);
    free(about);
    return rc;
}

static void print_version(void)
{
    printf(PROGRAM " (libclfft) %s\n", clfft_version_string());
    if (clfft_version() != LIBCLFFT_VERSION)
        printf("built with the header of libclfft %d.%d.%d\n", LIBCLFFT_VERSION_MAJOR,
               LIBCLFFT_VERSION_MINOR, LIBCLFFT_VERSION_PATCH);
}

int main(int argc, char **argv)
{
    options o;
    int rc = parse_options(argc, argv, &o);
    if (rc != 0)
        return rc;
    if (o.help) {
        usage(stdout);
        return 0;
    }
    if (o.version) {
        print_version();
        return 0;
    }
    if (o.list_presets || o.list_variants) {
        const char *const *names = o.list_presets ? clfft_profile_preset_names() : clfft_variant_names();
        for (; *names != NULL; names++)
            printf("%s\n", *names);
        return 0;
    }

    /* The output first: a path that cannot be written fails before any work. */
    output out;
    if (output_open(&out, o.out_path) != 0)
        return 1;

    clfft_profile profile;
    if (resolve_profile(o.profile, &profile) != 0)
        return output_close(&out, 1);

    clfft_desc desc = {0};
    desc.rank = o.rank;
    for (unsigned d = 0; d < o.rank; d++)
        desc.n[d] = o.n[d];
    desc.batch = o.batch;
    desc.kind = o.kind;
    desc.precision = o.fp64 ? CLFFT_FP64 : CLFFT_FP32;
    desc.inplace = o.inplace;
    desc.directions = o.directions;

    if (o.candidates)
        return output_close(&out, print_candidates(out.file, &desc, &profile));

    char *source = NULL, *description = NULL;
    clfft_status st =
        o.variant ? clfft_generate_variant_source(&desc, &profile, o.variant, &source, o.describe ? &description : NULL)
                  : clfft_generate_source(&desc, &profile, &source, o.describe ? &description : NULL);
    if (st != CLFFT_OK) {
        rc = fail(o.variant ? "clfft_generate_variant_source" : "clfft_generate_source", st);
    } else {
        if (description != NULL)
            print_description(out.file, description);
        fputs(source, out.file);
    }
    clfft_free(source);
    clfft_free(description);
    return output_close(&out, rc);
}
