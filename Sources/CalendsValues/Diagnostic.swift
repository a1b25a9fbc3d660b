/// One error, warning or note, typed from where it is found to where it is shown.
///
/// The reader that finds a problem knows its file, line, column and field; it says so here,
/// once. Every front end shows the same value: `calends` as a line of text or, with
/// `--error-format json`, as a JSON object (`jsonLine`); the server in its error bodies and
/// `Calends-Warning` header fields; a batch in its workers' reports. Nothing is written as
/// text and read back.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  public enum Severity: String, Hashable, Sendable {
    case error
    case warning
    /// Nothing wrong, something to know: what an image does not show in full.
    case note
  }

  /// The class of a problem, by a stable name that tools can match on (the table of codes in
  /// the command-line documentation lists them and their exit codes).
  public enum Code: String, Hashable, Sendable, CaseIterable {
    /// An unknown, missing or invalid flag or argument.
    case usage
    /// A spec field's value or name.
    case specField = "spec-field"
    /// A date that does not exist or is not `YYYY-MM-DD`.
    case invalidDate = "invalid-date"
    /// A flag whose value is refused, or that contradicts another.
    case option
    case yamlSyntax = "yaml-syntax"
    case jsonSyntax = "json-syntax"
    /// A stylesheet that cannot be read as one.
    case stylesheet
    /// An iCalendar file or feed.
    case icalendar
    case fileNotFound = "file-not-found"
    case fileUnreadable = "file-unreadable"
    /// An output that cannot be written (nothing partial is left).
    case outputWrite = "output-write"
    /// Bad input of no more precise class.
    case badInput = "bad-input"
    /// A failure of the machine of no more precise class: fonts, a library, a drawing.
    case renderFailure = "render-failure"
    /// A batch stopped by a signal.
    case stopped
    case stylesheetWarning = "stylesheet-warning"
    case icalendarWarning = "icalendar-warning"
    /// A font family that is not installed, drawn in another.
    case font
    case warning
    /// The count of warnings like one shown, left out so that a log stays readable.
    case moreWarnings = "more-warnings"
    /// What an image does not show in full.
    case notShown = "not-shown"
  }

  /// Where the text form puts the location, so that each kind of input reads the way its
  /// tools print it.
  public enum TextForm: String, Hashable, Sendable {
    /// `file: field: message`, with the parts that are known: spec fields, flags, inputs.
    case plain
    /// `field: file:line:column: severity: message`, as compilers print: stylesheets.
    case compiler
    /// `field: file:line: message`: iCalendar files, whose readers count lines only.
    case fileLine
    /// `field: message`, the message naming its file itself (`cannot write out.png: …`);
    /// `file` is then for tools alone.
    case fileInMessage
  }

  public var severity: Severity
  public var code: Code
  /// The text alone, without the location, which has properties of its own.
  public var message: String
  /// The spec, stylesheet, iCalendar file, output or batch entry; nil for a flag.
  public var file: String?
  /// 1-based, as editors count.
  public var line: Int?
  public var column: Int?
  /// The spec field path (`disabledDates.dates[2]`), `theme` for a spec's stylesheet, or the
  /// flag (`--output`).
  public var field: String?
  /// How `description` lays the location out.
  public var form: TextForm

  public init(
    severity: Severity, code: Code, message: String, file: String? = nil, line: Int? = nil,
    column: Int? = nil, field: String? = nil, form: TextForm = .plain
  ) {
    self.severity = severity
    self.code = code
    self.message = message
    self.file = file
    self.line = line
    self.column = column
    self.field = field
    self.form = form
  }

  /// An error of class `code`.
  public static func error(
    _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
    field: String? = nil, form: TextForm = .plain
  ) -> Diagnostic {
    Diagnostic(
      severity: .error, code: code, message: message, file: file, line: line, column: column,
      field: field, form: form)
  }

  /// A warning of class `code`.
  public static func warning(
    _ code: Code, _ message: String, file: String? = nil, line: Int? = nil, column: Int? = nil,
    field: String? = nil, form: TextForm = .plain
  ) -> Diagnostic {
    Diagnostic(
      severity: .warning, code: code, message: message, file: file, line: line, column: column,
      field: field, form: form)
  }

  /// A note of class `code`: nothing wrong, something to know (what an image does not show
  /// in full).
  public static func note(
    _ code: Code, _ message: String, file: String? = nil, field: String? = nil
  ) -> Diagnostic {
    Diagnostic(
      severity: .note, code: code, message: message, file: file, line: nil, column: nil,
      field: field, form: .plain)
  }

  /// The problem as a person reads it, on one line: `spec.yaml: selectedDate: '2019-02-30' is
  /// not a valid date …`, `theme: odd.nss:3:17: error: …`, `--width: expected a number …`,
  /// `team.ics:7: …`. File names and field paths are clipped (a key can be megabytes long),
  /// and control characters escaped, so that one diagnostic is always one line.
  public var description: String {
    let file = self.file.map { MessageText.clipped($0, to: MessageText.maximum) }
    let field = self.field.map { MessageText.clipped($0, to: MessageText.maximum) }
    let fieldPrefix = field.map { "\($0): " } ?? ""
    let text: String
    switch form {
    case .plain:
      text = (file.map { "\($0): " } ?? "") + fieldPrefix + message
    case .compiler, .fileLine:
      guard let file, let line else {
        text = (file.map { "\($0): " } ?? "") + fieldPrefix + message
        break
      }
      let position = form == .compiler ? column.map { "\(line):\($0)" } ?? "\(line)" : "\(line)"
      let label = form == .compiler ? "\(severity.rawValue): " : ""
      text = "\(fieldPrefix)\(file):\(position): \(label)\(message)"
    case .fileInMessage:
      text = fieldPrefix + message
    }
    return MessageText.escaped(text)
  }

  /// Whether the text already says its severity (`… warning: …`), as a compiler's does, so
  /// that a printer does not say it twice.
  public var saysItsSeverity: Bool { form == .compiler && file != nil && line != nil }

  /// The same problem met through the spec field `field` (a feed's `calendars[0].url`), when
  /// it names no field of its own.
  public func inField(_ field: String) -> Diagnostic {
    guard self.field == nil else { return self }
    var diagnostic = self
    diagnostic.field = field
    return diagnostic
  }

  /// The same problem found in a batch entry, for tools: its `file` is the entry's name
  /// unless the problem is in a file of its own (the stylesheet or calendar the entry names).
  /// People read the entry's name before the text instead (`b.png: selectedDate: …`).
  public func inEntry(_ name: String) -> Diagnostic {
    guard file == nil else { return self }
    var diagnostic = self
    diagnostic.file = name
    return diagnostic
  }
}
