/// A diagnostic as JSON: the documented object of `--error-format json` and the server's
/// error bodies, and the same object with its text form for a batch worker's report, which
/// its parent shows as the worker found it.
extension Diagnostic {
  /// `{"severity":"error","code":"spec-field","message":…,"file":…,"line":…,"column":…,
  /// "field":…}`: every key always present, in this order, `null` for what is not known.
  /// The file name and the field path are clipped as the text clips them.
  public var jsonLine: String {
    "{" + jsonPairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }

  private var jsonPairs: [(String, String)] {
    [
      ("severity", JSONString.quoted(severity.rawValue)),
      ("code", JSONString.quoted(code.rawValue)),
      ("message", JSONString.quoted(message)),
      (
        "file",
        file.map { JSONString.quoted(MessageText.clipped($0, to: MessageText.maximum)) } ?? "null"
      ),
      ("line", line.map(String.init) ?? "null"),
      ("column", column.map(String.init) ?? "null"),
      (
        "field",
        field.map { JSONString.quoted(MessageText.clipped($0, to: MessageText.maximum)) } ?? "null"
      ),
    ]
  }

  /// `jsonLine` with the text form (`"form":"compiler"`), for a process that hands its
  /// diagnostics to another: one line, whatever the message holds (JSON escapes every
  /// control character).
  package var transportLine: String {
    "{"
      + (jsonPairs + [("form", JSONString.quoted(form.rawValue))]).map { "\"\($0.0)\":\($0.1)" }
      .joined(separator: ",") + "}"
  }

  /// The diagnostic of a `transportLine` (or a `jsonLine`, read in the plain form); nil for
  /// text that is not one.
  package init?(transportLine line: String) {
    var reader = JSONTreeReader(Array(line.utf8), source: "")
    guard case .object(let fields)? = try? reader.document(),
      case .string(let severity)? = fields["severity"],
      let severity = Severity(rawValue: severity),
      case .string(let code)? = fields["code"], let code = Code(rawValue: code),
      case .string(let message)? = fields["message"]
    else { return nil }
    func text(_ key: String) -> String? {
      if case .string(let value)? = fields[key] { return value }
      return nil
    }
    func number(_ key: String) -> Int? {
      if case .number(let value)? = fields[key], let whole = Int(exactly: value) { return whole }
      return nil
    }
    self.init(
      severity: severity, code: code, message: message, file: text("file"), line: number("line"),
      column: number("column"), field: text("field"),
      form: text("form").flatMap(TextForm.init(rawValue:)) ?? .plain)
  }
}
