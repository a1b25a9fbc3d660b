import CalendsModel
import CalendsValues
import Foundation

/// An iCalendar file as a request read it: its path (as the messages name it) and its bytes.
public struct CalendarFile: Sendable, Hashable {
  /// The path the bytes were read from (`-` for standard input).
  public var path: String
  public var bytes: [UInt8]

  public init(path: String, bytes: [UInt8]) {
    self.path = path
    self.bytes = bytes
  }

  /// Reads `path` (`-` is standard input) within the calendar size limit.
  public init(reading path: String) throws(CalendsError) {
    self.init(
      path: path, bytes: Array(try InputFile.read(path, limit: Limits.icsBytes, noun: "calendar")))
  }
}

/// Everything one render reads, read once: the spec with its `today`, the stylesheet (parsed,
/// with its bytes) and the calendar files' bytes.
///
/// Front ends that fingerprint their inputs (batch records, the server's ETags) take the
/// bytes from here and hand the same value to `CalendarRenderer.prepare(_:)`, so no file is
/// read twice and what was fingerprinted is what is drawn.
public struct CalendarRequest: Sendable {
  /// The spec as read.
  public var spec: CalendarSpec
  /// The spec's `today`, or the default the front end gave (the clock's date in UTC).
  public var today: Day
  /// The theme the spec names, resolved for its size class, with the stylesheet's bytes
  /// (none for a built-in theme) and warnings.
  public var stylesheet: ThemeLoader.Loaded
  /// The spec's `calendars`, in order, read (relative to the spec file).
  public var calendars: [CalendarFile]
}

extension CalendarRenderer {
  /// Reads what `spec` names — its stylesheet through `themeLoader` (relative to the spec
  /// file, through its cache), its calendar files unless `calendars` gives them already
  /// read — and fills in `today` (`today`, else the clock's date in UTC) where the spec
  /// leaves it out (the spec itself keeps what it said).
  public static func request(
    _ spec: CalendarSpec, themeLoader: ThemeLoader = ThemeLoader(), today: Day? = nil,
    calendars: [CalendarFile]? = nil
  ) throws(CalendsError) -> CalendarRequest {
    let today = spec.canvas.today ?? today ?? CalendarRenderer.clockToday()
    let stylesheet = try themeLoader.load(
      spec.canvas.theme, sizeClass: spec.canvas.resolvedDevice.sizeClass)
    let files: [CalendarFile]
    if let calendars {
      files = calendars
    } else {
      files = try CalendarInput.files(of: spec, resolve: themeLoader.resolvedPath)
    }
    return CalendarRequest(spec: spec, today: today, stylesheet: stylesheet, calendars: files)
  }
}
