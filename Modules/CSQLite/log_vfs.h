#ifndef HABITFLOW_CSQLITE_LOG_VFS_H
#define HABITFLOW_CSQLITE_LOG_VFS_H
#include <fcntl.h>
#include <sqlite3.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

// HabitFlow's file system for SQLite: the unix one, but the write-ahead log kept beside the
// database between processes reopens without a folder flush.

/// The name of HabitFlow's file system for SQLite: the unix one, but for the write-ahead log (see
/// `habitflow_sqlite_register_vfs`).
#define HABITFLOW_SQLITE_VFS "habitflow"

/// What HabitFlow's file system keeps: the unix file system, which does all the work. (Swift's
/// importer emits no header variable, only functions and their own statics.)
struct habitflow_vfs_state {
  sqlite3_vfs vfs;
  sqlite3_vfs *base;
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
  int isLog = (flags & SQLITE_OPEN_WAL) != 0 && (flags & SQLITE_OPEN_CREATE) != 0 && name != 0;
  struct stat status;
  int code = SQLITE_CANTOPEN;
  if (isLog && stat(name, &status) == 0 && S_ISREG(status.st_mode)) {
    code = base->xOpen(base, name, file, flags & ~SQLITE_OPEN_CREATE, out);
    if (code == SQLITE_OK) return code;
  }
  code = base->xOpen(base, name, file, flags, out);
  if (code == SQLITE_OK && isLog) habitflow_sync_folder_of(name);
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
