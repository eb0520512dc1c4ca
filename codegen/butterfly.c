#include "butterfly.h"

#include "unit_root.h"

#include <math.h>
#include <stdio.h>
#include <string.h>

void bf_fresh(bf_emitter *e, bf_var *v, const char *prefix)
{
    snprintf(v->s, sizeof v->s, "%s%u", prefix, e->next_id++);
}

void bf_literal(const bf_emitter *e, char *buf, size_t size, double v)
{
    if (e->fp64)
        snprintf(buf, size, "%.17g", v);
    else
        snprintf(buf, size, "%.9gf", (double)(float)v);
    /* make sure it reads as a floating literal: "1f" is not valid OpenCL C */
    if (!strpbrk(buf, ".en")) {
        char tmp[48];
        snprintf(tmp, sizeof tmp, "%s", buf);
        size_t len = strlen(tmp);
        if (!e->fp64 && len && tmp[len - 1] == 'f')
            tmp[len - 1] = '\0';
        snprintf(buf, size, e->fp64 ? "%s.0" : "%s.0f", tmp);
    }
}

int bf_radix_supported(unsigned radix)
{
    if (radix < 2 || radix > BF_MAX_RADIX)
        return 0;
    for (unsigned f = 2; f * f <= radix; f++)
        while (radix % f == 0 && radix != f)
            radix /= f;
    return 1;
}

void bf_emit_const_twiddle(bf_emitter *e, const char *dst, const char *src, unsigned long m,
                           unsigned long n)
{
    strbuf *sb = e->sb;
    m %= n;
    /* The table direction is forward (exp(-2 pi i m/n)); backward conjugates. */
    unsigned long m8 = m * 8;
    if (m8 % n == 0) {
        unsigned eighth = (unsigned)(m8 / n);
        if (!e->forward)
            eighth = (8 - eighth) % 8;
        const char *h = e->fp64 ? "M_SQRT1_2" : "M_SQRT1_2_F";
        switch (eighth) {
        case 0: /* 1 */
            if (strcmp(dst, src))
                strbuf_line(sb, "%s = %s;", dst, src);
            return;
        case 2: /* -i */
            strbuf_line(sb, "%s = cx(%s.y, -%s.x);", dst, src, src);
            return;
        case 4: /* -1 */
            strbuf_line(sb, "%s = cneg(%s);", dst, src);
            return;
        case 6: /* +i */
            strbuf_line(sb, "%s = cx(-%s.y, %s.x);", dst, src, src);
            return;
        case 1: /* (1 - i)/sqrt2 */
            strbuf_line(sb, "%s = cscale(%s, cx(%s.x + %s.y, %s.y - %s.x));", dst, h, src, src, src, src);
            return;
        case 3: /* (-1 - i)/sqrt2 */
            strbuf_line(sb, "%s = cscale(%s, cx(%s.y - %s.x, -%s.x - %s.y));", dst, h, src, src, src, src);
            return;
        case 5: /* (-1 + i)/sqrt2 */
            strbuf_line(sb, "%s = cscale(%s, cx(-%s.x - %s.y, %s.x - %s.y));", dst, h, src, src, src, src);
            return;
        default: /* (1 + i)/sqrt2 */
            strbuf_line(sb, "%s = cscale(%s, cx(%s.x - %s.y, %s.x + %s.y));", dst, h, src, src, src, src);
            return;
        }
    }
    double c, s;
    fft_unit_root(m, n, &c, &s);
    if (e->forward)
        s = -s;
    char lc[48], ls[48];
    bf_literal(e, lc, sizeof lc, c);
    bf_literal(e, ls, sizeof ls, s);
    strbuf_line(sb, "%s = cmul(%s, cx(%s, %s));", dst, src, lc, ls);
}

void bf_emit_table_twiddle(bf_emitter *e, const char *var, const char *table_expr)
{
    strbuf_line(e->sb, "%s = %s(%s, %s);", var, e->forward ? "cmul" : "cmul_conj", var, table_expr);
}

static void emit_radix2(bf_emitter *e, const bf_var *in, bf_var *out)
{
    bf_fresh(e, &out[0], "s");
    bf_fresh(e, &out[1], "d");
    strbuf_line(e->sb, "const cplx %s = cadd(%s, %s);", out[0].s, in[0].s, in[1].s);
    strbuf_line(e->sb, "const cplx %s = csub(%s, %s);", out[1].s, in[0].s, in[1].s);
}

/* Odd prime radix: pairs x_j, x_{r-j} share cos terms (sums) and sin terms
 * (differences), which halves the multiplications of a direct DFT. */
