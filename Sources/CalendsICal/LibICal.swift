import CICal

/// libical's functions, opened at the first read of iCalendar input (`LibICal.require`)
/// rather than bound at process start: see `shim.h` in CICal.
///
/// Every path into libical starts at an entry point that calls `LibICal.require()` and
/// throws when the library cannot be opened, so the table is complete wherever it is used.
let ical: CalendsICalFunctions = LibICal.opened.functions

enum LibICal {
  /// The table, and the reason it is empty when libical could not be opened. Made once;
  /// libical's errors are then set never to abort the process (a hostile file is an error
  /// to report, not a crash).
  static let opened: (functions: CalendsICalFunctions, problem: String?) = {
    var problem: UnsafePointer<CChar>?
    let functions = calends_ical_load(&problem)
    if let problem { return (functions, String(cString: problem)) }
    functions.icalerror_set_errors_are_fatal(0)
    return (functions, nil)
  }()

  /// Why iCalendar input cannot be read here (libical missing or too old), or nil.
  static var problem: String? { opened.problem }

  /// What a user must fix when libical cannot be opened, or nil when it can.
  static var unavailable: String? {
    opened.problem.map {
      "libical could not be opened (\($0)); install libical 3 (Debian: libical3) to read iCalendar files"
    }
  }

  /// Opens libical if needed; throws `unavailable` when it cannot be opened.
  static func require(file: String) throws(ICalendarError) {
    if let unavailable { throw ICalendarError(file: file, line: 0, message: unavailable) }
  }
}
