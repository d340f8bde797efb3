#ifndef HABITFLOW_CNCURSES_SHIM_H
#define HABITFLOW_CNCURSES_SHIM_H
// Wide-character curses must be requested before the header is read, or Hangul is width -1.
#define _XOPEN_SOURCE_EXTENDED 1
#define NCURSES_WIDECHAR 1
#include <locale.h>
#include <stdio.h>
#include <wchar.h>
#include <ncursesw/ncurses.h>
#include <ncursesw/term.h>

/// Swift 6 rejects the mutable global `stdscr`; read it through a function.
static inline WINDOW *habitflow_stdscr(void) { return stdscr; }

/// Swift 6 rejects the mutable globals `stdin` and `stdout`.
static inline FILE *habitflow_stdin(void) { return stdin; }
static inline FILE *habitflow_stdout(void) { return stdout; }

/// Attribute and colour macros are not imported into Swift.
static inline attr_t habitflow_attr_bold(void) { return A_BOLD; }
static inline attr_t habitflow_attr_reverse(void) { return A_REVERSE; }
static inline attr_t habitflow_attr_dim(void) { return A_DIM; }
static inline attr_t habitflow_attr_underline(void) { return A_UNDERLINE; }
static inline int habitflow_colors(void) { return COLORS; }
static inline int habitflow_color_pairs(void) { return COLOR_PAIRS; }

/// Draws one cell: a wide or narrow character with attributes and a colour pair.
static inline int habitflow_put(int y, int x, const wchar_t *text, attr_t attributes, short pair) {
  cchar_t cell;
  if (setcchar(&cell, text, attributes, pair, NULL) != OK) return ERR;
  return mvadd_wch(y, x, &cell);
}

/// The `colors` capability of a terminal type in terminfo, read without touching any screen:
/// -1 when the type has no colours, -2 when terminfo does not know the type.
static inline int habitflow_terminfo_colors(const char *term) {
  int error = 0;
  TERMINAL *previous = cur_term;
  if (setupterm(term, -1, &error) != OK) {
    set_curterm(previous);
    return -2;
  }
  int colors = tigetnum("colors");
  TERMINAL *mine = set_curterm(previous);
  del_curterm(mine);
  return colors < 0 ? -1 : colors;
}

/// `wcwidth` is hidden from Swift's Glibc module.
extern int wcwidth(wchar_t);
static inline int habitflow_wcwidth(wchar_t c) { return wcwidth(c); }
#endif
