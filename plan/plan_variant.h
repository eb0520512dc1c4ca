/* Planner variants: departures from the rules' fitted choices.  The rules
 * (pass_radices.c, pass_shape.c, planner.c) were fitted to one GPU and one
 * CPU; where a user asks for a measured plan (CLFFT_EFFORT_MEASURE),
 * measure.c builds the plans of several variants, times them on the device
 * and keeps the fastest.  Plain data, no OpenCL calls. */
#ifndef LIBCLFFT_PLAN_VARIANT_H
#define LIBCLFFT_PLAN_VARIANT_H

#include <stddef.h>

/* One choice: follow the rule, or force it one way. */
typedef enum fft_choice { FFT_RULE = 0, FFT_FORCE_ON, FFT_FORCE_OFF } fft_choice;

typedef struct fft_variant {
    fft_choice odd_first;      /* odd radices before the powers of two (the rules: after them in the one-kernel convolutions of axis_step.c odd_last_conv) */
    fft_choice wide_radix;     /* the largest power-of-two radix wherever it adds no small pass */
    fft_choice complex_values; /* unsplit exchanges move complex values (else re and im arrays) */
    fft_choice padding;        /* ON: pad even where it does not lower conflicts; OFF: one transform never */
    fft_choice wide_groups;    /* one kernel: ON twice the rule's transforms per group, OFF half */
    fft_choice fewest_passes;  /* several passes: ON the fewest that fit, OFF narrower columns */
    fft_choice struct_values;  /* complex values as structs (CPUs; fft_plan.h) */
    fft_choice loop_kernels;   /* work-item loop kernels (CPUs only; fft_pass.loop_kernel) */
    fft_choice odd_composites; /* odd radices above the power-of-two radix (25, 27); ON: kept where the rules split them; OFF: their factors */
    fft_choice one_kernel_conv; /* Bluestein: OFF steps (of rows, or Stockham's) even where the convolution fits one kernel */
    fft_choice rows_conv;       /* Bluestein beyond one kernel: OFF the Stockham steps of M, not three steps of rows */
    fft_choice rader_rows;      /* primes p whose p - 1 has generated radices but no one kernel: ON Rader's convolution of p - 1 in three steps of rows (convolution.c), the rule (RULE, OFF) Bluestein's */
    fft_choice twiddle_powers; /* ON: twiddles multiplied from few table entries wherever there are some (fft_pass.twiddle_reads); OFF: each read */
    fft_choice twiddle_products; /* where twiddles are multiplied: ON from FFT_TWIDDLES_PRODUCTS' entries, OFF from the powers of 2; the rule: products in fp32 one-kernel convolutions (pass_reads.c fft_twiddle_reads_of) */
    fft_choice column_tiles;   /* column steps below a coalescing unit of columns: ON passes of column tiles below half a unit, OFF one pass down to a quarter */
    fft_choice conv_twiddles;  /* Bluestein's three steps of rows: ON the twiddles in the row step, OFF in the column steps */
    fft_choice conv_length;    /* Bluestein's M: OFF the cheapest FFT's (fft_bluestein_length), never the three steps' own shorter one nor one kernel's power of two; ON one kernel's power of two wherever it fits (the rule: where the cheapest M is a multiple of 25 or 27, or 384 or 1536, within caps: convolution.c pow2_conv_length) */
    fft_choice conv_alias;     /* Bluestein's one kernel on GPUs: an aliased M, the power of two below 2N - 2 (convolution.c aliased_conv_length): the rule with at most 128 outputs corrected and M / 20, ON at most 256 and M / 4, OFF never */
    fft_choice split_rows;     /* split lengths (conv_split.c fft_add_split): ON the large factor's one-kernel convolutions first (strided loads), the columns second (twiddled loads), wherever n2 is not Rader's; OFF the columns first; the rule: convolutions first on GPUs in fp32 along contiguous axes where their M is 1024 or 2048 (conv_split.c split_rows_first_may_pay, split_rows_first_pays) */
    fft_choice split_twiddles; /* split lengths (conv_split.c fft_add_split, columns first): ON the twiddles w_N^(j k1) in the column step's stores wherever it is one pass, OFF in the large factor's loads; the rule: the stores but for long tables and fp64 big prime radices (conv_split.c split_store_twiddles) */
    fft_choice mirror_rows;    /* real 2D/3D on GPUs: ON the slower axes on the real side's n/2 complex values (R2C first, C2R last) with the rows paired with their mirrors (fft_mirror), OFF the rows on the real side */
    fft_choice column_split;   /* 2D C2C on GPUs, out of place: ON the column axis split (columns of n0/R points first, the rows finishing them: fft_plan_layout.row_split) wherever it plans (R2C's pairs then adjacent: fft_plan_layout.row_split_adjacent), OFF never */
    fft_choice early_twiddles; /* ON: each small pass's stage twiddles read before the exchange that precedes it (fft_pass.early_twiddles); OFF: in the pass */
    fft_choice plane_pairs;    /* real planes on GPUs (R2C and C2R plane steps): ON two planes per transform (fft_plan_layout.pair_rows), OFF one */
    fft_choice big_planes;     /* C2C planes on GPUs: OFF only up to 4096 points (solve.c C2C_SMALL_PLANE_POINTS), else wherever the plane kernel fits */
    fft_choice mixed_radices;  /* GPU column steps and 1D passes of lengths other than powers of two: ON balanced radices that mix 2 and odd primes (1000 = 10x10x10) wherever they have no more small passes, OFF never */
    fft_choice odd_balance;    /* the odd primes of a pass in as many odd radices with the smallest largest one (25x3 -> 15x5): ON wherever that changes them (GPUs and CPUs, one-pass plans too), OFF never (factorize's first fit); the rule: GPU passes of several-pass plans with an odd radix above the power-of-two radix, or of 15x3 that keep their work-items, and one-pass plans of the first fits in pass_radices.c one_pass_regroup_pays */
    fft_choice plane_radices;  /* plane kernels on GPUs (two axes in one kernel): ON each axis in balanced radices of at most the small radix, powers of two too, exchanges in turns of the whole group (100 x 100 = 10x10x10x10, 128 x 128 = 16x8x16x8 in 1024 work-items); OFF the rules' radices per axis (5x5x4, 32x4); the rule: ON in fp32 planes, and fp64 C2C planes of at most 4096 points, where an axis is not a power of two (planner.c plane_balanced_radices) */
    fft_choice twist_turns;    /* R2C rows of one pass whose exchanges take two turns (fp32 32768: the half length 16384): ON (the rule) the twist in that kernel's stores, its exchange in two turns too (codegen kernel_twist.c emit_twist_exchange_turns); OFF passes whose last pairs its columns */
    fft_choice pair_complex;   /* R2C across passes: ON the paired last pass exchanges complex values (never re and im in turn), however few its columns, its runs priced as whole columns'; the rule: where the capped pass the cost model chose exchanges re and im in turn (multi_pass.c shape_cheapest) */
    fft_choice pair_loads;     /* C2R across passes: ON the first pass's columns in pairs i, B - i (fft_pass.pair_loads); the rule: never (0.981 of the rules on the H200, bench/NOTES.md entry 126) */
    unsigned pass_split;       /* several passes: each pass's length searched from this percentage of the balanced one (the k-th root); 0: from it (the rules) */
} fft_variant;

/* Number of variants in the measuring planner's list; variant 0 is the
 * rules (all FFT_RULE). */
size_t fft_variant_count(void);
/* Variant i of the list (i < fft_variant_count()). */
fft_variant fft_variant_at(size_t i);
/* Short name, e.g. "rules", "odd-first", "reim-values". */
const char *fft_variant_name(size_t i);
/* Index of the variant of this name; 0 when there is none. */
int fft_variant_find(const char *name, size_t *index);

#endif
