/* How each shaped pass reads memory besides its values (stage 2, no
 * OpenCL calls): its twiddles (from the table's powers of two or every
 * entry; before the exchanges or after) and the later group's inputs it
 * prefetches into the last-level cache.  Rules fitted on the H200, each
 * with the measurement that set it; the variants of lib/plan_variant.c
 * override them. */
#include <stddef.h>
#include <stdint.h>

#include "fft_plan.h"
#include "pass_shape.h"
#include "planner.h"

/* L2 prefetch rules, fitted on the H200 (bench/NOTES.md, entry 39). */
#ifndef PREFETCH_MIN_GROUP_BYTES
#define PREFETCH_MIN_GROUP_BYTES 16384 /* single-pass groups moving less lost */
#endif
#ifndef PREFETCH_WHOLE_UNITS
#define PREFETCH_WHOLE_UNITS 1 /* single-pass groups must move whole coalescing units, */
#endif
#ifndef PREFETCH_FP64_ANY_UNITS
#define PREFETCH_FP64_ANY_UNITS 1 /* unless they hold fp64 values */
#endif
#ifndef PREFETCH_MAX_STRIDED_ROWS
#define PREFETCH_MAX_STRIDED_ROWS 256 /* strided passes of more rows lost */
#endif

/* Twiddles from the table's powers of two (fft_pass.twiddle_reads).
 * H200, two runs each (bench/results/h200-2026-11-24-twpowers, NOTES 75).
 * Everywhere against nowhere (call 3): every fp64 row gained (4096 +6%,
 * 1031 +7%, 65537 +4%; errors 1-7% higher) and so did the convolutions;
 * fp32 four-step twiddles gained where the pass's table is 8 MiB or more
 * (2^20 +11%, 2^24 +11%) and lost below, where the table sits in L2 (65536
 * -6%, 131072 -9%, 100000 -10%); fp32 stage twiddles lost in one-kernel
 * radix-32 and radix-25 transforms (8192 -12%, 3125 -5%).  fp32 two-step
 * convolutions gained 1-4% for 13-28% higher errors (999983: 3.35e-7,
 * above issue 19's 3e-7), so only one-kernel ones take it.  This rule
 * (call 4, against head): 2^20 +11%, 2^21-2^24 +3-11%, fp32 97, 1031,
 * 4099, 12345 +2-4%, fp64 +1-7%, the other lengths within noise (their
 * kernels unchanged).  R2C's last pass with paired columns (call 5): R2C
 * 65536 +8%, 131072 +15%, 2^20 +4% (errors +9%); fp32 one-pass kernels
 * with radices of at most 16 were mixed (C2R 4096 +5%, 128^3 -2%; errors
 * +10-24%) and keep every entry, but for R2C rows of one pass (the twist
 * in the stores) whose radices are at most 16 (call 8: R2C 2048 +2%, 4096
 * +5%, 8192 +4%, the rest within 1%; errors +5-10%); with radix 32 they
 * lost (R2C 16384 -9%, call 7), as C2R rows did (16384 -27%).  Only the
 * entries of 1 read (every power from it: 4099 +8%, fp64 1031 +35%)
 * tripled fp32 errors; the powers of 4 read raised them 11-38% for ~1%
 * more.  CPUs: not measured, every entry read. */
/* C2R rows of one pass (the twist in the loads) with radices of at most 16
 * take them too, as R2C's do.  H200, GB/s, two runs of each build against
 * 96cc04f (bench/results/gpu-2026-11-27-mixed, call158): C2R 4096 3657 ->
 * 3843, 128^3 1289 -> 1387, 1024x1024 +3.8%, 4096x4096 +2.8%, 100x100
 * +1%, the rest within 1% but 2048 -3% (runs 4023 / 3978 against 4003 /
 * 3754: within this row's noise); errors +8-11% (4096 1.28e-7 -> 1.40e-7,
 * 128^3 1.62e-7 -> 1.72e-7). */
#define TWIDDLE_POWERS_TABLE_BYTES (8u << 20)
/* fp32 column steps (adjacent columns per group) of 512 points take them
 * too.  H200, the variant twiddle-powers everywhere against the rules, two
 * runs each (bench/results/h200-2026-11-27-realcols, call119): the shapes
 * with 512-point column steps gained, C2C 512^3 1235 -> 1346 GB/s, 512x4096
 * 1900 -> 2065, 512x512 +7.1%, 64x512x512 +4.8%, R2C 512^3 +6.7%, C2R 512^3
 * +2.2% (the measuring planner had chosen them there, call118), where
 * those of 1024 (1024x512 -0.2%, 1024x1024 -0.7%), 1536 (-1.1%) and 256
 * points (R2C 256^3 -3.6%) did not; the mechanism is not established. */
