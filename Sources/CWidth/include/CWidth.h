#ifndef CWIDTH_H
#define CWIDTH_H
#include <stdint.h>

/// Columns a code point takes in a terminal: 0 (combining, zero-width), 1, 2 (CJK, emoji),
/// or -1 (control). Uses wcwidth under a UTF-8 locale, with a built-in table when none exists.
int ask_display_width(uint32_t code_point);

#endif
