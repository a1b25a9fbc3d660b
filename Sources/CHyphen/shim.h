#ifndef CALENDS_CHYPHEN_SHIM_H
#define CALENDS_CHYPHEN_SHIM_H
/* libhyphen (Debian: libhyphen-dev), which hyphenates words by TeX-style patterns. Only
   CalendsHyphenation imports this module. Debian 12's libhyphen-dev has no pkg-config file,
   so the library is named in the module map. */
#include <hyphen.h>
#endif
