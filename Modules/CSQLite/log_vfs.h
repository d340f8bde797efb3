#ifndef HABITFLOW_CSQLITE_LOG_VFS_H
#define HABITFLOW_CSQLITE_LOG_VFS_H
#include <fcntl.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// HabitFlow's file system for SQLite: the unix one, but the write-ahead log kept beside the
// database between processes reopens without a folder flush, and a log cut to nothing is
// started again without a flush of its lone header.

/// The name of HabitFlow's file system for SQLite: the unix one, but for the write-ahead log (see
/// `habitflow_sqlite_register_vfs`).
#define HABITFLOW_SQLITE_VFS "habitflow"

/// What HabitFlow's file system keeps: the unix file system, which does all the work. (Swift's
/// importer emits no header variable, only functions and their own statics.)
struct habitflow_vfs_state {
  sqlite3_vfs vfs;
  sqlite3_vfs *base;
  sqlite3_io_methods logMethods;
  /// How many flushes of a log's lone header were left to the commit's flush (see
  /// `habitflow_log_sync`).
  sqlite3_int64 headerFlushesSkipped;
};

static inline struct habitflow_vfs_state *habitflow_vfs_state(void) {
  static struct habitflow_vfs_state state;
  return &state;
}

/// Flushes the folder holding `path`, so that a file just made there survives a crash.
static inline void habitflow_sync_folder_of(const char *path) {
  char folder[4096] = ".";
  const char *slash = strrchr(path, '/');
  if (slash != 0) {
    size_t length = slash == path ? 1 : (size_t)(slash - path);
    if (length >= sizeof folder) return;
    memcpy(folder, path, length);
    folder[length] = 0;
  }
  int descriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC);
  if (descriptor < 0) return;
  fsync(descriptor);
  close(descriptor);
}

/// A write-ahead log as HabitFlow's file system opens it: the unix file (stored after this), and
/// whether all that was written to it since it was empty is its header.
struct habitflow_log_file {
  sqlite3_file file;
  sqlite3_file *real;
  int headerOnly;
};

/// Where the unix file lies after a log's own part, aligned for any field.
#define HABITFLOW_LOG_FILE_SIZE ((sizeof(struct habitflow_log_file) + 15) & ~(size_t)15)

static inline sqlite3_file *habitflow_real(sqlite3_file *file) {
  return ((struct habitflow_log_file *)file)->real;
}

/// Writes as the unix file does, noting whether the write is a log's header into an empty file:
/// 32 bytes at the start of a file of none.
static inline int habitflow_log_write(
    sqlite3_file *file, const void *data, int amount, sqlite3_int64 offset) {
  struct habitflow_log_file *log = (struct habitflow_log_file *)file;
  sqlite3_int64 size = -1;
  int intoEmpty = offset == 0 && amount == 32
      && log->real->pMethods->xFileSize(log->real, &size) == SQLITE_OK && size == 0;
  int code = log->real->pMethods->xWrite(log->real, data, amount, offset);
  log->headerOnly = code == SQLITE_OK && intoEmpty;
  return code;
}

/// Flushes as the unix file does, except a log holding only the header just written into it
/// when it was empty. SQLite flushes a new log's header before its first frames lest a header
/// lost in a crash leave the old one in front of frames that checksum against it; a log cut to
/// nothing has no old header and no old frames, so a lost header leaves no valid log at all,
/// and the commit's flush, after the frames, makes header and frames durable together. A log
/// started again over old frames (another program's fold that did not cut it) keeps the flush.
static inline int habitflow_log_sync(sqlite3_file *file, int flags) {
  struct habitflow_log_file *log = (struct habitflow_log_file *)file;
  if (log->headerOnly) {
    log->headerOnly = 0;
    __atomic_fetch_add(&habitflow_vfs_state()->headerFlushesSkipped, 1, __ATOMIC_RELAXED);
    return SQLITE_OK;
  }
  return log->real->pMethods->xSync(log->real, flags);
}

static inline int habitflow_log_truncate(sqlite3_file *file, sqlite3_int64 size) {
  ((struct habitflow_log_file *)file)->headerOnly = 0;
  return habitflow_real(file)->pMethods->xTruncate(habitflow_real(file), size);
}

static inline int habitflow_log_close(sqlite3_file *file) {
  return habitflow_real(file)->pMethods->xClose(habitflow_real(file));
}

static inline int habitflow_log_read(
    sqlite3_file *file, void *data, int amount, sqlite3_int64 offset) {
  return habitflow_real(file)->pMethods->xRead(habitflow_real(file), data, amount, offset);
}

static inline int habitflow_log_file_size(sqlite3_file *file, sqlite3_int64 *size) {
  return habitflow_real(file)->pMethods->xFileSize(habitflow_real(file), size);
}

static inline int habitflow_log_lock(sqlite3_file *file, int lock) {
  return habitflow_real(file)->pMethods->xLock(habitflow_real(file), lock);
}

static inline int habitflow_log_unlock(sqlite3_file *file, int lock) {
  return habitflow_real(file)->pMethods->xUnlock(habitflow_real(file), lock);
}

static inline int habitflow_log_check_reserved(sqlite3_file *file, int *out) {
  return habitflow_real(file)->pMethods->xCheckReservedLock(habitflow_real(file), out);
}

