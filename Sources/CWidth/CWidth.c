#define _GNU_SOURCE
#include "CWidth.h"
#include <locale.h>
#include <pthread.h>
#include <wchar.h>

static locale_t utf8_locale = (locale_t)0;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void init_locale(void) {
  utf8_locale = newlocale(LC_CTYPE_MASK, "C.UTF-8", (locale_t)0);
  if (utf8_locale == (locale_t)0) utf8_locale = newlocale(LC_CTYPE_MASK, "en_US.UTF-8", (locale_t)0);
}

/* East Asian Wide and Fullwidth ranges, and emoji presentation blocks. */
static int table_width(uint32_t c) {
  if (c == 0) return 0;
  if (c < 0x20 || (c >= 0x7F && c < 0xA0)) return -1;
  if ((c >= 0x0300 && c <= 0x036F) || (c >= 0x200B && c <= 0x200F) || c == 0xFE0F || c == 0xFE0E ||
      (c >= 0x20D0 && c <= 0x20FF))
    return 0;
  if ((c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF) ||
      (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF) ||
      (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) ||
      (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x1F300 && c <= 0x1F64F) ||
      (c >= 0x1F900 && c <= 0x1F9FF) || (c >= 0x1F680 && c <= 0x1F6FF) || (c >= 0x20000 && c <= 0x3FFFD))
    return 2;
  return 1;
}

int ask_display_width(uint32_t code_point) {
  pthread_once(&once, init_locale);
  if (utf8_locale == (locale_t)0) return table_width(code_point);
  locale_t previous = uselocale(utf8_locale);
  int width = wcwidth((wchar_t)code_point);
  uselocale(previous);
  if (width < 0 && code_point >= 0xA0) return table_width(code_point);
  return width;
}
