/* The kernel of a fused plan (fft_fusion in lib/fft_plan.h): every pass of
 * the plan in one kernel, each work-group computing one tile of one pass of
 * one chunk of the batch, taken from a global counter in a fixed order.
 *
 * Synchronisation words (kernel argument `sync`, zero between launches):
 *   sync[0]                  next tile to take
 *   sync[1]                  work-groups finished (the last one zeroes all)
 *   sync[2 + g*chunks + c]   tiles of pass g of chunk c finished
 * A tile of pass g > 0 waits until every tile of pass g-1 of its chunk has
 * finished.  The order puts those tiles earlier, so the tiles it waits for
 * were taken by groups that are running: no deadlock, whatever the device
 * keeps resident.  The release and acquire follow the usual pattern of
 * grid-wide synchronisation: barrier, then one work-item fences and counts;
 * one work-item waits, fences, then the barrier lets the others read. */
#include <stdio.h>

#include "codegen.h"
#include "kernel_parts.h"

static void emit_signature(kernel_ctx *k)
{
    const fft_plan_layout *L = k->layout;
    const fft_fusion *F = &L->fusion;
    strbuf *sb = k->sb;
    char name[32];
    codegen_fused_kernel_name(name, sizeof name, k->forward);
    strbuf_line(sb, "/* %s transform: all %u passes in one kernel, chunks of %zu transform%s,", k->forward ? "Forward" : "Backward",
                L->npasses, F->chunk_transforms, F->chunk_transforms == 1 ? "" : "s");
    strbuf_line(sb, " * pass g of a chunk %u step%s after pass g-1 (%zu tiles per step). */", F->lag,
                F->lag == 1 ? "" : "s", F->tiles_per_step);
    strbuf_line(sb, "__kernel __attribute__((reqd_work_group_size(%u, 1, 1)))", F->work_group_size);
    /* no restrict on the data: passes of one kernel write what others read */
    strbuf_line(sb, "void %s(__global const cplx *in, __global cplx *out, __global const cplx *restrict tw,", name);
    strbuf_line(sb, "        __global cplx *scratch0, __global cplx *scratch1, __global volatile uint *sync)");
    strbuf_line(sb, "{");
}

static const char *buffer_arg(fft_buffer b)
{
    switch (b) {
    case FFT_BUF_IN: return "in";
    case FFT_BUF_OUT: return "out";
    case FFT_BUF_SCRATCH0: return "scratch0";
    default: return "scratch1";
    }
}

/* "slot < a ? v_last : slot < b ? v_next : ... : v_0": a value per pass,
 * chosen by the tile's slot within its step (later passes first). */
static void per_pass_expr(const kernel_ctx *k, char *buf, size_t size, const size_t *value)
{
    const fft_plan_layout *L = k->layout;
    const fft_fusion *F = &L->fusion;
    size_t at = 0, end = 0;
    buf[0] = '\0';
    for (unsigned g = L->npasses; g-- > 1 && at < size;) {
        end += F->tiles_per_chunk[g];
        at += (size_t)snprintf(buf + at, size - at, "slot < %zuu ? %zuu : ", end, value[g]);
    }
    if (at < size)
        snprintf(buf + at, size - at, "%zuu", value[0]);
}

/* The pass body of one tile of pass g. */
static void emit_tile(kernel_ctx *k, unsigned g)
{
    const fft_plan_layout *L = k->layout;
    const fft_pass *ps = &L->passes[g];
    strbuf *sb = k->sb;
    k->pass = ps;
    strbuf_line(sb, "/* pass %u: length-%zu transforms, p = %zu */", g, ps->radix, ps->p);
    strbuf_line(sb, "__global const cplx *src = %s;", buffer_arg(ps->src));
    strbuf_line(sb, "__global cplx *dst = %s;", buffer_arg(ps->dst));
    strbuf_line(sb, "const %s total = %zuu;", k->idx, L->batch * ps->butterflies);
    kernel_emit_exchange_arrays(k, "shared_ex");
    kernel_emit_pass_body(k, "tile");
}

/* Waits, signals and the barriers around them sit at the kernel's top
 * level, not inside the per-pass branches: pocl 3.1 skipped the code after
 * a barrier that ended such a branch, and the waiting tiles then spun
 * forever. */
