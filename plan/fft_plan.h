/* The pass plan: plain data passed from the planner (lib/planner.c) to the
 * code generator (codegen/) and to the enqueue stage.  No OpenCL calls here.
 *
 * The transform of length N is computed as a sequence of global Stockham
 * passes.  Pass g has radix R (the length of the sub-transforms it computes)
 * and p = product of the radices of the passes before it.  For every
 * butterfly i in [0, N/R) of every batch entry it
 *   loads   u[j] = x[i + j*N/R]            j in [0, R)
 *   twiddles u[j] *= w_{pR}^(j*(i mod p))  (only when p > 1)
 *   computes the length-R DFT of u inside one work-group (small Stockham
 *           passes of radices factors[], exchanged through local memory)
 *   stores  y[(i - i mod p)*R + (i mod p) + j*p] = u[j]
 * A single-kernel transform is the case of one pass with R = N and p = 1.
 */
#ifndef LIBCLFFT_FFT_PLAN_H
#define LIBCLFFT_FFT_PLAN_H

#include <stddef.h>
#include "clfft/clfft_types.h"
#include "plan_variant.h"

#define FFT_MAX_PASSES 6     /* global passes */
#define FFT_MAX_FACTORS 24   /* small radices inside one pass */
#define FFT_MAX_BUTTERFLIES_PER_THREAD 17 /* per small pass (34 = 2x17 in one work-item); bounds registers */
#define FFT_MAX_TILE_PER_THREAD 64 /* tile elements one work-item stages */
#ifndef FFT_MAX_SMALL_RADIX_ODD
#define FFT_MAX_SMALL_RADIX_ODD 27 /* 3x3x3 */
#endif
#define FFT_MAX_SMALL_RADIX_POW2 32
#ifndef FFT_MAX_SMALL_RADIX
#define FFT_MAX_SMALL_RADIX 32
#endif

/* Which buffer a pass reads or writes.  Within a step (a 1D sub-plan),
 * IN and OUT are the step's own input and output, which the step maps to
 * the plan's buffers (fft_step.in, .out); STAGE is the plan's own
 * intermediate array between steps (fft_steps.stage_elems). */
typedef enum fft_buffer {
    FFT_BUF_IN = 0,
    FFT_BUF_OUT,
    FFT_BUF_SCRATCH0,
    FFT_BUF_SCRATCH1,
    FFT_BUF_STAGE
} fft_buffer;

/* What the first pass loads: complex values; reals (R2C: the imaginary
 * parts are zero); or a half spectrum, values n/2+1..n-1 taken as the
 * conjugates of n-k (C2R: Hermitian symmetry). */
typedef enum fft_load_kind {
    FFT_LOAD_COMPLEX = 0,
    FFT_LOAD_REAL,
    FFT_LOAD_HERMITIAN,
    /* element e is reals 2e and 2e+1 (R2C as a half-length transform) */
    FFT_LOAD_REAL_PAIRS,
    /* C2R as a half-length transform: element e of Z = E + iO from the
     * half spectrum X (m+1 values), E = X[e] + conj X[m-e], O = (X[e] -
     * conj X[m-e]) w_{2m}^-e, the DC and Nyquist imaginary parts ignored;
     * the table w_{2m}^e, e < m, at fft_plan_layout.twist_offset */
    FFT_LOAD_HERMITIAN_TWIST,
    /* a row pair's full-length transform (fft_plan_layout.mirror, R2C
     * columns first): element c of u from the columns' spectra Z of rows A
     * and B at j = c/2, u[2j] = (Z_A[j] + conj Z_B[j]) / 2, u[2j+1] = (Z_A[j]
     * - conj Z_B[j]) / 2i */
    FFT_LOAD_ROW_PAIRS
} fft_load_kind;
/* What the last pass stores: every value; values 0..n/2 only (R2C); or
 * real parts (C2R). */
typedef enum fft_store_kind {
    FFT_STORE_COMPLEX = 0,
    FFT_STORE_HALF,
    FFT_STORE_REAL,
    /* the R2C twist of a half-length transform Z of x[2e] + i x[2e+1]:
     * X[k] and X[m-k] from Z[k] and Z[m-k], exchanged through local
     * memory after the last small pass; the twiddles w_{2m}^k at
     * fft_plan_layout.twist_offset, k <= m/2 in single-pass plans, k < m
     * in multi-pass ones, whose last pass pairs its columns
     * (fft_pass.pair_columns) */
    FFT_STORE_TWIST,
    /* element e's real and imaginary parts are reals 2e and 2e+1 (C2R as
     * a half-length transform) */
    FFT_STORE_REAL_PAIRS,
    /* a row pair's spectrum Y (fft_plan_layout.mirror): Y[k], k <= n/2, to
     * row A, conj Y[n-k] to element k of row B (unless B is A) */
    FFT_STORE_ROW_PAIRS
} fft_store_kind;

/* A table of complex values the first pass multiplies its loads by (entry
 * e for element e) or the last pass its stores (entry k for element k);
 * appended to the step's twiddle buffer (fft_twiddles_fill).  Bluestein's
 * chirp-z (convolution.c): for a length N, c[j] = exp(-i pi j^2 / N). */
typedef enum fft_table_kind {
    FFT_TABLE_NONE = 0,
    FFT_TABLE_CHIRP,        /* c[j], j < chirp_n */
    FFT_TABLE_CHIRP_OVER_M, /* c[k] / n, k < chirp_n: the inverse FFT's 1/M */
    FFT_TABLE_FILTER,       /* the forward FFT (length n) of the chirp filter b:
                             * b[j] = conj(c[j]), b[n-j] = conj(c[j]), 0 < j < chirp_n */
    /* Rader's algorithm for a prime p = chirp_n, n = p - 1, with a
     * primitive root g of p (lib/rader.c): */
    FFT_TABLE_RADER_IN,     /* g^-q mod p, q < n: the element load q reads (as .x) */
    FFT_TABLE_RADER_OUT,    /* g^m mod p, m < n: the element store m writes (as .x) */
    FFT_TABLE_RADER_FILTER, /* FFT_n(b) / n, b[s] = exp(-2 pi i g^s / p) */
    /* An aliased one-kernel Bluestein (fft_plan_layout.alias_count, n = M <
     * 2 chirp_n - 2): D[i] = M (b[lo + i] - b[lo + i - M]), i < 2 chirp_n - 1
     * - M, lo = M - chirp_n + 1, b[d] = conj(c[d]) */
    FFT_TABLE_ALIAS
} fft_table_kind;

