/* Stage 4: compile + cache (see program_cache.h).
 *
 * Memory cache: one process-wide list of built programs keyed by (context,
 * device, key hash).  An entry holds the one reference clCreateProgram* gave
 * it and counts the plans using it; the last program_cache_put releases it,
 * so the cache never keeps a user's context alive after its plans are gone.
 *
 * Disk cache: <dir>/<hex key>.clbin holds the device binary behind a header
 * and the key material it was built from (source, options, device, library
 * version), all checked before the binary is handed to the driver: a file
 * of another program, whatever its name or digest, is never loaded.  Any
 * disk problem only costs a rebuild from source: the cache is an
 * optimisation and must never turn a buildable program into a failure.
 *
 * Trust: binaries are executable code, so the directory and every entry
 * must belong to the current user and be writable by no one else (as
 * ccache, pip and Mesa require); entries are opened without following
 * links and without blocking, and only regular files are read.  Anything
 * else is refused with a note in clfft_last_error() and costs a rebuild. */
#include "program_cache.h"

#include "error.h"
#include "hash.h"

#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

/* Bump when the file layout or anything hashed into the key changes. */
enum { CACHE_FORMAT_VERSION = 2 };

static const char cache_magic[8] = {'C', 'L', 'F', 'F', 'T', 'B', 'I', 'N'};

enum {
    HEADER_MAGIC_OFFSET = 0,
    HEADER_VERSION_OFFSET = 8,   /* u32, little-endian */
    HEADER_KEY_OFFSET = 12,      /* XXH3-128 of the key material: high then low half, u64 LE each */
    HEADER_MATERIAL_OFFSET = 28, /* u64 key material length */
    HEADER_LENGTH_OFFSET = 36,   /* u64 payload (binary) length */
    HEADER_CHECKSUM_OFFSET = 44, /* XXH3-128 of material and payload */
    HEADER_SIZE = 60,            /* then the material, then the payload */
};

/* Larger files are not binaries we wrote; refuse before reading them. */
static const size_t max_cache_file_bytes = (size_t)256 << 20;

typedef struct cache_entry {
    cl_context ctx;
    cl_device_id dev;
    fft_hash key;
    unsigned char *material; /* what key is the hash of (compared too) */
    size_t material_len;
    cl_program program;
    unsigned long users;
    struct cache_entry *next;
} cache_entry;

static pthread_mutex_t cache_lock = PTHREAD_MUTEX_INITIALIZER;
static cache_entry *entries;   /* guarded by cache_lock */
static clfft_cache_stats stats; /* guarded by cache_lock */

static void count(unsigned long *counter)
{
    pthread_mutex_lock(&cache_lock);
    (*counter)++;
    pthread_mutex_unlock(&cache_lock);
}

void clfft_cache_get_stats(clfft_cache_stats *out)
{
    if (!out)
        return;
    pthread_mutex_lock(&cache_lock);
    *out = stats;
    pthread_mutex_unlock(&cache_lock);
}

/* ---- cache directory ---- */

/* $CLFFT_CACHE_DIR ("", "0" or "off" disable the cache), else
 * $XDG_CACHE_HOME/libclfft, else $HOME/.cache/libclfft.  Read on every use
 * so that a program (or a test) may change it at run time.  Returns 0 when
 * disabled. */
static int resolve_cache_dir(char *out, size_t size)
{
    const char *dir = getenv("CLFFT_CACHE_DIR");
    int n;
    if (dir) {
        if (!*dir || strcmp(dir, "0") == 0 || strcmp(dir, "off") == 0)
            return 0;
        n = snprintf(out, size, "%s", dir);
    } else {
        const char *xdg = getenv("XDG_CACHE_HOME");
        const char *home = getenv("HOME");
        if (xdg && xdg[0] == '/') /* the XDG spec says to ignore relative paths */
            n = snprintf(out, size, "%s/libclfft", xdg);
        else if (home && *home)
            n = snprintf(out, size, "%s/.cache/libclfft", home);
        else
            return 0;
    }
    return n > 0 && (size_t)n < size; /* a truncated path would name another directory */
}

const char *clfft_cache_directory(void)
{
    /* Per thread, so that no other thread rewrites it while the caller reads. */
    static _Thread_local char dir[PATH_MAX];
    if (!resolve_cache_dir(dir, sizeof dir))
        dir[0] = '\0';
    return dir;
}

