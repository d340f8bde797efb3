#ifndef HABITFLOW_CSQLITE_SHIM_H
#define HABITFLOW_CSQLITE_SHIM_H
#include <sqlite3.h>
#include <string.h>

/// How long a connection waits for another process's lock (see `Database.setBusyTimeout`).
#define HABITFLOW_SQLITE_BUSY_TIMEOUT_MS 10000

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

/// Whether the main database has every table and column a listing names: words separated by
/// spaces and newlines, a word at the start of a line naming a table and the words after it its
/// columns (`length` bytes, not 0-terminated). One call for the whole listing: looked up one by
/// one from Swift, each name cost more to pass than to find. A name over 63 bytes is not there.
static inline int habitflow_sqlite_has_columns(sqlite3 *db, const char *listing, int length) {
  char table[64] = "", column[64];
  int at = 0;
  while (at < length) {
    int startsLine = at == 0 || listing[at - 1] == '\n';
    if (listing[at] == ' ' || listing[at] == '\n') {
      at += 1;
      continue;
    }
    int end = at;
    while (end < length && listing[end] != ' ' && listing[end] != '\n') end += 1;
    if (end - at >= (int)sizeof column) return 0;
    char *word = startsLine ? table : column;
    memcpy(word, listing + at, (size_t)(end - at));
    word[end - at] = 0;
    const char *asked = startsLine ? 0 : column;
    if (sqlite3_table_column_metadata(db, "main", table, asked, 0, 0, 0, 0, 0) != SQLITE_OK) {
      return 0;
    }
    at = end;
  }
  return 1;
}

/// Folds the write-ahead log into the file and cuts it to nothing now, waiting at most 100 ms for
/// readers of older snapshots. Returns SQLite's result (SQLITE_BUSY when readers held it).
static inline int habitflow_sqlite_fold_log(sqlite3 *db) {
  sqlite3_busy_timeout(db, 100);
  int code = sqlite3_wal_checkpoint_v2(db, "main", SQLITE_CHECKPOINT_TRUNCATE, 0, 0);
  sqlite3_busy_timeout(db, (int)HABITFLOW_SQLITE_BUSY_TIMEOUT_MS);
  return code;
}

/// After each commit: once the write-ahead log holds `limit` frames or more, fold it into the file
/// and cut it to nothing (a TRUNCATE checkpoint), waiting at most 100 ms for readers of older
/// snapshots; a busy log is left for a later commit. The log is read whole by the first process
/// that opens the file, so it must stay short. Installed as the connection's write-ahead log hook
/// (in place of SQLite's automatic checkpoint at 1000 frames).
static int habitflow_sqlite_fold_log_hook(void *limit, sqlite3 *db, const char *name, int frames) {
  (void)name;
  if (frames >= (int)(long)limit) habitflow_sqlite_fold_log(db);
  return SQLITE_OK;
}

/// Folds the write-ahead log into the file whenever a commit leaves it `frames` long or longer.
static inline void habitflow_sqlite_fold_log_at(sqlite3 *db, int frames) {
  sqlite3_wal_hook(db, habitflow_sqlite_fold_log_hook, (void *)(long)frames);
}
#endif
