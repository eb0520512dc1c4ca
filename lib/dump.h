/* CLFFT_DUMP_DIR: plans write their generated kernels there. */
#ifndef LIBCLFFT_DUMP_H
#define LIBCLFFT_DUMP_H

#include "clfft/clfft.h"

/* When CLFFT_DUMP_DIR is set, writes source to
 * $CLFFT_DUMP_DIR/clfft_<name_hint>_<12 hex digits of its hash>.cl and
 * returns CLFFT_OK (also when unset); CLFFT_ERR_IO with the path when the
 * file cannot be written.  The file is written under a fresh temporary name
 * (O_CREAT | O_EXCL | O_NOFOLLOW) and renamed into place, so that a link
 * planted under the final name is replaced, never followed. */
clfft_status fft_dump_source(const char *name_hint, const char *source);

#endif