/* mkdir -p with owner-only permissions: binaries are executable code, and
 * another user's must not be loaded. */
static int make_directories(const char *path)
{
    char partial[PATH_MAX];
    size_t len = strlen(path);
    if (len == 0 || len >= sizeof partial)
        return 0;
    memcpy(partial, path, len + 1);
    for (size_t i = 1; i <= len; i++) {
        if (partial[i] != '/' && partial[i] != '\0')
            continue;
        char saved = partial[i];
        partial[i] = '\0';
        if (mkdir(partial, 0700) != 0 && errno != EEXIST)
            return 0;
        partial[i] = saved;
    }
    return 1;
}

/* Whether the disk cache may use dir: it must be a directory of the current
 * user that group and others cannot write (they could plant binaries).  A
 * missing directory is fine (we create it 0700).  Otherwise records why not
 * as a note and returns 0. */
static int dir_trusted(const char *dir, int *exists)
{
    struct stat st;
    *exists = 0;
    if (stat(dir, &st) != 0)
        return errno == ENOENT;
    *exists = 1;
    if (!S_ISDIR(st.st_mode))
        fft_note("disk cache not used: %s is not a directory", dir);
    else if (st.st_uid != geteuid())
        fft_note("disk cache not used: directory %s belongs to uid %lu, not to this user (uid %lu)", dir,
                 (unsigned long)st.st_uid, (unsigned long)geteuid());
    else if (st.st_mode & (S_IWGRP | S_IWOTH))
        fft_note("disk cache not used: directory %s is writable by group or others (mode %03o)", dir,
                 (unsigned)(st.st_mode & 0777));
    else
        return 1;
    return 0;
}

/* ---- the key ---- */

static cl_int hash_info_string(fft_key *h, cl_int (*get)(void *, cl_uint, size_t, void *, size_t *),
                               void *object, cl_uint param)
{
    size_t size = 0;
    cl_int err = get(object, param, 0, NULL, &size);
    if (err != CL_SUCCESS)
        return err;
    char *text = malloc(size + 1);
    if (!text)
        return CL_OUT_OF_HOST_MEMORY;
    err = get(object, param, size, text, NULL);
    if (err == CL_SUCCESS) {
        text[size] = '\0';
        fft_key_str(h, text);
    }
    free(text);
    return err;
}

/* Adapters so that one helper serves both info functions. */
static cl_int get_device_info(void *object, cl_uint param, size_t size, void *value, size_t *ret)
{
    return clGetDeviceInfo((cl_device_id)object, param, size, value, ret);
}

static cl_int get_platform_info(void *object, cl_uint param, size_t size, void *value, size_t *ret)
{
    return clGetPlatformInfo((cl_platform_id)object, param, size, value, ret);
}

clfft_status program_cache_hash_device(fft_key *h, cl_device_id dev)
{
    static const cl_device_info device_params[] = {CL_DEVICE_NAME, CL_DEVICE_VENDOR,
                                                   CL_DRIVER_VERSION, CL_DEVICE_VERSION};
    static const cl_platform_info platform_params[] = {CL_PLATFORM_NAME, CL_PLATFORM_VERSION};
    for (size_t i = 0; i < sizeof device_params / sizeof device_params[0]; i++) {
        cl_int err = hash_info_string(h, get_device_info, dev, device_params[i]);
        if (err != CL_SUCCESS)
            return fft_fail(err == CL_INVALID_DEVICE ? CLFFT_ERR_INVALID_DEVICE
                                                     : fft_status_from_cl(err),
                            "cache key: clGetDeviceInfo(0x%x) failed: %s",
                            (unsigned)device_params[i], fft_cl_error_name(err));
    }
    cl_platform_id platform = NULL;
    cl_int err = clGetDeviceInfo(dev, CL_DEVICE_PLATFORM, sizeof platform, &platform, NULL);
    for (size_t i = 0; err == CL_SUCCESS && i < sizeof platform_params / sizeof platform_params[0];
         i++)
        err = hash_info_string(h, get_platform_info, platform, platform_params[i]);
    if (err != CL_SUCCESS)
        return fft_fail(fft_status_from_cl(err), "cache key: platform query failed: %s",
                        fft_cl_error_name(err));
    return CLFFT_OK;
}

/* Everything that can change the binary: what is compiled, how, by which
 * compiler for which device, and by which library version.  *material gets
 * those bytes (the caller frees them), *key their hash. */
