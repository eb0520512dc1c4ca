/* Status texts, generated from the one list in clfft.h. */
#include "clfft/clfft.h"

const char *clfft_status_string(clfft_status status)
{
    switch (status) {
#define STATUS_TEXT_(name, value, text) \
    case CLFFT_##name:                  \
        return "CLFFT_" #name ": " text;
        CLFFT_STATUS_MAP(STATUS_TEXT_)
#undef STATUS_TEXT_
    }
    return "unknown clfft_status";
}

const char *clfft_version_string(void)
{
#define STR2_(x) #x
#define STR_(x) STR2_(x)
    return STR_(LIBCLFFT_VERSION_MAJOR) "." STR_(LIBCLFFT_VERSION_MINOR) "." STR_(
        LIBCLFFT_VERSION_PATCH);
#undef STR_
#undef STR2_
}

unsigned clfft_version(void)
{
    return LIBCLFFT_VERSION;
}

void clfft_free(void *p)
{
    extern void free(void *);
    free(p);
}
