import CICal
import CalendsValues

/// Which libical reads the iCalendar files, for `calends doctor`: recurrence expansion and
/// time-zone data can differ between its releases. The header says only the release built
/// against; the shared object's file name (`libical.so.3.0.16`) says the one loaded.
public enum ICalendarLibrary {
  public static let version: String = {
    if let problem { return "not available: \(problem)" }
    let header = "\(ICAL_MAJOR_VERSION).\(ICAL_MINOR_VERSION).\(ICAL_PATCH_VERSION)"
    guard let path = LoadedSharedObject.path(prefix: "libical.so"),
      let name = path.split(separator: "/").last,
      name.hasPrefix("libical.so."), name.count > "libical.so.".count
    else { return header }
    return String(name.dropFirst("libical.so.".count))
  }()
}

extension ICalendarLibrary {
  /// Why iCalendar files cannot be read in this process (libical is opened at the first
  /// read, not at start-up), or nil when they can.
  public static var problem: String? { LibICal.problem }

  /// The error to report when `problem` is set: what failed and what to install.
  public static var unavailable: String? { LibICal.unavailable }

  /// libical's own parse of `text` into its component tree, then the tree's free: what a
  /// read costs in libical alone, the peer `calends bench --ical` measures a whole read and
  /// expansion against (a ratio taken in one run holds however loaded the machine is).
  /// Returns whether libical gave a tree.
  public static func parseAndFree(_ text: String) -> Bool {
    guard problem == nil, let root = ical.icalparser_parse_string(text) else { return false }
    ical.icalcomponent_free(root)
    return true
  }
}