static clfft_status compute_key(cl_device_id dev, const char *source, const char *options,
                                fft_key *material, fft_hash *key)
{
    fft_key_init(material);
    fft_key_u64(material, CACHE_FORMAT_VERSION);
    fft_key_str(material, clfft_version_string());
    fft_key_str(material, source);
    fft_key_str(material, options);
    clfft_status st = program_cache_hash_device(material, dev);
    if (st == CLFFT_OK && material->failed)
        st = fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "program cache: key material of %zu bytes", material->len);
    if (st != CLFFT_OK) {
        fft_key_free(material);
        return st;
    }
    *key = fft_key_hash(material);
    return CLFFT_OK;
}

/* ---- memory cache ---- */

/* Caller holds cache_lock. */
static cache_entry *find_entry(cl_context ctx, cl_device_id dev, const fft_hash *key, const fft_key *material)
{
    for (cache_entry *e = entries; e; e = e->next)
        if (e->ctx == ctx && e->dev == dev && fft_hash_equal(&e->key, key) && e->material_len == material->len &&
            memcmp(e->material, material->data, material->len) == 0)
            return e;
    return NULL;
}

static int take_cached(cl_context ctx, cl_device_id dev, const fft_hash *key, const fft_key *material,
                       cl_program *program)
{
    pthread_mutex_lock(&cache_lock);
    cache_entry *e = find_entry(ctx, dev, key, material);
    if (e) {
        e->users++;
        stats.memory_hits++;
        *program = e->program;
    }
    pthread_mutex_unlock(&cache_lock);
    return e != NULL;
}

/* Publishes a freshly built program, or, when another thread built the same
 * one meanwhile, releases ours and shares theirs. */
static clfft_status publish(cl_context ctx, cl_device_id dev, const fft_hash *key, fft_key *material,
                            cl_program built, cl_program *program)
{
    cache_entry *fresh = malloc(sizeof *fresh);
    pthread_mutex_lock(&cache_lock);
    cache_entry *e = find_entry(ctx, dev, key, material);
    if (e) {
        e->users++;
        *program = e->program;
    } else if (fresh) {
        *fresh = (cache_entry){ctx, dev, *key, material->data, material->len, built, 1, entries};
        fft_key_init(material); /* the entry owns the bytes now */
        entries = fresh;
        *program = built;
        fresh = NULL;
        built = NULL;
    }
    pthread_mutex_unlock(&cache_lock);
    if (e) {
        free(fresh);
        clReleaseProgram(built);
        return CLFFT_OK;
    }
    if (built) { /* the entry could not be allocated */
        clReleaseProgram(built);
        return fft_fail(CLFFT_ERR_OUT_OF_HOST_MEMORY, "program cache: %zu bytes for an entry",
                        sizeof *fresh);
    }
    return CLFFT_OK;
}

void program_cache_put(cl_program program)
{
    if (!program)
        return;
    int release = 1; /* a program we never handed out is still the caller's reference */
    pthread_mutex_lock(&cache_lock);
    for (cache_entry **link = &entries; *link; link = &(*link)->next) {
        cache_entry *e = *link;
        if (e->program != program)
            continue;
        if (--e->users == 0) {
            *link = e->next;
            free(e->material);
            free(e);
        } else {
            release = 0;
        }
        break;
    }
    pthread_mutex_unlock(&cache_lock);
    if (release)
        clReleaseProgram(program); /* outside the lock: it may free a context */
}

/* ---- building ---- */

static char *build_log(cl_program program, cl_device_id dev)
{
    size_t size = 0;
    if (clGetProgramBuildInfo(program, dev, CL_PROGRAM_BUILD_LOG, 0, NULL, &size) != CL_SUCCESS)
        return NULL;
    char *log = malloc(size + 1);
    if (!log)
        return NULL;
    if (clGetProgramBuildInfo(program, dev, CL_PROGRAM_BUILD_LOG, size, log, NULL) != CL_SUCCESS) {
        free(log);
        return NULL;
    }
    log[size] = '\0';
    return log;
}