void fused_kernel_emit(kernel_ctx *k)
{
    const fft_plan_layout *L = k->layout;
    const fft_fusion *F = &L->fusion;
    strbuf *sb = k->sb;
    size_t items = F->steps * F->tiles_per_step;
    size_t elem = L->elem_bytes;
    size_t pass_of[FFT_MAX_PASSES], first_slot[FFT_MAX_PASSES], producers[FFT_MAX_PASSES];
    size_t slot_at = 0;
    for (unsigned g = L->npasses; g-- > 0;) {
        pass_of[g] = g;
        first_slot[g] = slot_at;
        slot_at += F->tiles_per_chunk[g];
        producers[g] = g ? F->tiles_per_chunk[g - 1] : 0;
    }
    char pass_expr[512], first_expr[512], tiles_expr[512], need_expr[512];
    per_pass_expr(k, pass_expr, sizeof pass_expr, pass_of);
    per_pass_expr(k, first_expr, sizeof first_expr, first_slot);
    per_pass_expr(k, tiles_expr, sizeof tiles_expr, F->tiles_per_chunk);
    per_pass_expr(k, need_expr, sizeof need_expr, producers);
    emit_signature(k);
    sb->indent++;
    strbuf_line(sb, "__local cplx shared_ex[%zu];", (F->local_bytes + elem - 1) / elem);
    strbuf_line(sb, "__local uint taken;");
    strbuf_line(sb, "if (get_local_id(0) == 0)");
    strbuf_line(sb, "    taken = atomic_inc(&sync[0]);");
    strbuf_line(sb, "barrier(CLK_LOCAL_MEM_FENCE);");
    strbuf_line(sb, "const uint step = taken / %zuu;", F->tiles_per_step);
    strbuf_line(sb, "const uint slot = taken - step * %zuu;", F->tiles_per_step);
    strbuf_line(sb, "/* within a step the later passes come first: their inputs are older */");
    strbuf_line(sb, "const uint pass = %s;", pass_expr);
    strbuf_line(sb, "const uint chunk = step - pass * %uu;", F->lag);
    strbuf_line(sb, "const int live = step >= pass * %uu && chunk < %zuu;", F->lag, F->chunks);
    strbuf_line(sb, "const %s tile = (%s)chunk * (%s) + (slot - (%s));", k->idx, k->idx, tiles_expr, first_expr);
    strbuf_line(sb, "if (get_local_id(0) == 0 && live && pass > 0u) {");
    strbuf_line(sb, "    /* every tile of the previous pass of this chunk must have finished */");
    strbuf_line(sb, "    const uint need = %s;", need_expr);
    strbuf_line(sb, "    while (sync[2u + (pass - 1u) * %zuu + chunk] < need)", F->chunks);
    strbuf_line(sb, "        ;");
    strbuf_line(sb, "    mem_fence(CLK_GLOBAL_MEM_FENCE);");
    strbuf_line(sb, "}");
    strbuf_line(sb, "barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);");
    strbuf_line(sb, "if (live) {");
    sb->indent++;
    for (unsigned g = L->npasses; g-- > 0;) {
        if (g + 1 == L->npasses)
            strbuf_line(sb, "if (pass == %uu) {", g);
        else if (g > 0)
            strbuf_line(sb, "} else if (pass == %uu) {", g);
        else
            strbuf_line(sb, "} else {");
        sb->indent++;
        emit_tile(k, g);
        sb->indent--;
    }
    strbuf_line(sb, "}");
    sb->indent--;
    strbuf_line(sb, "}");
    strbuf_line(sb, "barrier(CLK_GLOBAL_MEM_FENCE | CLK_LOCAL_MEM_FENCE);");
    strbuf_line(sb, "if (get_local_id(0) == 0 && live && pass < %uu) {", L->npasses - 1);
    strbuf_line(sb, "    mem_fence(CLK_GLOBAL_MEM_FENCE);");
    strbuf_line(sb, "    atomic_inc(&sync[2u + pass * %zuu + chunk]);", F->chunks);
    strbuf_line(sb, "}");
    strbuf_line(sb, "/* the last group to finish leaves the counters zero for the next launch */");
    strbuf_line(sb, "if (get_local_id(0) == 0 && atomic_inc(&sync[1]) == %zuu) {", items - 1);
    strbuf_line(sb, "    for (uint w = 0; w < %zuu; w++)", F->sync_words);
    strbuf_line(sb, "        sync[w] = 0;");
    strbuf_line(sb, "}");
    sb->indent--;
    strbuf_line(sb, "}");
    strbuf_append(sb, "\n");
}
