import CalendsValues

/// One error or warning as `--error-format json` writes it: a JSON object on one line of
/// standard error. Every key is always present; what is unknown is `null` (a stylesheet
/// error has a file, line and column but no field; a usage error has only a field).
struct Diagnostic: Equatable {
  enum Severity: String {
    case error
    case warning
    /// Nothing wrong, something to know: what an image does not show in full.
    case note
  }

  var severity: Severity
  /// A stable name of the error class (`spec-field`, `stylesheet`, `usage`, …;
  /// `CommandLine.md` lists them), for tools that treat some classes differently.
  var code: String
  /// The text alone, without the location, which has keys of its own.
  var message: String
  var file: String?
  /// 1-based, as editors count.
  var line: Int?
  var column: Int?
  /// The spec field path (`disabledDates.dates[2]`) or the flag (`--output`).
  var field: String?

  /// `{"severity":"error","code":"spec-field",…}`, keys in a fixed order.
  var jsonLine: String {
    let pairs: [(String, String)] = [
      ("severity", JSONString.quoted(severity.rawValue)),
      ("code", JSONString.quoted(code)),
      ("message", JSONString.quoted(message)),
      ("file", file.map(JSONString.quoted) ?? "null"),
      ("line", line.map(String.init) ?? "null"),
      ("column", column.map(String.init) ?? "null"),
      ("field", field.map(JSONString.quoted) ?? "null"),
    ]
    return "{" + pairs.map { "\"\($0.0)\":\($0.1)" }.joined(separator: ",") + "}"
  }
}