static clfft_status build_from_source(cl_context ctx, cl_device_id dev, const char *source,
                                      const char *options, cl_program *program)
{
    cl_int err;
    cl_program p = clCreateProgramWithSource(ctx, 1, &source, NULL, &err);
    if (err != CL_SUCCESS)
        return fft_fail(fft_status_from_cl(err), "clCreateProgramWithSource failed: %s",
                        fft_cl_error_name(err));
    err = clBuildProgram(p, 1, &dev, options, NULL, NULL);
    if (err != CL_SUCCESS) {
        clfft_status st;
        if (err == CL_BUILD_PROGRAM_FAILURE || err == CL_INVALID_BUILD_OPTIONS ||
            err == CL_COMPILER_NOT_AVAILABLE) {
            char *log = build_log(p, dev);
            st = fft_fail_with_log(CLFFT_ERR_BUILD_FAILED, log,
                                   "clBuildProgram failed: %s (options \"%s\")%s",
                                   fft_cl_error_name(err), options, log ? "; build log:" : "");
            free(log);
        } else {
            st = fft_fail(fft_status_from_cl(err), "clBuildProgram failed: %s",
                          fft_cl_error_name(err));
        }
        clReleaseProgram(p);
        return st;
    }
    count(&stats.builds);
    *program = p;
    return CLFFT_OK;
}

/* ---- disk cache ---- */

static void put_le(unsigned char *out, uint64_t value, int bytes)
{
    for (int i = 0; i < bytes; i++)
        out[i] = (unsigned char)(value >> (8 * i));
}

static uint64_t get_le(const unsigned char *in, int bytes)
{
    uint64_t value = 0;
    for (int i = bytes - 1; i >= 0; i--)
        value = (value << 8) | in[i];
    return value;
}

static void put_hash(unsigned char *out, const fft_hash *h)
{
    put_le(out, h->a, 8);
    put_le(out + 8, h->b, 8);
}

/* XXH3-128 of an entry's material and payload, which lie one after the
 * other in the file. */
static fft_hash entry_checksum(const unsigned char *material, size_t material_len, const unsigned char *payload,
                               size_t payload_len)
{
    fft_key both;
    fft_key_init(&both);
    fft_key_bytes(&both, material, material_len);
    fft_key_bytes(&both, payload, payload_len);
    fft_hash h = both.failed ? (fft_hash){0, 0} : fft_key_hash(&both);
    fft_key_free(&both);
    return h;
}

static int hash_matches(const unsigned char *in, const fft_hash *h)
{
    return get_le(in, 8) == h->a && get_le(in + 8, 8) == h->b;
}

static int entry_path(char *out, size_t size, const char *dir, const fft_hash *key,
                      const char *suffix)
{
    char hex[33];
    fft_hash_hex(key, hex);
    int n = snprintf(out, size, "%s/%s%s", dir, hex, suffix);
    return n > 0 && (size_t)n < size;
}

typedef enum disk_result { DISK_MISSING, DISK_BAD, DISK_OK } disk_result;

/* Reads the whole file of min_size bytes or more; DISK_MISSING when there
 * is none (not a reject).  Never blocks on a FIFO or a device and never
 * follows a link (O_NONBLOCK | O_NOFOLLOW, then only regular files), and
 * reads only files of this user that no one else may write. */
static disk_result read_file(const char *path, size_t min_size, unsigned char **data, size_t *size)
{
    int fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK | O_NOCTTY);
    if (fd < 0) {
        if (errno == ENOENT)
            return DISK_MISSING;
        fft_note("disk cache entry %s refused: %s", path,
                 errno == ELOOP ? "it is a symbolic link" : "it cannot be opened");
        return DISK_BAD;
    }
    struct stat st;
    disk_result result = DISK_BAD;
    unsigned char *buf = NULL;
    if (fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        fft_note("disk cache entry %s refused: not a regular file", path);
        goto done;
    }
    if (st.st_uid != geteuid() || (st.st_mode & (S_IWGRP | S_IWOTH))) {
        fft_note("disk cache entry %s refused: owned by uid %lu with mode %03o (must be this user's, uid %lu, "
                 "and writable by no one else)",
                 path, (unsigned long)st.st_uid, (unsigned)(st.st_mode & 0777), (unsigned long)geteuid());
        goto done;
    }
    if ((size_t)st.st_size < min_size || (unsigned long long)st.st_size > max_cache_file_bytes)
        goto done;
    size_t len = (size_t)st.st_size, got = 0;
    buf = malloc(len);
    if (!buf)
        goto done;
    while (got < len) {
        ssize_t n = read(fd, buf + got, len - got);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) /* also EAGAIN: a regular file never gives it */
            goto done;
        got += (size_t)n;
    }
    *data = buf;
    *size = len;
    buf = NULL;
    result = DISK_OK;
