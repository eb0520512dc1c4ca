/* clfft-codegen: prints the OpenCL C source libclfft would build for a
 * transform, for a named device profile (no device needed) or for the first
 * OpenCL device ("--profile live").  Useful for reading or diffing the
 * generated kernels and for checking what the planner picks on hardware you
 * do not have.
 *
 * Exit status 0 on success, 1 on any error (message on stderr). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <clfft/clfft.h>

#define DEFAULT_PROFILE "nvidia"

typedef struct options {
    size_t n;
    size_t batch;
    int fp64;
    int inplace;
    clfft_directions directions;
    int describe;
    int list_presets;
    int candidates;
    const char *variant;
    const char *profile;
    const char *out_path;
} options;

static void usage(FILE *out)
{
    fprintf(out,
            "usage: clfft-codegen --n N [options]\n"
            "  --n N              transform length (required)\n"
            "  --batch B          batch count (default 1)\n"
            "  --fp64             double precision (default single)\n"
            "  --inplace          in-place transform (default out-of-place)\n"
            "  --forward-only     only the forward kernels (--backward-only: only the\n"
            "                     backward ones; default both)\n"
            "  --profile SPEC     device profile: a preset name, \"live\" (the first\n"
            "                     OpenCL device), optionally followed by overrides,\n"
            "                     e.g. \"amd-gcn,banks=64\" or just\n"
            "                     \"key=value,...\" on top of the default (" DEFAULT_PROFILE ")\n"
            "  --list-presets     print the preset names and exit\n"
            "  --variant NAME     the plan of one of the measuring planner's variants\n"
            "                     (CLFFT_EFFORT_MEASURE) instead of the rules'\n"
            "  --candidates       print the distinct plans CLFFT_EFFORT_MEASURE would\n"
            "                     time for this transform (variant names, descriptions)\n"
            "  --describe         also print the plan description (as a C comment)\n"
            "  --out FILE         write to FILE instead of standard output\n");
}

/* clfft_last_error() already starts with the status text when it is set. */
static int fail(const char *what, clfft_status status)
{
    const char *details = clfft_last_error();
    fprintf(stderr, "clfft-codegen: %s: %s\n", what,
            details != NULL && details[0] != '\0' ? details : clfft_status_string(status));
    return 1;
}

static int parse_size(const char *text, size_t *value)
{
    char *end = NULL;
    unsigned long long v = strtoull(text, &end, 10);
    if (*text == '\0' || *text == '-' || *end != '\0')
        return -1;
    *value = (size_t)v;
    return 0;
}

static int parse_options(int argc, char **argv, options *o)
{
    *o = (options){.batch = 1, .profile = DEFAULT_PROFILE};
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            usage(stdout);
            exit(0);
        } else if (!strcmp(a, "--fp64")) {
            o->fp64 = 1;
        } else if (!strcmp(a, "--inplace")) {
            o->inplace = 1;
        } else if (!strcmp(a, "--forward-only")) {
            o->directions = CLFFT_FORWARD_ONLY;
        } else if (!strcmp(a, "--backward-only")) {
            o->directions = CLFFT_BACKWARD_ONLY;
        } else if (!strcmp(a, "--describe")) {
            o->describe = 1;
        } else if (!strcmp(a, "--list-presets")) {
            o->list_presets = 1;
        } else if (!strcmp(a, "--candidates")) {
            o->candidates = 1;
        } else if (v == NULL) {
            fprintf(stderr, "clfft-codegen: unknown option or missing value: %s\n", a);
            usage(stderr);
            return 1;
        } else if (!strcmp(a, "--profile")) {
            o->profile = argv[++i];
        } else if (!strcmp(a, "--out")) {
            o->out_path = argv[++i];
        } else if (!strcmp(a, "--variant")) {
            o->variant = argv[++i];
        } else if (!strcmp(a, "--n") || !strcmp(a, "--batch")) {
            size_t *field = !strcmp(a, "--n") ? &o->n : &o->batch;
            if (parse_size(v, field) != 0 || *field == 0) {
                fprintf(stderr, "clfft-codegen: %s needs a positive integer, got \"%s\"\n", a, v);
                return 1;
            }
            i++;
        } else {
            fprintf(stderr, "clfft-codegen: unknown option %s\n", a);
            usage(stderr);
            return 1;
        }
    }
    if (!o->list_presets && o->n == 0) {
        fprintf(stderr, "clfft-codegen: --n is required\n");
        usage(stderr);
        return 1;
    }
    return 0;
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
static int print_candidates(const clfft_desc *desc, const clfft_profile *profile)
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
        printf("candidate %zu: %s", distinct, names[i]);
        for (size_t k = i + 1; k < count; k++)
            if (sources[k] && strcmp(sources[k], sources[i]) == 0)
                printf(" = %s", names[k]);
        printf("\n%s\n", about[i]);
    }
    for (size_t i = 0; i < count && sources && about; i++) {
        clfft_free(sources[i]);
        clfft_free(about[i]);
    }
    free(sources);
    free(about);
    return rc;
}

int main(int argc, char **argv)
{
    options o;
    if (parse_options(argc, argv, &o) != 0)
        return 1;
    if (o.list_presets) {
        for (const char *const *name = clfft_profile_preset_names(); *name != NULL; name++)
            printf("%s\n", *name);
        return 0;
    }

    clfft_profile profile;
    if (resolve_profile(o.profile, &profile) != 0)
        return 1;

    clfft_desc desc = {0};
    desc.rank = 1;
    desc.n[0] = o.n;
    desc.batch = o.batch;
    desc.kind = CLFFT_C2C;
    desc.precision = o.fp64 ? CLFFT_FP64 : CLFFT_FP32;
    desc.inplace = o.inplace;
    desc.directions = o.directions;

    if (o.candidates)
        return print_candidates(&desc, &profile);
    char *source = NULL, *description = NULL;
    clfft_status st =
        o.variant ? clfft_generate_variant_source(&desc, &profile, o.variant, &source, o.describe ? &description : NULL)
                  : clfft_generate_source(&desc, &profile, &source, o.describe ? &description : NULL);
    if (st != CLFFT_OK)
        return fail(o.variant ? "clfft_generate_variant_source" : "clfft_generate_source", st);

    int rc = 0;
    FILE *out = stdout;
    if (o.out_path != NULL && (out = fopen(o.out_path, "w")) == NULL) {
        perror(o.out_path);
        rc = 1;
    } else {
        if (description != NULL)
            print_description(out, description);
        fputs(source, out);
        if (ferror(out) || (out != stdout ? fclose(out) : fflush(out)) != 0) {
            fprintf(stderr, "clfft-codegen: writing %s failed\n",
                    o.out_path ? o.out_path : "standard output");
            rc = 1;
        }
    }
    clfft_free(source);
    clfft_free(description);
    return rc;
}
