/// One logical line of an iCalendar file (RFC 5545 §3.1) after unfolding, with the physical
/// line it starts on: libical reports no line numbers, so the adapter keeps its own.
///
/// This is only the lexical layer (folding, `NAME;PARAM=…:VALUE`); values are checked and
/// interpreted by libical.
struct ContentLine {
  var line: Int
  /// Upper-cased property name (`DTSTART`, `BEGIN`, `X-WR-CALNAME`).
  var name: String
  /// Parameters by upper-cased name, quotes removed.
  var parameters: [String: String]
  var value: String

  /// Splits `text` into logical lines: a line that starts with a space or tab continues the
  /// previous one. Blank lines are skipped. A line without a `:` is an error at its line.
  static func lines(of text: String, file: String) throws(ICalendarError) -> [ContentLine] {
    var result: [ContentLine] = []
    var current: (line: Int, text: Substring)?
    var physical = 0
    // Split on bytes: in Swift "\r\n" is one Character, which a split on "\n" would miss.
    for raw in text.utf8.split(separator: 10, omittingEmptySubsequences: false) {
      physical += 1
      let piece = Substring(raw.last == 13 ? raw.dropLast() : raw)
      if let first = piece.first, first == " " || first == "\t", current != nil {
        current!.text += piece.dropFirst()
        continue
      }
      if let done = current { result.append(try parse(done.text, line: done.line, file: file)) }
      current = piece.isEmpty ? nil : (physical, piece)
    }
    if let done = current { result.append(try parse(done.text, line: done.line, file: file)) }
    return result
  }

  static func parse(_ text: Substring, line: Int, file: String) throws(ICalendarError)
    -> ContentLine
  {
    var inQuotes = false
    var colon: Substring.Index?
    for index in text.indices {
      let character = text[index]
      if character == "\"" { inQuotes.toggle() }
      if character == ":" && !inQuotes {
        colon = index
        break
      }
    }
    guard let colon else {
      let shown = text.count > 40 ? text.prefix(40) + "…" : text
      throw ICalendarError(
        file: file, line: line, message: "'\(shown)' is not a content line (NAME:VALUE)")
    }
    let head = text[..<colon].split(separator: ";", omittingEmptySubsequences: false)
    var parameters: [String: String] = [:]
    for parameter in head.dropFirst() {
      let parts = parameter.split(separator: "=", maxSplits: 1)
      guard parts.count == 2 else { continue }
      var value = String(parts[1])
      if value.hasPrefix("\""), value.hasSuffix("\""), value.count >= 2 {
        value = String(value.dropFirst().dropLast())
      }
      parameters[parts[0].uppercased()] = value
    }
    return ContentLine(
      line: line, name: head[0].uppercased(), parameters: parameters,
      value: String(text[text.index(after: colon)...]))
  }
}