static inline int habitflow_log_control(sqlite3_file *file, int operation, void *argument) {
  return habitflow_real(file)->pMethods->xFileControl(habitflow_real(file), operation, argument);
}

static inline int habitflow_log_sector_size(sqlite3_file *file) {
  return habitflow_real(file)->pMethods->xSectorSize(habitflow_real(file));
}

static inline int habitflow_log_characteristics(sqlite3_file *file) {
  return habitflow_real(file)->pMethods->xDeviceCharacteristics(habitflow_real(file));
}

/// The methods of a log: the unix file's, through the two above. A log is never memory-mapped
/// nor shared memory (those belong to the database file), so those stay out (version 1). Made
/// when the file system is registered, under its lock.
static inline const sqlite3_io_methods *habitflow_log_methods(void) {
  sqlite3_io_methods *methods = &habitflow_vfs_state()->logMethods;
  if (methods->iVersion == 0) {
    methods->xClose = habitflow_log_close;
    methods->xRead = habitflow_log_read;
    methods->xWrite = habitflow_log_write;
    methods->xTruncate = habitflow_log_truncate;
    methods->xSync = habitflow_log_sync;
    methods->xFileSize = habitflow_log_file_size;
    methods->xLock = habitflow_log_lock;
    methods->xUnlock = habitflow_log_unlock;
    methods->xCheckReservedLock = habitflow_log_check_reserved;
    methods->xFileControl = habitflow_log_control;
    methods->xSectorSize = habitflow_log_sector_size;
    methods->xDeviceCharacteristics = habitflow_log_characteristics;
    methods->iVersion = 1;
  }
  return methods;
}

/// Opens the unix file at `name` after a log's own part of `file`, and makes `file` the log.
static inline int habitflow_log_open(
    sqlite3_vfs *base, sqlite3_filename name, sqlite3_file *file, int flags, int *out) {
  struct habitflow_log_file *log = (struct habitflow_log_file *)file;
  log->file.pMethods = 0;
  log->real = (sqlite3_file *)((char *)file + HABITFLOW_LOG_FILE_SIZE);
  log->headerOnly = 0;
  int code = base->xOpen(base, name, log->real, flags, out);
  if (log->real->pMethods != 0) log->file.pMethods = habitflow_log_methods();
  return code;
}

/// Opens a file as the unix file system does, but a log that exists opens without "create":
/// SQLite flushes the folder on the first flush of a log it opened to create, once in every
/// process that writes, and the log, kept between processes, was made by an earlier one.
///
/// The log's name is durable before anything relies on it: whoever makes a log through this
/// file system flushes the folder at once, readers included (they make it too, and never flush;
/// a writer that makes it flushes the folder twice, once in a database's life). A log another
/// program made and never flushed (a reader), or one this process is making at the same instant,
/// relies on the file system making a new file's name durable with the file's own first flush,
/// as ext4, XFS and btrfs do.
static inline int habitflow_vfs_open(
    sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *file, int flags, int *out) {
  (void)vfs;
  sqlite3_vfs *base = habitflow_vfs_state()->base;
  if ((flags & SQLITE_OPEN_WAL) == 0 || name == 0) return base->xOpen(base, name, file, flags, out);
  int creates = (flags & SQLITE_OPEN_CREATE) != 0;
  struct stat status;
  if (creates && stat(name, &status) == 0 && S_ISREG(status.st_mode)) {
    int code = habitflow_log_open(base, name, file, flags & ~SQLITE_OPEN_CREATE, out);
    if (code == SQLITE_OK) return code;
    if (file->pMethods != 0) file->pMethods->xClose(file);
  }
  int code = habitflow_log_open(base, name, file, flags, out);
  if (code == SQLITE_OK && creates) habitflow_sync_folder_of(name);
  return code;
}

/// Registers HabitFlow's file system (`HABITFLOW_SQLITE_VFS`), not as the default; once is enough,
/// again does nothing. Returns SQLITE_OK when it is registered.
static inline int habitflow_sqlite_register_vfs(void) {
  struct habitflow_vfs_state *state = habitflow_vfs_state();
  int code = sqlite3_initialize();
  if (code != SQLITE_OK) return code;
  sqlite3_mutex *mutex = sqlite3_mutex_alloc(SQLITE_MUTEX_STATIC_APP1);
  sqlite3_mutex_enter(mutex);
  if (sqlite3_vfs_find(HABITFLOW_SQLITE_VFS) == 0) {
    state->base = sqlite3_vfs_find("unix");
    if (state->base == 0) {
      code = SQLITE_ERROR;
    } else {
      state->vfs = *state->base;
      state->vfs.pNext = 0;
      state->vfs.zName = HABITFLOW_SQLITE_VFS;
      state->vfs.xOpen = habitflow_vfs_open;
      state->vfs.szOsFile = state->base->szOsFile + (int)HABITFLOW_LOG_FILE_SIZE;
      habitflow_log_methods();
      code = sqlite3_vfs_register(&state->vfs, 0);
    }
  }
  sqlite3_mutex_leave(mutex);
  return code;
}

/// How many flushes of a log's lone header this process left to the commit's flush.
static inline sqlite3_int64 habitflow_sqlite_header_flushes_skipped(void) {
  return __atomic_load_n(&habitflow_vfs_state()->headerFlushesSkipped, __ATOMIC_RELAXED);
}
#endif
