#ifndef HABITFLOW_CSQLITE_SHIM_H
#define HABITFLOW_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro cast of -1 that Swift cannot import.
static inline sqlite3_destructor_type habitflow_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}

/// sqlite3_db_config is variadic, which Swift cannot call: turns the checkpoint (and removal of
/// the write-ahead log) that closing the last connection to a file does off (1) or on (0).
/// Returns the setting now in force, or -1 when SQLite refused.
static inline int habitflow_sqlite_no_checkpoint_on_close(sqlite3 *db, int off) {
  int now = -1;
  if (sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, off, &now) != SQLITE_OK) return -1;
  return now;
}

/// Reads the first `count` bytes of the connection's main file through SQLite's own descriptor,
/// taking no lock: opening and closing another descriptor of the file would drop the POSIX locks
/// SQLite holds on it for other connections of this process. Returns SQLITE_OK for all `count`.
static inline int habitflow_sqlite_read_file_start(sqlite3 *db, void *buffer, int count) {
  sqlite3_file *file = 0;
  int code = sqlite3_file_control(db, "main", SQLITE_FCNTL_FILE_POINTER, &file);
  if (code != SQLITE_OK) return code;
  if (file == 0 || file->pMethods == 0) return SQLITE_ERROR;
  return file->pMethods->xRead(file, buffer, count, 0);
}
#endif
