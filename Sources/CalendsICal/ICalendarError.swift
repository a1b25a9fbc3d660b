public import CalendsValues

/// A problem in an iCalendar file, named by the file and the physical line (1-based) it
/// starts on, so a user can open the file at the right place. Line 0 means the file as a
/// whole (its size, its encoding).
public struct ICalendarError: Error, Hashable, Sendable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var message: String

  public init(file: String, line: Int, message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  /// `file:line: message`, the shape compilers and the spec errors use.
  public var description: String {
    line > 0 ? "\(file):\(line): \(message)" : "\(file): \(message)"
  }

  /// The problem as every front end shows it: an error (`icalendar`) that stops the read, or
  /// a warning (`icalendar-warning`) about a line read differently or left out. Line 0 (the
  /// file as a whole) has no line.
  public func diagnostic(_ severity: Diagnostic.Severity) -> Diagnostic {
    Diagnostic(
      severity: severity, code: severity == .error ? .icalendar : .icalendarWarning,
      message: message, file: file, line: line > 0 ? line : nil, form: .fileLine)
  }
}
