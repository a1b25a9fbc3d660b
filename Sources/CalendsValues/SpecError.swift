/// Bad input in a spec: which file, which field (a path such as `disabledDates.dates[2]`),
/// and what was expected. The CLI turns it into exit code 2.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  public var source: String
  public var path: String
  public var message: String

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
