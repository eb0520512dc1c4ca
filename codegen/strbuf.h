/* A growable string buffer with a sticky error: once an allocation fails,
 * every later append is a no-op and strbuf_take() returns NULL, so emitters
 * need not check each call. */
#ifndef LIBCLFFT_STRBUF_H
#define LIBCLFFT_STRBUF_H

#include <stddef.h>

#if defined(__GNUC__)
#define STRBUF_PRINTF_LIKE(a, b) __attribute__((format(printf, a, b)))
#else
#define STRBUF_PRINTF_LIKE(a, b)
#endif

typedef struct strbuf {
    char *data;
    size_t len, cap;
    int failed;
    int indent; /* spaces are emitted in units of 4 by strbuf_line */
} strbuf;

void strbuf_init(strbuf *sb);
void strbuf_free(strbuf *sb);
void strbuf_append(strbuf *sb, const char *text);
void strbuf_printf(strbuf *sb, const char *fmt, ...) STRBUF_PRINTF_LIKE(2, 3);
/* One indented line (a newline is added). */
void strbuf_line(strbuf *sb, const char *fmt, ...) STRBUF_PRINTF_LIKE(2, 3);
/* Hands the text to the caller (malloc'ed), or NULL if anything failed. */
char *strbuf_take(strbuf *sb);

#endif