#define TWIDDLE_POWERS_COLUMN_RADIX 512
/* fp32 C2C plane kernels (the two fastest axes in one kernel) of at least
 * TWIDDLE_POWERS_PLANE_MIN_POINTS points without a radix 15 whose
 * exchanges take no turns, and the column steps of split columns (solve.c,
 * column_split), take them too.
 * H200, fp32 GB/s, two runs of each build against 5ce0b51 (bench/results/
 * h200-2026-12-02-leads, call285; call284's variant twiddle-powers gave
 * the same): planes 100x100 1804 -> 1923, 100^3 +4.4%, 64x100x100 +4.4%,
 * 64^3 +3.5% (with the complex exchanges below), 16x64x64 +3.5%,
 * 128x64x64 +3.1%, 80x80 +2.9%, 256x16 +2.5%, 96x96 +2.4%, 128x64 +2.3%,
 * 1024x1024x4 +2.3%, 80^3 +2.2%, 128x32 +2.1%, 96^3 +1.9%, 64x128 and
 * 16x256 within 0.6%; with a radix 15, 60x100 (10x10x15x4) -23.5% and
 * 90x90 +0.3%; below 4096 points mixed: 48x48 +4.6%, 64x36 +3.0%, 50x50
 * +2.7%, but 36x64 -7.7%, 32x32 -2.3%, 100x16 planes (100x100x16) -2.0%,
 * 32^3 -1.3%; call286: 64x80 2407 -> 2871, 48x96 +12.5%, 256x64 +4.1%,
 * 50x100 +3.4%, 64x100 +3.3%, 84x84 +2.3%, 32x128x32 +1.5%, 72x72 and
 * 128x48 within 1%, 96x48 -1.0%; planes of 16384 points, whose exchanges
 * take two turns, mixed: 64x256 -5.6%, 128x128 +0.4%, 2x128x128 and
 * 8x128x128 0 (256x64 is the +4.1%).  Real planes were mixed too (call284: R2C 96x96 +6.8%,
 * 100x100 -2.3%; C2R 64x64 -17%) and keep every entry.  Split columns
 * (their finishing rows keep every entry): C2C 1536x1536 +1.9%, 2048x1024
 * +1.5%, 2048x512 +1.3%, 2048x2048 +1.2%, 2048x4096 +0.9%, 2560x2560
 * +0.2%; R2C the same shapes +0.6% to +1.8%; C2R 2048x512 +2.6%,
 * 2048x1024 +2.5%, 2048x2048 +2.3%, 1536x1536 +1.2%, 2048x4096 -0.2%,
 * 2560x2560 -3.7% (runs 1446 / 1392 against 1466 / 1267: noisy).  The
 * mechanism is not established. */
#define TWIDDLE_POWERS_PLANE_MIN_POINTS 4096
#define TWIDDLE_POWERS_PLANE_RADIX_OUT 15
static int plane_twiddle_powers(const fft_plan_layout *L, const fft_pass *ps)
{
    if (!L->plane_n1 || L->load_kind != FFT_LOAD_COMPLEX || L->store_kind != FFT_STORE_COMPLEX ||
        ps->radix < TWIDDLE_POWERS_PLANE_MIN_POINTS || ps->exchange_turns > 1)
        return 0;
    for (unsigned f = 0; f < ps->nfactors; f++)
        if (ps->factors[f] == TWIDDLE_POWERS_PLANE_RADIX_OUT)
            return 0;
    return 1;
}

static int twiddle_powers_pay(const fft_plan_layout *L, const fft_pass *ps, const clfft_profile *prof)
{
    if (prof->is_cpu)
        return 0;
    if (L->desc.precision == CLFFT_FP64)
        return 1;
    if (L->chirp_n) /* fp32 convolutions: one kernel only (set again after fuse_turn) */
        return L->npasses == 1 && L->fused_turn;
    if (ps->pair_columns) /* (set again after the R2C twist pairs the columns) */
        return 1;
    if (L->npasses == 1 && (L->store_kind == FFT_STORE_TWIST || L->load_kind == FFT_LOAD_HERMITIAN_TWIST) &&
        shape_widest_factor(ps->factors, ps->nfactors) <= 16)
        return 1; /* R2C's twist in the stores; C2R's in the loads */
    if (ps->radix == TWIDDLE_POWERS_COLUMN_RADIX && fft_column_step(L))
        return 1;
    if (plane_twiddle_powers(L, ps) || L->column_split)
        return 1;
    return ps->p * ps->radix * L->elem_bytes >= TWIDDLE_POWERS_TABLE_BYTES;
}

