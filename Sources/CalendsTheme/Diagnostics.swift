public import CalendsValues

/// A position in a stylesheet, 1-based, counted in Unicode scalars so that a column
/// matches what an editor shows for ordinary text.
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  public var file: String
  public var line: Int
  public var column: Int

  public init(file: String, line: Int, column: Int) {
    self.file = file
    self.line = line
    self.column = column
  }

  /// `line:column`, the form messages use when they point somewhere else in the file.
  public var lineColumn: String { "\(line):\(column)" }

  /// The file name clipped, as every echo of user text is.
  public var description: String {
    "\(MessageText.clipped(file, to: MessageText.maximum)):\(line):\(column)"
  }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// One finding about a stylesheet, printed the way compilers print them so editors and
/// CI logs can link straight to the line.
public struct StylesheetDiagnostic: Error, Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Sendable {
    case error, warning
  }

  public var severity: Severity
  public var location: SourceLocation
  public var message: String
  /// The class a tool sees: `stylesheet` or `stylesheet-warning` by the severity, unless the
  /// file could not be read at all (`file-not-found`, `file-unreadable`).
  public var code: Diagnostic.Code

  public init(
    severity: Severity = .error, location: SourceLocation, message: String,
    code: Diagnostic.Code? = nil
  ) {
    self.severity = severity
    self.location = location
    self.message = message
    self.code = code ?? (severity == .error ? .stylesheet : .stylesheetWarning)
  }

  static func error(_ message: String, at location: SourceLocation) -> StylesheetDiagnostic {
    StylesheetDiagnostic(severity: .error, location: location, message: message)
  }

  static func warning(_ message: String, at location: SourceLocation) -> StylesheetDiagnostic {
    StylesheetDiagnostic(severity: .warning, location: location, message: message)
  }

  /// `path/file.nss:3:17: error: expected ';' after value of 'font-size'`
  public var description: String { "\(location): \(severity.rawValue): \(message)" }

  /// The finding as every front end shows it, in the compilers' form; `field` is the spec
  /// field that named the stylesheet (`theme`), nil for a stylesheet checked on its own.
  public func diagnostic(field: String? = nil) -> Diagnostic {
    Diagnostic(
      severity: severity == .error ? .error : .warning, code: code, message: message,
      file: location.file, line: location.line, column: location.column, field: field,
      form: .compiler)
  }
}