/* Batch levels of a step, innermost first: batch entry b is split into
 * b0 = b % count[0], b1 = b / count[0] % count[1], ... and its data start
 * at offset + sum(b_l * dist_l).  One level is the plain batch/dist. */
#define FFT_MAX_LEVELS 3
typedef struct fft_levels {
    unsigned count_levels;
    size_t count[FFT_MAX_LEVELS];
    size_t dist[FFT_MAX_LEVELS];
} fft_levels;

/* Real multi-dimensional plans whose slower axes go first (R2C) or last
 * (C2R), so that those column steps see the real side as n/2 complex
 * values per row, aligned: the row step pairs row (k0, k1) of the slower
 * axes with its mirror (-k0 mod n0, -k1 mod n1), whose spectra are
 * conjugates.  The pairs are taken once: k0 = 0 and k1 <= n1/2; 0 < k0 <
 * n0 - k0, every k1; k0 = n0/2 and k1 <= n1/2.  R2C: a transform is a pair
 * (A, B); C2R: transforms 2p and 2p + 1 are the rows A and B of pair p,
 * each twist reading the other row for X[m-e] (a row that is its own
 * mirror is computed twice and stored once).  n0 = 1 in 2D; rows =
 * transforms per batch entry; the sides' strides of the two axes and the
 * batch distance in elements; n1 = 0: none. */
typedef struct fft_mirror {
    size_t n0, n1, rows;
    size_t in_s0, in_s1, in_dist;
    size_t out_s0, out_s1, out_dist;
} fft_mirror;

/* Order in which a work-group walks its tile of (butterfly m, element j)
 * when it moves data between global and local memory: whichever index has
 * the smaller global stride varies fastest, so that consecutive work-items
 * touch consecutive addresses (coalescing). */
typedef enum fft_tile_order { FFT_TILE_J_FAST = 0, FFT_TILE_M_FAST } fft_tile_order;

/* A three-step convolution's twiddles w_M^(k_a b) (fft_plan_layout.
 * conv_cols, conv_rows): in the stores of step A's columns and, conjugated,
 * the loads of step C's, or in the loads of step B's rows and, conjugated,
 * their stores (conv_row_twiddles).  Backward kernels take the other. */
typedef enum fft_conv_twiddle {
    FFT_CONV_TW_NONE = 0,
    FFT_CONV_TW_COLUMN_LOADS, /* step C */
    FFT_CONV_TW_COLUMN_STORES, /* step A */
    FFT_CONV_TW_ROWS           /* step B */
} fft_conv_twiddle;

/* Where a split length's twiddle w_N^(e * (b mod split_n1)) goes
 * (fft_plan_layout.split_n1, split_twiddle). */
typedef enum fft_split_twiddle {
    FFT_SPLIT_TW_LOADS = 0, /* the step's loads */
    FFT_SPLIT_TW_STORES,    /* the step's stores */
    FFT_SPLIT_TW_BY_FIRST,  /* none here: the first step's stores took it */
    FFT_SPLIT_TW_BY_SECOND  /* none here: the second step's loads take it */
} fft_split_twiddle;

/* How a pass reads the powers w^j (1 <= j < r) of a twiddle (codegen's
 * kernel_emit_twiddle_powers): fewer loads from the table, a few more
 * multiplies and live registers. */
typedef enum fft_twiddle_reads {
    FFT_TWIDDLES_EACH = 0,    /* each power j its own table entry */
    FFT_TWIDDLES_POWERS_OF_2, /* only j = 2^i read, every other power the product of two earlier ones:
                               * chains of up to log2(r) - 1 products, fp32 errors ~10% higher */
    FFT_TWIDDLES_PRODUCTS,    /* j < s and the multiples of s read (s = ceil(sqrt(r))), every other power
                               * one product of two read ones: more loads than powers of 2 from r = 7 on
                               * (16: 6 against 4), errors between the two */
} fft_twiddle_reads;

