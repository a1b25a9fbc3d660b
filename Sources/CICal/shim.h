#ifndef CALENDS_CICAL_SHIM_H
#define CALENDS_CICAL_SHIM_H
#include <libical/ical.h>
#endif
