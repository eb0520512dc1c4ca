/* Capturing fd 2 around kernel compilation (bench_quiet.h). */
#include "bench_quiet.h"

#include <ctype.h>
#include <stdio.h>
#include <string.h>

#if defined(__unix__) || defined(__APPLE__)
#include <unistd.h>

/* "6 warnings generated.", "1 warning and 2 errors generated." */
static int is_chatter(const char *line)
{
    if (!isdigit((unsigned char)line[0]))
        return 0;
    size_t len = strlen(line);
    while (len && (line[len - 1] == '\n' || line[len - 1] == '\r'))
        len--;
    static const char tail[] = " generated.";
    return len >= sizeof tail - 1 && !memcmp(line + len - (sizeof tail - 1), tail, sizeof tail - 1) &&
           (strstr(line, "warning") || strstr(line, "error"));
}

void quiet_begin(quiet_state *q)
{
    q->saved_fd = -1;
    q->file = NULL;
    fflush(stderr);
    FILE *f = tmpfile();
    if (!f)
        return; /* chatter then shows, nothing worse */
    int saved = dup(2);
    if (saved < 0 || dup2(fileno(f), 2) < 0) {
        if (saved >= 0)
            close(saved);
        fclose(f);
        return;
    }
    q->saved_fd = saved;
    q->file = f;
}

void quiet_end(quiet_state *q)
{
    if (q->saved_fd < 0)
        return;
    fflush(stderr);
    dup2(q->saved_fd, 2);
    close(q->saved_fd);
    q->saved_fd = -1;
    FILE *f = q->file;
    q->file = NULL;
    rewind(f);
    char line[4096];
    while (fgets(line, sizeof line, f))
        if (!is_chatter(line))
            fputs(line, stderr);
    fclose(f);
}

#else

void quiet_begin(quiet_state *q)
{
    q->saved_fd = -1;
    q->file = NULL;
}

void quiet_end(quiet_state *q)
{
    (void)q;
}

#endif
