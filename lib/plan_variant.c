/* The measuring planner's list of variants: the rules, then each fitted
 * choice forced one way and the other (measure.c builds and times the
 * distinct plans they give).  One list gives names and values. */
#include "plan_variant.h"

#include <string.h>

#include "clfft/clfft.h"

#define FFT_VARIANT_LIST(X)                        \
    X("rules", odd_first, FFT_RULE)                \
    X("odd-first", odd_first, FFT_FORCE_ON)        \
    X("odd-last", odd_first, FFT_FORCE_OFF)        \
    X("wide-radix", wide_radix, FFT_FORCE_ON)      \
    X("narrow-radix", wide_radix, FFT_FORCE_OFF)   \
    X("complex-values", complex_values, FFT_FORCE_ON) \
    X("reim-values", complex_values, FFT_FORCE_OFF) \
    X("pad", padding, FFT_FORCE_ON)                \
    X("no-pad", padding, FFT_FORCE_OFF)            \
    X("bigger-groups", wide_groups, FFT_FORCE_ON)  \
    X("smaller-groups", wide_groups, FFT_FORCE_OFF) \
    X("fewest-passes", fewest_passes, FFT_FORCE_ON) \
    X("narrow-columns", fewest_passes, FFT_FORCE_OFF) \
    X("struct-values", struct_values, FFT_FORCE_ON) \
    X("vector-values", struct_values, FFT_FORCE_OFF) \
    X("loop-kernels", loop_kernels, FFT_FORCE_ON)  \
    X("group-kernels", loop_kernels, FFT_FORCE_OFF) \
    X("composite-odd-radices", odd_composites, FFT_FORCE_ON) \
    X("small-odd-radices", odd_composites, FFT_FORCE_OFF) \
    X("two-step-convolutions", one_kernel_conv, FFT_FORCE_OFF) \
    X("stockham-convolutions", rows_conv, FFT_FORCE_OFF) \
    X("rader-rows", rader_rows, FFT_FORCE_ON)      \
    X("twiddle-powers", twiddle_powers, FFT_FORCE_ON) \
    X("table-twiddles", twiddle_powers, FFT_FORCE_OFF) \
    X("twiddle-products", twiddle_products, FFT_FORCE_ON) \
    X("twiddle-chains", twiddle_products, FFT_FORCE_OFF) \
    X("column-tiles", column_tiles, FFT_FORCE_ON)  \
    X("column-one-pass", column_tiles, FFT_FORCE_OFF) \
    X("row-twiddles", conv_twiddles, FFT_FORCE_ON) \
    X("column-twiddles", conv_twiddles, FFT_FORCE_OFF) \
    X("cheapest-m", conv_length, FFT_FORCE_OFF)    \
    X("pow2-m", conv_length, FFT_FORCE_ON)         \
    X("aliased-m", conv_alias, FFT_FORCE_ON)       \
    X("exact-m", conv_alias, FFT_FORCE_OFF)        \
    X("split-rows-first", split_rows, FFT_FORCE_ON) \
    X("split-columns-first", split_rows, FFT_FORCE_OFF) \
    X("split-store-twiddles", split_twiddles, FFT_FORCE_ON) \
    X("split-load-twiddles", split_twiddles, FFT_FORCE_OFF) \
    X("early-twiddles", early_twiddles, FFT_FORCE_ON) \
    X("late-twiddles", early_twiddles, FFT_FORCE_OFF) \
    X("mirror-rows", mirror_rows, FFT_FORCE_ON)     \
    X("real-rows", mirror_rows, FFT_FORCE_OFF)     \
    X("split-columns", column_split, FFT_FORCE_ON)  \
    X("whole-columns", column_split, FFT_FORCE_OFF) \
    X("paired-planes", plane_pairs, FFT_FORCE_ON) \
    X("single-planes", plane_pairs, FFT_FORCE_OFF) \
    X("big-planes", big_planes, FFT_FORCE_ON)     \
    X("small-planes", big_planes, FFT_FORCE_OFF)  \
    X("mixed-radices", mixed_radices, FFT_FORCE_ON) \
    X("plain-radices", mixed_radices, FFT_FORCE_OFF) \
    X("balanced-odd-radices", odd_balance, FFT_FORCE_ON) \
    X("greedy-odd-radices", odd_balance, FFT_FORCE_OFF) \
    X("paired-loads", pair_loads, FFT_FORCE_ON)   \
    X("paired-complex", pair_complex, FFT_FORCE_ON) \
    X("balanced-planes", plane_radices, FFT_FORCE_ON) \
    X("plain-planes", plane_radices, FFT_FORCE_OFF) \
    X("twist-turns", twist_turns, FFT_FORCE_ON)   \
    X("twist-passes", twist_turns, FFT_FORCE_OFF) \
    X("first-pass-80", pass_split, 80)           \
    X("first-pass-90", pass_split, 90)           \
    X("first-pass-110", pass_split, 110)         \
    X("first-pass-125", pass_split, 125)         \
    X("first-pass-140", pass_split, 140)         \
    X("first-pass-160", pass_split, 160)         \
    X("first-pass-180", pass_split, 180)

/* Which choice each variant forces, in the order of names[]: an
 * fft_choice, or pass_split's percentage. */
static const struct {
    size_t field; /* offset of the choice in fft_variant */
    unsigned choice;
} variants[] = {
#define FFT_VARIANT_ROW_(name, field, choice) {offsetof(fft_variant, field), choice},
    FFT_VARIANT_LIST(FFT_VARIANT_ROW_)
#undef FFT_VARIANT_ROW_
};

static const char *const names[] = {
#define FFT_VARIANT_NAME_(name, field, choice) name,
    FFT_VARIANT_LIST(FFT_VARIANT_NAME_)
#undef FFT_VARIANT_NAME_
    NULL};

const char *const *clfft_variant_names(void)
{
    return names;
}

int fft_variant_find(const char *name, size_t *index)
{
    for (size_t i = 0; name && i < fft_variant_count(); i++)
        if (strcmp(name, names[i]) == 0) {
            *index = i;
            return 1;
        }
    return 0;
}

size_t fft_variant_count(void)
{
    return sizeof variants / sizeof variants[0];
}

fft_variant fft_variant_at(size_t i)
{
    fft_variant v = {0};
    if (i >= fft_variant_count())
        return v;
    if (variants[i].field == offsetof(fft_variant, pass_split)) /* the one field that is not an fft_choice */
        v.pass_split = variants[i].choice;
    else
        *(fft_choice *)((char *)&v + variants[i].field) = (fft_choice)variants[i].choice;
    return v;
}

const char *fft_variant_name(size_t i)
{
    return i < fft_variant_count() ? names[i] : "?";
}