/* Which powers are read where they are taken: the fp32 one-kernel
 * convolutions (Bluestein's and Rader's, the row steps of Bluestein's three
 * steps too) read FFT_TWIDDLES_PRODUCTS, every other pass the powers of 2.
 * H200, GB/s, two alternating runs of one build, products everywhere
 * against powers of 2 (bench/results/h200-2026-12-02-products, call288):
 * fp32 convolutions 0.997 over 27 (R2C 1031 1673 -> 1716, 12345 +1.6%;
 * 65537 661 -> 643, C2R 2063 1320 -> 1251) for errors 5-10% lower (GPU,
 * against FFTW: 1031 2.05e-7 -> 1.92e-7, 4099 2.30e-7 -> 2.06e-7, 65537
 * 2.60e-7 -> 2.46e-7, 999983 2.93e-7 -> 2.79e-7); the other fp32 passes
 * lost (R2C 65536 1770 -> 1659, C2R 128^3 1388 -> 1296, R2C 2^24 -4.0%,
 * 2^20 -3.6%; 0.987 over 33 with unchanged kernels among them) and fp64
 * 0.993 over 27 (R2C 65536 -5.4%, R2C 4099 -4.7%) for errors 1-6% lower. */
fft_twiddle_reads fft_twiddle_reads_of(const fft_plan_layout *L, const fft_pass *ps, const fft_variant *v,
                                       const clfft_profile *prof)
{
    if (ps->p == 1 && ps->nfactors < 2)
        return FFT_TWIDDLES_EACH; /* no twiddles */
    int powers = v->twiddle_powers != FFT_RULE ? v->twiddle_powers == FFT_FORCE_ON : twiddle_powers_pay(L, ps, prof);
    if (!powers)
        return FFT_TWIDDLES_EACH;
    int products = v->twiddle_products != FFT_RULE ? v->twiddle_products == FFT_FORCE_ON
                                                   : L->chirp_n && L->desc.precision == CLFFT_FP32;
    return products ? FFT_TWIDDLES_PRODUCTS : FFT_TWIDDLES_POWERS_OF_2;
}

/* Stage twiddles read before the exchange that precedes their pass
 * (fft_pass.early_twiddles).  H200, fp32, two runs each, everywhere
 * against nowhere (bench/NOTES.md entry 95; call104, call105): in-place
 * passes over columns (tiles of adjacent transforms) of 1000 points or
 * more gained, the column steps of 2D and 3D C2C and R2C transforms (C2C
 * 1000x1000, 1024x1024, 1200x1200, 1536x1536, 2000x2000, 1000x4000 and
 * 1000x1000x8 +2.0% to +2.8%, 2048x2048 +1.3%; R2C the same shapes +1.5%
 * to +4.3%, but 1024x1024 -1.1%; fp64 within 0.1%): one group of 320 to
 * 1024 work-items per SM waits at each barrier, and the reads overlap
 * it.  In place (call108) the same shapes gained as much, C2R's column
 * steps too (1200x1200 +1.8%, 1536x1536 +3.6%), and 2^20's passes (+1.4%,
 * fp64 +1.6%).  C2R's column steps out of place lost (1200x1200 -16.5%,
 * 1000x1000 -1.6%, 1024x1024 -0.7%), and so did shorter columns and rows
 * (512^3 -3.8%, R2C 512^3 -2.5%, R2C 65536 -2.9%, one-kernel Bluestein
 * 1031 -2.9%; 256^3, 128^3 within 0.1%); 2^20's passes out of place
 * gained 1.4% and keep the rule's no.  Ablations (call103: every table
 * read from one entry) put the twiddles' reads at 13-24% of the Bluestein
 * lengths' time and the barriers at 11-14% of 1000x1000's and 2048x2048's
 * (both steps).  CPUs: not measured, in the pass. */
#define EARLY_TWIDDLES_MIN_RADIX 1000
/* fp32 R2C rows of two passes whose last (paired) pass has 512 points take
 * them in both passes.  H200, GB/s, two runs each, the variant
 * early-twiddles against the rules at 5ce0b51 (bench/results/h200-2026-12-
 * 02-leads): R2C 2^20 (1024 x 512) 1316 -> 1384 (call283) and 1340 ->
 * 1398 (call284), 655360 (640 x 512) +1.6%; the other last passes were
 * mixed (640 points: 819200 +1.2%, 1310720 +0.9%, but 921600 -11%; 384,
 * 500, 625: -0.2% to -0.8%), and so were C2R's (2^20 +0.9%, 921600
 * -16%).  The mechanism is not established. */
#define EARLY_TWIDDLES_R2C_PAIRED_RADIX 512