typedef struct fft_pass {
    size_t radix;          /* R */
    size_t p;              /* product of earlier passes' radices */
    unsigned nfactors;
    unsigned factors[FFT_MAX_FACTORS]; /* small radices, product = R */
    unsigned threads_per_transform;    /* T */
    unsigned transforms_per_group;     /* M: butterflies i one work-group computes */
    unsigned work_group_size;          /* M*T */
    unsigned pad_every;                /* local index x -> x + x/pad_every; 0: no padding */
    size_t local_row;                  /* local elements between transforms (padded R) */
    size_t local_bytes;                /* local memory the pass uses */
    fft_buffer src, dst;
    size_t in_stride, in_dist, in_offset;    /* elements */
    size_t out_stride, out_dist, out_offset; /* elements */
    /* More than one batch level (first pass's input, last pass's output):
     * in_dist / out_dist are then level 0's distance. */
    fft_levels in_levels, out_levels;
    fft_load_kind load_kind;   /* first pass only */
    fft_store_kind store_kind; /* last pass only */
    /* First pass only: elements e >= load_count are zeros, not loaded (0:
     * every element); with a load table each loaded value is multiplied by
     * tw[load_table_offset + e].  Last pass only: only elements k <
     * store_count are stored (0: every element; FFT_STORE_HALF: n/2+1),
     * multiplied by tw[store_table_offset + k] with a store table.  The
     * tables' entries are the forward direction's; backward kernels take
     * their conjugates. */
    size_t load_count, store_count;
    int load_table, store_table;
    size_t load_table_offset, store_table_offset;
    fft_tile_order load_order, store_order;
    /* Work-item numbering of the load and the first small pass: J_FAST =
     * the T threads of one transform are consecutive; M_FAST = the M
     * transforms (columns) are consecutive.  From the second small pass on,
     * work-items are numbered in late_thread_order (the store's order): the
     * first exchange renumbers them for free, so that both global sides can
     * be accessed directly, without staging a tile through local memory. */
    fft_tile_order thread_order;
    fft_tile_order late_thread_order;
    /* The first small pass reads global memory directly into registers (and
     * the last writes it directly) when the thread order already makes the
     * access coalesced; otherwise the tile is staged through local memory. */
    int fuse_load, fuse_store;
    /* Exchange real and imaginary parts one after the other through a single
     * array: half the local memory for two more barriers per exchange. */
    int split_exchange;
    /* Exchange arrays hold whole complex values (one 8- or 16-byte access
     * per value instead of two 4- or 8-byte ones: half the local-memory
     * instructions and address arithmetic); pad_every then counts complex
     * values.  Only an unsplit exchange can; a split one moves reals. */
    int complex_exchange;
    /* Exchanges between small passes move 1/exchange_turns of the values at
     * a time when local memory cannot hold them all (16384 points in one
     * kernel, or 16 columns of 1024 points).  Turns are balanced: element e
     * goes in turn (e/ps + e/Q) mod turns, where ps is the writing small
     * pass's stride and Q = R / (reading radix), so that every work-item
     * writes and reads the same number of values in every turn.  Requires
     * fuse_load and fuse_store (tile staging needs the whole tile). */
    unsigned exchange_turns;
    size_t butterflies;                /* N/R per batch entry */
    size_t groups_per_batch_hint;      /* informative */
    /* Pre-twiddles w_{pR}^(x*k), x < R, k < p, laid out so that adjacent
     * columns k read adjacent entries: direct table [x][k] at twiddle_offset;
     * or, when p*R is large, split k = hi*split_base + lo into two tables
     * [x][lo] and [x][hi] whose product is the twiddle. */
    size_t twiddle_offset;
    int twiddle_split;
    size_t twiddle_split_base;         /* split_base; the [x][hi] table has split_rows entries per x */
    size_t twiddle_split_rows;
    /* Small pass s (stride ps, radix r) reads w_{ps*r}^(j*k) at
     * stage_twiddle_offset[s] + (j-1)*ps + k: adjacent butterflies k read
     * adjacent entries. */
    size_t stage_twiddle_offset[FFT_MAX_FACTORS];
    /* How the stage twiddles and the four-step twiddles of a directly
     * loaded first small pass (w^((b + j nb) k)) are read (fft_twiddle_reads;
     * pass_reads.c fft_twiddle_reads_of). */
    fft_twiddle_reads twiddle_reads;
    /* The stage twiddles of small pass s >= 1 read before the exchange
     * that precedes the pass (codegen's emit_early_stage_twiddles), so that
     * their latency overlaps the exchange's barriers; 0: in the pass,
     * after them (planner.c early_twiddles). */
    int early_twiddles;
    int last;                          /* applies the scale */
    /* The last pass of a multi-pass R2C twist (FFT_STORE_TWIST): element
     * x of column (butterfly) i is Z[i + x p], whose partner Z[m - i - x p]
     * is element R-1-x of column p-i (element R-x of column 0 for i = 0),
     * so each work-group takes column pairs: columns mm < M/2 are i0 and
     * columns mm >= M/2 are p - i0 (0 for i0 = 0), for the pair index
     * i0 = 0..p/2 of each batch entry; group g holds pairs g*M/2 ..
     * g*M/2 + M/2 - 1 over batch x (p/2 + 1) pairs, those past the end
     * repeating the last (the same values written twice).  Enqueue
     * launches ceil(pairs / (M/2)) groups with every work-item active. */
    int pair_columns;
    /* The C2R twist's first pass of a multi-pass plan in the same column
     * pairs (columns i and B - i, B = butterflies): the twist reads X[e]
     * and X[m - e], and X[m - e] is what the partner column's work-items
     * read as theirs, in the same group.  The loads and stores are a plain
     * pass's; only the columns a group takes (and the launch, as
     * pair_columns) differ.  Set by axis_step.c under the variant
     * paired-loads only (0.981 of the rules on the H200: bench/NOTES.md
     * entry 126). */
    int pair_loads;
    /* Outputs in a first pass's order, element x of butterfly i at i*R + x,
     * whatever p is: the last pass of a fused Bluestein forward FFT, which
     * also runs the inverse FFT's first pass (fft_plan_layout.fused_turn). */
    int store_first_order;
    /* Where a three-step convolution's twiddles w_M^(k_a b) go (fft_plan_
     * layout.conv_cols, conv_rows, conv_row_twiddles). */
    fft_conv_twiddle conv_twiddle;
    /* Loads (and stores) through local memory (rbuf, transforms_per_group
     * x stage_in values): the group's packed transforms (unit stride,
     * distance stage_in) are copied in coalesced before the first small
     * pass, whose loads read rbuf; with stage_out the last pass's stores
     * write rbuf, copied out coalesced at the end: a Rader kernel's
     * permuted loads and stores (both n + 1); the half spectra (m + 1
     * values) of C2R rows of one work-item per transform, whose twist
     * each work-item forms from its own row (no stage_out); the half
     * spectra (m + 1 values) of R2C rows of one work-item per transform,
     * written to rows of ex (no stage_in).  0: none. */
    size_t stage_in, stage_out;
    /* With stage_in or stage_out alone, rows are stage_in (stage_out) +
     * stage_pad values apart: one value of padding makes an even row odd,
     * so that the work-items of a SIMD group accessing the same element of
     * their rows spread over the banks. */
    size_t stage_pad;
    /* After its own loads, each work-group prefetches into the last-level
     * cache the inputs of the group this many launches later; 0: none. */
    size_t prefetch_groups;
    /* A work-item loop kernel (CPUs): work-groups of one work-item, which
     * computes transforms_per_group adjacent columns (butterflies i) of the
     * pass alone, small pass after small pass in loops over two arrays in
     * local memory (local_bytes), element x of column c at x*columns + c,
     * so that the loops' innermost index walks consecutive values and
     * compilers vectorise across butterflies and columns.  No barriers;
     * threads_per_transform is 1 and work_group_size 1. */
    int loop_kernel;
    /* Loop kernels: the adjacent columns are the innermost loop of every
     * small pass, because they fill a cache line: contiguous in global
     * memory and in the arrays, so the loop vectorises without gathers. */
    int columns_innermost;
    /* Loop kernels of a first pass (p = 1), which store each column as a
     * row of its own: the last small pass walks a column's consecutive
     * outputs innermost instead of the columns, so that its stores are
     * contiguous (planner.c, use_loop_kernels). */
    int rows_innermost_store;
} fft_pass;

