/* Shaping one global pass (lib/pass_shape.c): the profile reduced to the
 * rules the shapes follow, and the pass shaper.  No OpenCL calls. */
#ifndef LIBCLFFT_PASS_SHAPE_H
#define LIBCLFFT_PASS_SHAPE_H

#include <stddef.h>

#include "fft_plan.h"
#include "plan_variant.h"

typedef struct shape_rules {
    size_t real_bytes, elem_bytes;
    size_t local_bytes;
    unsigned pad_every;   /* reals per bank row, from the bank layout; 0: no banks */
    unsigned pad_every_cplx; /* complex values per bank row; 0: no banks or no complex exchange */
    unsigned banks;
    int is_cpu;
    size_t words_per_real; /* bank words one real occupies */
    size_t words_per_cplx; /* and one complex value */
    size_t simd;
    unsigned max_radix;   /* largest power-of-two radix the registers allow */
    unsigned small_radix; /* the one used unless a larger one saves a pass */
    size_t large_radix_from; /* from this length on, max_radix where it saves a small pass */
    unsigned max_odd_radix;
    size_t max_wg;
    size_t target_wg;
    size_t coalesce_elems;
    int complex_exchange;   /* unsplit exchanges move complex values */
    size_t max_turn_values; /* values per work-item that an exchange in turns may hold */
    size_t single_pass_cap; /* longest transform of one pass (set by the planner) */
    int single_pass;        /* shaping a one-pass plan's pass (set by the planner) */
    int paired_last;        /* the last pass pairs its columns (fft_pass.pair_columns) */
    int twist_load;         /* the first pass forms the C2R twist's input (FFT_LOAD_HERMITIAN_TWIST) */
    int one_item_rows;      /* short rows may take one work-item per transform (set by the planner) */
    int complex_rows;       /* and those rows load complex values (C2C rows; set by the planner) */
    int spectrum_load;      /* the first pass loads a half spectrum (C2R; set by the planner) */
    int column_step;        /* the pass runs over columns of a 2D/3D axis, or is a plane kernel (set by
                               the planner) */
    int full_group_turns;   /* exchanges in turns may take the largest group where each work-item
                               holds at most half of max_turn_values, and keep radix 16 (set by
                               the planner) */
    int mixed_radices;      /* balanced radices that mix powers of two and odd primes (10, 12, 15; set by
                               column_rules.c mixed_radices_pay, or the variant) */
    int balanced_pow2;      /* and powers of two in as few radices of at most small_radix with the smallest
                               largest one (128 = 16x8; plane kernels: planner.c plane_balanced_radices) */
    int mixed_passes;       /* multi-pass plans: each pass takes them where its group keeps its work-items
                               (multi_pass.c mixed_passes_apply) */
    int big_prime_mix;      /* a one-pass transform's factors other than a prime of 17 to 31 form
                               one small radix (102 = 17x6, not 17x3x2; set by the planner) */
    int many_values_complex; /* exchanges move complex values however many values a work-item holds
                                (fp32 C2C planes with a long fastest axis; set by the planner) */
    size_t one_simd_max_radix; /* one-pass transforms up to this length run in groups of one SIMD
                                  width (C2R rows; set by the planner; 0: none) */
    const size_t *forced;   /* the passes' radices (fft_axis_problem.forced_radices); NULL: free */
    unsigned nforced;
    fft_variant variant;    /* where the planner departs from the rules (measure.c) */
} shape_rules;

/* The rules for complex elements of elem_bytes (8 or 16) on this profile. */
shape_rules shape_rules_from_profile(const clfft_profile *prof, size_t elem_bytes);

/* Local bytes of the exchange arrays of a length-radix pass with m columns:
 * a split exchange needs one array, an exchange in turns 1/turns of the
 * values; pad is the padding interval (0: none). */
size_t shape_local_need(const shape_rules *r, size_t radix, size_t m, int split, unsigned turns, unsigned pad);

/* Fills the radix-dependent part of a pass of m columns; 0 when it does not
 * fit the device (local memory, work-group size, registers). */
int shape_pass(fft_pass *ps, const shape_rules *r, size_t radix, size_t m);

/* The largest of a pass's small radices (1 for none). */
unsigned shape_widest_factor(const unsigned *factors, unsigned nfactors);
/* A pass's generated prime radix of 17 to 31 (many registers per
 * butterfly: their own group sizes, lib/planner.c), 0 where it has none. */
unsigned shape_big_prime_radix(const fft_pass *ps);
/* One pass computing the 2D DFTs of m n1 x n2 planes (a 2D/3D transform's
 * two fastest axes): the radices of n2, then those of n1 (fft_plan_layout
 * .plane_n1); 0 when it does not fit one work-group. */
int shape_plane_pass(fft_pass *ps, const shape_rules *r, size_t n1, size_t n2, size_t m);

/* Turns a shaped pass into a work-item loop kernel of `columns` adjacent
 * columns per work-item (fft_pass.loop_kernel): its own radices, two
 * arrays in local memory; 0 when they would exceed the device's. */
int shape_loop_pass(fft_pass *ps, const shape_rules *r, size_t columns);
/* Bytes of the two arrays of such a pass, and whether they fit. */
size_t shape_loop_bytes(const shape_rules *r, size_t radix, size_t columns);
int shape_loop_fits(const shape_rules *r, size_t radix, size_t columns);

#endif
