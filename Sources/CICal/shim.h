#ifndef CALENDS_CICAL_SHIM_H
#define CALENDS_CICAL_SHIM_H
#include <dlfcn.h>
#include <libical/ical.h>

/* libical is looked up when iCalendar input is first read, not bound when the process
   starts: binding it and what it needs (ICU, libstdc++'s symbols, Berkeley DB) was a
   quarter of the dynamic loader's work in every `calends` process, most of which never
   read a calendar file. Only this header names libical's functions; CalendsICal calls
   them through the table below. */

#if defined(__APPLE__)
#define CALENDS_ICAL_LIBRARY "libical.3.dylib"
#else
#define CALENDS_ICAL_LIBRARY "libical.so.3"
#endif

/* Every libical function Calends calls. */
#define CALENDS_ICAL_FUNCTIONS(X) \
  X(icalcomponent_free) \
  X(icalcomponent_get_first_component) \
  X(icalcomponent_get_first_property) \
  X(icalcomponent_get_location) \
  X(icalcomponent_get_next_component) \
  X(icalcomponent_get_next_property) \
  X(icalcomponent_get_parent) \
  X(icalcomponent_get_status) \
  X(icalcomponent_get_summary) \
  X(icalcomponent_get_timezone) \
  X(icalcomponent_get_uid) \
  X(icalcomponent_isa) \
  X(icalcomponent_new_clone) \
  X(icaldurationtype_as_int) \
  X(icaldurationtype_from_string) \
  X(icaldurationtype_is_bad_duration) \
  X(icalerror_clear_errno) \
  X(icalerror_set_errors_are_fatal) \
  X(icalparameter_get_range) \
  X(icalparameter_get_tzid) \
  X(icalparser_parse_string) \
  X(icalperiodtype_from_string) \
  X(icalperiodtype_is_null_period) \
  X(icalproperty_get_color) \
  X(icalproperty_get_dtend) \
  X(icalproperty_get_dtstamp) \
  X(icalproperty_get_dtstart) \
  X(icalproperty_get_duration) \
  X(icalproperty_get_exdate) \
  X(icalproperty_get_first_parameter) \
  X(icalproperty_get_lastmodified) \
  X(icalproperty_get_rdate) \
  X(icalproperty_get_recurrenceid) \
  X(icalproperty_get_rrule) \
  X(icalproperty_get_sequence) \
  X(icalproperty_get_tzid) \
  X(icalproperty_get_tzoffsetfrom) \
  X(icalproperty_get_tzoffsetto) \
  X(icalproperty_free) \
  X(icalproperty_new_from_string) \
  X(icalrecur_iterator_free) \
  X(icalrecur_iterator_new) \
  X(icalrecur_iterator_next) \
  X(icalrecur_iterator_set_start) \
  X(icalrecurrencetype_from_string) \
  X(icaltime_as_timet_with_zone) \
  X(icaltime_from_string) \
  X(icaltime_from_timet_with_zone) \
  X(icaltime_is_null_time) \
  X(icaltime_null_time) \
  X(icaltimezone_get_builtin_timezone) \
  X(icaltimezone_get_builtin_timezone_from_tzid) \
  X(icaltimezone_get_component) \
  X(icaltimezone_get_utc_offset) \
  X(icaltimezone_get_tzid) \
  X(icaltimezone_get_utc_timezone)

typedef struct CalendsICalFunctions {
#define CALENDS_ICAL_FIELD(name) __typeof__(name) *_Nonnull name;
  CALENDS_ICAL_FUNCTIONS(CALENDS_ICAL_FIELD)
#undef CALENDS_ICAL_FIELD
} CalendsICalFunctions;

/* Opens libical and looks up every function. On failure `*problem` says what could not be
   found (the loader's message, or a missing function's name) and the table must not be
   used: its entries are then null despite their annotation. */
static inline CalendsICalFunctions calends_ical_load(const char *_Nullable *_Nonnull problem) {
  CalendsICalFunctions functions = {0};
  *problem = NULL;
  void *library = dlopen(CALENDS_ICAL_LIBRARY, RTLD_NOW | RTLD_LOCAL);
  if (library == NULL) {
    const char *message = dlerror();
    *problem = message != NULL ? message : CALENDS_ICAL_LIBRARY;
    return functions;
  }
#define CALENDS_ICAL_LOOKUP(name) \
  functions.name = (__typeof__(name) *)dlsym(library, #name); \
  if (functions.name == NULL) { \
    *problem = #name; \
    return functions; \
  }
  CALENDS_ICAL_FUNCTIONS(CALENDS_ICAL_LOOKUP)
#undef CALENDS_ICAL_LOOKUP
  return functions;
}

#endif