typedef struct fft_plan_layout {
    clfft_desc desc;        /* validated copy, defaults filled in */
    size_t n;               /* transform length */
    size_t batch;
    size_t elem_bytes;      /* bytes of one complex element */
    unsigned npasses;
    fft_pass passes[FFT_MAX_PASSES];
    unsigned nscratch;      /* scratch buffers needed (0..2) */
    size_t scratch_elems;   /* elements per scratch buffer */
    size_t twiddle_count;   /* complex entries in the twiddle table */
    size_t in_extent, out_extent; /* elements the plan reads / writes */
    /* The kernels hold complex values as a struct of two reals instead of
     * a 2-vector: pocl's work-item loop vectoriser gives up on any
     * vector-typed instruction ("instruction return type cannot be
     * vectorized"), so with the vector type every work-group runs scalar.
     * Vectorised is not always faster: planner.c decides per plan, on
     * CPUs only.  GPUs keep the vector: one 8- or 16-byte access. */
    int complex_struct;
    /* One kernel per pass serves both directions: every kernel takes
     * argument 4, `backward`, and a backward transform is
     * conj(forward(conj x)): the first pass conjugates what it loads, the
     * last what it stores (with the direction's scale).  Otherwise each
     * direction has kernels of its own.  planner.c decides (CPUs only). */
    int direction_argument;
    /* Set by the solvers (solve.c) for steps of composite plans; zero for
     * a plain 1D complex transform. */
    fft_load_kind load_kind;
    fft_store_kind store_kind;
    fft_levels in_levels, out_levels; /* count_levels 0: one level (desc.idist/odist) */
    size_t twist_offset;              /* FFT_STORE_TWIST's table in the twiddles */
    /* The twist's w_{2m}^e as w_{2m}^base (one table entry per butterfly
     * or work-item) times a constant root w_{2m}^(e - base), where the
     * elements of a butterfly are base + j*step: the C2R twist's first
     * fused pass, the single-pass R2C twist's stores.  axis_step.c decides. */
    int twist_split;
    /* Bluestein steps (convolution.c): the first pass loads load_count elements
     * (a Hermitian load mirrors them about load_count), times load_table;
     * the last stores store_count elements, times store_table; chirp_n is
     * the length N of the transform the chirps belong to (0: none). */
    size_t load_count, store_count;
    fft_table_kind load_table, store_table;
    size_t chirp_n;
    /* The step computes the other direction's DFT: its kernels for a
     * forward transform run the inverse DFT (and the tables as forward),
     * those for a backward transform the forward DFT.  Bluestein's second
     * step (the inverse FFT of the convolution). */
    int reverse;
    /* One-kernel Bluestein (single pass, M fits a work-group): the last
     * pass's small passes 0..fused_turn-1 are the forward FFT of length M,
     * the filter's spectrum (at filter_offset) multiplies their results in
     * registers, and passes fused_turn.. (the same radices in reverse order) the
     * inverse FFT; 0: none.  In a multi-pass forward FFT (fft_fuse_filter)
     * the last pass is so fused with the first pass of the inverse FFT,
     * whose other pass is the next step's. */
    unsigned fused_turn;
    size_t filter_offset;
    /* A one-kernel Bluestein whose M = n is shorter than 2 chirp_n - 2
     * (convolution.c aliased_conv_length): the filter's slots s in [lo, N)
     * (lo = M - N + 1, N = chirp_n) hold the negative lags b[s - M], so the
     * cyclic convolution's outputs k >= lo miss sum_{j <= k - lo} a[j]
     * (b[k - j] - b[k - j - M]).  The kernel keeps its first alias_count =
     * N - lo inputs a[j] (times the chirp) in local memory and adds that
     * sum, with the differences times M from the table at alias_offset
     * (FFT_TABLE_ALIAS), to those outputs before their store.  0: none.
     * In a three-step convolution's column steps (conv_cols, M = n x
     * conv_cols below 2 chirp_n - 2): step A (alias_keep) also stores its
     * first alias_count loaded values a[g] (times the chirp, g <
     * alias_count < conv_cols) after the transform's M values in the stage
     * array, as element n of column g; step C adds the same sums, a[j]
     * read from there and the table at alias_offset, to its outputs g in
     * [lo, N) before their store.  Bluestein's two steps of one pass each
     * (CPUs; neither conv_cols nor fused_turn): step A (alias_keep) stores
     * its loaded elements j < alias_count as elements n + j, step B adds
     * the sums to its outputs k in [lo, N). */
    size_t alias_count, alias_offset;
    /* The correction's sum unrolled (its loads together), else a loop. */
    int alias_unrolled;
    int alias_keep;
    /* The filter's values are loaded into registers right after the first
     * inputs (where their latency overlaps the forward FFT), not at the
     * multiply: a three-step convolution's row step B (conv_rows). */
    int filter_early;
    /* The passes' radices the planner must take (fft_axis_problem). */
    size_t forced_radices[FFT_MAX_PASSES];
    unsigned forced_passes;
    /* Rader's algorithm in such a kernel (fused_turn > 0): the transform
     * of the prime length chirp_n = n + 1 as a cyclic convolution of
     * length n.  The load table gives the element each load reads and the
     * store table the element each store writes; element 0 (x0) is added
     * to the convolution through the filtered spectrum's DC value, and
     * X[0] = x0 + (the forward FFT's DC value) is stored where the filter
     * multiplies. */
    int rader;
    /* Its primitive root g (lib/rader.c; 0 where not Rader's): the tables
     * hold powers of g and of g^-1, so the kernel may compute an index
     * from the table entry of its butterfly's first element. */
    size_t rader_root;
    /* A plane step (the two fastest axes of a 2D/3D C2C in one kernel):
     * the transform of length n = plane_n1 x n2 is their 2D DFT.  The
     * first pass loads each plane transposed into local memory (element
     * a*n2 + b of the plane as a + b*plane_n1), runs the radices of n2,
     * then those of n1 with the twiddles of an n1-point transform only,
     * and the results come out in the plane's own order.  0: none. */
    size_t plane_n1;
    /* Column tiles: a multi-pass transform along a strided axis whose
     * innermost batch level (batch_fast entries) lies adjacent in memory
     * (idist = odist = 1: the columns of a 2D/3D array).  Every pass's
     * work-group then takes transforms_per_group adjacent batch entries at
     * the same butterfly i (consecutive q: b % batch_fast fastest, then i,
     * then the rest of b), and the intermediates keep the columns' layout
     * (element e of entry b at b % batch_fast + e * batch_fast + (b /
     * batch_fast) * n * batch_fast), so every load and store moves rows of
     * adjacent columns.  0: none. */
    size_t batch_fast;
    /* A step of a split length N = n1 x n2 (conv_split.c, fft_add_split): the
     * n1-point DFTs of columns (a single pass, chirp_n 0) or the n2-point
     * one-kernel convolutions of rows (Rader's or Bluestein's, chirp_n n2).
     * Element e of transform b is also multiplied by w_N^(e * (b mod
     * split_n1)), the table of N = split_n1 x fft_logical_length(n,
     * chirp_n) entries at split_offset (forward; conjugated in backward
     * kernels), on the loads or the stores (split_twiddle), e being an
     * element of this step's transform and split_n1 the other step's
     * length; or the other step does it (FFT_SPLIT_TW_BY_FIRST,
     * BY_SECOND: no table here, split_n1 still set).  Columns first
     * (fft_add_split): columns j = b mod n2, stored element k1 times w_N^(k1 j)
     * (STORES), or rows k1 = b mod n1, loaded element e times w_N^(e k1)
     * (LOADS).  Rows first (add_split_rows_first): rows i = b mod n1,
     * stored element k2 times w_N^(i k2) (STORES), or columns k2 = b mod
     * n2, loaded element i times w_N^(i k2) (LOADS).  split_n1 0: none. */
    size_t split_n1, split_offset;
    fft_split_twiddle split_twiddle;
    /* A Bluestein convolution of length M = A x B in three steps (conv_rows.c,
     * fft_add_conv_rows), the M values of a transform an A x B array,
     * row-major:
     * - conv_cols = B: a column step (A, or C reversed), transform b being
     *   column b % B, whose element e is the convolution's element g = e B
     *   + b % B: load_count, store_count and the chirp tables count and
     *   index g, not e.  Without conv_row_twiddles, A's stores are
     *   multiplied by w_M^(e (b % B)), C's loads by its conjugate, from two
     *   tables at split_offset (fft_sqrt_split(M) = base): w_M^lo, lo <
     *   base, then w_M^(hi base), hi < ceil(M / base).
     * - conv_rows = A: the row step B, a one-kernel convolution of length
     *   B (fused_turn) whose filter has M entries: row k_a's values times
     *   entries k_a B .. k_a B + B - 1 (the filter's spectrum at k_a + A k_b,
     *   the order in which the columns' DFTs leave it).  With
     *   conv_row_twiddles its loads take the twiddles w_M^(k_a b) and its
     *   stores their conjugates, from two tables at split_offset with a
     *   row of each per k_a (fft_sqrt_split(B) = S, b = hi S + lo):
     *   w_M^(k_a lo) at k_a S + lo, lo < S, then w_M^(k_a hi S) at A S +
     *   k_a H + hi, hi < H = ceil(B / S).  With conv_rows_outer
     *   the rows are the outermost batch level (row b / (batch / A)), else
     *   the innermost (b % A).
     * The other is 0; both 0: none.  conv_row_twiddles is the same in the
     * three steps of one convolution (fft_pass.conv_twiddle). */
    size_t conv_cols, conv_rows;
    int conv_rows_outer, conv_row_twiddles;
    /* Rows of an odd length two per transform (solve.c, add_step), of
     * pair_rows rows (the batch levels'); the layout's batch is then
     * (pair_rows + 1) / 2, and row 2b + 1 may not exist.  C2R: transform b
     * loads the half spectra of rows 2b and 2b + 1 as X + iY, whose real
     * result x + iy gives row 2b the real parts and row 2b + 1 the
     * imaginary ones.  R2C: it loads x + iy, and the last pass stores X[k]
     * and Y[k] from Z[k] and Z[N-k] (codegen, emit_paired_rows_outputs).
     * 0: one row per transform. */
    size_t pair_rows;
    fft_mirror mirror;
    /* Rows that finish a split column axis (solve.c, column_split): the
     * column axis of length N = row_split_n = R x (N/R), R = row_split, is
     * left with its last radix-R butterflies, which the rows' loads
     * compute: the rows of a batch entry come in blocks of R rows k + j N/R
     * (j < R, k < N/R), level 0 of the batch levels enumerating j (count R,
     * distance N/R rows); transform b is row r = k + j N/R, j = b mod R, k =
     * b / R mod N/R, and loads each element as sum over m < R of w_N^(m r)
     * times that element of row k + m N/R (w_N^t, t < N, at
     * row_split_offset; backward kernels take the conjugates).  Whole
     * blocks share a work-group, all of whose loads come before its stores,
     * so the step runs in place.  0: none. */
    size_t row_split, row_split_n, row_split_offset;
    /* R2C row pairs after split columns: pairs k1 and n1/2 - k1, which read
     * the same four stage rows, are adjacent transforms (else k1 in order);
     * C2R rows before split columns are always so ordered (codegen,
     * emit_split_twist_rows). */
    int row_split_adjacent;
    /* The column step of such a split (its sub-columns' transforms, out of
     * place): R, planned as in-place column steps are (composite odd
     * radices kept: column_rules.c).  0: none. */
    size_t column_split;
    /* The passes start at p = prior_p: an earlier step ran the first
     * passes of this length-n transform (their radices multiply to
     * prior_p), so that passes[0] is a later pass, element x of its column
     * i at i + x n/R.  A real split half length's column step after its
     * convolutions (lib/conv_split.c, fft_add_split_real), whose columns pair
     * for the R2C twist.  0 or 1: none. */
    size_t prior_p;
} fft_plan_layout;

