import CalendsValues

/// Reads a message the libraries wrote as text into a `Diagnostic`.
///
/// The libraries' messages share a few shapes — `file:line:column: ` (stylesheets),
/// `file:line: ` (iCalendar files), `file: field: ` (`SpecError`), `--flag: `, and
/// `cannot write PATH: ` — so the location is read off the front here, in one place,
/// rather than threaded through every error type. What matches no shape stays whole in
/// `message`, so nothing a person would read is lost.
enum DiagnosticParser {
  /// The file extensions that mark a leading segment as a file name (a field path such
  /// as `disabledDates.dates` has a dot too).
  static let fileExtensions: Set<String> = Set(
    ["json", "yaml", "yml", "nss", "css", "ics", "html", "txt"]
      + OutputFormat.allCases.map(\.fileExtension))

  static func parse(
    _ text: String, severity: Diagnostic.Severity, fallbackCode: String
  ) -> Diagnostic {
    var diagnostic = Diagnostic(
      severity: severity, code: fallbackCode, message: text, file: nil, line: nil, column: nil,
      field: nil)
    var rest = Substring(text)
    while let separator = rest.range(of: ": ") {
      let head = rest[..<separator.lowerBound]
      let after = rest[separator.upperBound...]
      if diagnostic.file == nil, let location = location(head) {
        (diagnostic.file, diagnostic.line, diagnostic.column) = location
      } else if diagnostic.line != nil, head == "error" || head == "warning" {
        rest = after
        break
      } else if diagnostic.file == nil, diagnostic.field == nil, isFileName(head) {
        diagnostic.file = String(head)
      } else if diagnostic.field == nil, isField(head), !isFileName(head) {
        diagnostic.field = String(head)
      } else {
        break
      }
      rest = after
    }
    diagnostic.message = String(rest)
    if diagnostic.file == nil { diagnostic.file = writtenPath(diagnostic.message) }
    if diagnostic.line == nil, let position = syntaxPosition(diagnostic.message) {
      (diagnostic.line, diagnostic.column) = position
    }
    diagnostic.code = code(for: diagnostic, fallback: fallbackCode)
    return diagnostic
  }

  /// The error class (the table of codes in `CommandLine.md`).
  static func code(for diagnostic: Diagnostic, fallback: String) -> String {
    let message = diagnostic.message
    let fileExtension = diagnostic.file.map(Self.fileExtension) ?? ""
    if diagnostic.severity == .warning {
      if message.hasPrefix("…and") { return "more-warnings" }
      if fileExtension == "nss" || fileExtension == "css" { return "stylesheet-warning" }
      if fileExtension == "ics" { return "icalendar-warning" }
      if message.localizedCaseInsensitiveContains("font") { return "font" }
      return "warning"
    }
    if message.hasPrefix("not valid YAML") { return "yaml-syntax" }
    if message.hasPrefix("not valid JSON") { return "json-syntax" }
    if message.hasPrefix("cannot read"), message.hasSuffix("no such file") {
      return "file-not-found"
    }
    if message.hasPrefix("cannot read") { return "file-unreadable" }
    if message.hasPrefix("cannot write") || message.hasPrefix("cannot create") {
      return "output-write"
    }
    if fileExtension == "nss" || fileExtension == "css" { return "stylesheet" }
    if fileExtension == "ics" { return "icalendar" }
    if message.contains("is not a valid date") || message.contains("is not a date") {
      return "invalid-date"
    }
    if let field = diagnostic.field { return field.hasPrefix("--") ? "option" : "spec-field" }
    return fallback
  }

  /// `path:12:3` or `path:12`.
  static func location(_ head: Substring) -> (String, Int, Int?)? {
    let parts = head.split(separator: ":", omittingEmptySubsequences: false)
    let numbers = parts.reversed().prefix {
      !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil
    }
    guard (1...2).contains(numbers.count), parts.count > numbers.count else { return nil }
    let file = parts.dropLast(numbers.count).joined(separator: ":")
    guard !file.isEmpty, !file.contains(" ") || file == "standard input" else { return nil }
    let values = numbers.reversed().compactMap { Int($0) }
    return (file, values[0], values.count > 1 ? values[1] : nil)
  }

  static func isFileName(_ head: Substring) -> Bool {
    if head == "standard input" { return true }
    guard !head.isEmpty, !head.contains(" "), !head.hasPrefix("-") else { return false }
    return fileExtensions.contains(fileExtension(String(head)))
  }

  /// `weekStart`, `disabledDates.dates[2]`, `calendars[0].ics`, `--output`.
  static func isField(_ head: Substring) -> Bool {
    let body = head.hasPrefix("--") ? head.dropFirst(2) : head
    guard let first = body.first, first.isLetter || first == "_" else { return false }
    return body.allSatisfy {
      $0.isASCII && ($0.isLetter || $0.isNumber || "_-.[]".contains($0))
    }
  }

  static func fileExtension(_ path: String) -> String {
    guard let dot = path.lastIndex(of: "."), !path[dot...].contains("/") else { return "" }
    return path[path.index(after: dot)...].lowercased()
  }

  /// The path in `cannot write PATH: …` or `cannot create PATH: …`.
  static func writtenPath(_ message: String) -> String? {
    for prefix in ["cannot write ", "cannot create "] where message.hasPrefix(prefix) {
      let path = message.dropFirst(prefix.count)
      guard let end = path.range(of: ": ") else { return nil }
      let file = path[..<end.lowerBound]
      return file == "standard output" ? nil : String(file)
    }
    return nil
  }

  /// The `line:column` a YAML or JSON parser put after "not valid YAML" / "not valid JSON at".
  static func syntaxPosition(_ message: String) -> (Int, Int)? {
    for prefix in ["not valid YAML: ", "not valid JSON at "] where message.hasPrefix(prefix) {
      let rest = message.dropFirst(prefix.count)
      guard let end = rest.firstIndex(where: { !($0.isNumber || $0 == ":") }) else { return nil }
      let numbers = rest[..<end].split(separator: ":").compactMap { Int($0) }
      return numbers.count == 2 ? (numbers[0], numbers[1]) : nil
    }
    return nil
  }
}
