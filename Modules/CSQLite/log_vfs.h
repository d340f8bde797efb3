#ifndef HABITFLOW_CSQLITE_LOG_VFS_H
#define HABITFLOW_CSQLITE_LOG_VFS_H
#include <fcntl.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// HabitFlow's file system for SQLite: the unix one, but for the write-ahead log kept beside the
// database between processes, which it empties in place and reopens without a folder flush.

/// The name of HabitFlow's file system for SQLite: the unix one, but for the write-ahead log (see
/// `habitflow_sqlite_register_vfs`).
#define HABITFLOW_SQLITE_VFS "habitflow"

/// A log this long or shorter is emptied by spoiling its header rather than cut to nothing.
#define HABITFLOW_SQLITE_KEPT_LOG_BYTES (1 << 20)

/// What HabitFlow's file system keeps: the unix file system, which does all the work; its methods
/// for a log file, and ours, the same but for `xTruncate`. (Swift's importer emits no header
/// variable, only functions and their own statics.)
struct habitflow_vfs_state {
  sqlite3_vfs vfs;
  sqlite3_vfs *base;
  const sqlite3_io_methods *baseLogMethods;
  sqlite3_io_methods logMethods;
};

static struct habitflow_vfs_state *habitflow_vfs_state(void) {
  static struct habitflow_vfs_state state;
  return &state;
}

/// Empties the log as SQLite's TRUNCATE checkpoint asks (size 0) by writing an invalid header
/// over its own, keeping its pages: a log without a valid header holds nothing, to SQLite as to
/// a file copied over the database, and the next commit then writes over blocks the file has
/// rather than growing it again, which saves flushing the file's size and blocks (twice).
///
/// - Done under SQLite's write lock, every reader out of the log, exactly as the cut it replaces.
/// - Neither is flushed: lost in a crash, the log comes back whole, and it was folded in already.
/// - The header's salts are random, not zero: a reader that cannot write the log's index
///   (`walBeginShmUnreliable`) compares them with the ones it last saw to tell the log changed,
///   which an empty log told it by its length.
/// - A long log (an import's) is cut as SQLite would, so that the file does not stay long.
static int habitflow_log_truncate(sqlite3_file *file, sqlite3_int64 size) {
  const sqlite3_io_methods *base = habitflow_vfs_state()->baseLogMethods;
  unsigned char header[32] = {0};
  sqlite3_int64 length = 0;
  if (size == 0 && base->xFileSize(file, &length) == SQLITE_OK
      && length > (sqlite3_int64)sizeof header && length <= HABITFLOW_SQLITE_KEPT_LOG_BYTES) {
    sqlite3_randomness(8, header + 16);
    return base->xWrite(file, header, sizeof header, 0);
  }
  return base->xTruncate(file, size);
}

/// Gives an open log file our methods (the unix ones, `xTruncate` aside).
static void habitflow_adopt_log(sqlite3_file *file) {
  sqlite3_mutex *mutex = sqlite3_mutex_alloc(SQLITE_MUTEX_STATIC_APP1);
  struct habitflow_vfs_state *state = habitflow_vfs_state();
  sqlite3_mutex_enter(mutex);
  if (state->baseLogMethods == 0) {
    state->baseLogMethods = file->pMethods;
    state->logMethods = *file->pMethods;
    state->logMethods.xTruncate = habitflow_log_truncate;
  }
  if (file->pMethods == state->baseLogMethods) file->pMethods = &state->logMethods;
  sqlite3_mutex_leave(mutex);
}

/// Flushes the folder holding `path`, so that a file just made there survives a crash.
static void habitflow_sync_folder_of(const char *path) {
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

/// Opens a file as the unix file system does, but a log that exists opens without "create":
/// SQLite flushes the folder on the first flush of a log it opened to create, once in every
/// process that writes, and the log, kept between processes, was made by an earlier one. Its
/// name is durable: whoever makes a log flushes the folder at once, readers included (they
/// make it too, and never flush). Only a writer opening a log in the instant between another
/// process making it and flushing the folder relies on the file system (ext4, XFS and btrfs
/// make a file's name durable with the file's own first flush).
static int habitflow_vfs_open(
    sqlite3_vfs *vfs, sqlite3_filename name, sqlite3_file *file, int flags, int *out) {
  (void)vfs;
  sqlite3_vfs *base = habitflow_vfs_state()->base;
  int isLog = (flags & SQLITE_OPEN_WAL) != 0 && (flags & SQLITE_OPEN_CREATE) != 0 && name != 0;
  struct stat status;
  int code = SQLITE_CANTOPEN;
  if (isLog && stat(name, &status) == 0 && S_ISREG(status.st_mode)) {
    code = base->xOpen(base, name, file, flags & ~SQLITE_OPEN_CREATE, out);
    if (code == SQLITE_OK) {
      habitflow_adopt_log(file);
      return code;
    }
  }
  code = base->xOpen(base, name, file, flags, out);
  if (code == SQLITE_OK && isLog) {
    habitflow_sync_folder_of(name);
    habitflow_adopt_log(file);
  }
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
      code = sqlite3_vfs_register(&state->vfs, 0);
    }
  }
  sqlite3_mutex_leave(mutex);
  return code;
}
#endif