/* One batched 1D transform: what a step computes.  Solvers (solve.c)
 * describe each step with one; fft_plan_build_axis plans it. */
typedef struct fft_axis_problem {
    size_t n;
    size_t istride, ostride;   /* in elements of what is read / written */
    fft_levels in, out;        /* batch levels (same counts on both sides) */
    size_t ioffset, ooffset;
    int inplace;               /* reads and writes the same buffer */
    fft_load_kind load;
    fft_store_kind store;
    size_t load_count, store_count;         /* 0: all n (fft_plan_layout) */
    fft_table_kind load_table, store_table;
    size_t chirp_n;
    int reverse;
    int fused_filter; /* one-kernel Bluestein: forward FFT, filter, inverse FFT */
    int rader;        /* with fused_filter: Rader's algorithm (fft_plan_layout.rader) */
    size_t plane_n1;  /* a plane step (fft_plan_layout.plane_n1) */
    size_t split_n1;  /* a split length's step (fft_plan_layout.split_n1) */
    fft_split_twiddle split_twiddle; /* where its twiddle goes (fft_plan_layout.split_twiddle) */
    int pair_rows;    /* odd R2C/C2R rows two per transform (fft_plan_layout.pair_rows) */
    fft_mirror mirror; /* rows with their mirrors (fft_plan_layout.mirror) */
    size_t row_split, row_split_n; /* rows finishing a split column axis (fft_plan_layout.row_split) */
    int row_split_adjacent;        /* (fft_plan_layout.row_split_adjacent) */
    size_t column_split;           /* that split's column step (fft_plan_layout.column_split) */
    size_t prior_p;                /* the first passes ran before (fft_plan_layout.prior_p) */
    size_t conv_cols, conv_rows; /* a three-step convolution's steps (fft_plan_layout.conv_cols) */
    int conv_rows_outer, conv_row_twiddles;
    /* The passes' radices, first to last (0: the planner's choice). */
    size_t forced_radices[FFT_MAX_PASSES];
    unsigned forced_passes;
    clfft_precision precision;
    clfft_directions directions;
    double forward_scale, backward_scale;
} fft_axis_problem;

