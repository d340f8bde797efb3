#ifndef HABITFLOW_CNCURSES_SHIM_H
#define HABITFLOW_CNCURSES_SHIM_H
// Wide-character curses must be requested before the header is read, or Hangul is width -1.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <wchar.h>
#include <ncursesw/ncurses.h>

/// Swift 6 rejects the mutable global `stdscr`; read it through a function.
static inline WINDOW *habitflow_stdscr(void) { return stdscr; }

/// Attribute macros are not imported into Swift.
static inline attr_t habitflow_attr_bold(void) { return A_BOLD; }
static inline attr_t habitflow_attr_reverse(void) { return A_REVERSE; }
static inline attr_t habitflow_attr_dim(void) { return A_DIM; }
static inline attr_t habitflow_color_pair(short pair) { return COLOR_PAIR(pair); }

/// `wcwidth` is hidden from Swift's Glibc module.
extern int wcwidth(wchar_t);
static inline int habitflow_wcwidth(wchar_t c) { return wcwidth(c); }
#endif
