/* Stage 2: a shaped pass plan's finishing touches (planner.c and
 * multi_pass.c call fft_finish_layout once the passes are shaped): each
 * pass's element addressing, its load and store access kinds, the buffers
 * the passes read and write, and the twiddle tables' offsets.  No OpenCL
 * calls. */
#include <math.h>
#include <stddef.h>
#include <string.h>

#include "fft_plan.h"
#include "planner.h"

/* Pre-twiddle tables of more bytes than this use two levels: on the H200 a
 * direct 4 MiB table made 2^19 7% faster than two levels, 16 MiB made 2^21
 * 10% slower (bench/NOTES.md, entry 16). */
#ifndef SPLIT_TWIDDLE_ABOVE_BYTES
#define SPLIT_TWIDDLE_ABOVE_BYTES (8u << 20)
#endif

/* Consecutive work-items in this order touch runs of this many elements. */
static size_t order_run(const fft_pass *ps, fft_tile_order order)
{
    return order == FFT_TILE_M_FAST ? ps->transforms_per_group : ps->threads_per_transform;
}

/* The first small pass numbers work-items in the load's order, the later
 * ones in the store's (the first exchange renumbers them); each side is
 * read/written directly when consecutive work-items then cover at least a
 * quarter of the coalescing width (one 32-byte sector of a 128-byte line).
 * Returns 0 when the pass exchanges in turns but must stage a tile. */
static int choose_access(fft_pass *ps, const shape_rules *r, int keep_exchange)
{
    ps->thread_order = ps->load_order;
    ps->late_thread_order = ps->nfactors >= 2 ? ps->store_order : ps->load_order;
    ps->fuse_load = ps->nfactors > 0 && order_run(ps, ps->thread_order) * 4 >= r->coalesce_elems;
    ps->fuse_store = ps->nfactors > 0 && order_run(ps, ps->late_thread_order) * 4 >= r->coalesce_elems &&
                     ps->store_order == ps->late_thread_order;
    if (ps->nfactors <= 1 && ps->fuse_load && ps->fuse_store && !keep_exchange) {
        ps->local_bytes = 0; /* one small pass, no staging: registers only */
        ps->split_exchange = 0;
    }
    return ps->exchange_turns == 1 || (ps->fuse_load && ps->fuse_store);
}

static void assign_buffers(fft_plan_layout *L)
{
    unsigned k = L->npasses;
    const clfft_desc *d = &L->desc;
    int out_is_packed = !d->inplace && d->ostride[0] == 1 && d->odist == L->n && d->ooffset == 0 &&
                        L->store_kind == FFT_STORE_COMPLEX && L->out_levels.count_levels <= 1 && !L->store_count;
    fft_buffer inter[FFT_MAX_PASSES];
    /* intermediates alternate, ending in scratch 0 before the last pass; the
     * other slot is the output buffer when that is safe, else scratch 1 */
    for (unsigned g = 0; g + 1 < k; g++) {
        unsigned from_last = k - 2 - g;
        inter[g] = from_last % 2 == 0 ? FFT_BUF_SCRATCH0 : (out_is_packed ? FFT_BUF_OUT : FFT_BUF_SCRATCH1);
    }
    L->nscratch = 0;
    for (unsigned g = 0; g < k; g++) {
        fft_pass *ps = &L->passes[g];
        ps->src = g == 0 ? FFT_BUF_IN : inter[g - 1];
        ps->dst = g + 1 == k ? FFT_BUF_OUT : inter[g];
        if (ps->dst == FFT_BUF_SCRATCH0 && L->nscratch < 1)
            L->nscratch = 1;
        if (ps->dst == FFT_BUF_SCRATCH1)
            L->nscratch = 2;
    }
    L->scratch_elems = L->nscratch ? L->n * L->batch : 0;
}

/* An intermediate's layout: packed transforms (stride 1, distance n), or
 * with column tiles the columns' own (stride batch_fast, adjacent entries
 * adjacent, the rest of the batch n * batch_fast apart). */
static void column_tile_side(const fft_plan_layout *L, size_t *stride, size_t *dist, fft_levels *lv)
{
    memset(lv, 0, sizeof *lv);
    size_t c = L->batch_fast;
    if (!c) {
        *stride = 1;
        *dist = L->n;
        return;
    }
    *stride = c;
    *dist = 1;
    if (L->batch > c) {
        lv->count_levels = 2;
        lv->count[0] = c;
        lv->dist[0] = 1;
        lv->count[1] = L->batch / c;
        lv->dist[1] = L->n * c;
    }
}