/* A step: a 1D sub-plan launched on the plan's buffers. */
#define FFT_MAX_STEPS 6
typedef struct fft_step {
    fft_plan_layout layout;
    fft_buffer in, out;        /* the plan buffers the step's IN and OUT are */
    int axis;                  /* the transform axis it computes (0 = slowest) */
    const char *what;          /* "R2C rows", "C2C columns", ... */
    size_t conv_n;             /* Bluestein or Rader: the axis length N (layout.n is the
                                * convolution's length M); 0 otherwise */
} fft_step;

/* A plan: what the solvers made of a descriptor.  Plain data. */
typedef struct fft_steps {
    clfft_desc desc;           /* validated, defaults filled in */
    const char *solver;        /* name of the solver that made it */
    unsigned nsteps;
    fft_step steps[FFT_MAX_STEPS];
    size_t stage_elems;        /* complex elements of the STAGE buffer (0: none) */
    /* Bluestein's convolution arrays (M per transform) start at this
     * element of STAGE, after what the C2R solver keeps there. */
    size_t conv_offset;
    int has_conv;
    size_t scratch_elems[2];   /* complex elements of SCRATCH0/1 (max over steps) */
    size_t elem_bytes;         /* bytes of one complex value */
    size_t in_bytes, out_bytes;
} fft_steps;

/* Problem -> steps (solve.c): validates desc and picks the solver. */
clfft_status fft_solve(const clfft_desc *desc, const clfft_profile *profile, const fft_variant *variant,
                       fft_steps *plan);
/* One step along one axis (lib/axis_step.c), and the fusions solve.c asks
 * of two steps' layouts.  Bluestein across passes: the forward FFT's last
 * pass of a multi-pass layout also multiplies by the filter's spectrum and
 * runs the inverse FFT's first pass (its radix again, p = 1 order); and
 * the inverse FFT's layout (radices forced to the forward's reversed)
 * loses that first pass, its second reading what the fused pass wrote.
 * Both 0 on success, -1 where the layout does not allow it. */
int fft_fuse_filter(fft_plan_layout *forward);
int fft_drop_first_pass(fft_plan_layout *inverse);
/* A one-kernel Bluestein layout whose M is below 2N - 2 corrects its last
 * `count` outputs (fft_plan_layout.alias_count): the correction's table
 * appended to the twiddles, the kept inputs to the pass's local memory.
 * 0 on success, -1 where the layout is not one work-group kernel or the
 * kept inputs do not fit local_limit bytes. */
