#ifndef HABITFLOW_CSQLITE_SHIM_H
#define HABITFLOW_CSQLITE_SHIM_H
#include <sqlite3.h>

/// SQLITE_TRANSIENT is a macro cast of -1 that Swift cannot import.
static inline sqlite3_destructor_type habitflow_sqlite_transient(void) {
  return SQLITE_TRANSIENT;
}
#endif