static void assign_addressing(fft_plan_layout *L)
{
    const clfft_desc *d = &L->desc;
    size_t p = L->prior_p ? L->prior_p : 1;
    for (unsigned g = 0; g < L->npasses; g++) {
        fft_pass *ps = &L->passes[g];
        ps->p = p;
        ps->butterflies = L->n / ps->radix;
        ps->last = g + 1 == L->npasses;
        ps->load_kind = g == 0 ? L->load_kind : FFT_LOAD_COMPLEX;
        ps->store_kind = ps->last ? L->store_kind : FFT_STORE_COMPLEX;
        ps->load_count = g == 0 ? L->load_count : 0;
        ps->store_count = ps->last ? L->store_count : 0;
        ps->load_table = g == 0 && L->load_table != FFT_TABLE_NONE;
        ps->store_table = ps->last && L->store_table != FFT_TABLE_NONE;
        ps->conv_twiddle = L->conv_rows && L->conv_row_twiddles                    ? FFT_CONV_TW_ROWS
                           : !L->conv_cols || L->conv_row_twiddles                 ? FFT_CONV_TW_NONE
                           : g == 0 && L->reverse                                  ? FFT_CONV_TW_COLUMN_LOADS
                           : ps->last && !L->reverse                               ? FFT_CONV_TW_COLUMN_STORES
                                                                                   : FFT_CONV_TW_NONE;
        memset(&ps->in_levels, 0, sizeof ps->in_levels);
        memset(&ps->out_levels, 0, sizeof ps->out_levels);
        if (g == 0) {
            ps->in_stride = d->istride[0];
            ps->in_dist = d->idist;
            ps->in_offset = d->ioffset;
            if (L->in_levels.count_levels > 1)
                ps->in_levels = L->in_levels;
        } else {
            column_tile_side(L, &ps->in_stride, &ps->in_dist, &ps->in_levels);
            ps->in_offset = 0;
        }
        if (ps->last) {
            ps->out_stride = d->ostride[0];
            ps->out_dist = d->odist;
            ps->out_offset = d->ooffset;
            if (L->out_levels.count_levels > 1)
                ps->out_levels = L->out_levels;
        } else {
            column_tile_side(L, &ps->out_stride, &ps->out_dist, &ps->out_levels);
            ps->out_offset = 0;
        }
        /* whichever tile index moves through memory more slowly goes outer
         * (column tiles: the group's entries are adjacent, distance 1) */
        size_t load_m = L->batch_fast ? 1 : ps->butterflies > 1 ? ps->in_stride : ps->in_dist;
        size_t load_j = ps->butterflies * ps->in_stride;
        ps->load_order = load_m < load_j ? FFT_TILE_M_FAST : FFT_TILE_J_FAST;
        size_t store_m = L->batch_fast              ? 1
                         : ps->butterflies > 1 ? (p > 1 ? ps->out_stride : ps->radix * ps->out_stride)
                                               : ps->out_dist;
        size_t store_j = p * ps->out_stride;
        ps->store_order = store_m < store_j ? FFT_TILE_M_FAST : FFT_TILE_J_FAST;
        p *= ps->radix;
    }
}

static void assign_twiddles(fft_plan_layout *L)
{
    size_t at = 0;
    for (unsigned g = 0; g < L->npasses; g++) {
        fft_pass *ps = &L->passes[g];
        size_t stride = 1;
        for (unsigned f = 0; f < ps->nfactors; f++) {
            ps->stage_twiddle_offset[f] = at;
            if (stride > 1)
                at += (ps->factors[f] - 1) * stride;
            stride *= ps->factors[f];
        }
        ps->twiddle_offset = at;
        ps->twiddle_split = 0;
        if (ps->p > 1) {
            size_t len = ps->p * ps->radix;
            if (len * L->elem_bytes > SPLIT_TWIDDLE_ABOVE_BYTES) {
                /* the smallest divisor of p from sqrt(p) up: both tables
                 * then tile k evenly (2^22: base 256 instead of 182 ran 3%
                 * faster on the H200; bench/NOTES.md, entry 16) */
                size_t base = (size_t)ceil(sqrt((double)ps->p));
                while (ps->p % base != 0)
                    base++;
                ps->twiddle_split = 1;
                ps->twiddle_split_base = base;
                ps->twiddle_split_rows = (ps->p + base - 1) / base;
                at += ps->radix * (base + ps->twiddle_split_rows);
            } else {
                at += len;
            }
        }
    }
    /* Bluestein's tables after the twiddles (fft_plan_layout.load_table);
     * a three-step convolution's steps take the whole M's */
    size_t m = fft_conv_length(L->n, L->conv_cols, L->conv_rows);
    if (L->load_table != FFT_TABLE_NONE) {
        L->passes[0].load_table_offset = at;
        at += fft_table_count(L->load_table, m, L->chirp_n);
    }
    if (L->store_table != FFT_TABLE_NONE) {
        L->passes[L->npasses - 1].store_table_offset = at;
        at += fft_table_count(L->store_table, m, L->chirp_n);
    }
    L->twiddle_count = at ? at : 1;
}

/* Addressing, access, buffers and twiddles of L's shaped passes; 0 when
 * the combination cannot be generated (choose_access). */
int fft_finish_layout(fft_plan_layout *L, const shape_rules *r)
{
    assign_addressing(L);
    /* (a split's paired column step keeps its exchange for the twist
     * even with one small pass: fft_plan_layout.prior_p; so do a
     * three-step convolution's column pairs) */
    int paired = (L->prior_p && r->paired_last) || fft_conv_pair_columns(L->conv_cols, L->pair_rows, L->store_kind);
    for (unsigned g = 0; g < L->npasses; g++)
        if (!choose_access(&L->passes[g], r, paired && g + 1 == L->npasses))
            return 0;
    assign_buffers(L);
    assign_twiddles(L);
    return 1;
}
