#ifndef CALENDS_CDEFLATE_SHIM_H
#define CALENDS_CDEFLATE_SHIM_H
#include <libdeflate.h>
#endif
