/* Size arithmetic that reports overflow instead of wrapping. */
#ifndef LIBCLFFT_CHECKED_H
#define LIBCLFFT_CHECKED_H

#include <stddef.h>
#include <stdint.h>

/* *out = a * b; nonzero (and *out untouched) when it overflows. */
static inline int mul_overflows(size_t a, size_t b, size_t *out)
{
    if (a != 0 && b > SIZE_MAX / a)
        return 1;
    *out = a * b;
    return 0;
}

/* *out = a + b; nonzero (and *out untouched) when it overflows. */
static inline int add_overflows(size_t a, size_t b, size_t *out)
{
    if (b > SIZE_MAX - a)
        return 1;
    *out = a + b;
    return 0;
}

#endif