done:
    free(buf);
    close(fd);
    return result;
}

/* Checks the header and that the entry was built from exactly this key
 * material; on success points *payload into data. */
static int validate_entry(const unsigned char *data, size_t size, const fft_hash *key, const fft_key *material,
                          const unsigned char **payload, size_t *payload_size)
{
    if (size < HEADER_SIZE || memcmp(data + HEADER_MAGIC_OFFSET, cache_magic, sizeof cache_magic))
        return 0;
    if (get_le(data + HEADER_VERSION_OFFSET, 4) != CACHE_FORMAT_VERSION)
        return 0;
    if (!hash_matches(data + HEADER_KEY_OFFSET, key)) /* a renamed file */
        return 0;
    uint64_t material_len = get_le(data + HEADER_MATERIAL_OFFSET, 8);
    uint64_t length = get_le(data + HEADER_LENGTH_OFFSET, 8);
    if (material_len != material->len || length == 0 || length != size - HEADER_SIZE - material_len ||
        size - HEADER_SIZE < material_len)
        return 0;
    /* a colliding or forged file: same digest, other material */
    if (memcmp(data + HEADER_SIZE, material->data, material->len) != 0) {
        fft_note("disk cache entry refused: it was built from other key material than its name says");
        return 0;
    }
    fft_hash checksum = entry_checksum(data + HEADER_SIZE, (size_t)material_len,
                                       data + HEADER_SIZE + material_len, (size_t)length);
    if (!hash_matches(data + HEADER_CHECKSUM_OFFSET, &checksum))
        return 0;
    *payload = data + HEADER_SIZE + material_len;
    *payload_size = (size_t)length;
    return 1;
}

/* DISK_OK with *program built, DISK_MISSING, or DISK_BAD (counted as a
 * reject).  Context/device errors are the caller's, not the file's: they
 * read as DISK_MISSING and surface when the source build fails the same way. */
static disk_result load_from_disk(cl_context ctx, cl_device_id dev, const char *dir, const fft_hash *key,
                                  const fft_key *material, const char *options, cl_program *program)
{
    char path[PATH_MAX];
    unsigned char *data = NULL;
    size_t size = 0;
    if (!entry_path(path, sizeof path, dir, key, ".clbin"))
        return DISK_MISSING;
    disk_result result = read_file(path, HEADER_SIZE, &data, &size);
    if (result != DISK_OK)
        return result;
    const unsigned char *payload;
    size_t payload_size;
    result = DISK_BAD;
    if (validate_entry(data, size, key, material, &payload, &payload_size)) {
        cl_int binary_status = CL_SUCCESS, err;
        cl_program p = clCreateProgramWithBinary(ctx, 1, &dev, &payload_size, &payload,
                                                 &binary_status, &err);
        if (err == CL_INVALID_CONTEXT || err == CL_INVALID_DEVICE) {
            free(data);
            return DISK_MISSING; /* not the file's fault */
        }
        if (err == CL_SUCCESS && binary_status == CL_SUCCESS) {
            if (clBuildProgram(p, 1, &dev, options, NULL, NULL) == CL_SUCCESS) {
                *program = p;
                p = NULL;
                result = DISK_OK;
            }
        }
        if (p)
            clReleaseProgram(p);
    }
    free(data);
    return result;
}

