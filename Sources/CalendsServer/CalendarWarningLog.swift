#if Server
import CalendsValues
import Foundation

/// What the server's calendars say that is read differently, for the people who run it: a
/// client sees a calendar's warnings in `Calends-Warning` fields, but whoever keeps the
/// files or feeds reads the log. Each warning is logged once per version of its calendar's
/// bytes (a file edited, a feed refetched with new content), not once per request, or a
/// busy server would repeat the same lines all day; a version's warnings met only in a later
/// request (another month's events) are logged then.
final class CalendarWarningLog: @unchecked Sendable {
  private struct Logged {
    var version: String
    var warnings: Set<Diagnostic>
  }

  /// Calendars remembered; past it the log starts over (and may repeat itself once).
  static let calendarLimit = 1000
  /// Warnings remembered per calendar version; past it they are no longer logged.
  static let warningLimit = 10_000

  private let lock = NSLock()
  private var calendars: [String: Logged] = [:]

  /// Those of `warnings` not logged before for `calendar` at `version`, in order; they are
  /// remembered as logged.
  func unlogged(_ warnings: [Diagnostic], calendar: String, version: String) -> [Diagnostic] {
    guard !warnings.isEmpty else { return [] }
    return lock.withLock {
      var logged = calendars[calendar] ?? Logged(version: version, warnings: [])
      if logged.version != version { logged = Logged(version: version, warnings: []) }
      var new: [Diagnostic] = []
      for warning in warnings where logged.warnings.count < CalendarWarningLog.warningLimit {
        if logged.warnings.insert(warning).inserted { new.append(warning) }
      }
      if calendars[calendar] == nil && calendars.count >= CalendarWarningLog.calendarLimit {
        calendars.removeAll()
      }
      calendars[calendar] = logged
      return new
    }
  }
}

extension CalendsServer {
  /// Logs the calendar warnings of a new render that were not logged for those calendars'
  /// bytes, each calendar named by where the server reads it (its path, or the feed's
  /// address as the spec gave it), alike ones on one line with a count as `calends render`
  /// prints them; and counts them by code in `/metrics`.
  func logCalendarWarnings(of checked: RenderRequest, _ image: RenderedImage) {
    guard !image.warnings.isEmpty else { return }
    for (index, calendar) in checked.calendars.enumerated()
    where index < checked.calendarFingerprints.count {
      let shown = checked.shownNames.first { $0.path == calendar.path }?.name ?? calendar.path
      let warnings = image.warnings.filter { $0.file == shown }.map { warning in
        var warning = warning
        warning.file = calendar.path
        return warning
      }
      let new = calendarWarnings.unlogged(
        warnings, calendar: calendar.path, version: checked.calendarFingerprints[index])
      guard !new.isEmpty else { continue }
      for warning in new { metrics.calendarWarning(code: warning.code) }
      for line in WarningDigest.lines(new) {
        log("warning: \(line.description)")
      }
    }
  }
}
#endif  // Server