int fft_alias_outputs(fft_plan_layout *layout, size_t count, int unrolled, size_t local_limit);
/* A three-step convolution's column step A (keep 1: its first `count`
 * loaded values to the stage array) or C (keep 0: its last `count` outputs
 * corrected from them, the table appended to the twiddles), of an M below
 * 2N - 2 (fft_plan_layout.alias_count).  0 on success, -1 where the layout
 * is not a single-pass column step or count is not below its columns. */
int fft_alias_columns(fft_plan_layout *layout, size_t count, int keep);
/* The same for Bluestein's two steps A (keep 1) and B of one pass each
 * (the convolution's elements themselves, not columns); 0 on success, -1
 * where a layout is not one pass or count is not below its length. */
int fft_alias_steps(fft_plan_layout *layout, size_t count, int keep);
clfft_status fft_plan_build_axis(const fft_axis_problem *pb, const clfft_profile *profile,
                                 const fft_variant *variant, fft_plan_layout *layout);
/* Description of every step; malloc'ed (lib/describe.c). */
char *fft_steps_describe(const fft_steps *plan, const clfft_profile *profile);

/* Checks every field of desc; fills L->desc (defaults filled in), n, batch,
 * element size and extents.  Specific status and message on failure. */
clfft_status fft_plan_validate(const clfft_desc *desc, fft_plan_layout *L);
/* The checks of every descriptor, any rank and kind: enums, lengths,
 * scales, sizes.  Specific status and message on failure. */
clfft_status fft_desc_check(const clfft_desc *desc);

/* Checks desc (every field) and fills layout.  No OpenCL calls.  On failure
 * returns a specific status and records why (error.h). */
clfft_status fft_plan_build(const clfft_desc *desc, const clfft_profile *profile,
                            fft_plan_layout *layout);
/* As fft_plan_build, departing from the rules where variant says so (NULL:
 * the rules); measure.c times the plans of several variants. */
clfft_status fft_plan_build_variant(const clfft_desc *desc, const clfft_profile *profile,
                                    const fft_variant *variant, fft_plan_layout *layout);

/* Twiddle table of layout->twiddle_count complex values, computed in long
 * double and rounded to the plan's precision; writes interleaved re,im into
 * out (float or double according to the precision).  -1 when host memory
 * for a Bluestein table is short. */
int fft_twiddles_fill(const fft_plan_layout *layout, void *out);

/* Human-readable description of the plan; malloc'ed (lib/describe.c). */
char *fft_plan_describe(const fft_plan_layout *layout, const clfft_profile *profile);

/* Largest prime the generator has a butterfly for: a direct DFT pairing
 * x_j with x_{p-j}, (p-1)^2 real multiply-adds (codegen/butterfly.c); at
 * most FFT_MAX_SMALL_RADIX.  It holds about 2p complex values, so 31 is the
 * largest within the 64 of the GPU presets' max_registers_cplx; on pocl (2-
 * core EPYC, fp32, best of 26 runs) 17 ran at 0.93x the mean of its
 * neighbours 16 and 18, 31 at 0.73x (30, 32), 37 0.63x, 47 0.45x, 61 0.29x
 * (a -DFFT_MAX_PRIME=61 -DFFT_MAX_SMALL_RADIX=64 build). */
#ifndef FFT_MAX_PRIME
#define FFT_MAX_PRIME 31
#endif

/* Bluestein's chirp-z (lib/chirp.c). */
/* Whether an axis of length n needs Bluestein: a prime factor above
 * FFT_MAX_PRIME. */
int fft_needs_bluestein(size_t n);
/* The largest prime factor of n (1 for n = 1). */
size_t fft_largest_prime(size_t n);
/* The shortest cyclic convolution that computes Bluestein's for an axis
 * of length n: 2n - 2 (lib/chirp.c says why). */
size_t fft_bluestein_min_length(size_t n);
/* The convolution length M >= fft_bluestein_min_length(n) for a Bluestein
 * axis of length n. */
size_t fft_bluestein_length(size_t n);
/* Table entries of one kind (fft_table_kind) for a chirp of length
 * chirp_n and a convolution of length m: count values (chirp_n, or m for
 * the filter), in long double, interleaved re, im.  0 on success, -1 when
 * memory is short. */
int fft_chirp_table(fft_table_kind kind, size_t chirp_n, size_t m, long double *out);
/* The forward DFT of m complex long doubles (interleaved), any m whose
 * prime factors are at most FFT_MAX_PRIME (lib/host_dft.c); in is
 * overwritten.  0, or -1 when memory is short. */
int fft_dft_ld(long double *in, size_t m, long double *out);
/* fn(ctx, b0, b1) over [0, count) in contiguous parts, each of min_each or
 * more, on up to one thread per processor online (lib/host_dft.c): the
 * host's long tables.  Parts may run in any order. */
typedef void (*fft_range_fn)(void *ctx, size_t b0, size_t b1);
void fft_host_parallel_for(size_t count, size_t min_each, fft_range_fn fn, void *ctx);
/* exp(-2 pi i m / n) in long double, the angle reduced to an octant. */
void fft_root_ld(unsigned long long m, unsigned long long n, long double *re, long double *im);

/* Rader's algorithm (lib/rader.c). */
int fft_is_prime(size_t n);
/* The smallest primitive root of the prime p. */
size_t fft_rader_root(size_t p);
/* Arithmetic of a length-m FFT by its prime factors (a relative cost:
 * the planner compares Rader's and Bluestein's convolutions with it). */
double fft_points_cost(size_t m);
/* A Rader table (FFT_TABLE_RADER_*) for the prime p: p - 1 values. */
int fft_rader_table(fft_table_kind kind, size_t p, long double *out);
/* Bytes of one complex value of a precision. */
static inline size_t fft_complex_bytes(clfft_precision precision)
{
    return precision == CLFFT_FP64 ? 16 : 8;
}