/* The binary for dev, which need not be the context's first device. */
static unsigned char *program_binary(cl_program program, cl_device_id dev, size_t *size)
{
    cl_uint ndev = 0;
    if (clGetProgramInfo(program, CL_PROGRAM_NUM_DEVICES, sizeof ndev, &ndev, NULL) != CL_SUCCESS ||
        ndev == 0)
        return NULL;
    cl_device_id *devs = calloc(ndev, sizeof *devs);
    size_t *sizes = calloc(ndev, sizeof *sizes);
    unsigned char **binaries = calloc(ndev, sizeof *binaries);
    unsigned char *result = NULL;
    cl_uint index = ndev;
    if (!devs || !sizes || !binaries)
        goto done;
    if (clGetProgramInfo(program, CL_PROGRAM_DEVICES, ndev * sizeof *devs, devs, NULL) !=
            CL_SUCCESS ||
        clGetProgramInfo(program, CL_PROGRAM_BINARY_SIZES, ndev * sizeof *sizes, sizes, NULL) !=
            CL_SUCCESS)
        goto done;
    for (cl_uint i = 0; i < ndev; i++)
        if (devs[i] == dev)
            index = i;
    if (index == ndev || sizes[index] == 0 || sizes[index] > max_cache_file_bytes - HEADER_SIZE)
        goto done;
    /* Other devices' slots stay NULL: the driver skips them. */
    binaries[index] = malloc(sizes[index]);
    if (!binaries[index])
        goto done;
    if (clGetProgramInfo(program, CL_PROGRAM_BINARIES, ndev * sizeof *binaries, binaries, NULL) !=
        CL_SUCCESS)
        goto done;
    result = binaries[index];
    binaries[index] = NULL;
    *size = sizes[index];
done:
    if (binaries && index < ndev)
        free(binaries[index]);
    free(binaries);
    free(sizes);
    free(devs);
    return result;
}

