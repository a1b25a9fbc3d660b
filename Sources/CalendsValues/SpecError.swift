/// Bad input in a spec: which file, which field (a path such as `disabledDates.dates[2]`),
/// and what was expected. The CLI turns it into exit code 2.
public struct SpecError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The spec's file name; empty for a spec with none (one built in code).
  public var source: String
  /// The field path as written (`disabledDates.dates[2]`); empty for the whole document.
  public var path: String
  /// What was expected or is wrong, without file and path: `'2019-02-30' is not a valid date`.
  public var message: String
  /// The class of the problem, known where it is found: a date, a syntax error, a field.
  public var code: Diagnostic.Code
  /// Where a syntax error is in the file (1-based), for tools; the message says it too, after
  /// what failed (`not valid YAML: 4:6: …`), as the parsers word it.
  public var line: Int?
  public var column: Int?

  /// An error at `path` in `source`; `description` puts the three together. `code` is
  /// `spec-field` for a field and `bad-input` for the whole document unless given.
  public init(
    source: String, path: String, message: String, code: Diagnostic.Code? = nil,
    line: Int? = nil, column: Int? = nil
  ) {
    self.source = source
    self.path = path
    self.message = message
    self.code = code ?? (path.isEmpty ? .badInput : .specField)
    self.line = line
    self.column = column
  }

  /// `spec.yaml: selectedDate: '2019-02-30' is not a valid date …`. The file name and the
  /// path are clipped: a path names a key as written, and a key can be megabytes long.
  public var description: String {
    let source = MessageText.clipped(source, to: MessageText.maximum)
    let path = MessageText.clipped(path, to: MessageText.maximum)
    let location = source.isEmpty ? "" : "\(source): "
    return path.isEmpty ? "\(location)\(message)" : "\(location)\(path): \(message)"
  }

  /// The error as every front end shows it: `file` the spec (none for a spec without a
  /// file), `field` the path.
  public var diagnostic: Diagnostic {
    .error(
      code, message, file: source.isEmpty ? nil : source, line: line, column: column,
      field: path.isEmpty ? nil : path)
  }
}