static int early_twiddles(const fft_plan_layout *L, const fft_pass *ps, fft_choice choice, const clfft_profile *prof)
{
    if (choice != FFT_RULE)
        return choice == FFT_FORCE_ON;
    if (prof->is_cpu)
        return 0;
    if (L->elem_bytes == 8 && L->store_kind == FFT_STORE_TWIST && L->npasses == 2 && !L->chirp_n && !L->prior_p &&
        L->passes[1].radix == EARLY_TWIDDLES_R2C_PAIRED_RADIX)
        return 1;
    return L->desc.inplace && ps->load_order == FFT_TILE_M_FAST && ps->radix >= EARLY_TWIDDLES_MIN_RADIX;
}

/* (planner.h) */
void fft_assign_twiddle_reads(fft_plan_layout *L, const shape_rules *r, const clfft_profile *prof)
{
    for (unsigned g = 0; g < L->npasses; g++) {
        L->passes[g].twiddle_reads = fft_twiddle_reads_of(L, &L->passes[g], &r->variant, prof);
        L->passes[g].early_twiddles = early_twiddles(L, &L->passes[g], r->variant.early_twiddles, prof);
    }
}

/* Which work-group passes prefetch the inputs of a later group, and how
 * far ahead: prefetch_bytes of inputs, at least one group.  Measured on
 * the H200 (bench/NOTES.md, entry 39; distances 1/4 to 8 times these):
 * single-pass kernels whose groups move whole coalescing units, 16 KiB or
 * more, gained 2-11% (8192, 16384, 6000, 10000, fp64 4096, fp64 1000; 256
 * to 4096 2%); smaller groups lost (fp32 32 -30%, 64 -3%).  Groups whose
 * tiles end inside a line gained with fp64 values (1500, 2187, 3125 +6-7%,
 * 2401 0; entry 42) and lost with fp32 ones (2401 -4%, 3125 -5%, 1000 -2%,
 * 2187 -1%), so these prefetch only in fp64.  Strided passes of at most
 * 256 rows gained 1-6% (65536, 131072, 100000, 10^6, 2^21 to 2^24), those
 * of 512 or 1024 rows lost 6-19% (262144, 2^20) at every distance tried,
 * for reasons not established.  R2C rows' real pairs prefetch as complex
 * values do (h200-2026-11-24-prefetch: R2C 4096 +6%, 8192 +8%, fp64 1024
 * and 4096 +2%, the rest within 1.2%); the C2R twist's loads do not (C2R
 * 16384 -12%, 8192 -4%, 2048 -3%, 512 +2%).  Bluestein's counted loads
 * prefetch only in a three-step convolution's step A (the chirp times x,
 * the elements below N): H100, GB/s, three runs of each build (bench/
 * results/gpu-2026-11-27-filter, call90): 999983 357 -> 383, fp64 65537
 * 417 -> 452, fp64 999983 337 -> 346; the other rows within 0.6% (their
 * step A's groups are below PREFETCH_MIN_GROUP_BYTES); call89 timed step
 * A alone: 999983 2164 -> 1798 us.  Rader's step A gathers through its
 * index table: it does not prefetch. */
void fft_assign_prefetch(fft_plan_layout *L, const clfft_profile *prof)
{
    for (unsigned g = 0; g < L->npasses; g++) {
        fft_pass *ps = &L->passes[g];
        ps->prefetch_groups = 0;
        int kind_ok = ps->load_kind == FFT_LOAD_COMPLEX || (ps->load_kind == FFT_LOAD_REAL_PAIRS && !L->plane_n1);
        if (!prof->prefetch_bytes || ps->loop_kernel || !ps->fuse_load || ps->nfactors == 0 || !kind_ok ||
            ((ps->load_count || ps->load_table) && !L->conv_cols) || (L->rader && L->conv_cols) ||
            fft_conv_pair_columns(L->conv_cols, L->pair_rows, L->store_kind))
            continue; /* (Rader's column steps gather: no addresses to prefetch; column pairs not tried) */
        size_t group_bytes = ps->radix * ps->transforms_per_group * L->elem_bytes;
        int units_ok = !PREFETCH_WHOLE_UNITS || group_bytes % prof->coalesce_bytes == 0 ||
                       (PREFETCH_FP64_ANY_UNITS && L->elem_bytes > 8);
        int pays = L->npasses == 1 ? group_bytes >= PREFETCH_MIN_GROUP_BYTES && units_ok
                                   : ps->radix <= PREFETCH_MAX_STRIDED_ROWS;
        if (!pays)
            continue;
        uint64_t ahead = prof->prefetch_bytes / group_bytes;
        ps->prefetch_groups = ahead > 0 ? (size_t)ahead : 1;
    }
}