int fft_write_all(int fd, const void *buf, size_t size)
{
    const unsigned char *data = buf;
    while (size) {
        ssize_t n = write(fd, data, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return 0;
        data += n;
        size -= (size_t)n;
    }
    return 1;
}

/* Best effort: every failure just leaves no (or the old) entry.  Writing a
 * temporary file and renaming it over the entry means a reader never sees a
 * half-written file, even with several processes saving at once.  The
 * entry's bytes are head followed by body; temp_path ends in XXXXXX. */
static void write_entry(char *temp_path, const char *final_path, const unsigned char *head, size_t head_size,
                        const unsigned char *middle, size_t middle_size, const unsigned char *body,
                        size_t body_size)
{
    int fd = mkostemp(temp_path, O_CLOEXEC); /* O_EXCL, mode 0600 */
    if (fd < 0)
        return;
    int ok = fft_write_all(fd, head, head_size) && fft_write_all(fd, middle, middle_size) &&
             fft_write_all(fd, body, body_size);
    ok = close(fd) == 0 && ok;
    if (!ok || rename(temp_path, final_path) != 0)
        unlink(temp_path);
}

static void save_to_disk(cl_program program, cl_device_id dev, const char *dir, const fft_hash *key,
                         const fft_key *material)
{
    size_t size = 0;
    unsigned char *binary = program_binary(program, dev, &size);
    char final_path[PATH_MAX], temp_path[PATH_MAX];
    if (!binary)
        return;
    if (!make_directories(dir) || !entry_path(final_path, sizeof final_path, dir, key, ".clbin") ||
        !entry_path(temp_path, sizeof temp_path, dir, key, ".XXXXXX")) {
        free(binary);
        return;
    }
    unsigned char header[HEADER_SIZE];
    fft_hash checksum = entry_checksum(material->data, material->len, binary, size);
    memcpy(header + HEADER_MAGIC_OFFSET, cache_magic, sizeof cache_magic);
    put_le(header + HEADER_VERSION_OFFSET, CACHE_FORMAT_VERSION, 4);
    put_hash(header + HEADER_KEY_OFFSET, key);
    put_le(header + HEADER_MATERIAL_OFFSET, material->len, 8);
    put_le(header + HEADER_LENGTH_OFFSET, size, 8);
    put_hash(header + HEADER_CHECKSUM_OFFSET, &checksum);

    write_entry(temp_path, final_path, header, sizeof header, material->data, material->len, binary, size);
    free(binary);
}

/* ---- small text files ---- */

void program_cache_save_text(const char *name, const char *text)
{
    char dir[PATH_MAX], final_path[PATH_MAX], temp_path[PATH_MAX];
    int exists;
    if (!resolve_cache_dir(dir, sizeof dir) || !dir_trusted(dir, &exists) || !make_directories(dir))
        return;
    int n1 = snprintf(final_path, sizeof final_path, "%s/%s", dir, name);
    int n2 = snprintf(temp_path, sizeof temp_path, "%s/%s.XXXXXX", dir, name);
    if (n1 <= 0 || (size_t)n1 >= sizeof final_path || n2 <= 0 || (size_t)n2 >= sizeof temp_path)
        return;
    write_entry(temp_path, final_path, (const unsigned char *)text, strlen(text), NULL, 0, NULL, 0);
}

char *program_cache_load_text(const char *name)
{
    char dir[PATH_MAX], path[PATH_MAX];
    unsigned char *data = NULL;
    size_t size = 0;
    int exists;
    if (!resolve_cache_dir(dir, sizeof dir) || !dir_trusted(dir, &exists) || !exists)
        return NULL;
    int n = snprintf(path, sizeof path, "%s/%s", dir, name);
    if (n <= 0 || (size_t)n >= sizeof path || read_file(path, 1, &data, &size) != DISK_OK)
        return NULL;
    char *text = realloc(data, size + 1);
    if (!text) {
        free(data);
        return NULL;
    }
    text[size] = '\0';
    return text;
}

/* ---- which devices use the disk cache ---- */

/* Whether the OpenCL implementation keeps compiled kernels on disk itself,
 * where our entries would cost more than they save: pocl (CL_DEVICE_VERSION
 * "OpenCL 3.0 PoCL ...") with its kernel cache on, as it is unless
 * POCL_KERNEL_CACHE=0.  pocl compiles a kernel at its first launch,
 * specialised to the launch's work-group size, and keeps that in its own
 * cache, keyed by the source as ours is; CL_PROGRAM_BINARIES makes it
 * compile every kernel of the program once more in a generic form to put
 * in the binary.  pocl 3.1 on 2 cores, the first 81 plans of the test
 * multidim-bluestein-one from empty caches: 313 s with our disk cache, 156
 * s without; a second run of the whole test, caches warm, 9 s with our
 * entries and 22 s from pocl's cache alone (bench/NOTES.md, entry 92).
 * (POCL_KERNEL_CACHE is read here at every build, by pocl once at
 * start-up.) */
static int driver_caches_kernels(cl_device_id dev)
{
    const char *pocl_cache = getenv("POCL_KERNEL_CACHE");
    if (pocl_cache && strcmp(pocl_cache, "0") == 0)
        return 0;
    char version[512];
    size_t size = 0;
    if (clGetDeviceInfo(dev, CL_DEVICE_VERSION, 0, NULL, &size) != CL_SUCCESS || size == 0 ||
        size > sizeof version || clGetDeviceInfo(dev, CL_DEVICE_VERSION, size, version, NULL) != CL_SUCCESS)
        return 0;
    version[size - 1] = '\0';
    return strstr(version, "PoCL") != NULL || strstr(version, "pocl") != NULL;
}

/* ---- entry point ---- */

clfft_status program_cache_get(cl_context ctx, cl_device_id dev, const char *source,
                               const char *options, cl_program *program)
{
    if (!program)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "program_cache_get: program is NULL");
    if (!source)
        return fft_fail(CLFFT_ERR_NULL_ARGUMENT, "program_cache_get: source is NULL");
    if (!ctx)
        return fft_fail(CLFFT_ERR_INVALID_CONTEXT, "program_cache_get: context is NULL");
    if (!dev)
        return fft_fail(CLFFT_ERR_INVALID_DEVICE, "program_cache_get: device is NULL");
    if (!options)
        options = "";

    fft_hash key;
    fft_key material;
    clfft_status st = compute_key(dev, source, options, &material, &key);
    if (st != CLFFT_OK)
        return st;
    if (take_cached(ctx, dev, &key, &material, program)) {
        fft_key_free(&material);
        return CLFFT_OK;
    }

    /* Built outside the lock: compiles take long and other plans must not
     * wait for them.  publish() settles a race for the same key. */
    char dir[PATH_MAX];
    int disk = resolve_cache_dir(dir, sizeof dir) && !driver_caches_kernels(dev), exists = 0;
    if (disk && !dir_trusted(dir, &exists)) {
        disk = 0;
        if (exists)
            count(&stats.disk_rejects); /* an existing directory refused */
    }
    cl_program built = NULL;
    if (disk) {
        disk_result loaded = load_from_disk(ctx, dev, dir, &key, &material, options, &built);
        if (loaded == DISK_OK)
            count(&stats.disk_hits);
        else if (loaded == DISK_BAD)
            count(&stats.disk_rejects);
    }
    if (!built) {
        st = build_from_source(ctx, dev, source, options, &built);
        if (st != CLFFT_OK) {
            fft_key_free(&material);
            return st;
        }
        if (disk)
            save_to_disk(built, dev, dir, &key, &material);
    }
    st = publish(ctx, dev, &key, &material, built, program);
    fft_key_free(&material);
    return st;
}
