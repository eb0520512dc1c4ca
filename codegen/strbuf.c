#include "strbuf.h"

#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void strbuf_init(strbuf *sb)
{
    memset(sb, 0, sizeof *sb);
}

void strbuf_free(strbuf *sb)
{
    free(sb->data);
    strbuf_init(sb);
}

static int reserve(strbuf *sb, size_t extra)
{
    if (sb->failed)
        return 0;
    if (sb->len + extra + 1 <= sb->cap)
        return 1;
    size_t cap = sb->cap ? sb->cap : 4096;
    while (cap < sb->len + extra + 1) {
        if (cap > ((size_t)-1) / 2) {
            sb->failed = 1;
            return 0;
        }
        cap *= 2;
    }
    char *grown = realloc(sb->data, cap);
    if (!grown) {
        sb->failed = 1;
        return 0;
    }
    sb->data = grown;
    sb->cap = cap;
    return 1;
}

void strbuf_append(strbuf *sb, const char *text)
{
    size_t n = strlen(text);
    if (!reserve(sb, n))
        return;
    memcpy(sb->data + sb->len, text, n + 1);
    sb->len += n;
}

static void append_va(strbuf *sb, const char *fmt, va_list ap)
{
    va_list copy;
    va_copy(copy, ap);
    int n = vsnprintf(NULL, 0, fmt, copy);
    va_end(copy);
    if (n < 0) {
        sb->failed = 1;
        return;
    }
    if (!reserve(sb, (size_t)n))
        return;
    vsnprintf(sb->data + sb->len, (size_t)n + 1, fmt, ap);
    sb->len += (size_t)n;
}

void strbuf_printf(strbuf *sb, const char *fmt, ...)
{
    va_list ap;
    va_start(ap, fmt);
    append_va(sb, fmt, ap);
    va_end(ap);
}

void strbuf_line(strbuf *sb, const char *fmt, ...)
{
    va_list ap;
    for (int i = 0; i < sb->indent; i++)
        strbuf_append(sb, "    ");
    va_start(ap, fmt);
    append_va(sb, fmt, ap);
    va_end(ap);
    strbuf_append(sb, "\n");
}

char *strbuf_take(strbuf *sb)
{
    if (sb->failed || !reserve(sb, 0)) {
        strbuf_free(sb);
        return NULL;
    }
    char *text = sb->data;
    strbuf_init(sb);
    return text;
}
