/// JSON text for a string, for the writers that build JSON by hand (the layout dump, the
/// entries a batch hands its workers).
///
/// Beyond what JSON requires, DEL, the C1 controls and the Unicode line and paragraph
/// separators are escaped too: the text then stays on one line in any tool that reads it
/// line by line, and looks the same in a terminal.
package enum JSONString {
  package static func quoted(_ text: String) -> String {
    // Most text needs no escape; one pass over its bytes is far cheaper than building the
    // result scalar by scalar.
    if !needsEscape(text) { return "\"" + text + "\"" }
    return escaped(text)
  }

  /// Whether any byte of `text` starts a character that `escaped` writes as an escape.
  package static func needsEscape(_ text: String) -> Bool {
    var text = text
    return text.withUTF8 { bytes in
      let count = bytes.count
      var index = 0
      while index < count {
        let byte = bytes[index]
        if byte < 0x20 || byte == 0x22 || byte == 0x5C || byte == 0x7F { return true }
        // U+0080…U+009F (C2 80…C2 9F) and U+2028, U+2029 (E2 80 A8, E2 80 A9).
        if byte == 0xC2, index + 1 < count, bytes[index + 1] < 0xA0 { return true }
        if byte == 0xE2, index + 2 < count, bytes[index + 1] == 0x80,
          bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
        {
          return true
        }
        index += 1
      }
      return false
    }
  }

  /// The quoted text built scalar by scalar, escaping what needs it.
  package static func escaped(_ text: String) -> String {
    var out = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _
      where scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value) || scalar == "\u{2028}"
        || scalar == "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
