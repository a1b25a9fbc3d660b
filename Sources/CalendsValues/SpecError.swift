/// Bad input in a spec: which file, which field (a path such as `disabledDates.dates[2]`),
/// and what was expected. The CLI turns it into exit code 2.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spec's file name; empty for a spec with none (one built in code).
  public var source: String
  /// The field path as written (`disabledDates.dates[2]`); empty for the whole document.
  public var path: String
  /// What was expected or is wrong, without file and path: `'2019-02-30' is not a valid date`.
  public var message: String

  /// An error at `path` in `source`; `description` puts the three together.
  public init(source: String, path: String, message: String) {
    self.source = source
    self.path = path
    self.message = message
  }

  /// `spec.yaml: selectedDate: '2019-02-30' is not a valid date …`. The file name and the
  /// path are clipped: a path names a key as written, and a key can be megabytes long.
  public var description: String {
    let source = MessageText.clipped(source, to: MessageText.maximum)
    let path = MessageText.clipped(path, to: MessageText.maximum)
    let location = source.isEmpty ? "" : "\(source): "
    return path.isEmpty ? "\(location)\(message)" : "\(location)\(path): \(message)"
  }
}