static void emit_odd_prime(bf_emitter *e, unsigned r, const bf_var *in, bf_var *out)
{
    strbuf *sb = e->sb;
    unsigned h = (r - 1) / 2;
    bf_var sum[BF_MAX_RADIX], dif[BF_MAX_RADIX];
    for (unsigned j = 1; j <= h; j++) {
        bf_fresh(e, &sum[j], "p");
        bf_fresh(e, &dif[j], "q");
        strbuf_line(sb, "const cplx %s = cadd(%s, %s);", sum[j].s, in[j].s, in[r - j].s);
        strbuf_line(sb, "const cplx %s = csub(%s, %s);", dif[j].s, in[j].s, in[r - j].s);
    }
    bf_fresh(e, &out[0], "y");
    strbuf_line(sb, "cplx %s = %s;", out[0].s, in[0].s);
    for (unsigned j = 1; j <= h; j++)
        strbuf_line(sb, "%s = cadd(%s, %s);", out[0].s, out[0].s, sum[j].s);
    for (unsigned k = 1; k <= h; k++) {
        bf_var a, b;
        bf_fresh(e, &a, "a");
        bf_fresh(e, &b, "b");
        strbuf_line(sb, "cplx %s = %s;", a.s, in[0].s);
        strbuf_line(sb, "cplx %s = cx(0, 0);", b.s);
        for (unsigned j = 1; j <= h; j++) {
            double c, s;
            fft_unit_root((unsigned long)j * k, r, &c, &s);
            char lc[48], ls[48];
            bf_literal(e, lc, sizeof lc, c);
            bf_literal(e, ls, sizeof ls, s);
            strbuf_line(sb, "%s = cmad(%s, %s, %s);", a.s, a.s, lc, sum[j].s);
            strbuf_line(sb, "%s = cmad(%s, %s, %s);", b.s, b.s, ls, dif[j].s);
        }
        /* y_k = a - i*sgn*b, y_{r-k} = a + i*sgn*b with sgn = +1 forward */
        bf_fresh(e, &out[k], "y");
        bf_fresh(e, &out[r - k], "y");
        if (e->forward) {
            strbuf_line(sb, "const cplx %s = cx(%s.x + %s.y, %s.y - %s.x);", out[k].s, a.s, b.s, a.s, b.s);
            strbuf_line(sb, "const cplx %s = cx(%s.x - %s.y, %s.y + %s.x);", out[r - k].s, a.s, b.s, a.s, b.s);
        } else {
            strbuf_line(sb, "const cplx %s = cx(%s.x - %s.y, %s.y + %s.x);", out[k].s, a.s, b.s, a.s, b.s);
            strbuf_line(sb, "const cplx %s = cx(%s.x + %s.y, %s.y - %s.x);", out[r - k].s, a.s, b.s, a.s, b.s);
        }
    }
}

static unsigned smallest_factor(unsigned r)
{
    for (unsigned f = 2; f * f <= r; f++)
        if (r % f == 0)
            return f;
    return r;
}

/* Composite radix r = r1*r2 (decimation in time):
 *   A[n2][k1] = DFT_r1 over n1 of x[r2*n1 + n2]
 *   A[n2][k1] *= w_r^(n2*k1)
 *   X[k1 + r1*k2] = DFT_r2 over n2 of A[n2][k1] */
static void emit_composite(bf_emitter *e, unsigned r, unsigned r1, const bf_var *in, bf_var *out)
{
    unsigned r2 = r / r1;
    bf_var a[BF_MAX_RADIX]; /* a[n2*r1 + k1] */
    for (unsigned n2 = 0; n2 < r2; n2++) {
        bf_var sub_in[BF_MAX_RADIX];
        for (unsigned n1 = 0; n1 < r1; n1++)
            sub_in[n1] = in[r2 * n1 + n2];
        bf_emit_dft(e, r1, sub_in, &a[n2 * r1]);
    }
    for (unsigned n2 = 1; n2 < r2; n2++)
        for (unsigned k1 = 1; k1 < r1; k1++) {
            bf_var *v = &a[n2 * r1 + k1];
            bf_var t;
            bf_fresh(e, &t, "t");
            strbuf_line(e->sb, "cplx %s;", t.s);
            bf_emit_const_twiddle(e, t.s, v->s, (unsigned long)n2 * k1, r);
            *v = t;
        }
    for (unsigned k1 = 0; k1 < r1; k1++) {
        bf_var sub_in[BF_MAX_RADIX], sub_out[BF_MAX_RADIX];
        for (unsigned n2 = 0; n2 < r2; n2++)
            sub_in[n2] = a[n2 * r1 + k1];
        bf_emit_dft(e, r2, sub_in, sub_out);
        for (unsigned k2 = 0; k2 < r2; k2++)
            out[k1 + r1 * k2] = sub_out[k2];
    }
}

void bf_emit_dft(bf_emitter *e, unsigned radix, const bf_var *in, bf_var *out)
{
    if (radix == 1) {
        out[0] = in[0];
        return;
    }
    if (radix == 2) {
        emit_radix2(e, in, out);
        return;
    }
    unsigned f = smallest_factor(radix);
    if (f == radix) {
        emit_odd_prime(e, radix, in, out);
        return;
    }
    /* Multiples of 4 start with a radix-4 step: it needs no multiplications. */
    unsigned r1 = (radix % 4 == 0 && radix > 4) ? 4 : f;
    emit_composite(e, radix, r1, in, out);
}