/* Whether n is a power of two (1 included). */
static inline int fft_is_pow2(size_t n)
{
    return n && (n & (n - 1)) == 0;
}

/* The least power of two that is n or more (1 for n = 0). */
static inline size_t fft_pow2_at_least(size_t n)
{
    size_t p = 1;
    while (p < n)
        p *= 2;
    return p;
}
/* The convolution length M of a Bluestein step: a three-step
 * convolution's whole array (fft_plan_layout.conv_cols, conv_rows), else
 * the step's own length n. */
static inline size_t fft_conv_length(size_t n, size_t conv_cols, size_t conv_rows)
{
    return n * (conv_cols ? conv_cols : conv_rows ? conv_rows : 1);
}
/* The split of a three-step convolution's twiddle index t < n into t =
 * hi * base + lo (fft_plan_layout.conv_cols, conv_rows): base the smallest
 * power of two whose square is n or more, so that both tables hold about
 * sqrt(n) entries (per row k_a, in the rows' tables). */
static inline size_t fft_sqrt_split(size_t n)
{
    size_t base = 1;
    while (base * base < n)
        base *= 2;
    return base;
}
/* Entries of a table kind for a layout of length n with chirp length
 * chirp_n: the filters have n, Bluestein's chirps chirp_n, Rader's index
 * tables n (= chirp_n - 1). */
static inline size_t fft_table_count(fft_table_kind kind, size_t n, size_t chirp_n)
{
    if (kind == FFT_TABLE_ALIAS)
        return 2 * chirp_n - 1 - n;
    return kind == FFT_TABLE_CHIRP || kind == FFT_TABLE_CHIRP_OVER_M ? chirp_n : n;
}

/* The length of the transform a step computes: a one-kernel Bluestein's
 * chirp_n (its kernels run M = n points), else n.  The R2C/C2R twists and
 * real pairs act on this length. */
static inline size_t fft_logical_length(size_t n, size_t chirp_n)
{
    return chirp_n ? chirp_n : n;
}

/* The split length N whose twiddles w_N^j a split step multiplies by
 * (fft_plan_layout.split_n1). */
static inline size_t fft_split_length(size_t split_n1, size_t n, size_t chirp_n)
{
    return split_n1 * fft_logical_length(n, chirp_n);
}

/* The length m of the half-length transform whose C2R twist a step's
 * loads form: the step's logical length, or, in a split's step
 * (split_n1: its rows-first convolutions, its columns-first column step),
 * the split length, element e of transform b being b mod split_n1 +
 * split_n1 e. */
static inline size_t fft_twist_length(size_t n, size_t chirp_n, size_t split_n1)
{
    return split_n1 ? split_n1 * fft_logical_length(n, chirp_n) : fft_logical_length(n, chirp_n);
}

/* Whether a step's last pass separates two real rows' spectra from their
 * transform as x + iy in its paired columns: the columns of a split's
 * odd length after its convolutions (fft_plan_layout.prior_p, pair_rows,
 * the R2C half spectra). */
static inline int fft_paired_rows_pass(size_t prior_p, size_t pair_rows, fft_store_kind store)
{
    return prior_p > 1 && pair_rows && store == FFT_STORE_HALF;
}

/* Whether a step is the column pairs of a three-step convolution's last
 * step (conv_cols) for two odd real rows as x + iy: columns j and (N - j)
 * mod conv_cols in one group, whose elements k = j + conv_cols r and N - k
 * give the two rows' half spectra (codegen, kernel_emit_conv_pair_outputs). */
static inline int fft_conv_pair_columns(size_t conv_cols, size_t pair_rows, fft_store_kind store)
{
    return conv_cols && pair_rows && store == FFT_STORE_HALF;
}

/* Those column pairs' middle column j0 = (N mod B) / 2: the pairs are j0
 * + 1 + c and j0 - c where N mod B is odd, j0 + c and j0 - c where it is
 * even, the columns j0 and j0 + B/2 then their own mirrors. */
static inline size_t fft_conv_pair_middle(size_t n, size_t conv_cols)
{
    return n % conv_cols / 2;
}

/* Whether a split step multiplies by the twiddles itself (its table). */
static inline int fft_split_twiddles_here(fft_split_twiddle t)
{
    return t == FFT_SPLIT_TW_LOADS || t == FFT_SPLIT_TW_STORES;
}

/* The pairs of fft_mirror, taken once, in order: *first with k0 = 0 (k1 <=
 * n1/2), then *middle with 0 < k0 < n0 - k0 (every k1), then, for even
 * n0, *first more with k0 = n0/2.  Returns their count. */
static inline size_t fft_mirror_pairs(size_t n0, size_t n1, size_t *first, size_t *middle)
{
    *first = n1 / 2 + 1;
    *middle = (n0 - 1) / 2 * n1;
    return *first + *middle + (n0 % 2 == 0 ? *first : 0);
}

/* Whether a layout's program holds the kernels of this direction. */
static inline int fft_plans_direction(const clfft_desc *d, int forward)
{
    return d->directions == CLFFT_BOTH_DIRECTIONS || (d->directions == CLFFT_FORWARD_ONLY) == (forward != 0);
}

/* "C2C", "R2C" or "C2R". */
static inline const char *fft_kind_name(clfft_kind k)
{
    return k == CLFFT_R2C ? "R2C" : k == CLFFT_C2R ? "C2R" : "C2C";
}

/* "forward only" / "backward only" for one-direction plans, NULL for both. */
static inline const char *fft_directions_text(const clfft_desc *d)
{
    return d->directions == CLFFT_FORWARD_ONLY    ? "forward only"
           : d->directions == CLFFT_BACKWARD_ONLY ? "backward only"
                                                  : NULL;
}

#endif
