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
}
